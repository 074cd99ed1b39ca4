package sultan

import (
	"errors"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// Issue 18, section 2: the end only where the rules end the game. Round 1
// with Camels left and moves on the board refuses End everywhere; the
// round of Yazid's last Camel takes it at its clean-up, and nothing else.
func TestEndOnlyWhereTheRulesEndIt(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	refused := func(when string) {
		t.Helper()
		before, n := g.State(), len(g.Log())
		if _, err := g.End(); !errors.Is(err, ErrWrongPhase) {
			t.Errorf("%s: got %v, want ErrWrongPhase", when, err)
		}
		if g.Over() || !g.State().Equal(before) || len(g.Log()) != n {
			t.Errorf("%s: a refused end changed the game", when)
		}
	}
	refused("before the roll")
	must(t, g.RecordRoll(Roll{White: 6, Black: 5}))
	refused("right after Yazid's roll")
	_, err := g.Resolve(answers(t, g)...)
	must(t, err)
	refused("round 1, Camels left and a move on the board")
	if _, err := g.End(); err == nil || !strings.Contains(err.Error(), "the game goes on") {
		t.Errorf("got %v, want the reason", err)
	}
	_, err = g.PlayMove(mustMove(t, sacredMove))
	must(t, err)
	refused("in the player's turn")

	// Twin: Yazid places his last Camel in his turn (10 placed by edits).
	g = newGame(t, grid(t, base, full), base, DefaultRules())
	must(t, g.ChangeYazid(YazidChange{Camels: -10}))
	if g.EndTriggered() {
		t.Fatal("one Camel left: got the end")
	}
	must(t, g.RecordRoll(Roll{White: 6, Black: 5}))
	refused("the last Camel still to place, after the roll")
	_, err = g.Resolve(answers(t, g)...)
	must(t, err)
	if g.EndReason() != EndYazidCamels {
		t.Fatalf("got %v, want Yazid's last Camel", g.EndReason())
	}
	_, err = g.PlayMove(mustMove(t, sacredMove))
	must(t, err)
	refused("the last round, the player's turn waiting for the tile action")
	if d := g.Pending(); d.Kind != DecideTurn || d.Step != TurnTile {
		t.Errorf("got %+v, want the turn's tile action", d)
	}
	_, err = g.TileAction(TileChoice{Skip: true})
	must(t, err)
	if d := g.Pending(); d.Kind != DecideEnd || d.End != EndYazidCamels {
		t.Errorf("got %+v, want the end", d)
	}
	if err := g.CleanUp(Rows{}); !errors.Is(err, ErrWrongPhase) || !strings.Contains(err.Error(), "the game ends with this round") {
		t.Errorf("the clean-up of the last round: got %v, want it refused", err)
	}
	if _, err := g.End(); err != nil {
		t.Fatalf("the end at the last round's clean-up: got %v", err)
	}
	if !g.Ended() || g.EndReason() != EndYazidCamels || g.Pending().Kind != DecideOver {
		t.Errorf("got ended %v (%v), pending %v", g.Ended(), g.EndReason(), g.Pending().Kind)
	}
	for _, e := range []Event{RollEvent(Roll{1, 1}), CleanUpEvent(Rows{}), MoveEvent(mustMove(t, sacredMove)), EndEvent()} {
		if _, err := g.Apply(e); !errors.Is(err, ErrGameOver) {
			t.Errorf("%s after the end: got %v, want ErrGameOver", e.Kind, err)
		}
	}
	checkReplay(t, g)
}

// A saved log with an end the rules do not allow, or play after the end,
// does not replay (the store then calls the save damaged).
func TestReplayRefusesAWrongEnd(t *testing.T) {
	setup := NewSetup(grid(t, base, full), base, false, DefaultRules())
	roll := RollEvent(Roll{White: 6, Black: 5})
	last := YazidEvent(YazidChange{Camels: -10})
	for _, tc := range []struct {
		name string
		log  Log
		ok   bool
	}{
		{"an end right after the roll", Log{SetupEvent(setup), roll, EndEvent()}, false},
		{"an end in round 1, Camels left", Log{SetupEvent(setup), roll, ResolveEvent(), EndEvent()}, false},
		{"a clean-up in the last round", Log{SetupEvent(setup), last, roll, ResolveEvent(), CleanUpEvent(Rows{})}, false},
		{"a round after the last", Log{SetupEvent(setup), last, roll, ResolveEvent(), CleanUpEvent(Rows{}), roll}, false},
		{"a roll after the end", Log{SetupEvent(setup), last, roll, ResolveEvent(), EndEvent(), roll}, false},
		{"a clean-up after the end", Log{SetupEvent(setup), last, roll, ResolveEvent(), EndEvent(), CleanUpEvent(Rows{})}, false},
		{"the end at the last round's clean-up", Log{SetupEvent(setup), last, roll, ResolveEvent(), EndEvent()}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Replay(tc.log)
			if tc.ok && (err != nil || !g.Ended()) {
				t.Errorf("got %v, want the game ended", err)
			}
			if !tc.ok && err == nil {
				t.Errorf("the log replays, want it refused")
			}
		})
	}
}

