package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestGoodsAddedAfterTheTurnOfferTheSale: goods typed in the holdings
// form once the tile action is done, none held before (u from the
// clean-up, h), open the sale (the engine's turn says so:
// sultan.Game.Pending), and the clean-up offers it; s opens it and the
// goods sell, en and de at 80x24. The twins: no goods typed, no sale
// offered; goods after a sale made, no second one.
func TestGoodsAddedAfterTheTurnOfferTheSale(t *testing.T) {
	for _, tc := range []struct {
		lang, goods, sale, prompt string
	}{
		{"en", "silk, fish", "s  sell goods first (you hold 1 Silk, 1 Fish)", "Sell goods?"},
		{"de", "Seide, Fisch", "s  erst Waren verkaufen (du hast 1 Seide, 1 Fisch)", "Waren verkaufen?"},
	} {
		toCleanUp := func(t *testing.T) *soloHost {
			t.Helper()
			v, _ := newTestSoloIn(t, tc.lang, powersSetup(t), sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			typeText(v, "1213")
			if v.Step() != stepCleanup || v.cards().goodsTotal() != 0 {
				t.Fatalf("after the move: step %s, %d goods (%s)", v.Step(), v.cards().goodsTotal(), v.Message())
			}
			return v
		}
		addGoods := func(t *testing.T, v *soloHost, goods string) string {
			t.Helper()
			n := v.g.Len()
			typeText(v, "u")
			if v.Step() != stepPlayer || v.g.Len() != n {
				t.Fatalf("u from the clean-up: step %s, %d events undone", v.Step(), n-v.g.Len())
			}
			typeText(v, "h")
			pressKeys(v, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown)
			typeText(v, goods)
			pressKeys(v, tcell.KeyEnter)
			if v.msgErr || v.g.Len() != n+1 {
				t.Fatalf("%s typed: %q", goods, v.Message())
			}
			screen := drawScreen(t, v, 80, 24)
			pressKeys(v, tcell.KeyEnter) // the player's step: the turn is done, or no sale
			if v.Step() != stepCleanup {
				t.Fatalf("%s typed, Enter: step %s, %q", goods, v.Step(), v.Message())
			}
			return screen + drawScreen(t, v, 80, 24)
		}
		t.Run(tc.lang, func(t *testing.T) {
			v := toCleanUp(t)
			if screen := drawScreen(t, v, 80, 24); strings.Contains(screen, tc.sale[3:15]) {
				t.Errorf("no goods, a sale offered:\n%s", screen)
			}
			screen := addGoods(t, v, tc.goods)
			if !strings.Contains(screen, tc.prompt) || !strings.Contains(screen, tc.sale) {
				t.Fatalf("goods added, no sale offered:\n%s", screen)
			}
			coins := v.g.Player().Coins
			typeText(v, "s")
			typeText(v, "62") // silk, fish
			pressKeys(v, tcell.KeyEnter)
			if v.g.Player().Coins != coins+3 || v.g.Player().Goods[game.Silk] != 0 {
				t.Fatalf("the sale: %d coins (were %d), %v (%q)", v.g.Player().Coins, coins, v.g.Player().Goods, v.Message())
			}
			// Goods after the sale made: none to sell again.
			if screen := addGoods(t, v, tc.goods); strings.Contains(screen, tc.prompt) || strings.Contains(screen, tc.sale[3:15]) {
				t.Errorf("goods after a sale, a second sale offered:\n%s", screen)
			}
		})
	}
}
