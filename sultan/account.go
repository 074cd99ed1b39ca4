package sultan

import (
	"fmt"
	"strings"

	"github.com/naqala/naqala/game"
)

// Account is Yazid's turn told in the table's own words, in English: what
// to do with the pieces, tile by tile, as a checklist.
type Account struct {
	Heading  string        // the roll and where it strikes
	Tiles    []TileAccount // one per capture, in resolution order
	Purchase []string      // the Djinn purchase and Ba'al's income, if any
	Outcome  []string      // the loss, the game end, and what both sides hold
}

// TileAccount is what happens on one target tile.
type TileAccount struct {
	Place   game.Place
	Heading string   // the tile, how it was found and what Yazid takes
	Steps   []string // one instruction a line, such as "Put 2 yellow meeples beside the board: Council 5."
}

// Lines gives the account as text lines: the heading, each tile with its
// steps indented by two spaces, the purchase and the outcome, with blank
// lines between the parts.
func (a Account) Lines() []string {
	out := []string{a.Heading}
	for _, t := range a.Tiles {
		out = append(out, "", t.Heading)
		for _, s := range t.Steps {
			out = append(out, "  "+s)
		}
	}
	if len(a.Purchase) > 0 {
		out = append(append(out, ""), a.Purchase...)
	}
	return append(append(out, ""), a.Outcome...)
}

