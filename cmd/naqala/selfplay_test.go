package main

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/internal/golden"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/selfplay"
	"github.com/naqala/naqala/sultan"
)

// gamesPerSecond is masked in goldens: it is measured.
var gamesPerSecond = regexp.MustCompile(`("games_per_second": |\()[0-9.]+(,| games a second|\n)`)

func selfplayGolden(t *testing.T, name, got string) {
	t.Helper()
	got = gamesPerSecond.ReplaceAllString(got, "${1}N${2}")
	golden.Check(t, filepath.Join("testdata", "selfplay", "golden", name), got)
}

func TestSelfplayGolden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"random-20.json", []string{"selfplay", "--games", "20", "--policy", "random", "--seed", "7", "--json"}},
		{"greedy-1.txt", []string{"selfplay", "--games", "1", "--policy", "greedy", "--seed", "7"}},
		{"random-20-every-expansion.json", []string{"selfplay", "--games", "20", "--policy", "random", "--seed", "7", "--json",
			"--expansions", "artisans,thieves,whims", "--djinn-vp", "ptah=8", "--whim-coins", "4"}},
		{"random-2-thieves.txt", []string{"selfplay", "--games", "2", "--policy", "random", "--seed", "7", "--expansions", "thieves"}},
		{"greedy-4.txt", []string{"selfplay", "--games", "4", "--policy", "greedy", "--seed", "7"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if testing.Short() && strings.HasPrefix(tc.name, "greedy-") {
				// The command's greedy policy is checked at the seam
				// (TestSelfplayPolicyWeights), its games in selfplay
				// (TestSameGamesAsScripted).
				t.Skip("-short: the greedy games are the whole run's")
			}
			out, errOut, code := runYazid(t, tc.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			selfplayGolden(t, tc.name, out)
		})
	}
}

// TestSelfplaySameSeed: the same seed plays the same games; another seed
// other games.
func TestSelfplaySameSeed(t *testing.T) {
	t.Parallel()
	games := "12"
	if testing.Short() {
		games = "4"
	}
	run := func(seed string) map[string]any {
		out, errOut, code := runYazid(t, "selfplay", "--games", games, "--policy", "random", "--seed", seed, "--json")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var v map[string]any
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatal(err)
		}
		delete(v, "games_per_second")
		return v
	}
	a, b, c := run("5"), run("5"), run("6")
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	jc, _ := json.Marshal(c)
	if string(ja) != string(jb) {
		t.Errorf("same seed, two summaries:\n%s\n%s", ja, jb)
	}
	if string(ja) == string(jc) {
		t.Errorf("seeds 5 and 6 gave the same summary: %s", ja)
	}
	for _, k := range []string{"games", "policy", "seed", "survived", "survival_rate", "mean_score", "median_score", "losses", "titles"} {
		if _, ok := a[k]; !ok {
			t.Errorf("field %q missing", k)
		}
	}
}

func TestSelfplayBadInput(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"selfplay", "--policy", "clever"}, `unknown policy "clever"`},
		{[]string{"selfplay", "--games", "0"}, "--games 0: want 1 to"},
		{[]string{"selfplay", "--djinn-vp", "enki=3"}, "selfplay: djinn_vp.Enki: the catalogue gives Enki 8 VP"},
		{[]string{"selfplay", "--djinn-vp", "ptha=3"}, "selfplay: djinn_vp.ptha: unknown Djinn"},
		{[]string{"selfplay", "--djinn-vp", "ptah=x"}, "invalid argument"},
		{[]string{"selfplay", "--whim-coins", "-1"}, "selfplay: whim_coins: -1 (from 0 to 100)"},
		{[]string{"selfplay", "--expansions", "dragons"}, "--expansions"},
		{[]string{"selfplay", "--games", "x"}, "invalid argument"},
		{[]string{"selfplay", "--expansions", "artisans,artisans"}, "--expansions: artisans named twice"},
		{[]string{"selfplay", "--expansions", "artisans", "--expansions", "Artisans"}, "--expansions: artisans named twice"},
		{[]string{"selfplay", "--expansions", ""}, "--expansions: an empty name"},
		{[]string{"selfplay", "--expansions", "artisans,"}, "--expansions: an empty name"},
	} {
		_, errOut, code := runYazid(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q; want exit 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestSelfplayPolicyWeights: selfplayPolicy hands the advisor the
// weights it is given; the negative twins: greedy and random read no
// weight, the policy is the same at any weights.
func TestSelfplayPolicyWeights(t *testing.T) {
	t.Parallel()
	ctx := selfplay.Context{Rules: sultan.DefaultRules(), ScoringRules: scoring.DefaultRules()}
	w := advisor.DefaultWeights()
	if _, err := w.Set("djinn_power", "1000"); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"advisor", "greedy", "random"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			def, err := selfplayPolicy(name, ctx, advisor.DefaultWeights())
			if err != nil {
				t.Fatal(err)
			}
			got, err := selfplayPolicy(name, ctx, w)
			if err != nil {
				t.Fatal(err)
			}
			if got.Name() != name {
				t.Errorf("policy %s: got %s", name, got.Name())
			}
			if a, ok := got.(selfplay.Advisor); ok {
				if a.Weights != w {
					t.Errorf("advisor: got weights %+v, want %+v", a.Weights, w)
				}
				return
			}
			if !reflect.DeepEqual(got, def) {
				t.Errorf("%s: at djinn_power 1000 %+v, at the defaults %+v", name, got, def)
			}
		})
	}
	if _, err := selfplayPolicy("nobody", ctx, w); !errors.Is(err, selfplay.ErrUnknownPolicy) {
		t.Errorf("policy nobody: got %v, want ErrUnknownPolicy", err)
	}
}

