package sultan

import "github.com/naqala/naqala/game"

// PlaceholderBoard gives every unknown tile of b one placeholder meeple,
// of the tribe with the most room left in the box after the known tiles
// and what both sides hold; Merchants, Elders, Viziers and Artisans
// first, as they change neither the coins nor the Assassins the next roll
// can bring. The player may leave a tile's starting meeples to be asked
// when they first matter; the placeholder keeps Yazid's targets and the
// odds seeing a tile with meeples (every tile starts with 3).
func PlaceholderBoard(b *game.Board, unknown map[game.Place]bool, x game.Expansions, player Holdings, yazid YazidHoldings) *game.Board {
	nb := b.Clone()
	var spare [game.NumTribes]int
	for _, tr := range game.Tribes {
		spare[tr] = game.BoxMeeples(tr, x)
	}
	spare[game.Vizier] -= yazid.Council + player.Viziers
	spare[game.Elder] -= yazid.Elders + player.Elders
	spare[game.Assassin] -= yazid.Assassins
	spare[game.Artisan] -= yazid.Artisans + player.Artisans
	for _, p := range nb.Places() {
		if !unknown[p] {
			m := nb.Tile(p).Meeples
			for _, tr := range game.Tribes {
				spare[tr] -= m[tr]
			}
		}
	}
	for _, p := range nb.Places() {
		if !unknown[p] {
			continue
		}
		t := nb.At(p)
		t.Meeples = game.Meeples{}
		best := game.Tribe(-1)
		for _, group := range [][]game.Tribe{{game.Merchant, game.Elder, game.Vizier, game.Artisan}, {game.Builder, game.Assassin}} {
			for _, tr := range group {
				if tr == game.Artisan && !x.Artisans {
					continue
				}
				if spare[tr] > 0 && (best < 0 || spare[tr] > spare[best]) {
					best = tr
				}
			}
			if best >= 0 {
				break
			}
		}
		if best >= 0 {
			t.Meeples[best] = 1
			spare[best]--
		}
	}
	return nb
}
