package advisor

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestNodeHeapOrder: the search's heap hands its nodes out highest bound
// first, then by outcome, then by order (the search's order, which its
// cut and its advice read), pushes and pops interleaved, with many bounds
// alike: what a sorted list of the nodes left hands out.
func TestNodeHeapOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 1))
	var h nodeHeap
	var left []*node
	ties := 0
	var outcomes [40]bool // each outcome's node (order -1) pushed once
	for i := range 4000 {
		if rng.IntN(3) > 0 || len(left) == 0 {
			n := &node{bound: float64(rng.IntN(12)) / 4, outcome: rng.IntN(40), order: i}
			if !outcomes[n.outcome] && rng.IntN(5) == 0 {
				n.order, outcomes[n.outcome] = -1, true
			}
			h.push(n)
			left = append(left, n)
			continue
		}
		slices.SortFunc(left, func(a, b *node) int {
			switch {
			case a.bound != b.bound:
				if a.bound > b.bound {
					return -1
				}
				return 1
			case a.outcome != b.outcome:
				return a.outcome - b.outcome
			}
			return a.order - b.order
		})
		if len(left) > 1 && left[0].bound == left[1].bound {
			ties++
		}
		if top := h.top(); top != left[0] {
			t.Fatalf("step %d: top %+v, want %+v", i, *top, *left[0])
		}
		if got := h.pop(); got != left[0] {
			t.Fatalf("step %d: popped %+v, want %+v", i, *got, *left[0])
		}
		left = left[1:]
		if h.Len() != len(left) {
			t.Fatalf("step %d: %d nodes on the heap, want %d", i, h.Len(), len(left))
		}
	}
	if ties < 100 {
		t.Fatalf("only %d pops among nodes of one bound: the order after the bound is hardly tested", ties)
	}
}
