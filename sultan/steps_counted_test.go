package sultan

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestCountedCardsHaveNoOrder: on a stand-in row (1 Fakir among the 2
// cards of a double strike whose tiles hold 1 Merchant each), the two
// cards steps, which would say the first card is the Fakir, become one
// step of 2 cards keeping 1 Fakir, worded without an order; the steps of
// a tracked row (no CountedCards) still name each card.
func TestCountedCardsHaveNoOrder(t *testing.T) {
	steps := []Step{
		{Kind: StepTake, Place: game.Place{Col: 5, Row: 4}},
		{Kind: StepToBag, Tribe: game.Merchant, Count: 1, Place: game.Place{Col: 5, Row: 4}},
		{Kind: StepCards, Place: game.Place{Col: 5, Row: 4}, Count: 1, Cards: []string{"fakir"}, Fakirs: 1, Total: 1},
		{Kind: StepTake, Place: game.Place{Col: 5, Row: 1}},
		{Kind: StepCards, Place: game.Place{Col: 5, Row: 1}, Count: 1, Cards: []string{"wheat"}, Fakirs: 0, Total: 1},
		{Kind: StepBuy, Elders: 1, Fakirs: 1, Djinn: Leftmost},
	}
	got := CountedCards(steps)
	want := []StepKind{StepTake, StepToBag, StepCardsCounted, StepTake, StepBuy}
	if !equalKinds(kinds(got), want) {
		t.Fatalf("kinds %v, want %v", kinds(got), want)
	}
	c := got[2]
	if c.Count != 2 || c.Fakirs != 1 || c.Total != 1 || c.Cards != nil || c.Place != (game.Place{Col: 5, Row: 4}) {
		t.Errorf("counted step %+v, want 2 cards, 1 Fakir, 1 in all, no card named, on r4 c5", c)
	}
	words := c.Words()
	if w := "Yazid takes 2 cards from the front of the resource row: he keeps the 1 Fakir among them (1 in all), discard the goods."; words != w {
		t.Errorf("words %q, want %q", words, w)
	}
	// Negative twin: without CountedCards each card is named in its order.
	first := steps[2].Words()
	if !strings.Contains(first, "(fakir)") {
		t.Errorf("tracked row: %q names no card", first)
	}
	for _, tc := range []struct {
		count, fakirs int
		want          string
	}{
		{1, 1, "1 card from the front of the resource row: a Fakir, he keeps it (3 in all)."},
		{1, 0, "1 card from the front of the resource row: a good, discard it."},
		{3, 0, "3 cards from the front of the resource row: no Fakir among them, discard them."},
		{2, 2, "2 cards from the front of the resource row: all Fakirs, he keeps them (3 in all)."},
		{3, 2, "3 cards from the front of the resource row: he keeps the 2 Fakirs among them (3 in all), discard the goods."},
	} {
		if got := (Step{Kind: StepCardsCounted, Count: tc.count, Fakirs: tc.fakirs, Total: 3}).Words(); got != "Yazid takes "+tc.want {
			t.Errorf("%d cards, %d Fakirs: %q", tc.count, tc.fakirs, got)
		}
	}
}
