package selfplay

import (
	"math"
	"testing"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
)

// fakePlay scores each game by a known function of the weights: on the
// training seed the Yazid Djinn weight helps up to 8 and the Vizier lead
// hurts above 8; on the test seed every game scores the same whatever the
// weights, so a choice made on it would show. It records the seeds played.
func fakePlay(train uint64, seen *[]Seeds) PlayWeights {
	return func(w advisor.Weights, s Seeds) ([]Result, error) {
		*seen = append(*seen, s)
		rs := make([]Result, s.Games)
		for i := range rs {
			score := 100
			if s.Seed == train {
				score += int(10*min(w.YazidDjinn, 8)) - int(5*max(w.VizierLead-8, 0))
			}
			rs[i] = Result{Index: i, Score: score + i%3}
			if i%4 == 0 {
				rs[i].Lost = game.LostAssassins
			}
		}
		return rs, nil
	}
}

// Tune keeps a value that scores more on the training games (the Djinn
// weight 8 over 4); the negative twin: one that scores less (the Vizier
// lead 12 over 8) is tried and not kept.
func TestTuneKeepsWhatScoresMore(t *testing.T) {
	var seen []Seeds
	start := advisor.DefaultWeights()
	start.YazidDjinn, start.VizierLead = 4, 8
	fit, err := Tune(TuneOptions{Start: start, Before: advisor.DefaultWeights(),
		Steps: []TuneStep{{"yazid_djinn", []float64{2, 8}}, {"vizier_lead", []float64{12}}},
		Worth: []string{"yazid_djinn"}, WorthGames: 4, Train: Seeds{1, 8}, Test: Seeds{2, 8}, Play: fakePlay(1, &seen)})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fit.Weights.YazidDjinn, 8.0; got != want {
		t.Errorf("yazid_djinn %v, want %v", got, want)
	}
	if got, want := fit.Weights.VizierLead, 8.0; got != want {
		t.Errorf("vizier_lead %v, want %v (12 scores less)", got, want)
	}
	kept := map[string]bool{}
	for _, tr := range fit.Trials {
		kept[tr.Key] = kept[tr.Key] || tr.Kept
	}
	if !kept["yazid_djinn"] || kept["vizier_lead"] {
		t.Errorf("kept %v, want yazid_djinn only", kept)
	}
	if len(fit.Worth) != 1 || fit.Worth[0].Without.Weights.YazidDjinn != 0 || fit.Worth[0].Value != 8 {
		t.Fatalf("worth %+v, want yazid_djinn 8 against 0", fit.Worth)
	}
	// The worth on the first 4 test games, beside the fit on those.
	if x := fit.Worth[0]; len(x.With.Results) != 4 || len(x.Without.Results) != 4 || x.With.Seeds != x.Without.Seeds {
		t.Errorf("worth on %d and %d games, want 4 and 4 of the same seeds", len(x.With.Results), len(x.Without.Results))
	}
}

// The search plays only training games until the fit is chosen; the test
// games come after, for the report. The negative twin: the same seed for
// both is refused (it would report on the games it tuned on).
func TestTuneReportsOnOtherSeeds(t *testing.T) {
	var seen []Seeds
	o := TuneOptions{Start: advisor.Weights{}, Before: advisor.Weights{},
		Steps: []TuneStep{{"yazid_djinn", []float64{4}}, {"clock", []float64{3}}},
		Train: Seeds{1, 4}, Test: Seeds{2, 4}, Play: fakePlay(1, &seen)}
	if _, err := Tune(o); err != nil {
		t.Fatal(err)
	}
	// start and 2 candidates on training, then the fit and Before on
	// test; a sample asked twice is played once.
	if len(seen) != 5 {
		t.Errorf("played %v, want 5 samples", seen)
	}
	test := false
	for _, s := range seen {
		if s.Seed == 2 {
			test = true
		} else if test {
			t.Errorf("a training sample after a test sample: %v", seen)
		}
	}
	if !test {
		t.Errorf("no test sample: %v", seen)
	}
	o.Test.Seed = 1
	if _, err := Tune(o); err == nil {
		t.Error("the same seed for training and test was accepted")
	}
}

// PairedDiff is the mean of the games' differences and its standard
// error; the twin: samples of different games are refused.
func TestPairedDiff(t *testing.T) {
	s := Seeds{1, 4}
	a := Sample{Seeds: s, Results: []Result{{Score: 10}, {Score: 20}, {Score: 30}, {Score: 40}}}
	b := Sample{Seeds: s, Results: []Result{{Score: 12}, {Score: 22}, {Score: 34}, {Score: 44}}}
	score := func(r Result) float64 { return float64(r.Score) }
	d, se, err := PairedDiff(a, b, score)
	if err != nil {
		t.Fatal(err)
	}
	// differences 2, 2, 4, 4: mean 3, sd sqrt(4/3), se sqrt(4/3)/2
	if d != 3 || math.Abs(se-math.Sqrt(4.0/3)/2) > 1e-12 {
		t.Errorf("got %v ± %v, want 3 ± %v", d, se, math.Sqrt(4.0/3)/2)
	}
	b.Seeds = Seeds{2, 4}
	if _, _, err := PairedDiff(a, b, score); err == nil {
		t.Error("samples of different games were paired")
	}
}

// The objective counts a lost game as 0 and a game survived at its score;
// the twin: the mean counts the lost game at its score.
func TestObjective(t *testing.T) {
	s := Sample{Results: []Result{{Score: 100}, {Score: 80, Lost: game.LostDjinns}}}
	if got := s.Objective(); got != 50 {
		t.Errorf("objective %v, want 50", got)
	}
	if got, _ := s.Mean(); got != 90 {
		t.Errorf("mean %v, want 90", got)
	}
}
