package advisor

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestAdviceEqualsReference: the advice is the same, field by field, as
// the slow path's that reckons every turn in full with all 36 rolls and
// bounds each outcome by all its paths (Options.reference): leaving a
// turn once its rolls put it below every move shown, and reading one
// path a class, change nothing shown. Boards of testdata and random
// tables (losses, empty columns, rows tracked or not), several --top,
// with and without the estimates; 10 times the usual budget (the slow
// path can take seconds), tables it cannot finish left out.
func TestAdviceEqualsReference(t *testing.T) {
	t.Parallel()
	compared, cut := 0, 0
	check := func(name string, fast, slow Options, adv func(Options) (Advice, error)) {
		t.Helper()
		got, gerr := adv(fast)
		want, werr := adv(slow)
		if want.Searched < want.Total {
			cut++ // the slow path stopped by its budget: nothing to compare
			return
		}
		if fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Fatalf("%s: error %v, reference %v", name, gerr, werr)
		}
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Fatalf("%s:\n got %s\nwant %s", name, g, w)
		}
		compared++
	}
	for _, file := range []string{"setup.yaml", "tracked.yaml", "midgame.yaml"} {
		st, rules := loadState(t, file)
		for _, top := range []int{1, 5} {
			for _, exact := range []bool{false, true} {
				o := Options{Top: top, ExactOnly: exact, Weights: DefaultWeights(), Rules: rules, Budget: 10 * DefaultBudget}
				slow := o
				slow.reference = true
				check(fmt.Sprintf("%s top %d exact %v", file, top, exact), o, slow, func(o Options) (Advice, error) { return Advise(st, o) })
			}
		}
	}
	rng := rand.New(rand.NewPCG(21, 34))
	n := sample(16, 1)
	for i := range n {
		st, rules := randomState(t, rng, i%2 == 1)
		if i%3 == 0 {
			col := 1 + rng.IntN(st.Board.Cols)
			for row := 1; row <= st.Board.Rows; row++ {
				st.Board.At(game.Place{Col: col, Row: row}).Meeples = game.Meeples{}
			}
		}
		o := Options{Top: []int{1, 3, 5}[i%3], ExactOnly: i%5 == 0, Weights: DefaultWeights(), Rules: rules, Budget: 10 * DefaultBudget}
		slow := o
		slow.reference = true
		check(fmt.Sprintf("random %d top %d exact %v", i, o.Top, o.ExactOnly), o, slow, func(o Options) (Advice, error) { return Advise(st, o) })
	}
	if compared < 12+n-3 {
		t.Fatalf("%d compared, %d cut by the budget", compared, cut)
	}
}

// TestThreatAboveStopsOnlyBelow: with the floor just below what the turn
// is worth after Yazid's roll, threatAbove sums every roll and is threat;
// just above, it stops (the negative twin).
func TestThreatAboveStopsOnlyBelow(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	w := DefaultWeights()
	o := Options{Weights: w, Rules: rules}
	before, _, err := scoreOf(st, o)
	if err != nil {
		t.Fatal(err)
	}
	tables := afterTables(t, rand.New(rand.NewPCG(7, 9)), st, 20)
	stopped := 0
	for i, after := range tables {
		score, _, err := scoreOf(after, o)
		if err != nil {
			t.Fatal(err)
		}
		tf := &threatFinder{rules: rules, w: w}
		tf.orderRolls(st, before, w, false)
		full := tf.threat(after)
		c := &candidate{score: score, value: 10}
		reckonWith(c, full, o)
		y, ok := tf.threatAbove(after, 10, score, w, false, c.value-0.01)
		if !ok || y != full {
			t.Fatalf("table %d: floor below its value: %+v %v, threat %+v", i, y, ok, full)
		}
		if c.value == 10 {
			continue // Yazid takes nothing: nothing to stop on
		}
		if _, ok := tf.threatAbove(after, 10, score, w, false, c.value+0.01); ok {
			t.Fatalf("table %d: floor above its value %v: not stopped", i, c.value)
		}
		stopped++
	}
	if stopped == 0 {
		t.Fatal("no table to stop on")
	}
}

// TestOutcomeBoundsEqualReference: every outcome's bound, reading one
// path whose spreads are all of one class, is the bound read from all its
// paths, on random tables with and without Marid.
func TestOutcomeBoundsEqualReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 13))
	checked := 0
	for i := range 12 {
		st, rules := randomState(t, rng, false)
		if i%3 == 0 {
			st.Player.Djinns = []string{"Marid"}
		}
		o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules()}
		before, _, err := scoreOf(st, o)
		if err != nil {
			t.Fatal(err)
		}
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		slow := o
		slow.reference = true
		fast := &searcher{st: st, o: o, before: before, marid: st.Player.HasDjinn(game.Marid), missing: map[string]bool{}}
		ref := &searcher{st: st, o: slow, before: before, marid: fast.marid, missing: map[string]bool{}}
		for _, x := range outs {
			var fi, ri outcomeInfo
			fb, ff, err := fast.boundOutcome(x, &fi)
			if err != nil {
				t.Fatal(err)
			}
			rb, rf, err := ref.boundOutcome(x, &ri)
			if err != nil {
				t.Fatal(err)
			}
			if fb != rb || ff != rf {
				t.Fatalf("state %d, %v: bound %v %v, reference %v %v", i, x, fb, ff, rb, rf)
			}
			checked++
		}
	}
	if checked < 500 {
		t.Fatalf("only %d outcomes checked", checked)
	}
}

// TestOneClassNotForKillsOrMarid: the negative twin: for the Assassins,
// or with Marid, two paths of one outcome whose spreads are each of one
// class can be of different classes, so the bound must read them all.
func TestOneClassNotForKillsOrMarid(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for _, marid := range []bool{false, true} {
		found := false
		for i := 0; i < 20 && !found; i++ {
			st, _ := randomState(t, rng, false)
			if marid {
				st.Player.Djinns = []string{"Marid"}
			}
			found = classesDiffer(t, st, marid)
		}
		if !found {
			t.Fatalf("marid %v: every outcome's paths of one class are of the same class", marid)
		}
	}
}

// classesDiffer reports whether some outcome on st (of the Assassins,
// or any with marid) has two paths, each of one class, of two classes.
func classesDiffer(t *testing.T, st sultan.State, marid bool) bool {
	s := &searcher{st: st, marid: marid}
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range outs {
		if !marid && x.Tribe != game.Assassin {
			continue
		}
		paths, _, _ := st.Board.OutcomePaths(x.From, x.To, x.Tribe, PathLimit)
		keys := map[string]bool{}
		for _, p := range paths {
			if !spreadFree(x.From, p.Path) {
				continue
			}
			moves, _ := placements(st.Board, x.From, p.Path, st.Board.Tile(x.From).Meeples, x.Tribe, 1)
			for _, m := range moves {
				keys[s.classKey(m)] = true
			}
		}
		if len(keys) > 1 {
			return true
		}
	}
	return false
}
