package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/golden"
)

// runScore runs naqala in-process with an empty configuration.
func runScore(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runScoreIn(t, nil, args...)
}

// runScoreIn runs naqala in-process with an empty configuration, reading
// stdin as standard input.
func runScoreIn(t *testing.T, stdin []byte, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errs bytes.Buffer
	code = run(args, testSystem(t).input(stdin).streams(&out, &errs))
	return code, out.String(), errs.String()
}

// TestScoreExamples prints every example as a table and as JSON and
// compares them with the golden files.
func TestScoreExamples(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"base-4p", "full-5p", "solo"} {
		t.Run(name, func(t *testing.T) {
			file := filepath.Join("..", "..", "examples", name+".yaml")
			code, out, errs := runScore(t, "score", file)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			golden.Check(t, filepath.Join("testdata", "score", name+".txt"), out)
			code, out, errs = runScore(t, "score", file, "--json")
			if code != 0 || errs != "" {
				t.Fatalf("--json: exit %d, stderr %q", code, errs)
			}
			golden.Check(t, filepath.Join("testdata", "score", name+".json"), out)
			checkResultJSON(t, out, name == "solo")
		})
	}
}

// TestScoreTableRows: the table shows the rows of the expansions in play,
// like the official pad; the JSON keeps all twelve keys (checkResultJSON).
func TestScoreTableRows(t *testing.T) {
	t.Parallel()
	tests := []struct {
		example string
		shown   []string
		hidden  []string
	}{
		{"base-4p", []string{"Coins", "Viziers", "Elders", "Djinns", "Palm Trees", "Palaces", "Tiles", "Merchandise"}, []string{"Artisans", "Tent", "Cities", "Items"}},
		{"solo", []string{"Artisans", "Tent", "Items"}, []string{"Cities"}},
		{"full-5p", []string{"Artisans", "Tent", "Cities", "Items"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.example, func(t *testing.T) {
			code, out, errs := runScore(t, "score", filepath.Join("..", "..", "examples", tc.example+".yaml"))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			rows := map[string]bool{}
			for _, line := range strings.Split(out, "\n") {
				if i := strings.Index(line, "  "); i > 0 {
					rows[strings.TrimSpace(line[:i])] = true
				}
			}
			for _, r := range tc.shown {
				if !rows[r] {
					t.Errorf("row %q missing:\n%s", r, out)
				}
			}
			for _, r := range tc.hidden {
				if rows[r] {
					t.Errorf("row %q shown, its expansion is not in play:\n%s", r, out)
				}
			}
		})
	}
}

// TestScoreTableLanguage: --lang de prints the table in the German
// rulebook's words; --json stays English whatever the language.
func TestScoreTableLanguage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, example, lang string
		want, notWant       []string
	}{
		{"solo de", "solo", "de", []string{"Wesire", "Älteste", "Kunstschmiede", "Summe", "Sultan Yazid: Überlebt, Ehrgeiziger Al-Rachid"}, []string{"Viziers", "Total", "Ambitious"}},
		{"solo en", "solo", "en", []string{"Viziers", "Total", "Sultan Yazid: Survived, Ambitious Al-Rachid"}, []string{"Wesire", "Summe"}},
		{"base de", "base-4p", "de", []string{"Gold", "Platz", "Sieger: Cem"}, []string{"Coins", "Winner"}},
		{"base en", "base-4p", "en", []string{"Coins", "Rank", "Winner: Cem"}, []string{"Gold", "Sieger", "Thieves"}},
		{"Thieves in the Djinns row en", "full-5p", "en", []string{"Djinns & Thieves"}, nil},
		{"Thieves in the Djinns row de", "full-5p", "de", []string{"Dschinn & Diebe", "Städte", "Zelt"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join("..", "..", "examples", tc.example+".yaml")
			code, out, errs := runScore(t, "score", file, "--lang", tc.lang)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("%q missing:\n%s", w, out)
				}
			}
			for _, w := range tc.notWant {
				if strings.Contains(out, w) {
					t.Errorf("%q printed in %s:\n%s", w, tc.lang, out)
				}
			}
			_, js, _ := runScore(t, "score", file, "--lang", tc.lang, "--json")
			_, en, _ := runScore(t, "score", file, "--json")
			if js != en {
				t.Errorf("--json with --lang %s differs from English:\n%s", tc.lang, js)
			}
		})
	}
}

