package labels

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// TestChecklistNamesKnownCards: when the cards Yazid's Merchants take
// are known (a tracked row, or its known front), the checklist names
// them, as the account does, rather than "a good"; the twin: cards only
// counted stay unnamed.
func TestChecklistNamesKnownCards(t *testing.T) {
	for _, tc := range []struct {
		name     string
		step     sultan.Step
		en, de   string
		notNamed bool
	}{
		{"one good", sultan.Step{Kind: sultan.StepCards, Count: 1, Cards: []string{"spice"}}, "Spice", "Gewürze", false},
		{"a Fakir and a good", sultan.Step{Kind: sultan.StepCards, Count: 2, Fakirs: 1, Total: 1, Cards: []string{"fakir", "silk"}}, "Silk", "Seide", false},
		{"two goods", sultan.Step{Kind: sultan.StepCards, Count: 2, Cards: []string{"fish", "wheat"}}, "Fish, Wheat", "", false},
		{"counted", sultan.Step{Kind: sultan.StepCardsCounted, Count: 1}, "a good", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			en := For(English).Check(tc.step, nil, 0)
			if !strings.Contains(en, tc.en) {
				t.Errorf("en: %q, want %q", en, tc.en)
			}
			if tc.de != "" {
				if de := For(German).Check(tc.step, nil, 0); !strings.Contains(de, tc.de) {
					t.Errorf("de: %q, want %q", de, tc.de)
				}
			}
		})
	}
}
