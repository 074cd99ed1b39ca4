package ui

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// TestChecklistCardsAllFakirs: when every card Yazid takes from the
// tracked row is a Fakir, the checklist does not tell the player to
// discard goods there are none of, as sultan.Describe (naqala yazid
// resolve) says "he keeps 3 Fakirs". Its twin with a good still says to
// discard it.
func TestChecklistCardsAllFakirs(t *testing.T) {
	tests := []struct {
		name    string
		step    sultan.Step
		discard bool
	}{
		{"all Fakirs", sultan.Step{Kind: sultan.StepCards, Count: 3, Fakirs: 3, Total: 5, Cards: []string{"Fakir", "Fakir", "Fakir"}}, false},
		{"a good among them", sultan.Step{Kind: sultan.StepCards, Count: 3, Fakirs: 2, Total: 4, Cards: []string{"Fakir", "Fakir", "Fish"}}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			en := checkWords("en", tc.step, nil, 0)
			de := checkWords("de", tc.step, nil, 0)
			if got := strings.Contains(en, "discard"); got != tc.discard {
				t.Errorf("en: got %q, want discard %v", en, tc.discard)
			}
			if got := strings.Contains(de, "ablegen") || strings.Contains(de, "abwerfen"); got != tc.discard {
				t.Errorf("de: got %q, want discard %v", de, tc.discard)
			}
			if words := tc.step.Words(); strings.Contains(words, "discard") != tc.discard {
				t.Errorf("sultan's words %q: want discard %v", words, tc.discard)
			}
		})
	}
}
