package advisor

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestTurnsBelowAllLeftOff: a turn whose bound is below the Top keys
// shown, or below a floored search's floor, is never put on the heap
// (belowAll), and the advice is the same, field for field (the outcomes
// searched too), as with every turn put on it, the budget stopping the
// search or not; a floored search's moves and what it met are the same.
// The twin: turns were left off, so the comparison shows something.
func TestTurnsBelowAllLeftOff(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(41, 6))
	leftOff, cutLeftOff := 0, 0
	for i, c := range outbidCases(t, rng, sample(40, 3)) {
		for k, top := range []int{1, 3, 1, 3} {
			o := c.o
			o.Top = top
			if k >= 2 {
				o.Budget = 2000 + rng.IntN(20000) // cut later, after turns are shown
			}
			all := o
			all.keepAll = true
			got, gs, gerr := adviseSearch(c.st, o)
			want, ws, werr := adviseSearch(c.st, all)
			if !errors.Is(gerr, werr) || !reflect.DeepEqual(got, want) || gs.cut != ws.cut || gs.metEnd != ws.metEnd {
				t.Fatalf("case %d, top %d: with turns left off %+v %+v %v, every turn %+v %+v %v", i, top, got, gs, gerr, want, ws, werr)
			}
			leftOff += gs.leftOff
			if gs.cut {
				cutLeftOff += gs.leftOff
			}
		}
		paid, reroll, _ := flooredThenPaid(t, c)
		floored := reroll
		floored.floored, floored.floor = true, 0
		all := floored
		all.keepAll = true
		got, gs, gerr := adviseSearch(paid, floored)
		want, ws, werr := adviseSearch(paid, all)
		if !errors.Is(gerr, werr) || !reflect.DeepEqual(got.Moves, want.Moves) || gs.cut != ws.cut || gs.metEnd != ws.metEnd {
			t.Fatalf("case %d, floored: with turns left off %+v %+v %v, every turn %+v %+v %v", i, got.Moves, gs, gerr, want.Moves, ws, werr)
		}
		leftOff += gs.leftOff
	}
	t.Logf("%d turns left off (%d in searches the budget stopped)", leftOff, cutLeftOff)
	if leftOff == 0 || cutLeftOff == 0 {
		t.Fatalf("%d turns left off, %d in cut searches: the test proves little", leftOff, cutLeftOff)
	}
}
