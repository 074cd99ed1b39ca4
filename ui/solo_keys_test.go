package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// TestAppMoveModeQuestionMark: in move mode, where letters drop meeples,
// '?' opens the list of keys (it is no colour) and the move in hand stays;
// the twin: in the holdings form, where '?' can be typed, it does not.
func TestAppMoveModeQuestionMark(t *testing.T) {
	a := newMemApp(t)
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	a.Show("solo game", v, v.Keys())
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "m")
	pressKeys(v, tcell.KeyRight, tcell.KeyEnter)
	if v.mode != modeMove || v.mv.stage != guideLast {
		t.Fatalf("not moving: mode %v, stage %v, %q", v.mode, v.mv.stage, v.Message())
	}
	a.Press(key('?'))
	if !a.HelpOpen() || v.msgErr {
		t.Fatalf("? in move mode: help open %v, message %q", a.HelpOpen(), v.Message())
	}
	a.Press(special(tcell.KeyEscape))
	if a.HelpOpen() || v.mode != modeMove || v.mv.stage != guideLast {
		t.Errorf("after the help: open %v, mode %v, stage %v", a.HelpOpen(), v.mode, v.mv.stage)
	}
	pressKeys(v, tcell.KeyEscape)
	typeText(v, "h")
	a.Press(key('?'))
	if a.HelpOpen() {
		t.Error("? opened the help while typing in the holdings form")
	}
}

// TestFormsCtrlUClears: Ctrl-U empties the field being typed in every
// form of the solo game and in the settings; Backspace (the twin) takes
// one character only.
func TestFormsCtrlUClears(t *testing.T) {
	player := func(t *testing.T) *soloHost {
		v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
		typeText(v, "a")
		pressKeys(v, tcell.KeyEnter)
		return v
	}
	tests := []struct {
		name  string
		open  func(t *testing.T) (tview.Primitive, func() string)
		typed string
	}{
		{"holdings", func(t *testing.T) (tview.Primitive, func() string) {
			v := player(t)
			typeText(v, "h")
			return v, func() string { return v.hold.form.fields[v.hold.form.row] }
		}, "+12"},
		{"yazid", func(t *testing.T) (tview.Primitive, func() string) {
			v := player(t)
			typeText(v, "y")
			return v, func() string { return v.yz.form.fields[v.yz.form.row] }
		}, "+12"},
		{"reveal", func(t *testing.T) (tview.Primitive, func() string) {
			v := newUnknownSolo(t, sultan.Roll{White: 1, Black: 1})
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
			if v.mode != modeReveal {
				t.Fatalf("mode %v, want reveal", v.mode)
			}
			return v, func() string { return v.rv.letters }
		}, "yww"},
		{"settings", func(t *testing.T) (tview.Primitive, func() string) {
			s := NewSettingsView(SettingsValues{}, SettingsViewOptions{})
			pressKeys(s, tcell.KeyEnter)
			if !s.editing {
				t.Fatal("Enter did not open the value")
			}
			pressKeys(s, tcell.KeyBackspace2, tcell.KeyBackspace2, tcell.KeyBackspace2, tcell.KeyBackspace2, tcell.KeyBackspace2,
				tcell.KeyBackspace2, tcell.KeyBackspace2, tcell.KeyBackspace2, tcell.KeyBackspace2, tcell.KeyBackspace2)
			return s, func() string { return s.input }
		}, "abc"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, field := tc.open(t)
			typeText(p, tc.typed)
			if got := field(); !strings.EqualFold(got, tc.typed) {
				t.Fatalf("typed %q, the field holds %q", tc.typed, got)
			}
			pressKeys(p, tcell.KeyBackspace2)
			if got, want := field(), tc.typed[:len(tc.typed)-1]; !strings.EqualFold(got, want) {
				t.Errorf("Backspace: got %q, want %q", got, want)
			}
			pressKeys(p, tcell.KeyCtrlU)
			if got := field(); got != "" {
				t.Errorf("Ctrl-U: the field holds %q", got)
			}
		})
	}
}