// checkResultJSON checks the contract of docs/formats.md section 3.
func checkResultJSON(t *testing.T, out string, solo bool) {
	t.Helper()
	var res map[string]any
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if res["format"] != "naqala/result/v1" {
		t.Errorf("format: got %v", res["format"])
	}
	keys := []string{"coins", "viziers", "elders", "artisans", "djinns", "palm_trees", "palaces", "tiles", "tent", "cities", "merchandise", "items"}
	for _, p := range res["players"].([]any) {
		pm := p.(map[string]any)
		cats := pm["categories"].(map[string]any)
		sum := 0.0
		for _, k := range keys {
			v, ok := cats[k]
			if !ok {
				t.Errorf("%v: category %s missing", pm["name"], k)
			}
			f, _ := v.(float64)
			sum += f
		}
		if len(cats) != len(keys) {
			t.Errorf("%v: got %d categories, want %d", pm["name"], len(cats), len(keys))
		}
		if pm["total"] != sum {
			t.Errorf("%v: total %v, categories sum %v", pm["name"], pm["total"], sum)
		}
	}
	if _, ok := res["winners"].([]any); !ok {
		t.Errorf("winners: got %v, want a list", res["winners"])
	}
	if _, ok := res["solo"]; ok != solo {
		t.Errorf("solo present: got %v, want %v", ok, solo)
	}
}

func TestScoreErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("players:\n  - {name: A, coins: -1, djinns: [Jafr]}\n  - {name: B, tiles: [{tile: Q}]}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		want []string // one per stderr line
	}{
		{"broken file", []string{"score", bad}, []string{
			bad + ":2: players[0].coins: -1: must not be negative",
			bad + `:2: players[0].djinns[0]: unknown Djinn "Jafr" (did you mean Jafaar?)`,
			bad + `:3: players[1].tiles[0].tile: unknown tile "Q"`,
		}},
		{"missing file", []string{"score", filepath.Join(dir, "none.yaml")}, []string{filepath.Join(dir, "none.yaml") + ": no such file or directory"}},
		{"no file", []string{"score"}, []string{"score: want one FILE, got 0 arguments"}},
		{"unknown flag", []string{"score", bad, "--jsn"}, []string{"score: unknown flag: --jsn"}},
		{"directory", []string{"score", dir}, []string{dir + ": is a directory"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runScore(t, tc.args...)
			if code != 2 {
				t.Errorf("exit status: got %d, want 2", code)
			}
			if out != "" {
				t.Errorf("stdout: got %q, want nothing", out)
			}
			lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
			if len(lines) != len(tc.want) {
				t.Fatalf("got %d lines, want %d:\n%s", len(lines), len(tc.want), errs)
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(lines[i], "naqala: ") || !strings.Contains(lines[i], w) {
					t.Errorf("line %d: got %q, want %q", i+1, lines[i], "naqala: "+w+"...")
				}
			}
		})
	}
}

