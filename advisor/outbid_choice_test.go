package advisor

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// outbidCase is a random table, a roll the player can outbid and the
// options, some with a budget small enough to stop the searches.
type outbidCase struct {
	st   sultan.State
	roll sultan.Roll
	o    Options
}

func outbidCases(t *testing.T, rng *rand.Rand, n int) []outbidCase {
	t.Helper()
	var cs []outbidCase
	for i := range n {
		st, rules := randomState(t, rng, i%3 == 2)
		roll := sultan.Roll{White: 1 + rng.IntN(st.Board.Cols), Black: 1 + rng.IntN(6)}
		st.Player.Coins = max(st.Player.Coins, roll.Cost()+rng.IntN(8))
		o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules(), ExactOnly: i%7 == 6}
		if i%4 == 1 {
			o.Budget = 500 + rng.IntN(4000) // cut searches
		}
		if i%5 == 3 && !testing.Short() {
			o.DeeperOutbid = max(st.Yazid.Assassins, 1) // next round's roll counted
		}
		cs = append(cs, outbidCase{st, roll, o})
	}
	return cs
}

// TestChooseOutbidIsOutbids: on random tables and rolls, some searches
// cut by the budget, some counting next round's roll (DeeperOutbid, the
// whole run), ChooseOutbid chooses as Outbid does, and its move
// is the one Outbid found after the strike, or Advise's on the paid
// table (when no table it met ends the game).
func TestChooseOutbidIsOutbids(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 4))
	outbids, strikes, paidMoves, deeper := 0, 0, 0, 0
	for i, c := range outbidCases(t, rng, sample(40, 5)) {
		want, err := Outbid(c.st, c.roll, c.o)
		if err != nil {
			t.Fatal(err)
		}
		if want.Deeper {
			deeper++
		}
		got, err := ChooseOutbid(c.st, c.roll, c.o)
		if err != nil {
			t.Fatal(err)
		}
		if got.Outbid != want.Outbid {
			t.Fatalf("case %d, %v: ChooseOutbid outbids %v, Outbid %v (%+v)", i, c.roll, got.Outbid, want.Outbid, want)
		}
		if !got.Outbid {
			strikes++
			if !reflect.DeepEqual(got.Move, want.StrikeMove) || want.StrikeMove != nil && !got.Table.Equal(want.Struck) {
				t.Fatalf("case %d, %v: the move after the strike differs", i, c.roll)
			}
			continue
		}
		outbids++
		if got.Move == nil {
			continue
		}
		paidMoves++
		o := c.o
		o.Top = 1
		o.Weights.Deeper = 0 // the outbid's searches are one roll deep
		a, err := Advise(got.Table, o)
		if err != nil {
			t.Fatal(err)
		}
		paid := c.st.Clone()
		paid.Player.Coins -= c.roll.Cost()
		if !got.Table.Equal(paid) || !reflect.DeepEqual(*got.Move, a.Moves[0]) {
			t.Fatalf("case %d, %v: the move on the paid table is not Advise's", i, c.roll)
		}
	}
	t.Logf("%d outbid (%d with the move), %d let strike; %d counting next round's roll", outbids, paidMoves, strikes, deeper)
	if outbids == 0 || strikes == 0 || paidMoves == 0 || deeper == 0 && !testing.Short() {
		t.Fatalf("%d outbid (%d with the move), %d let strike: the test proves little", outbids, paidMoves, strikes)
	}
}

// TestChooseOutbidSearchesAgainWhenCut is its negative twin: the floored
// search alone, on tables where the budget stops it, chooses otherwise
// than Outbid on some; ChooseOutbid then searches the outbid as Outbid
// does.
func TestChooseOutbidSearchesAgainWhenCut(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 4))
	differ := 0
	for _, c := range outbidCases(t, rng, sample(40, 10)) {
		if c.o.Budget == 0 {
			continue // the cut tables alone
		}
		f := paidFloorOf(t, c)
		floored := f.reroll
		floored.floored, floored.floor = true, below(f.strikeValue+f.tol-float64(f.before))
		a, s, err := adviseSearch(f.paid, floored)
		if err != nil || !s.cut {
			continue
		}
		alone := len(a.Moves) > 0 && moveValue(f.before, a.Moves[0], true) > f.strikeValue+f.tol
		o := c.o
		o.Top = 1
		want, err := Outbid(c.st, c.roll, o)
		if err != nil {
			t.Fatal(err)
		}
		if alone != want.Outbid {
			differ++
		}
	}
	if differ == 0 {
		t.Fatal("the floored search alone chose as Outbid on every cut table: the twin shows nothing")
	}
}