// TestSelfplayAdvisorTakesAdviceWeights: the advisor policy plays by the
// advice.* weights of the configuration, as naqala advise does (it played
// by the defaults whatever the configuration said); the negative twin:
// the greedy policy, which reads no weight, plays the same games. Under
// -short one advised game a side and no greedy game: TestSelfplayPolicyWeights
// checks the policy the command builds.
func TestSelfplayAdvisorTakesAdviceWeights(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("plays whole advised games; TestSelfplayPolicyWeights checks the seam under -short")
	}
	sides := []struct {
		policy  string
		weights bool
	}{{"advisor", false}, {"advisor", true}, {"greedy", false}, {"greedy", true}}
	out := make([]string, len(sides))
	var wg sync.WaitGroup
	for i, side := range sides {
		sys := testSystem(t, "NAQALA_ADVICE_DJINN_POWER", "4", "NAQALA_ADVICE_VIZIER_LEAD", "4")
		if side.weights {
			sys = testSystem(t, "NAQALA_ADVICE_DJINN_POWER", "1000", "NAQALA_ADVICE_VIZIER_LEAD", "0")
		}
		// The four runs share nothing (a system each): all at once.
		wg.Go(func() {
			code, got, errOut := runOn(sys, "selfplay", "--games", "2", "--policy", side.policy, "--seed", "3", "--json")
			if code != 0 {
				t.Errorf("%s, weights %v: exit %d: %s", side.policy, side.weights, code, errOut)
			}
			out[i] = gamesPerSecond.ReplaceAllString(got, "${1}N${2}")
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	if out[0] == out[1] {
		t.Errorf("advice.djinn_power 1000 and advice.vizier_lead 0 played the same games as the defaults:\n%s", out[0])
	}
	if out[2] != out[3] {
		t.Errorf("greedy reads no weight, yet:\n%s\n%s", out[2], out[3])
	}
}

// TestSelfplayHelpNamesEveryPolicy: the help says what each policy is,
// the advisor (the default) included; it named only greedy and random.
func TestSelfplayHelpNamesEveryPolicy(t *testing.T) {
	t.Parallel()
	out, _, code := runYazid(t, "selfplay", "--help")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	long, _, _ := strings.Cut(out, "Usage:")
	for _, p := range []string{"advisor (", "greedy (", "random ("} {
		if !strings.Contains(strings.Join(strings.Fields(long), " "), p) {
			t.Errorf("the help does not say what %q is:\n%s", strings.TrimSuffix(p, " ("), long)
		}
	}
}

// TestSelfplayExpansionsOnce is the twin of the refusals of an expansion
// named twice or empty: each named once is played.
func TestSelfplayExpansionsOnce(t *testing.T) {
	t.Parallel()
	out, errOut, code := runYazid(t, "selfplay", "--games", "1", "--policy", "random", "--expansions", "artisans,whims", "--json")
	if code != 0 || !strings.Contains(out, `"games": 1`) {
		t.Errorf("exit %d: %s %s", code, out, errOut)
	}
}

// TestSelfplayInterruptedSumsUp: a run stopped (Ctrl-C: its context
// done) prints the summary of the games played so far and exits 130;
// the twin: a run left alone exits 0 with every game.
func TestSelfplayInterruptedSumsUp(t *testing.T) {
	t.Parallel()
	var stdout, stderr strings.Builder
	root := newRootCmd(testSystem(t).streams(&stdout, &stderr), &stdout)
	root.SetArgs([]string{"selfplay", "--games", "10000000", "--policy", "random", "--json"})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	err := root.ExecuteContext(ctx)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 130 || !strings.Contains(err.Error(), "of 10000000 games") {
		t.Fatalf("got %v, want exit 130", err)
	}
	var s struct{ Games int }
	if err := json.Unmarshal([]byte(stdout.String()), &s); err != nil || s.Games < 1 || s.Games >= 10000000 {
		t.Errorf("the summary: %v, %q", err, stdout.String())
	}
	out, errOut, code := runYazid(t, "selfplay", "--games", "3", "--policy", "random", "--json")
	if code != 0 || !strings.Contains(out, `"games": 3`) {
		t.Errorf("the twin: exit %d: %s %s", code, out, errOut)
	}
}

// TestSelfplayAssumedDjinnsPlainly: the text output names the guessed
// Djinn VP plainly, each with its unit ("Djinns whose card prints no VP:
// Galbells 6 VP, Wilwit 7 VP"; it said "Djinn VP no card prints:
// Galbells 6, Wilwit 7 VP"); the twin: no guessed Djinn, no such line.
func TestSelfplayAssumedDjinnsPlainly(t *testing.T) {
	var b strings.Builder
	writeSelfplay(&b, selfplay.Summary{Games: 1, DjinnVP: map[string]int{"Wilwit": 7, "Galbells": 6}})
	if want := "Assumed:      Djinns whose card prints no VP: Galbells 6 VP, Wilwit 7 VP\n"; !strings.Contains(b.String(), want) {
		t.Errorf("got\n%s\nwant the line %q", b.String(), want)
	}
	b.Reset()
	writeSelfplay(&b, selfplay.Summary{Games: 1})
	if strings.Contains(b.String(), "Assumed:") {
		t.Errorf("got\n%s\nwant no Assumed: line without guesses", b.String())
	}
}
