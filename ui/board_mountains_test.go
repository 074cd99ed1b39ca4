package ui

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// mountainBoardSetup is the test board with the Artisans row on top, its
// Workshops (r6 c1-c3) carrying Mountains on edges; a Workshop owned by
// the player with a Tent makes the head long.
func mountainBoardSetup(t testing.TB, edges string) func(*sultan.Setup) {
	return func(s *sultan.Setup) {
		withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{at(6, 3): "W[]@1+t"})(s)
		e, err := game.ParseEdges(edges)
		if err != nil {
			t.Fatal(err)
		}
		b, err := game.ParseBoard(s.Board)
		if err != nil {
			t.Fatal(err)
		}
		s.Board = b.WithMountains(e).String()
	}
}

// TestBoardViewDrawsMountains: a Workshop's Mountain edges show in its
// head as in the notation ("W^ne"), in the full view at 80x24 and in the
// compact one; a head too long for them keeps a "^". The twin: without
// Mountains no "^" is drawn.
func TestBoardViewDrawsMountains(t *testing.T) {
	for _, c := range []struct {
		edges   string
		want    []string
		compact []string
	}{
		{"ne", []string{"W^ne", "W@1t^ne"}, []string{"W^ne", "W@1t^"}},
		{"ew", []string{"W^ew", "W@1t^ew"}, []string{"W^ew", "W@1t^"}},
		{"", nil, nil},
	} {
		v, _ := newTestSolo(t, mountainBoardSetup(t, c.edges), sultan.Roll{White: 1, Black: 1})
		screen := drawScreen(t, v, screenWidth, screenHeight)
		row6 := screen[:strings.Index(screen, "r5")]
		for _, w := range c.want {
			if !strings.Contains(row6, w) {
				t.Errorf("^%s: no %q in\n%s", c.edges, w, row6)
			}
		}
		if c.edges == "" && strings.Contains(row6, "^") {
			t.Errorf("no Mountains, yet a ^ in\n%s", row6)
		}
		v.bv.Compact = true
		s := newTestScreen(t, 60, 8)
		v.bv.Draw(s, 0, 0, 60, 8)
		s.Show()
		compact := screenText(s)
		for _, w := range c.compact {
			if !strings.Contains(compact, w) {
				t.Errorf("^%s compact: no %q in\n%s", c.edges, w, compact)
			}
		}
	}
}
