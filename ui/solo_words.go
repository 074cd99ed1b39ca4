package ui

import (
	"fmt"
	"sort"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// tribeCount is "1 Vizier" or "3 Viziers" for a tribe.
func tribeCount(n int, t game.Tribe) string {
	if n == 1 {
		return fmt.Sprintf("1 %s %s", t.Colour(), t)
	}
	return fmt.Sprintf("%d %s %s", n, t.Colour(), t.Plural())
}

// where names a place briefly: "r3 c4 (Oasis)".
func where(b *game.Board, p game.Place) string {
	if b == nil || !b.Contains(p) {
		return fmt.Sprintf("r%d c%d", p.Row, p.Col)
	}
	return fmt.Sprintf("r%d c%d (%s)", p.Row, p.Col, b.Tile(p).Type)
}

// turnChecklist is what the player does with the pieces after Yazid's
// turn, one line per action, in the table's own words. before is the
// table before the turn, playerViziers what the player holds.
func turnChecklist(t sultan.Turn, before sultan.State) []string {
	var out []string
	b := before.Board
	council, assassins := before.Yazid.Council, before.Yazid.Assassins
	for _, c := range t.Captures {
		council += c.Council
		assassins += c.Assassins
		at := where(b, c.Place)
		if c.Meeples == "" {
			out = append(out, fmt.Sprintf("%s: no meeples to take", at))
		} else {
			out = append(out, fmt.Sprintf("%s: take every meeple off the tile (%s)", at, c.Meeples))
		}
		if c.Council > 0 {
			out = append(out, fmt.Sprintf("Put %s beside the board: Yazid's Council, now %d (you have %d)",
				tribeCount(c.Council, game.Vizier), council, before.Player.Viziers))
		}
		if c.Elders > 0 {
			out = append(out, fmt.Sprintf("Give Yazid %s", tribeCount(c.Elders, game.Elder)))
		}
		if c.Assassins > 0 {
			out = append(out, fmt.Sprintf("Give Yazid %s: he has %d of %d", tribeCount(c.Assassins, game.Assassin), assassins, sultan.LosingAssassins))
		}
		if c.Artisans > 0 {
			out = append(out, fmt.Sprintf("Give Yazid %s", tribeCount(c.Artisans, game.Artisan)))
		}
		if c.ArtisansToBag > 0 {
			out = append(out, fmt.Sprintf("Put %s back in the bag", tribeCount(c.ArtisansToBag, game.Artisan)))
		}
		if c.Merchants > 0 {
			out = append(out, fmt.Sprintf("Put %s back in the bag", tribeCount(c.Merchants, game.Merchant)))
			if c.FakirsKept != nil {
				if len(c.CardsTaken) == 0 {
					out = append(out, "The resource row is empty: Yazid takes no card")
				} else {
					out = append(out, fmt.Sprintf("Take the first %d card(s) of the resource row: Yazid keeps the %d Fakir(s), discard the goods",
						len(c.CardsTaken), *c.FakirsKept))
				}
			} else {
				out = append(out, fmt.Sprintf("Take the first %d card(s) of the resource row: Yazid keeps the Fakirs, discard the goods", c.Merchants))
			}
		}
		for _, name := range sortedIncome(c.Income) {
			out = append(out, fmt.Sprintf("Take %d coins from the bank: your %s pays", c.Income[name], name))
		}
		if c.Builders > 0 {
			out = append(out, fmt.Sprintf("Put %s back in the bag", tribeCount(c.Builders, game.Builder)))
			if c.CoinsDue > 0 {
				line := fmt.Sprintf("Pay Yazid %d coins (%d x %d blue tiles", c.CoinsDue, c.Builders, c.BlueTiles)
				if c.FakirsSpent > 0 {
					line = fmt.Sprintf("Pay Yazid %d coins ((%d + %d Fakirs) x %d blue tiles", c.CoinsDue, c.Builders, c.FakirsSpent, c.BlueTiles)
				}
				if c.CoinsPaid < c.CoinsDue {
					line += fmt.Sprintf("): you can pay only %d", c.CoinsPaid)
				} else {
					line += fmt.Sprintf("): you keep %d", c.CoinsLeft)
				}
				out = append(out, line)
			}
		}
		if c.CamelPlaced {
			out = append(out, fmt.Sprintf("Put one of Yazid's camels on %s: he has %d left", at, c.CamelsLeft))
		}
		if c.Lost != game.NotLost {
			out = append(out, "Yazid wins: "+c.Lost.Words())
		}
	}
	if p := t.Purchase; p != nil {
		pay := fmt.Sprintf("%d Elder and %d Fakir", p.Elders, p.Fakirs)
		if p.Fakirs == 0 {
			pay = fmt.Sprintf("%d Elders", p.Elders)
		}
		djinn := "the left-most face-up Djinn"
		if p.Djinn != sultan.Leftmost {
			djinn = p.Djinn + " (the left-most face-up Djinn)"
		}
		out = append(out, fmt.Sprintf("Yazid pays %s and takes %s: he has %d of %d Djinns", pay, djinn, p.Djinns, sultan.LosingDjinns))
		if p.BaalIncome > 0 {
			out = append(out, fmt.Sprintf("Take %d coins from the bank: your Ba'al pays", p.BaalIncome))
		}
		if p.Djinns >= sultan.LosingDjinns {
			out = append(out, "Yazid wins: "+game.LostDjinns.Words())
		}
	}
	if t.GameEnd {
		out = append(out, "Yazid placed his last camel: the game ends after this round")
	}
	if len(out) == 0 {
		out = append(out, "Yazid found no tile with meeples: nothing happens")
	}
	return out
}

func sortedIncome(m map[string]int) []string {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
