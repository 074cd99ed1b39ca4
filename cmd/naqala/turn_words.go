package main

import (
	"fmt"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// powerName names a power in table words: a Magic Item by its name with
// its article ("the Horn of Plenty"), a Djinn or a Thief by its name.
func powerName(name string) string {
	if it, err := game.ParseItem(name); err == nil {
		return "the " + it.String()
	}
	return name
}

// didWords says in table words, in English, what a turn event did: the
// player's choice and what the rules then did by themselves, from the
// turn before and after it (prev, next) and the table before and after.
func didWords(e sultan.Event, prev, next sultan.TurnProgress, was, now sultan.State) []string {
	var out []string
	add := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	coin := func(n int) string { return sultan.Plural(n, "coin", "coins") }
	last := next.Last()
	switch e.Kind {
	case sultan.EventMove:
		add("moved from %s to %s", next.Move.From.Short(), last.Short())
	case sultan.EventPower:
		if e.Power != nil {
			add("used %s", powerName(e.Power.Power))
		}
	case sultan.EventControl:
		// The Camel or the Tent is said below.
	case sultan.EventTribe:
		if c := e.TribeAction; c != nil {
			if c.Fakirs > 0 {
				add("discarded %s", sultan.Plural(c.Fakirs, "Fakir", "Fakirs"))
			}
			if c.Echidna != "" {
				add("paid Echidna with %s", english.Payment(c.Echidna))
			}
			if c.Skip {
				add("skipped the %s's action", next.Tribe)
			}
		}
	case sultan.EventTileAction:
		if c := e.TileAction; c != nil && c.Skip {
			add("skipped the tile action")
		}
	case sultan.EventSale:
		// The sale is said below.
	}
	if len(prev.Move.Drops) == 0 && len(next.Move.Drops) > 0 {
		add("took %s", takenWords(next.Taken, next.Tribe))
	}
	for _, p := range next.Camels[min(len(prev.Camels), len(next.Camels)):] {
		add("Camel on %s", p.Short())
	}
	if prev.Tent == nil && next.Tent != nil {
		add("Tent on %s", next.Tent.Short())
	}
	if prev.Kill == nil && next.Kill != nil {
		tr, _ := game.ParseTribe(next.Kill.Meeple)
		if next.Kill.Yazid {
			add("killed %s in front of Yazid (%s)", takenWords(1, tr), next.Kill.Where())
		} else {
			add("killed %s on %s", takenWords(1, tr), next.Kill.Place.Short())
		}
	}
	if d := now.Player.Viziers - was.Player.Viziers; d > 0 && e.Kind != sultan.EventMove {
		add("kept %s", sultan.Plural(d, "Vizier", "Viziers"))
	}
	if d := now.Player.Elders - was.Player.Elders; d > 0 && e.Kind != sultan.EventMove {
		add("kept %s", sultan.Plural(d, "Elder", "Elders"))
	}
	if len(next.Cards) > len(prev.Cards) {
		var names []string
		for _, c := range next.Cards[len(prev.Cards):] {
			names = append(names, c.String())
		}
		add("took the cards %s", strings.Join(names, ", "))
	}
	if next.Djinn != "" && prev.Djinn == "" {
		if next.ThiefBought != "" {
			add("bought the Thief %s", next.ThiefBought)
		} else {
			add("took the Djinn %s", next.Djinn)
		}
	}
	for _, it := range next.Items[min(len(prev.Items), len(next.Items)):] {
		add("kept the Item %s", it)
	}
	if next.PalmTree && !prev.PalmTree {
		add("Palm Tree on %s", last.Short())
	}
	if next.Palace && !prev.Palace {
		add("Palace on %s", last.Short())
	}
	if next.Whim && !prev.Whim {
		add("took the Whim card")
	}
	if next.Sold.Total() > 0 && prev.Sold.Total() == 0 {
		var goods []string
		for _, g := range game.Goods() {
			if n := next.Sold[g]; n > 0 {
				goods = append(goods, fmt.Sprintf("%d %s", n, g))
			}
		}
		add("sold %s for %s", strings.Join(goods, ", "), coin(next.Coins.Sale))
	}
	pc, nc := prev.Coins, next.Coins
	for _, c := range []struct {
		who   string
		n     int
		spent bool
	}{
		{"Marid", nc.Marid - pc.Marid, false},
		{"the Builders", nc.Builders - pc.Builders, false},
		{"Nekir", nc.Nekir - pc.Nekir, false},
		{"Monkir", nc.Monkir - pc.Monkir, false},
		{"Ba'al", nc.Baal - pc.Baal, false},
		{"Ganapati", nc.Ganapati - pc.Ganapati, false},
		{"Kandicha", nc.Kandicha - pc.Kandicha, false},
		{"the Whim card", nc.Whim - pc.Whim, false},
		{"the market", nc.Spent - pc.Spent, true},
	} {
		switch {
		case c.n > 0 && c.spent:
			add("paid %s at %s", coin(c.n), c.who)
		case c.n > 0:
			add("%s paid %s", c.who, coin(c.n))
		}
	}
	if e.Kind == sultan.EventPower {
		out = append(out, boardChanges(was.Board, now.Board)...)
	}
	switch {
	case next.Step == sultan.TurnControl && prev.Step != sultan.TurnControl || next.Step == sultan.TurnControl && next.ControlAt != prev.ControlAt:
		add("%s is emptied: Camel or Tent", next.ControlAt.Short())
	case next.Complete() && !prev.Complete():
		add(turnComplete)
	}
	if len(out) == 0 {
		out = []string{"nothing more"}
	}
	return out
}

// boardChanges lists the tiles a power changed, as they now read: "r3 c1
// is now O@1+p".
func boardChanges(was, now *game.Board) []string {
	var out []string
	for _, p := range now.Places() {
		if a, b := was.Tile(p), now.Tile(p); a.Token() != b.Token() {
			out = append(out, fmt.Sprintf("%s is now %s", p.Short(), b.Token()))
		}
	}
	return out
}
