package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestSoloStepRefitsPlaceholders: a step the box refuses only because
// the placeholders hold its last meeples of a tribe goes through, the
// engine putting the placeholders back as the box allows; the log holds
// the step's event alone, no tile edit for a placeholder, and the tiles
// stay unknown. The twin: a step past the box without the placeholders
// too is refused, its reason shown, nothing logged.
func TestSoloStepRefitsPlaceholders(t *testing.T) {
	v := newUnknownSolo(t)
	r1c1, r5c1 := game.Place{Col: 1, Row: 1}, game.Place{Col: 1, Row: 5}
	b := v.g.Board()
	var tr game.Tribe
	for _, x := range game.Tribes {
		if b.Tile(r1c1).Meeples[x] > 0 {
			tr = x
		}
	}
	onBoard, held := 0, 0
	for _, p := range b.Places() {
		onBoard += b.Tile(p).Meeples[tr]
		if v.unknownTiles()[p] {
			held += b.Tile(p).Meeples[tr]
		}
	}
	room := game.BoxMeeples(tr, game.Expansions{}) - onBoard + held // the room without placeholders
	edit := func(n int) sultan.Event {
		tile := v.g.Board().Tile(r5c1)
		tile.Meeples[tr] += n
		return sultan.TileEvent(r5c1, tile.Token())
	}
	n := v.g.Len()
	if err := v.apply(v.Step(), edit(room+1)); err == nil || !v.msgErr || v.g.Len() != n {
		t.Fatalf("%d %s past the box: got %v, %d events logged", room+1, tr, err, v.g.Len()-n)
	}
	if err := v.apply(v.Step(), edit(room)); err != nil {
		t.Fatalf("%d %s, the box full but for the placeholders: %v", room, tr, err)
	}
	if v.g.Len() != n+1 {
		t.Errorf("got %d events logged, want the edit alone", v.g.Len()-n)
	}
	for i, e := range v.g.Log()[1:] {
		if e.Kind == sultan.EventTile && e.Tile.Place.Row == 1 {
			t.Errorf("event %d: a tile edit of a tile still to be asked: %s", i+1, e)
		}
	}
	after := v.g.Board()
	for p := range v.unknownTiles() {
		if m := after.Tile(p).Meeples; m[tr] != 0 || m.Total() != 1 {
			t.Errorf("%s: got %s, want one placeholder, no %s", p, m, tr)
		}
	}
	if got := len(v.unknownTiles()); got != 6 {
		t.Errorf("got %d tiles still to be asked, want 6", got)
	}
}

// TestSoloRevealCountNote: meeples revealed other than 3 are told with
// a note in the player's language; the twin, 3 meeples, have none.
func TestSoloRevealCountNote(t *testing.T) {
	for _, tc := range []struct{ lang, letters, want string }{
		{"en", "yw", " (2 meeples: every tile starts with 3)"},
		{"de", "ywgb", " (4 Meeples: jedes Plättchen beginnt mit 3)"},
		{"en", "yww", ""},
		{"de", "yww", ""},
	} {
		t.Run(tc.lang+" "+tc.letters, func(t *testing.T) {
			v := newUnknownSolo(t, sultan.Roll{White: 1, Black: 1})
			v.cfg.Language = tc.lang
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
			if v.mode != modeReveal {
				t.Fatalf("not asked: step %s, %q", v.Step(), v.Message())
			}
			typeText(v, tc.letters)
			pressKeys(v, tcell.KeyEnter)
			msg := v.Message()
			if v.msgErr || !strings.HasSuffix(msg, strings.ToUpper(tc.letters)+tc.want) {
				t.Errorf("got %q, want it to end %q", msg, strings.ToUpper(tc.letters)+tc.want)
			}
		})
	}
}
