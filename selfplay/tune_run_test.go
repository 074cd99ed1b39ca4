package selfplay

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// make tune runs TestTune with -tune: the search of docs/advice.md
// ("Fitting the weights"). Every game played is kept, one JSON line a
// game, in -tune.cache, so a run stopped resumes where it was.
var (
	tuneRun        = flag.Bool("tune", false, "run the weights' search (make tune)")
	tuneCache      = flag.String("tune.cache", "tune-games.jsonl", "file keeping every game played, read back on a rerun")
	tuneTrainSeed  = flag.Uint64("tune.train-seed", 10, "the seed of the training games")
	tuneTrainGames = flag.Int("tune.train-games", 100, "training games a candidate")
	tuneTestSeed   = flag.Uint64("tune.test-seed", 20, "the seed of the test games, never tuned on")
	tuneTestGames  = flag.Int("tune.test-games", 200, "test games")
	tuneWorth      = flag.String("tune.worth", "", "keys whose worth is measured on the test games (the fit with the key at 0), comma-separated")
	tuneWorthGames = flag.Int("tune.worth-games", 100, "the first test games each worth is measured on (0: all)")
)

// TuneStart is where the search starts: the defaults before the fit with
// the two changes issue 20 measured (4 VP a Djinn of Yazid's, the Vizier
// lead at 8).
func TuneStart() advisor.Weights {
	w := TuneBefore()
	w.YazidDjinn = 4
	w.VizierLead = 8
	return w
}

// TuneBefore are the defaults before the fit.
func TuneBefore() advisor.Weights {
	return advisor.Weights{Elder: 1, Fakir: 1, Card: 0.5, DjinnPower: 4, CoinBuffer: 0.25, BufferCoins: 12,
		Assassin: 2, Council: 3, VizierLead: 4, Loss: 50, Uncertainty: 1}
}

// TuneSteps are the coordinates searched, in order.
var TuneSteps = []TuneStep{
	{"yazid_djinn", []float64{8}},
	{"yazid_elder_fakir", []float64{1}},
	{"vizier_lead", []float64{12}},
	{"assassin", []float64{3}},
	{"clock", []float64{4}},
}

// cachedGame is one game of the cache file.
type cachedGame struct {
	Key    string `json:"key"`
	Result Result `json:"result"`
}

func TestTune(t *testing.T) {
	if !*tuneRun {
		t.Skip("the weights' search: make tune (go test ./selfplay -run '^TestTune$' -tune)")
	}
	cache := map[string]map[int]Result{}
	if f, err := os.Open(*tuneCache); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			var g cachedGame
			if json.Unmarshal(sc.Bytes(), &g) == nil {
				if cache[g.Key] == nil {
					cache[g.Key] = map[int]Result{}
				}
				cache[g.Key][g.Result.Index] = g.Result
			}
		}
		f.Close()
	}
	out, err := os.OpenFile(*tuneCache, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	ctx := Context{Rules: sultan.DefaultRules(), ScoringRules: scoring.DefaultRules()}
	play := func(w advisor.Weights, s Seeds) ([]Result, error) {
		key := SampleKey(w, Seeds{Seed: s.Seed}) // games kept by index: a longer run reuses a shorter one's
		o := Options{Games: s.Games, Seed: s.Seed, Rules: ctx.Rules, ScoringRules: ctx.ScoringRules, Workers: 1}
		pol := Advisor{Context: ctx, Weights: w}
		rs := make([]Result, s.Games)
		for i := range rs {
			if r, ok := cache[key][i]; ok {
				rs[i] = r
				continue
			}
			r, err := PlayGame(o, pol, i)
			if err != nil {
				return nil, err
			}
			rs[i] = r
			line, _ := json.Marshal(cachedGame{Key: key, Result: r})
			fmt.Fprintf(out, "%s\n", line)
		}
		return rs, nil
	}
	var worth []string
	if *tuneWorth != "" {
		worth = strings.Split(*tuneWorth, ",")
	}
	fit, err := Tune(TuneOptions{Start: TuneStart(), Before: TuneBefore(), Steps: TuneSteps, Worth: worth, WorthGames: *tuneWorthGames,
		Train: Seeds{*tuneTrainSeed, *tuneTrainGames}, Test: Seeds{*tuneTestSeed, *tuneTestGames}, Play: play,
		Progress: func(what string, s Sample) {
			r, _ := s.Survival()
			m, _ := s.Mean()
			t.Logf("%s (%d games of seed %d): survived %.1f%%, mean %.1f, objective %.1f", what, s.Seeds.Games, s.Seeds.Seed, 100*r, m, s.Objective())
		}})
	if err != nil {
		t.Fatal(err)
	}
	WriteFit(os.Stdout, fit)
}

