package ui

import (
	"slices"
	"strconv"
	"strings"

	"github.com/naqala/naqala/sultan"
)

// The keys of the tribe and tile actions' prompts, a function a kind
// (tribeKey and tileKey choose): each reports false for a key the prompt
// does not take (the menu's keys).

// buildersKey: the Fakirs added to the Builders, then how to pay for the
// Echidna's help when she offers it.
func (tp *turnPrompt) buildersKey(o sultan.TurnOptions, p *promptState, r rune, enter bool) bool {
	if p.fakirs < 0 && o.MaxFakirs > 0 {
		switch {
		case r >= '0' && r <= '9' && int(r-'0') <= o.MaxFakirs:
			p.fakirs = int(r - '0')
		case enter:
			p.fakirs = 0
		case r >= '0' && r <= '9':
			tp.h.refuseT("ui.msg.builders_fakirs", r, o.MaxFakirs)
			return true
		default:
			return false
		}
		if len(o.Echidna) == 0 {
			tp.answer(sultan.TribeEvent(sultan.TribeChoice{Fakirs: p.fakirs}))
		}
		return true
	}
	c := sultan.TribeChoice{Fakirs: max(p.fakirs, 0)}
	switch i := strings.IndexRune(optionKeys, r); {
	case enter:
	case i >= 0 && i < len(o.Echidna):
		c.Echidna = o.Echidna[i]
	case i >= 0 && r != 0:
		tp.h.refuseT("ui.msg.not_listed", r)
		return true
	default:
		return false
	}
	tp.answer(sultan.TribeEvent(c))
	return true
}

// assassinsKey: the victim, by its key or, with more than keys, its tile.
func (tp *turnPrompt) assassinsKey(o sultan.TurnOptions, p *promptState, r rune, back, skip bool) bool {
	vs := victimsByReach(o)
	if skip {
		tp.answer(sultan.TribeEvent(sultan.TribeChoice{Skip: true}))
		return true
	}
	if len(vs)+len(o.Reveal) > len(optionKeys) {
		return tp.victimByTile(vs, o.Reveal, p, r, back)
	}
	i := strings.IndexRune(optionKeys, r)
	if i < 0 || r == 0 {
		return false
	}
	if i >= len(vs) && i < len(vs)+len(o.Reveal) {
		// A tile still to be asked: its meeples first, then the kill.
		tp.h.rv.start(o.Reveal[i-len(vs)], tp.h.mode)
		return true
	}
	if i >= len(vs) {
		tp.h.refuseT("ui.msg.not_listed", r)
		return true
	}
	k := vs[i].Kill()
	tp.answer(sultan.TribeEvent(sultan.TribeChoice{Fakirs: vs[i].Fakirs, Kill: &k}))
	return true
}

// artisansKey: the item the Artisans make.
func (tp *turnPrompt) artisansKey(o sultan.TurnOptions, r rune, skip, enter bool) bool {
	switch {
	case skip:
		tp.answer(sultan.TribeEvent(sultan.TribeChoice{Skip: true}))
		return true
	case enter:
		// Enter never skips: the Item is what the table dealt.
		tp.h.refuseT("ui.msg.item_drawn")
		return true
	}
	i := strings.IndexRune(optionKeys, r)
	if i < 0 || r == 0 {
		return false
	}
	if i >= len(o.Items) {
		tp.h.refuseT("ui.msg.not_listed", r)
		return true
	}
	tp.answer(sultan.TribeEvent(sultan.TribeChoice{Item: o.Items[i].Key()}))
	return true
}

// offerKey: the cards bought from a market's tracked row, a key each.
func (tp *turnPrompt) offerKey(o sultan.TurnOptions, p *promptState, r rune, pick int, back, enter bool) bool {
	want := min(o.Market.Cards, len(o.Offer))
	switch {
	case enter:
		// The purchase is played when its last card is picked: Enter says
		// how many are still to pick.
		tp.h.refuseT(countKey("ui.msg.market_more", want-len(p.picks)), want-len(p.picks), want)
	case back && len(p.picks) > 0:
		p.picks = p.picks[:len(p.picks)-1]
	case pick >= 0 && pick < len(o.Offer) && !slices.Contains(p.picks, o.Offer[pick].Pick):
		p.picks = append(p.picks, o.Offer[pick].Pick)
		if len(p.picks) == want {
			tp.answer(sultan.TileActionEvent(sultan.TileChoice{Picks: p.picks}))
		}
	case pick >= 0:
		tp.h.refuseT("ui.msg.not_listed", r)
	default:
		return false
	}
	return true
}

