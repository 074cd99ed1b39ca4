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
