package main

import (
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// What the shell offers for each flag's value and each command's
// arguments (naqala completion bash|zsh|fish|powershell). A command or flag
// added later gets its entry here; TestCompletionCoversEveryFlag fails for
// one without. Entries for commands not (yet) built are harmless.

// flagCompletions completes flag values by flag name, for every command
// that has the flag; "command path flag" (without "naqala ") overrides
// the name alone for one command.
var flagCompletions = map[string]cobra.CompletionFunc{
	"lang":       completeLanguages,
	"paper":      fixedValues("A4", "Letter"),
	"expansions": completeExpansions,
	"players":    fixedValues("1\tsolo", "2", "3", "4", "5"),
	"policy":     fixedValues("advisor\tthe move advisor's best move", "greedy\tthe most VP now", "random\ta random legal move"),
	"config":     filesWith("yaml", "yml", "json"),
	"data-dir":   directories,
	"pdf":        filesWith("pdf"),
	"output":     filesWith("pdf"),
	"dice":       cobra.NoFileCompletions,
	"choose":     cobra.NoFileCompletions,
	"seed":       cobra.NoFileCompletions,
	"top":        cobra.NoFileCompletions,
	"games":      cobra.NoFileCompletions,
	"export":     fixedValues("bgstats\ta .bgsplay file for BG Stats"),

	"history output": filesWith("bgsplay"),
}

// argCompletions completes the arguments of each command, by its path
// without "naqala "; a command missing here is offered no files.
var argCompletions = map[string]cobra.CompletionFunc{
	"score":         oneArg(filesWith("yaml", "yml", "json")),
	"sheet":         oneArg(filesWith("yaml", "yml", "json")),
	"yazid odds":    oneArg(filesWith("yaml", "yml", "json")),
	"yazid resolve": oneArg(filesWith("yaml", "yml", "json")),
	"moves":         oneArg(filesWith("yaml", "yml", "json")),
	"advise":        oneArg(filesWith("yaml", "yml", "json")),
	"resume":        oneArg(filesWith("json")),
	"man":           oneArg(directories),
}

// registerCompletions gives every command of the tree under root its
// argument completion and every flag its value completion from the
// tables. Commands that take no arguments and flags without an entry are
// offered nothing, never the files of the current directory.
func registerCompletions(root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := commandPath(c)
		if c.ValidArgsFunction == nil && len(c.ValidArgs) == 0 {
			if f, ok := argCompletions[path]; ok {
				c.ValidArgsFunction = f
			} else {
				c.ValidArgsFunction = cobra.NoFileCompletions
			}
		}
		register := func(fl *pflag.Flag) {
			if fl.Value.Type() == "bool" {
				return // takes no value
			}
			if _, ok := c.GetFlagCompletionFunc(fl.Name); ok {
				return
			}
			f, ok := flagCompletions[path+" "+fl.Name]
			if !ok {
				f, ok = flagCompletions[fl.Name]
			}
			if !ok {
				f = cobra.NoFileCompletions
			}
			_ = c.RegisterFlagCompletionFunc(fl.Name, f)
		}
		c.LocalNonPersistentFlags().VisitAll(register)
		c.PersistentFlags().VisitAll(register)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// fixedValues offers the given values (each "value\tdescription" or a
// bare value) and no files.
func fixedValues(values ...string) cobra.CompletionFunc {
	return cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp)
}

// filesWith offers the files with one of the extensions, and directories.
func filesWith(exts ...string) cobra.CompletionFunc {
	return cobra.FixedCompletions(exts, cobra.ShellCompDirectiveFilterFileExt)
}

// directories offers directories only.
func directories(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return nil, cobra.ShellCompDirectiveFilterDirs
}

// oneArg completes the first argument with f and offers nothing after it.
func oneArg(f cobra.CompletionFunc) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return f(cmd, args, toComplete)
	}
}

// languageNames describes the languages in the completion menu, each in
// its own words.
var languageNames = map[string]string{"en": "English", "de": "Deutsch"}

// completeLanguages offers the languages of the labels.
func completeLanguages(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var out []cobra.Completion
	for _, lang := range labels.Languages() {
		l := string(lang)
		if name, ok := languageNames[l]; ok {
			l = cobra.CompletionWithDesc(l, name)
		}
		out = append(out, l)
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeExpansions completes a comma-separated list of expansions: after
// "artisans," it offers the others, each after what is typed.
func completeExpansions(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	done, _ := cutLast(toComplete, ",")
	chosen := strings.Split(done, ",")
	var out []cobra.Completion
	all := game.Expansions{Artisans: true, Thieves: true, Whims: true}.Names()
	for _, name := range all {
		if slices.Contains(chosen, name) {
			continue
		}
		if done != "" {
			name = done + "," + name
		}
		out = append(out, name)
	}
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}

// cutLast splits s around the last sep: "a,b,c" -> "a,b", "c"; without
// sep, "" and s.
func cutLast(s, sep string) (before, after string) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):]
	}
	return "", s
}
