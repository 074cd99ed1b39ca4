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

// TestAppNameEntryQuestionMark: in the entries of a name (the Djinn
// taken, the Djinn row, the face-up Thief), whose letters are a name's
// and never '?', '?' opens the list of keys as everywhere else, naming
// the entry's keys (en, de at 80x24); the letters typed stay and nothing
// is refused or recorded; Esc closes the list onto the entry as it was.
// The twin: in the holdings form, where '?' can be typed, it does not.
func TestAppNameEntryQuestionMark(t *testing.T) {
	djinnSet := func(s *sultan.Setup) {
		assassinsSetup(t)(s)
		s.Player.Djinns = []string{"Hagis"}
	}
	for _, tc := range []struct {
		name  string
		set   func(*sultan.Setup)
		open  func(v *soloHost) // from the Sacred Place's entry
		typed string
		key   string // the entry's letters in the list, en and de
	}{
		{"djinn name", djinnSet, func(v *soloHost) { pressKeys(v, tcell.KeyEscape); typeText(v, "n"); typeText(v, "a") }, "a", "ui.key.djinn_name"},
		{"djinn row", djinnSet, func(*soloHost) {}, "", "ui.key.djinn_name"},
		{"thief row", thiefSetup(t, nil), func(*soloHost) {}, "", "ui.key.thief_name"},
	} {
		for _, lang := range []string{"en", "de"} {
			t.Run(tc.name+"/"+lang, func(t *testing.T) {
				a := newMemApp(t)
				a.cfg.Language = lang
				v, _ := newTestSolo(t, tc.set, sultan.Roll{White: 1, Black: 1})
				v.cfg.Language, v.bv.Lang = lang, lang
				a.Show("solo game", v, v.Keys())
				v.hooks.keys = a.SetKeys
				toPlayerTurn(t, v)
				typeText(v, "1214s") // no kill: the Sacred Place
				tc.open(v)
				if v.mode != modePrompt {
					t.Fatalf("the entry is not open: mode %d (%s)", v.mode, v.Message())
				}
				n, p := v.g.Len(), v.pr.state()
				a.Press(key('?'))
				if !a.HelpOpen() || v.msgErr || p.text != tc.typed || v.g.Len() != n {
					t.Fatalf("?: help open %v, message %q, typed %q (want %q), %d events (want %d)", a.HelpOpen(), v.Message(), p.text, tc.typed, v.g.Len(), n)
				}
				screen := drawScreen(t, a.Root(), screenWidth, screenHeight)
				for _, want := range []string{tf(lang, "ui.help.title", ""), tr(lang, "ui.key.this_list"), tr(lang, tc.key)} {
					if !strings.Contains(screen, strings.TrimSpace(want)) {
						t.Errorf("the list lacks %q:\n%s", want, screen)
					}
				}
				a.Press(special(tcell.KeyEscape))
				if a.HelpOpen() || v.mode != modePrompt || v.pr.state().text != tc.typed {
					t.Errorf("after the list: open %v, mode %d, typed %q", a.HelpOpen(), v.mode, v.pr.state().text)
				}
			})
		}
	}
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	a := newMemApp(t)
	a.Show("solo game", v, v.Keys())
	toPlayerTurn(t, v)
	typeText(v, "h")
	a.Press(key('?'))
	if a.HelpOpen() || v.mode != modeHoldings {
		t.Errorf("? in the holdings form: help open %v, mode %d", a.HelpOpen(), v.mode)
	}
}
