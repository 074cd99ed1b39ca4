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
	for p := range unknown {
		if t := nb.At(p); t != nil {
			t.Meeples = game.Meeples{}
		}
	}
	addPlaceholders(nb, unknown, x, player, yazid)
	return nb
}

// addPlaceholders puts one placeholder meeple on every unknown tile of b,
// on top of what it holds (real meeples the game put there count as
// taken from the box), as PlaceholderBoard chooses them; it returns what
// it put on each.
func addPlaceholders(b *game.Board, unknown map[game.Place]bool, x game.Expansions, player Holdings, yazid YazidHoldings) map[game.Place]game.Meeples {
	var spare [game.NumTribes]int
	for _, tr := range game.Tribes {
		spare[tr] = game.BoxMeeples(tr, x)
	}
	spare[game.Vizier] -= yazid.Council + player.Viziers
	spare[game.Elder] -= yazid.Elders + player.Elders
	spare[game.Assassin] -= yazid.Assassins
	spare[game.Artisan] -= yazid.Artisans + player.Artisans
	for _, p := range b.Places() {
		m := b.Tile(p).Meeples
		for _, tr := range game.Tribes {
			spare[tr] -= m[tr]
		}
	}
	put := make(map[game.Place]game.Meeples, len(unknown))
	for _, p := range b.Places() {
		if !unknown[p] {
			continue
		}
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
			var m game.Meeples
			m[best] = 1
			b.At(p).Meeples[best]++
			put[p] = m
			spare[best]--
		}
	}
	return put
}
