package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/golden"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/selfplay"
)

// keepRecord scores g and keeps it, played with advice when advised.
func keepRecord(t *testing.T, dir string, g scoring.Game, when time.Time, advised bool) {
	t.Helper()
	r, err := scoring.Score(g, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	rec := store.NewRecord(g, r, when)
	rec.Advised = advised
	if _, err := store.Open(dir, nil).AddHistory(rec); err != nil {
		t.Fatal(err)
	}
}

// soloGames keeps six solo games of four rule sets: the base game without
// advice (survived, lost, survived), with advice, Artisans in hard mode,
// and the Thieves; and a multiplayer game, which has no place in the
// record.
func soloGames(t *testing.T, dir string) {
	solo := func(coins, viziers, council int, lost game.Loss, hard bool, x game.Expansions) scoring.Game {
		return scoring.Game{Expansions: x, Players: []scoring.Player{{Name: "Aylin", Coins: coins, Viziers: viziers}},
			Solo: &scoring.Solo{Council: council, Hard: hard, Lost: lost}}
	}
	day := func(d int) time.Time { return historyStart.AddDate(0, 0, d) }
	keepRecord(t, dir, solo(180, 5, 2, game.NotLost, false, game.Expansions{}), day(0), false)
	keepRecord(t, dir, solo(120, 1, 4, game.LostAssassins, false, game.Expansions{}), day(1), false)
	keepRecord(t, dir, solo(210, 4, 2, game.NotLost, false, game.Expansions{}), day(2), false)
	keepRecord(t, dir, solo(240, 6, 3, game.NotLost, false, game.Expansions{}), day(3), true)
	keepRecord(t, dir, solo(170, 3, 2, game.NotLost, true, game.Expansions{Artisans: true}), day(4), false)
	keepRecord(t, dir, solo(190, 3, 2, game.NotLost, false, game.Expansions{Thieves: true}), day(5), false)
	keepGame(t, dir, scoring.Game{Players: []scoring.Player{{Name: "Aylin", Coins: 120}, {Name: "Bo", Coins: 180}}}, day(6))
}

// keepBaseBaseline keeps a run of the base game as the machine's figures.
func keepBaseBaseline(t *testing.T, dir string) {
	t.Helper()
	b := history.NewBaseline(history.RuleSet{}, time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC), 1, "advisor",
		[]int{160, 210, 95, 230, 180}, []game.Loss{game.NotLost, game.NotLost, game.LostDjinns, game.NotLost, game.LostViziers})
	if err := store.Open(dir, nil).KeepBaseline(b); err != nil {
		t.Fatal(err)
	}
}

// TestHistoryRecordGolden: the solo record by rule set, the machine's
// figures marked beside the base game's, the hint where none is kept
// (the Thieves' too), and the chart; in English, German and JSON.
func TestHistoryRecordGolden(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	soloGames(t, dir)
	keepBaseBaseline(t, dir)
	for _, tc := range []struct{ name string }{{"record.txt"}, {"record_de.txt"}, {"record.json"}} {
		t.Run(tc.name, func(t *testing.T) {
			var args []string
			switch tc.name {
			case "record_de.txt":
				args = []string{"--lang", "de"}
			case "record.json":
				args = []string{"--json"}
			}
			code, out, errs := runHistory(t, dir, args...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			out = strings.ReplaceAll(out, dir, "DATA")
			golden.Check(t, filepath.Join("testdata", "history", "golden", tc.name), out)
		})
	}
	_, out, _ := runHistory(t, dir)
	for _, want := range []string{
		"naqala's advisor, 5 games, 2026-11-20 (seed 1, policy advisor)",
		"naqala's advisor: no self-play figures for this rule set yet: naqala history --baseline plays them",
		"▁",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the history lacks %q:\n%s", want, out)
		}
	}
}