// marketKey: the cards bought from a market's row not tracked, typed
// (nothing known of the row; with its front known, rowEntry.marketBackKey).
func (tp *turnPrompt) marketKey(o sultan.TurnOptions, p *promptState, r rune, enter, back bool) bool {
	switch {
	case back && len(p.cards) > 0:
		p.cards = p.cards[:len(p.cards)-1]
	case enter && len(p.cards) > 0:
		tp.answer(sultan.TileActionEvent(sultan.TileChoice{Cards: cardNames(p.cards)}))
	default:
		return tp.typeCard(p, r, o.Market.Cards)
	}
	return true
}

// workshopKey: the item a Workshop makes, then how to pay.
func (tp *turnPrompt) workshopKey(o sultan.TurnOptions, p *promptState, r rune, pick int, enter bool) bool {
	if p.item == "" {
		if enter {
			tp.h.refuseT("ui.msg.item_drawn") // the Item is what the table dealt
			return true
		}
		if pick < 0 {
			return false
		}
		if pick >= len(o.Items) {
			tp.h.refuseT("ui.msg.not_listed", r)
			return true
		}
		p.item = o.Items[pick].Key()
		tp.payIfOne(o, sultan.TileChoice{Item: p.item})
		return true
	}
	return tp.payKey(o, sultan.TileChoice{Item: p.item}, r, pick)
}

// cityKey: the coins a Whim's city card pays, typed.
func (tp *turnPrompt) cityKey(p *promptState, r rune, enter, back bool) bool {
	switch {
	case r >= '0' && r <= '9' && len(p.text) < 3:
		p.text += string(r)
	case back && p.text != "":
		p.text = p.text[:len(p.text)-1]
	case enter:
		n, _ := strconv.Atoi(p.text)
		tp.answer(sultan.TileActionEvent(sultan.TileChoice{Coins: n}))
	default:
		return false
	}
	return true
}

// sacredKey: a Sacred Place's Djinn, then how to pay when two ways can.
func (tp *turnPrompt) sacredKey(o sultan.TurnOptions, p *promptState, r rune, pick int, enter bool) bool {
	// A Sacred Place: the Djinn, then how to pay when two ways can.
	if p.djinn == "" {
		switch {
		case o.Djinns != nil && pick >= 0 && pick < len(o.Djinns):
			p.djinn = o.Djinns[pick]
		case o.Djinns == nil && (enter || r == 'd' || r == 'n'):
			// The row's Djinns (solo_rows.go), or n: only the one taken.
			p.nameOnly = r == 'n'
			tp.h.mode = modePrompt
			tp.h.keysChanged()
			return true
		case pick >= 0:
			tp.h.refuseT("ui.msg.not_listed", r)
			return true
		default:
			return false
		}
		tp.payIfOne(o, sultan.TileChoice{Djinn: p.djinn})
		return true
	}
	return tp.payKey(o, sultan.TileChoice{Djinn: p.djinn}, r, pick)
}

// payKey plays the tile action c paid the way picked among the payments
// listed; it reports false for a key that picks none.
func (tp *turnPrompt) payKey(o sultan.TurnOptions, c sultan.TileChoice, r rune, pick int) bool {
	if pick < 0 {
		return false
	}
	if pick >= len(o.Payments) {
		tp.h.refuseT("ui.msg.not_listed", r)
		return true
	}
	c.Pay = o.Payments[pick]
	tp.answer(sultan.TileActionEvent(c))
	return true
}

// payIfOne plays a tile action chosen when one way to pay is left; with
// two the prompt asks which.
func (tp *turnPrompt) payIfOne(o sultan.TurnOptions, c sultan.TileChoice) {
	if len(o.Payments) < 2 {
		tp.answer(sultan.TileActionEvent(c))
	}
}
