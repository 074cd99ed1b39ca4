package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// runHistory runs `naqala history` in-process on dataDir with an empty
// configuration.
func runHistory(t *testing.T, dataDir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runHistoryOn(testSystem(t), dataDir, args...)
}

// runHistoryOn runs `naqala history` in-process on sys and dataDir.
func runHistoryOn(sys *system, dataDir string, args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = run(append([]string{"history", "--data-dir", dataDir}, args...), sys.streams(&out, &errs))
	return code, out.String(), errs.String()
}

// keepGame scores g and records it in dataDir.
func keepGame(t *testing.T, dataDir string, g scoring.Game, when time.Time) {
	t.Helper()
	r, err := scoring.Score(g, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if err := recordScoredGame(dataDir, g, r, when); err != nil {
		t.Fatal(err)
	}
}

var historyStart = time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)

// threeGames records a solo game survived (Junior Jafaar, hard), a solo
// game lost to the Assassins, and a 3-player game.
func threeGames(t *testing.T, dir string) {
	keepGame(t, dir, scoring.Game{
		Players: []scoring.Player{{Name: "Aylin", Coins: 200, Viziers: 5}},
		Solo:    &scoring.Solo{Council: 2, Hard: true},
	}, historyStart)
	keepGame(t, dir, scoring.Game{
		Players: []scoring.Player{{Name: "Aylin", Coins: 30}},
		Solo:    &scoring.Solo{Lost: game.LostAssassins},
	}, historyStart.AddDate(0, 0, 1))
	keepGame(t, dir, scoring.Game{
		Players: []scoring.Player{{Name: "Aylin", Coins: 120}, {Name: "Bo", Coins: 180}, {Name: "Cem", Coins: 90}},
	}, historyStart.AddDate(0, 0, 2))
}

func TestHistoryEmpty(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, out, errs := runHistory(t, dir)
	if code != 0 || errs != "" || !strings.Contains(out, "No finished games yet in "+dir) {
		t.Fatalf("got %d %q %q, want the empty history", code, out, errs)
	}
	code, out, _ = runHistory(t, dir, "--json")
	if code != 0 || !strings.Contains(out, `"games": []`) || !strings.Contains(out, `"problems": []`) {
		t.Fatalf("got %d %s, want empty lists", code, out)
	}
}

func TestHistoryList(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	threeGames(t, dir)
	code, out, errs := runHistory(t, dir)
	if code != 0 || errs != "" {
		t.Fatalf("got %d %q, want success", code, errs)
	}
	for _, want := range []string{
		"Finished games (3)",
		"solo   Aylin", "215", "Junior Jafaar (hard)",
		"lost: Yazid has 7 Assassins",
		"multi  Aylin, Bo, Cem", "180", "won by Bo",
		"Games               3 (2 solo, 1 multiplayer)",
		"Solo survival       1 of 2 (50%)",
		"Titles reached      Insufficient Iznogoud 0, Junior Jafaar 1, Ambitious Al-Rachid 0, Splendid Saladin 0",
		"Best score          215 by Aylin (solo,",
		"Average score       151.2",
		"Best solo score     215 by Aylin",
		"Most common loss    Yazid has 7 Assassins (1 of 1 lost)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("got\n%s\nwant %q in it", out, want)
		}
	}
	// The lost solo game comes between the other two, oldest first.
	if i, j := strings.Index(out, "Junior Jafaar (hard)"), strings.Index(out, "lost:"); i < 0 || j < i {
		t.Errorf("got the games out of order:\n%s", out)
	}
}

