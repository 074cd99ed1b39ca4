package sultan

import (
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