// WriteFit prints the fit as docs/advice.md's tables.
func WriteFit(w io.Writer, fit Fit) {
	fmt.Fprintf(w, "Fitted: %s\n\n", strings.Join(Differs(TuneBefore(), fit.Weights), ", "))
	fmt.Fprintln(w, "| training candidate | games | survived | mean | objective | kept |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|")
	for _, tr := range fit.Trials {
		r, rse := tr.Sample.Survival()
		m, mse := tr.Sample.Mean()
		name := tr.Key
		if name != "start" {
			name += " = " + strconv.FormatFloat(tr.Value, 'g', -1, 64)
		}
		fmt.Fprintf(w, "| %s | %d | %.1f%% ± %.1f | %.1f ± %.1f | %.1f | %v |\n", name, len(tr.Sample.Results), 100*r, 100*rse, m, mse, tr.Sample.Objective(), tr.Kept)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| test | games | survived | mean | median | lost: Assassins / Djinns / payment / Viziers |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|")
	for _, row := range []struct {
		name string
		s    Sample
	}{{"before", fit.Before}, {"fitted", fit.Fitted}} {
		writeTestRow(w, row.name, row.s)
	}
	sv := func(r Result) float64 {
		if r.Lost == game.NotLost {
			return 1
		}
		return 0
	}
	sc := func(r Result) float64 { return float64(r.Score) }
	if d, se, err := PairedDiff(fit.Before, fit.Fitted, sv); err == nil {
		m, mse, _ := PairedDiff(fit.Before, fit.Fitted, sc)
		fmt.Fprintf(w, "\nfitted - before, paired over the same games: survival %+.1f ± %.1f points, mean %+.1f ± %.1f\n", 100*d, 100*se, m, mse)
	}
	if len(fit.Worth) == 0 {
		return
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| weight | fitted | games | survived with / without | mean with / without | worth: survival, points | worth: mean |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
	for _, x := range fit.Worth {
		r1, _ := x.With.Survival()
		r0, _ := x.Without.Survival()
		m1, _ := x.With.Mean()
		m0, _ := x.Without.Mean()
		d, se, _ := PairedDiff(x.Without, x.With, sv)
		m, mse, _ := PairedDiff(x.Without, x.With, sc)
		fmt.Fprintf(w, "| `%s` | %g | %d | %.1f%% / %.1f%% | %.1f / %.1f | %+.1f ± %.1f | %+.1f ± %.1f |\n", x.Key, x.Value, len(x.With.Results),
			100*r1, 100*r0, m1, m0, 100*d, 100*se, m, mse)
	}
}

func writeTestRow(w io.Writer, name string, s Sample) {
	sum := Summarize("advisor", s.Seeds.Seed, s.Results)
	_, rse := s.Survival()
	_, mse := s.Mean()
	fmt.Fprintf(w, "| %s | %d | %.1f%% ± %.1f | %.1f ± %.1f | %g | %d / %d / %d / %d |\n", name, sum.Games,
		100*sum.SurvivalRate, 100*rse, sum.MeanScore, mse, sum.MedianScore,
		sum.Losses.Assassins, sum.Losses.Djinns, sum.Losses.Payment, sum.Losses.Viziers)
}
