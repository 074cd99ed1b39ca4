package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// TestStatusWarningsLosingPayments: when several rolls would bring a
// payment the player cannot make, the warning names them all (up to four,
// then how many more), as the Assassins' warning does; one losing roll is
// named alone (the twin), in English and German.
func TestStatusWarningsLosingPayments(t *testing.T) {
	r := func(w, b int) sultan.Roll { return sultan.Roll{White: w, Black: b} }
	tests := []struct {
		name, lang string
		rolls      []sultan.Roll
		want       string
	}{
		{"one roll", "en", []sultan.Roll{r(3, 2)}, "a roll of white 3, black 2 would bring a payment of 6, you have 1: you would lose"},
		{"two rolls", "en", []sultan.Roll{r(3, 2), r(3, 6)},
			"2 rolls would bring a payment above your 1 coin (white 3, black 2; white 3, black 6; at most 6): you would lose"},
		{"six rolls", "en", []sultan.Roll{r(1, 6), r(2, 6), r(3, 2), r(3, 6), r(4, 6), r(5, 6)},
			"6 rolls would bring a payment above your 1 coin (white 1, black 6; white 2, black 6; white 3, black 2; white 3, black 6 and 2 more; at most 6): you would lose"},
		{"two rolls German", "de", []sultan.Roll{r(3, 2), r(3, 6)}, "2 Würfe brächten eine Zahlung, die du mit 1 Gold nicht leisten kannst (weiß 3, schwarz 2;"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := soloStatus{Coins: 1, MaxPayment: 6, PaymentRoll: tc.rolls[0], LosingPayments: tc.rolls, lang: tc.lang}
			if w := s.warnings(); len(w) != 1 || !strings.HasPrefix(w[0], tc.want) {
				t.Errorf("got %q, want %q", w, tc.want)
			}
		})
	}
}

// TestSoloWarnsEveryLosingPayment: on the player's turn with 0 coins the
// step warns of every roll whose Builders the player cannot pay, read
// from the game: the test board has Builders on many tiles.
func TestSoloWarnsEveryLosingPayment(t *testing.T) {
	v, _ := newTestSolo(t, func(s *sultan.Setup) { s.Player.Coins = 0 }, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepPlayer {
		t.Fatalf("step %s, want the player's turn (%s)", v.Step(), v.Message())
	}
	if n := len(v.status.LosingPayments); n < 2 {
		t.Fatalf("losing payments %v, want several", v.status.LosingPayments)
	}
	screen := drawScreen(t, v, screenWidth, screenHeight)
	if !strings.Contains(screen, "rolls would bring a payment above your 0 coins") {
		t.Errorf("the warning names one roll:\n%s", stepRegion(screen))
	}
}