// TestHistoryRecordNoBaseline is the negative twin: without a kept run,
// no figure of the machine's is shown, only how to make one; the JSON
// says null.
func TestHistoryRecordNoBaseline(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	soloGames(t, dir)
	_, out, _ := runHistory(t, dir)
	if strings.Contains(out, "policy advisor") || strings.Count(out, "naqala history --baseline plays them") != 4 {
		t.Errorf("want the hint for each of the 4 rule sets (the Thieves too) and no figures:\n%s", out)
	}
	_, js, _ := runHistory(t, dir, "--json")
	var got struct {
		SoloRecord []struct {
			Games    int             `json:"games"`
			Baseline json.RawMessage `json:"baseline"`
		} `json:"solo_record"`
	}
	if err := json.Unmarshal([]byte(js), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.SoloRecord) != 4 {
		t.Fatalf("got %d rule sets, want 4", len(got.SoloRecord))
	}
	for _, g := range got.SoloRecord {
		if string(g.Baseline) != "null" {
			t.Errorf("got baseline %s, want null", g.Baseline)
		}
	}
}

// TestHistoryRecordDamagedBaseline: a baselines file that cannot be read
// is reported and no figure of it is shown; the history still lists.
func TestHistoryRecordDamagedBaseline(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	soloGames(t, dir)
	if err := os.WriteFile(filepath.Join(dir, "baselines.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runHistory(t, dir)
	if code != 0 || !strings.Contains(errs, "baselines.json: damaged") || !strings.Contains(out, "naqala history --baseline plays them") {
		t.Errorf("exit %d, stderr %q, out:\n%s", code, errs, out)
	}
	if code, _, errs := runHistory(t, dir, "--baseline", "--games", "1"); code == 0 || !strings.Contains(errs, "damaged") {
		t.Errorf("--baseline over a damaged file: exit %d, stderr %q; want refused", code, errs)
	}
}

// TestHistoryBaselinePlays: --baseline plays every rule set played
// (advice dropped: the base game with and without advice is one run;
// the Thieves too) and keeps the figures with their date, seed, game
// count and policy; naqala history then shows them marked.
func TestHistoryBaselinePlays(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	soloGames(t, dir)
	// The random policy plays in milliseconds; the file says which
	// policy played.
	sys := testSystem(t)
	sys.newPolicy = func(string, selfplay.Context) (selfplay.Policy, error) { return selfplay.Random{}, nil }
	when := time.Date(2026, 11, 21, 8, 0, 0, 0, time.UTC)
	sys.now = func() time.Time { return when }
	code, out, errs := runHistoryOn(sys, dir, "--baseline", "--games", "6", "--seed", "4")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"base game: naqala's advisor, 6 games", "Artisans, hard: naqala's advisor, 6 games",
		"Thieves: naqala's advisor, 6 games", "Kept in " + filepath.Join(dir, "baselines.json")} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	// Not on a terminal: a line on stderr says it is working.
	if !strings.Contains(errs, "naqala: naqala's advisor, base game: 6 games") {
		t.Errorf("stderr %q does not say it is working", errs)
	}
	kept, err := store.Open(dir, nil).Baselines()
	if err != nil || len(kept) != 3 {
		t.Fatalf("got %d baselines, %v; want 3 (base game, Artisans hard, Thieves)", len(kept), err)
	}
	for _, b := range kept {
		if b.Games != 6 || b.Seed != 4 || b.Policy != "random" || b.RuleSet.Advised || !b.Date.Equal(when) {
			t.Errorf("got %+v, want 6 games, seed 4, policy random, no advice, the run's date", b)
		}
	}
	_, out, _ = runHistory(t, dir)
	if strings.Count(out, "naqala's advisor, 6 games, 2026-11-21 (seed 4, policy random)") != 4 {
		t.Errorf("want the run marked beside the 4 rule sets it plays:\n%s", out)
	}
}

func TestHistoryBaselineRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"with --json", []string{"--baseline", "--json"}, "--baseline: not with"},
		{"with --link", []string{"--baseline", "--link"}, "not with"},
		{"--games without --baseline", []string{"--games", "5"}, "go with --baseline"},
		{"no games", []string{"--baseline", "--games", "0"}, "--games 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runHistory(t, dir, tc.args...)
			if code != 2 || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, tc.want)
			}
		})
	}
	// Without a solo game there is nothing to compare: said, nothing
	// played, nothing kept.
	code, out, _ := runHistory(t, dir, "--baseline")
	if code != 0 || !strings.Contains(out, "No solo games kept yet") {
		t.Errorf("exit %d, out %q", code, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "baselines.json")); err == nil {
		t.Error("a baselines file was kept without a game")
	}
}
