package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestSoloLogOf: the log panel tells each event of the game log, in the
// player's language, and keeps Yazid's turns by their place in the log.
func TestSoloLogOf(t *testing.T) {
	r11 := sultan.RollEvent(sultan.Roll{White: 1, Black: 1})
	tests := []struct {
		name   string
		lang   string
		events []sultan.Event // after the setup
		want   []string
		last   int // the log index of Yazid's last turn
		change func(*sultan.Setup)
	}{
		{"nothing yet", "en", nil, nil, -1, nil},
		{"a roll", "en", []sultan.Event{r11}, []string{"R1 roll 1,1"}, -1, nil},
		{"Yazid's turn: the capture and the Djinn he buys", "en", []sultan.Event{r11, sultan.ResolveEvent()},
			[]string{"R1 roll 1,1", "R1 r1c1: YWW", "R1 Yazid: Djinn 1"}, 2, nil},
		{"the clean-up", "en", []sultan.Event{r11, sultan.ResolveEvent(), sultan.CleanUpEvent(sultan.Rows{})},
			[]string{"R1 roll 1,1", "R1 r1c1: YWW", "R1 Yazid: Djinn 1", "R1 clean-up"}, 2, nil},
		{"the end", "en", []sultan.Event{r11, sultan.ResolveEvent(), sultan.EndEvent()},
			[]string{"R1 roll 1,1", "R1 r1c1: YWW", "R1 Yazid: Djinn 1", "game over"}, 2, yazidToPlace(1)}, // his last camel: the end is due
		{"in German", "de", []sultan.Event{r11, sultan.ResolveEvent(), sultan.CleanUpEvent(sultan.Rows{})},
			[]string{"R1 Wurf 1,1", "R1 r1s1: YWW", "R1 Yazid: Dschinn 1", "R1 Aufräumen"}, 2, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			setup := sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules())
			if tc.change != nil {
				tc.change(&setup)
			}
			g, err := sultan.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range tc.events {
				if _, err := g.Apply(e); err != nil {
					t.Fatalf("%s: %v", e.Kind, err)
				}
			}
			s := soloLogOf(tc.lang, g.Happened())
			if !slices.Equal(s.lines, tc.want) {
				t.Errorf("got %q, want %q", s.lines, tc.want)
			}
			if at := s.lastTurnAt(); at != tc.last {
				t.Errorf("last turn at %d, want %d", at, tc.last)
			}
			if _, _, ok := s.lastTurn(); ok != (tc.last >= 0) {
				t.Errorf("a last turn: %v, want %v", ok, tc.last >= 0)
			}
		})
	}
}

// TestSoloLogFollowsLanguage: a game whose log was told in English (the
// roll, the capture, Yazid's Djinn) and then shown in German tells every
// line of the log panel in German at 80x24, as the rest of the screen;
// the twin: shown in English, it stays English.
func TestSoloLogFollowsLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, want, not string }{
		{"de", "R1 Wurf 1,1", "R1 roll 1,1"},
		{"en", "R1 roll 1,1", "R1 Wurf 1,1"},
	} {
		v, _ := newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		if got := strings.Join(v.log.lines, "\n"); !strings.Contains(got, "R1 roll 1,1") {
			t.Fatalf("the English log: %q", got)
		}
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		screen := drawScreen(t, v, screenWidth, screenHeight)
		if !strings.Contains(screen, tc.want) || strings.Contains(screen, tc.not) {
			t.Errorf("%s: the log panel lacks %q or shows %q:\n%s", tc.lang, tc.want, tc.not, screen)
		}
		want := soloLogOf(tc.lang, v.g.Happened()).lines
		if got := v.log.lines; strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: log lines %q, want %q", tc.lang, got, want)
		}
	}
}
