package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestSureHarmLastIsSum: the sure harm told from the turn before when it
// reads the same (sureHarm.last: the move, the tiles it knows, those
// nobody surely controls, the coins, the row) is what summing it afresh
// gives, turn after turn of random tables, the coins and the row changed
// now and then.
func TestSureHarmLastIsSum(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(12, 9))
	told, last := 0, 0
	for i := range sample(12, 3) {
		st, rules := randomState(t, rng, i%2 == 1)
		st.Player.Coins = rng.IntN(12)
		st.Yazid.Assassins = rng.IntN(7)
		o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules()}
		h, fresh := newSureHarm(st, o), newSureHarm(st, o)
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		coins, row := st.Player.Coins, false
		eachTurn(t, st, someOutcomes(rng, outs, 30), o, 3, 2, 6, func(mv game.Move, plan sultan.TurnPlan, _ *candidate) {
			if rng.IntN(6) == 0 {
				coins, row = rng.IntN(12), rng.IntN(2) == 0
			}
			free := h.freeAfter(plan)
			if _, known, _ := h.afterTurn(plan); h.last.is(plan.Move, known, free, coins, row) {
				last++
			}
			got, want := h.of(plan, coins, row), fresh.sum(plan, free, coins, row)
			if got != want {
				t.Fatalf("state %d: %v %+v, %d coins, row %v: sure harm %v, summed afresh %v", i, mv, plan.Tribe, coins, row, got, want)
			}
			told++
		})
	}
	if told < 200 || last < 50 {
		t.Fatalf("%d turns told, %d of them from the turn before: the test proves little", told, last)
	}
}

// TestSureHarmLastNeedsTheKill is its twin: turns of one move that
// differ only in the kill's tile differ in their sure harm on some table
// (the kill's tile is unknown after the turn), so a last turn read blind
// to the tiles it knows would tell wrongly.
func TestSureHarmLastNeedsTheKill(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 10))
	for range 12 {
		st, rules := randomState(t, rng, false)
		o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules()}
		h := newSureHarm(st, o)
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		var prev sultan.TurnPlan
		var prevHarm float64
		found := false
		eachTurn(t, st, outs, o, 2, 2, 12, func(mv game.Move, plan sultan.TurnPlan, _ *candidate) {
			harm := h.sum(plan, h.freeAfter(plan), st.Player.Coins, false)
			k, pk := plan.Tribe.Kill, prev.Tribe.Kill
			if k != nil && pk != nil && k.Place != pk.Place && prev.Move.Equal(plan.Move) && harm != prevHarm {
				found = true
			}
			prev, prevHarm = plan, harm
		})
		if found {
			return
		}
	}
	t.Fatal("no two kills of one move on different tiles differ in their sure harm")
}
