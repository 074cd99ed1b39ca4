package game

import "math/rand/v2"

// DealBoard lays out every tile of the expansions in x at random on a
// board of 6 columns and x.Rows() rows, and draws 3 meeples a tile from
// the bag (reference sections 1 and 3), forbidden tiles left empty. The
// Workshops carry no Mountains. It follows no expansion's layout rule:
// self-play deals with it, so that its measured figures stay comparable;
// a table's setup is DealSetup's (setup_deal.go). rng is the only source
// of chance.
func DealBoard(x Expansions, rng *rand.Rand) *Board {
	var tiles []TileType
	for _, t := range TileTypes() {
		if x.Has(t.Expansion()) {
			for i := 0; i < t.Count(); i++ {
				tiles = append(tiles, t)
			}
		}
	}
	rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	var bag []Tribe
	for _, tr := range Tribes {
		for i := 0; i < BoxMeeples(tr, x); i++ {
			bag = append(bag, tr)
		}
	}
	rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	b := NewBoard(6, x.Rows())
	for i := range b.Tiles {
		if i >= len(tiles) {
			break
		}
		b.Tiles[i].Type = tiles[i]
		if tiles[i].Forbidden() {
			continue
		}
		for k := 0; k < 3 && len(bag) > 0; k++ {
			b.Tiles[i].Meeples[bag[0]]++
			bag = bag[1:]
		}
	}
	return b
}
