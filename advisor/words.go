package advisor

import (
	"fmt"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/sultan"
)

// english says the domain's typed values (a payment) in English, as the
// plan's words are.
var english = labels.For(labels.English)

// estimate values what the turn gains that does not score yet
// (docs/advice.md), as the change from st to after.
func estimate(st, after sultan.State, w Weights) float64 {
	b, a := st.Player, after.Player
	e := w.Elder*float64(a.Elders-b.Elders) + w.Fakir*float64(a.Fakirs-b.Fakirs) +
		w.Card*float64(a.Goods.Total()-b.Goods.Total()) + w.DjinnPower*float64(len(a.Djinns)-len(b.Djinns)+thievesGained(b, a))
	e *= clock(after, w.Clock)
	buffer := func(c int) float64 { return float64(min(max(c, 0), w.BufferCoins)) }
	e += w.CoinBuffer * (buffer(a.Coins) - buffer(b.Coins))
	// The lead over the Council counts up to 1 + VizierMargin Viziers
	// more than it.
	lead := func(p sultan.Holdings, council int) float64 { return min(float64(p.Viziers-council), 1+w.VizierMargin) }
	e += w.VizierLead * (lead(a, after.Yazid.Council) - lead(b, st.Yazid.Council))
	// A Magic Item spent loses what it may do on a later turn, less the
	// nearer the game's end (the Camels left over 11).
	if w.ItemKept > 0 {
		e += w.ItemKept * float64(magicItems(a)-magicItems(b)) * clock(after, sultan.Camels)
	}
	return e
}

// magicItems counts the Magic Items p holds.
func magicItems(p sultan.Holdings) int {
	n := 0
	for it, k := range p.Items {
		if !game.Item(it).Precious() {
			n += k
		}
	}
	return n
}

// clock is how much of what scores later is still to come: the Camels
// left (the fewer of the two sides') over the Clock weight, at most 1; 1
// when the weight is 0.
func clock(after sultan.State, camels float64) float64 {
	if camels <= 0 {
		return 1
	}
	left := float64(min(after.Player.Camels, after.Yazid.Camels))
	return min(max(left, 0)/camels, 1)
}

// rankedOf is the advice for the best turn of an outcome on st.
func rankedOf(c *candidate, x game.MoveOutcome, st sultan.State) Ranked {
	t := c.turn
	r := Ranked{Plan: c.plan, From: x.From, To: x.To, Tribe: x.Tribe, Taken: t.Taken,
		Control: controlled(t, x.To), Actions: actions(c, st), ScoreChange: c.change, Estimate: c.est,
		Yazid: c.threat, Value: c.value, LosesNow: c.losesNow, Turn: t}
	r.Exact = Exact{Coins: t.Coins.Net(), Viziers: c.after.Player.Viziers, Council: c.after.Yazid.Council,
		Camels: c.after.Player.Camels, YazidCamels: c.after.Yazid.Camels}
	return r
}

// controlled reports whether the turn placed a Camel or the Tent on p.
func controlled(t sultan.TurnProgress, p game.Place) bool {
	if t.Tent != nil && *t.Tent == p {
		return true
	}
	for _, q := range t.Camels {
		if q == p {
			return true
		}
	}
	return false
}

