package ui

import (
	"slices"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// TestListsViKeys: in every list of the TUI j goes down, k up, G to the
// last line and g to the first, as Down, Up, End and Home do.
func TestListsViKeys(t *testing.T) {
	type list struct {
		p   tview.Primitive
		pos func() int
		// after j, k, G, g pressed in that order from the first line
		want [4]int
	}
	tests := map[string]func(t *testing.T) list{
		"home menu": func(t *testing.T) list {
			run := func() {}
			h := newHomeView([]homeEntry{{'n', "new", "", run}, {'r', "resume", "", run}, {'s', "score", "", run}, {'x', "quit", "", run}}, false, "en")
			return list{h, func() int { return h.cur }, [4]int{1, 0, 3, 0}}
		},
		"saved games": func(t *testing.T) list {
			s := &SavesView{Box: tview.NewBox(), saves: make([]history.SaveInfo, 5), ink: newInks(false), back: func() {}, lang: "en"}
			return list{s, func() int { return s.cur }, [4]int{1, 0, 4, 0}}
		},
		"history": func(t *testing.T) list {
			var rs []history.Record
			for d := 1; d <= 28; d++ {
				rs = append(rs, soloRecord(d, 150+4*d, game.NotLost))
			}
			v := NewHistoryView(rs, HistoryViewOptions{})
			return list{v, func() int { return v.top }, [4]int{1, 0, 27, 0}}
		},
		"settings": func(t *testing.T) list {
			s := NewSettingsView(SettingsValues{Language: "en", Mouse: true}, SettingsViewOptions{})
			last := len(s.items) - 1 // a Djinn; headings are skipped
			return list{s, func() int { return s.cur }, [4]int{2, 1, last, 1}}
		},
		"help overlay": func(t *testing.T) list {
			h := NewHelp("home", make([]KeyHelp, 40), false, nil) // 20 lines show at 80x24
			return list{h, func() int { return h.top }, [4]int{1, 0, 20, 0}}
		},
		"Yazid's checklist": func(t *testing.T) list {
			v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
			if v.Step() != stepChecklist || len(v.ui.Ticks) < 3 {
				t.Fatalf("step %s with %d lines, want the checklist with 3 or more", v.Step(), len(v.ui.Ticks))
			}
			return list{v, func() int { return v.at.check }, [4]int{1, 0, len(v.ui.Ticks) - 1, 0}}
		},
		"Yazid's target candidates": func(t *testing.T) list {
			// r5c5 is an empty Large Market: the player chooses in column 5.
			v, _ := newTestSolo(t, nil, sultan.Roll{White: 5, Black: 5})
			pressKeys(v, tcell.KeyEnter) // the roll asks the choice at once
			_, c, err := v.g.Targets()
			if v.Step() != stepChoose || err != nil || c == nil || len(c.Candidates) < 3 {
				t.Fatalf("step %s, choice %v (%v), want 3 or more candidates", v.Step(), c, err)
			}
			v.ui.Cursor = c.Candidates[0]
			pos := func() int { return slices.Index(c.Candidates, v.ui.Cursor) }
			return list{v, pos, [4]int{1, 0, len(c.Candidates) - 1, 0}}
		},
	}
	for name, build := range tests {
		t.Run(name, func(t *testing.T) {
			l := build(t)
			drawScreen(t, l.p, screenWidth, screenHeight)
			for i, r := range "jkGg" {
				typeText(l.p, string(r))
				drawScreen(t, l.p, screenWidth, screenHeight)
				if got := l.pos(); got != l.want[i] {
					t.Errorf("after %c: at %d, want %d", r, got, l.want[i])
				}
			}
		})
	}
}

// TestListKeysLeaveTypingAlone: j and k typed into a value stay letters.
func TestListKeysLeaveTypingAlone(t *testing.T) {
	s := NewSettingsView(SettingsValues{Language: "en"}, SettingsViewOptions{})
	settingsAt(t, s, "black_six")
	at := s.cur
	press(s, tcell.KeyEnter, 0, 0)
	typeText(s, "jkgG")
	if s.cur != at || s.input != "jkgG" {
		t.Errorf("typing: cursor %d (want %d), input %q (want jkgG)", s.cur, at, s.input)
	}
}
