package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The powers an advised plan uses after its move, said in the player's
// words: its Thieves (right after the tribe action) and its Djinns'
// powers and Magic Items once the steps are done (sultan.TurnPlan). The
// advice list marks such a move "^" and its keys line says each use; the
// guided entry reminds them at the step where the player uses them (p).

// plannedPowers are the powers plan has the player use with p after its
// move: its Thieves, then its powers after the steps.
func plannedPowers(plan sultan.TurnPlan) []sultan.PowerUse {
	return slices.Concat(plan.Thieves, plan.Powers)
}

// isThief reports whether u is a Thief's.
func isThief(u sultan.PowerUse) bool {
	_, ok := game.LookupThief(u.Power)
	return ok
}

// powersLegend says, for the advice's keys line, the powers a chosen
// move's plan uses after its move: "^ Enki after the move: a Palm Tree
// on r3 c2 (Oasis), paid with 2 Elders (p)", every use said when there
// are more; "" for none.
func powersLegend(l string, b *game.Board, plan sultan.TurnPlan) string {
	us := plannedPowers(plan)
	switch {
	case len(us) == 0:
		return ""
	case len(us) == 1 && isThief(us[0]):
		return tf(l, "ui.advice.keys_thief", powerWord(l, us[0].Power), powerUseWords(l, b, plan, 0))
	case len(us) == 1:
		return tf(l, "ui.advice.keys_power", powerWord(l, us[0].Power), powerUseWords(l, b, plan, 0))
	}
	return tf(l, "ui.advice.keys_powers", powerUsesWords(l, b, plan, allUses(us), true))
}

// allUses are the indexes of us.
func allUses(us []sultan.PowerUse) []int {
	out := make([]int, len(us))
	for i := range us {
		out[i] = i
	}
	return out
}

// powerUsesWords says the uses at (indexes into plannedPowers) of plan,
// each with its power's name: "Enki: a Palm Tree on ...; Kandicha: ...";
// with when, a Thief says it comes after the tribe action.
func powerUsesWords(l string, b *game.Board, plan sultan.TurnPlan, at []int, when bool) string {
	us := plannedPowers(plan)
	var out []string
	for _, i := range at {
		name := "ui.advice.power_named"
		if when && isThief(us[i]) {
			name = "ui.advice.thief_named"
		}
		out = append(out, tf(l, name, powerWord(l, us[i].Power), powerUseWords(l, b, plan, i)))
	}
	return strings.Join(out, "; ")
}

// powerUseWords says what use i of plannedPowers(plan) does, in lang, on
// the board b (the tiles' types): "a Palm Tree on r3 c2 (Oasis), paid
// with 2 Elders". A draw the table makes is said as a draw, never as
// the stand-in the advice valued.
func powerUseWords(l string, b *game.Board, plan sultan.TurnPlan, i int) string {
	u := plannedPowers(plan)[i]
	at := func() string {
		if u.At == nil {
			return ""
		}
		return whereIn(l, b, *u.At)
	}
	paid := ""
	if u.Pay != "" {
		paid = tf(l, "ui.prefill.paid", printerOf(l).Payment(u.Pay))
	}
	var s string
	switch u.Power {
	case "Enki", "Bouraq", "Lamia", "Hagis", "Kohdiah":
		s = tf(l, "ui.advice.power."+strings.ToLower(u.Power), at())
	case "Leta", "Utug":
		key := "ui.advice.power.camel"
		if u.Tent {
			key = "ui.advice.power.tent"
		}
		s = tf(l, key, at())
	case "Sibittis", "Sloar", "Ziad", "Houssain", "Quafat", game.RebirthRing.Key():
		s = tr(l, "ui.advice.power."+strings.ToLower(strings.ReplaceAll(u.Power, "-", "_")))
	case "Anun-Nak":
		s = tf(l, "ui.advice.power.anun_nak", at()) // drawn at the table: never the stand-in
	case game.FabulousLamp.Key():
		s = tf(l, "ui.advice.power.lamp", u.Djinn)
	case game.EnchantingFlute.Key():
		s = fluteWords(l, b, u)
	case game.BurningScimitar.Key():
		s = tf(l, "ui.advice.power.scimitar", meeplesWords(l, u.Meeples), at())
	case game.TempestTalisman.Key():
		if u.At != nil && u.To != nil {
			key := "ui.advice.power.talisman"
			if b.Tile(*u.At).Tent {
				key = "ui.advice.power.talisman_tent"
			}
			s = tf(l, key, at(), whereIn(l, b, *u.To))
		}
	case "Shaum":
		if u.At != nil && u.To != nil {
			key := "ui.advice.power.shaum_palm"
			if b.Tile(*u.At).Palaces > 0 {
				key = "ui.advice.power.shaum_palace" // the Palace when the tile has one
			}
			s = tf(l, key, at(), whereIn(l, b, *u.To))
		}
	case "Iblis":
		if k := plan.Tribe.Kill; k != nil && !k.Yazid {
			s = tf(l, "ui.advice.power.iblis", meeplesWords(l, u.Meeples), whereIn(l, b, k.Place))
		}
	case "Kandicha":
		s = kandichaWords(l, plan, i)
	}
	if s == "" {
		return strings.TrimPrefix(paid, ", ")
	}
	return s + paid
}