// Describe tells the turn t, played from before to after under rules.
func Describe(before, after State, t Turn, rules Rules) Account {
	b := before.Board
	r := t.Dice
	var a Account
	if r.Double() {
		a.Heading = fmt.Sprintf("Yazid rolls white %d, black 6: he strikes twice in column %d.", r.White, r.White)
	} else {
		a.Heading = fmt.Sprintf("Yazid rolls white %d, black %d: %s.", r.White, r.Black, r.Words(rules))
	}
	if len(t.Targets) == 0 {
		a.Heading += " No tile holds meeples: Yazid takes nothing."
	}
	y := before.Yazid
	coins := before.Player.Coins
	for _, c := range t.Captures {
		how := Chosen
		for _, tg := range t.Targets {
			if tg.Place == c.Place {
				how = tg.How
			}
		}
		ta := TileAccount{Place: c.Place,
			Heading: fmt.Sprintf("%s, %s: Yazid takes %s.", capitalise(TileWords(b, c.Place)), how.Words(), c.Taken.Words())}
		step := func(format string, args ...any) { ta.Steps = append(ta.Steps, fmt.Sprintf(format, args...)) }
		if c.Council > 0 {
			y.Council += c.Council
			step("Put %s beside the board: Council %d.", Plural(c.Council, "yellow meeple", "yellow meeples"), y.Council)
		}
		if c.Elders > 0 {
			y.Elders += c.Elders
			step("Put %s beside the board: Yazid's Elders %d.", Plural(c.Elders, "white meeple", "white meeples"), y.Elders)
		}
		if c.Assassins > 0 {
			y.Assassins += c.Assassins
			step("Put %s beside the board: Assassins %d of %d.", Plural(c.Assassins, "red meeple", "red meeples"), y.Assassins, LosingAssassins)
		}
		if c.Artisans > 0 {
			y.Artisans += c.Artisans
			step("Put %s beside the board: Yazid's Artisans %d.", Plural(c.Artisans, "purple meeple", "purple meeples"), y.Artisans)
		}
		if c.ArtisansToBag > 0 {
			step("Put %s back in the bag.", Plural(c.ArtisansToBag, "purple meeple", "purple meeples"))
		}
		if c.Merchants > 0 {
			step("Put %s back in the bag.", Plural(c.Merchants, "green meeple", "green meeples"))
			switch {
			case c.FakirsKept == nil:
				step("Yazid takes %s from the front of the resource row: he keeps the Fakirs, discard the goods.",
					Plural(c.Merchants, "card", "cards"))
			case len(c.CardsTaken) == 0:
				step("The resource row is empty: Yazid takes no card.")
			default:
				y.Fakirs += *c.FakirsKept
				what := fmt.Sprintf("he keeps %s (%d in all)", Plural(*c.FakirsKept, "Fakir", "Fakirs"), y.Fakirs)
				if goods := len(c.CardsTaken) - *c.FakirsKept; goods > 0 && *c.FakirsKept > 0 {
					what += fmt.Sprintf(", discard %s", Plural(goods, "good", "goods"))
				} else if goods > 0 {
					what = fmt.Sprintf("discard %s", Plural(goods, "good", "goods"))
				}
				step("Yazid takes %s from the front of the resource row (%s): %s.",
					Plural(len(c.CardsTaken), "card", "cards"), strings.Join(c.CardsTaken, ", "), what)
			}
		}
		income := func() {
			for _, name := range []string{game.Dhenim, game.Nekir, game.Marid} {
				if n := c.Income[name]; n > 0 {
					coins += n
					step("Your %s pays you %s: you have %d.", name, Plural(n, "coin", "coins"), coins)
				}
			}
		}
		if rules.IncomeTiming == BeforePayment {
			income()
		}
		if c.Builders > 0 {
			step("Put %s back in the bag.", Plural(c.Builders, "blue meeple", "blue meeples"))
			n := c.Builders
			extra := ""
			if c.FakirsSpent > 0 {
				y.Fakirs -= c.FakirsSpent
				n += c.FakirsSpent
				extra = fmt.Sprintf(" and %s", Plural(c.FakirsSpent, "Fakir", "Fakirs"))
			}
			coins -= c.CoinsPaid
			if c.CoinsPaid < c.CoinsDue {
				step("Yazid's Builders%s take %s (%d x %s): you have only %d - pay them all.",
					extra, Plural(c.CoinsDue, "coin", "coins"), n, Plural(c.BlueTiles, "blue tile", "blue tiles"), c.CoinsPaid)
			} else {
				step("Pay Yazid %s (%d x %s) - you keep %d.", Plural(c.CoinsDue, "coin", "coins"), n, Plural(c.BlueTiles, "blue tile", "blue tiles"), coins)
			}
		}
		// The income is part of the capture: as in capture, it is
		// withheld only when the payment itself was short. A loss by the
		// 7th Assassin is checked after the capture and withholds nothing.
		if rules.IncomeTiming == AfterPayment && c.CoinsPaid >= c.CoinsDue {
			income()
		}
		if c.CamelPlaced {
			step("Put one of Yazid's camels on the tile: %d left beside the board.", c.CamelsLeft)
		}
		a.Tiles = append(a.Tiles, ta)
	}
	if p := t.Purchase; p != nil {
		paid := Plural(p.Elders, "Elder", "Elders")
		if p.Fakirs > 0 {
			paid += " and " + Plural(p.Fakirs, "Fakir", "Fakirs")
		}
		djinn := p.Djinn
		if djinn == Leftmost {
			djinn = "the left-most face-up Djinn"
		}
		a.Purchase = append(a.Purchase, fmt.Sprintf("Yazid pays %s and buys %s: Djinns %d of %d.", paid, djinn, p.Djinns, LosingDjinns))
		if p.BaalIncome > 0 {
			a.Purchase = append(a.Purchase, fmt.Sprintf("Your Ba'al pays you %s: you have %d.", Plural(p.BaalIncome, "coin", "coins"), after.Player.Coins))
		}
	}
	if t.Lost != game.NotLost {
		a.Outcome = append(a.Outcome, fmt.Sprintf("You lose: %s.", t.Lost.Words()))
		return a
	}
	if t.GameEnd {
		a.Outcome = append(a.Outcome, "Yazid placed his last camel: the game ends after this round.")
	}
	a.Outcome = append(a.Outcome, fmt.Sprintf("Yazid: Council %d, Assassins %d of %d, Djinns %d of %d, %s left. You: %s.",
		after.Yazid.Council, after.Yazid.Assassins, LosingAssassins, after.Yazid.Djinns, LosingDjinns,
		Plural(after.Yazid.Camels, "camel", "camels"), Plural(after.Player.Coins, "coin", "coins")))
	return a
}

// Words says how the target was found, for the player.
func (h How) Words() string {
	switch h {
	case Rolled:
		return "the tile the dice name"
	case Top:
		return "the upper target of the double strike"
	case Bottom:
		return "the lower target of the double strike"
	}
	return "chosen for him"
}

// TileWords names a place and its tile: "row 5, column 4 (Sacred Place 12)".
func TileWords(b *game.Board, p game.Place) string {
	return fmt.Sprintf("%s (%s)", p, b.Tile(p).Type)
}

// Plural says a count with the right noun: "1 Elder", "2 Elders".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
