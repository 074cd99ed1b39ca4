package sultan

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// rowsState is a small table with the rows not tracked: Yazid's target
// O (col 3, row 2: rows count from the bottom) holds merchants Merchants; the player's move
// (rowsMove) takes the 2 Merchants of r2c1.
func rowsState(t *testing.T, merchants int) State {
	t.Helper()
	b, err := game.ParseBoard("V[G] S6 O[" + strings.Repeat("G", merchants) + "]\nSM SM[GG] LM")
	if err != nil {
		t.Fatal(err)
	}
	return State{Board: b, Player: Holdings{Coins: 10, Camels: 5}, Yazid: YazidHoldings{Camels: 5}}
}

const rowsMove = "r1c2: r2c2 G, r2c1 G"

func playRowsTurn(t *testing.T, st State, cards ...string) (State, error) {
	t.Helper()
	after, _, err := PlayTurn(st, TurnPlan{Move: mustMove(t, rowsMove), Tribe: TribeChoice{Cards: cards}})
	return after, err
}

// TestUntrackedRowCountedAfterYazid: Yazid's Merchants take their cards
// from an untracked row, which is counted: 7 taken leave 2 for the
// player's 2 Merchants; the twin: 8 taken leave 1, and 2 typed are
// refused.
func TestUntrackedRowCountedAfterYazid(t *testing.T) {
	st := rowsState(t, 7)
	capture(&st, pl(3, 2), DefaultRules(), &djinnsPaid{})
	if _, err := playRowsTurn(t, st, "silk", "fakir"); err != nil {
		t.Fatalf("2 cards left, 2 typed: %v", err)
	}

	st = rowsState(t, 8)
	capture(&st, pl(3, 2), DefaultRules(), &djinnsPaid{})
	_, err := playRowsTurn(t, st, "silk", "fakir")
	if err == nil || !strings.Contains(err.Error(), "2 cards typed, 2 Merchants take at most 1 (the row holds 1)") {
		t.Fatalf("1 card left, 2 typed: got %v", err)
	}
	after, err := playRowsTurn(t, st, "silk")
	if err != nil {
		t.Fatal(err)
	}
	// The row is now known to be empty: it is tracked, empty.
	if after.Resources == nil || len(after.Resources) != 0 {
		t.Errorf("got the row %v, want it tracked and empty", after.Resources)
	}
}

// TestUntrackedRowCountInSteps: a double strike of 6 and 6 Merchants on
// an untracked row of 9: the checklist says 6, then the 3 left; the twin:
// a tracked row is told as before, card by card.
func TestUntrackedRowCountInSteps(t *testing.T) {
	turn := Turn{Captures: []Capture{{Place: pl(1, 1), Merchants: 6}, {Place: pl(1, 5), Merchants: 6}}}
	var counts []int
	for _, s := range Steps(State{}, turn, DefaultRules()) {
		if s.Kind == StepCardsUntracked {
			counts = append(counts, s.Count)
		}
	}
	if !slices.Equal(counts, []int{6, 3}) {
		t.Errorf("got the cards %v, want [6 3]", counts)
	}
	short := State{Unseen: Unseen{ResourcesGone: 9}}
	var kinds []StepKind
	for _, s := range Steps(short, turn, DefaultRules()) {
		if s.Kind == StepCardsUntracked || s.Kind == StepRowEmpty {
			kinds = append(kinds, s.Kind)
		}
	}
	if !slices.Equal(kinds, []StepKind{StepRowEmpty, StepRowEmpty}) {
		t.Errorf("an emptied row: got %v, want the row empty twice", kinds)
	}
}

// TestRowCountsBruteForce: the count of an untracked row after any run
// of takes is what a row of 9 face-down cards gives, taken one by one.
func TestRowCountsBruteForce(t *testing.T) {
	for a := 0; a <= 10; a++ {
		for b := 0; b <= 10; b++ {
			st := State{}
			st.takeResources(a)
			st.takeResources(b)
			row := ResourceRowSize
			for range a + b {
				if row > 0 {
					row--
				}
			}
			if st.ResourceCount() != row {
				t.Fatalf("take %d then %d: got %d, want %d", a, b, st.ResourceCount(), row)
			}
		}
	}
}

