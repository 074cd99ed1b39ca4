package ui

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// settingsAt moves the cursor to the item with key.
func settingsAt(t testing.TB, s *SettingsView, key string) {
	t.Helper()
	for i, it := range s.items {
		if it.key == key && it.kind != settingHeading {
			s.cur = i
			return
		}
	}
	t.Fatalf("no setting %q", key)
}

func TestScreenSettings(t *testing.T) {
	s := NewSettingsView(SettingsValues{Language: "de", Mouse: true, Rules: map[string]string{"thief_vp": "5"}, DjinnVP: map[string]int{"geb": 7}}, SettingsViewOptions{})
	checkGolden(t, "settings_top.txt", drawScreen(t, s, screenWidth, screenHeight))
	settingsAt(t, s, "Wilwit")
	checkGolden(t, "settings_djinns.txt", drawScreen(t, s, screenWidth, screenHeight))
}

func TestSettingsChangesAndSaves(t *testing.T) {
	var saved SettingsValues
	s := NewSettingsView(SettingsValues{}, SettingsViewOptions{OnSave: func(v SettingsValues) error { saved = v; return nil }})
	settingsAt(t, s, "language")
	typeText(s, " ")
	settingsAt(t, s, "colour")
	press(s, tcell.KeyLeft, 0, 0)
	settingsAt(t, s, "artisan_majority")
	typeText(s, " ")
	settingsAt(t, s, "solo_vizier_bonus")
	typeText(s, " ")
	settingsAt(t, s, "black_six")
	typeText(s, " ")
	settingsAt(t, s, "thief_vp")
	press(s, tcell.KeyEnter, 0, 0)
	typeText(s, "4\n") // replaces the 6 shown
	settingsAt(t, s, "Ptah")
	typeText(s, "5\n")
	press(s, tcell.KeyCtrlS, 0, 0)
	if s.Message() != "settings saved" {
		t.Fatalf("got %q", s.Message())
	}
	checks := map[string]string{
		"artisan_majority": "strictly_most", "solo_vizier_bonus": "false", "black_six": "literal_rows", "thief_vp": "4",
	}
	for k, v := range checks {
		if saved.Rules[k] != v {
			t.Errorf("rules.%s: got %q, want %q", k, saved.Rules[k], v)
		}
	}
	if saved.Language != "de" || saved.Colour != "never" {
		t.Errorf("got language %q colour %q, want de never", saved.Language, saved.Colour)
	}
	if !reflect.DeepEqual(saved.DjinnVP, map[string]int{"Ptah": 5}) {
		t.Errorf("got Djinn VPs %v", saved.DjinnVP)
	}
}

func TestSettingsRefusesBadValues(t *testing.T) {
	tests := []struct {
		name, key, typed, want string
	}{
		{"negative thief vp", "thief_vp", "-1\n", "thief_vp"},
		{"words for thief vp", "thief_vp", "six\n", "want a whole number"},
		{"unknown black six", "black_six", "middle\n", "want topmost_with_meeples or literal_rows"},
		{"letters for a djinn vp", "Ptah", "5x", `is a number, not "x"`},
		{"language", "language", "fr\n", "want en or de"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSettingsView(SettingsValues{}, SettingsViewOptions{})
			settingsAt(t, s, tc.key)
			before := s.Values()
			if tc.key != "Ptah" {
				press(s, tcell.KeyEnter, 0, 0)
				for range 30 {
					pressKeys(s, tcell.KeyBackspace2)
				}
			}
			typeText(s, tc.typed)
			if !strings.Contains(s.Message(), tc.want) {
				t.Errorf("got %q, want %q", s.Message(), tc.want)
			}
			if tc.key != "Ptah" && !reflect.DeepEqual(s.Values(), before) {
				t.Errorf("a refused value changed the settings")
			}
		})
	}
	// The negative twin: a good value is kept.
	s := NewSettingsView(SettingsValues{}, SettingsViewOptions{})
	settingsAt(t, s, "black_six")
	press(s, tcell.KeyEnter, 0, 0)
	for range 30 {
		pressKeys(s, tcell.KeyBackspace2)
	}
	typeText(s, "literal_rows\n")
	if got := s.Values().Rules["black_six"]; got != "literal_rows" {
		t.Errorf("got %q", got)
	}
}

func TestSettingsEscapeAndSaveError(t *testing.T) {
	cancelled := false
	s := NewSettingsView(SettingsValues{}, SettingsViewOptions{
		OnSave:   func(SettingsValues) error { return errors.New("read-only file") },
		OnCancel: func() { cancelled = true },
	})
	typeText(s, " ")
	press(s, tcell.KeyCtrlS, 0, 0)
	if s.Message() != "not saved: read-only file" {
		t.Errorf("got %q", s.Message())
	}
	press(s, tcell.KeyEscape, 0, 0)
	if cancelled {
		t.Error("first Esc with changes left the screen")
	}
	press(s, tcell.KeyEscape, 0, 0)
	if !cancelled {
		t.Error("second Esc did not leave")
	}
}

func TestSettingsChoicesComeFromSet(t *testing.T) {
	s := NewSettingsView(SettingsValues{}, SettingsViewOptions{})
	for _, it := range s.items {
		if it.kind != settingRule {
			continue
		}
		cs := s.choices(it)
		if it.key == "thief_vp" || it.key == "lake_haurvatat_palm" {
			if len(cs) != 0 {
				t.Errorf("%s: got choices %v for a number", it.key, cs)
			}
			continue
		}
		if len(cs) < 2 || !slicesContains(cs, it.def) {
			t.Errorf("%s: got choices %v, want at least 2 with the default %q", it.key, cs, it.def)
		}
	}
}

func slicesContains(list []string, v string) bool {
	for _, l := range list {
		if l == v {
			return true
		}
	}
	return false
}

func TestSettingsForConfig(t *testing.T) {
	var got Config
	c := DefaultConfig()
	s := NewSettingsFor(c, func(nc Config) error { got = nc; return nil }, nil)
	settingsAt(t, s, "artisan_majority")
	typeText(s, " ")
	settingsAt(t, s, "strike_order")
	typeText(s, " ")
	settingsAt(t, s, "Ptah")
	typeText(s, "4\n")
	press(s, tcell.KeyCtrlS, 0, 0)
	if got.ScoringRules.ArtisanMajority.String() != "strictly_most" || got.Rules["strike_order"] != "lower_first" {
		t.Errorf("got scoring %+v rules %v", got.ScoringRules, got.Rules)
	}
	if got.SoloRules.Settings()["strike_order"] != "lower_first" {
		t.Errorf("solo rules not derived: %+v", got.SoloRules)
	}
	if got.DjinnVP["Ptah"] != 4 {
		t.Errorf("got Djinn VPs %v", got.DjinnVP)
	}
	// The negative twin: a bad rule value is refused as a whole.
	if _, err := (SettingsValues{Language: "en", Colour: "auto", Rules: map[string]string{"thief_vp": "-3"}}).ApplyTo(c); err == nil {
		t.Error("a negative thief_vp was applied")
	}
}
