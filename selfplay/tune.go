package selfplay

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
)

// Seeds are the games of a sample: games 0..Games-1 of Seed.
type Seeds struct {
	Seed  uint64
	Games int
}

// TuneStep is one coordinate of the search: the advice key (without
// "advice.") and the values tried for it, beside the one it has.
type TuneStep struct {
	Key    string
	Values []float64
}

// PlayWeights plays the games of s with the advisor at weights w, and
// returns each game's result in game order.
type PlayWeights func(w advisor.Weights, s Seeds) ([]Result, error)

// TuneOptions says what Tune searches and where it reports.
type TuneOptions struct {
	// Start are the weights the search starts from; Before the weights
	// the fit is compared with on the test seeds (the defaults it
	// replaces).
	Start, Before advisor.Weights
	// Steps are searched in order, once each (coordinate search): a
	// value is kept when it scores more on the training seeds than the
	// value held (the first best among equals).
	Steps []TuneStep
	// Worth are the keys whose worth is measured on the test seeds: the
	// fit with that key at 0, on the first WorthGames test games (all of
	// them when 0), beside the fit on the same games.
	Worth      []string
	WorthGames int
	// Train are the seeds the search chooses on; Test the seeds it is
	// reported on, never used to choose.
	Train, Test Seeds
	// Play plays a sample.
	Play PlayWeights
	// Progress, when set, is told each sample played.
	Progress func(what string, s Sample)
}

// Sample is how the advisor did at some weights on some seeds.
type Sample struct {
	Weights advisor.Weights
	Seeds   Seeds
	Results []Result
}

// Objective is what the search maximizes: the mean over the games of
// the score of a game survived, 0 for a game lost (a lost game scores
// nothing at the table), so survival and score both count.
func (s Sample) Objective() float64 {
	v, _ := meanSE(s.Results, func(r Result) float64 {
		if r.Lost != game.NotLost {
			return 0
		}
		return float64(r.Score)
	})
	return v
}

// Survival is the share of the games survived and its standard error.
func (s Sample) Survival() (rate, se float64) {
	return meanSE(s.Results, func(r Result) float64 {
		if r.Lost == game.NotLost {
			return 1
		}
		return 0
	})
}

// Mean is the mean score (lost games as scored, as Summarize counts
// them) and its standard error.
func (s Sample) Mean() (mean, se float64) {
	return meanSE(s.Results, func(r Result) float64 { return float64(r.Score) })
}

// meanSE is the mean of f over the results and its standard error.
func meanSE(rs []Result, f func(Result) float64) (mean, se float64) {
	n := float64(len(rs))
	if n == 0 {
		return 0, 0
	}
	for _, r := range rs {
		mean += f(r)
	}
	mean /= n
	if n < 2 {
		return mean, 0
	}
	ss := 0.0
	for _, r := range rs {
		d := f(r) - mean
		ss += d * d
	}
	return mean, math.Sqrt(ss / (n - 1) / n)
}

// PairedDiff is the mean difference of f between two samples of the same
// games (b - a), and its standard error over the pairs: the same deals
// and dice make it far tighter than the two samples' errors.
func PairedDiff(a, b Sample, f func(Result) float64) (diff, se float64, err error) {
	if len(a.Results) != len(b.Results) || a.Seeds != b.Seeds {
		return 0, 0, errors.New("selfplay: paired samples must be the same games")
	}
	n := float64(len(a.Results))
	if n == 0 {
		return 0, 0, nil
	}
	vals := make([]float64, len(a.Results))
	for i := range vals {
		vals[i] = f(b.Results[i]) - f(a.Results[i])
		diff += vals[i]
	}
	diff /= n
	if n < 2 {
		return diff, 0, nil
	}
	ss := 0.0
	for _, v := range vals {
		ss += (v - diff) * (v - diff)
	}
	return diff, math.Sqrt(ss / (n - 1) / n), nil
}

// Trial is one candidate of the search on the training seeds.
type Trial struct {
	Key    string
	Value  float64
	Sample Sample
	Kept   bool
}

// WorthOf is what one weight is worth on the test seeds: the fit, and the
// fit with the weight at 0, on the same games.
type WorthOf struct {
	Key           string
	Value         float64
	With, Without Sample
}

// Fit is what Tune found.
type Fit struct {
	Weights advisor.Weights
	Trials  []Trial
	// Before and Fitted are the two weights on the test seeds.
	Before, Fitted Sample
	Worth          []WorthOf
}