// TestMerchantsOptionsCountTheRow: the most cards the Merchants' prompt
// takes is what the row holds; the twin: a full row gives one a Merchant.
func TestMerchantsOptionsCountTheRow(t *testing.T) {
	st := rowsState(t, 8)
	capture(&st, pl(3, 2), DefaultRules(), &djinnsPaid{})
	var tp TurnProgress
	if err := tp.playMove(&st, mustMove(t, rowsMove)); err != nil {
		t.Fatal(err)
	}
	if o := tp.Options(st); o.Step != TurnTribe || o.MaxCards != 1 {
		t.Errorf("got %s, at most %d cards, want the tribe action and 1", o.Step, o.MaxCards)
	}
	st = rowsState(t, 0)
	tp = TurnProgress{}
	if err := tp.playMove(&st, mustMove(t, rowsMove)); err != nil {
		t.Fatal(err)
	}
	if o := tp.Options(st); o.MaxCards != 2 {
		t.Errorf("a full row: got at most %d cards, want 2", o.MaxCards)
	}
}

// TestCleanUpKeepsTheKnownCards: clean-up refills the rows behind the
// cards still known: 4 known cards stay the front of the resource row
// with 5 unknown behind, and 3 Merchants take them by themselves; the
// twins: 6 Merchants wait for the cards behind, refuse typed cards that
// contradict the known front, and take the front once the back is
// entered; an old log's clean-up (rows null) is a row of 9 unknown cards.
func TestCleanUpKeepsTheKnownCards(t *testing.T) {
	row := []game.Resource{{Good: game.Fish}, {Fakir: true}, {Good: game.Silk}, {Good: game.Ivory}}
	st := State{Resources: row, DjinnRow: []string{"Enki"}}
	r := RefilledRows(st)
	if r.ResourcesUnknown != 5 || strings.Join(r.Resources, ",") != "fish,fakir,silk,ivory" ||
		r.DjinnsUnknown != 2 || strings.Join(r.DjinnRow, ",") != "Enki" {
		t.Fatalf("got %+v", r)
	}
	var next State
	if err := next.applyRows(r, st); err != nil {
		t.Fatal(err)
	}
	if next.Resources != nil || next.ResourceCount() != 9 || next.ResourcesUnknown() != 5 || !slices.Equal(next.KnownResources(), row) {
		t.Fatalf("got %+v", next)
	}
	if next.DjinnRow != nil || next.DjinnCount() != 3 || next.DjinnsUnknown() != 2 {
		t.Fatalf("got the Djinns %v %+v", next.DjinnRow, next.Unseen)
	}

	// 3 Merchants: the known front, by themselves.
	b, _ := game.ParseBoard("V S6[GG] O\nSM SM[G] LM")
	three := next.Clone()
	three.Board = b
	three.Player = Holdings{Coins: 10, Camels: 5}
	after, tp, err := PlayTurn(three, TurnPlan{Move: mustMove(t, "r1c2: r2c2 G")})
	if err != nil {
		t.Fatal(err)
	}
	if len(tp.Cards) != 3 || after.Player.Fakirs != 1 || after.ResourceCount() != 6 || !slices.Equal(after.KnownResources(), row[3:]) {
		t.Errorf("got the cards %v, the row %v of %d", tp.Cards, after.KnownResources(), after.ResourceCount())
	}

	// 6 Merchants: the front is not enough; the turn waits for the cards.
	b, _ = game.ParseBoard("V S6[GGGGG] O\nSM SM[G] LM")
	six := next.Clone()
	six.Board = b
	six.Player = Holdings{Coins: 10, Camels: 5}
	var t6 TurnProgress
	if err := t6.playMove(&six, mustMove(t, "r1c2: r2c2 G")); err != nil {
		t.Fatal(err)
	}
	if t6.Step != TurnTribe {
		t.Fatalf("6 Merchants: got the step %s, want the tribe action", t6.Step)
	}
	bad, tb := six.Clone(), t6.clone()
	if err := tb.tribe(&bad, TribeChoice{Cards: []string{"silk", "fakir", "silk", "ivory", "gold", "gold"}}); err == nil ||
		!strings.Contains(err.Error(), "card 1 is silk, the row's front is known: fish, fakir, silk, ivory") {
		t.Errorf("a wrong front: got %v", err)
	}
	typed := six.Clone()
	tt := t6.clone()
	if err := tt.tribe(&typed, TribeChoice{Cards: []string{"fish", "fakir", "silk", "ivory", "gold", "gold"}}); err != nil {
		t.Fatal(err)
	}
	if typed.ResourceCount() != 3 || len(typed.KnownResources()) != 0 {
		t.Errorf("typed: got %d cards, %v known, want 3 and none", typed.ResourceCount(), typed.KnownResources())
	}
	// The back entered: the front of the whole row, by themselves.
	entered := six.Clone()
	back := Rows{Resources: []string{"fish", "fakir", "silk", "ivory", "gold", "wheat"}, ResourcesUnknown: 3}
	parsed, _, err := Setup{Resources: back.Resources}.state(entered.Board)
	if err != nil {
		t.Fatal(err)
	}
	if err := entered.applyRows(back, parsed); err != nil {
		t.Fatal(err)
	}
	te := t6.clone()
	te.advance(&entered)
	if te.Step == TurnTribe || len(te.Cards) != 6 || entered.ResourceCount() != 3 {
		t.Errorf("entered: got the step %s, the cards %v, %d left", te.Step, te.Cards, entered.ResourceCount())
	}

	// An old log's clean-up: rows null, no counts: 9 unknown cards.
	var old State
	if err := old.applyRows(Rows{}, State{}); err != nil {
		t.Fatal(err)
	}
	if old.Resources != nil || old.ResourceCount() != 9 || old.ResourcesUnknown() != 9 || old.DjinnCount() != 3 || old.DjinnsUnknown() != 3 {
		t.Errorf("old clean-up: got %+v", old)
	}
}

