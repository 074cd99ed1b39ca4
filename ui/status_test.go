package ui

import (
	"strings"
	"testing"
)

func TestStatusWarnings(t *testing.T) {
	tests := []struct {
		name string
		s    soloStatus
		line string // the panel line that must (or must not) warn
		warn bool
	}{
		{"the next roll can bring the 7th Assassin", soloStatus{Assassins: 4, MaxAssassins: 3}, "Assassins", true},
		{"the next roll brings at most the 6th", soloStatus{Assassins: 4, MaxAssassins: 2}, "Assassins", false},
		{"the next roll can ask more coins than held", soloStatus{Coins: 8, MaxPayment: 9}, "Coins", true},
		{"paying down to 0 survives", soloStatus{Coins: 9, MaxPayment: 9}, "Coins", false},
		{"Yazid has 5 Djinns", soloStatus{Djinns: 5}, "Djinns", true},
		{"Yazid has 4 Djinns", soloStatus{Djinns: 4}, "Djinns", false},
		{"a tie with the Council loses", soloStatus{Viziers: 2, Council: 2}, "Viziers", true},
		{"one Vizier more survives", soloStatus{Viziers: 3, Council: 2}, "Viziers", false},
		{"no Council yet", soloStatus{}, "Viziers", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			found := false
			for _, l := range tc.s.lines() {
				if strings.HasPrefix(l.text, tc.line) {
					found = true
					if l.warn != tc.warn {
						t.Errorf("%q: warn %v, want %v", l.text, l.warn, tc.warn)
					}
				}
			}
			if !found {
				t.Fatalf("no %s line in %+v", tc.line, tc.s.lines())
			}
		})
	}
	// With Artisans the Tent still to place is shown under the camels;
	// the twin without it shows nothing.
	if got := (soloStatus{TentToPlace: true}).lines(); got[len(got)-1].text != "and your Tent to place" {
		t.Errorf("the Tent to place: last line %q", got[len(got)-1].text)
	}
	if got := (soloStatus{}).lines(); strings.Contains(got[len(got)-1].text, "Tent") {
		t.Errorf("no Tent to place: last line %q", got[len(got)-1].text)
	}
	w := soloStatus{Assassins: 5, MaxAssassins: 2, Coins: 1, MaxPayment: 6}.warnings()
	if len(w) != 2 || !strings.Contains(w[0], "7 Assassins") || !strings.Contains(w[1], "ask 6 coins, you have 1") {
		t.Errorf("warnings: %q", w)
	}
	if w := (soloStatus{Assassins: 6, MaxAssassins: 3, Over: true}).warnings(); w != nil {
		t.Errorf("a game over warns: %q", w)
	}
}
