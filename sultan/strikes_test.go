package sultan

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestStrikeSum: on a full board each tile is struck by the rolls that
// name it (its own, and the black 6 of its column in rows 1 and 5), as
// the odds count them; a redirect adds a tile only when the player
// answers the worst way, or when it is the one candidate.
func TestStrikeSum(t *testing.T) {
	only := func(p game.Place) func(game.Place) int {
		return func(q game.Place) int {
			if q == p {
				return 1
			}
			return 0
		}
	}
	full := grid(t, base, full)
	column := grid(t, base, `
W - - - - -
W - - - - -
W Y - - - -
W Y - - - -
W - - - - -`)
	alone := grid(t, base, `
W - - - - -
W - - - - -
W Y - - - -
W - - - - -
W - - - - -`)
	tests := []struct {
		name string
		b    *game.Board
		at   game.Place
		how  Reckoning
		want int
	}{
		{"full board, row 3", full, pl(3, 3), PlayerChoosesBest, 1},
		{"full board, row 1", full, pl(3, 1), PlayerChoosesBest, 2},
		// Column 2 holds r3 and r2: their rolls and the black 6 (both
		// struck); the 3 empty rolls of the column redirect to either;
		// the empty columns' 20 rolls and 4 black 6s to any tile.
		{"a redirect answered best", column, pl(2, 3), PlayerChoosesBest, 2},
		{"a redirect answered worst", column, pl(2, 3), PlayerChoosesWorst, 2 + 3 + 20 + 4},
		// Alone in its column: named by its roll and the black 6; the
		// column's 4 empty rolls have it as their one candidate.
		{"the one candidate", alone, pl(2, 3), PlayerChoosesBest, 2 + 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := StrikeSum(tc.b, DefaultRules(), only(tc.at), tc.how); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

// TestStrikesSumAsTheShapesValue: Strikes.Sum is each roll's shape
// valued as ComputeExposure values it (shape.value), summed, on random
// boards with tiles emptied, either reckoning; a Strikes read again on
// each board the same.
func TestStrikesSumAsTheShapesValue(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 9))
	var again Strikes
	for i := range 40 {
		b := grid(t, base, full)
		for j := range b.Tiles {
			if rng.IntN(3) == 0 {
				b.Tiles[j].Meeples = game.Meeples{}
			}
		}
		f := func(p game.Place) int { return b.Tile(p).Meeples[game.Assassin]*7 + p.Col*p.Row }
		rules := Rules{BlackSix: BlackSix(i % 2)}
		for _, how := range []Reckoning{PlayerChoosesBest, PlayerChoosesWorst} {
			s, want := newShaper(b, rules), 0
			for w := 1; w <= 6; w++ {
				for k := 1; k <= 6; k++ {
					want += s.shape(Roll{White: w, Black: k}).value(f, how)
				}
			}
			if got := StrikeSum(b, rules, f, how); got != want {
				t.Fatalf("board %d, reckoning %d: got %d, want %d", i, how, got, want)
			}
			again.Read(b, rules)
			if how == PlayerChoosesBest {
				hits := again.Hits(nil)
				for _, o := range ComputeOdds(b, rules).Tiles {
					if h := hits[(o.Row-1)*b.Cols+o.Col-1]; h != o.Forced+o.Choice {
						t.Fatalf("board %d: %v hit by %d rolls, the odds say %d", i, o.Place, h, o.Forced+o.Choice)
					}
				}
			}
			if got := again.Sum(f, how); got != want {
				t.Fatalf("board %d, reckoning %d, read again: got %d, want %d", i, how, got, want)
			}
		}
	}
}
