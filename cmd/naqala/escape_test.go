package main

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/scoring"
)

// hostile are texts a file may hold that must never reach the terminal
// as they are, written as YAML double-quoted escapes: an escape sequence
// that clears the screen, one that sets the window title, a newline that
// forges a second error line, a right-to-left override, a C1 control.
var hostile = []string{`\e[2J`, `\e]0;pwned\a`, `a\nnaqala: forged`, `\u202Eevil`, `\x9B2J`}

// wantClean fails when any line of out does not print as itself.
func wantClean(t *testing.T, what, out string) {
	t.Helper()
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if !filetext.Plain(line) {
			t.Errorf("%s: a raw character reaches the terminal: %q", what, line)
		}
		if strings.HasPrefix(line, "naqala: forged") || strings.HasPrefix(line, "naqala: naqala: forged") || strings.HasPrefix(line, "forged") {
			t.Errorf("%s: a forged line: %q", what, line)
		}
	}
}

// Item 11: every text of a file reaches the terminal quoted or escaped:
// keys, values and names in score files, solo state files and the
// configuration. Under -short each file holds one of the texts, in turn.
func TestFileTextEscaped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	board := "  V[YWG] S6[RRB] O[GGW] SM[BWY] LM[] S12[YRW]\n  O[WWR] SM[GBY] V SM[RGW] S6[BBG] O[YGG]\n" +
		"  SM[RWB] LM[YBW] S15[GRB] O[WBB] SM[YRG] V[WWG]\n  S10[BGY] O[RRW] SM[YBW] V[GGR] LM[WRB] SM[BRR]\n" +
		"  LM[YWW] V[RBG] O[BYY] S6[WGR] SM[GWB] S6[RYW]\n"
	for i, h := range hostile {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			files := map[string]string{
				"state-key.yaml":      fmt.Sprintf("%q: 1\nboard: |\n%s", h, board),
				"state-nested.yaml":   fmt.Sprintf("yazid: {%q: 1}\nboard: |\n%s", h, board),
				"state-rule.yaml":     fmt.Sprintf("rules: {%q: 1}\nboard: |\n%s", h, board),
				"state-value.yaml":    fmt.Sprintf("rules: {black_six: %q}\nformat: %q\nexpansions: [%q]\nboard: |\n%s", h, h, h, board),
				"state-djinn.yaml":    fmt.Sprintf("player: {djinns: [%q]}\nresources: [%q]\ndjinn_row: [%q]\nboard: |\n%s", h, h, h, board),
				"state-board.yaml":    fmt.Sprintf("board: %q\n", "V "+h),
				"score-key.yaml":      fmt.Sprintf("%q: 1\nplayers: [{name: A}, {name: B, %q: 2}]\n", h, h),
				"score-rule.yaml":     fmt.Sprintf("players: [{name: A}, {name: B}]\nrules: {%q: 1, thief_vp: %q}\n", h, h),
				"score-values.yaml":   fmt.Sprintf("format: %q\nexpansions: [%q]\nplayers: [{name: A, djinns: [%q], items: [%q], tiles: [{tile: %q}]}, {name: B}]\n", h, h, h, h, h),
				"score-name.yaml":     fmt.Sprintf("players: [{name: %q, coins: 3}, {name: B}]\n", h),
				"score-board.yaml":    fmt.Sprintf("players: [{name: A}, {name: B}]\nboard: %q\n", "V "+h),
				"score-merch.yaml":    fmt.Sprintf("players: [{name: A, merchandise: {%q: 1}}, {name: B}]\n", h),
				"config-key.yaml":     fmt.Sprintf("%q: 1\n", h),
				"config-rule.yaml":    fmt.Sprintf("rules: {%q: 1}\n", h),
				"config-value.yaml":   fmt.Sprintf("language: %q\npaper: %q\ncolour: %q\nexpansions: [%q]\nrules: {thief_vp: %q}\n", h, h, h, h, h),
				"config-djinn.yaml":   fmt.Sprintf("djinn_vp: {%q: 1}\n", h),
				"config-players.yaml": fmt.Sprintf("players: [%q]\n", h),
			}
			for j, name := range slices.Sorted(maps.Keys(files)) {
				if testing.Short() && j%len(hostile) != i {
					continue // -short: each file with one of the texts
				}
				text := files[name]
				path := filepath.Join(dir, name)
				writeFile(t, path, strings.ReplaceAll(text, `\\`, `\`))
				var args []string
				switch {
				case strings.HasPrefix(name, "state"):
					args = []string{"yazid", "odds", path}
				case strings.HasPrefix(name, "score"):
					args = []string{"score", path}
				default:
					args = []string{"--config", path, "config"}
				}
				_, stdout, stderr := runIn(t, args...)
				wantClean(t, name+" stdout", stdout)
				wantClean(t, name+" stderr", stderr)
			}
		})
	}
}

// Item 11: names, winners and titles of history files and the names of
// unreadable history files are printed escaped by naqala history.
func TestHistoryTextEscaped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	raw := []string{"\x1b[2J", "\x1b]0;pwned\a", "a\nnaqala: forged", "\u202eevil", "\u009b2J"}
	players := make([]scoring.Player, len(raw))
	for i, name := range raw {
		players[i] = scoring.Player{Name: name, Coins: 10}
	}
	keepGame(t, dir, scoring.Game{Players: players[:4]}, historyStart)
	keepGame(t, dir, scoring.Game{Players: []scoring.Player{players[4], {Name: "B", Coins: 10}}}, historyStart.AddDate(0, 0, 1))
	keepGame(t, dir, scoring.Game{Players: []scoring.Player{{Name: raw[0], Coins: 200}}, Solo: &scoring.Solo{}}, historyStart.AddDate(0, 0, 2))
	// A solo record whose title was edited (damaged: the title is checked),
	// and a damaged file with an escape sequence in its name.
	files, _ := filepath.Glob(filepath.Join(dir, "history", "*.json"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		if bytes.Contains(data, []byte(`"title": "`)) {
			data = regexp.MustCompile(`"title": "[^"]*"`).ReplaceAll(data, []byte(`"title": "\u001b[2J\u202e"`))
			writeFile(t, f, string(data))
		}
	}
	writeFile(t, filepath.Join(dir, "history", "\x1b[2J\nnaqala: forged.json"), "{")
	for _, lang := range []string{"en", "de"} {
		code, stdout, stderr := runHistory(t, dir, "--lang", lang)
		if code != 0 || !strings.Contains(stdout, `"\x1b[2J"`) || !strings.Contains(stdout, `"\u202eevil"`) {
			t.Errorf("exit %d, want the names quoted:\n%s", code, stdout)
		}
		wantClean(t, "history stdout", stdout)
		wantClean(t, "history stderr", stderr)
		if n := strings.Count(stderr, "\n"); n != 2 {
			t.Errorf("got %d warnings, want 2:\n%s", n, stderr)
		}
	}
	_, stdout, _ := runHistory(t, dir, "--json")
	wantClean(t, "history --json", stdout)
}

// Item 11: the score table prints each name as filetext.Text does, for a
// name that did not come through the score file's checks.
func TestScoreTableNamesEscaped(t *testing.T) {
	t.Parallel()
	res := scoring.Result{
		Players: []scoring.PlayerResult{{Name: "\x1b[2J", Rank: 1}, {Name: "a\nb", Rank: 1}},
		Winners: []string{"\x1b[2J", "a\nb"},
	}
	var b bytes.Buffer
	if err := writeScoreTable(&b, "en", game.Expansions{}, res); err != nil {
		t.Fatal(err)
	}
	wantClean(t, "score table", b.String())
	if !strings.Contains(b.String(), `Winners: "\x1b[2J", "a\nb"`) {
		t.Errorf("got\n%s\nwant the winners quoted", b.String())
	}
	// The negative twin: a name that prints as itself is not quoted.
	res = scoring.Result{Players: []scoring.PlayerResult{{Name: "Aylin", Rank: 1}}, Winners: []string{"Aylin"}}
	b.Reset()
	_ = writeScoreTable(&b, "en", game.Expansions{}, res)
	if !strings.Contains(b.String(), "Winner: Aylin\n") {
		t.Errorf("got\n%s\nwant the name as it is", b.String())
	}
}

// Item 11: the warnings for a user's sheet.txt print its text escaped.
func TestSheetTemplateTextEscaped(t *testing.T) {
	t.Parallel()
	cfg := t.TempDir()
	writeFile(t, filepath.Join(cfg, "naqala", "sheet.txt"),
		"\x1b[2J\ncoins label.en=\"\x1b]0;pwned\a\ncamels \u202eevil=1\ncoins x=\"\\q\"\n")
	out := filepath.Join(t.TempDir(), "pad.pdf")
	code, stdout, stderr := runSheet(t, cfg, "sheet", "--blank", "-o", out)
	if code != 0 || !strings.Contains(stderr, "using the built-in template") {
		t.Fatalf("exit %d, stderr %q; want the built-in template and warnings", code, stderr)
	}
	wantClean(t, "sheet stdout", stdout)
	wantClean(t, "sheet stderr", stderr)
}

// Item 11: paths print escaped too: the configuration files read and an
// empty history's data directory.
func TestPathsEscaped(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "a\x1b[2J\nnaqala: forged")
	cfg := filepath.Join(dir, "c.yaml")
	writeFile(t, cfg, "language: en\n")
	_, stdout, stderr := runIn(t, "--config", cfg, "config")
	wantClean(t, "config stdout", stdout)
	wantClean(t, "config stderr", stderr)
	code, stdout, stderr := runHistory(t, dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	wantClean(t, "history stdout", stdout)
}
