package scoring

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
