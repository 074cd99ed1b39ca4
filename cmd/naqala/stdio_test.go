package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/testtool"
)

func readTestFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestStdinAsFile: "-" reads the file from standard input in every command
// that reads one, with the same output as the file, and names it
// "standard input" in problems.
func TestStdinAsFile(t *testing.T) {
	t.Parallel()
	example := filepath.Join("..", "..", "examples", "full-5p.yaml")
	state := filepath.Join("testdata", "yazid", "midgame.yaml")
	tests := []struct {
		name  string
		input string   // the file fed to standard input
		args  []string // with "-"; the same with the file is compared
	}{
		{"score", example, []string{"score", "-"}},
		{"score --json", example, []string{"score", "-", "--json"}},
		{"yazid odds", state, []string{"yazid", "odds", "-"}},
		{"yazid resolve", state, []string{"yazid", "resolve", "-", "--dice", "3,2", "--json"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var fileArgs []string
			for _, a := range tt.args {
				if a == "-" {
					a = tt.input
				}
				fileArgs = append(fileArgs, a)
			}
			code, want, errs := runScore(t, fileArgs...)
			if code != 0 || errs != "" {
				t.Fatalf("from the file: exit %d, stderr %q", code, errs)
			}
			code, got, errs := runScoreIn(t, readTestFile(t, tt.input), tt.args...)
			if code != 0 || errs != "" {
				t.Fatalf("from standard input: exit %d, stderr %q", code, errs)
			}
			if got != want {
				t.Errorf("standard input: got\n%s\nwant (from the file)\n%s", got, want)
			}
		})
	}
}

func TestStdinProblemsNameIt(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		input string
		args  []string
		want  string
		not   string // and stderr does not hold this
	}{
		{"score, broken", "players:\n  - name: Ann\n    coins: -1\n", []string{"score", "-"}, "naqala: standard input:3: players[0].coins: -1: must not be negative", ""},
		{"score, too large", strings.Repeat("#", filetext.MaxSize+1), []string{"score", "-"}, "naqala: standard input: larger than 1048576 bytes (1 MiB)", ""},
		{"negative twin: score, 1 MiB of comment is read", strings.Repeat("#", filetext.MaxSize-1) + "\n", []string{"score", "-"}, "naqala: standard input:", "larger"},
		{"sheet, too large", strings.Repeat("#", filetext.MaxSize+1), []string{"sheet", "-", "-o", "-"}, "naqala: standard input: larger than 1048576 bytes (1 MiB)", ""},
		{"yazid, too large", strings.Repeat("#", filetext.MaxSize+1), []string{"yazid", "odds", "-"}, "naqala: yazid odds: standard input: larger than 1048576 bytes (1 MiB)", ""},
		{"resume refuses", "", []string{"resume", "-"}, "naqala: resume: a game is saved back to its file", ""},
		{"--config refuses", "language: de\n", []string{"--config", "-", "config"}, "naqala: config: --config -: standard input is kept for the file a command reads", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runScoreIn(t, []byte(tt.input), tt.args...)
			if code != 2 {
				t.Errorf("exit status: got %d, want 2", code)
			}
			if out != "" {
				t.Errorf("stdout: got %q, want nothing", out)
			}
			if !strings.HasPrefix(errs, tt.want) {
				t.Errorf("stderr: got %q, want it to start %q", errs, tt.want)
			}
			if tt.not != "" && strings.Contains(errs, tt.not) {
				t.Errorf("stderr: got %q, want no %q", errs, tt.not)
			}
		})
	}
}

