package main

import (
	"io"
	"path/filepath"
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

// TestLangFlagSaysWhereItApplies: --lang's help names the commands that
// speak German; each named command that prints text prints other words
// with --lang de, and the commands it leaves out print the same English
// (the twin), so the help promises no more than there is.
func TestLangFlagSaysWhereItApplies(t *testing.T) {
	t.Parallel()
	root := newRootCmd(testSystem(t), io.Discard)
	usage := root.PersistentFlags().Lookup("lang").Usage
	for _, named := range []string{"TUI", "score", "sheet", "history", "rules"} {
		if !strings.Contains(usage, named) {
			t.Errorf("--lang's help %q does not name %s", usage, named)
		}
	}
	for _, tc := range []struct {
		args   []string
		german bool
	}{
		{[]string{"score", filepath.Join("..", "..", "examples", "solo.yaml")}, true},
		{[]string{"rules", "Vizier"}, true},
		{[]string{"history"}, true},
		{[]string{"yazid", "odds", exampleState}, false},
		{[]string{"yazid", "resolve", exampleState, "--dice", "3,1"}, false},
		{[]string{"moves", exampleState}, false},
		{[]string{"advise", exampleState, "--top", "1"}, false},
		{[]string{"turn", exampleState}, false},
		{[]string{"deal", "--seed", "1"}, false},
	} {
		t.Run(strings.Join(tc.args[:1], " "), func(t *testing.T) {
			sys := testSystem(t)
			codeEn, en, _ := runOn(sys, tc.args...)
			codeDe, de, _ := runOn(sys, append(tc.args, "--lang", "de")...)
			if codeEn != 0 || codeDe != 0 {
				t.Fatalf("%v: exit %d in English, %d in German, want 0", tc.args, codeEn, codeDe)
			}
			if (en != de) != tc.german {
				t.Errorf("%v: German output differs %v, want %v (--lang's help: %q)", tc.args, en != de, tc.german, usage)
			}
		})
	}
}
