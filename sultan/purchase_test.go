package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

func TestDjinnPurchase(t *testing.T) {
	tests := []struct {
		name     string
		yazid    YazidHoldings
		row      []string // nil: not tracked
		djinns   []string // the player's
		want     string   // "" when nothing is bought
		after    YazidHoldings
		rowAfter []string
		coins    int
		lost     game.Loss
	}{
		{name: "1 Elder and 1 Fakir buy the left-most Djinn", yazid: YazidHoldings{Elders: 1, Fakirs: 1, Camels: 5},
			row: []string{"Enki", "Utug", "Leta"}, want: "Enki", after: YazidHoldings{Djinns: 1, Camels: 5}, rowAfter: []string{"Utug", "Leta"}},
		{name: "2 Elders and no Fakir buy", yazid: YazidHoldings{Elders: 2, Camels: 5},
			row: []string{"Enki"}, want: "Enki", after: YazidHoldings{Djinns: 1, Camels: 5}, rowAfter: []string{}},
		{name: "2 Elders and a Fakir pay 1 and 1", yazid: YazidHoldings{Elders: 2, Fakirs: 1, Camels: 5},
			want: Leftmost, after: YazidHoldings{Elders: 1, Djinns: 1, Camels: 5}},
		{name: "1 Elder and no Fakir: no purchase", yazid: YazidHoldings{Elders: 1, Camels: 5},
			row: []string{"Enki"}, after: YazidHoldings{Elders: 1, Camels: 5}, rowAfter: []string{"Enki"}},
		{name: "Fakirs without Elders: no purchase", yazid: YazidHoldings{Fakirs: 3, Camels: 5},
			after: YazidHoldings{Fakirs: 3, Camels: 5}},
		{name: "an empty row: no purchase, nothing paid", yazid: YazidHoldings{Elders: 2, Camels: 5},
			row: []string{}, after: YazidHoldings{Elders: 2, Camels: 5}, rowAfter: []string{}},
		{name: "no row tracked: the left-most one", yazid: YazidHoldings{Elders: 3, Camels: 5},
			want: Leftmost, after: YazidHoldings{Elders: 1, Djinns: 1, Camels: 5}},
		{name: "Ba'al pays the player 2", yazid: YazidHoldings{Elders: 2, Camels: 5}, djinns: []string{"Baal"},
			want: Leftmost, after: YazidHoldings{Djinns: 1, Camels: 5}, coins: 2},
		{name: "the 5th Djinn does not lose", yazid: YazidHoldings{Elders: 2, Djinns: 4, Camels: 5},
			want: Leftmost, after: YazidHoldings{Djinns: 5, Camels: 5}},
		{name: "the 6th Djinn loses", yazid: YazidHoldings{Elders: 2, Djinns: 5, Camels: 5},
			want: Leftmost, after: YazidHoldings{Djinns: 6, Camels: 5}, lost: game.LostDjinns},
		{name: "one Djinn a turn", yazid: YazidHoldings{Elders: 4, Fakirs: 2, Camels: 5},
			want: Leftmost, after: YazidHoldings{Elders: 3, Fakirs: 1, Djinns: 1, Camels: 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Yazid strikes a tile of Merchants with no row: nothing changes
			// his Elders or Fakirs before the purchase.
			st := state(oneTile(t, "G"), base, 0, tc.djinns...)
			st.Yazid = tc.yazid
			st.Yazid.Camels++ // the camel he places on the tile
			st.DjinnRow = tc.row
			turn, err := ResolveTurn(&st, Roll{4, 2}, DefaultRules(), nil)
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if turn.DjinnBought != nil {
				got = *turn.DjinnBought
			}
			if got != tc.want {
				t.Errorf("bought: got %q, want %q", got, tc.want)
			}
			if st.Yazid != tc.after {
				t.Errorf("yazid: got %+v, want %+v", st.Yazid, tc.after)
			}
			if tc.row != nil && len(st.DjinnRow) != len(tc.rowAfter) {
				t.Errorf("row: got %v, want %v", st.DjinnRow, tc.rowAfter)
			}
			if st.Player.Coins != tc.coins {
				t.Errorf("coins: got %d, want %d", st.Player.Coins, tc.coins)
			}
			if turn.Lost != tc.lost {
				t.Errorf("lost: got %v, want %v", turn.Lost, tc.lost)
			}
		})
	}
}

