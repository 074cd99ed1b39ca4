package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
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
	if len(w) != 2 || !strings.Contains(w[0], "7 Assassins") || !strings.Contains(w[1], "a payment of 6, you have 1") {
		t.Errorf("warnings: %q", w)
	}
	if w := (soloStatus{Assassins: 6, MaxAssassins: 3, Over: true}).warnings(); w != nil {
		t.Errorf("a game over warns: %q", w)
	}
}

// TestStatusWarningsLosingRolls: when several rolls would bring the 7th
// Assassin the warning names them all (up to four, then how many more),
// not one; one losing roll is named alone (the twin).
func TestStatusWarningsLosingRolls(t *testing.T) {
	r := func(w, b int) sultan.Roll { return sultan.Roll{White: w, Black: b} }
	tests := []struct {
		name  string
		rolls []sultan.Roll
		want  string
	}{
		{"one roll", []sultan.Roll{r(3, 2)}, "a roll of white 3, black 2 would give Yazid 7 Assassins: you would lose"},
		{"two rolls", []sultan.Roll{r(3, 2), r(3, 6)},
			"2 rolls would give Yazid 7 Assassins or more (white 3, black 2; white 3, black 6): you would lose"},
		{"six rolls", []sultan.Roll{r(1, 6), r(2, 6), r(3, 2), r(3, 6), r(4, 6), r(5, 6)},
			"6 rolls would give Yazid 7 Assassins or more (white 1, black 6; white 2, black 6; white 3, black 2; white 3, black 6 and 2 more): you would lose"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := soloStatus{Assassins: 5, MaxAssassins: 2, AssassinsRoll: tc.rolls[0], LosingRolls: tc.rolls}
			if w := s.warnings(); len(w) != 1 || w[0] != tc.want {
				t.Errorf("got %q, want %q", w, tc.want)
			}
		})
	}
}

// TestStatusNoNextRoll: in the last round, after Yazid's turn, no roll
// is to come: nothing warns of one (Assassins, payment, the 6th Djinn)
// and the panel marks no danger of the next roll; the twin, with a roll
// to come, warns.
func TestStatusNoNextRoll(t *testing.T) {
	s := soloStatus{Assassins: 5, MaxAssassins: 2, Coins: 1, MaxPayment: 6, Djinns: 5, LosingRolls: []sultan.Roll{{White: 1, Black: 1}}}
	if w := s.warnings(); len(w) != 3 {
		t.Fatalf("with a roll to come: got %q, want 3 warnings", w)
	}
	s.NoNextRoll, s.MaxAssassins, s.MaxPayment, s.LosingRolls = true, 0, 0, nil
	if w := s.warnings(); len(w) != 0 {
		t.Errorf("no roll to come: got %q", w)
	}
	for _, l := range s.lines() {
		if l.warn || strings.Contains(l.text, "next") {
			t.Errorf("no roll to come: panel line %q (warn %v)", l.text, l.warn)
		}
	}
}

// TestSoloLastRoundWarnsOfNoRoll: Yazid places his last camel, so the game
// ends after this round: the player's step warns of no next roll; the
// twin, with camels left, warns of a payment the player cannot make.
func TestSoloLastRoundWarnsOfNoRoll(t *testing.T) {
	for _, camels := range []int{1, 5} {
		v, _ := newTestSolo(t, func(s *sultan.Setup) { yazidToPlace(camels)(s); s.Player.Coins = 0 }, sultan.Roll{White: 1, Black: 1})
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
		typeText(v, "a")
		pressKeys(v, tcell.KeyEnter)
		if v.Step() != stepPlayer {
			t.Fatalf("%d camels: step %s, want player", camels, v.Step())
		}
		screen := drawScreen(t, v, screenWidth, screenHeight)
		warns := strings.Contains(screen, "! a roll of") || strings.Contains(screen, "rolls would")
		if last := camels == 1; warns == last {
			t.Errorf("%d camels (last round %v): warns %v\n%s", camels, last, warns, screen)
		}
	}
}
