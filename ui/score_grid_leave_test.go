package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/scoring"
)

// Esc on a pad with entries asks first; an untouched pad leaves at once.
func TestScoreGridEscAsksBeforeDroppingEntries(t *testing.T) {
	left := 0
	g := NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules(), OnCancel: func() { left++ }})
	press(g, tcell.KeyEscape, 0, 0)
	if left != 1 {
		t.Fatalf("Esc on an empty pad: left %d times, want 1", left)
	}
	left = 0
	g = NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules(), OnCancel: func() { left++ }})
	fillTwoPlayers(t, g)
	press(g, tcell.KeyEscape, 0, 0)
	if left != 0 || !strings.Contains(g.Message(), "Esc again") {
		t.Fatalf("one Esc on a filled pad: left %d, message %q; want a question", left, g.Message())
	}
	press(g, tcell.KeyDown, 0, 0)
	press(g, tcell.KeyEscape, 0, 0)
	if left != 0 {
		t.Fatalf("Esc, another key, Esc: left %d, want 0 (the question starts again)", left)
	}
	press(g, tcell.KeyEscape, 0, 0)
	if left != 1 {
		t.Fatalf("Esc twice: left %d, want 1", left)
	}
}

func TestScoreGridExpansions(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules()})
	has := func(c scoring.Category) bool {
		for _, r := range g.rows {
			if r.kind == rowCategory && r.cat == c {
				return true
			}
		}
		return false
	}
	if has(scoring.CategoryArtisans) {
		t.Fatal("a base pad with an Artisans row")
	}
	press(g, tcell.KeyCtrlE, 0, 0)
	typeText(g, "aw")
	press(g, tcell.KeyEnter, 0, 0)
	if !g.opt.Expansions.Artisans || !g.opt.Expansions.Whims || !has(scoring.CategoryArtisans) || !has(scoring.CategoryCities) {
		t.Fatalf("Ctrl-E a w: expansions %v; want Artisans and Whims with their rows", g.opt.Expansions)
	}
	gridAt(t, g, scoring.CategoryArtisans, 0)
	typeText(g, "2")
	press(g, tcell.KeyCtrlE, 0, 0)
	typeText(g, "a")
	if !g.opt.Expansions.Artisans || !strings.Contains(g.Message(), "stays") {
		t.Errorf("Artisans off with 2 Artisans entered: expansions %v, message %q; want it refused", g.opt.Expansions, g.Message())
	}
	typeText(g, "w")
	press(g, tcell.KeyEscape, 0, 0)
	if g.opt.Expansions.Whims || has(scoring.CategoryCities) {
		t.Errorf("Whims off with nothing of it entered: expansions %v; want it off", g.opt.Expansions)
	}
}

// A refusal's reason is read whole at 80 columns: it wraps onto two lines.
func TestScoreGridLongRefusalWraps(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules(), Players: []string{"Ann", "Bob", "Cy"}})
	for col, n := range []string{"5", "8", "3"} {
		gridAt(t, g, scoring.CategoryViziers, col)
		typeText(g, n)
	}
	gridAt(t, g, scoring.CategoryViziers, 2)
	typeText(g, "4")
	screen := drawScreen(t, g, screenWidth, screenHeight)
	if !strings.Contains(screen, "at most 3") {
		t.Errorf("the refusal lost its end at 80x24:\n%s", screen)
	}
}

// Back from the result, the first digit typed replaces the count.
func TestScoreGridFreshAfterResult(t *testing.T) {
	a := newMemApp(t)
	a.Press(key('s'))
	g, ok := a.Screen().(*ScoreGrid)
	if !ok {
		t.Fatalf("s: screen %q, not the score pad", a.Current())
	}
	gridAt(t, g, scoring.CategoryCoins, 0)
	a.Press(key('8'))
	a.Press(key('6'))
	a.Press(special(tcell.KeyCtrlD))
	if a.Current() != "result" {
		t.Fatalf("Ctrl-D: screen %q", a.Current())
	}
	a.Press(special(tcell.KeyEscape))
	a.Press(key('3'))
	if got := g.sheets[0].coins; got != 3 {
		t.Errorf("coins after 86, the result, back and 3: got %d, want 3", got)
	}
}
