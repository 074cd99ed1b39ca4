package sultan

import (
	"fmt"

	"github.com/naqala/naqala/game"
)

// Account is Yazid's turn told in the table's own words: what to do with
// the pieces, tile by tile, as a checklist. labels.Printer.Account says
// it in a language from the Steps of the turn.
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

// Plural says a count with the right noun: "1 Elder", "2 Elders".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