func TestDoubleStrike(t *testing.T) {
	board := `
- - - - - -
- - - YR - -
- - - - - -
- - - YB - -
- - - - - -`
	t.Run("one camel left: the upper tile gets it and the game ends", func(t *testing.T) {
		st := state(grid(t, base, board), base, 20)
		st.Yazid.Camels = 1
		turn, err := ResolveTurn(&st, Roll{4, 6}, DefaultRules(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(turn.Captures) != 2 || !turn.Captures[0].CamelPlaced || turn.Captures[1].CamelPlaced {
			t.Fatalf("got %+v, want the camel on the first capture only", turn.Captures)
		}
		if turn.Captures[0].Place != pl(4, 4) || !turn.GameEnd || st.Yazid.Camels != 0 {
			t.Errorf("got first %v, game end %v, camels %d; want row 4, true, 0", turn.Captures[0].Place, turn.GameEnd, st.Yazid.Camels)
		}
		if st.Board.Tile(pl(4, 2)).Owner != game.NoOwner || st.Board.Tile(pl(4, 4)).Owner != game.Yazid {
			t.Errorf("owners: got %v and %v", st.Board.Tile(pl(4, 4)).Owner, st.Board.Tile(pl(4, 2)).Owner)
		}
	})
	t.Run("two camels left: no game end", func(t *testing.T) {
		st := state(grid(t, base, board), base, 20)
		st.Yazid.Camels = 3
		turn, _ := ResolveTurn(&st, Roll{4, 6}, DefaultRules(), nil)
		if turn.GameEnd || st.Yazid.Camels != 1 {
			t.Errorf("got game end %v, camels %d; want false, 1", turn.GameEnd, st.Yazid.Camels)
		}
	})
	t.Run("lost on the first tile: the second is left alone", func(t *testing.T) {
		st := state(grid(t, base, board), base, 20)
		st.Yazid.Assassins = 6
		turn, err := ResolveTurn(&st, Roll{4, 6}, DefaultRules(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if turn.Lost != game.LostAssassins || len(turn.Captures) != 1 {
			t.Fatalf("got lost %v after %d captures, want assassins after 1", turn.Lost, len(turn.Captures))
		}
		if st.Board.Tile(pl(4, 2)).Meeples.String() != "YB" || st.Player.Coins != 20 || st.Yazid.Council != 1 {
			t.Errorf("the second tile was touched: %v, coins %d, council %d", st.Board.Tile(pl(4, 2)).Meeples, st.Player.Coins, st.Yazid.Council)
		}
	})
	t.Run("lower first: the loss comes later", func(t *testing.T) {
		st := state(grid(t, base, board), base, 20)
		st.Yazid.Assassins = 6
		turn, _ := ResolveTurn(&st, Roll{4, 6}, Rules{StrikeOrder: LowerFirst}, nil)
		if turn.Lost != game.LostAssassins || len(turn.Captures) != 2 || st.Yazid.Council != 2 {
			t.Errorf("got lost %v after %d captures, council %d; want assassins after 2, council 2", turn.Lost, len(turn.Captures), st.Yazid.Council)
		}
	})
	t.Run("lost mid-strike: no Djinn bought", func(t *testing.T) {
		st := state(grid(t, base, board), base, 20)
		st.Yazid.Assassins, st.Yazid.Elders = 6, 2
		turn, _ := ResolveTurn(&st, Roll{4, 6}, DefaultRules(), nil)
		if turn.DjinnBought != nil || st.Yazid.Djinns != 0 {
			t.Errorf("got a Djinn bought after a loss")
		}
	})
	t.Run("Dhenim per tile pays twice", func(t *testing.T) {
		st := state(grid(t, base, board), base, 20, "Dhenim")
		turn, _ := ResolveTurn(&st, Roll{4, 6}, DefaultRules(), nil)
		if turn.Captures[0].IncomeTotal()+turn.Captures[1].IncomeTotal() != 4 {
			t.Errorf("got %v and %v, want 2 and 2", turn.Captures[0].Income, turn.Captures[1].Income)
		}
	})
	t.Run("Dhenim per turn pays once", func(t *testing.T) {
		st := state(grid(t, base, board), base, 20, "Dhenim")
		turn, _ := ResolveTurn(&st, Roll{4, 6}, Rules{DjinnIncome: PerTurn}, nil)
		if turn.Captures[0].IncomeTotal()+turn.Captures[1].IncomeTotal() != 2 {
			t.Errorf("got %v and %v, want 2 in all", turn.Captures[0].Income, turn.Captures[1].Income)
		}
	})
}

func TestResolveTurnLeavesStateOnChoice(t *testing.T) {
	st := state(grid(t, base, `
- W - - - -
- - - - - -
- Y - - - -
- - - - - -
- - - - - R`), base, 20)
	before := st.Clone()
	_, err := ResolveTurn(&st, Roll{2, 1}, DefaultRules(), nil)
	if _, ok := PendingChoice(err); !ok {
		t.Fatalf("got %v, want a choice", err)
	}
	if !st.Equal(before) {
		t.Errorf("the state changed on a pending choice")
	}
}
