package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/testtool"
)

// TestSelfplayProgressOnTerminal runs naqala selfplay in a terminal
// (util-linux script gives it one): the bar shows there, and not when
// standard error or the JSON goes to a pipe.
func TestSelfplayProgressOnTerminal(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs naqala in a terminal, a process a run")
	}
	script := testtool.Need(t, "script")
	bin, env := naqalaProgram(t, t.TempDir())
	run := bin + " selfplay --games 20 --policy random --seed 3"
	tests := []struct {
		name, command string
		bar           bool
	}{
		{"on the terminal", run, true},
		{"JSON on the terminal", run + " --json", true},
		{"negative twin: JSON to a pipe", run + " --json | cat", false},
		{"negative twin: standard error to a pipe", run + " 2>&1 | cat", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(script, "-qec", tt.command, "/dev/null")
			cmd.Env = env
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			got := strings.Contains(string(out), "games/s")
			if got != tt.bar || !strings.Contains(string(out), "20") {
				t.Errorf("got a bar %v, want %v:\n%s", got, tt.bar, out)
			}
		})
	}
}
