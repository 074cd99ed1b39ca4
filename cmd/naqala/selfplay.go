package main

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/selfplay"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newSelfplayCmd)
}

func newSelfplayCmd(sys *system) *cobra.Command {
	var (
		games      int
		policy     string
		seed       uint64
		expansions []string
		hard       bool
		asJSON     bool
		djinnVP    map[string]int
		whimCoins  int
	)
	cmd := &cobra.Command{
		Use:   "selfplay",
		Short: "Play whole solo games against Yazid headless and sum up how a policy does",
		Long: `Plays whole solo games against Sultan Yazid with nobody at the table: the
program deals the board, shuffles the resource and Djinn decks and the Item
stack, rolls Yazid's dice and refills the rows, and the player chooses by
a policy: advisor (the move naqala advise ranks first, at the advice.*
weights of the configuration), greedy (the best immediate score change)
or random (a legal move drawn uniformly). It prints the survival rate, the mean and median
score (lost games included, scored as they stand), the losses by reason
and the titles reached. The same seed plays the same
games, on any number of cores; every core is used.

Every Djinn of the expansions is dealt. Where the rules leave a number
unknown, the run plays a guess and says so: a Djinn of unknown VP (Ptah,
Geb, Ganapati, Kali, Morgiane, Wilwit, Galbells) scores its djinn_vp of
the configuration or --djinn-vp, else 6; a Whim card pays --whim-coins
coins (default 3).`,
		Example: "  naqala selfplay --games 1000 --policy greedy\n  naqala selfplay --games 20 --policy random --seed 7 --json\n" +
			"  naqala selfplay --games 100 --policy greedy --expansions artisans,thieves,whims --djinn-vp ptah=8 --whim-coins 4",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			if games < 1 || games > selfplay.MaxGames {
				return invalidInput(fmt.Errorf("selfplay: --games %d: want 1 to %d", games, selfplay.MaxGames))
			}
			if err := checkExpansionList(cmd, expansions); err != nil {
				return invalidInput(fmt.Errorf("selfplay: %w", err))
			}
			x, err := expansionsFlag(cmd, expansions, game.Expansions{})
			if err != nil {
				return invalidInput(fmt.Errorf("selfplay: %w", err))
			}
			guesses := selfplayGuesses(c)
			for name, vp := range djinnVP {
				if d, ok := game.LookupDjinn(name); ok {
					name = d.Name // the flag's spelling over the configuration's
				}
				guesses.DjinnVP[name] = vp
			}
			if cmd.Flags().Changed("whim-coins") {
				guesses.WhimCoins = &whimCoins
			}
			if err := guesses.Check(); err != nil {
				return invalidInput(fmt.Errorf("%w (--djinn-vp, --whim-coins)", err))
			}
			ctx := selfplay.Context{Rules: c.SoloRules(), ScoringRules: c.ScoringRules(), Guesses: guesses}
			pol, err := selfplayPolicy(policy, ctx, c.AdviceWeights())
			if err != nil {
				return invalidInput(err)
			}
			o := selfplay.Options{Games: games, Seed: seed, Expansions: x, Hard: hard,
				Rules: ctx.Rules, ScoringRules: ctx.ScoringRules, Guesses: guesses, Workers: runtime.NumCPU()}
			// On a terminal, a bar on standard error says how far the
			// run is (docs/selfplay.md).
			bar := newProgress(cmd.ErrOrStderr(), showProgress(isTerminal(cmd.ErrOrStderr()), isTerminal(cmd.OutOrStdout()), asJSON),
				games, printerOf(c.Language).T("selfplay.progress"))
			o.OnResult = bar.onResult(nil)
			// Ctrl-C stops the run: the games played so far are summed up.
			run, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			if sys.getenv("GOGC") == "" {
				// The games allocate much and keep little: a rarer
				// collection costs no game anything (docs/selfplay.md).
				defer debug.SetGCPercent(debug.SetGCPercent(selfplayGC))
			}
			start := sys.now()
			s, err := selfplay.Run(run, o, pol)
			bar.finish()
			interrupted := err != nil && run.Err() != nil && s.Games > 0
			if err != nil && !interrupted {
				return err
			}
			if secs := time.Since(start).Seconds(); secs > 0 {
				s.GamesPerSecond = round1(float64(s.Games) / secs)
			}
			out := cmd.OutOrStdout()
			if asJSON {
				err = writeJSON(out, s)
			} else {
				writeSelfplay(out, s)
			}
			if interrupted {
				return &exitError{code: 130, err: fmt.Errorf("selfplay: interrupted: the summary is of the first %d of %d games", s.Games, games)}
			}
			return err
		},
	}
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return invalidInput(fmt.Errorf("%s: %w", commandPath(c), err))
	})
	cmd.Flags().IntVar(&games, "games", 1000, "how many games")
	cmd.Flags().StringVar(&policy, "policy", "advisor", "how the player chooses: advisor, greedy or random")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "the seed of every deal, deck and roll")
	cmd.Flags().StringSliceVar(&expansions, "expansions", nil, "expansions in play: artisans, thieves, whims (default: the base game)")
	cmd.Flags().BoolVar(&hard, "hard", false, "hard mode: start with 20 coins instead of 25")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().StringToIntVar(&djinnVP, "djinn-vp", nil, "VP of Djinns of unknown VP, NAME=VP (default: the djinn_vp setting, else 6)")
	cmd.Flags().IntVar(&whimCoins, "whim-coins", selfplay.DefaultWhimCoins, "coins a Whim card pays (its reward is unknown)")
	return cmd
}

