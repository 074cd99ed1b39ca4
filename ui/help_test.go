package ui

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/scoring"
	"github.com/rivo/tview"
)

func TestScreenHelpOverGrid(t *testing.T) {
	s := newTestScreen(t, screenWidth, screenHeight)
	under := NewScoreGrid(ScoreGridOptions{})
	drawOn(s, under)
	h := NewHelp("Score pad", under.Keys(), false, nil)
	h.SetRect(0, 0, screenWidth, screenHeight)
	h.Draw(s)
	s.Show()
	out := screenText(s)
	for _, k := range ScoreGridKeys() {
		if !strings.Contains(out, k.What) {
			t.Errorf("help lacks %q", k.What)
		}
	}
	checkGolden(t, "help_score_grid.txt", out)
}

func TestHelpScrollsAndCloses(t *testing.T) {
	var keys []KeyHelp
	for i := 1; i <= 40; i++ {
		keys = append(keys, KeyHelp{fmt.Sprintf("F%d", i), fmt.Sprintf("does thing %d", i)})
	}
	closed := 0
	h := NewHelp("Many", keys, false, func() { closed++ })
	out := drawScreen(t, h, screenWidth, screenHeight)
	if !strings.Contains(out, "1-20 of 40") {
		t.Errorf("no scroll note:\n%s", out)
	}
	for i := 0; i < 50; i++ {
		pressKeys(h, tcell.KeyDown)
	}
	out = drawScreen(t, h, screenWidth, screenHeight)
	if !strings.Contains(out, "does thing 40") || !strings.Contains(out, "21-40 of 40") {
		t.Errorf("did not scroll to the end:\n%s", out)
	}
	typeText(h, "?q")
	press(h, tcell.KeyEscape, 0, 0)
	if closed != 3 {
		t.Errorf("got %d closes, want 3", closed)
	}
	// A tiny screen draws nothing and does not crash.
	_ = drawScreen(t, tview.Primitive(h), 8, 3)
}

func TestWrapWords(t *testing.T) {
	tests := []struct {
		text  string
		width int
		want  []string
	}{
		{"only 16 Viziers in the box", 10, []string{"only 16", "Viziers in", "the box"}},
		{"Sultan", 3, []string{"Sul", "tan"}},
		{"世界世界", 3, []string{"世", "界", "世", "界"}},
		{"世界", 1, []string{"世", "界"}},
		{"", 5, nil},
		{"a b", 0, nil},
	}
	for _, tc := range tests {
		if got := wrapWords(tc.text, tc.width); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("wrapWords(%q, %d): got %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}

func TestSplitAltIsEscThenKey(t *testing.T) {
	// Esc pressed just before Ctrl-D reaches the screen as Alt+Ctrl+d.
	got := splitAlt(tcell.NewEventKey(tcell.KeyRune, 'd', tcell.ModAlt|tcell.ModCtrl))
	if len(got) != 2 || got[0].Key() != tcell.KeyEscape || got[1].Key() != tcell.KeyCtrlD {
		t.Errorf("got %v", got)
	}
	got = splitAlt(tcell.NewEventKey(tcell.KeyRune, 'x', tcell.ModAlt))
	if len(got) != 2 || got[1].Key() != tcell.KeyRune || got[1].Rune() != 'x' || got[1].Modifiers() != 0 {
		t.Errorf("got %v", got)
	}
	// The negative twin: a plain key stays one key.
	if got = splitAlt(tcell.NewEventKey(tcell.KeyRune, 'x', 0)); len(got) != 1 {
		t.Errorf("got %v", got)
	}
	// A closed Djinn entry: Esc then Ctrl-D shows the result.
	done := false
	g := NewScoreGrid(ScoreGridOptions{OnResult: func(scoring.Game, scoring.Result) { done = true }})
	gridAt(t, g, scoring.CategoryDjinns, 0)
	press(g, tcell.KeyEnter, 0, 0)
	press(g, tcell.KeyRune, 'd', tcell.ModAlt|tcell.ModCtrl)
	if !done {
		t.Error("Esc+Ctrl-D did not reach the grid as two keys")
	}
}
