package sultan

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestPlayerChangeHeld: what a player who does not track the rows types
// (goods, Items, Thieves, Whim cards) is taken within the deck, the box
// and the expansions, and refused beyond them without a change.
func TestPlayerChangeHeld(t *testing.T) {
	all := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	goods := func(g game.Good, n int) GoodsHeld { var h GoodsHeld; h[g] = n; return h }
	items := func(i game.Item, n int) ItemsHeld { var h ItemsHeld; h[i] = n; return h }
	tests := []struct {
		name    string
		x       game.Expansions
		rows    []string
		change  PlayerChange
		wantErr string
	}{
		{"2 ivory", base, nil, PlayerChange{Goods: goods(game.Ivory, 2)}, ""},
		{"3 ivory", base, nil, PlayerChange{Goods: goods(game.Ivory, 3)}, "player.goods.ivory: 3, the deck holds 2"},
		{"2 ivory with 1 in the row", base, []string{"ivory"}, PlayerChange{Goods: goods(game.Ivory, 2)},
			"player.goods.ivory: 2 held and 1 in the row make 3, the deck holds 2"},
		{"fewer than none", base, nil, PlayerChange{Goods: goods(game.Fish, -1)}, "player.goods.fish: -1 must not be negative"},
		{"a Crown", all, nil, PlayerChange{Items: items(game.Crown, 1)}, ""},
		{"a Crown without Artisans", base, nil, PlayerChange{Items: items(game.Crown, 1)}, "Items need the artisans expansion"},
		{"3 Crowns", all, nil, PlayerChange{Items: items(game.Crown, 3)}, "player.items.crown: 3, the box holds 2"},
		{"Ziad", all, nil, PlayerChange{GainThieves: []string{"ziad"}}, ""},
		{"Ziad without Thieves", base, nil, PlayerChange{GainThieves: []string{"Ziad"}}, "Ziad needs the thieves expansion"},
		{"an unknown Thief", all, nil, PlayerChange{GainThieves: []string{"Zaid"}}, "unknown Thief"},
		{"a Thief not held lost", all, nil, PlayerChange{LoseThieves: []string{"Ziad"}}, "has no Thief \"Ziad\" to lose"},
		{"a Whim card", all, nil, PlayerChange{Whims: 1}, ""},
		{"a Whim card without Whims", base, nil, PlayerChange{Whims: 1}, "Whim cards need the whims expansion"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := grid(t, tc.x, strings.Repeat("- - - - - -\n", len(layout(tc.x))))
			s := NewSetup(b, tc.x, false, DefaultRules())
			s.Resources = tc.rows
			g, err := New(s)
			if err != nil {
				t.Fatal(err)
			}
			before := g.State()
			err = g.ChangePlayer(tc.change)
			if tc.wantErr == "" {
				if err != nil {
					t.Fatalf("got %v", err)
				}
				if g.State().Equal(before) {
					t.Errorf("nothing changed")
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("got %v, want %q", err, tc.wantErr)
			}
			if !g.State().Equal(before) || len(g.Log()) != 1 {
				t.Errorf("a refused change changed the game")
			}
		})
	}
}