// flooredThenPaid runs ChooseOutbid's floored search of case c's paid
// table and returns the paid table, the options of its second search and
// the classes the first made.
func flooredThenPaid(t *testing.T, c outbidCase) (sultan.State, Options, map[string]classMade) {
	t.Helper()
	f := paidFloorOf(t, c)
	floored := f.reroll
	floored.floored, floored.floor = true, below(f.strikeValue-float64(f.before))
	floored.made = map[string]classMade{}
	if _, _, err := adviseSearch(f.paid, floored); err != nil && !errors.Is(err, ErrNoMove) && !errors.Is(err, ErrOnlyCarpet) {
		t.Fatal(err)
	}
	return f.paid, f.reroll, floored.made
}

// TestPriorClassesSameSearch: the outbid's second search, taking the
// classes the floored search made (Options.prior), gives the advice the
// search without them gives, field for field, the budget stopping it or
// not: the classes taken cost the same work and say the same.
func TestPriorClassesSameSearch(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 5))
	taken := 0
	for i, c := range outbidCases(t, rng, sample(24, 5)) {
		if i%5 == 1 {
			// One roll deeper: the replies search other tables, and
			// neither make nor take this table's classes.
			c.o.Deeper, c.o.DeeperCamels = 2, 99
		}
		paid, reroll, made := flooredThenPaid(t, c)
		want, ws, werr := adviseSearch(paid, reroll)
		with := reroll
		with.prior = made
		got, gs, gerr := adviseSearch(paid, with)
		if !errors.Is(gerr, werr) || gs != ws || !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d, %v: with the floored search's classes %+v %v %v, without %+v %v %v", i, c.roll, got, gs, gerr, want, ws, werr)
		}
		taken += len(made)
	}
	if taken == 0 {
		t.Fatal("no class made by a floored search: the test proves nothing")
	}
}

// TestPriorClassesNotWithKandicha: with Kandicha held an Assassins'
// class lists the signatures of every move met, so what a class holds
// depends on the search that met it: no class is handed on, and the
// second search is the same as without (the twin of the test above,
// whose tables hand classes on).
func TestPriorClassesNotWithKandicha(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 7))
	for i, c := range outbidCases(t, rng, sample(20, 2)) {
		c.st.Player.Djinns = append(slices.Clone(c.st.Player.Djinns), kandicha)
		paid, reroll, made := flooredThenPaid(t, c)
		if len(made) > 0 {
			t.Fatalf("case %d: %d classes made with Kandicha held, want none", i, len(made))
		}
		want, ws, werr := adviseSearch(paid, reroll)
		with := reroll
		with.prior = made
		got, gs, gerr := adviseSearch(paid, with)
		if !errors.Is(gerr, werr) || gs != ws || !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d: with Kandicha, the second search differs", i)
		}
	}
}

// TestPriorClassesChargeTheirWork is its negative twin: classes taken
// for no work let a search the budget stops reach further, and its
// advice differs on some cut tables.
func TestPriorClassesChargeTheirWork(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 5))
	differ := 0
	for _, c := range outbidCases(t, rng, sample(40, 10)) {
		if c.o.Budget == 0 {
			continue // the cut tables alone
		}
		paid, reroll, made := flooredThenPaid(t, c)
		want, _, werr := adviseSearch(paid, reroll)
		free := map[string]classMade{}
		for k, m := range made {
			m.work = 0
			free[k] = m
		}
		with := reroll
		with.prior = free
		got, _, gerr := adviseSearch(paid, with)
		if !errors.Is(gerr, werr) || !reflect.DeepEqual(got, want) {
			differ++
		}
	}
	if differ == 0 {
		t.Fatal("classes taken for no work changed no cut search: the twin shows nothing")
	}
}
