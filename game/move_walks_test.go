package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestWalksEndWhereWalkEndsSays: on random boards (Mountains, the Chasm
// and the Lake among them), the ends of every walk Walks lists are
// WalkEnds's, over Mountains or not, and each walk keeps the rules
// (next to the tile before, never straight back, never forbidden,
// Mountains only when allowed). The twins: a walk never steps on the
// tile to avoid, and limit bounds the walks listed.
func TestWalksEndWhereWalkEndsSays(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 7))
	walks := 0
	for range 200 {
		b := randomMoveBoard(r, 1+r.IntN(4), 1+r.IntN(4), r.IntN(5))
		places := b.Places()
		from := places[r.IntN(len(places))]
		steps := r.IntN(5)
		for _, over := range []bool{false, true} {
			all := b.Walks(from, steps, over, Place{}, 1<<20)
			var ends []Place
			for _, w := range all {
				if len(w) != steps {
					t.Fatalf("%v: %d steps, want %d", w, len(w), steps)
				}
				prev, before := from, Place{}
				for i, q := range w {
					d, ok := directionTo(prev, q)
					switch {
					case !ok || b.Tile(q).Type.Forbidden():
						t.Fatalf("%v: step %d to %v not a step", w, i+1, q)
					case i > 0 && q == before:
						t.Fatalf("%v: step %d straight back", w, i+1)
					case !over && b.MountainBetween(prev, d):
						t.Fatalf("%v: step %d across a Mountain", w, i+1)
					}
					before, prev = prev, q
				}
				end := from
				if steps > 0 {
					end = w[steps-1]
				}
				if !slices.Contains(ends, end) {
					ends = append(ends, end)
				}
			}
			walks += len(all)
			want := b.WalkEnds(from, steps, over)
			slices.SortFunc(ends, func(a, c Place) int { return b.index(a) - b.index(c) })
			if !slices.Equal(ends, want) {
				t.Fatalf("over Mountains %v, %d steps from %v: ends %v, WalkEnds %v\n%s", over, steps, from, ends, want, b)
			}
			if len(all) > 1 {
				if got := b.Walks(from, steps, over, Place{}, 1); len(got) != 1 {
					t.Fatalf("limit 1: %d walks", len(got))
				}
			}
			if steps > 0 && len(all) > 0 {
				avoid := all[0][0]
				for _, w := range b.Walks(from, steps, over, avoid, 1<<20) {
					if slices.Contains(w, avoid) {
						t.Fatalf("%v steps on %v", w, avoid)
					}
				}
			}
		}
	}
	if walks < 500 {
		t.Fatalf("%d walks: the test proves little", walks)
	}
}

// directionTo is the direction of the step from p to q, false when q is
// not next to p.
func directionTo(p, q Place) (Direction, bool) {
	for _, d := range Directions {
		if d.From(p) == q {
			return d, true
		}
	}
	return 0, false
}
