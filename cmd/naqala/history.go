package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/selfplay"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newHistoryCmd)
}

// historyJSON is what `naqala history --json` prints.
type historyJSON struct {
	Games []store.Record `json:"games"`
	Stats store.Stats    `json:"stats"`
	// SoloRecord is the player's record by rule set with the machine's
	// figures beside it (docs/store.md).
	SoloRecord []history.SoloRuleRecord `json:"solo_record"`
	Problems   []string                 `json:"problems"`
}

func newHistoryCmd(sys *system) *cobra.Command {
	var asJSON bool
	var export, output string
	var link, baseline bool
	var baselineGames int
	var baselineSeed uint64
	cmd := &cobra.Command{
		Use:   "history",
		Short: "List finished games and statistics",
		Long: `List every finished game kept in the data directory (solo games against
Sultan Yazid and scored multiplayer games), oldest first, and the statistics:
games, solo survival rate, titles reached, best and average score, the most
common cause of loss. A history file that cannot be read is reported on
stderr and the others are still listed.

--export bgstats -o FILE writes every game as a play file that Board Game
Stats (BG Stats) imports: open FILE (name it .bgsplay) with BG Stats. With
no finished game kept nothing is written (exit status 2).

--link [N] prints the link that hands game N to BG Stats (its "push play"
link: open it on the phone and BG Stats shows its import dialog). N counts
the games as listed, oldest first, from 1; without N, the newest game.

The solo record sums up the solo games by rule set (expansions, hard mode,
with or without naqala's advice) beside what naqala's advisor makes of the
same rule set in self-play. --baseline plays those games (--games a rule
set, 100 by default, --seed) for every rule set played and keeps the
figures, with their date, seed, game count and policy, in the data
directory (baselines.json); naqala history then shows them marked as the
machine's play. Without them it says how to make them.`,
		Example: "  naqala history\n  naqala history --json\n  naqala history --baseline\n  naqala history --lang de\n  naqala history --export bgstats -o games.bgsplay\n  naqala history --link\n  naqala history --link 3",
		Args: func(cmd *cobra.Command, args []string) error {
			if !link {
				return cobra.NoArgs(cmd, args)
			}
			return cobra.MaximumNArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkExportFlags(export, output); err != nil {
				return err
			}
			if link && (export != "" || asJSON) {
				return invalidInput(fmt.Errorf("history: --link: not with --export or --json"))
			}
			if baseline && (link || export != "" || asJSON) {
				return invalidInput(fmt.Errorf("history: --baseline: not with --link, --export or --json"))
			}
			if !baseline && (cmd.Flags().Changed("games") || cmd.Flags().Changed("seed")) {
				return invalidInput(fmt.Errorf("history: --games and --seed go with --baseline"))
			}
			if baseline && (baselineGames < 1 || baselineGames > selfplay.MaxGames) {
				return invalidInput(fmt.Errorf("history: --games %d: want 1 to %d", baselineGames, selfplay.MaxGames))
			}
			c, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			st := store.Open(c.DataDir, nil)
			records, herr := st.History()
			var problems []string
			if herr != nil {
				problems = strings.Split(herr.Error(), "\n")
			}
			stats := store.ComputeStats(records)
			out := cmd.OutOrStdout()
			// The machine's figures: a file that cannot be read is
			// reported, and no figure of it is shown.
			baselines, berr := st.Baselines()
			if berr != nil {
				problems = append(problems, berr.Error())
			}
			groups := history.SoloRecords(records, baselines)
			if baseline {
				if berr != nil {
					return berr
				}
				err := playBaselines(sys, cmd, c, st, groups, baselineGames, baselineSeed)
				for _, p := range problems {
					fmt.Fprintf(cmd.ErrOrStderr(), "naqala: warning: %s\n", filetext.Line(p))
				}
				return err
			}
			if link {
				n, err := linkedGame(records, args)
				if err == nil {
					err = printLink(cmd, records, n, sys.zone)
				}
				if err != nil {
					return err
				}
			} else if export != "" {
				if err := exportHistory(cmd, c, records, output, sys.zone); err != nil {
					// An unreadable history file may be why nothing was exported.
					for _, p := range problems {
						fmt.Fprintf(cmd.ErrOrStderr(), "naqala: warning: %s\n", filetext.Line(p))
					}
					return err
				}
			} else if asJSON {
				if records == nil {
					records = []store.Record{}
				}
				if problems == nil {
					problems = []string{}
				}
				if groups == nil {
					groups = []history.SoloRuleRecord{}
				}
				if err := writeJSON(out, historyJSON{records, stats, groups, problems}); err != nil {
					return err
				}
			} else if err := printHistory(out, c.Language, c.DataDir, records, stats, sys.zone); err != nil {
				return err
			} else if err := printSoloRecord(out, c.Language, records, groups, sys.zone); err != nil {
				return err
			}
			for _, p := range problems {
				fmt.Fprintf(cmd.ErrOrStderr(), "naqala: warning: %s\n", filetext.Line(p))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON: the games, the statistics and any unreadable files")
	cmd.Flags().StringVar(&export, "export", "", "write the games for another program: bgstats (a BG Stats .bgsplay file)")
	cmd.Flags().StringVarP(&output, "output", "o", "", "the file --export writes (- for standard output)")
	cmd.Flags().BoolVar(&link, "link", false, "print the BG Stats link of game N (the newest without N)")
	cmd.Flags().BoolVar(&baseline, "baseline", false, "play the rule sets of your solo games with naqala's advisor and keep the figures")
	cmd.Flags().IntVar(&baselineGames, "games", 100, "with --baseline: the games a rule set")
	cmd.Flags().Uint64Var(&baselineSeed, "seed", 1, "with --baseline: the seed of every deal, deck and roll")
	return cmd
}

// printHistory writes the list of games and the statistics for a person,
// in lang.
func printHistory(w io.Writer, lang, dataDir string, records []store.Record, s store.Stats, zone *time.Location) error {
	p := printerOf(lang)
	t, f := p.T, p.F
	if len(records) == 0 {
		_, err := fmt.Fprintln(w, f("history.empty", filetext.Text(dataDir)))
		return err
	}
	fmt.Fprintf(w, "%s\n\n", f("history.finished", len(records)))
	// Columns line up by their width on a terminal (table.go): names may
	// hold wide or combining characters.
	var games textTable
	games.add(t("history.col.date"), t("history.col.kind"), t("history.col.players"), t("history.col.score"), t("history.col.outcome"))
	for _, r := range records {
		kind := r.Kind.String()
		games.add(r.Date.In(zone).Format("2006-01-02 15:04"),
			printerOf(lang).T("ui.history.kind_"+kind), playersWords(lang, r), scoreWords(r), outcomeWords(lang, r))
	}
	if err := games.write(w); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n%s\n\n", t("history.stats"))
	var stats textTable
	line := func(label, value string) { stats.add(t(label), value) }
	line("history.games", f("history.games_v", s.Games, s.SoloGames, s.MultiGames))
	if s.SoloGames > 0 {
		line("history.survival", f("history.survival_v", s.SoloSurvived, s.SoloGames, 100*s.SurvivalRate))
		var titles []string
		for _, ti := range s.Titles {
			titles = append(titles, fmt.Sprintf("%s %d", filetext.Text(printerOf(lang).Title(ti.Title)), ti.Count))
		}
		line("history.titles", strings.Join(titles, ", "))
	}
	if s.Best != nil {
		line("history.best", bestWords(lang, s.Best, zone))
		line("history.average", printerOf(lang).Decimal(s.Average, 1))
	}
	if s.SoloBest != nil {
		line("history.solo_best", bestWords(lang, s.SoloBest, zone))
		line("history.solo_average", printerOf(lang).Decimal(s.SoloAverage, 1))
	}
	if s.MostCommonLoss != game.NotLost {
		line("history.most_loss", f("history.most_loss_v", printerOf(lang).Loss(s.MostCommonLoss), s.Losses[0].Count, s.SoloGames-s.SoloSurvived))
	}
	return stats.write(w)
}

func playersWords(lang string, r store.Record) string {
	names := make([]string, len(r.Players))
	for i, p := range r.Players {
		names[i] = p.Name
		if r.Kind == store.KindSolo {
			// The player who set no name, in the reader's language.
			names[i] = printerOf(lang).SoloPlayerName(p.Name)
		}
		names[i] = filetext.Text(names[i])
		if names[i] == "" {
			names[i] = fmt.Sprintf(printerOf(lang).T("history.player"), i+1)
		}
	}
	return strings.Join(names, ", ")
}

// texts returns each of names as it may be printed (filetext.Text).
func texts(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = filetext.Text(n)
	}
	return out
}

// scoreWords is the winning score, or "-" for a game without winners.
func scoreWords(r store.Record) string {
	best := -1
	for _, p := range r.Players {
		if p.Rank == 1 {
			best = max(best, p.Total)
		}
	}
	if best < 0 {
		return "-"
	}
	return fmt.Sprint(best)
}

func outcomeWords(lang string, r store.Record) string {
	f := printerOf(lang).F
	if r.Solo != nil {
		hard := ""
		if r.Solo.Hard {
			hard = " " + printerOf(lang).T("history.hard")
		}
		rounds := ""
		if n := r.Solo.Rounds; n > 0 {
			key := "history.rounds"
			if n == 1 {
				key = "history.rounds.one"
			}
			rounds = f(key, n)
		}
		if r.Advised {
			rounds += printerOf(lang).T("history.advised")
		}
		if r.Solo.Survived {
			return filetext.Text(printerOf(lang).Title(r.Solo.Title)) + hard + rounds
		}
		return f("history.lost", printerOf(lang).Loss(r.Solo.Reason)) + hard + rounds
	}
	switch len(r.Winners) {
	case 0:
		return printerOf(lang).T("history.no_winner")
	case 1:
		return f("history.won_by", filetext.Text(r.Winners[0]))
	}
	return f("history.shared_by", strings.Join(texts(r.Winners), ", "))
}

func bestWords(lang string, b *store.BestScore, zone *time.Location) string {
	who := b.Player
	switch {
	case b.Kind == store.KindSolo:
		who = filetext.Text(printerOf(lang).SoloPlayerName(who))
	case who == "":
		who = printerOf(lang).T("history.solo_player")
	default:
		who = filetext.Text(who)
	}
	kind := printerOf(lang).T("ui.history.kind_" + b.Kind.String())
	return fmt.Sprintf(printerOf(lang).T("history.best_v"), b.Total, who, kind, b.Date.In(zone).Format("2006-01-02"))
}

// recordScoredGame keeps a scored game in the history of dataDir, as
// finished at when: `naqala score FILE --save` and the TUI's result screen
// call it.
func recordScoredGame(dataDir string, g scoring.Game, r scoring.Result, when time.Time) error {
	if dataDir == "" {
		return errors.New("history: no data directory configured (data_dir)")
	}
	_, err := store.Open(dataDir, nil).AddHistory(store.NewRecord(g, r, when))
	return err
}