// The solo sheet: the game stops at the end of the round in which no more
// legal move is possible. Yazid's capture leaves the player no move: the
// end is due at clean-up (and Pending says the turn is passed).
func TestEndWithoutAMove(t *testing.T) {
	g := newGame(t, grid(t, base, "YY - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -"), base, DefaultRules())
	if d := g.Pending(); d.Kind != DecideRoll {
		t.Fatalf("got %v, want the roll", d.Kind)
	}
	must(t, g.RecordRoll(Roll{White: 1, Black: 5}))
	if d := g.Pending(); d.Kind != DecideOutbidOrResolve || d.OutbidCost != 6 {
		t.Errorf("got %+v, want outbid or resolve for 6", d)
	}
	_, err := g.Resolve()
	must(t, err)
	if g.PlayerHasMove() {
		t.Fatal("an empty board: got a move")
	}
	if d := g.Pending(); d.Kind != DecideEnd || d.End != EndNoMove || !d.NoMove {
		t.Errorf("got %+v, want the end for no move", d)
	}
	if err := g.CleanUp(Rows{}); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("clean-up: got %v, want it refused", err)
	}
	lost, err := g.End()
	must(t, err)
	if lost != game.LostViziers || g.EndReason() != EndNoMove {
		t.Errorf("got %v (%v), want lost on the Viziers, no move", lost, g.EndReason())
	}
}

// With the Flying Carpet and a Carpet move, the game does not end for lack
// of a move (issue 18: every means the player holds).
func TestFlyingCarpetKeepsTheGameGoing(t *testing.T) {
	art := game.Expansions{Artisans: true}
	// Two Viziers three tiles apart: no move of the base rules, one with
	// the Carpet (the last meeple lands anywhere). Yazid takes the Merchant.
	spec := "- - - - - -\nY - - Y - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - G"
	for _, carpet := range []bool{false, true} {
		s := NewSetup(grid(t, art, spec), art, false, DefaultRules())
		if carpet {
			s.Player.Items[game.FlyingCarpet] = 1
		}
		g, err := New(s)
		must(t, err)
		must(t, g.RecordRoll(Roll{White: 6, Black: 1}))
		_, err = g.Resolve(answers(t, g)...)
		must(t, err)
		if got := g.PlayerHasMove(); got != carpet {
			t.Errorf("carpet %v: got a move %v", carpet, got)
		}
		_, err = g.End()
		if carpet && !errors.Is(err, ErrWrongPhase) {
			t.Errorf("with the Carpet: got %v, want the end refused", err)
		}
		if !carpet && err != nil {
			t.Errorf("without the Carpet: got %v, want the end", err)
		}
	}
}

// hasCarpetMove against every move checkCarpetMove takes, on small boards.
func TestHasCarpetMoveBruteForce(t *testing.T) {
	boards := []string{
		"V[Y] V V[Y]",
		"V[YY] V V",
		"V[YYY] V V",
		"V[YW] V V[W]",
		"V[YW] V[W]",
		"V[Y] CH V[W]",
		"V[YY] V\nV V",
		"V[YYW] V\nV V",
		"W[YW]^e V[Y]\nV V",
		"V[YW]",
		"V[B] V[BB]",
	}
	for _, text := range boards {
		b, err := game.ParseBoard(text)
		must(t, err)
		want := false
		for _, from := range b.Places() {
			for _, m := range allDropSequences(b, from) {
				if checkCarpetMove(b, m) == nil {
					want = true
				}
			}
		}
		if got := hasCarpetMove(b); got != want {
			t.Errorf("%q: got %v, want %v", text, got, want)
		}
	}
}

