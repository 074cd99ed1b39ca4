package sultan

import (
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// oneTile is a base board with meeples only at column 4, row 2, a Village
// with 3 blue tiles surrounding it.
func oneTile(t *testing.T, tok string) *game.Board {
	t.Helper()
	return grid(t, base, `
- - - - - -
- - - - - -
- - - - - -
- - - `+tok+` - -
- - - - - -`)
}

func TestCaptures(t *testing.T) {
	intp := func(n int) *int { return &n }
	tests := []struct {
		name      string
		tok       string // meeples at column 4, row 2
		coins     int
		djinns    []string
		yazid     YazidHoldings
		resources []string
		rules     Rules
		want      Capture // the fields compared: counts, cards, fakirs, coins due, camel, income
		wantYazid YazidHoldings
		coinsLeft int
		lost      game.Loss
	}{
		{name: "Viziers to the Council", tok: "YY", coins: 10,
			want: Capture{Council: 2, CamelPlaced: true}, wantYazid: YazidHoldings{Council: 2, Camels: 10}, coinsLeft: 10},
		{name: "Viziers with Dhenim pay 2", tok: "YY", coins: 10, djinns: []string{"Dhenim"},
			want: Capture{Council: 2, CamelPlaced: true, Income: map[string]int{"Dhenim": 2}}, wantYazid: YazidHoldings{Council: 2, Camels: 10}, coinsLeft: 12},
		{name: "Denhim is Dhenim", tok: "Y", coins: 10, djinns: []string{"Denhim"},
			want: Capture{Council: 1, CamelPlaced: true, Income: map[string]int{"Dhenim": 2}}, wantYazid: YazidHoldings{Council: 1, Camels: 10}, coinsLeft: 12},
		{name: "no Viziers: Dhenim pays nothing", tok: "W", coins: 10, djinns: []string{"Dhenim"},
			want: Capture{Elders: 1, CamelPlaced: true}, wantYazid: YazidHoldings{Elders: 1, Camels: 10}, coinsLeft: 10},
		{name: "Assassins with Nekir pay 2", tok: "RR", coins: 0, djinns: []string{"Nekir"},
			want: Capture{Assassins: 2, CamelPlaced: true, Income: map[string]int{"Nekir": 2}}, wantYazid: YazidHoldings{Assassins: 2, Camels: 10}, coinsLeft: 2},
		{name: "no Assassins: Nekir pays nothing", tok: "G", coins: 0, djinns: []string{"Nekir"},
			want: Capture{Merchants: 1, CamelPlaced: true}, wantYazid: YazidHoldings{Camels: 10}, coinsLeft: 0},
		{name: "Nekir, Dhenim and Marid all pay on one tile", tok: "YR@1", coins: 0, djinns: []string{"Nekir", "Dhenim", "Marid"},
			want:      Capture{Council: 1, Assassins: 1, Income: map[string]int{"Nekir": 2, "Dhenim": 2, "Marid": 2}},
			wantYazid: YazidHoldings{Council: 1, Assassins: 1, Camels: 11}, coinsLeft: 6},
		{name: "the 6th Assassin does not lose", tok: "R", yazid: YazidHoldings{Assassins: 5, Camels: 11},
			want: Capture{Assassins: 1, CamelPlaced: true}, wantYazid: YazidHoldings{Assassins: 6, Camels: 10}},
		{name: "the 7th Assassin loses", tok: "R", yazid: YazidHoldings{Assassins: 6, Camels: 11},
			want: Capture{Assassins: 1, CamelPlaced: true}, wantYazid: YazidHoldings{Assassins: 7, Camels: 10}, lost: game.LostAssassins},
		{name: "Builders: builders x blue tiles around", tok: "BB", coins: 20,
			want: Capture{Builders: 2, CoinsDue: 6, CamelPlaced: true}, wantYazid: YazidHoldings{Camels: 10}, coinsLeft: 14},
		{name: "a payment down to exactly 0 survives", tok: "BB", coins: 6,
			want: Capture{Builders: 2, CoinsDue: 6, CamelPlaced: true}, wantYazid: YazidHoldings{Camels: 10}, coinsLeft: 0},
		{name: "a payment one coin short loses", tok: "BB", coins: 5,
			want: Capture{Builders: 2, CoinsDue: 6, CamelPlaced: true}, wantYazid: YazidHoldings{Camels: 10}, coinsLeft: 0, lost: game.LostPayment},
		{name: "the income before the payment saves the player", tok: "BBY", coins: 4, djinns: []string{"Dhenim"},
			want:      Capture{Council: 1, Builders: 2, CoinsDue: 6, CamelPlaced: true, Income: map[string]int{"Dhenim": 2}},
			wantYazid: YazidHoldings{Council: 1, Camels: 10}, coinsLeft: 0},
		{name: "income after the payment: the same player loses", tok: "BBY", coins: 4, djinns: []string{"Dhenim"},
			rules:     Rules{IncomeTiming: AfterPayment},
			want:      Capture{Council: 1, Builders: 2, CoinsDue: 6, CamelPlaced: true, Income: map[string]int{"Dhenim": 2}},
			wantYazid: YazidHoldings{Council: 1, Camels: 10}, coinsLeft: 0, lost: game.LostPayment},
		{name: "Builders without Fakirs by default", tok: "B", coins: 20, yazid: YazidHoldings{Fakirs: 2, Camels: 11},
			want: Capture{Builders: 1, CoinsDue: 3, CamelPlaced: true}, wantYazid: YazidHoldings{Fakirs: 2, Camels: 10}, coinsLeft: 17},
		{name: "builders_fakirs: Yazid adds his Fakirs", tok: "B", coins: 20, yazid: YazidHoldings{Fakirs: 2, Camels: 11},
			rules: Rules{BuildersFakirs: true},
			want:  Capture{Builders: 1, CoinsDue: 9, CamelPlaced: true}, wantYazid: YazidHoldings{Camels: 10}, coinsLeft: 11},
		{name: "Merchants take cards from the front, Fakirs kept", tok: "GG", resources: []string{"fakir", "fish", "silk"},
			want:      Capture{Merchants: 2, CardsTaken: []string{"fakir", "fish"}, FakirsKept: intp(1), CamelPlaced: true},
			wantYazid: YazidHoldings{Fakirs: 1, Camels: 10}},
		{name: "Merchants take what the row holds", tok: "GGG", resources: []string{"fakir"},
			want:      Capture{Merchants: 3, CardsTaken: []string{"fakir"}, FakirsKept: intp(1), CamelPlaced: true},
			wantYazid: YazidHoldings{Fakirs: 1, Camels: 10}},
		{name: "Merchants without a tracked row: nothing counted", tok: "GG",
			want: Capture{Merchants: 2, CardsTaken: []string{}, CamelPlaced: true}, wantYazid: YazidHoldings{Camels: 10}},
		{name: "Artisans kept by Yazid", tok: "P",
			want: Capture{Artisans: 1, CamelPlaced: true}, wantYazid: YazidHoldings{Artisans: 1, Camels: 10}},
		{name: "Artisans to the bag", tok: "P", rules: Rules{Artisans: ArtisansToBag},
			want: Capture{CamelPlaced: true}, wantYazid: YazidHoldings{Camels: 10}},
		{name: "the player's tile: no camel, Marid pays", tok: "W@1", djinns: []string{"Marid"},
			want: Capture{Elders: 1, Income: map[string]int{"Marid": 2}}, wantYazid: YazidHoldings{Elders: 1, Camels: 11}, coinsLeft: 2},
		{name: "the player's tile without Marid", tok: "W@1",
			want: Capture{Elders: 1}, wantYazid: YazidHoldings{Elders: 1, Camels: 11}},
		{name: "Yazid's own tile: no second camel", tok: "W@Y",
			want: Capture{Elders: 1}, wantYazid: YazidHoldings{Elders: 1, Camels: 10}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x := base
			if tc.tok == "P" {
				x = game.Expansions{Artisans: true}
			}
			var b *game.Board
			if x.Artisans {
				b = grid(t, x, "- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - "+tc.tok+" - -\n- - - - - -")
			} else {
				b = oneTile(t, tc.tok)
			}
			st := state(b, x, tc.coins, tc.djinns...)
			if tc.yazid != (YazidHoldings{}) {
				st.Yazid = tc.yazid
			}
			if tc.resources != nil {
				for _, r := range tc.resources {
					res, _ := game.ParseResource(r)
					st.Resources = append(st.Resources, res)
				}
			}
			turn, err := ResolveTurn(&st, Roll{4, 2}, tc.rules, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(turn.Captures) != 1 {
				t.Fatalf("got %d captures, want 1", len(turn.Captures))
			}
			c := turn.Captures[0]
			w := tc.want
			w.Place = pl(4, 2)
			if c.Place != w.Place || c.Council != w.Council || c.Elders != w.Elders || c.Assassins != w.Assassins || c.Artisans != w.Artisans ||
				c.Merchants != w.Merchants || c.Builders != w.Builders || c.CoinsDue != w.CoinsDue || c.CamelPlaced != w.CamelPlaced {
				t.Errorf("got %+v, want %+v", c, w)
			}
			if w.CardsTaken != nil && !slices.Equal(c.CardsTaken, w.CardsTaken) {
				t.Errorf("cards: got %v, want %v", c.CardsTaken, w.CardsTaken)
			}
			if (c.FakirsKept == nil) != (w.FakirsKept == nil) || (c.FakirsKept != nil && *c.FakirsKept != *w.FakirsKept) {
				t.Errorf("fakirs kept: got %v, want %v", c.FakirsKept, w.FakirsKept)
			}
			if len(c.Income) != len(w.Income) {
				t.Errorf("income: got %v, want %v", c.Income, w.Income)
			}
			for k, v := range w.Income {
				if c.Income[k] != v {
					t.Errorf("income: got %v, want %v", c.Income, w.Income)
				}
			}
			if st.Yazid != tc.wantYazid {
				t.Errorf("yazid: got %+v, want %+v", st.Yazid, tc.wantYazid)
			}
			if st.Player.Coins != tc.coinsLeft {
				t.Errorf("coins: got %d, want %d", st.Player.Coins, tc.coinsLeft)
			}
			if turn.Lost != tc.lost {
				t.Errorf("lost: got %v, want %v", turn.Lost, tc.lost)
			}
			if !st.Board.Tile(pl(4, 2)).Meeples.Empty() {
				t.Errorf("the tile still holds %v", st.Board.Tile(pl(4, 2)).Meeples)
			}
		})
	}
}

func TestBlueSurroundingOfTestTile(t *testing.T) {
	// Column 4, row 2 is a Village; around it S15 O SM / SM V LM / O S6 SM:
	// three blue tiles, the Village itself included.
	b := oneTile(t, "B")
	if got := b.BlueSurrounding(pl(4, 2)); got != 3 {
		t.Fatalf("got %d blue tiles, want 3 (the tests above assume it)", got)
	}
}
