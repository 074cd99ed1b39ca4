package main

import (
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// everyCommand lists the commands of a fresh tree, the root, cobra's help
// and completion commands included.
func everyCommand(t *testing.T) []*cobra.Command {
	t.Helper()
	root := newRootCmd(testSystem(t), io.Discard)
	var out []*cobra.Command
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		out = append(out, c)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	if len(out) < 15 {
		t.Fatalf("got %d commands, want the whole tree", len(out))
	}
	return out
}

func TestEveryCommandHasExample(t *testing.T) {
	t.Parallel()
	for _, c := range everyCommand(t) {
		if strings.TrimSpace(c.Example) == "" {
			t.Errorf("%q: no Example in its help", c.CommandPath())
		}
	}
}

// repoFile matches a file of the repository that an installed binary
// lacks: the docs, the examples, test data, Markdown files.
var repoFile = regexp.MustCompile(`\b(docs|examples|testdata|templates|internal)/|\b[\w.-]+\.md\b`)

func TestRepoFilePattern(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"see docs/pdf.md", "naqala score examples/base-4p.yaml", "(see GUIDE.md, section 4)"} {
		if !repoFile.MatchString(s) {
			t.Errorf("%q: not caught", s)
		}
	}
	for _, s := range []string{"naqala score game.yaml", "a file sheet.txt in the configuration directory", "~/.config/fish/completions/naqala.fish", "naqala man ~/.local/share/man/man1"} {
		if repoFile.MatchString(s) {
			t.Errorf("%q: caught, but names no repository file", s)
		}
	}
}

// TestHelpNamesNoRepositoryFile: no help text sends the reader to a file
// that only the source repository has.
func TestHelpNamesNoRepositoryFile(t *testing.T) {
	t.Parallel()
	for _, c := range everyCommand(t) {
		texts := []string{c.Short, c.Long, c.Example}
		c.Flags().VisitAll(func(f *pflag.Flag) { texts = append(texts, f.Usage) })
		c.InheritedFlags().VisitAll(func(f *pflag.Flag) { texts = append(texts, f.Usage) })
		for _, s := range texts {
			if m := repoFile.FindString(s); m != "" {
				t.Errorf("%q: help names %q, which an installed binary lacks: %q", c.CommandPath(), m, s)
			}
		}
	}
}

// TestCompletionCoversEveryFlag: every command completes its arguments and
// every flag that takes a value completes it; none falls back to offering
// the files of the current directory unless files are what it takes.
func TestCompletionCoversEveryFlag(t *testing.T) {
	t.Parallel()
	for _, c := range everyCommand(t) {
		if c.ValidArgsFunction == nil && len(c.ValidArgs) == 0 && c.Name() != "help" {
			t.Errorf("%q: arguments have no completion", c.CommandPath())
		}
		check := func(f *pflag.Flag) {
			if f.Value.Type() == "bool" {
				return
			}
			if _, ok := c.GetFlagCompletionFunc(f.Name); !ok {
				t.Errorf("%q --%s: no completion for its value (add it to flagCompletions)", c.CommandPath(), f.Name)
			}
		}
		c.LocalFlags().VisitAll(check)
		c.InheritedFlags().VisitAll(check)
	}
}

// Completion directives (cobra's ShellCompDirective).
const (
	dirNoSpace    = 2
	dirNoFileComp = 4
	dirFileExt    = 8
	dirDirs       = 16
)

