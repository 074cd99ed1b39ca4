package advisor

import (
	"testing"
	"time"
)

func TestSmoke(t *testing.T) {
	for _, f := range []string{"setup.yaml", "stack12.yaml"} {
		st, rules := loadState(t, f)
		start := time.Now()
		a, err := Advise(st, Options{Top: 5, Weights: DefaultWeights(), Rules: rules})
		t.Logf("%s: %v %v count %v outcomes %d searched %d/%d missing %v notes %v", f, time.Since(start), err, a.Count, a.Outcomes, a.Searched, a.Total, a.Missing, a.Notes)
		for _, m := range a.Moves {
			t.Logf("%d %v %s %d %v chg %d est %.2f y %+v val %.2f eq %v", m.Rank, m.Plan.Move, m.Tribe, m.Taken, m.Actions, m.ScoreChange, m.Estimate, m.Yazid, m.Value, m.Equal)
		}
	}
}