// TestScoreConfig: the configuration gives rule variants and Djinn VPs;
// the file's rules block overrides it.
func TestScoreConfig(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.yaml")
	game := filepath.Join(dir, "game.yaml")
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(cfg, "rules:\n  thief_vp: 4\ndjinn_vp:\n  Ptah: 7\n")
	base := "expansions: [artisans, thieves]\nplayers:\n  - {name: A, djinns: [Ptah], thieves: [Ziad]}\n  - {name: B}\n"
	djinns := func(args ...string) float64 {
		t.Helper()
		code, out, errs := runScore(t, append([]string{"score", game, "--json"}, args...)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var res struct {
			Players []struct {
				Categories map[string]float64 `json:"categories"`
			} `json:"players"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatal(err)
		}
		return res.Players[0].Categories["djinns"]
	}
	write(game, base)
	if got := djinns("--config", cfg); got != 7+4 {
		t.Errorf("config: got %v, want Ptah 7 + Thief 4 = 11", got)
	}
	write(game, base+"rules: {thief_vp: 2}\n")
	if got := djinns("--config", cfg); got != 7+2 {
		t.Errorf("file rules: got %v, want Ptah 7 + Thief 2 = 9", got)
	}
	write(game, base)
	code, _, errs := runScore(t, "score", game)
	if code != 2 || !strings.Contains(errs, "djinn_vp.Ptah") {
		t.Errorf("without djinn_vp: exit %d, stderr %q; want 2 and how to give Ptah's VP", code, errs)
	}
}

// BenchmarkScoreProcess runs `naqala score examples/full-5p.yaml --json`
// as a whole process, the binary built once (budget 20 ms a run).
func BenchmarkScoreProcess(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "naqala")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	file := filepath.Join("..", "..", "examples", "full-5p.yaml")
	env := append(os.Environ(), "XDG_CONFIG_HOME="+b.TempDir())
	for b.Loop() {
		cmd := exec.Command(bin, "score", file, "--json")
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v\n%s", err, out)
		}
	}
}

// BenchmarkScoreCommand runs `naqala score examples/full-5p.yaml --json`
// in-process: configuration, loading, checks, scoring and JSON.
func BenchmarkScoreCommand(b *testing.B) {
	sys := testSystem(b)
	file := filepath.Join("..", "..", "examples", "full-5p.yaml")
	var out, errs bytes.Buffer
	for b.Loop() {
		out.Reset()
		if code := run([]string{"score", file, "--json"}, sys.streams(&out, &errs)); code != 0 {
			b.Fatalf("exit %d: %s", code, errs.String())
		}
	}
}

// TestScoreSave: --save keeps the game in the history; without it nothing
// is written.
func TestScoreSave(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"--data-dir", dir, "score", "../../examples/base-4p.yaml"}, testSystem(t).streams(&out, &errb)); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "history")); len(entries) != 0 {
		t.Errorf("without --save: got %d history files, want 0", len(entries))
	}
	if code := run([]string{"--data-dir", dir, "score", "../../examples/base-4p.yaml", "--save"}, testSystem(t).streams(&out, &errb)); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	out.Reset()
	if code := run([]string{"--data-dir", dir, "history", "--json"}, testSystem(t).streams(&out, &errb)); code != 0 {
		t.Fatalf("history: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), `"Cem"`) || !strings.Contains(out.String(), `"games": 1`) {
		t.Errorf("history after --save: got %s, want one game won by Cem", out.String())
	}
}

// TestScoreTableWideNumbers: a number wider than the player's name widens
// its column instead of breaking the table; every row keeps the columns
// aligned.
func TestScoreTableWideNumbers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "wide.yaml")
	data := "players:\n  - {name: A, coins: 1000000, viziers: 3}\n  - {name: B, coins: 999999}\n  - {name: Cleopatra, coins: 123456}\n"
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runScore(t, "score", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, w := range []string{"1000000", "1000023", "999999", "123456"} {
		if !strings.Contains(out, w) {
			t.Errorf("%s missing:\n%s", w, out)
		}
	}
	// The table's rows (up to the blank line) are all as long as the header.
	table, _, _ := strings.Cut(out, "\n\n")
	lines := strings.Split(table, "\n")
	for _, l := range lines[1:] {
		if len(l) != len(lines[0]) {
			t.Errorf("row %q is %d long, the header %d:\n%s", l, len(l), len(lines[0]), out)
		}
	}
}
