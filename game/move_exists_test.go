package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHasMoveAgreesWithCount: HasMove is CountMoves > 0, on boards built
// for the move rules (loops, Mountains, the Chasm and the Lake) and on the
// few where the only move lands on a meeple dropped earlier.
func TestHasMoveAgreesWithCount(t *testing.T) {
	var boards []*Board
	for _, s := range []string{
		"V[YYYY] V\nV V",      // the only moves loop back onto a Vizier dropped
		"V[YY] V\nV V",        // two Viziers, nowhere to end
		"V[Y] V[W]\nV V",      // no colour to land on
		"V[Y] V[Y]\nV V",      // next to each other
		"W[Y]^e V[Y]\nV V[W]", // a Mountain between them
		"V[Y] CH V[Y]",        // the Chasm between them
	} {
		boards = append(boards, mustBoard(t, s))
	}
	r := rand.New(rand.NewPCG(18, 1))
	for range 400 {
		boards = append(boards, randomMoveBoard(r, 1+r.IntN(4), 1+r.IntN(4), r.IntN(5)))
	}
	moves := 0
	for _, b := range boards {
		n, err := b.CountMoves()
		if err != nil {
			t.Fatal(err)
		}
		if got, want := b.HasMove(), !n.IsZero(); got != want {
			t.Errorf("got HasMove %v, want %v (%s moves)\n%s", got, want, n, b)
		}
		if !n.IsZero() {
			moves++
		}
	}
	if moves == 0 || moves == len(boards) {
		t.Errorf("%d of %d boards with moves: the sample misses a case", moves, len(boards))
	}
}

func TestWalkEnds(t *testing.T) {
	b := mustBoard(t, "V V V\nV CH V\nW^n V V")
	for _, tc := range []struct {
		name      string
		from      Place
		steps     int
		mountains bool
		want      []Place
	}{
		// Row 1 is the last line: the Workshop, a Mountain on its north edge.
		{"no step", Place{Col: 1, Row: 3}, 0, false, []Place{{Col: 1, Row: 3}}},
		{"one step, the Chasm left out", Place{Col: 2, Row: 3}, 1, false, []Place{{Col: 1, Row: 3}, {Col: 3, Row: 3}}},
		{"the Mountain stops the step up", Place{Col: 1, Row: 1}, 1, false, []Place{{Col: 2, Row: 1}}},
		{"the Flying Carpet crosses it", Place{Col: 1, Row: 1}, 1, true, []Place{{Col: 2, Row: 1}, {Col: 1, Row: 2}}},
		{"never straight back, nor down the Mountain", Place{Col: 1, Row: 3}, 2, false, []Place{{Col: 3, Row: 3}}},
		{"down the Mountain by the Carpet", Place{Col: 1, Row: 3}, 2, true, []Place{{Col: 1, Row: 1}, {Col: 3, Row: 3}}},
		{"a dead end", Place{Col: 1, Row: 3}, 9, false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := b.WalkEnds(tc.from, tc.steps, tc.mountains); !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
