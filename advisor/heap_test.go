package advisor

import (
	"container/heap"
	"math/rand/v2"
	"testing"
)

// refHeap is the search's heap as it was on container/heap.
type refHeap []*node

func (h refHeap) Len() int { return len(h) }
func (h refHeap) Less(i, j int) bool {
	a, b := h[i], h[j]
	if a.bound != b.bound {
		return a.bound > b.bound
	}
	if a.outcome != b.outcome {
		return a.outcome < b.outcome
	}
	return a.order < b.order
}
func (h refHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *refHeap) Push(x any)   { *h = append(*h, x.(*node)) }
func (h *refHeap) Pop() any {
	old := *h
	n := old[len(old)-1]
	*h = old[:len(old)-1]
	return n
}

// TestNodeHeapOrder: the search's heap hands its nodes out as the heap on
// container/heap did, pushes and pops interleaved: highest bound first,
// then by outcome, then by order, and nodes alike in all three (a turn's
// Flute turns) in the same order too.
func TestNodeHeapOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 1))
	var h nodeHeap
	var ref refHeap
	alike := 0
	for i := range 6000 {
		if rng.IntN(3) > 0 || h.Len() == 0 {
			n := &node{bound: float64(rng.IntN(4)) / 4, outcome: rng.IntN(5), order: rng.IntN(4) - 1}
			h.push(n)
			heap.Push(&ref, n)
			continue
		}
		if top := h.top(); top != ref[0] {
			t.Fatalf("step %d: top %+v, want %+v", i, *top, *ref[0])
		}
		want := heap.Pop(&ref).(*node)
		for _, n := range ref {
			if n.bound == want.bound && n.outcome == want.outcome && n.order == want.order {
				alike++
				break
			}
		}
		if got := h.pop(); got != want {
			t.Fatalf("step %d: popped %p %+v, want %p %+v", i, got, *got, want, *want)
		}
		if h.Len() != ref.Len() {
			t.Fatalf("step %d: %d nodes on the heap, want %d", i, h.Len(), ref.Len())
		}
	}
	if alike < 100 {
		t.Fatalf("only %d pops with a node alike left: the order among them is hardly tested", alike)
	}
}
