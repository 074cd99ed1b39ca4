package sultan

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

func newGame(t testing.TB, b *game.Board, x game.Expansions, rules Rules) *Game {
	t.Helper()
	g, err := New(NewSetup(b, x, false, rules))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// answers finds answers for the current roll, always the first candidate.
func answers(t testing.TB, g *Game) []game.Place {
	t.Helper()
	var as []game.Place
	for {
		_, c, err := g.Targets(as...)
		if err != nil {
			t.Fatal(err)
		}
		if c == nil {
			return as
		}
		as = append(as, c.Candidates[0])
	}
}

// round plays one round without outbid: roll, Yazid's turn, then (when the
// game goes on) the player's edits and clean-up, unless the rules end the
// game with this round (End is then the caller's).
func round(t testing.TB, g *Game, r Roll, player ...Event) Turn {
	t.Helper()
	if err := g.RecordRoll(r); err != nil {
		t.Fatal(err)
	}
	turn, err := g.Resolve(answers(t, g)...)
	if err != nil {
		t.Fatal(err)
	}
	if g.Over() {
		return turn
	}
	for _, e := range player {
		if _, err := g.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if g.Pending().End != EndNone {
		return turn
	}
	if err := g.CleanUp(Rows{}); err != nil {
		t.Fatal(err)
	}
	return turn
}

// checkReplay proves that the log, through JSON, replays to the same game.
func checkReplay(t testing.TB, g *Game) {
	t.Helper()
	data, err := json.Marshal(g.Log())
	if err != nil {
		t.Fatal(err)
	}
	var l Log
	if err := json.Unmarshal(data, &l); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(l, g.Log()) {
		t.Fatalf("the log changed through JSON:\n got %+v\nwant %+v", l, g.Log())
	}
	r, err := Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	if !r.State().Equal(g.State()) || r.Lost() != g.Lost() || r.Ended() != g.Ended() || r.Round() != g.Round() || r.Phase() != g.Phase() {
		t.Errorf("replay: got lost %v ended %v round %d phase %v, want %v %v %d %v\n%s\nwant\n%s",
			r.Lost(), r.Ended(), r.Round(), r.Phase(), g.Lost(), g.Ended(), g.Round(), g.Phase(), r.Board(), g.Board())
	}
}

// harmless is a base board of Merchants and a few Viziers: Yazid can take
// all 11 tiles it needs without a loss.
const harmless = `
G G G G G G
G G G G G G
Y G G G G G
- - - - - -
- - - - - -`

func TestGameSurvived(t *testing.T) {
	g := newGame(t, grid(t, base, harmless), base, DefaultRules())
	// Yazid takes row 5, then row 4 (the black die names them).
	for i := 0; i < 11; i++ {
		r := Roll{White: i%6 + 1, Black: 5 - i/6}
		round(t, g, r, PlayerEvent(PlayerChange{Viziers: 1}))
		if g.Over() {
			t.Fatalf("round %d: over, lost %v", i+1, g.Lost())
		}
	}
	if !g.EndTriggered() || g.Yazid().Camels != 0 {
		t.Fatalf("got end triggered %v with %d camels, want true and 0", g.EndTriggered(), g.Yazid().Camels)
	}
	lost, err := g.End()
	if err != nil || lost != game.NotLost || !g.Ended() {
		t.Fatalf("got %v, %v, ended %v; want survived", lost, err, g.Ended())
	}
	if err := g.RecordRoll(Roll{1, 1}); !errors.Is(err, ErrGameOver) {
		t.Errorf("a roll after the end: got %v, want ErrGameOver", err)
	}
	checkReplay(t, g)
}

func TestGameLost(t *testing.T) {
	tests := []struct {
		name  string
		board string
		coins int
		rolls []Roll
		end   bool // the player ends the game after the rolls
		want  game.Loss
		after int // the round the loss comes in
	}{
		{name: "assassins", board: `
RR RR RR RR - -
- - - - - -
- - - - - -
- - - - - -
Y Y - - - -`, coins: 25, rolls: []Roll{{1, 5}, {2, 5}, {3, 5}, {4, 5}}, want: game.LostAssassins, after: 4},
		{name: "djinns", board: `
WW WW WW WW WW WW
- - - - - -
- - - - - -
- - - - - -
Y Y - - - -`, coins: 25, rolls: []Roll{{1, 5}, {2, 5}, {3, 5}, {4, 5}, {5, 5}, {6, 5}}, want: game.LostDjinns, after: 6},
		{name: "payment", board: `
- - - - - -
- - - - - -
BBB - BBB - - -
- - - - - -
Y Y - - - -`, coins: 11, rolls: []Roll{{1, 3}, {3, 3}}, want: game.LostPayment, after: 2},
		{name: "viziers", board: `
YY - - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -`, coins: 25, rolls: []Roll{{1, 5}}, end: true, want: game.LostViziers, after: 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSetup(grid(t, base, tc.board), base, false, DefaultRules())
			s.Player.Coins = tc.coins
			g, err := New(s)
			must(t, err)
			for i, r := range tc.rolls {
				round(t, g, r, PlayerEvent(PlayerChange{Viziers: 1}))
				if g.Over() && i+1 != tc.after {
					t.Fatalf("lost %v in round %d, want round %d", g.Lost(), i+1, tc.after)
				}
			}
			if tc.end {
				if _, err := g.End(); err != nil {
					t.Fatal(err)
				}
			}
			if g.Lost() != tc.want || !g.Over() {
				t.Fatalf("got lost %v, over %v; want %v", g.Lost(), g.Over(), tc.want)
			}
			if err := g.SetTile(pl(1, 1), "LM"); !errors.Is(err, ErrGameOver) {
				t.Errorf("an edit after the loss: got %v, want ErrGameOver", err)
			}
			checkReplay(t, g)
		})
	}
}

func TestGameViziersTwin(t *testing.T) {
	// Council 2 against the player's 3: survived; 2 against 2 lost (above).
	g := newGame(t, grid(t, base, "YY - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -"), base, DefaultRules())
	round(t, g, Roll{1, 5}, PlayerEvent(PlayerChange{Viziers: 3}))
	if lost, _ := g.End(); lost != game.NotLost {
		t.Errorf("got %v, want survived", lost)
	}
}

func TestOutbid(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	if _, err := g.Outbid(); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("outbid before the roll: got %v, want ErrWrongPhase", err)
	}
	must(t, g.RecordRoll(Roll{5, 6}))
	if cost, ok := g.OutbidCost(); cost != 11 || !ok {
		t.Errorf("got cost %d ok %v, want 11 true", cost, ok)
	}
	paid, err := g.Outbid()
	if err != nil || paid != 11 || g.Player().Coins != 14 || g.Phase() != PlayerFirst {
		t.Fatalf("got %d, %v, coins %d, phase %v", paid, err, g.Player().Coins, g.Phase())
	}
	if _, err := g.Resolve(); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("Yazid before the re-roll: got %v, want ErrWrongPhase", err)
	}
	must(t, g.SetTile(pl(1, 1), "LM@1"))
	must(t, g.ChangePlayer(PlayerChange{Camels: -1, Viziers: 1}))
	must(t, g.RecordRoll(Roll{6, 6}))
	if _, err := g.Outbid(); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("a second outbid: got %v, want ErrWrongPhase", err)
	}
	if _, err := g.Resolve(answers(t, g)...); err != nil {
		t.Fatal(err)
	}
	if g.Phase() != CleanUpDue {
		t.Errorf("got phase %v, want clean-up", g.Phase())
	}
	must(t, g.CleanUp(Rows{}))
	if g.Round() != 2 {
		t.Errorf("got round %d, want 2", g.Round())
	}
	checkReplay(t, g)
}

