package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// More victims in reach than option keys: the victim is named by its
// tile's row and column digits, then the meeple's letter.

// victimByTile handles a key of the Assassins' prompt naming the victim
// by its tile; p.text holds the digits typed. A tile of reveal, still to
// be asked, asks its meeples first.
func (tp *turnPrompt) victimByTile(vs []sultan.Victim, reveal []game.Place, p *promptState, r rune, back bool) bool {
	switch {
	case back:
		p.text = ""
		return true
	case r == 0:
		return false
	case r == '0' && p.text == "" && slices.ContainsFunc(vs, func(vc sultan.Victim) bool { return vc.Yazid }):
		// 0 names the meeples in front of Yazid (rule
		// kill_in_front_of_yazid): the letter follows.
		p.text = yazidTile
		return true
	case r >= '1' && r <= '9' && len(p.text) < 2:
		p.text += string(r)
		if len(p.text) < 2 {
			return true
		}
		var on []sultan.Victim
		for _, vc := range vs {
			if vc.Place == tileOf(p.text) {
				on = append(on, vc)
			}
		}
		switch q := tileOf(p.text); {
		case len(on) == 0 && slices.Contains(reveal, q):
			p.text = ""
			tp.h.rv.start(q, tp.h.mode)
		case len(on) == 0:
			p.text = ""
			tp.h.refuseT("ui.msg.victim_no_tile", q.Row, q.Col)
		case len(on) == 1:
			tp.kill(on[0])
		}
		return true
	}
	t, ok := game.TribeByLetter(byte(strings.ToUpper(string(r))[0]))
	if !ok || len(p.text) < 2 {
		tp.h.refuseT("ui.msg.victim_key", r)
		return true
	}
	q, yazid := tileOf(p.text), p.text == yazidTile
	for _, vc := range vs {
		if vc.Yazid == yazid && vc.Place == q && vc.Tribe == t {
			tp.kill(vc)
			return true
		}
	}
	if yazid {
		tp.h.refuseT("ui.msg.victim_not_yazid", t.Letter())
		return true
	}
	tp.h.refuseT("ui.msg.victim_not_on", t.Letter(), q.Row, q.Col)
	return true
}

// yazidTile is what the Assassins' prompt holds once 0 named the meeples
// in front of Yazid: no tile's digits.
const yazidTile = "00"

// kill records the Assassins' kill of vc.
func (tp *turnPrompt) kill(vc sultan.Victim) {
	k := vc.Kill()
	tp.answer(sultan.TribeEvent(sultan.TribeChoice{Fakirs: vc.Fakirs, Kill: &k}))
}

// tileOf is the tile of two digits typed: row, column.
func tileOf(digits string) game.Place {
	return game.Place{Row: int(digits[0] - '0'), Col: int(digits[1] - '0')}
}

// tileTyped says the tile typed so far: "r5 c6 (...)", "r5 c_" (in
// German "r5 s_") or "_".
func tileTyped(lang string, b *game.Board, digits string) string {
	switch {
	case digits == yazidTile:
		return tr(lang, "ui.victims.yazid")
	case len(digits) == 0:
		return "_"
	case len(digits) == 1:
		return tf(lang, "ui.where_row", int(digits[0]-'0'))
	}
	return whereIn(lang, b, tileOf(digits))
}

// victimTiles lists the victims a tile each, nearest first: "r5c6 YWR+4F";
// those in front of Yazid with their key: "0 Yazid YW".
func victimTiles(lang string, vs []sultan.Victim) []string {
	var order []game.Place
	by := map[game.Place]string{}
	fakirs := map[game.Place]int{}
	yazid := ""
	for _, vc := range vs {
		if vc.Yazid {
			yazid += string(vc.Tribe.Letter())
			continue
		}
		if _, ok := by[vc.Place]; !ok {
			order = append(order, vc.Place)
		}
		by[vc.Place] += string(vc.Tribe.Letter())
		fakirs[vc.Place] = vc.Fakirs
	}
	items := make([]string, len(order))
	for i, q := range order {
		items[i] = placeBrief(lang, q) + " " + by[q]
		if fakirs[q] > 0 {
			items[i] += fmt.Sprintf("+%dF", fakirs[q])
		}
	}
	if yazid != "" {
		items = append(items, tr(lang, "ui.victims.yazid_key")+" "+yazid)
	}
	return items
}

// revealTiles lists the tiles in reach still to be asked: "r1c5 ???".
func revealTiles(lang string, ps []game.Place) []string {
	items := make([]string, len(ps))
	for i, q := range ps {
		items[i] = placeBrief(lang, q) + " ???"
	}
	return items
}

// victimTile reports whether the Assassins' prompt has a tile typed and
// waits for the meeple's letter.
func (tp *turnPrompt) victimTile() bool {
	o, ok := tp.h.pm.turnOptions()
	return ok && o.Step == sultan.TurnTribe && o.Tribe == game.Assassin &&
		len(o.Victims)+len(o.Reveal) > len(optionKeys) && len(tp.h.pr.state().text) == 2
}
