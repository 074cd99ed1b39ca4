package scoring

import (
	"testing"

	"github.com/naqala/naqala/game"
)

func TestHeld(t *testing.T) {
	p := Player{
		Coins: 31, Viziers: 4, Elders: 3, Artisans: 2,
		Djinns:      []HeldDjinn{{Name: "Jafaar"}, {Name: "Enki"}},
		Thieves:     []string{"Ziad"},
		Merchandise: [game.NumGoods]int{1, 0, 2},
		Fakirs:      5,
		Items:       []game.Item{game.Crown, game.Chest},
	}
	tiles := []HeldTile{
		{Type: game.Oasis, Palms: 2},
		{Type: game.Village, Palaces: 1, Tent: true, TentRed: 4},
		{Type: game.CityBlue},
		{Type: game.CityRed, Palms: 1},
	}
	for c, want := range map[Category]int{
		CategoryCoins: 31, CategoryViziers: 4, CategoryElders: 3, CategoryArtisans: 2,
		CategoryDjinns: 3, CategoryPalmTrees: 3, CategoryPalaces: 1,
		CategoryTiles: 2, CategoryTent: 4, CategoryCities: 2,
		CategoryMerchandise: 8, CategoryItems: 2,
	} {
		if got := Held(p, tiles, c); got != want {
			t.Errorf("%s: got %d, want %d", c, got, want)
		}
	}
	// The negative twins: nothing held counts nothing, a tile without a
	// Tent no red tiles.
	for _, c := range AllCategories() {
		if got := Held(Player{}, []HeldTile{{Type: game.Oasis}}, c); got != 0 && c != CategoryTiles {
			t.Errorf("nothing held, %s: got %d, want 0", c, got)
		}
	}
}
