package scoring

import "github.com/naqala/naqala/game"

// Held is what a score pad's cell of category c counts for player p
// holding tiles (p.Tiles, or the board's): the coins; the Viziers,
// Elders or Artisans; the cards of the Djinns row (Djinns and Thieves);
// the Palm Trees; the Palaces; the tiles, the Fabulous Cities apart; the
// red tiles around the Tent; the cities; the merchandise cards, Fakirs
// included; the item markers.
func Held(p Player, tiles []HeldTile, c Category) int {
	n := 0
	switch c {
	case CategoryCoins:
		return p.Coins
	case CategoryViziers:
		return p.Viziers
	case CategoryElders:
		return p.Elders
	case CategoryArtisans:
		return p.Artisans
	case CategoryDjinns:
		return len(p.Djinns) + len(p.Thieves)
	case CategoryPalmTrees, CategoryPalaces, CategoryTiles, CategoryTent, CategoryCities:
		for _, t := range tiles {
			switch c {
			case CategoryPalmTrees:
				n += t.Palms
			case CategoryPalaces:
				n += t.Palaces
			case CategoryTiles:
				if !t.Type.IsCity() {
					n++
				}
			case CategoryTent:
				if t.Tent {
					n = t.TentRed
				}
			case CategoryCities:
				if t.Type.IsCity() {
					n++
				}
			}
		}
	case CategoryMerchandise:
		n = p.Fakirs
		for _, k := range p.Merchandise {
			n += k
		}
	case CategoryItems:
		n = len(p.Items)
	}
	return n
}

// MeepleRoom is the tribe whose meeples category c counts (Viziers,
// Elders or Artisans), how many the box holds with the expansions x, and
// how many of them the players other than player i hold: player i may
// hold box - others. ok is false for a category that counts no tribe.
func MeepleRoom(c Category, players []Player, i int, x game.Expansions) (tribe game.Tribe, box, others int, ok bool) {
	switch c {
	case CategoryViziers:
		tribe = game.Vizier
	case CategoryElders:
		tribe = game.Elder
	case CategoryArtisans:
		tribe = game.Artisan
	default:
		return 0, 0, 0, false
	}
	for j, p := range players {
		if j != i {
			others += Held(p, nil, c)
		}
	}
	return tribe, game.BoxMeeples(tribe, x), others, true
}
