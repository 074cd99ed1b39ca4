package selfplay

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestStrength (-strength) plays advisor games and says where their
// points are: the final score by category, the Djinns, the game's
// length and who ended it (docs/selfplay.md, "Where the points are").
// With -strength.b it plays the same games at other weights too and
// gives the paired differences. Games are kept in -strength.cache.
var (
	strengthRun     = flag.Bool("strength", false, "play advisor games and break their final scores down")
	strengthSeed    = flag.Uint64("strength.seed", 10, "the seed of the games")
	strengthGames   = flag.Int("strength.games", 100, "games a side")
	strengthFirst   = flag.Int("strength.first", 0, "the first game's index")
	strengthA       = flag.String("strength.a", "", "advice keys of side A over the defaults: key=value,...")
	strengthB       = flag.String("strength.b", "", "advice keys of side B over the defaults (none: side A alone)")
	strengthWorkers = flag.Int("strength.workers", 2, "games played at once")
	strengthCache   = flag.String("strength.cache", "strength-games.jsonl", "file keeping every game played")
	strengthArtWhim = flag.Bool("strength.artisans-whims", false, "Artisans and Whims")
	strengthHard    = flag.Bool("strength.hard", false, "hard mode")
)

// gameStats is one game's result with its final holdings.
type gameStats struct {
	Result     Result               `json:"result"`
	Categories scoring.Categories   `json:"categories"`
	End        string               `json:"end"`
	Player     sultan.Holdings      `json:"player"`
	Yazid      sultan.YazidHoldings `json:"yazid"`
	// Flute counts the Enchanting Flute in the game (fluteCounts).
	Flute fluteCount `json:"flute"`
}

// fluteCount is what a game did with the Enchanting Flute: held (used,
// or held at the end), its uses, and those before the turn's move.
type fluteCount struct {
	Held   bool `json:"held,omitempty"`
	Used   int  `json:"used,omitempty"`
	Before int  `json:"before,omitempty"`
}

// fluteCounts reads the Enchanting Flute's uses in a game's log: a use
// before the move is a power event followed by the turn's move event,
// with only power events between.
func fluteCounts(l sultan.Log, end sultan.State) fluteCount {
	c := fluteCount{Held: end.Player.Items[game.EnchantingFlute] > 0}
	pending := false
	for _, e := range l {
		switch {
		case e.Kind == sultan.EventPower && e.Power != nil && e.Power.Power == game.EnchantingFlute.Key():
			c.Used++
			c.Held, pending = true, true
		case e.Kind == sultan.EventPower:
		case e.Kind == sultan.EventMove:
			if pending {
				c.Before++
			}
			pending = false
		default:
			pending = false
		}
	}
	return c
}

// playStats plays game i and keeps its final holdings.
func playStats(o Options, pol Policy, i int) (gameStats, error) {
	r, g, err := PlayGameKept(o, pol, i)
	if err != nil {
		return gameStats{}, err
	}
	st := g.State()
	sc, err := scoring.Score(soloGame(st, r.Lost, o.Guesses.DjinnVPs(o.Expansions)), o.ScoringRules)
	if err != nil {
		return gameStats{}, err
	}
	end := "lost"
	if r.Lost == game.NotLost {
		end = g.EndReason().String()
	}
	return gameStats{Result: r, Categories: sc.Players[0].Categories, End: end, Player: st.Player, Yazid: st.Yazid,
		Flute: fluteCounts(g.Log(), st)}, nil
}

// advisorOf is the advisor of spec: advice keys over the defaults, and
// deeper=n, deeper_camels=n, deeper_assassins=n, deeper_outbid=n
// (Advisor.Deeper, DeeperCamels, DeeperAssassins, DeeperOutbid).
func advisorOf(t *testing.T, ctx Context, spec string) Advisor {
	a := Advisor{Context: ctx, Weights: advisor.DefaultWeights()}
	for _, kv := range strings.Split(spec, ",") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "deeper", "deeper_camels", "deeper_assassins", "deeper_outbid":
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatalf("-strength: %q: %v", kv, err)
			}
			switch k {
			case "deeper":
				a.Deeper = n
			case "deeper_camels":
				a.DeeperCamels = n
			case "deeper_outbid":
				a.DeeperOutbid = n
			default:
				a.DeeperAssassins = n
			}
			continue
		}
		if known, err := a.Weights.Set(k, v); !known || err != nil {
			t.Fatalf("-strength: %q: known %v, %v", kv, known, err)
		}
	}
	return a
}

