package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// writeChoice tells the player what to choose and how to answer.
func writeChoice(w io.Writer, b *game.Board, r sultan.Roll, rules sultan.Rules, c sultan.Choice) {
	fmt.Fprintf(w, "Yazid rolls white %d, black %d: %s.\n", r.White, r.Black, english.Strikes(r, rules))
	fmt.Fprintln(w, english.ChoiceReason(c, r, rules))
	for _, p := range c.Candidates {
		fmt.Fprintf(w, "  --choose %d,%d   %s: %s\n", p.Col, p.Row, english.TileAt(b, p), english.Meeples(b.Tile(p).Meeples))
	}
	fmt.Fprintf(w, "Run the command again with --choose for choice %d.\n", c.Index+1)
}

// writeTurn gives the account of Yazid's turn in the table's own words.
func writeTurn(w io.Writer, before, after sultan.State, t sultan.Turn, rules sultan.Rules) {
	for _, line := range english.Account(before, after, t, rules).Lines() {
		fmt.Fprintln(w, line)
	}
}

// writeOdds prints the board as a grid of chances, top row first.
func writeOdds(w io.Writer, st sultan.State, rules sultan.Rules, o sultan.Odds) {
	b := st.Board
	byPlace := map[game.Place]sultan.TileOdds{}
	for _, t := range o.Tiles {
		byPlace[t.Place] = t
	}
	fmt.Fprintln(w, "Chance that Yazid's next roll strikes each tile")
	fmt.Fprintln(w, "(named by the dice + offered by a redirect):")
	fmt.Fprintln(w)
	// A cell is 11 columns, so 6 columns and the row's name fit in 80.
	var line strings.Builder
	endLine := func() {
		fmt.Fprintln(w, strings.TrimRight(line.String(), " "))
		line.Reset()
	}
	line.WriteString("       ")
	for c := 1; c <= b.Cols; c++ {
		fmt.Fprintf(&line, " %-10s", fmt.Sprintf("col %d", c))
	}
	endLine()
	for r := b.Rows; r >= 1; r-- {
		fmt.Fprintf(&line, "row %-3d", r)
		for c := 1; c <= b.Cols; c++ {
			p := game.Place{Col: c, Row: r}
			t, ok := byPlace[p]
			switch {
			case !ok:
				fmt.Fprintf(&line, " %-10s", "-")
			case t.Forced == 0 && t.Choice == 0:
				fmt.Fprintf(&line, " %-10s", ".")
			default:
				fmt.Fprintf(&line, " %-10s", fmt.Sprintf("%2.0f%% +%2.0f%%", 100*t.PForced, 100*t.PChoice))
			}
		}
		endLine()
	}
	fmt.Fprintln(w)
	// PChoice counts the rolls that lead to a redirect, the ones with a
	// single candidate (taken without asking) too.
	fmt.Fprintf(w, "A double strike (black 6): %.0f%%. A roll that leads to a redirect: %.0f%%.\n", 100*o.PDouble, 100*o.PChoice)
	best := sultan.ComputeExposure(st, rules, sultan.PlayerChoosesBest)
	worst := sultan.ComputeExposure(st, rules, sultan.PlayerChoosesWorst)
	fmt.Fprintln(w, wrapLine(fmt.Sprintf("The largest payment the next roll can bring: %s (%d if your choices go badly); you have %d.",
		sultan.Plural(best.MaxPayment, "coin", "coins"), worst.MaxPayment, st.Player.Coins), 78))
	fmt.Fprintln(w, wrapLine(fmt.Sprintf("The most Assassins it can bring: %d (%d if your choices go badly); Yazid has %d of %d.",
		best.MaxAssassins, worst.MaxAssassins, st.Yazid.Assassins, sultan.LosingAssassins), 78))
}
