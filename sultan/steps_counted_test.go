package sultan

import (
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
	// labels_test TestCountedCardsWords says them.
}
