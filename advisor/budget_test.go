package advisor

import "testing"

// A search stopped by its budget still advises: the best of what it
// reckoned, saying how much it searched (it once returned no move at all,
// and self-play took that for the end of the game). The negative twin: the
// default budget searches a setup board in full.
func TestBudgetStillAdvises(t *testing.T) {
	for _, name := range []string{"setup.yaml", "tracked.yaml", "midgame.yaml"} {
		st, rules := loadState(t, name)
		for _, budget := range []int{1, 50, 500} {
			a, err := Advise(st, Options{Top: 3, Weights: DefaultWeights(), Rules: rules, Budget: budget})
			if err != nil {
				t.Fatalf("%s, budget %d: %v", name, budget, err)
			}
			if len(a.Moves) == 0 {
				t.Errorf("%s, budget %d: no move advised (searched %d of %d)", name, budget, a.Searched, a.Total)
			}
			if a.Searched >= a.Total {
				t.Errorf("%s, budget %d: searched %d of %d, want a search said to stop early", name, budget, a.Searched, a.Total)
			}
		}
	}
	st, rules := loadState(t, "setup.yaml")
	a, err := Advise(st, Options{Top: 3, Weights: DefaultWeights(), Rules: rules})
	if err != nil || a.Searched != a.Total {
		t.Errorf("setup, default budget: searched %d of %d, %v; want all", a.Searched, a.Total, err)
	}
}

// The tallest stack (all 120 meeples of the box on one tile) is bounded
// by the work budget like any board: its spreads are work (a step for
// every spreadDrops meeples dropped in the spreads tried), so the search
// stops within the budget and says it did. It once took 5-6 s, its spreads
// counting for nothing, without a word. The negative twins: a 12-meeple
// stack and the setup board are searched in full by the same budget.
func TestTallStackSaysItWasCut(t *testing.T) {
	for _, tc := range []struct {
		name string
		cut  bool
	}{{"stack120.yaml", true}, {"stack12.yaml", false}, {"setup.yaml", false}} {
		t.Run(tc.name, func(t *testing.T) {
			st, rules := loadState(t, tc.name)
			a, err := Advise(st, Options{Top: 5, Weights: DefaultWeights(), Rules: rules})
			if err != nil {
				t.Fatal(err)
			}
			if len(a.Moves) == 0 {
				t.Fatalf("no move advised (searched %d of %d)", a.Searched, a.Total)
			}
			if cut := a.Searched < a.Total; cut != tc.cut {
				t.Errorf("searched %d of %d: cut %v, want %v", a.Searched, a.Total, cut, tc.cut)
			}
		})
	}
}

// A spread tried costs a step for every spreadDrops meeples dropped: the
// spreads of a path of 120 drops are work; the twin: those of a stack of
// 3 are not (its search is what it was).
func TestSpreadsAreWork(t *testing.T) {
	for _, tc := range []struct {
		name     string
		someWork bool
	}{{"stack120.yaml", true}, {"setup.yaml", false}} {
		st, _ := loadState(t, tc.name)
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		x := outs[0]
		paths, _, err := st.Board.OutcomePaths(x.From, x.To, x.Tribe, 1)
		if err != nil || len(paths) == 0 {
			t.Fatalf("%s: no path of %+v: %v", tc.name, x, err)
		}
		var sp spreader
		m := st.Board.Tile(x.From).Meeples
		sp.placements(st.Board, x.From, paths[0].Path, m, x.Tribe, SpreadLimit)
		want := sp.tries * len(paths[0].Path) / spreadDrops
		if got := sp.work(); got != want || (got > 0) != tc.someWork {
			t.Errorf("%s: %d tries of %d drops: work %d, want %d (some: %v)", tc.name, sp.tries, len(paths[0].Path), got, want, tc.someWork)
		}
	}
}
