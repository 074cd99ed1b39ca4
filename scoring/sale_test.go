package scoring

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
)

func TestSaleCoins(t *testing.T) {
	tests := []struct {
		name string
		sold [game.NumGoods]int
		want int
	}{
		{"nothing", [game.NumGoods]int{}, 0},
		{"one good", [game.NumGoods]int{game.Silk: 1}, 1},
		{"two of one good: two suits of one", [game.NumGoods]int{game.Silk: 2}, 2},
		{"a suit of three", [game.NumGoods]int{game.Silk: 1, game.Fish: 1, game.Wheat: 1}, 7},
		{"2 silk and a fish: 3 + 1", [game.NumGoods]int{game.Silk: 2, game.Fish: 1}, 4},
		{"all nine", [game.NumGoods]int{1, 1, 1, 1, 1, 1, 1, 1, 1}, 60},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := SaleCoins(tc.sold); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

// TestSaleCoinsBruteForce: a sale pays the most any split of the sold
// cards into suits of different goods pays.
func TestSaleCoinsBruteForce(t *testing.T) {
	memo := bestSplit{}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		var sold [game.NumGoods]int
		for g := range sold {
			if rng.IntN(2) == 0 {
				sold[g] = rng.IntN(4)
			}
		}
		if got, want := SaleCoins(sold), memo.of(sold); got != want {
			t.Errorf("sold %v: got %d, want %d", sold, got, want)
		}
	}
}
