package sultan

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestRevealEvent: the meeples revealed replace the tile's placeholder,
// the report keeps what they replaced, the tile is known from then on,
// and the event is replayed, undone and redone; its JSON form is the
// place and the letters. The twins: a reveal past the box (a 17th
// Vizier), off the board, of no meeples or of a tile known already is
// refused and stays out of the log.
func TestRevealEvent(t *testing.T) {
	board := grid(t, base, full) // 16 Viziers: the box is full
	var p, q game.Place
	for _, pp := range board.Places() {
		if m := board.Tile(pp).Meeples; m[game.Vizier] > 0 && p == (game.Place{}) {
			p = pp
		} else if q == (game.Place{}) {
			q = pp
		}
	}
	table := board.Tile(p).Meeples
	g := unknownGame(t, board, base, p, q)
	before := g.Board().Tile(p).Meeples
	revealed := game.Meeples{}
	revealed[game.Vizier] = table[game.Vizier] // the others back to the box
	rep, err := g.Apply(RevealEvent(p, revealed))
	if err != nil {
		t.Fatal(err)
	}
	if g.State().IsUnknown(p) || !g.State().IsUnknown(q) {
		t.Errorf("unknown after the reveal: got %v, want only %s", g.State().Unknown, q)
	}
	if rep.Placeholder != before || g.Board().Tile(p).Meeples != revealed {
		t.Fatalf("got the placeholder %s and the tile %s, want %s and %s", rep.Placeholder, g.Board().Tile(p).Meeples, before, revealed)
	}
	hs := g.Happened()
	if last := hs[len(hs)-1]; last.Report.Event.Kind != EventReveal || last.Report.Placeholder != before {
		t.Errorf("Happened: got %+v, want the reveal and its placeholder", last.Report)
	}
	b, err := json.Marshal(g.Log()[len(g.Log())-1])
	if err != nil {
		t.Fatal(err)
	}
	want := `{"kind":"reveal","reveal":{"col":` + itoa(p.Col) + `,"row":` + itoa(p.Row) + `,"meeples":"` + revealed.String() + `"}}`
	if string(b) != want {
		t.Errorf("got %s, want %s", b, want)
	}
	var back Event
	if err := json.Unmarshal(b, &back); err != nil || back.Reveal == nil || *back.Reveal != (Reveal{Place: p, Meeples: revealed}) {
		t.Errorf("read back: got %+v (%v)", back.Reveal, err)
	}
	r, err := Replay(g.Log())
	if err != nil || r.Board().Tile(p).Meeples != revealed {
		t.Errorf("replayed: %v", err)
	}
	if _, err := g.Undo(); err != nil || g.Board().Tile(p).Meeples != before {
		t.Errorf("undone: got %s (%v), want %s", g.Board().Tile(p).Meeples, err, before)
	}
	if _, err := g.Redo(); err != nil || g.Board().Tile(p).Meeples != revealed {
		t.Errorf("redone: got %s (%v), want %s", g.Board().Tile(p).Meeples, err, revealed)
	}

	n := g.Len()
	past, viziers := game.Meeples{}, 0
	for _, pp := range g.Board().Places() {
		if pp != q {
			viziers += g.Board().Tile(pp).Meeples[game.Vizier]
		}
	}
	past[game.Vizier] = game.BoxMeeples(game.Vizier, base) - viziers + 1
	for _, tc := range []struct {
		name string
		e    Event
		want string
	}{
		{"a 17th Vizier", RevealEvent(q, past), "the box holds 16"},
		{"off the board", RevealEvent(pl(9, 9), revealed), "off the"},
		{"no meeples", RevealEvent(q, game.Meeples{}), "no meeples"},
		{"no tile", Event{Kind: EventReveal}, "without a tile"},
		{"revealed already", RevealEvent(p, revealed), "known already"},
		{"never unknown", RevealEvent(pl(6, 5), revealed), "known already"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := g.Apply(tc.e); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
			if g.Len() != n {
				t.Errorf("the refused reveal was logged")
			}
		})
	}
}

// TestRevealJSONErrors: a letter that is no meeple's and a key a reveal
// does not know are errors as the JSON is read; the twin, lower-case
// letters are no meeples either (the board notation's are upper-case).
func TestRevealJSONErrors(t *testing.T) {
	for _, in := range []string{
		`{"kind":"reveal","reveal":{"col":1,"row":1,"meeples":"YX"}}`,
		`{"kind":"reveal","reveal":{"col":1,"row":1,"meeples":"Y","camels":true}}`,
		`{"kind":"reveal","reveal":{"col":1,"row":1,"meeples":"y"}}`,
	} {
		var e Event
		if err := json.Unmarshal([]byte(in), &e); err == nil || !strings.HasPrefix(err.Error(), "sultan: reveal: ") {
			t.Errorf("%s: got %v, want a reveal's error", in, err)
		}
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