func TestStrength(t *testing.T) {
	if !*strengthRun {
		t.Skip("the score breakdown of advisor games: go test ./selfplay -run '^TestStrength$' -strength")
	}
	cache := map[string]gameStats{}
	if f, err := os.Open(*strengthCache); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var line struct {
				Key  string    `json:"key"`
				Game gameStats `json:"game"`
			}
			if json.Unmarshal(sc.Bytes(), &line) == nil {
				cache[line.Key] = line.Game
			}
		}
		f.Close()
	}
	out, err := os.OpenFile(*strengthCache, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	o := Options{Seed: *strengthSeed, Rules: sultan.DefaultRules(), ScoringRules: scoring.DefaultRules(), Hard: *strengthHard}
	if *strengthArtWhim {
		o.Expansions = game.Expansions{Artisans: true, Whims: true}
	}
	code := codeVersion(t)
	var mu sync.Mutex
	play := func(spec string) []gameStats {
		pol := advisorOf(t, Context{Rules: o.Rules, ScoringRules: o.ScoringRules}, spec)
		w := pol.Weights
		// Keyed by what differs from the weights before the fit: a new
		// key at 0 leaves the games kept valid.
		prefix := fmt.Sprintf("%s code=%s art=%v hard=%v seed=%d %s", pol.Name(), code, *strengthArtWhim, *strengthHard, o.Seed,
			strings.Join(Differs(TuneBefore(), w), " "))
		if pol.Deeper > 0 {
			prefix += fmt.Sprintf(" deeper=%d deeper_camels=%d", pol.Deeper, pol.DeeperCamels)
			if pol.DeeperAssassins > 0 {
				prefix += fmt.Sprintf(" deeper_assassins=%d", pol.DeeperAssassins)
			}
		}
		if pol.DeeperOutbid > 0 {
			prefix += fmt.Sprintf(" deeper_outbid=%d", pol.DeeperOutbid)
		}
		gs := make([]gameStats, *strengthGames)
		next := make(chan int)
		var wg sync.WaitGroup
		for range max(*strengthWorkers, 1) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for k := range next {
					i := *strengthFirst + k
					key := fmt.Sprintf("%s i=%d", prefix, i)
					mu.Lock()
					g, ok := cache[key]
					mu.Unlock()
					if !ok {
						var err error
						if g, err = playStats(o, pol, i); err != nil {
							t.Error(err)
							continue
						}
						line, _ := json.Marshal(struct {
							Key  string    `json:"key"`
							Game gameStats `json:"game"`
						}{key, g})
						mu.Lock()
						fmt.Fprintf(out, "%s\n", line)
						mu.Unlock()
					}
					gs[k] = g
				}
			}()
		}
		for k := range gs {
			next <- k
		}
		close(next)
		wg.Wait()
		return gs
	}
	a := play(*strengthA)
	writeBreakdown(os.Stdout, "A "+*strengthA, a)
	if *strengthB == "" {
		return
	}
	b := play(*strengthB)
	writeBreakdown(os.Stdout, "B "+*strengthB, b)
	writePaired(os.Stdout, a, b)
}

// statMeanSE is the mean of f over gs and its standard error.
func statMeanSE(gs []gameStats, f func(gameStats) float64) (mean, se float64) {
	n := float64(len(gs))
	if n == 0 {
		return 0, 0
	}
	for _, g := range gs {
		mean += f(g)
	}
	mean /= n
	ss := 0.0
	for _, g := range gs {
		ss += (f(g) - mean) * (f(g) - mean)
	}
	if n > 1 {
		se = math.Sqrt(ss / (n - 1) / n)
	}
	return mean, se
}

func survived(g gameStats) bool { return g.Result.Lost == game.NotLost }

