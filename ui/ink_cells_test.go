package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
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

// TestBoardHeadingFollowsLanguageAndColumns: the column headings, kept
// from frame to frame, are drawn again when the language or the board's
// width changes.
func TestBoardHeadingFollowsLanguageAndColumns(t *testing.T) {
	wide, err := game.ParseBoard("V[YWG] S6[RRB] O[GGW]\n")
	if err != nil {
		t.Fatal(err)
	}
	narrow, err := game.ParseBoard("V[YWG] S6[RRB]\n")
	if err != nil {
		t.Fatal(err)
	}
	heading := func(v *BoardView) string {
		s := newTestScreen(t, 40, 3)
		v.Draw(s, 0, 0, 40, 3)
		s.Show()
		return strings.SplitN(screenText(s), "\n", 2)[0]
	}
	v := newBoardView(wide, false)
	if got := heading(v); !strings.Contains(got, "col 3") {
		t.Fatalf("heading %q, want col 3", got)
	}
	v.Lang = "de"
	if got := heading(v); !strings.Contains(got, "Sp. 3") || strings.Contains(got, "col") {
		t.Errorf("German heading %q, want Sp. 1 to Sp. 3", got)
	}
	v.Board = narrow
	if got := heading(v); !strings.Contains(got, "Sp. 2") || strings.Contains(got, "Sp. 3") {
		t.Errorf("heading of a 2-column board %q, want Sp. 1 and Sp. 2", got)
	}
}

// TestTextWidthAsUniseg: the width of ASCII text, counted without uniseg,
// is uniseg's, and text with other characters is still measured by it.
func TestTextWidthAsUniseg(t *testing.T) {
	for _, text := range []string{"", "Yazid", "a b~", "ab\u0301", "日本", "a\tb", "👍🏽", "x\r\ny", "Zuglänge"} {
		if got, want := textWidth(text), uniseg.StringWidth(text); got != want {
			t.Errorf("textWidth(%q) = %d, want %d", text, got, want)
		}
	}
}

// TestWrapWordsKeptAreTheCallersOwn: lines wrapped again come from the
// lines kept, and a caller that changes its lines changes no one else's;
// no more than wrappedMax texts are kept.
func TestWrapWordsKeptAreTheCallersOwn(t *testing.T) {
	text := "Yazid takes the Fakir card and moves on"
	first := wrapWords(text, 12)
	want := slices.Clone(first)
	first[0] = "changed"
	if got := wrapWords(text, 12); !slices.Equal(got, want) {
		t.Errorf("wrapped again: %q, want %q", got, want)
	}
	if got := wrapAt(text, 12); !slices.Equal(got, want) {
		t.Errorf("kept lines %q, wrapped now %q", want, got)
	}
	for i := range wrappedMax + 10 {
		wrapWords(strings.Repeat("x ", i), 20)
	}
	wrapped.Lock()
	n := len(wrapped.lines)
	wrapped.Unlock()
	if n > wrappedMax {
		t.Errorf("%d texts kept, want at most %d", n, wrappedMax)
	}
}