func TestOutbidNotAffordable(t *testing.T) {
	b := grid(t, base, full)
	s := NewSetup(b, base, false, DefaultRules())
	s.Player.Coins = 10
	g, err := New(s)
	must(t, err)
	must(t, g.RecordRoll(Roll{5, 6}))
	if _, ok := g.OutbidCost(); ok {
		t.Errorf("11 coins with 10: got affordable")
	}
	if _, err := g.Outbid(); err == nil {
		t.Errorf("got no error")
	}
	// Twin: exactly the cost is affordable.
	s.Player.Coins = 11
	g, _ = New(s)
	must(t, g.RecordRoll(Roll{5, 6}))
	if _, err := g.Outbid(); err != nil || g.Player().Coins != 0 {
		t.Errorf("got %v, coins %d; want 0 left", err, g.Player().Coins)
	}
}

func TestUndoRedo(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	if g.CanUndo() || g.CanRedo() {
		t.Fatal("a new game can undo or redo")
	}
	must(t, g.RecordRoll(Roll{3, 4}))
	before := g.State()
	turn, err := g.Resolve()
	must(t, err)
	after := g.State()
	e, err := g.Undo()
	if err != nil || e.Kind != EventResolve || !g.State().Equal(before) || !g.CanRedo() {
		t.Fatalf("undo: got %v, %v", e, err)
	}
	if r, ok := g.CurrentRoll(); !ok || r != (Roll{3, 4}) {
		t.Errorf("after undo the roll is %v, want the same dice", r)
	}
	rep, err := g.Redo()
	if err != nil || !g.State().Equal(after) || !reflect.DeepEqual(*rep.Turn, turn) || g.CanRedo() {
		t.Fatalf("redo: got %v, a different state or turn", err)
	}
	// A new event clears the redo list.
	_, _ = g.Undo()
	must(t, g.SetTile(pl(1, 1), "LM"))
	if g.CanRedo() {
		t.Errorf("redo survives a new event")
	}
}

