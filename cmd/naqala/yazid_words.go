package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// tileWords names a place and its tile: "row 5, column 4 (Sacred Place 12)".
func tileWords(b *game.Board, p game.Place) string {
	return fmt.Sprintf("%s (%s)", p, b.Tile(p).Type)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func howWords(h sultan.How) string {
	switch h {
	case sultan.Rolled:
		return "the tile the dice name"
	case sultan.Top:
		return "the upper target of the double strike"
	case sultan.Bottom:
		return "the lower target of the double strike"
	}
	return "chosen for him"
}

// writeChoice tells the player what to choose and how to answer.
func writeChoice(w io.Writer, b *game.Board, r sultan.Roll, rules sultan.Rules, c sultan.Choice) {
	fmt.Fprintf(w, "Yazid rolls white %d, black %d: %s.\n", r.White, r.Black, r.Words(rules))
	switch {
	case c.Kind == sultan.SameColumn:
		fmt.Fprintf(w, "Row %d, column %d holds no meeple: choose another tile of column %d.\n", r.Black, r.White, r.White)
	case c.Kind == sultan.OtherColumn && rules.BlackSix == sultan.LiteralRows:
		fmt.Fprintf(w, "The top and bottom tiles of column %d do not both hold meeples: choose a target in another column.\n", r.White)
	case c.Kind == sultan.OtherColumn:
		fmt.Fprintf(w, "Only one tile of column %d holds meeples: choose Yazid's second target in another column.\n", r.White)
	case r.Double():
		fmt.Fprintf(w, "Column %d holds no meeples: choose Yazid's two targets anywhere, one at a time (this is choice %d).\n", r.White, c.Index+1)
	default:
		fmt.Fprintf(w, "Column %d holds no meeples: choose a tile with meeples anywhere on the board.\n", r.White)
	}
	for _, p := range c.Candidates {
		fmt.Fprintf(w, "  --choose %d,%d   %s: %s\n", p.Col, p.Row, tileWords(b, p), b.Tile(p).Meeples.Words())
	}
	fmt.Fprintf(w, "Run the command again with --choose for choice %d.\n", c.Index+1)
}

// writeTurn gives the account of Yazid's turn in the table's own words.
func writeTurn(w io.Writer, before, after sultan.State, t sultan.Turn, rules sultan.Rules) {
	b := before.Board
	r := t.Dice
	if r.Double() {
		fmt.Fprintf(w, "Yazid rolls white %d, black 6: he strikes twice in column %d.\n", r.White, r.White)
	} else {
		fmt.Fprintf(w, "Yazid rolls white %d, black %d: %s.\n", r.White, r.Black, r.Words(rules))
	}
	if len(t.Targets) == 0 {
		fmt.Fprintln(w, "No tile holds meeples: Yazid takes nothing.")
	}
	y := before.Yazid
	coins := before.Player.Coins
	for _, c := range t.Captures {
		how := sultan.Chosen
		for _, tg := range t.Targets {
			if tg.Place == c.Place {
				how = tg.How
			}
		}
		fmt.Fprintf(w, "\n%s, %s: Yazid takes %s.\n", capitalise(tileWords(b, c.Place)), howWords(how), c.Taken.Words())
		if c.Council > 0 {
			y.Council += c.Council
			fmt.Fprintf(w, "  Put %s beside the board: Council %d.\n", plural(c.Council, "yellow meeple", "yellow meeples"), y.Council)
		}
		if c.Elders > 0 {
			y.Elders += c.Elders
			fmt.Fprintf(w, "  Put %s beside the board: Yazid's Elders %d.\n", plural(c.Elders, "white meeple", "white meeples"), y.Elders)
		}
		if c.Assassins > 0 {
			y.Assassins += c.Assassins
			fmt.Fprintf(w, "  Put %s beside the board: Assassins %d of %d.\n", plural(c.Assassins, "red meeple", "red meeples"), y.Assassins, sultan.LosingAssassins)
		}
		if c.Artisans > 0 {
			y.Artisans += c.Artisans
			fmt.Fprintf(w, "  Put %s beside the board: Yazid's Artisans %d.\n", plural(c.Artisans, "purple meeple", "purple meeples"), y.Artisans)
		}
		if c.ArtisansToBag > 0 {
			fmt.Fprintf(w, "  Put %s back in the bag.\n", plural(c.ArtisansToBag, "purple meeple", "purple meeples"))
		}
		if c.Merchants > 0 {
			fmt.Fprintf(w, "  Put %s back in the bag.\n", plural(c.Merchants, "green meeple", "green meeples"))
			switch {
			case c.FakirsKept == nil:
				fmt.Fprintf(w, "  Yazid takes %s from the front of the resource row: he keeps the Fakirs, discard the goods.\n",
					plural(c.Merchants, "card", "cards"))
			case len(c.CardsTaken) == 0:
				fmt.Fprintln(w, "  The resource row is empty: Yazid takes no card.")
			default:
				y.Fakirs += *c.FakirsKept
				what := fmt.Sprintf("he keeps %s (%d in all)", plural(*c.FakirsKept, "Fakir", "Fakirs"), y.Fakirs)
				if goods := len(c.CardsTaken) - *c.FakirsKept; goods > 0 && *c.FakirsKept > 0 {
					what += fmt.Sprintf(", discard %s", plural(goods, "good", "goods"))
				} else if goods > 0 {
					what = fmt.Sprintf("discard %s", plural(goods, "good", "goods"))
				}
				fmt.Fprintf(w, "  Yazid takes %s from the front of the resource row (%s): %s.\n",
					plural(len(c.CardsTaken), "card", "cards"), strings.Join(c.CardsTaken, ", "), what)
			}
		}
		for _, name := range []string{game.Dhenim, game.Nekir, game.Marid} {
			if n := c.Income[name]; n > 0 && rules.IncomeTiming == sultan.BeforePayment {
				coins += n
				fmt.Fprintf(w, "  Your %s pays you %d coins: you have %d.\n", name, n, coins)
			}
		}
		if c.Builders > 0 {
			fmt.Fprintf(w, "  Put %s back in the bag.\n", plural(c.Builders, "blue meeple", "blue meeples"))
			n := c.Builders
			extra := ""
			if c.FakirsSpent > 0 {
				y.Fakirs -= c.FakirsSpent
				n += c.FakirsSpent
				extra = fmt.Sprintf(" and %s", plural(c.FakirsSpent, "Fakir", "Fakirs"))
			}
			coins -= c.CoinsPaid
			if c.CoinsPaid < c.CoinsDue {
				fmt.Fprintf(w, "  Yazid's Builders%s take %d coins (%d x %s): you have only %d - pay them all.\n",
					extra, c.CoinsDue, n, plural(c.BlueTiles, "blue tile", "blue tiles"), c.CoinsPaid)
			} else {
				fmt.Fprintf(w, "  Pay Yazid %d coins (%d x %s) - you keep %d.\n", c.CoinsDue, n, plural(c.BlueTiles, "blue tile", "blue tiles"), coins)
			}
		}
		for _, name := range []string{game.Dhenim, game.Nekir, game.Marid} {
			if n := c.Income[name]; n > 0 && rules.IncomeTiming == sultan.AfterPayment && c.Lost == game.NotLost {
				coins += n
				fmt.Fprintf(w, "  Your %s pays you %d coins: you have %d.\n", name, n, coins)
			}
		}
		if c.CamelPlaced {
			fmt.Fprintf(w, "  Put one of Yazid's camels on the tile: %d left beside the board.\n", c.CamelsLeft)
		}
	}
	if p := t.Purchase; p != nil {
		paid := plural(p.Elders, "Elder", "Elders")
		if p.Fakirs > 0 {
			paid += " and " + plural(p.Fakirs, "Fakir", "Fakirs")
		}
		djinn := p.Djinn
		if djinn == sultan.Leftmost {
			djinn = "the left-most face-up Djinn"
		}
		fmt.Fprintf(w, "\nYazid pays %s and buys %s: Djinns %d of %d.\n", paid, djinn, p.Djinns, sultan.LosingDjinns)
		if p.BaalIncome > 0 {
			fmt.Fprintf(w, "Your Ba'al pays you %d coins: you have %d.\n", p.BaalIncome, after.Player.Coins)
		}
	}
	fmt.Fprintln(w)
	switch {
	case t.Lost != game.NotLost:
		fmt.Fprintf(w, "You lose: %s.\n", t.Lost.Words())
	case t.GameEnd:
		fmt.Fprintln(w, "Yazid placed his last camel: the game ends after this round.")
		fallthrough
	default:
		fmt.Fprintf(w, "Yazid: Council %d, Assassins %d of %d, Djinns %d of %d, %d camels left. You: %d coins.\n",
			after.Yazid.Council, after.Yazid.Assassins, sultan.LosingAssassins, after.Yazid.Djinns, sultan.LosingDjinns,
			after.Yazid.Camels, after.Player.Coins)
	}
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// writeOdds prints the board as a grid of chances, top row first.
func writeOdds(w io.Writer, st sultan.State, rules sultan.Rules, o sultan.Odds) {
	b := st.Board
	byPlace := map[game.Place]sultan.TileOdds{}
	for _, t := range o.Tiles {
		byPlace[t.Place] = t
	}
	fmt.Fprintln(w, "Chance that Yazid's next roll strikes each tile (named by the dice + offered by a redirect):")
	fmt.Fprintln(w)
	fmt.Fprint(w, "       ")
	for c := 1; c <= b.Cols; c++ {
		fmt.Fprintf(w, " %-13s", fmt.Sprintf("column %d", c))
	}
	fmt.Fprintln(w)
	for r := b.Rows; r >= 1; r-- {
		fmt.Fprintf(w, "row %-3d", r)
		for c := 1; c <= b.Cols; c++ {
			p := game.Place{Col: c, Row: r}
			t, ok := byPlace[p]
			switch {
			case !ok:
				fmt.Fprintf(w, " %-13s", "-")
			case t.Forced == 0 && t.Choice == 0:
				fmt.Fprintf(w, " %-13s", ".")
			default:
				fmt.Fprintf(w, " %-13s", fmt.Sprintf("%2.0f%% +%2.0f%%", 100*t.PForced, 100*t.PChoice))
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "A double strike (black 6): %.0f%%. A roll that needs your choice: %.0f%%.\n", 100*o.PDouble, 100*o.PChoice)
	best := sultan.ComputeExposure(st, rules, sultan.PlayerChoosesBest)
	worst := sultan.ComputeExposure(st, rules, sultan.PlayerChoosesWorst)
	fmt.Fprintf(w, "The largest payment the next roll can bring: %d coins (%d if your choices go badly); you have %d.\n",
		best.MaxPayment, worst.MaxPayment, st.Player.Coins)
	fmt.Fprintf(w, "The most Assassins it can bring: %d (%d if your choices go badly); Yazid has %d of %d.\n",
		best.MaxAssassins, worst.MaxAssassins, st.Yazid.Assassins, sultan.LosingAssassins)
}
