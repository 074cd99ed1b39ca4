package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// soloStart is a valid solo state file; the cases below change its lines.
func soloStart(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "yazid", "start.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Issue 13, item 5: every problem of a solo state file names the file,
// the line and the path, as naqala score's do; the twin, the file as it
// is, has none.
func TestYazidProblemsNameTheLine(t *testing.T) {
	t.Parallel()
	start := soloStart(t)
	tests := []struct {
		name string
		file string
		want []string // the lines of stderr, after "naqala: FILE"
	}{
		{"the file as it is", start, nil},
		{"unknown key", start + "bord: x\n",
			[]string{":14: bord: unknown key (known: format, expansions, board, yazid, player, resources, djinn_row, thief_row, rules) (did you mean board?)"}},
		{"not a number", strings.Replace(start, "coins: 25", "coins: lots", 1),
			[]string{`:10: player.coins: want a whole number, got "lots"`}},
		{"given twice", strings.Replace(start, "council: 0,", "council: 0, council: 1,", 1),
			[]string{":9: yazid.council: given twice (first on line 9)"}},
		{"rules of play", strings.Replace(strings.Replace(start, "assassins: 0", "assassins: -2", 1), "[Nekir, Marid]", "[Nekir, Nekr]", 1), []string{
			":9: yazid.assassins: -2 must not be negative",
			`:10: player.djinns[1]: unknown Djinn "Nekr" (did you mean Nekir?)`}},
		{"unknown rule variant", strings.Replace(start, "rules: {}", "rules: {black_sixx: x}", 1),
			[]string{":13: rules.black_sixx: unknown solo rule variant (known: black_six, builders_fakirs, djinn_income, djinn_income_timing, kill_in_front_of_yazid, solo_artisans, strike_order)"}},
		{"a tab", start + "player:\n\tcoins: 3\n",
			[]string{":15: not valid YAML: found character that cannot start any token (a tab at the start of the line: indent with spaces)"}},
		{"a second document", start + "---\nboard: V\n",
			[]string{":14: a second YAML document (after ---): a file holds one state"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "s.yaml")
			writeFile(t, path, tt.file)
			code, _, stderr := runIn(t, "yazid", "odds", path)
			var want []string
			for _, w := range tt.want {
				want = append(want, "naqala: "+path+w)
			}
			got := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
			if stderr == "" {
				got = nil
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("exit %d, stderr\n%s\nwant\n%s", code, stderr, strings.Join(want, "\n"))
			}
			if (code == 2) != (want != nil) {
				t.Errorf("exit %d", code)
			}
		})
	}
}

// The same mistake in a final-state file and in a solo state file reads
// the same after "FILE:LINE: PATH:": one walker, one set of words.
func TestYazidScoreSameWords(t *testing.T) {
	t.Parallel()
	start := soloStart(t)
	const score = "players:\n  - {name: A, coins: 10}\n"
	tests := []struct {
		name          string
		solo, scoring string // each with the same mistake
		want          string // what follows the path in both
	}{
		{"not a whole number", strings.Replace(start, "coins: 25", "coins: 2.5", 1), strings.Replace(score, "coins: 10", "coins: 2.5", 1),
			`want a whole number, got "2.5"`},
		{"given twice", strings.Replace(start, "coins: 25", "coins: 25, coins: 3", 1), strings.Replace(score, "coins: 10", "coins: 10, coins: 3", 1),
			"given twice"},
		{"an alias", strings.Replace(start, "coins: 25, camels: 9", "coins: &x 25, camels: *x", 1), strings.Replace(score, "coins: 10", "coins: &x 10, elders: *x", 1),
			"aliases (*name) are not supported"},
		{"a second document", start + "---\na: 1\n", score + "---\na: 1\n", "a second YAML document (after ---): a file holds one "},
		{"a mapping for text", strings.Replace(start, "format: naqala/solo/v1", "format: {a: 1}", 1), "format: {a: 1}\n" + score,
			"want a word, got a mapping"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, c := range []struct{ cmd, file string }{{"yazid", tt.solo}, {"score", tt.scoring}} {
				path := filepath.Join(dir, c.cmd+".yaml")
				writeFile(t, path, c.file)
				args := []string{c.cmd, path}
				if c.cmd == "yazid" {
					args = []string{"yazid", "odds", path}
				}
				code, _, stderr := runIn(t, args...)
				if code != 2 || !strings.HasPrefix(stderr, "naqala: "+path+":") || !strings.Contains(stderr, tt.want) {
					t.Errorf("naqala %s: exit %d, stderr %q, want file:line and %q", c.cmd, code, stderr, tt.want)
				}
			}
		})
	}
}