func TestInputFileTooLarge(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, bytes.Repeat([]byte("#"), filetext.MaxSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runScore(t, "score", big)
	if want := "naqala: " + big + ": larger than 1048576 bytes (1 MiB)"; code != 2 || !strings.HasPrefix(errs, want) {
		t.Errorf("got exit %d, stderr %q, want 2 and %q", code, errs, want)
	}
}

// TestStdoutAsFile: "-o -" (sheet) and "--pdf -" (score) write the PDF to
// standard output, the same bytes as to a file.
func TestStdoutAsFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	example := filepath.Join("..", "..", "examples", "solo.yaml")
	tests := []struct {
		name     string
		args     []string // "OUT" is the output, "-" or a file
		stdinArg bool     // the input comes from standard input too
	}{
		{"sheet --blank -o -", []string{"sheet", "--blank", "--players", "3", "-o", "OUT"}, false},
		{"sheet FILE -o -", []string{"sheet", example, "-o", "OUT"}, false},
		{"sheet - -o -", []string{"sheet", "-", "-o", "OUT"}, true},
		{"score FILE --pdf -", []string{"score", example, "--pdf", "OUT"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "_")+".pdf")
			with := func(out string) []string {
				var args []string
				for _, a := range tt.args {
					if a == "OUT" {
						a = out
					}
					args = append(args, a)
				}
				return args
			}
			var stdin []byte
			if tt.stdinArg {
				stdin = readTestFile(t, example)
			}
			if code, _, errs := runScoreIn(t, stdin, with(file)...); code != 0 {
				t.Fatalf("to a file: exit %d, stderr %q", code, errs)
			}
			code, out, errs := runScoreIn(t, stdin, with("-")...)
			if code != 0 || errs != "" {
				t.Fatalf("to standard output: exit %d, stderr %q", code, errs)
			}
			if !strings.HasPrefix(out, "%PDF-") {
				t.Fatalf("standard output: got %.40q, want a PDF and nothing else", out)
			}
			if want := string(readTestFile(t, file)); out != want {
				t.Errorf("standard output: %d bytes differ from the file's %d", len(out), len(want))
			}
		})
	}
}

func TestScorePDFToStdoutWithJSON(t *testing.T) {
	t.Parallel()
	example := filepath.Join("..", "..", "examples", "solo.yaml")
	code, out, errs := runScore(t, "score", example, "--pdf", "-", "--json")
	if code != 2 || out != "" || !strings.Contains(errs, "--pdf - and --json both want standard output") {
		t.Errorf("got exit %d, stdout %.30q, stderr %q; want 2, nothing, the reason", code, out, errs)
	}
}

func TestIsBinary(t *testing.T) {
	t.Parallel()
	tests := []struct {
		data string
		want bool
	}{
		{"plain text\n", false},
		{"Schöne Grüße\n", false},
		{"%PDF-1.3\n\xe2\xe3\xcf\xd3", true},
		{"nul\x00byte", true},
	}
	for _, tt := range tests {
		if got := isBinary([]byte(tt.data)); got != tt.want {
			t.Errorf("isBinary(%q): got %v, want %v", tt.data, got, tt.want)
		}
	}
}

// TestPDFNotToTerminal runs naqala in a terminal (util-linux script gives
// it one): -o - refuses to print a PDF there, and writes it into a pipe.
func TestPDFNotToTerminal(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs naqala in a terminal, a process a run")
	}
	script := testtool.Need(t, "script")
	bin, env := naqalaProgram(t, t.TempDir())
	tests := []struct {
		name, command, want string
		code                int
	}{
		{"to the terminal", bin + " sheet --blank -o -", "naqala: sheet: standard output is a terminal, where a PDF would garble the screen: redirect it to a file or a program", 2},
		{"negative twin: into a pipe", bin + " sheet --blank -o - | head -c 5", "%PDF-", 0},
		{"score --pdf - to the terminal", bin + " score ../../examples/solo.yaml --pdf -", "naqala: score: standard output is a terminal", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(script, "-qec", tt.command, "/dev/null")
			cmd.Env = env
			out, err := cmd.CombinedOutput()
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tt.code || !strings.HasPrefix(strings.TrimSpace(string(out)), tt.want) {
				t.Errorf("got exit %d, output %.120q; want %d and %q", code, out, tt.code, tt.want)
			}
		})
	}
}
