package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/scorefile"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newScoreCmd)
}

func newScoreCmd(sys *system) *cobra.Command {
	var asJSON bool
	var pdfOut string
	var save bool
	cmd := &cobra.Command{
		Use:   "score FILE",
		Short: "Score a finished game from its final-state file",
		Long: `Score a finished game: FILE (YAML or JSON, "-" for standard input) lists
what every player holds at the end, with each player's tiles or the whole
final board.

The table follows the score pad's rows; --json prints the result in the
naqala/result/v1 format. Invalid input exits with status 2 and one line
per problem, naming the file, the line and the path of the value.`,
		Example: "  naqala score game.yaml\n" +
			"  naqala score game.yaml --json\n" +
			"  naqala score game.yaml --pdf game.pdf --save\n" +
			"  naqala score - < game.yaml",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return invalidInput(fmt.Errorf("score: want one FILE, got %d arguments", len(args)))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if pdfOut == stdioName && asJSON {
				return invalidInput(errors.New("score: --pdf - and --json both want standard output"))
			}
			f, res, err := scoreFile(sys, cmd, args[0])
			if err != nil {
				return err
			}
			g := f.Game
			if pdfOut != "" {
				if err := writeFilledSheet(sys, cmd, f, res, pdfOut); err != nil {
					return err
				}
			}
			if save {
				c, err := loadConfig(sys, cmd)
				if err != nil {
					return err
				}
				if err := recordScoredGame(c.DataDir, g, res, sys.now()); err != nil {
					return fmt.Errorf("score: keeping the game in the history: %w", err)
				}
			}
			if pdfOut == stdioName {
				return nil // the sheet took standard output
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(out, res)
			}
			c, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			return writeScoreTable(out, c.Language, g.Expansions, res)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON (format naqala/result/v1)")
	cmd.Flags().StringVar(&pdfOut, "pdf", "", "also write the filled score sheet to this PDF file (- for standard output, instead of the table)")
	cmd.Flags().BoolVar(&save, "save", false, "keep the game in the history (naqala history)")
	addPaperFlag(cmd)
	return cmd
}

// scoreFile reads the configuration and the final-state file at path ("-"
// for standard input) and scores the game; problems are invalid input
// (exit status 2), one a line, each naming the file.
func scoreFile(sys *system, cmd *cobra.Command, path string) (scorefile.File, scoring.Result, error) {
	c, err := loadConfig(sys, cmd)
	if err != nil {
		return scorefile.File{}, scoring.Result{}, err
	}
	data, name, err := readInput(cmd, path)
	if err != nil {
		return scorefile.File{}, scoring.Result{}, invalidInput(err)
	}
	f, err := scorefile.Load(name, data, scorefile.Options{
		Rules:         c.ScoringRules(),
		DjinnVP:       c.DjinnVP,
		OtherRuleKeys: game.VariantKeys(sultan.Variants()),
	})
	if err != nil {
		return scorefile.File{}, scoring.Result{}, invalidInput(err)
	}
	res, err := scoring.Score(f.Game, f.Rules)
	if err != nil {
		var errs []error
		for _, line := range strings.Split(err.Error(), "\n") {
			errs = append(errs, fmt.Errorf("%s: %s", name, line))
		}
		return f, scoring.Result{}, invalidInput(errors.Join(errs...))
	}
	return f, res, nil
}

// writeScoreTable prints the result as the score pad, in lang (the
// rulebook's words, as the score sheets have them; names as filetext.Text
// prints them): one row per category
// of the expansions x in play (and any row where someone scored), the
// players as columns, then the total, the rank, the winners and, for solo,
// survival and title. Columns line up by their width on a terminal
// (table.go), so wide and combining characters in names keep them straight.
func writeScoreTable(w io.Writer, lang string, x game.Expansions, res scoring.Result) error {
	rows := scoring.RowsInPlay(x, res.Players)
	total, rank := printerOf(lang).T("total"), printerOf(lang).T("rank")
	label := max(textWidth(total), textWidth(rank))
	for _, c := range rows {
		label = max(label, textWidth(rowLabel(lang, x, c)))
	}
	// A column is as wide as the widest of its cells: the name, every
	// category's value, the total and the rank.
	width := make([]int, len(res.Players))
	names := make([]string, len(res.Players))
	for i, p := range res.Players {
		names[i] = filetext.Text(p.Name)
		w := max(textWidth(names[i]), 5)
		for _, c := range rows {
			w = max(w, textWidth(fmt.Sprint(p.Categories[c])))
		}
		w = max(w, textWidth(fmt.Sprint(p.Total)), textWidth(fmt.Sprint(p.Rank)))
		width[i] = w
	}
	var b strings.Builder
	row := func(name string, cell func(i int) string) {
		b.WriteString(name + strings.Repeat(" ", label-textWidth(name)))
		for i := range res.Players {
			s := cell(i)
			b.WriteString("  " + strings.Repeat(" ", width[i]-textWidth(s)) + s)
		}
		b.WriteByte('\n')
	}
	row("", func(i int) string { return names[i] })
	for _, c := range rows {
		row(rowLabel(lang, x, c), func(i int) string { return fmt.Sprint(res.Players[i].Categories[c]) })
	}
	row(strings.Repeat("-", label), func(i int) string { return strings.Repeat("-", width[i]) })
	row(total, func(i int) string { return fmt.Sprint(res.Players[i].Total) })
	if len(res.Players) > 1 {
		row(rank, func(i int) string { return fmt.Sprint(res.Players[i].Rank) })
	}
	b.WriteByte('\n')
	if s := res.Solo; s != nil {
		yazid := printerOf(lang).T("yazid")
		if s.Survived {
			fmt.Fprintf(&b, "%s: %s, %s\n", yazid, printerOf(lang).T("survived"), printerOf(lang).Title(s.Title))
		} else {
			fmt.Fprintf(&b, "%s: %s (%s), %s\n", yazid, printerOf(lang).T("lost"), s.Reason, printerOf(lang).Loss(s.Reason))
		}
	} else {
		switch len(res.Winners) {
		case 0:
		case 1:
			fmt.Fprintf(&b, "%s: %s\n", printerOf(lang).T("winner"), filetext.Text(res.Winners[0]))
		default:
			fmt.Fprintf(&b, "%s: %s\n", printerOf(lang).T("winners"), strings.Join(texts(res.Winners), ", "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// rowLabel names a row of the table in lang; with Thieves in play the
// Djinns row counts them too and says so, as on the score sheet.
func rowLabel(lang string, x game.Expansions, c scoring.Category) string {
	if c == scoring.CategoryDjinns && x.Thieves {
		return printerOf(lang).T("djinns_thieves")
	}
	return printerOf(lang).Category(c)
}
