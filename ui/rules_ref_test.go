package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/rulesref"
)

// TestRulesFromTheHelp: ? then r opens the reference over the screen;
// typing filters, Esc goes back to the screen.
func TestRulesFromTheHelp(t *testing.T) {
	a := newMemApp(t)
	a.Press(key('?'))
	if got := drawScreen(t, a.Root(), screenWidth, screenHeight); !strings.Contains(got, "Rules reference") {
		t.Errorf("the help overlay does not name the reference:\n%s", got)
	}
	a.Press(key('r'))
	if !a.RulesOpen() {
		t.Fatal("? then r did not open the reference")
	}
	checkGolden(t, "rules_ref.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	for _, r := range "enki" {
		a.Press(key(r))
	}
	v := a.pages.GetPage(rulesPage).(*RulesView)
	if e, ok := v.Selected(); !ok || e.Key != "djinn.enki" {
		t.Fatalf("typed enki: selected %v (%v)", e.Key, ok)
	}
	checkGolden(t, "rules_ref_enki.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	a.Press(key('q')) // a letter of the filter, not quit
	if !a.RulesOpen() {
		t.Fatal("q closed the reference: it belongs to the filter")
	}
	a.Press(special(tcell.KeyEscape))
	if a.RulesOpen() || a.HelpOpen() || a.Current() != ScreenHome {
		t.Errorf("Esc: reference open %v, help open %v, screen %q", a.RulesOpen(), a.HelpOpen(), a.Current())
	}
	// The screen below takes its keys again.
	a.Press(key('?'))
	if !a.HelpOpen() {
		t.Error("? after the reference did not open the help")
	}
}

// TestRulesFromTheSetup: the reference opens from another screen too, in
// German, and leaves that screen as it was.
func TestRulesFromTheSetup(t *testing.T) {
	a := newMemApp(t)
	cfg := a.Config()
	cfg.Language = "de"
	_ = a.SetConfig(cfg)
	a.NewSolo(SoloOptions{Seed: 1, HasSeed: true})
	a.Press(key('?'))
	a.Press(key('r'))
	for _, r := range "madj" {
		a.Press(key(r))
	}
	got := drawScreen(t, a.Root(), screenWidth, screenHeight)
	checkGolden(t, "rules_ref_madjaar_de.txt", got)
	if !strings.Contains(got, "im Solospiel abgelehnt") {
		t.Errorf("Madjaar in German lacks its solo tag:\n%s", got)
	}
	a.Press(special(tcell.KeyEscape))
	if a.Current() != ScreenSoloSetup {
		t.Errorf("Esc: screen %q, want the setup", a.Current())
	}
}

// TestRulesFit: every entry's detail fits the pane at 80x24 in English
// and German; a filter nothing matches says so.
func TestRulesFit(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		v := NewRulesView(lang, false, nil)
		rows := screenHeight - 1 - 3 // the status line; title, gap, hint
		width := screenWidth - rulesListWidth - 2
		for _, e := range rulesref.Entries() {
			lines, _ := v.detail(e, width)
			if n := len(lines); n > rows {
				t.Errorf("%s %s: %d lines, the pane has %d", lang, e.Key, n, rows)
			}
			for _, l := range lines {
				if textWidth(l) > width {
					t.Errorf("%s %s: %q is wider than %d", lang, e.Key, l, width)
				}
			}
			if n := rulesref.Say(e, labels.Lang(lang)).Name; textWidth(n)+4 > rulesListWidth {
				t.Errorf("%s %s: name %q too wide for the list", lang, e.Key, n)
			}
		}
		typeText(v, "qqqq")
		if _, ok := v.Selected(); ok {
			t.Errorf("%s: the filter qqqq kept an entry", lang)
		}
		if got := drawScreen(t, v, screenWidth, screenHeight-1); !strings.Contains(got, "qqqq") {
			t.Errorf("%s: no word of the empty filter:\n%s", lang, got)
		}
	}
}
