package main

import (
	"io"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// commandPaths lists the path of every command of the tree ("yazid odds"),
// the root as "".
func commandPaths(c *cobra.Command) []string {
	out := []string{strings.TrimSpace(strings.TrimPrefix(c.CommandPath(), "naqala"))}
	for _, sub := range c.Commands() {
		out = append(out, commandPaths(sub)...)
	}
	return out
}

// Issue 9, item 15: every usage error exits with status 2 (invalid input)
// and one line naming the command: a mistyped flag on every command, a
// flag's bad value, an unknown command, an argument too many, an unknown
// help topic.
func TestUsageErrorsExit2(t *testing.T) {
	t.Parallel()
	root := newRootCmd(testSystem(t), io.Discard)
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	paths := commandPaths(root)
	if len(paths) < 10 {
		t.Fatalf("got commands %q, want the whole tree", paths)
	}
	for _, p := range paths {
		args := append(strings.Fields(p), "--no-such-flag")
		t.Run("bad flag "+p, func(t *testing.T) {
			code, stdout, stderr := runIn(t, args...)
			if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "unknown flag: --no-such-flag") {
				t.Errorf("%q: exit %d, stderr %q, stdout %d bytes; want 2 and one line", args, code, stderr, len(stdout))
			}
		})
	}
	for _, args := range [][]string{
		{"bogus"},
		{"history", "extra"},
		{"config", "extra"},
		{"solo", "extra"},
		{"resume", "a", "b"},
		{"yazid", "roll", "extra"},
		{"yazid", "bogus"},
		{"solo", "--seed", "x"},
		{"sheet", "--blank", "--players", "many"},
		{"help", "bogus"},
		{"completion", "bogus"},
		{"-x"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, _, stderr := runIn(t, args...)
			if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "naqala: ") {
				t.Errorf("%q: exit %d, stderr %q; want 2 and one line", args, code, stderr)
			}
		})
	}
	// The twins: the same commands used right exit 0.
	for _, args := range [][]string{{"help", "score"}, {"completion", "bash"}, {"history"}, {"config"}, {"yazid", "roll", "--seed", "1"}} {
		if code, _, stderr := runIn(t, args...); code != 0 {
			t.Errorf("%q: exit %d, %s", args, code, stderr)
		}
	}
}
