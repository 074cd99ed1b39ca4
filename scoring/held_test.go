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

func TestMeepleRoom(t *testing.T) {
	players := []Player{{Viziers: 4, Elders: 1}, {Viziers: 10, Artisans: 2}, {Viziers: 1}}
	for _, tc := range []struct {
		name   string
		c      Category
		i      int
		x      game.Expansions
		tribe  game.Tribe
		box    int
		others int
		ok     bool
	}{
		{"viziers, the others'", CategoryViziers, 0, game.Expansions{}, game.Vizier, 16, 11, true},
		{"viziers, not one's own", CategoryViziers, 1, game.Expansions{}, game.Vizier, 16, 5, true},
		{"elders", CategoryElders, 1, game.Expansions{}, game.Elder, 20, 1, true},
		{"artisans with the expansion", CategoryArtisans, 0, game.Expansions{Artisans: true}, game.Artisan, game.BoxMeeples(game.Artisan, game.Expansions{Artisans: true}), 2, true},
		{"coins count no tribe", CategoryCoins, 0, game.Expansions{}, 0, 0, 0, false},
		{"djinns count no tribe", CategoryDjinns, 0, game.Expansions{}, 0, 0, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tribe, box, others, ok := MeepleRoom(tc.c, players, tc.i, tc.x)
			if tribe != tc.tribe || box != tc.box || others != tc.others || ok != tc.ok {
				t.Errorf("got %v %d %d %v, want %v %d %d %v", tribe, box, others, ok, tc.tribe, tc.box, tc.others, tc.ok)
			}
		})
	}
}