// selfplayGuesses are the guesses of the configuration: the djinn_vp of
// the Djinns whose VP the catalogue lacks.
func selfplayGuesses(c *Config) selfplay.Guesses {
	g := selfplay.Guesses{DjinnVP: map[string]int{}}
	for name, vp := range c.DjinnVP {
		if d, ok := game.LookupDjinn(name); ok && !d.VPKnown {
			g.DjinnVP[d.Name] = vp
		}
	}
	return g
}

// checkExpansionList refuses an empty name in --expansions (an empty
// string, artisans,): self-play's base game is no --expansions at all,
// as it reads no configured expansions. A name given twice is refused
// by expansionsFlag, as in every command.
func checkExpansionList(cmd *cobra.Command, names []string) error {
	if !cmd.Flags().Changed("expansions") {
		return nil
	}
	if len(names) == 0 {
		names = []string{""} // --expansions '' reads as no name at all
	}
	for _, n := range names {
		for _, part := range strings.Split(n, ",") {
			if strings.TrimSpace(part) == "" {
				return errors.New("--expansions: an empty name (for the base game, leave --expansions out)")
			}
		}
	}
	return nil
}

func round1(x float64) float64 { return float64(int64(x*10+0.5)) / 10 }

// writeSelfplay prints the summary in words.
func writeSelfplay(w io.Writer, s selfplay.Summary) {
	fmt.Fprintf(w, "%d games, policy %s, seed %d (%.1f games a second)\n", s.Games, s.Policy, s.Seed, s.GamesPerSecond)
	fmt.Fprintf(w, "Survived:     %d (%.1f%%)\n", s.Survived, 100*s.SurvivalRate)
	fmt.Fprintf(w, "Mean score:   %.1f (every game, lost ones as scored)\n", s.MeanScore)
	fmt.Fprintf(w, "Median score: %g\n", s.MedianScore)
	fmt.Fprintf(w, "Games lost:   Assassins %d, Djinns %d, a payment %d, Viziers %d\n",
		s.Losses.Assassins, s.Losses.Djinns, s.Losses.Payment, s.Losses.Viziers)
	fmt.Fprintf(w, "Titles:       %d Insufficient Iznogoud, %d Junior Jafaar, %d Ambitious Al-Rachid, %d Splendid Saladin\n",
		s.Titles.Iznogoud, s.Titles.Jafaar, s.Titles.AlRachid, s.Titles.Saladin)
	if len(s.DjinnVP) > 0 {
		var vps []string
		for _, name := range slices.Sorted(maps.Keys(s.DjinnVP)) {
			vps = append(vps, fmt.Sprintf("%s %d VP", name, s.DjinnVP[name]))
		}
		fmt.Fprintf(w, "Assumed:      Djinns whose card prints no VP: %s\n", strings.Join(vps, ", "))
	}
	if s.WhimCoins != nil {
		fmt.Fprintf(w, "Assumed:      %d coins a Whim card\n", *s.WhimCoins)
	}
}

// selfplayPolicy is the policy of a name; the advisor plays at weights
// (the advice.* keys of the configuration, as naqala advise reads them),
// the other policies read no weight.
func selfplayPolicy(name string, ctx selfplay.Context, weights advisor.Weights) (selfplay.Policy, error) {
	pol, err := selfplay.NewPolicy(name, ctx)
	if err != nil {
		return nil, err
	}
	if a, ok := pol.(selfplay.Advisor); ok {
		a.Weights = weights
		pol = a
	}
	return pol, nil
}

// selfplayGC is the garbage collector's target percentage of a self-play
// run when GOGC does not set one.
const selfplayGC = 400