// allDropSequences lists every move of the stack at from: each meeple to
// any tile, in every order of its colours.
func allDropSequences(b *game.Board, from game.Place) []game.Move {
	m := b.Tile(from).Meeples
	k := m.Total()
	if k == 0 || b.Tile(from).Type.Forbidden() {
		return nil
	}
	var out []game.Move
	var rec func(drops []game.Drop, left game.Meeples)
	rec = func(drops []game.Drop, left game.Meeples) {
		if len(drops) == k {
			out = append(out, game.Move{From: from, Drops: append([]game.Drop(nil), drops...)})
			return
		}
		for _, c := range game.Tribes {
			if left[c] == 0 {
				continue
			}
			for _, p := range b.Places() {
				left[c]--
				rec(append(drops, game.Drop{To: p, Tribe: c}), left)
				left[c]++
			}
		}
	}
	rec(nil, m)
	return out
}

// Pending follows an outbid round: the player first, the re-roll that
// must be accepted, Yazid, then the clean-up.
func TestPendingOutbidRound(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	must(t, g.RecordRoll(Roll{White: 1, Black: 1}))
	_, err := g.Outbid()
	must(t, err)
	want := func(k DecisionKind, reRoll bool) {
		t.Helper()
		if d := g.Pending(); d.Kind != k || d.ReRoll != reRoll {
			t.Fatalf("got %v (re-roll %v), want %v (%v)", d.Kind, d.ReRoll, k, reRoll)
		}
	}
	want(DecideTurn, false)
	_, err = g.PlayMove(mustMove(t, sacredMove))
	must(t, err)
	_, err = g.TileAction(TileChoice{Skip: true})
	must(t, err)
	want(DecideRoll, true)
	must(t, g.RecordRoll(Roll{White: 6, Black: 5}))
	want(DecideResolve, true)
	_, err = g.Resolve(answers(t, g)...)
	must(t, err)
	want(DecideCleanUp, false)
	if _, err := g.End(); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("the end at an outbid round's clean-up, Camels left: got %v", err)
	}
	must(t, g.CleanUp(Rows{}))
	want(DecideRoll, false)
}

// Pending tells a turn passed for want of a move (NoMove) whatever ends
// the game: Yazid's strike places his last Camel and leaves the player
// no move. The twin: a turn played before the end is not passed. Passed
// is what comes once the turn is passed or done.
func TestPendingTurnPassed(t *testing.T) {
	g := newGame(t, grid(t, base, "YY - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -"), base, DefaultRules())
	must(t, g.ChangeYazid(YazidChange{Camels: -10}))
	must(t, g.RecordRoll(Roll{White: 1, Black: 5}))
	_, err := g.Resolve()
	must(t, err)
	if d := g.Pending(); d.Kind != DecideEnd || d.End != EndYazidCamels || !d.NoMove || d.Passed() != DecideEnd {
		t.Errorf("no move, Yazid's last Camel: got %+v, want the end, the turn passed", d)
	}

	g = newGame(t, grid(t, base, full), base, DefaultRules())
	must(t, g.ChangeYazid(YazidChange{Camels: -10}))
	must(t, g.RecordRoll(Roll{White: 6, Black: 5}))
	_, err = g.Resolve(answers(t, g)...)
	must(t, err)
	if d := g.Pending(); d.Kind != DecideTurn || d.Passed() != DecideEnd {
		t.Errorf("the last round's turn: got %+v, want the turn, then the end once passed", d)
	}
	_, err = g.PlayMove(mustMove(t, sacredMove))
	must(t, err)
	_, err = g.TileAction(TileChoice{Skip: true})
	must(t, err)
	if d := g.Pending(); d.Kind != DecideEnd || d.NoMove || d.Passed() != DecideEnd {
		t.Errorf("a turn played: got %+v, want the end, no turn passed", d)
	}

	g = newGame(t, grid(t, base, full), base, DefaultRules())
	must(t, g.RecordRoll(Roll{White: 1, Black: 1}))
	_, err = g.Outbid()
	must(t, err)
	if d := g.Pending(); d.Kind != DecideTurn || d.Passed() != DecideRoll {
		t.Errorf("the player first: got %+v, want the turn, then the re-roll once passed", d)
	}
}
