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