// Tune searches the advice's weights by self-play on the training seeds,
// one key at a time, and reports the fit on the test seeds: against the
// Before weights, and each Worth key's value against 0. Samples of the
// same weights and seeds are played once.
func Tune(o TuneOptions) (Fit, error) {
	if o.Play == nil || o.Train.Games < 1 || o.Test.Games < 1 {
		return Fit{}, errors.New("selfplay: tune: Play and the training and test games are needed")
	}
	if o.Train.Seed == o.Test.Seed {
		return Fit{}, fmt.Errorf("selfplay: tune: the training and test seeds are both %d: report on games not tuned on", o.Train.Seed)
	}
	played := map[string]Sample{}
	play := func(what string, w advisor.Weights, s Seeds) (Sample, error) {
		k := SampleKey(w, s)
		if smp, ok := played[k]; ok {
			return smp, nil
		}
		rs, err := o.Play(w, s)
		if err != nil {
			return Sample{}, err
		}
		smp := Sample{Weights: w, Seeds: s, Results: rs}
		played[k] = smp
		if o.Progress != nil {
			o.Progress(what, smp)
		}
		return smp, nil
	}
	var fit Fit
	w := o.Start
	best, err := play("start", w, o.Train)
	if err != nil {
		return Fit{}, err
	}
	fit.Trials = append(fit.Trials, Trial{Key: "start", Sample: best, Kept: true})
	for _, st := range o.Steps {
		for _, v := range st.Values {
			c := w
			if known, err := c.Set(st.Key, strconv.FormatFloat(v, 'g', -1, 64)); !known || err != nil {
				return Fit{}, fmt.Errorf("selfplay: tune: %s = %v: %w", st.Key, v, errors.Join(err, unknownKey(known)))
			}
			if c == w {
				continue
			}
			smp, err := play(st.Key+"="+strconv.FormatFloat(v, 'g', -1, 64), c, o.Train)
			if err != nil {
				return Fit{}, err
			}
			t := Trial{Key: st.Key, Value: v, Sample: smp}
			if smp.Objective() > best.Objective() {
				w, best, t.Kept = c, smp, true
			}
			fit.Trials = append(fit.Trials, t)
		}
	}
	fit.Weights = w
	if fit.Fitted, err = play("fitted, test", w, o.Test); err != nil {
		return Fit{}, err
	}
	if fit.Before, err = play("before, test", o.Before, o.Test); err != nil {
		return Fit{}, err
	}
	worthSeeds, with := o.Test, fit.Fitted
	if o.WorthGames > 0 && o.WorthGames < o.Test.Games {
		worthSeeds.Games = o.WorthGames
		with = Sample{Weights: w, Seeds: worthSeeds, Results: fit.Fitted.Results[:o.WorthGames]}
	}
	for _, k := range o.Worth {
		v, ok := w.Settings()[k]
		if !ok {
			return Fit{}, fmt.Errorf("selfplay: tune: worth of %s: %w", k, unknownKey(false))
		}
		x, _ := strconv.ParseFloat(v, 64)
		c := w
		_, _ = c.Set(k, "0")
		smp, err := play("without "+k+", test", c, worthSeeds)
		if err != nil {
			return Fit{}, err
		}
		fit.Worth = append(fit.Worth, WorthOf{Key: k, Value: x, With: with, Without: smp})
	}
	return fit, nil
}

func unknownKey(known bool) error {
	if known {
		return nil
	}
	return errors.New("not an advice key")
}

// SampleKey names a sample by its seeds and every advice key's value, so
// that a sample played once can be kept and read back.
func SampleKey(w advisor.Weights, s Seeds) string {
	set := w.Settings()
	keys := w.Keys()
	parts := make([]string, 0, len(keys)+2)
	parts = append(parts, "seed="+strconv.FormatUint(s.Seed, 10), "games="+strconv.Itoa(s.Games))
	for _, k := range keys {
		parts = append(parts, k+"="+set[k])
	}
	return strings.Join(parts, " ")
}

// Differs lists the advice keys whose values differ between a and b, as
// key=value of b.
func Differs(a, b advisor.Weights) []string {
	sa, sb := a.Settings(), b.Settings()
	var out []string
	for _, k := range b.Keys() {
		if sa[k] != sb[k] {
			out = append(out, k+"="+sb[k])
		}
	}
	slices.Sort(out)
	return out
}