func TestUndoAfterLoss(t *testing.T) {
	g := newGame(t, grid(t, base, "RR - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -"), base, DefaultRules())
	must(t, g.ChangeYazid(YazidChange{Assassins: 5}))
	round(t, g, Roll{1, 5})
	if g.Lost() != game.LostAssassins {
		t.Fatalf("got %v, want assassins", g.Lost())
	}
	if _, err := g.Undo(); err != nil || g.Over() || g.Lost() != game.NotLost {
		t.Errorf("undo of the losing turn: %v, over %v", err, g.Over())
	}
}

func TestPhaseErrors(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	if err := g.CleanUp(Rows{}); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("clean-up before the roll: got %v", err)
	}
	if _, err := g.Resolve(); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("resolve before the roll: got %v", err)
	}
	must(t, g.RecordRoll(Roll{1, 1}))
	if err := g.RecordRoll(Roll{1, 1}); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("a second roll: got %v", err)
	}
	if err := g.RecordRoll(Roll{7, 1}); err == nil {
		t.Errorf("a 7: got no error")
	}
	if _, err := g.Apply(SetupEvent(Setup{})); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("a second setup: got %v", err)
	}
	if err := g.SetTile(pl(9, 9), "V"); err == nil {
		t.Errorf("off the board: got no error")
	}
	if err := g.SetTile(pl(1, 1), "Q"); err == nil {
		t.Errorf("a bad token: got no error")
	}
	if err := g.ChangePlayer(PlayerChange{Coins: -100}); err == nil {
		t.Errorf("negative coins: got no error")
	}
	if err := g.ChangePlayer(PlayerChange{GainDjinns: []string{"Nekr"}}); err == nil {
		t.Errorf("an unknown Djinn: got no error")
	}
	if len(g.Log()) != 2 {
		t.Errorf("failed events were logged: %v", g.Log())
	}
}