// actions says, in table words, what the turn on st does and chooses.
func actions(c *candidate, st sultan.State) []string {
	t, plan := c.turn, c.plan
	var out, killed []string // killed: the control a kill gives, said after it
	for _, u := range plan.Before {
		if u.Power == game.HornOfPlenty.Key() {
			out = append(out, hornWords(u, st, t.Taken))
		}
	}
	if plan.Carpet {
		out = append(out, carpetWords(plan.Move))
	}
	control := func(what string, p game.Place) {
		s := fmt.Sprintf("%s on %s (%s)", what, p.Short(), c.after.Board.Tile(p).Type)
		if t.Kill != nil && t.Kill.Place == p {
			killed = append(killed, s)
		} else {
			out = append(out, s)
		}
	}
	for _, p := range t.Camels {
		if !powerPlaced(plan.Powers, p) {
			control("Camel", p)
		}
	}
	if t.Tent != nil && !powerPlaced(plan.Powers, *t.Tent) {
		control("Tent", *t.Tent)
	}
	switch t.Tribe {
	case game.Vizier, game.Elder:
		out = append(out, fmt.Sprintf("keep %s", tribeWords(t.Taken, t.Tribe)))
	case game.Builder:
		s := fmt.Sprintf("Builders: %d coins", t.Coins.Builders)
		if plan.Tribe.Fakirs > 0 {
			s += fmt.Sprintf(", %s added", sultan.Plural(plan.Tribe.Fakirs, "Fakir", "Fakirs"))
		}
		if plan.Tribe.Echidna != "" {
			s += ", doubled by Echidna paid with " + english.Payment(plan.Tribe.Echidna)
		}
		out = append(out, s)
	case game.Assassin:
		if t.Kill == nil {
			out = append(out, "no kill")
		} else {
			tr, _ := game.ParseTribe(t.Kill.Meeple)
			s := fmt.Sprintf("kill %s on %s", article(tr.String()), t.Kill.Place.Short())
			if plan.Tribe.Fakirs > 0 {
				s += fmt.Sprintf(" (%s)", sultan.Plural(plan.Tribe.Fakirs, "Fakir", "Fakirs"))
			}
			out = append(out, s)
			out = append(out, killed...)
		}
	case game.Artisan:
		s := "keep " + tribeWords(t.Taken, t.Tribe)
		if plan.Tribe.Item != "" {
			if t.Taken == 1 {
				s += " and the Item drawn"
			} else {
				s += fmt.Sprintf(" and 1 of the %d Items drawn", t.Taken)
			}
		}
		out = append(out, s)
	}
	if t.Tribe == game.Merchant && len(t.Cards) > 0 || (len(t.Cards) > 0 && t.Coins.Spent > 0) {
		names := make([]string, len(t.Cards))
		for i, r := range t.Cards {
			names[i] = cardWords(r)
		}
		if t.Coins.Spent > 0 {
			out = append(out, fmt.Sprintf("buy %s for %d coins", strings.Join(names, ", "), t.Coins.Spent))
		} else {
			out = append(out, "cards: "+strings.Join(names, ", "))
		}
	}
	if t.ThiefBought != "" {
		s := "buy the Thief " + t.ThiefBought
		if c.after.ThiefRow == nil {
			s = "buy the face-up Thief"
		}
		if plan.Tile.Pay != "" {
			s += ", paid with " + english.Payment(plan.Tile.Pay)
		}
		out = append(out, s)
		if c.after.ThiefRow == nil {
			out = append(out, fmt.Sprintf("unknown: the face-up Thief (Thief row not tracked; played as %s: every Thief held scores its VP at the end, its power valued in the estimate)", t.ThiefBought))
		}
	} else if t.Djinn != "" {
		s := "take the Djinn " + t.Djinn
		if plan.Tile.Pay != "" {
			s += ", paid with " + english.Payment(plan.Tile.Pay)
		}
		out = append(out, s)
	}
	if plan.Tile.Item != "" && c.after.Board.Tile(t.Last()).Type == game.Workshop {
		s := "draw an Item at the Workshop"
		if plan.Tile.Pay != "" {
			s += ", paid with " + english.Payment(plan.Tile.Pay)
		}
		out = append(out, s)
	}
	if t.PalmTree {
		out = append(out, "Palm Tree on "+t.Last().Short())
	}
	if t.Palace {
		out = append(out, "Palace on "+t.Last().Short())
	}
	if t.Whim {
		out = append(out, "take the Whim card")
	}
	for _, u := range plan.Thieves {
		out = append(out, thiefWords(u, c.after, t))
	}
	acted := 0 // Kandicha's acts: the second is on Iblis's kill
	for _, u := range plan.Powers {
		tt := t
		if u.Power == kandicha {
			if acted == 1 && t.IblisKill != nil {
				tt.Kill = t.IblisKill
			}
			acted++
		}
		out = append(out, powerWords(u, c.after, tt))
	}
	for _, u := range plan.Thieves {
		if h := thiefHidden(u, c.after); h != "" {
			out = append(out, "unknown: "+h)
		}
	}
	for _, u := range plan.Powers {
		if h := powerHidden(u); h != "" {
			out = append(out, "unknown: "+h)
		}
	}
	for _, u := range plan.Before {
		if h := hornHidden(u, st, t.Taken); u.Power == game.HornOfPlenty.Key() && h != "" {
			out = append(out, "unknown: "+h)
		}
	}
	for _, u := range c.unknown {
		out = append(out, "unknown: "+u)
	}
	return out
}

func tribeWords(n int, tr game.Tribe) string {
	if n == 1 {
		return "1 " + tr.String()
	}
	return fmt.Sprintf("%d %s", n, tr.Plural())
}

func article(w string) string {
	if w != "" && strings.ContainsRune("AEIOU", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

// cardWords names a card as the table does: "Fish", "Fakir".
func cardWords(r game.Resource) string {
	s := r.String()
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
