package advisor

import (
	"testing"

	"github.com/naqala/naqala/sultan"
)

// The Vizier lead counts each Vizier gained while the player has no more
// than the Council, up to a lead of one; the negative twin: Viziers past
// that lead add nothing to the estimate (they score already).
func TestEstimateVizierLead(t *testing.T) {
	w := Weights{VizierLead: 4}
	tests := []struct {
		name                   string
		before, after, council int
		want                   float64
	}{
		{"behind, still behind", 0, 3, 4, 12},
		{"behind to a lead of one", 2, 5, 4, 12},
		{"behind past the lead", 3, 7, 4, 8},
		{"already ahead", 5, 8, 4, 0},
		{"no Vizier gained", 2, 2, 4, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := sultan.State{Player: sultan.Holdings{Viziers: tc.before}, Yazid: sultan.YazidHoldings{Council: tc.council}}
			after := st
			after.Player.Viziers = tc.after
			if got := estimate(st, after, w); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

// An Assassin Yazid is expected to take costs more the nearer he is to
// the seventh, which loses: assassin x 7/(7 - his Assassins). The
// negative twin: with none yet, the weight is as set.
func TestAssassinUrgency(t *testing.T) {
	for _, tc := range []struct {
		have int
		want float64
	}{{0, 1}, {3, 1.75}, {5, 3.5}, {6, 7}, {7, 7}} {
		if got := urgency(tc.have, sultan.LosingAssassins); got != tc.want {
			t.Errorf("urgency(%d) = %v, want %v", tc.have, got, tc.want)
		}
	}
	// On the table: the same expected Assassins cost a move more when
	// Yazid holds 5 than when he holds none.
	st, rules := loadState(t, "tracked.yaml")
	value := func(have int) float64 {
		s := st.Clone()
		s.Yazid.Assassins = have
		c := &candidate{after: s, score: 50}
		tf := &threatFinder{rules: rules, w: DefaultWeights()}
		reckon(c, tf, Options{Weights: DefaultWeights(), Rules: rules})
		if c.threat.Assassins == 0 {
			t.Fatal("no Assassin in reach of Yazid's roll")
		}
		return c.value + c.threat.Coins + c.threat.PLoss*(50+DefaultWeights().Loss) + 3*c.threat.Council
	}
	if v0, v5 := value(0), value(5); v5 >= v0 {
		t.Errorf("the Assassins' cost with 5 held %v, with none %v", -v5, -v0)
	}
}

// With vizier_margin 1 the lead counts up to two Viziers more than the
// Council; the negative twin: at a lead of two, a Vizier more adds
// nothing, and at 0 the lead stops at one.
func TestEstimateVizierMargin(t *testing.T) {
	tests := []struct {
		name                   string
		margin                 float64
		before, after, council int
		want                   float64
	}{
		{"behind to a lead of two", 1, 3, 6, 4, 12},
		{"a lead of one to two", 1, 5, 6, 4, 4},
		{"past a lead of two", 1, 6, 7, 4, 0},
		{"no margin: a lead of one to two", 0, 5, 6, 4, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := Weights{VizierLead: 4, VizierMargin: tc.margin}
			st := sultan.State{Player: sultan.Holdings{Viziers: tc.before}, Yazid: sultan.YazidHoldings{Council: tc.council}}
			after := st
			after.Player.Viziers = tc.after
			if got := estimate(st, after, w); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
