package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/internal/filetext"
)

// runIn runs naqala in-process with an empty configuration directory and
// the data directory dir.
func runIn(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errs bytes.Buffer
	code = run(args, testSystem(t).streams(&out, &errs))
	return code, out.String(), errs.String()
}

// padded writes the file at src to dir/name, padded with a comment to
// size bytes.
func padded(t *testing.T, src, dir, name string, size int) string {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasSuffix(data, []byte("\n")) {
		data = append(data, '\n')
	}
	if n := size - len(data) - 2; n > 0 {
		data = append(append(append(data, "# "...), bytes.Repeat([]byte("x"), n-1)...), '\n')
	}
	if len(data) != size {
		t.Fatalf("padded to %d bytes, want %d", len(data), size)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Item 10: an input file over 1 MiB is refused, naming the file, on one
// line; a valid file of 1 MiB less a byte still loads.
func TestInputSizeLimit(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	score := filepath.Join("..", "..", "examples", "base-4p.yaml")
	state := filepath.Join("testdata", "yazid", "start.yaml")
	cfgSrc := filepath.Join(dir, "src.yaml")
	writeFile(t, cfgSrc, "language: en\n")
	out := filepath.Join(dir, "out.pdf")
	tests := []struct {
		name string
		src  string
		args func(path string) []string
	}{
		{"score", score, func(p string) []string { return []string{"score", p} }},
		{"sheet", score, func(p string) []string { return []string{"sheet", p, "-o", out} }},
		{"yazid odds", state, func(p string) []string { return []string{"yazid", "odds", p} }},
		{"yazid resolve", state, func(p string) []string { return []string{"yazid", "resolve", p, "--dice", "4,2"} }},
		{"config", cfgSrc, func(p string) []string { return []string{"--config", p, "config"} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			big := padded(t, tt.src, dir, "big.yaml", filetext.MaxSize+1)
			code, _, stderr := runIn(t, tt.args(big)...)
			wantProblems(t, code, stderr, "big.yaml: larger than 1048576 bytes")
			fine := padded(t, tt.src, dir, "fine.yaml", filetext.MaxSize-1)
			if code, _, stderr := runIn(t, tt.args(fine)...); code != 0 {
				t.Errorf("a file of 1 MiB less a byte: exit %d, want 0: %s", code, stderr)
			}
		})
	}
}

// Item 10: /dev/zero as a state or score file is refused at once, without
// reading on.
func TestInputEndless(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	for _, args := range [][]string{
		{"yazid", "odds", "/dev/zero"},
		{"score", "/dev/zero"},
		{"--config", "/dev/zero", "config"},
	} {
		start := time.Now()
		code, _, stderr := runIn(t, args...)
		wantProblems(t, code, stderr, "/dev/zero: larger than 1048576 bytes")
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%v took %v", args, d)
		}
	}
	var out, errb bytes.Buffer
	root := newRootCmd(testSystem(t).streams(&out, &errb), &out)
	root.SetIn(bytes.NewReader(make([]byte, filetext.MaxSize+1)))
	root.SetArgs([]string{"yazid", "odds", "-"})
	if err := root.Execute(); err == nil || !strings.Contains(err.Error(), "standard input: larger than") {
		t.Errorf("standard input of 1 MiB and a byte: got %v", err)
	}
}

// Item 10: a file with thousands of problems prints a bounded number of
// lines and says how many more there are.
func TestProblemsBounded(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("board: |\n  V\n")
	const keys = 5000
	for i := range keys {
		fmt.Fprintf(&b, "k%d: 1\n", i)
	}
	path := filepath.Join(dir, "many.yaml")
	writeFile(t, path, b.String())
	code, _, stderr := runIn(t, "yazid", "odds", path)
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	if code != 2 || len(lines) != maxProblemLines+1 {
		t.Fatalf("exit %d, %d lines, want 2 and %d", code, len(lines), maxProblemLines+1)
	}
	want := fmt.Sprintf("naqala: ... and %s more problems", thousands(keys-maxProblemLines))
	if lines[len(lines)-1] != want {
		t.Errorf("last line %q, want %q", lines[len(lines)-1], want)
	}

	// The negative twin: as many problems as the bound, all printed.
	b.Reset()
	b.WriteString("board: |\n  V\n")
	for i := range maxProblemLines {
		fmt.Fprintf(&b, "k%d: 1\n", i)
	}
	writeFile(t, path, b.String())
	_, _, stderr = runIn(t, "yazid", "odds", path)
	if n := strings.Count(stderr, "\n"); n != maxProblemLines || strings.Contains(stderr, "more problems") {
		t.Errorf("%d problems: got %d lines:\n%s", maxProblemLines, n, stderr)
	}
}

func TestThousands(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]string{0: "0", 7: "7", 999: "999", 1000: "1,000", 9871: "9,871", 1234567: "1,234,567"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

// Item 13: JSON with escaped surrogate pairs, as Python's json.dump
// writes it, is scored and printed by score and sheet as yazid reads it;
// the twin is the same file in UTF-8.
func TestJSONSurrogatePairs(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for name, text := range map[string]string{
		"python.json": `{"players": [{"name": "Ayl\u0131n \ud83d\ude00", "coins": 3}, {"name": "B\/C", "coins": 2}]}`,
		"utf8.json":   `{"players": [{"name": "Aylın 😀", "coins": 3}, {"name": "B/C", "coins": 2}]}`,
	} {
		path := filepath.Join(dir, name)
		writeFile(t, path, text)
		code, stdout, stderr := runIn(t, "score", path)
		if code != 0 || !strings.Contains(stdout, "Winner: Aylın 😀") {
			t.Errorf("%s: score: exit %d, %s%s", name, code, stdout, stderr)
		}
		code, _, stderr = runIn(t, "sheet", path, "-o", filepath.Join(dir, name+".pdf"))
		if code != 0 {
			t.Errorf("%s: sheet: exit %d, %s", name, code, stderr)
		}
	}
	state := filepath.Join(dir, "state.json")
	writeFile(t, state, `{"board": "V[YWG] S6[RRB] O[GGW] SM[BWY] LM S12[YRW]\nO[WWR] SM[GBY] V SM[RGW] S6[BBG] O[YGG]\nSM[RWB] LM[YBW] S15[GRB] O[WBB] SM[YRG] V[WWG]\nS10[BGY] O[RRW] SM[YBW] V[GGR] LM[WRB] SM[BRR]\nLM[YWW] V[RBG] O[BYY] S6[WGR] SM[GWB] S6[RYW]", "format": "naqala\/solo\/v1", "rules": {"\ud83d\ude00": "x"}}`)
	if code, _, stderr := runIn(t, "yazid", "odds", state); code != 2 || !strings.Contains(stderr, `rules."😀": unknown solo rule variant`) {
		t.Errorf("yazid: exit %d, %s", code, stderr)
	}
}
