package advisor

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestReviewRollKeyCoinsClampWithMerchantFakirs: under builders_fakirs a
// struck tile's Merchants can bring Yazid a Fakir card before its
// Builders are counted (capture), so the coins due can exceed what
// rollKey reckons from his Fakirs before the turn; two tables that differ
// only in the player's coins beyond that clamp then share a cache key
// though one pays in full and the other loses.
func TestReviewRollKeyCoinsClampWithMerchantFakirs(t *testing.T) {
	st, _ := loadState(t, "setup.yaml")
	rules := sultan.Rules{BuildersFakirs: true}
	var p game.Place
	blue := 0
	for _, q := range st.Board.Places() {
		if q.Row <= 5 && q.Col <= 6 {
			if b := st.Board.BlueSurrounding(q); b > 0 {
				p, blue = q, b
				break
			}
		}
	}
	if blue == 0 {
		t.Fatal("no tile with blue tiles around")
	}
	st.Board.At(p).Meeples = game.Meeples{}
	st.Board.At(p).Meeples[game.Builder] = 1
	st.Board.At(p).Meeples[game.Merchant] = 1
	st.Yazid.Fakirs = 0
	st.Resources = []game.Resource{{Fakir: true}, {Good: 0}}
	roll := sultan.Roll{White: p.Col, Black: p.Row}
	low, high := st, st
	low.Player.Coins = blue      // pays (1+0)*blue in rollKey's eyes; due is (1+1)*blue
	high.Player.Coins = 2 * blue // pays in full
	fresh := func(s sultan.State) rollDamage {
		f := &threatFinder{rules: rules, w: DefaultWeights()}
		f.setTable(s)
		d, _ := f.best(s, roll, nil)
		return d
	}
	wantLow, wantHigh := fresh(low), fresh(high)
	if wantLow == wantHigh {
		t.Fatalf("the two tables give the same damage %+v: no test", wantLow)
	}
	f := &threatFinder{rules: rules, w: DefaultWeights()}
	f.setTable(low)
	f.best(low, roll, nil)
	f.setTable(high)
	if got, _ := f.best(high, roll, nil); got != wantHigh {
		t.Fatalf("tile %v (blue %d): after the table with %d coins, the one with %d: %+v, fresh finder %+v", p, blue, low.Player.Coins, high.Player.Coins, got, wantHigh)
	}
}
