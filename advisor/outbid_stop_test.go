package advisor

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// paidFloor is what ChooseOutbid's floored search of case c starts
// from: the table with the roll paid, the options of the outbid's own
// search (top 1, a roll follows), the strike's value, the tolerance
// and the paid table's score.
type paidFloor struct {
	paid        sultan.State
	reroll      Options
	strikeValue float64
	tol         float64
	before      int
}

func paidFloorOf(t *testing.T, c outbidCase) paidFloor {
	t.Helper()
	o := c.o
	o.Top = 1
	_, _, strikeValue, _, _, err := strikeBranch(c.st, c.roll, o)
	if err != nil {
		t.Fatal(err)
	}
	tol := o.Weights.Uncertainty
	if o.ExactOnly {
		tol = 1e-9
	}
	paid := c.st.Clone()
	paid.Player.Coins -= c.roll.Cost()
	before, _, _ := scoreOf(paid, o)
	reroll := o
	reroll.rollFollows = true
	return paidFloor{paid: paid, reroll: reroll, strikeValue: strikeValue, tol: tol, before: before}
}

// flooredOf runs ChooseOutbid's floored search of case c's paid table,
// stopping at the first move worth outbidding when stop, and returns
// its advice and what it met, with the paid table and the options of
// the outbid's own search.
func flooredOf(t *testing.T, c outbidCase, stop bool) (Advice, searched, sultan.State, Options) {
	t.Helper()
	f := paidFloorOf(t, c)
	floored := f.reroll
	floored.floored, floored.floor = true, below(f.strikeValue+f.tol-float64(f.before))
	floored.stopAbove, floored.above = stop, f.strikeValue+f.tol
	a, s, err := adviseSearch(f.paid, floored)
	if err != nil && !errors.Is(err, ErrNoMove) && !errors.Is(err, ErrOnlyCarpet) {
		t.Fatal(err)
	}
	return a, s, f.paid, f.reroll
}

// TestFlooredStopsAtAMoveWorthIt: ChooseOutbid's floored search stops
// at the first move it keeps worth outbidding (Options.stopAbove), and
// the choice and the move are the same as with the floored search
// searched whole, on random tables and rolls, some searches cut by the
// budget; the stop spares work on some.
func TestFlooredStopsAtAMoveWorthIt(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 9))
	stopped := 0
	for i, c := range outbidCases(t, rng, sample(40, 5)) {
		got, err := ChooseOutbid(c.st, c.roll, c.o)
		whole := c.o
		whole.flooredWhole = true
		want, werr := ChooseOutbid(c.st, c.roll, whole)
		if (err == nil) != (werr == nil) || !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d, %v: stopped %+v %v, whole %+v %v", i, c.roll, got, err, want, werr)
		}
		_, ss, _, _ := flooredOf(t, c, true)
		_, sw, _, _ := flooredOf(t, c, false)
		if ss.work < sw.work {
			stopped++
		}
	}
	if stopped == 0 {
		t.Fatal("no floored search stopped early: the test proves little")
	}
}

// TestFlooredStopIsNotTheMove is its twin: the move a stopped floored
// search found is not the outbid's move on some table (a better one is
// left), so ChooseOutbid searches the outbid again.
func TestFlooredStopIsNotTheMove(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 10))
	for _, c := range outbidCases(t, rng, sample(60, 10)) {
		a, ss, paid, reroll := flooredOf(t, c, true)
		_, sw, _, _ := flooredOf(t, c, false)
		if ss.work >= sw.work || len(a.Moves) == 0 {
			continue // not stopped
		}
		full, err := Advise(paid, reroll)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a.Moves[0].Plan, full.Moves[0].Plan) {
			return
		}
	}
	t.Fatal("every stopped floored search found the outbid's move: the twin shows nothing")
}
