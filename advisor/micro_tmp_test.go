package advisor

import (
	"testing"

	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

func microSetup(b *testing.B) (sultan.State, sultan.Rules, []sultan.TurnPlan) {
	st, rules := loadState(b, "setup.yaml")
	outs, _ := st.Board.MoveOutcomes()
	var all []sultan.TurnPlan
	for _, x := range outs {
		paths, _, _ := st.Board.OutcomePaths(x.From, x.To, x.Tribe, PathLimit)
		for _, p := range paths {
			ms, _ := placements(st.Board, x.From, p.Path, st.Board.Tile(x.From).Meeples, x.Tribe, SpreadLimit)
			for _, m := range ms {
				ps, _ := plans(st, m)
				all = append(all, ps...)
			}
		}
	}
	return st, rules, all
}

func BenchmarkMicroPlayTurn(b *testing.B) {
	st, _, all := microSetup(b)
	b.Logf("%d plans", len(all))
	i := 0
	for b.Loop() {
		sultan.PlayTurn(st, all[i%len(all)])
		i++
	}
}
func BenchmarkMicroScore(b *testing.B) {
	st, _, _ := microSetup(b)
	o := Options{Weights: DefaultWeights()}
	o.ScoringRules = defaultScoring()
	for b.Loop() {
		scoreOf(st, o)
	}
}
func BenchmarkMicroThreat(b *testing.B) {
	st, rules, _ := microSetup(b)
	for b.Loop() {
		tf := &threatFinder{rules: rules, w: DefaultWeights()}
		tf.threat(st)
	}
}
func BenchmarkMicroEnumerate(b *testing.B) {
	for b.Loop() {
		microSetup(b)
	}
}
func defaultScoring() scoring.Rules { return scoring.DefaultRules() }