// writeBreakdown prints the mean of each category and holding, over every
// game and over the games survived.
func writeBreakdown(w io.Writer, name string, gs []gameStats) {
	var won []gameStats
	ends := map[string]int{}
	losses := map[string]int{}
	for _, g := range gs {
		ends[g.End]++
		if survived(g) {
			won = append(won, g)
		} else {
			losses[g.Result.Lost.String()]++
		}
	}
	fmt.Fprintf(w, "\n%s: %d games, %d survived; ends %v; losses %v\n", name, len(gs), len(won), ends, losses)
	var flute fluteCount
	held := 0
	for _, g := range gs {
		if g.Flute.Held {
			held++
		}
		flute.Used += g.Flute.Used
		flute.Before += g.Flute.Before
	}
	fmt.Fprintf(w, "the Enchanting Flute: held in %d games, used %d times, %d before the move\n", held, flute.Used, flute.Before)
	fmt.Fprintln(w, "| measure | all games | survived |")
	fmt.Fprintln(w, "|---|---|---|")
	row := func(label string, f func(gameStats) float64) {
		m, _ := statMeanSE(gs, f)
		s, _ := statMeanSE(won, f)
		fmt.Fprintf(w, "| %s | %.1f | %.1f |\n", label, m, s)
	}
	row("total", func(g gameStats) float64 { return float64(g.Result.Score) })
	for _, c := range scoring.AllCategories() {
		row(c.String(), func(g gameStats) float64 { return float64(g.Categories[c]) })
	}
	row("djinns held", func(g gameStats) float64 { return float64(len(g.Player.Djinns)) })
	row("viziers", func(g gameStats) float64 { return float64(g.Player.Viziers) })
	row("elders", func(g gameStats) float64 { return float64(g.Player.Elders) })
	row("fakirs", func(g gameStats) float64 { return float64(g.Player.Fakirs) })
	row("goods cards", func(g gameStats) float64 { return float64(g.Player.Goods.Total()) })
	row("coins", func(g gameStats) float64 { return float64(g.Player.Coins) })
	row("camels left", func(g gameStats) float64 { return float64(g.Player.Camels) })
	row("rounds", func(g gameStats) float64 { return float64(g.Result.Rounds) })
	row("yazid council", func(g gameStats) float64 { return float64(g.Yazid.Council) })
	row("yazid djinns", func(g gameStats) float64 { return float64(g.Yazid.Djinns) })
	row("yazid assassins", func(g gameStats) float64 { return float64(g.Yazid.Assassins) })
	row("yazid camels left", func(g gameStats) float64 { return float64(g.Yazid.Camels) })
	n190 := 0
	for _, g := range won {
		if g.Result.Score >= 191 {
			n190++
		}
	}
	fmt.Fprintf(w, "survived at 191 or more: %d\n", n190)
}

// writePaired prints B less A, game by game.
func writePaired(w io.Writer, a, b []gameStats) {
	d := make([]gameStats, len(a))
	diff := func(f func(gameStats) float64) (float64, float64) {
		vals := make([]float64, len(a))
		for i := range a {
			vals[i] = f(b[i]) - f(a[i])
		}
		return statMeanSE(d, func(g gameStats) float64 { return vals[g.Result.Index] })
	}
	for i := range d {
		d[i].Result.Index = i
	}
	sv := func(g gameStats) float64 {
		if survived(g) {
			return 1
		}
		return 0
	}
	obj := func(g gameStats) float64 { return sv(g) * float64(g.Result.Score) }
	s, sse := diff(sv)
	m, mse := diff(func(g gameStats) float64 { return float64(g.Result.Score) })
	ob, obse := diff(obj)
	fmt.Fprintf(w, "\nB - A, paired over %d games: survival %+.1f ± %.1f points, mean %+.1f ± %.1f, objective %+.1f ± %.1f\n",
		len(a), 100*s, 100*sse, m, mse, ob, obse)
}

// codeVersion names the code the games are played by: the test binary's
// SHA-256, first 12 digits (the same sources build the same binary), so
// games kept by other code are played again, not read.
func codeVersion(t *testing.T) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}
