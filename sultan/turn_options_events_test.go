package sultan

import (
	"reflect"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestTurnDecision: every option listed is taken by Apply, the count of
// moves is the board's, and a complete turn waits for nothing.
func TestTurnDecision(t *testing.T) {
	g := turnGame(t)
	d, ok, err := g.TurnDecision()
	if err != nil || !ok || d.Step != TurnMove || d.Moves.IsZero() {
		t.Fatalf("got %+v, %v, %v, want the move and its count", d, ok, err)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	d, ok, _ = g.TurnDecision()
	if !ok || d.Step != TurnTile || len(d.Options) < 2 {
		t.Fatalf("got %+v, want the tile action's options", d)
	}
	if last := d.Options[len(d.Options)-1]; last.TileAction == nil || !last.TileAction.Skip {
		t.Errorf("got the last option %+v, want the skip", last)
	}
	for _, e := range d.Options {
		again, err := Replay(g.Log())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := again.Apply(e); err != nil {
			t.Errorf("option %+v: %v", e.TileAction, err)
		}
	}
	if _, err := g.TileAction(TileChoice{Skip: true}); err != nil {
		t.Fatal(err)
	}
	if d, ok, _ := g.TurnDecision(); ok {
		t.Errorf("a complete turn waits for %+v", d)
	}
}

// TestSetupAtPlayerTurn: a game taken up at the player's turn takes the
// move at once, and its log replays to the same phase.
func TestSetupAtPlayerTurn(t *testing.T) {
	s := SetupOf(state(grid(t, base, full), base, 25), DefaultRules())
	s.PlayerTurn = true
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	again, err := Replay(g.Log())
	if err != nil || !again.State().Equal(g.State()) {
		t.Fatalf("the replay: %v", err)
	}
}

// TestRefusalOf: the reason comes from the typed error: the move's rule,
// the phase, a choice's rule; its negative twin, an untyped error, is
// "rule".
func TestRefusalOf(t *testing.T) {
	g := turnGame(t)
	tests := []struct {
		name string
		e    Event
		want string
	}{
		{"every meeple dropped", MoveEvent(game.Move{From: pl(1, 1), Drops: []game.Drop{{To: pl(2, 1), Tribe: game.Artisan}}}), "move.count"},
		{"not now", TileActionEvent(TileChoice{Skip: true}), "tile_action.not-now"},
		{"no move", Event{Kind: EventMove}, "move.missing"},
		{"missing", Event{Kind: EventControl}, "control.missing"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := g.Apply(tc.e)
			if got := RefusalCode(tc.e.Kind, err); got != tc.want {
				t.Errorf("got %s (%v), want %s", got, err, tc.want)
			}
		})
	}
	if got := RefusalOf(errTest); got != RefuseRule {
		t.Errorf("got %s, want rule", got)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	_, err := g.TileAction(TileChoice{Djinn: "Enky", Pay: PayElders})
	if got := RefusalCode(EventTileAction, err); got != "tile_action.djinn" {
		t.Errorf("got %s (%v), want tile_action.djinn", got, err)
	}
}

var errTest = game.ErrNoMove

// TestPendingCarriesTheTurn: Pending is the one source of the turn's
// decision: its Turn is the step, what the rules derive (TurnOptions)
// and the legal answers TurnDecision gives, the moves left uncounted;
// outside the turn it carries none. Pass says what a passed turn leads
// to: the clean-up after Yazid's turn, the re-roll after an outbid.
func TestPendingCarriesTheTurn(t *testing.T) {
	g := turnGame(t)
	d := g.Pending()
	if d.Kind != DecideTurn || d.Turn == nil || d.Turn.Step != TurnMove || !d.Turn.Moves.IsZero() || d.Pass != DecideCleanUp {
		t.Fatalf("before the move: got %+v, want the move uncounted, passing to the clean-up", d)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	d = g.Pending()
	td, ok, err := g.TurnDecision()
	o, oerr := g.TurnOptions()
	if err != nil || oerr != nil || !ok || d.Kind != DecideTurn || d.Turn == nil || !reflect.DeepEqual(*d.Turn, td) || !reflect.DeepEqual(d.Turn.Derived, o) || len(td.Options) < 2 {
		t.Fatalf("at the tile action: Pending %+v, TurnDecision %+v (%v, %v)", d.Turn, td, err, oerr)
	}
	if _, err := g.TileAction(TileChoice{Skip: true}); err != nil {
		t.Fatal(err)
	}
	if d := g.Pending(); d.Kind == DecideTurn || d.Turn != nil {
		t.Errorf("a complete turn: got %+v, want no turn's decision", d)
	}
	// The twin: after an outbid the player's turn comes first, and a
	// passed turn leads to the re-roll.
	g = newGame(t, grid(t, base, full), base, DefaultRules())
	must(t, g.RecordRoll(Roll{White: 1, Black: 1}))
	if _, err := g.Outbid(); err != nil {
		t.Fatal(err)
	}
	if d := g.Pending(); d.Kind != DecideTurn || d.Turn == nil || d.Pass != DecideRoll || d.End != EndNone {
		t.Errorf("after the outbid: got %+v, want the turn, passing to the re-roll", d)
	}
	must(t, g.RecordRoll(Roll{White: 2, Black: 2}))
	if d := g.Pending(); d.Turn != nil {
		t.Errorf("Yazid to play: got %+v, want no turn's decision", d)
	}
}

// TestPendingPassAfterAPowerBeforeTheMove: a power used before the move
// (the Horn of Plenty) leaves a passed turn leading to the clean-up, as
// before it: it led to Yazid's re-roll, which only an outbid brings, and
// the TUI said "your turn is done: Yazid re-rolls"; the twin: after an
// outbid the same Horn leaves the re-roll next.
func TestPendingPassAfterAPowerBeforeTheMove(t *testing.T) {
	for _, outbid := range []bool{false, true} {
		s := NewSetup(grid(t, arts, powersBoard), arts, false, DefaultRules())
		s.Player.Items[game.HornOfPlenty] = 1
		g, err := New(s)
		must(t, err)
		must(t, g.RecordRoll(Roll{White: 6, Black: 5}))
		want := DecideCleanUp
		if outbid {
			_, err = g.Outbid()
			want = DecideRoll
		} else {
			_, err = g.Resolve(answers(t, g)...)
		}
		must(t, err)
		if d := g.Pending(); d.Kind != DecideTurn || d.Pass != want {
			t.Fatalf("outbid %v, before the Horn: got %+v, want the turn passing to %v", outbid, d, want)
		}
		_, err = g.UsePower(PowerUse{Power: game.HornOfPlenty.Key()})
		must(t, err)
		if d := g.Pending(); d.Kind != DecideTurn || d.Step != TurnMove || d.Pass != want {
			t.Errorf("outbid %v, the Horn used: got the %v step passing to %v, want the move passing to %v", outbid, d.Step, d.Pass, want)
		}
	}
}
