package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/internal/safetext"
	"github.com/rivo/uniseg"
)

// putByRunes is put as it was: a cluster's runes handed to SetContent.
func putByRunes(s tcell.Screen, x, y, maxWidth int, text string, style tcell.Style) int {
	used := 0
	g := uniseg.NewGraphemes(safetext.Line(text))
	for g.Next() {
		rs, w := g.Runes(), g.Width()
		if used+w > maxWidth {
			break
		}
		s.SetContent(x+used, y, rs[0], rs[1:], style)
		for i := 1; i < w; i++ {
			s.SetContent(x+used+i, y, ' ', nil, style)
		}
		used += w
	}
	return used
}

// TestPutCellsAsByRunes: put's clusters, the ASCII ones included, are
// the cells the runes made, accents, wide characters, emoji and cuts too.
func TestPutCellsAsByRunes(t *testing.T) {
	texts := []string{"ab", "e\u0301x", "ab\u0301c", "日本a", "a日", "👍🏽x", "🇩🇪🇫🇷a", "a\u200db", "Zuglänge", "x~ y", "ab\r\nc"}
	for _, text := range texts {
		for _, width := range []int{1, 2, 3, 20} {
			want, got := newTestScreen(t, 20, 1), newTestScreen(t, 20, 1)
			n := putByRunes(want, 0, 0, width, text, tcell.StyleDefault)
			m := put(cellScreen{got}, 0, 0, width, text, tcell.StyleDefault)
			if n != m {
				t.Errorf("put %q in %d: %d cells, by runes %d", text, width, m, n)
			}
			for x := range 20 {
				ws, _, ww := want.Get(x, 0)
				gs, _, gw := got.Get(x, 0)
				if ws != gs || ww != gw {
					t.Errorf("put %q in %d: cell %d is %q (%d wide), by runes %q (%d wide)", text, width, x, gs, gw, ws, ww)
				}
			}
		}
	}
}

// TestPutMakesNoStrings: ASCII text and a cellScreen's blanks make no
// allocation a cell; a character outside ASCII still reaches the screen.
func TestPutMakesNoStrings(t *testing.T) {
	s := newTestScreen(t, 80, 1)
	c := withCells(s)
	if n := testing.AllocsPerRun(10, func() { put(c, 0, 0, 80, "Yazid takes the Fakir card", tcell.StyleDefault) }); n != 0 {
		t.Errorf("put of ASCII text: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(10, func() {
		for x := range 80 {
			c.SetContent(x, 0, ' ', nil, tcell.StyleDefault)
		}
	}); n != 0 {
		t.Errorf("80 blanks on a cellScreen: %v allocations, want 0", n)
	}
	c.SetContent(3, 0, '─', nil, tcell.StyleDefault)
	c.SetContent(4, 0, 'e', []rune{'\u0301'}, tcell.StyleDefault)
	if got, _, _ := s.Get(3, 0); got != "─" {
		t.Errorf("cell 3 is %q, want ─", got)
	}
	if got, _, _ := s.Get(4, 0); got != "e\u0301" {
		t.Errorf("cell 4 is %q, want e\u0301", got)
	}
	if withCells(c) != c {
		t.Error("withCells wraps a cellScreen again")
	}
}
