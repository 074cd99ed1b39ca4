package main

import (
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/selfplay"
	"github.com/spf13/cobra"
)

// playBaselines plays games games of every rule set of groups (without
// the advice: the machine has none to show) with naqala's advisor at the
// configuration's weights and rules, and keeps each run in the data
// directory. A bar on standard error (on a terminal) or a line says it
// is working. The games are played by sys.newPolicy, dated by sys.now.
func playBaselines(sys *system, cmd *cobra.Command, c *Config, st *store.Store, groups []history.SoloRuleRecord, games int, seed uint64) error {
	p := printerOf(c.Language)
	out, errw := cmd.OutOrStdout(), cmd.ErrOrStderr()
	if len(groups) == 0 {
		_, err := fmt.Fprintln(out, p.T("history.baseline.none"))
		return err
	}
	var sets []history.RuleSet
	for _, g := range groups {
		set := g.RuleSet.Play()
		if !containsSet(sets, set) {
			sets = append(sets, set)
		}
	}
	ctx := selfplay.Context{Rules: c.SoloRules(), ScoringRules: c.ScoringRules(), Guesses: selfplayGuesses(c)}
	kept := 0
	for _, set := range sets {
		words := ruleSetWords(c.Language, set)
		pol, err := sys.newPolicy("advisor", ctx)
		if err != nil {
			return err
		}
		if a, ok := pol.(selfplay.Advisor); ok {
			a.Weights = c.AdviceWeights()
			pol = a
		}
		onTerminal := isTerminal(errw)
		bar := newProgress(errw, onTerminal, games, p.F("history.baseline.progress", words))
		if !onTerminal {
			fmt.Fprintf(errw, "naqala: %s: %d games\n", p.F("history.baseline.progress", words), games)
		}
		// Every game's score and loss, in game order, for the best
		// score the summary does not keep.
		scores, reasons := make([]int, 0, games), make([]game.Loss, 0, games)
		keep := func(r selfplay.Result) { scores, reasons = append(scores, r.Score), append(reasons, r.Lost) }
		o := selfplay.Options{Games: games, Seed: seed, Expansions: set.Expansions, Hard: set.Hard,
			Rules: ctx.Rules, ScoringRules: ctx.ScoringRules, Guesses: ctx.Guesses, Workers: runtime.NumCPU(), OnResult: bar.onResult(keep)}
		// Ctrl-C stops the run, and a run cut short is not kept: its
		// figures would not be of the games it says.
		run, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
		_, err = selfplay.Run(run, o, pol)
		stop()
		bar.finish()
		if err != nil {
			return err
		}
		b := history.NewBaseline(set, sys.now().UTC().Truncate(time.Second), seed, pol.Name(), scores, reasons)
		if err := st.KeepBaseline(b); err != nil {
			return err
		}
		kept++
		fmt.Fprintln(out, p.F("history.baseline.done", words, b.Games, b.Survived, 100*b.SurvivalRate, b.MeanScore))
	}
	if kept > 0 {
		fmt.Fprintln(out, p.F("history.baseline.kept", filetext.Text(st.BaselinesPath())))
	}
	return nil
}

// containsSet reports whether sets holds set.
func containsSet(sets []history.RuleSet, set history.RuleSet) bool {
	for _, s := range sets {
		if s == set {
			return true
		}
	}
	return false
}
