package ui

import (
	"sort"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// tribeCount is "1 yellow Vizier" or "3 yellow Viziers" for a tribe, in
// lang, as the object of a checklist line ("1 Ältesten" in German).
func tribeCount(lang string, n int, t game.Tribe) string {
	name := tribeName(lang, t, n)
	if n == 1 {
		name = trOr(lang, "ui.tribe."+strings.ToLower(t.String())+".object", name)
	}
	return tf(lang, "ui.tribe_count", n, tribeColour(lang, t), name)
}

// turnChecklist is what the player does with the pieces after Yazid's
// turn, one line per action, in the table's own words and in lang. before
// is the table before the turn.
func turnChecklist(lang string, t sultan.Turn, before sultan.State) []string {
	var out []string
	add := func(key string, a ...any) { out = append(out, tf(lang, key, a...)) }
	b := before.Board
	council, assassins := before.Yazid.Council, before.Yazid.Assassins
	for _, c := range t.Captures {
		council += c.Council
		assassins += c.Assassins
		at := whereIn(lang, b, c.Place)
		if c.Meeples == "" {
			add("ui.check.no_meeples", at)
		} else {
			add("ui.check.take", at, c.Meeples)
		}
		if c.Council > 0 {
			add("ui.check.council", tribeCount(lang, c.Council, game.Vizier), council, before.Player.Viziers)
		}
		if c.Elders > 0 {
			add("ui.check.give", tribeCount(lang, c.Elders, game.Elder))
		}
		if c.Assassins > 0 {
			add("ui.check.give_assassins", tribeCount(lang, c.Assassins, game.Assassin), assassins, sultan.LosingAssassins)
		}
		if c.Artisans > 0 {
			add("ui.check.give", tribeCount(lang, c.Artisans, game.Artisan))
		}
		if c.ArtisansToBag > 0 {
			add("ui.check.to_bag", tribeCount(lang, c.ArtisansToBag, game.Artisan))
		}
		if c.Merchants > 0 {
			add("ui.check.to_bag", tribeCount(lang, c.Merchants, game.Merchant))
			switch {
			case c.FakirsKept != nil && len(c.CardsTaken) == 0:
				add("ui.check.row_empty")
			case c.FakirsKept != nil:
				add(countKey("ui.check.cards_fakirs", len(c.CardsTaken)), len(c.CardsTaken), *c.FakirsKept)
			default:
				add(countKey("ui.check.cards", c.Merchants), c.Merchants)
			}
		}
		for _, name := range sortedIncome(c.Income) {
			add("ui.check.income", c.Income[name], name)
		}
		if c.Builders > 0 {
			add("ui.check.to_bag", tribeCount(lang, c.Builders, game.Builder))
			if c.CoinsDue > 0 {
				line := tf(lang, countKey("ui.check.pay", c.CoinsDue), c.CoinsDue, c.Builders, c.BlueTiles)
				if c.FakirsSpent > 0 {
					line = tf(lang, "ui.check.pay_fakirs", c.CoinsDue, c.Builders, c.FakirsSpent, c.BlueTiles)
				}
				if c.CoinsPaid < c.CoinsDue {
					line += tf(lang, "ui.check.pay_only", c.CoinsPaid)
				} else {
					line += tf(lang, "ui.check.pay_keep", c.CoinsLeft)
				}
				out = append(out, line)
			}
		}
		if c.CamelPlaced {
			add("ui.check.camel", at, c.CamelsLeft)
		}
		if c.Lost != game.NotLost {
			add("ui.check.yazid_wins", lossWords(lang, c.Lost))
		}
	}
	if p := t.Purchase; p != nil {
		pay := tf(lang, "ui.check.pay_elder_fakir", p.Elders, p.Fakirs)
		if p.Fakirs == 0 {
			pay = tf(lang, "ui.check.pay_elders", p.Elders)
		}
		djinn := tr(lang, "ui.check.leftmost")
		if p.Djinn != sultan.Leftmost {
			djinn = p.Djinn + " (" + djinn + ")"
		}
		add("ui.check.purchase", pay, djinn, p.Djinns, sultan.LosingDjinns)
		if p.BaalIncome > 0 {
			add("ui.check.income", p.BaalIncome, "Ba'al")
		}
		if p.Djinns >= sultan.LosingDjinns {
			add("ui.check.yazid_wins", lossWords(lang, game.LostDjinns))
		}
	}
	if t.GameEnd {
		add("ui.check.game_end")
	}
	if len(out) == 0 {
		add("ui.check.nothing")
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