// kandichaWords says what Kandicha's use i of plannedPowers(plan) gives:
// the n-th Kandicha acts on the turn's n-th kill, the tribe action's
// first, then Iblis's.
func kandichaWords(l string, plan sultan.TurnPlan, i int) string {
	var kills []string
	if k := plan.Tribe.Kill; k != nil {
		kills = append(kills, k.Meeple)
	}
	n := 0
	for j, u := range plannedPowers(plan) {
		switch {
		case j >= i:
		case u.Power == "Iblis":
			kills = append(kills, u.Meeples)
		case u.Power == "Kandicha":
			n++
		}
	}
	if n >= len(kills) {
		return ""
	}
	tribe, err := game.ParseTribe(kills[n])
	if err != nil {
		return ""
	}
	switch tribe {
	case game.Merchant, game.Builder, game.Artisan:
		return tr(l, "ui.advice.power.kandicha_"+strings.ToLower(tribe.String()))
	}
	key := "ui.tribe." + strings.ToLower(tribe.String())
	return tf(l, "ui.advice.power.kandicha_keep", trOr(l, key+".object", tribeName(l, tribe, 1)))
}

// meeplesWords says meeples given by their letters: "1 Assassin, 1
// Builder".
func meeplesWords(l, letters string) string {
	var n game.Meeples
	for _, c := range letters {
		if tr, err := game.ParseTribe(string(c)); err == nil {
			n[tr]++
		}
	}
	var out []string
	for _, tr := range game.Tribes {
		if n[tr] > 0 {
			out = append(out, fmt.Sprintf("%d %s", n[tr], tribeName(l, tr, n[tr])))
		}
	}
	return strings.Join(out, ", ")
}

// powersDue are the indexes into plannedPowers of the advised plan's
// uses the player has still to make at the turn's step step: the
// Thieves at the tile action (right after the tribe action), the rest
// once the steps are done (at the sale); a use counts as made once the
// turn used its power as often.
func (pt *advisedTurn) powersDue(step sultan.TurnStep) []int {
	t, _ := pt.h.g.Turn()
	used := map[string]int{}
	for _, name := range t.Powers {
		used[name]++
	}
	var due []int
	for i, u := range plannedPowers(pt.plan) {
		if used[u.Power] > 0 {
			used[u.Power]--
			continue
		}
		if isThief(u) && step == sultan.TurnTile || !isThief(u) && step == sultan.TurnSale {
			due = append(due, i)
		}
	}
	return due
}

// powersLine reminds the advised plan's powers due at the pending step
// o: "Advised once the steps are done: Enki: ... (p)."; none when
// nothing is due.
func (pt *advisedTurn) powersLine(w int, o sultan.TurnOptions) []soloLine {
	due := pt.powersDue(o.Step)
	if len(due) == 0 {
		return nil
	}
	l := pt.h.cfg.lang()
	key := "ui.prefill.powers"
	if o.Step == sultan.TurnTile {
		key = "ui.prefill.thieves"
	}
	return wrapLines(tf(l, key, powerUsesWords(l, pt.h.g.Board(), pt.plan, due, false)), w, pt.h.ink.heading)
}

// powersAfterTurn says the advised plan's powers still to use once
// the turn's steps are done, for the clean-up (where p uses them): ""
// when none is due or the turn played is not the advised one.
func (pt *advisedTurn) powersAfterTurn() string {
	t, ok := pt.h.g.Turn()
	if !pt.on || pt.h.g.Round() != pt.round || !ok || !t.Complete() || t.Move.String() != pt.plan.Move.String() {
		return ""
	}
	due := pt.powersDue(sultan.TurnSale)
	if len(due) == 0 {
		return ""
	}
	l := pt.h.cfg.lang()
	return tf(l, "ui.prefill.powers", powerUsesWords(l, pt.h.g.Board(), pt.plan, due, false))
}

// powerAdvised says the advised plan's use of power still to make, for
// the power prompt once the power is chosen: "a Palm Tree on r3 c1
// (Oasis), paid with 1 Fakir"; "" when the advised turn plans none or
// was not played.
func (pt *advisedTurn) powerAdvised(power string) string {
	t, ok := pt.h.g.Turn()
	if !pt.on || pt.h.g.Round() != pt.round || !ok || t.Move.String() != pt.plan.Move.String() {
		return ""
	}
	used := 0
	for _, name := range t.Powers {
		if name == power {
			used++
		}
	}
	for i, u := range plannedPowers(pt.plan) {
		if u.Power != power {
			continue
		}
		if used > 0 {
			used--
			continue
		}
		l := pt.h.cfg.lang()
		return powerUseWords(l, pt.h.g.Board(), pt.plan, i)
	}
	return ""
}