func TestHistoryJSON(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	threeGames(t, dir)
	code, out, _ := runHistory(t, dir, "--json")
	if code != 0 {
		t.Fatalf("got exit %d", code)
	}
	var got struct {
		Games []struct {
			Format string `json:"format"`
			Kind   string `json:"kind"`
			Solo   *struct {
				Survived bool   `json:"survived"`
				Reason   string `json:"reason"`
				Title    string `json:"title"`
			} `json:"solo"`
			Winners []string `json:"winners"`
		} `json:"games"`
		Stats struct {
			Games          int     `json:"games"`
			SurvivalRate   float64 `json:"solo_survival_rate"`
			MostCommonLoss string  `json:"most_common_loss"`
			Best           struct {
				Total int `json:"total"`
			} `json:"best"`
		} `json:"stats"`
		Problems []string `json:"problems"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in\n%s", err, out)
	}
	if len(got.Games) != 3 || got.Games[0].Format != "naqala/history/v1" || got.Games[1].Solo.Reason != "assassins" || got.Games[2].Winners[0] != "Bo" {
		t.Errorf("got %+v, want the three games", got.Games)
	}
	if got.Stats.Games != 3 || got.Stats.SurvivalRate != 0.5 || got.Stats.MostCommonLoss != "assassins" || got.Stats.Best.Total != 215 {
		t.Errorf("got %+v, want 3 games, rate 0.5, assassins, best 215", got.Stats)
	}
	if len(got.Problems) != 0 {
		t.Errorf("got problems %v, want none", got.Problems)
	}
}

// TestHistoryDamagedFile: a damaged history file is reported on stderr and
// the other games are still listed.
func TestHistoryDamagedFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	threeGames(t, dir)
	bad := filepath.Join(dir, "history", "broken.json")
	if err := os.WriteFile(bad, []byte(`{"format": "naqala/history/v1", "version": 1, "kind": "duel"`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runHistory(t, dir)
	if code != 0 || !strings.Contains(out, "Finished games (3)") {
		t.Fatalf("got %d\n%s, want the three good games", code, out)
	}
	if !strings.HasPrefix(errs, "naqala: warning: store: "+bad+": damaged") || strings.Count(errs, "\n") != 1 {
		t.Errorf("got %q, want one warning naming %s", errs, bad)
	}
	code, out, _ = runHistory(t, dir, "--json")
	if code != 0 || !strings.Contains(out, "broken.json: damaged") {
		t.Errorf("got %d %s, want the problem in the JSON", code, out)
	}
}

func TestRecordScoredGameNeedsDataDir(t *testing.T) {
	t.Parallel()
	g := scoring.Game{Players: []scoring.Player{{Name: "A"}, {Name: "B"}}}
	r, err := scoring.Score(g, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if err := recordScoredGame("", g, r, historyStart); err == nil {
		t.Error("got no error without a data directory, want one")
	}
	dir := t.TempDir()
	if err := recordScoredGame(dir, g, r, historyStart); err != nil {
		t.Errorf("got %v with a data directory, want the game kept", err)
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "history")); len(entries) != 1 {
		t.Errorf("got %d history files, want 1", len(entries))
	}
}

func TestHistoryListGerman(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	threeGames(t, dir)
	code, out, errs := runHistory(t, dir, "--lang", "de")
	if code != 0 || errs != "" {
		t.Fatalf("got %d %q, want success", code, errs)
	}
	for _, want := range []string{
		"Beendete Partien (3)", "DATUM", "AUSGANG",
		"Junior-Jafaar (schwer)", "verloren: ", "gewonnen von Bo",
		"3 (2 solo, 1 Mehrspieler)", "1 von 2 (50%)", "Erreichte Titel",
		"Häufigste Niederlage",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("got\n%s\nwant %q in it", out, want)
		}
	}
	for _, english := range []string{"Finished games", "won by", "Statistics", "multiplayer"} {
		if strings.Contains(out, english) {
			t.Errorf("German history with English %q:\n%s", english, out)
		}
	}
}

// TestHistorySoloPlayerInLanguage: a solo player who set no name reads
// "You" in English and "Du" in German, kept as "You" by this version or as
// "Du" by an older one; the JSON keeps what was recorded.
func TestHistorySoloPlayerInLanguage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for i, name := range []string{"You", "Du"} {
		keepGame(t, dir, scoring.Game{Players: []scoring.Player{{Name: name, Coins: 200 + i, Viziers: 5}}, Solo: &scoring.Solo{Council: 2}},
			historyStart.AddDate(0, 0, i))
	}
	for _, tc := range []struct{ lang, want, not string }{{"en", "You", "Du"}, {"de", "Du", "You"}} {
		code, out, errs := runHistory(t, dir, "--lang", tc.lang)
		word := func(w string) int { return len(regexp.MustCompile(`\b`+w+`\b`).FindAllString(out, -1)) }
		if code != 0 || errs != "" || word(tc.want) < 3 || word(tc.not) > 0 {
			t.Errorf("%s: got %d %q\n%s\nwant %q for both games and the best, no %q", tc.lang, code, errs, out, tc.want, tc.not)
		}
	}
}
