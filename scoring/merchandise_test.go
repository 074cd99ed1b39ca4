package scoring

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

func TestMerchandise(t *testing.T) {
	tests := []struct {
		name   string
		goods  [game.NumGoods]int
		fakirs int
		alAmin bool
		want   int
	}{
		{"nothing", [9]int{}, 0, false, 0},
		{"one card", [9]int{0, 0, 0, 0, 0, 0, 1}, 0, false, 1},
		{"full suit", [9]int{1, 1, 1, 1, 1, 1, 1, 1, 1}, 0, false, 60},
		{"docs/formats.md example: 9 + 2", [9]int{1, 1, 1, 2, 1, 1, 2, 1, 1}, 0, false, 60 + 3},
		{"three of a kind", [9]int{0, 0, 0, 0, 0, 0, 3}, 0, false, 3},
		{"4 + 2 suits", [9]int{2, 2, 1, 1}, 0, false, 13 + 3},
		{"fakirs without Al-Amin", [9]int{1, 1}, 6, false, 3},
		{"Al-Amin: 6 fakirs fill the suit", [9]int{1, 1}, 6, true, 21},
		{"Al-Amin: odd fakir wasted", [9]int{1, 1}, 7, true, 21},
		{"Al-Amin: one fakir", [9]int{1, 1}, 1, true, 3},
		{"Al-Amin: 18 fakirs, no goods", [9]int{}, 18, true, 60},
		{"Al-Amin: complete then second suit", [9]int{1, 1, 1, 1, 1, 1, 1, 1}, 6, true, 60 + 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Merchandise(tc.goods, tc.fakirs, tc.alAmin); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

// bestSplit is the brute-force merchandise score: the most any split of
// the cards into suits of different goods scores, trying every suit.
type bestSplit map[[game.NumGoods]int]int

func (m bestSplit) of(counts [game.NumGoods]int) int {
	slices.Sort(counts[:]) // the best split depends only on the counts
	if v, ok := m[counts]; ok {
		return v
	}
	best := 0
	for set := 1; set < 1<<game.NumGoods; set++ {
		rest, n, ok := counts, 0, true
		for g := range game.NumGoods {
			if set&(1<<g) != 0 {
				if rest[g] == 0 {
					ok = false
					break
				}
				rest[g]--
				n++
			}
		}
		if ok {
			best = max(best, game.SuitVP(n)+m.of(rest))
		}
	}
	m[counts] = best
	return best
}

// withWilds tries every way to give w wild goods to the nine goods.
func (m bestSplit) withWilds(counts [game.NumGoods]int, w, from int) int {
	if w == 0 || from == game.NumGoods-1 {
		counts[game.NumGoods-1] += w
		return m.of(counts)
	}
	best := 0
	for k := 0; k <= w; k++ {
		c := counts
		c[from] += k
		best = max(best, m.withWilds(c, w-k, from+1))
	}
	return best
}

// TestMerchandiseBruteForce checks the scorer against every split and every
// placement of Al-Amin's wild goods.
func TestMerchandiseBruteForce(t *testing.T) {
	memo := bestSplit{}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 400 {
		var goods [game.NumGoods]int
		for g := range goods {
			goods[g] = rng.IntN(4)
			if rng.IntN(3) == 0 {
				goods[g] = 0
			}
		}
		fakirs := rng.IntN(9)
		if got, want := Merchandise(goods, fakirs, false), memo.of(goods); got != want {
			t.Errorf("goods %v: got %d, want %d", goods, got, want)
		}
		if got, want := Merchandise(goods, fakirs, true), memo.withWilds(goods, fakirs/2, 0); got != want {
			t.Errorf("goods %v, %d fakirs, Al-Amin: got %d, want %d", goods, fakirs, got, want)
		}
	}
}

func FuzzMerchandise(f *testing.F) {
	f.Add([]byte{1, 1, 1, 2, 1, 1, 2, 1, 1}, 3, true)
	f.Add([]byte{}, 18, true)
	f.Fuzz(func(t *testing.T, raw []byte, fakirs int, alAmin bool) {
		var goods [game.NumGoods]int
		for i := range min(len(raw), game.NumGoods) {
			goods[i] = int(raw[i] % 4)
		}
		fakirs = ((fakirs % 9) + 9) % 9
		memo := bestSplit{}
		want := memo.of(goods)
		if alAmin {
			want = memo.withWilds(goods, fakirs/2, 0)
		}
		if got := Merchandise(goods, fakirs, alAmin); got != want {
			t.Errorf("goods %v, %d fakirs, Al-Amin %v: got %d, want %d", goods, fakirs, alAmin, got, want)
		}
	})
}