func TestReplayBadLog(t *testing.T) {
	if _, err := Replay(nil); err == nil {
		t.Error("an empty log: got no error")
	}
	s := NewSetup(grid(t, base, full), base, false, DefaultRules())
	if _, err := Replay(Log{SetupEvent(s), RollEvent(Roll{1, 1}), RollEvent(Roll{1, 1})}); err == nil {
		t.Error("two rolls: got no error")
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// A game's setup is the table as a round starts: a side done with its
// Camels would have ended the game with that round, and a Yazid holding a
// loss would have ended it at once. New refuses them; a table taken up
// mid-round (TakeUp, naqala yazid's state files) keeps them.
func TestSetupEndTriggered(t *testing.T) {
	b := grid(t, base, full)
	for _, tc := range []struct {
		name          string
		yazid, player int
		want          bool
		refused       string // New's refusal, "" when it starts
	}{
		{"both have camels", 1, 1, false, ""},
		{"Yazid has placed his last", 0, 3, true, "yazid.camels: Yazid has placed his last Camel"},
		{"the player has placed the last", 4, 0, true, "player.camels: you have placed your last Camel"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSetup(b, base, false, DefaultRules())
			s.Yazid.Camels, s.Player.Camels = tc.yazid, tc.player
			g, err := TakeUp(s)
			must(t, err)
			if g.EndTriggered() != tc.want {
				t.Errorf("taken up: got end %v, want %v", g.EndTriggered(), tc.want)
			}
			// A game's start: all 11 camels on the board or beside it.
			onBoard := b.Clone()
			placeCamels(t, onBoard, game.Yazid, Camels-tc.yazid)
			placeCamels(t, onBoard, 1, Camels-tc.player)
			s.Board = onBoard.String()
			_, err = New(s)
			switch {
			case tc.refused == "" && err != nil:
				t.Errorf("New: got %v", err)
			case tc.refused != "" && (err == nil || !strings.Contains(err.Error(), tc.refused)):
				t.Errorf("New: got %v, want %q", err, tc.refused)
			}
		})
	}
}

// placeCamels puts n camels of owner on tiles of b without one, row-major.
func placeCamels(t *testing.T, b *game.Board, owner game.Owner, n int) {
	t.Helper()
	for _, p := range b.Places() {
		if n == 0 {
			return
		}
		if tile := b.At(p); tile.Owner == 0 && !tile.Type.Forbidden() {
			tile.Owner = owner
			n--
		}
	}
	if n > 0 {
		t.Fatalf("no room for %d more camels", n)
	}
}

// Yazid's camels at a game's start: all 11, on the board or beside it;
// the red team's 0 under a 9-round log is refused, as is 1 (10 gone).
func TestSetupCamelsAllThere(t *testing.T) {
	s := NewSetup(grid(t, base, full), base, false, DefaultRules())
	if _, err := New(s); err != nil {
		t.Fatalf("11 each: got %v", err)
	}
	for _, n := range []int{0, 1, 10} {
		s.Yazid.Camels = n
		if _, err := New(s); err == nil || !strings.Contains(err.Error(), "yazid.camels:") {
			t.Errorf("Yazid with %d: got %v", n, err)
		}
		if _, err := Replay(Log{SetupEvent(s)}); err == nil {
			t.Errorf("Yazid with %d: the log replays", n)
		}
	}
}

func TestSetupLostAlready(t *testing.T) {
	s := NewSetup(grid(t, base, full), base, false, DefaultRules())
	s.Yazid.Djinns = 6
	if _, err := New(s); err == nil || !strings.Contains(err.Error(), "the game is lost already") {
		t.Errorf("a game's start with 6 Djinns: got %v", err)
	}
	g, err := TakeUp(s)
	must(t, err)
	if g.Lost() != game.LostDjinns || !g.Over() {
		t.Errorf("got %v, over %v; want djinns", g.Lost(), g.Over())
	}
	s.Yazid.Djinns = 5
	g, _ = New(s)
	if g == nil || g.Over() {
		t.Errorf("5 Djinns: got over")
	}
}

func TestSetupErrors(t *testing.T) {
	s := NewSetup(grid(t, base, full), base, false, DefaultRules())
	s.Rules = map[string]string{"black_six": "x", "nonsense": "1"}
	s.Player.Djinns = []string{"Ptah"}
	s.Expansions = []string{"moon"}
	_, err := New(s)
	if err == nil {
		t.Fatal("got no error")
	}
	for _, w := range []string{"rules.black_six", "rules.nonsense", "expansions", "player.djinns[0]: Ptah needs the artisans expansion"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("got %v\nwant %q", err, w)
		}
	}
}

