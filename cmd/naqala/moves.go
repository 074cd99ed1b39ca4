package main

import (
	"fmt"
	"io"

	"github.com/naqala/naqala/game"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newMovesCmd)
}

func newMovesCmd(sys *system) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "moves STATE",
		Short: "The player's legal meeple moves on a solo state, counted exactly",
		Long: `The player's legal meeple moves on the board of a solo state file (as
for naqala yazid; "-" for standard input), by the rules of the player's
turn, step 1, without Magic Items: every start tile, every tile a move can
end on and the tribe of its last meeple, with the exact number of moves
for each. A move is its path and the tribe dropped on each step.`,
		Example: "  naqala moves state.yaml\n  naqala moves state.yaml --json\n  naqala moves - < state.yaml",
		Args:    oneStateFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			_, st, _, err := loadSoloState(sys, cmd, args[0])
			if err != nil {
				return err
			}
			outs, err := st.Board.MoveOutcomes()
			if err != nil {
				return invalidInput(fmt.Errorf("%s: %w", args[0], err))
			}
			var count game.MoveCount
			for _, o := range outs {
				count = count.Add(o.Moves)
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(out, movesJSON(count, outs))
			}
			writeMoves(out, st.Board, count, outs)
			return nil
		},
	}
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return invalidInput(fmt.Errorf("%s: %w", commandPath(c), err))
	})
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// movesOutput is the JSON of docs/formats.md section 7.
type movesOutput struct {
	Count    game.MoveCount `json:"count"`
	Outcomes []movesOutcome `json:"outcomes"`
}

type movesOutcome struct {
	From  game.Place     `json:"from"`
	To    game.Place     `json:"to"`
	Tribe string         `json:"tribe"`
	Moves game.MoveCount `json:"moves"`
}

func movesJSON(count game.MoveCount, outs []game.MoveOutcome) movesOutput {
	o := movesOutput{Count: count, Outcomes: make([]movesOutcome, len(outs))}
	for i, x := range outs {
		o.Outcomes[i] = movesOutcome{From: x.From, To: x.To, Tribe: string(x.Tribe.Letter()), Moves: x.Moves}
	}
	return o
}

// writeMoves prints the outcomes grouped by start tile, in the table's
// words: "From r2 c3 (Oasis: 2 Viziers, 1 Elder), 14 moves:", then a line
// a last tile: "  to r3 c3 (Village): 2 take Viziers, 4 take Elders".
func writeMoves(w io.Writer, b *game.Board, count game.MoveCount, outs []game.MoveOutcome) {
	if count.IsZero() {
		fmt.Fprintln(w, "No legal move on this board (Magic Items aside).")
		return
	}
	fmt.Fprintf(w, "%s (Magic Items aside), by start tile and last tile,\n", countWords(count, "legal move", "legal moves"))
	fmt.Fprintln(w, "with the tribe each move takes from its last tile:")
	for i := 0; i < len(outs); {
		from := outs[i].From
		j, total := i, game.MoveCount{}
		for ; j < len(outs) && outs[j].From == from; j++ {
			total = total.Add(outs[j].Moves)
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "From %s (%s: %s), %s:\n", from.Short(), b.Tile(from).Type, b.Tile(from).Meeples.Words(),
			countWords(total, "move", "moves"))
		for i < j {
			to := outs[i].To
			line := fmt.Sprintf("  to %s (%s): ", to.Short(), b.Tile(to).Type)
			for first := true; i < j && outs[i].To == to; i, first = i+1, false {
				if !first {
					line += ", "
				}
				line += countWords(outs[i].Moves, "takes", "take") + " " + outs[i].Tribe.Plural()
			}
			fmt.Fprintln(w, line)
		}
	}
}

// countWords says a count with its noun or verb: "1 move", "1236 moves",
// "1 takes", "2 take".
func countWords(n game.MoveCount, one, many string) string {
	if v, ok := n.Uint64(); ok && v == 1 {
		return "1 " + one
	}
	return n.String() + " " + many
}
