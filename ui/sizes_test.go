package ui

import (
	"fmt"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/rivo/tview"
)

// TestScreensAnySize draws every screen of this file's owner at sizes from
// tiny to large, filled with data: nothing may panic, and at 80x24 and
// above the screens must not say the window is too small.
func TestScreensAnySize(t *testing.T) {
	x := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	full := func() *BoardEditor {
		e := NewBoardEditor(BoardEditorOptions{Expansions: x})
		typeText(e, "V[YYYYWWWWGGGGBBBBRRRRPPPP]@1+pppPPt S6")
		return e
	}
	grid := func() *ScoreGrid {
		g := NewScoreGrid(ScoreGridOptions{Expansions: x, Rules: scoring.DefaultRules(), Players: []string{"Aylin Yılmaz", "B", "C", "D", "E"}})
		gridAt(t, g, scoring.CategoryCoins, 0)
		typeText(g, "123")
		return g
	}
	g := scoring.Game{Expansions: x, Players: []scoring.Player{{Name: "Aylin Yılmaz"}, {Name: "B"}, {Name: "C"}, {Name: "D"}, {Name: "E"}}}
	screens := map[string]func() tview.Primitive{
		"board editor": func() tview.Primitive { return full() },
		"score grid":   func() tview.Primitive { return grid() },
		"result":       func() tview.Primitive { return NewResultView(g, scored(t, g), ResultViewOptions{}) },
		"settings":     func() tview.Primitive { return NewSettingsView(SettingsValues{}, SettingsViewOptions{}) },
		"history":      func() tview.Primitive { return NewHistoryView(historyRecords(), HistoryViewOptions{}) },
		"help":         func() tview.Primitive { return NewHelp("x", ScoreGridKeys(), false, nil) },
	}
	sizes := [][2]int{{1, 1}, {5, 2}, {12, 4}, {20, 6}, {30, 8}, {40, 10}, {60, 16}, {79, 23}, {80, 24}, {120, 40}, {250, 70}}
	for name, mk := range screens {
		for _, sz := range sizes {
			t.Run(fmt.Sprintf("%s %dx%d", name, sz[0], sz[1]), func(t *testing.T) {
				out := drawScreen(t, mk(), sz[0], sz[1])
				if sz[0] >= 80 && sz[1] >= 24 && containsLine(out, "window too small") {
					t.Errorf("too small at %dx%d:\n%s", sz[0], sz[1], out)
				}
			})
		}
	}
}

func containsLine(out, s string) bool {
	for i := 0; i+len(s) <= len(out); i++ {
		if out[i:i+len(s)] == s {
			return true
		}
	}
	return false
}
