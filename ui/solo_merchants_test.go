package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// toMerchants enters r1c2 to r1c3 ... the move of the "prompt merchants"
// scene: 2 Merchants taken, the row not tracked.
func toMerchants(t *testing.T) *soloHost {
	t.Helper()
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "12cgr")
	o, ok := v.pm.turnOptions()
	if !ok || o.Tribe != game.Merchant || o.MaxCards != 2 {
		t.Fatalf("want the Merchants' prompt: %+v (%s)", o, v.Message())
	}
	return v
}

// TestGuidedMerchantsShortRow: more cards typed than the Merchants take
// are the front of the row, kept: 8 typed of the 9 the engine counts
// leave 1 unknown behind them, and the Merchants take the front by
// themselves. The twin: the first 2 typed take 2 and leave the row
// untracked, counted 7.
func TestGuidedMerchantsShortRow(t *testing.T) {
	v := toMerchants(t)
	typeText(v, "23456782")
	pressKeys(v, tcell.KeyEnter)
	if v.msgErr {
		t.Fatalf("the row of 8 refused: %q", v.Message())
	}
	st := v.g.State()
	if got := len(st.KnownResources()); got != 6 || st.ResourceCount() != 7 || st.ResourcesUnknown() != 1 {
		t.Errorf("the row left: %d known of %d, want 6 of 7 (%s)", got, st.ResourceCount(), v.Message())
	}
	if got := v.g.Player().Goods[game.Fish] + v.g.Player().Goods[game.Wheat]; got != 2 {
		t.Errorf("fish and wheat taken: %d, want 2", got)
	}

	v = toMerchants(t)
	typeText(v, "23")
	pressKeys(v, tcell.KeyEnter)
	if st := v.g.State(); v.msgErr || st.Resources != nil || st.ResourceCount() != 7 {
		t.Errorf("the first 2: %q, row %v of %d", v.Message(), st.Resources, st.ResourceCount())
	}
}
