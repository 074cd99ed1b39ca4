package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// TestCardLimits: every count from none to the deck or box is fine (the
// rule), one more or one fewer is not (its twin), for every good and Item.
func TestCardLimits(t *testing.T) {
	for _, g := range game.Goods() {
		for n := 0; n <= g.Count(); n++ {
			if got := GoodLimit(g, n); got != CardsFine {
				t.Errorf("%s: %d held is %v, want fine", g, n, got)
			}
		}
		if got := GoodLimit(g, -1); got != CardsNegative {
			t.Errorf("%s: -1 held is %v, want negative", g, got)
		}
		if got := GoodLimit(g, g.Count()+1); got != CardsBeyondBox {
			t.Errorf("%s: %d held is %v, want beyond the deck", g, g.Count()+1, got)
		}
	}
	for _, i := range game.Items() {
		if got := ItemLimit(i, i.Count()); got != CardsFine {
			t.Errorf("%s: %d held is %v, want fine", i, i.Count(), got)
		}
		if got := ItemLimit(i, -1); got != CardsNegative {
			t.Errorf("%s: -1 held is %v, want negative", i, got)
		}
		if got := ItemLimit(i, i.Count()+1); got != CardsBeyondBox {
			t.Errorf("%s: %d held is %v, want beyond the box", i, i.Count()+1, got)
		}
	}
}
