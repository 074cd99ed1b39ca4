package ui

import (
	"testing"

	"github.com/naqala/naqala/labels"
)

// Every screen has a title in every language, and the help overlay of
// each shows it.
func TestScreenTitles(t *testing.T) {
	seen := map[ScreenID]bool{}
	for _, id := range Screens {
		if seen[id] {
			t.Errorf("screen %q listed twice", id)
		}
		seen[id] = true
		for _, lang := range labels.Languages() {
			if _, ok := labels.All(lang)[id.labelKey()]; !ok {
				t.Errorf("screen %q has no %s title (%s)", id, lang, id.labelKey())
			}
		}
	}
	if got := ScreenSoloGame.title("de"); got != "Solopartie" {
		t.Errorf("the German title of the solo game is %q, want Solopartie", got)
	}
	// The negative twin: a screen without a label is titled by its ID.
	if got := ScreenID("no such screen").title("de"); got != "no such screen" {
		t.Errorf("a screen without a label is titled %q, want its ID", got)
	}
}

// Each Show method shows its screen, by its ID.
func TestScreensShownByID(t *testing.T) {
	a := newMemApp(t)
	for _, tc := range []struct {
		show func()
		want ScreenID
	}{
		{a.ShowScoreGrid, ScreenScore}, {a.ShowHistory, ScreenHistory}, {a.ShowSettings, ScreenSettings},
		{a.ShowSaves, ScreenSavedGames}, {a.ShowSoloSetup, ScreenSoloSetup}, {a.ShowHome, ScreenHome},
	} {
		tc.show()
		if a.Current() != tc.want {
			t.Errorf("got screen %q, want %q", a.Current(), tc.want)
		}
	}
}
