package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// toMerchants enters r1c2 to r1c3 ... the move of the "prompt merchants"
// scene: 2 Merchants taken, the row not tracked.
func toMerchants(t *testing.T) *SoloView {
	t.Helper()
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "12cgr")
	o, ok := v.turnOptions()
	if !ok || o.Tribe != game.Merchant || o.MaxCards != 2 {
		t.Fatalf("want the Merchants' prompt: %+v (%s)", o, v.Message())
	}
	return v
}

// TestGuidedMerchantsShortRow: the row holds fewer than 9 cards after
// Yazid's Merchants took some; typing it whole as it lies (8 cards)
// tracks it and the Merchants take its front. The twin: the first 2
// typed take 2 and leave the row untracked.
func TestGuidedMerchantsShortRow(t *testing.T) {
	v := toMerchants(t)
	typeText(v, "23456782")
	pressKeys(v, tcell.KeyEnter)
	if v.msgErr {
		t.Fatalf("the row of 8 refused: %q", v.Message())
	}
	if got := len(v.g.State().Resources); got != 6 {
		t.Errorf("the row left: %d cards, want 6 (%s)", got, v.Message())
	}
	if got := v.g.Player().Goods[game.Fish] + v.g.Player().Goods[game.Wheat]; got != 2 {
		t.Errorf("fish and wheat taken: %d, want 2", got)
	}

	v = toMerchants(t)
	typeText(v, "23")
	pressKeys(v, tcell.KeyEnter)
	if v.msgErr || v.g.State().Resources != nil {
		t.Errorf("the first 2: %q, row %v", v.Message(), v.g.State().Resources)
	}
}
