package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newHistoryCmd)
}

// historyJSON is what `naqala history --json` prints.
type historyJSON struct {
	Games    []store.Record `json:"games"`
	Stats    store.Stats    `json:"stats"`
	Problems []string       `json:"problems"`
}

func newHistoryCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "history",
		Short: "List finished games and statistics",
		Long: `List every finished game kept in the data directory (solo games against
Sultan Yazid and scored multiplayer games), oldest first, and the statistics:
games, solo survival rate, titles reached, best and average score, the most
common cause of loss. A history file that cannot be read is reported on
stderr and the others are still listed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := loadConfig(cmd)
			if err != nil {
				return err
			}
			records, herr := store.Open(c.DataDir, nil).History()
			var problems []string
			if herr != nil {
				problems = strings.Split(herr.Error(), "\n")
			}
			stats := store.ComputeStats(records)
			out := cmd.OutOrStdout()
			if asJSON {
				if records == nil {
					records = []store.Record{}
				}
				if problems == nil {
					problems = []string{}
				}
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(historyJSON{records, stats, problems}); err != nil {
					return err
				}
			} else if err := printHistory(out, c.DataDir, records, stats); err != nil {
				return err
			}
			for _, p := range problems {
				fmt.Fprintf(cmd.ErrOrStderr(), "naqala: warning: %s\n", p)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON: the games, the statistics and any unreadable files")
	return cmd
}

// printHistory writes the list of games and the statistics for a person.
func printHistory(w io.Writer, dataDir string, records []store.Record, s store.Stats) error {
	if len(records) == 0 {
		_, err := fmt.Fprintf(w, "No finished games yet in %s.\n", dataDir)
		return err
	}
	fmt.Fprintf(w, "Finished games (%d)\n\n", len(records))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "DATE\tKIND\tPLAYERS\tSCORE\tOUTCOME")
	for _, r := range records {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", r.Date.Local().Format("2006-01-02 15:04"), r.Kind,
			playersWords(r), scoreWords(r), outcomeWords(r))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nStatistics\n\n")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "Games\t%d (%d solo, %d multiplayer)\n", s.Games, s.SoloGames, s.MultiGames)
	if s.SoloGames > 0 {
		fmt.Fprintf(tw, "Solo survival\t%d of %d (%.0f%%)\n", s.SoloSurvived, s.SoloGames, 100*s.SurvivalRate)
		var titles []string
		for _, t := range s.Titles {
			titles = append(titles, fmt.Sprintf("%s %d", t.Title, t.Count))
		}
		fmt.Fprintf(tw, "Titles reached\t%s\n", strings.Join(titles, ", "))
	}
	if s.Best != nil {
		fmt.Fprintf(tw, "Best score\t%s\n", bestWords(s.Best))
		fmt.Fprintf(tw, "Average score\t%.1f\n", s.Average)
	}
	if s.SoloBest != nil {
		fmt.Fprintf(tw, "Best solo score\t%s\n", bestWords(s.SoloBest))
		fmt.Fprintf(tw, "Average solo score\t%.1f\n", s.SoloAverage)
	}
	if s.MostCommonLoss != game.NotLost {
		fmt.Fprintf(tw, "Most common loss\t%s (%d of %d lost)\n", s.MostCommonLoss.Words(), s.Losses[0].Count, s.SoloGames-s.SoloSurvived)
	}
	return tw.Flush()
}

func playersWords(r store.Record) string {
	names := make([]string, len(r.Players))
	for i, p := range r.Players {
		names[i] = p.Name
		if names[i] == "" {
			names[i] = "player " + fmt.Sprint(i+1)
		}
	}
	return strings.Join(names, ", ")
}

// scoreWords is the winning score, or every total of a game without
// winners.
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

func outcomeWords(r store.Record) string {
	if r.Solo != nil {
		hard := ""
		if r.Solo.Hard {
			hard = " (hard)"
		}
		rounds := ""
		if r.Solo.Rounds > 0 {
			rounds = fmt.Sprintf(", %d rounds", r.Solo.Rounds)
		}
		if r.Solo.Survived {
			return r.Solo.Title + hard + rounds
		}
		return "lost: " + r.Solo.Reason.Words() + hard + rounds
	}
	switch len(r.Winners) {
	case 0:
		return "no winner"
	case 1:
		return "won by " + r.Winners[0]
	}
	return "shared by " + strings.Join(r.Winners, ", ")
}

func bestWords(b *store.BestScore) string {
	who := b.Player
	if who == "" {
		who = "the solo player"
	}
	return fmt.Sprintf("%d by %s (%s, %s)", b.Total, who, b.Kind, b.Date.Local().Format("2006-01-02"))
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
