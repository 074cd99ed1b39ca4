package sultan

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestMoveEventJSON: a move event holds a game.Move whose JSON form is
// its text, so a log's move is written back byte for byte, the Flying
// Carpet's too; the twin: a text that does not read is refused as the
// JSON is read, naming the notation.
func TestMoveEventJSON(t *testing.T) {
	for _, in := range []string{
		`{"kind":"move","move":"r1c1: r1c2 Y, r1c3 W, r1c4 W"}`,
		`{"kind":"power","power":{"power":"flying_carpet","move":"r1c1: r1c2 Y, r1c3 W, r3c6 W"}}`,
	} {
		var e Event
		if err := json.Unmarshal([]byte(in), &e); err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		out, err := json.Marshal(e)
		if err != nil || string(out) != in {
			t.Errorf("got %s (%v), want %s", out, err, in)
		}
	}
	var e Event
	if err := json.Unmarshal([]byte(`{"kind":"move","move":"r1c1 r1c2 Y"}`), &e); err == nil || !strings.Contains(err.Error(), "game: move") {
		t.Errorf("a move that does not read: got %v, want the notation's error", err)
	}
	if err := json.Unmarshal([]byte(`{"kind":"power","power":{"power":"flying_carpet","move":"r1c1:"}}`), &e); err == nil || !strings.Contains(err.Error(), "no drops") {
		t.Errorf("a Carpet's move that does not read: got %v, want the notation's error", err)
	}
	m := mustMove(t, sacredMove)
	ev := MoveEvent(m)
	m.Drops[0].Tribe = game.Assassin
	if ev.Move.String() != sacredMove {
		t.Errorf("MoveEvent shares its drops with the caller: %s", ev.Move)
	}
}

// TestRefuseUnreadMove: a move whose text does not read is refused as
// the rules refused such a text: "move.notation" at the move, the checks
// before the text first (the phase: "move.not-now"); a Flying Carpet's,
// "power.rule" naming the notation, or its power's own refusal first.
// The game does not change.
func TestRefuseUnreadMove(t *testing.T) {
	_, bad := game.ParseMove("r1c1 r1c2 Y")
	if bad == nil {
		t.Fatal("the bad move reads")
	}
	carpet := Event{Kind: EventPower, Power: &PowerUse{Power: "flying_carpet"}}
	atMove := func(t *testing.T) *Game {
		g := newGame(t, grid(t, arts, powersGameBoard), arts, DefaultRules())
		if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Resolve(answers(t, g)...); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(PlayerEvent(PlayerChange{Items: ItemsHeld{game.FlyingCarpet: 1}})); err != nil {
			t.Fatal(err)
		}
		return g
	}
	tests := []struct {
		name    string
		game    func(t *testing.T) *Game
		e       Event
		code    string
		message string
	}{
		{"the move", atMove, Event{Kind: EventMove}, "move.notation", `sultan: move "r1c1 r1c2 Y": want the start tile`},
		{"before the roll", func(t *testing.T) *Game { return newGame(t, grid(t, arts, powersGameBoard), arts, DefaultRules()) },
			Event{Kind: EventMove}, "move.not-now", "not now"},
		{"the Carpet's move", atMove, carpet, "power.rule", `sultan: power Flying Carpet: move "r1c1 r1c2 Y": want the start tile`},
		{"the Carpet after the move", func(t *testing.T) *Game {
			g := atMove(t)
			if _, err := g.PlayMove(mustMove(t, "r1c1: r1c2 Y, r1c3 W, r1c4 W")); err != nil {
				t.Fatal(err)
			}
			return g
		}, carpet, "power.not-now", "the move is entered"},
		{"a move for Enki", atMove, Event{Kind: EventPower, Power: &PowerUse{Power: "Enki"}}, "power.rule", "you do not hold Enki"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game(t)
			n := g.Len()
			err := g.RefuseUnreadMove(tc.e, bad)
			if got := RefusalCode(tc.e.Kind, err); got != tc.code || !strings.Contains(err.Error(), tc.message) || strings.Contains(err.Error(), "game: ") {
				t.Errorf("got %s (%v), want %s (%s)", got, err, tc.code, tc.message)
			}
			if g.Len() != n {
				t.Errorf("the game changed: %d events, want %d", g.Len(), n)
			}
		})
	}
	if err := turnGame(t).RefuseUnreadMove(ControlEvent(false), bad); err == nil {
		t.Errorf("a control event: got no error, want one (it has no move)")
	}
}