func TestCompletionOutput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		args      []string
		want      []string // the completions, in order
		directive int
	}{
		{"--lang", []string{"--lang", ""}, []string{"de\tDeutsch", "en\tEnglish"}, dirNoFileComp},
		{"--lang on a subcommand", []string{"history", "--lang", ""}, []string{"de\tDeutsch", "en\tEnglish"}, dirNoFileComp},
		{"--paper", []string{"sheet", "--paper", ""}, []string{"A4", "Letter"}, dirNoFileComp},
		{"--expansions", []string{"solo", "--expansions", ""}, []string{"artisans", "thieves", "whims"}, dirNoFileComp | dirNoSpace},
		{"--expansions after one", []string{"sheet", "--expansions", "artisans,"}, []string{"artisans,thieves", "artisans,whims"}, dirNoFileComp | dirNoSpace},
		{"--expansions after two", []string{"sheet", "--expansions", "whims,artisans,"}, []string{"whims,artisans,thieves"}, dirNoFileComp | dirNoSpace},
		{"--players", []string{"sheet", "--players", ""}, []string{"1\tsolo", "2", "3", "4", "5"}, dirNoFileComp},
		{"--dice offers no files", []string{"yazid", "resolve", "s.yaml", "--dice", ""}, nil, dirNoFileComp},
		{"--seed offers no files", []string{"solo", "--seed", ""}, nil, dirNoFileComp},
		{"--config: YAML and JSON files", []string{"--config", ""}, []string{"yaml", "yml", "json"}, dirFileExt},
		{"--data-dir: directories", []string{"history", "--data-dir", ""}, nil, dirDirs},
		{"sheet -o: PDF files", []string{"sheet", "--blank", "-o", ""}, []string{"pdf"}, dirFileExt},
		{"score --pdf: PDF files", []string{"score", "g.yaml", "--pdf", ""}, []string{"pdf"}, dirFileExt},
		{"score FILE", []string{"score", ""}, []string{"yaml", "yml", "json"}, dirFileExt},
		{"score takes one FILE", []string{"score", "g.yaml", ""}, nil, dirNoFileComp},
		{"sheet FILE", []string{"sheet", ""}, []string{"yaml", "yml", "json"}, dirFileExt},
		{"yazid odds STATE", []string{"yazid", "odds", ""}, []string{"yaml", "yml", "json"}, dirFileExt},
		{"yazid resolve STATE", []string{"yazid", "resolve", ""}, []string{"yaml", "yml", "json"}, dirFileExt},
		{"resume FILE: saved games", []string{"resume", ""}, []string{"json"}, dirFileExt},
		{"man DIR", []string{"man", ""}, nil, dirDirs},
		{"history takes no arguments", []string{"history", ""}, nil, dirNoFileComp},
		{"yazid roll takes no arguments", []string{"yazid", "roll", ""}, nil, dirNoFileComp},
		{"yazid's commands", []string{"yazid", ""}, []string{"odds\t", "resolve\t", "roll\t"}, dirNoFileComp},
		{"a command by its start", []string{"sc"}, []string{"score\t"}, dirNoFileComp},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runScore(t, append([]string{"__complete"}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			got, directive := lines[:len(lines)-1], lines[len(lines)-1]
			if want := ":" + strconv.Itoa(tt.directive); directive != want {
				t.Errorf("directive: got %s, want %s", directive, want)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
			for i := range got {
				// A command's description follows its tab.
				if !strings.HasPrefix(got[i], tt.want[i]) || (!strings.HasSuffix(tt.want[i], "\t") && got[i] != tt.want[i]) {
					t.Errorf("completion %d: got %q, want %q", i, got[i], tt.want[i])
				}
			}
		})
	}
}

// TestCompletionScripts: every shell's script is generated and knows the
// program.
func TestCompletionScripts(t *testing.T) {
	t.Parallel()
	for _, sh := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errs := runScore(t, "completion", sh)
		if code != 0 || errs != "" || !strings.Contains(out, "naqala") || !strings.Contains(out, "__complete") {
			t.Errorf("%s: exit %d, stderr %q, %d bytes without the program's completion", sh, code, errs, len(out))
		}
	}
}

func TestUnknownCommandSuggests(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"scroe"}, `naqala: unknown command "scroe" (did you mean score?)`},
		{[]string{"histroy", "--json"}, `naqala: unknown command "histroy" (did you mean history?)`},
		{[]string{"hist"}, `naqala: unknown command "hist" (did you mean history?)`},
		{[]string{"Sheet"}, `naqala: unknown command "Sheet" (did you mean sheet?)`},
		{[]string{"yazid", "rol"}, `naqala: yazid: unknown command "rol" (did you mean roll?)`},
		{[]string{"yazid", "oods"}, `naqala: yazid: unknown command "oods" (did you mean odds?)`},
		// Nothing near: the commands are listed instead.
		{[]string{"xyzzy"}, `naqala: unknown command "xyzzy" (want advise, completion, config, ` + "*" + ` or yazid)`},
		{[]string{"yazid", "dice"}, `naqala: yazid: unknown command "dice" (want odds, resolve or roll)`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, errs := runScore(t, tt.args...)
			if code != 2 || out != "" {
				t.Errorf("got exit %d, stdout %q, want 2 and nothing", code, out)
			}
			got := strings.TrimSuffix(errs, "\n")
			if head, tail, ok := strings.Cut(tt.want, "*"); ok {
				// The commands between head and tail grow with naqala.
				if !strings.HasPrefix(got, head) || !strings.HasSuffix(got, tail) || !strings.Contains(got, " score, ") {
					t.Errorf("stderr: got %q, want %q...%q", got, head, tail)
				}
			} else if got != tt.want {
				t.Errorf("stderr: got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestOrList(t *testing.T) {
	t.Parallel()
	tests := []struct {
		words []string
		want  string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b"}, "a or b"},
		{[]string{"a", "b", "c"}, "a, b or c"},
	}
	for _, tt := range tests {
		if got := orList(tt.words); got != tt.want {
			t.Errorf("orList(%q): got %q, want %q", tt.words, got, tt.want)
		}
	}
}
