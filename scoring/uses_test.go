package scoring

import (
	"testing"

	"github.com/naqala/naqala/game"
)

func TestPlayerUses(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    Player
		e    game.Expansion
		want bool
	}{
		{"nothing held", Player{}, game.Artisans, false},
		{"base pieces", Player{Coins: 50, Viziers: 3, Djinns: []HeldDjinn{{Name: "Jafaar"}}, Tiles: []HeldTile{{Type: game.Oasis, Palms: 2}}}, game.Artisans, false},
		{"artisans", Player{Artisans: 1}, game.Artisans, true},
		{"an item", Player{Items: []game.Item{game.Crown}}, game.Artisans, true},
		{"a thief", Player{Thieves: []string{"Ziad"}}, game.Thieves, true},
		{"a thief, for artisans", Player{Thieves: []string{"Ziad"}}, game.Artisans, false},
		{"the artisans' thief, for artisans", Player{Thieves: []string{"Madjaar"}}, game.Artisans, true},
		{"an artisans djinn", Player{Djinns: []HeldDjinn{{Name: "Ptah"}}}, game.Artisans, true},
		{"an artisans djinn, for whims", Player{Djinns: []HeldDjinn{{Name: "Ptah"}}}, game.Whims, false},
		{"a workshop", Player{Tiles: []HeldTile{{Type: game.Workshop}}}, game.Artisans, true},
		{"a tent", Player{Tiles: []HeldTile{{Type: game.Oasis, Tent: true, TentRed: 3}}}, game.Artisans, true},
		{"a tent, for whims", Player{Tiles: []HeldTile{{Type: game.Oasis, Tent: true, TentRed: 3}}}, game.Whims, false},
		{"by the lake", Player{Tiles: []HeldTile{{Type: game.Village, Lake: true}}}, game.Whims, true},
		{"a city", Player{Tiles: []HeldTile{{Type: game.CityBlue}}}, game.Whims, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.p.Uses(tc.e); got != tc.want {
				t.Errorf("Uses(%v): got %v, want %v", tc.e, got, tc.want)
			}
		})
	}
}