// TestRowsEventChecksCounts: more cards known and unknown than the row
// holds, or a negative count, is refused; the twin: 9 in all is taken.
func TestRowsEventChecksCounts(t *testing.T) {
	var st State
	for _, tc := range []struct {
		r    Rows
		want string
	}{
		{Rows{Resources: []string{"fish"}, ResourcesUnknown: 9}, "1 cards known and 9 unknown make 10, the row holds 9"},
		{Rows{DjinnRow: []string{"Enki", "Utug"}, DjinnsUnknown: 2}, "2 Djinns known and 2 unknown make 4, the row holds 3"},
		{Rows{ResourcesUnknown: -1}, "resources_unknown: -1 must not be negative"},
		{Rows{DjinnsUnknown: -2}, "djinns_unknown: -2 must not be negative"},
	} {
		if err := st.applyRows(tc.r, State{}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: got %v, want %q", tc.r, err, tc.want)
		}
	}
	if err := st.applyRows(Rows{Resources: []string{"fish"}, ResourcesUnknown: 8}, State{Resources: []game.Resource{{Good: game.Fish}}}); err != nil {
		t.Errorf("9 in all: %v", err)
	}
}

// sacredGame is a game at the Sacred Place's tile action with 2 Elders,
// the Djinn row not tracked (turnGame's rows).
func sacredGame(t *testing.T) *Game {
	t.Helper()
	g := turnGame(t)
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDjinnRowEnteredAtTheSacredPlace: the Djinn row entered when the
// Sacred Place needs it is tracked from then on, its Djinns on offer; a
// Djinn not in it is refused; the event round-trips through JSON and
// replays, undoes and redoes; the twins: a row naming a held Djinn, or
// more Djinns than the row holds, is refused and changes nothing.
func TestDjinnRowEnteredAtTheSacredPlace(t *testing.T) {
	g := sacredGame(t)
	if err := g.ChangePlayer(PlayerChange{GainDjinns: []string{"Hagis"}}); err != nil {
		t.Fatal(err)
	}
	st := g.State()
	if slices.Contains(st.DjinnsToEnter(), "Hagis") || !slices.Contains(st.DjinnsToEnter(), "Enki") {
		t.Errorf("the Djinns to enter: %v", st.DjinnsToEnter())
	}
	before, n := g.State(), len(g.Log())
	held := RowsOf(st)
	held.DjinnRow, held.DjinnsUnknown = []string{"Hagis", "Enki", "Utug"}, 0
	if err := g.SetRows(held); err == nil || !strings.Contains(err.Error(), "Hagis") {
		t.Errorf("a held Djinn in the row: got %v", err)
	}
	four := RowsOf(st)
	four.DjinnRow, four.DjinnsUnknown = []string{"Enki", "Utug", "Leta", "Shamhat"}, 0
	if err := g.SetRows(four); err == nil || !strings.Contains(err.Error(), "4 Djinns face up, the row holds 3") {
		t.Errorf("4 Djinns: got %v", err)
	}
	if !g.State().Equal(before) || len(g.Log()) != n {
		t.Fatal("a refused row changed the game")
	}

	r := RowsOf(st)
	r.DjinnRow, r.DjinnsUnknown = []string{"Enki", "Utug", "Leta"}, 0
	if err := g.SetRows(r); err != nil {
		t.Fatal(err)
	}
	o, err := g.TurnOptions()
	if err != nil || o.Step != TurnTile || strings.Join(o.Djinns, ",") != "Enki,Utug,Leta" || len(o.Payments) != 1 {
		t.Fatalf("got %+v, %v", o, err)
	}
	if _, err := g.TileAction(TileChoice{Djinn: "Shamhat"}); err == nil || !strings.Contains(err.Error(), "not face up") {
		t.Errorf("a Djinn not in the row: got %v", err)
	}
	if _, err := g.TileAction(TileChoice{Djinn: "Utug"}); err != nil {
		t.Fatal(err)
	}
	if err := g.CleanUp(RefilledRows(g.State())); err != nil {
		t.Fatal(err)
	}
	if st := g.State(); st.DjinnRow != nil || strings.Join(st.KnownDjinns(), ",") != "Enki,Leta" || st.DjinnsUnknown() != 1 {
		t.Errorf("after clean-up: row %v, known %v, %d unknown", st.DjinnRow, st.KnownDjinns(), st.DjinnsUnknown())
	}

	data, err := json.Marshal(g.Log())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"djinn_row":["Enki","Utug","Leta"]`) || !strings.Contains(string(data), `"djinns_unknown":1`) {
		t.Errorf("got the log %s", data)
	}
	var back Log
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	again, err := Replay(back)
	if err != nil || !again.State().Equal(g.State()) {
		t.Fatalf("replay: %v", err)
	}
	for range 3 { // clean-up, the Djinn, the row
		if _, err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if st := g.State(); st.DjinnRow != nil || st.DjinnCount() != 3 {
		t.Errorf("undo: got the row %v", st.DjinnRow)
	}
	if _, err := g.Redo(); err != nil {
		t.Fatal(err)
	}
	if o, _ := g.TurnOptions(); len(o.Djinns) != 3 {
		t.Errorf("redo: got %v", o.Djinns)
	}
}

// TestYazidBuysTheKnownLeftmost: Yazid buys the left-most Djinn of an
// untracked row by name when it is known, and it is out of the game from
// then on; the twin: an unknown left-most is bought as Leftmost.
func TestYazidBuysTheKnownLeftmost(t *testing.T) {
	st := State{Yazid: YazidHoldings{Elders: 2}, Unseen: Unseen{Djinns: []string{"Enki"}}}
	p := buyDjinn(&st)
	if p == nil || p.Djinn != "Enki" || st.DjinnCount() != 2 || len(st.KnownDjinns()) != 0 || !slices.Contains(st.DjinnsOut(), "Enki") {
		t.Fatalf("got %+v, %+v", p, st.Unseen)
	}
	if slices.Contains(st.DjinnsToEnter(), "Enki") {
		t.Errorf("Enki is still to enter")
	}
	if err := checkUnseenDjinn(&st, "Enki", "tile action"); err == nil || !strings.Contains(err.Error(), "Yazid bought Enki") {
		t.Errorf("got %v", err)
	}
	st = State{Yazid: YazidHoldings{Elders: 2}}
	if p := buyDjinn(&st); p == nil || p.Djinn != Leftmost || st.DjinnCount() != 2 || len(st.DjinnsOut()) != 0 {
		t.Fatalf("got %+v, %+v", p, st.Unseen)
	}
}

// TestYazidTakesTheKnownFront: Yazid's Merchants on an untracked row
// whose known front covers what they take take those cards by name and
// keep their Fakirs; the twin: one card more than the front is unknown,
// and his Fakirs are not counted.
func TestYazidTakesTheKnownFront(t *testing.T) {
	st := rowsState(t, 2)
	st.Unseen.Resources = []game.Resource{{Fakir: true}, {Good: game.Fish}}
	c := capture(&st, pl(3, 2), DefaultRules(), &djinnsPaid{})
	if c.FakirsKept == nil || *c.FakirsKept != 1 || strings.Join(c.CardsTaken, ",") != "fakir,fish" ||
		st.Yazid.Fakirs != 1 || st.ResourceCount() != 7 || st.Resources != nil {
		t.Errorf("got %+v, Yazid's Fakirs %d, %d cards left", c, st.Yazid.Fakirs, st.ResourceCount())
	}
	st = rowsState(t, 3)
	st.Unseen.Resources = []game.Resource{{Fakir: true}, {Good: game.Fish}}
	c = capture(&st, pl(3, 2), DefaultRules(), &djinnsPaid{})
	if c.FakirsKept != nil || st.Yazid.Fakirs != 0 || st.ResourceCount() != 6 || len(st.KnownResources()) != 0 {
		t.Errorf("got %+v, Yazid's Fakirs %d, %d cards left", c, st.Yazid.Fakirs, st.ResourceCount())
	}
}

// TestStandInRows: Yazid's turn on a stand-in row keeps the Djinn row it
// would have lost, and leaves the real row counted: 3 Merchants on a row
// of 9 unknown cards leave 6; Yazid buys the known left-most Djinn; the
// twin: the stand-in played as events gives the same table.
func TestStandInRows(t *testing.T) {
	b := grid(t, base, `
GGG - - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - WW`)
	s := NewSetup(b, base, false, DefaultRules())
	s.Yazid.Elders = 1
	s.DjinnRow = []string{"Enki", "Utug", "Leta"}
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.RecordRoll(Roll{White: 1, Black: 5}); err != nil {
		t.Fatal(err)
	}
	as := answers(t, g)
	in, out, err := StandInRows(g.State(), []string{"fakir", "fish", "silk"}, Roll{White: 1, Black: 5}, g.Rules(), as)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(in.DjinnRow, ",") != "Enki,Utug,Leta" || out.ResourcesUnknown != 6 || out.Resources != nil ||
		strings.Join(out.DjinnRow, ",") != "Utug,Leta" {
		t.Fatalf("got %+v and %+v", in, out)
	}
	for _, e := range []Event{RowsEvent(in), ResolveEvent(as...), RowsEvent(out)} {
		if _, err := g.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	st := g.State()
	if st.ResourceCount() != 6 || st.Yazid.Djinns != 1 || strings.Join(st.DjinnRow, ",") != "Utug,Leta" || !slices.Contains(st.DjinnsOut(), "Enki") {
		t.Errorf("got %d cards, %d Djinns, the row %v, out %v", st.ResourceCount(), st.Yazid.Djinns, st.DjinnRow, st.DjinnsOut())
	}
}

// TestMarketTypedCountsTheRow: a card typed at a Small Market on an
// untracked row is counted (8 left) and the known front forgotten (which
// place it emptied is unknown); the twin: the tracked row loses the card
// picked and stays tracked.
func TestMarketTypedCountsTheRow(t *testing.T) {
	board, move := "V[YW] S6 O\nSM SM[Y] LM", "r2c1: r2c2 W, r1c2 Y"
	b, _ := game.ParseBoard(board)
	st := State{Board: b, Player: Holdings{Coins: 10, Camels: 5}, Unseen: Unseen{Resources: []game.Resource{{Good: game.Fish}}}}
	after, _, err := PlayTurn(st, TurnPlan{Move: mustMove(t, move), Tile: TileChoice{Cards: []string{"jewels"}}})
	if err != nil {
		t.Fatal(err)
	}
	if after.ResourceCount() != 8 || len(after.KnownResources()) != 0 || after.Resources != nil {
		t.Errorf("got %d cards, %v known", after.ResourceCount(), after.KnownResources())
	}
	b, _ = game.ParseBoard(board)
	st = State{Board: b, Player: Holdings{Coins: 10, Camels: 5}, Resources: []game.Resource{{Good: game.Fish}, {Good: game.Silk}}}
	after, _, err = PlayTurn(st, TurnPlan{Move: mustMove(t, move), Tile: TileChoice{Picks: []int{2}}})
	if err != nil {
		t.Fatal(err)
	}
	if after.ResourceCount() != 1 || after.Resources == nil || after.Resources[0].Good != game.Fish {
		t.Errorf("the tracked row: %v", after.Resources)
	}
}