func TestPreview(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	if _, _, err := g.Preview(); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("before the roll: got %v", err)
	}
	must(t, g.RecordRoll(Roll{4, 6}))
	before, n := g.State(), len(g.Log())
	preview, after, err := g.Preview()
	must(t, err)
	if !g.State().Equal(before) || len(g.Log()) != n {
		t.Fatalf("the preview changed the game")
	}
	turn, err := g.Resolve()
	must(t, err)
	if !reflect.DeepEqual(preview, turn) || !after.Equal(g.State()) {
		t.Errorf("the preview differs from the turn")
	}
}

func TestLogSharesNothing(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	e := RollEvent(Roll{2, 2})
	_, err := g.Apply(e)
	must(t, err)
	e.Roll.White = 5
	l := g.Log()
	l[1].Roll.Black = 6
	if r, _ := g.CurrentRoll(); r != (Roll{2, 2}) || *g.Log()[1].Roll != (Roll{2, 2}) {
		t.Errorf("the caller changed the logged roll: %v", g.Log()[1].Roll)
	}
}

func TestNewSetup(t *testing.T) {
	b := grid(t, base, "- - - - - -\n- - - - - -\n- - - - - -\n- - W@1 - - -\n- - - - - W@Y")
	for _, tc := range []struct {
		hard  bool
		coins int
	}{{false, 25}, {true, 20}} {
		s := NewSetup(b, base, tc.hard, DefaultRules())
		if s.Player.Coins != tc.coins || s.Player.Camels != 10 || s.Yazid.Camels != 10 || s.Hard != tc.hard {
			t.Errorf("hard %v: got %+v", tc.hard, s)
		}
	}
}

// The end, once triggered, stays: a camel given back (Kohdiah, a
// correction) leaves it; undo takes it back.
func TestEndTriggeredStays(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	must(t, g.ChangeYazid(YazidChange{Camels: -11}))
	if !g.EndTriggered() || g.EndReason() != EndYazidCamels {
		t.Fatalf("no camels left: got end %v (%v)", g.EndTriggered(), g.EndReason())
	}
	must(t, g.ChangeYazid(YazidChange{Camels: 1}))
	if !g.EndTriggered() {
		t.Error("a camel given back: the end is gone, want it kept")
	}
	_, err := g.Undo()
	must(t, err)
	_, err = g.Undo()
	must(t, err)
	if g.EndTriggered() {
		t.Error("undone: still the end")
	}
	must(t, g.ChangePlayer(PlayerChange{Camels: -11}))
	if !g.EndTriggered() || g.EndReason() != EndPlayerCamels {
		t.Error("the player's last camel: got no end")
	}
}

func TestSetupDuplicateDjinnNamesFirstPlace(t *testing.T) {
	// A Djinn held twice names where it was first seen, however many
	// times it comes again.
	s := NewSetup(grid(t, base, full), base, false, DefaultRules())
	s.Player.Djinns = []string{"Nekir", "Nekir"}
	s.DjinnRow = []string{"Nekir", "Enki"}
	_, err := New(s)
	if err == nil {
		t.Fatal("got no error")
	}
	for _, w := range []string{
		"player.djinns[1]: Nekir is already at player.djinns[0]",
		"djinn_row[0]: Nekir is already at player.djinns[0]",
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("got %v\nwant %q", err, w)
		}
	}
	// Twin: each Djinn once is no error.
	s.Player.Djinns = []string{"Nekir"}
	s.DjinnRow = []string{"Enki"}
	if _, err := New(s); err != nil {
		t.Errorf("each Djinn once: got %v", err)
	}
}
