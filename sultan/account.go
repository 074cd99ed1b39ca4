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

// Describe tells the turn t, played from before to after under rules, in
// English: the words of naqala yazid resolve for the Steps of the turn.
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
	for _, s := range Steps(before, t, rules) {
		if s.Kind == StepTake {
			a.Tiles = append(a.Tiles, TileAccount{Place: s.Place,
				Heading: fmt.Sprintf("%s, %s: Yazid takes %s.", capitalise(TileWords(b, s.Place)), s.How.Words(), s.Meeples.Words())})
			continue
		}
		words := s.Words()
		switch {
		case words == "":
		case s.Kind == StepLoss || s.Kind == StepGameEnd:
			a.Outcome = append(a.Outcome, words)
		case s.Place == (game.Place{}) || len(a.Tiles) == 0:
			a.Purchase = append(a.Purchase, words)
		default:
			ta := &a.Tiles[len(a.Tiles)-1]
			ta.Steps = append(ta.Steps, words)
		}
	}
	if t.Lost != game.NotLost {
		return a
	}
	a.Outcome = append(a.Outcome, fmt.Sprintf("Yazid: Council %d, Assassins %d of %d, Djinns %d of %d, %s left. You: %s.",
		after.Yazid.Council, after.Yazid.Assassins, LosingAssassins, after.Yazid.Djinns, LosingDjinns,
		Plural(after.Yazid.Camels, "camel", "camels"), Plural(after.Player.Coins, "coin", "coins")))
	return a
}

// Words is the step in English, as naqala yazid resolve says it; a
// StepTake is said by the tile's heading and has no words of its own.
func (s Step) Words() string {
	switch s.Kind {
	case StepCouncil:
		return fmt.Sprintf("Put %s beside the board: Council %d.", Plural(s.Count, "yellow meeple", "yellow meeples"), s.Total)
	case StepToYazid:
		colour := s.Tribe.Colour()
		meeples := Plural(s.Count, colour+" meeple", colour+" meeples")
		switch s.Tribe {
		case game.Assassin:
			return fmt.Sprintf("Put %s beside the board: Assassins %d of %d.", meeples, s.Total, LosingAssassins)
		case game.Artisan:
			return fmt.Sprintf("Put %s beside the board: Yazid's Artisans %d.", meeples, s.Total)
		}
		return fmt.Sprintf("Put %s beside the board: Yazid's Elders %d.", meeples, s.Total)
	case StepToBag:
		colour := s.Tribe.Colour()
		return fmt.Sprintf("Put %s back in the bag.", Plural(s.Count, colour+" meeple", colour+" meeples"))
	case StepCardsUntracked:
		return fmt.Sprintf("Yazid takes %s from the front of the resource row: he keeps the Fakirs, discard the goods.",
			Plural(s.Count, "card", "cards"))
	case StepRowEmpty:
		return "The resource row is empty: Yazid takes no card."
	case StepCardsCounted:
		front := "Yazid takes " + Plural(s.Count, "card", "cards") + " from the front of the resource row: "
		switch {
		case s.Count == 1 && s.Fakirs == 1:
			return front + fmt.Sprintf("a Fakir, he keeps it (%d in all).", s.Total)
		case s.Count == 1:
			return front + "a good, discard it."
		case s.Fakirs == 0:
			return front + "no Fakir among them, discard them."
		case s.Fakirs == s.Count:
			return front + fmt.Sprintf("all Fakirs, he keeps them (%d in all).", s.Total)
		}
		return front + fmt.Sprintf("he keeps the %s among them (%d in all), discard the goods.", Plural(s.Fakirs, "Fakir", "Fakirs"), s.Total)
	case StepCards:
		what := fmt.Sprintf("he keeps %s (%d in all)", Plural(s.Fakirs, "Fakir", "Fakirs"), s.Total)
		if goods := s.Count - s.Fakirs; goods > 0 && s.Fakirs > 0 {
			what += fmt.Sprintf(", discard %s", Plural(goods, "good", "goods"))
		} else if goods > 0 {
			what = fmt.Sprintf("discard %s", Plural(goods, "good", "goods"))
		}
		return fmt.Sprintf("Yazid takes %s from the front of the resource row (%s): %s.",
			Plural(s.Count, "card", "cards"), strings.Join(s.Cards, ", "), what)
	case StepIncome:
		return fmt.Sprintf("Your %s pays you %s: you have %d.", s.Djinn, Plural(s.Count, "coin", "coins"), s.Total)
	case StepPay:
		extra := ""
		if s.Fakirs > 0 {
			extra = " and " + Plural(s.Fakirs, "Fakir", "Fakirs")
		}
		n := s.Builders + s.Fakirs
		if s.Short() {
			return fmt.Sprintf("Yazid's Builders%s take %s (%d x %s): you have only %d - pay them all.",
				extra, Plural(s.Count, "coin", "coins"), n, Plural(s.BlueTiles, "blue tile", "blue tiles"), s.Paid)
		}
		return fmt.Sprintf("Pay Yazid %s (%d x %s) - you keep %d.", Plural(s.Count, "coin", "coins"), n, Plural(s.BlueTiles, "blue tile", "blue tiles"), s.Total)
	case StepCamel:
		return fmt.Sprintf("Put one of Yazid's camels on the tile: %d left beside the board.", s.Total)
	case StepBuy:
		paid := Plural(s.Elders, "Elder", "Elders")
		if s.Fakirs > 0 {
			paid += " and " + Plural(s.Fakirs, "Fakir", "Fakirs")
		}
		djinn := s.Djinn
		if djinn == Leftmost {
			djinn = "the left-most face-up Djinn"
		}
		return fmt.Sprintf("Yazid pays %s and buys %s: Djinns %d of %d.", paid, djinn, s.Total, LosingDjinns)
	case StepLoss:
		return fmt.Sprintf("You lose: %s.", s.Loss.Words())
	case StepGameEnd:
		return "Yazid placed his last camel: the game ends after this round."
	}
	return ""
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
