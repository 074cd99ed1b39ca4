package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// lines are the lines of the pending prompt: one kind a decision
// of the turn (sultan.TurnStep), then the keys free in every prompt.
func (tp *turnPrompt) lines(w int, o sultan.TurnOptions) []soloLine {
	t := &promptText{lang: tp.h.cfg.lang(), w: w, ink: tp.h.ink}
	tp.state() // fresh for each event, whichever the kind
	switch o.Step {
	case sultan.TurnControl:
		tp.controlPrompt(t, o)
	case sultan.TurnTribe:
		tp.tribePrompt(t, o)
	case sultan.TurnTile:
		tp.tilePrompt(t, o)
	case sultan.TurnSale:
		tp.salePrompt(t, o)
	}
	if tp.h.mode == modePrompt {
		// The letters type the name: the prompt's keys are behind Esc.
		t.add(tp.h.ink.dim, "ui.prompt.free_typing")
	} else {
		t.add(tp.h.ink.dim, "ui.prompt.free")
	}
	return t.out
}

// promptText collects the lines of a prompt in lang, w wide.
type promptText struct {
	lang string
	w    int
	ink  inks
	out  []soloLine
}

// add adds the label key, wrapped.
func (t *promptText) add(st tcell.Style, key string, a ...any) {
	for _, line := range wrapWords(tf(t.lang, key, a...), t.w) {
		t.out = append(t.out, soloLine{line, st})
	}
}

// list lays entries out side by side, as many a line as fit.
func (t *promptText) list(items []string) {
	line := ""
	for _, it := range items {
		if line != "" && textWidth(line)+2+textWidth(it) > t.w {
			t.out = append(t.out, soloLine{line, t.ink.normal})
			line = ""
		}
		if line != "" {
			line += "  "
		}
		line += it
	}
	if line != "" {
		t.out = append(t.out, soloLine{line, t.ink.normal})
	}
}

// palette lists the resource cards from the card from on, by their keys.
func (t *promptText) palette(from int) {
	var items []string
	for i, c := range cardPalette[from:] {
		items = append(items, fmt.Sprintf("%s %s", paletteKey(cardPalette[from+i]), cardWord(t.lang, c)))
	}
	t.list(items)
}

// optionKey is the key of a list's entry i.
func optionKey(i int) string { return string(optionKeys[i]) }

// controlPrompt: the tile's control, a camel or the Tent.
func (tp *turnPrompt) controlPrompt(t *promptText, o sultan.TurnOptions) {
	l, b, hd := t.lang, tp.h.g.Board(), tp.h.ink.heading
	t.add(hd, "ui.prompt.control", whereIn(l, b, o.ControlAt))
	var items []string
	if o.Camel {
		items = append(items, tf(l, "ui.prompt.camel", tp.h.g.Player().Camels))
	}
	if o.Tent {
		items = append(items, tr(l, "ui.prompt.tent"))
	}
	t.list(items)
}

// tribePrompt: the action of the tribe taken (Builders, Assassins,
// Merchants, Artisans).
func (tp *turnPrompt) tribePrompt(t *promptText, o sultan.TurnOptions) {
	l, b, p := t.lang, tp.h.g.Board(), tp.state()
	n, hd, dim := tp.h.ink.normal, tp.h.ink.heading, tp.h.ink.dim
	last := whereIn(l, b, o.Last)
	switch o.Tribe {
	case game.Builder:
		if p.fakirs < 0 && o.MaxFakirs > 0 {
			t.add(hd, countKey("ui.prompt.builders", o.Taken*o.BlueTiles), o.Taken, o.BlueTiles, o.Taken*o.BlueTiles)
			if tp.h.pf.enters(o) {
				// One meaning for Enter: the advised Fakirs, as the advice says.
				t.add(n, "ui.prompt.fakirs_advised", o.MaxFakirs, o.BlueTiles, tp.h.pf.plan.Tribe.Fakirs)
			} else {
				t.add(n, "ui.prompt.fakirs", o.MaxFakirs, o.BlueTiles)
			}
		} else {
			t.add(hd, "ui.prompt.echidna", (o.Taken+max(p.fakirs, 0))*o.BlueTiles)
			var items []string
			for i, pay := range o.Echidna {
				items = append(items, optionKey(i)+" "+printerOf(l).Payment(pay))
			}
			t.list(items)
		}
	case game.Assassin:
		t.add(hd, "ui.prompt.assassins", o.Taken, last, o.MaxFakirs)
		if vs := victimsByReach(o); len(vs)+len(o.Reveal) > len(optionKeys) {
			t.add(n, "ui.prompt.victims_tile", tileTyped(l, b, p.text))
			t.list(append(victimTiles(l, vs), revealTiles(l, o.Reveal)...))
			if len(o.Reveal) > 0 {
				t.add(dim, "ui.prompt.victims_reveal")
			}
			t.add(dim, "ui.prompt.skip")
			break
		}
		var items []string
		for i, vc := range victimsByReach(o) {
			if i >= len(optionKeys) {
				break
			}
			it := fmt.Sprintf("%s %s %c", optionKey(i), placeBrief(l, vc.Place), vc.Tribe.Letter())
			if vc.Yazid {
				it = fmt.Sprintf("%s %s %c", optionKey(i), tr(l, "ui.prompt.victim_yazid"), vc.Tribe.Letter())
			}
			if vc.Fakirs > 0 {
				it += fmt.Sprintf("+%dF", vc.Fakirs)
			}
			items = append(items, it)
		}
		// Tiles still to be asked: the key asks their meeples.
		for _, it := range revealTiles(l, o.Reveal) {
			items = append(items, optionKey(len(items))+" "+it)
		}
		t.list(items)
		if len(o.Reveal) > 0 {
			t.add(dim, "ui.prompt.victims_reveal")
		}
		t.add(dim, "ui.prompt.skip")
	case game.Merchant:
		key, args := tp.h.rw.merchantsHeading(o)
		t.add(hd, key, args...)
		t.palette(0)
		t.add(n, "ui.prompt.typed", cardWords(l, p.cards))
	case game.Artisan:
		t.add(hd, "ui.prompt.artisans", o.Taken)
		var items []string
		for i, it := range o.Items {
			items = append(items, optionKey(i)+" "+itemWord(l, it))
		}
		t.list(items)
		t.add(dim, "ui.prompt.skip")
	}
}

// tilePrompt: the action of the tile (a market, a Workshop, a city, a
// Sacred Place, an Oasis or Village's payment).
func (tp *turnPrompt) tilePrompt(t *promptText, o sultan.TurnOptions) {
	l, b, p := t.lang, tp.h.g.Board(), tp.state()
	n, hd, dim := tp.h.ink.normal, tp.h.ink.heading, tp.h.ink.dim
	last := whereIn(l, b, o.Last)
	switch {
	case o.ByItself:
		// Only a Thief's moment holds the action (sultan.TurnOptions.ByItself).
		t.add(hd, "ui.prompt.thief_moment", last)
		return
	case p.thiefOpen && tp.h.mode == modePrompt:
		tp.h.rw.thiefRowLines(last, p, t)
		return
	case o.Market != nil && o.Offer != nil:
		t.add(hd, "ui.prompt.market", last, o.Market.Cost, min(o.Market.Cards, len(o.Offer)))
		var items []string
		for i, c := range o.Offer {
			mark := ""
			if slices.Contains(p.picks, c.Pick) {
				mark = "*"
			}
			items = append(items, optionKey(i)+" "+cardWord(l, c.Card)+mark)
		}
		t.list(items)
	case tp.h.rw.marketBack(o):
		st := tp.h.g.State()
		t.add(hd, "ui.prompt.market_back", last, o.Market.Cost, cardWords(l, st.KnownResources()),
			tp.h.rw.marketBackNext(o), st.ResourcesUnknown())
		t.palette(0)
		t.add(n, "ui.prompt.typed", cardWords(l, p.cards))
	case o.Market != nil:
		t.add(hd, "ui.prompt.market_typed", last, o.Market.Cost, o.Market.Cards)
		t.palette(0)
		t.add(n, "ui.prompt.typed", cardWords(l, p.cards))
	case o.Type == game.Workshop && p.item == "":
		t.add(hd, "ui.prompt.workshop", last, paymentsWords(l, o.Payments))
		var items []string
		for i, it := range o.Items {
			items = append(items, optionKey(i)+" "+itemWord(l, it))
		}
		t.list(items)
	case o.Type.IsCity():
		t.add(hd, "ui.prompt.city", last)
		t.add(n, "ui.prompt.typed", p.text)
	case o.Type == game.Workshop || p.djinn != "":
		t.add(hd, "ui.prompt.pay", p.djinn+p.item)
		var items []string
		for i, pay := range o.Payments {
			items = append(items, optionKey(i)+" "+printerOf(l).Payment(pay))
		}
		t.list(items)
	case o.Djinns != nil:
		t.add(hd, "ui.prompt.djinn", last)
		var items []string
		for i, d := range o.Djinns {
			items = append(items, optionKey(i)+" "+d)
		}
		t.list(items)
	case tp.h.mode != modePrompt || !p.nameOnly:
		tp.h.rw.djinnRowLines(last, p, t.add)
	default:
		t.add(hd, "ui.prompt.djinn_any", last)
		if tp.h.mode == modePrompt {
			m := tp.djinnMatches(p.text)
			more := ""
			if len(m) > 6 {
				m, more = m[:6], " ..."
			}
			t.add(n, "ui.prompt.djinn_name", p.text, strings.Join(m, ", ")+more)
		}
	}
	if o.CanSkip && tp.h.mode != modePrompt {
		t.add(dim, "ui.prompt.skip")
	}
}

// paymentsWords says the ways to pay listed: "1 Artisan or 2 Fakirs".
func paymentsWords(l string, pays []sultan.Payment) string {
	words := make([]string, len(pays))
	for i, pay := range pays {
		words[i] = printerOf(l).Payment(pay)
	}
	if len(words) > 1 {
		return tf(l, "ui.prompt.either", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
	}
	return strings.Join(words, "")
}

// salePrompt: the goods sold at the end of the turn.
func (tp *turnPrompt) salePrompt(t *promptText, o sultan.TurnOptions) {
	p, n, hd := tp.state(), tp.h.ink.normal, tp.h.ink.heading
	var held []string
	for _, g := range game.Goods() {
		if o.Goods[g] > 0 {
			held = append(held, fmt.Sprintf("%s %s x%d", paletteKey(game.Resource{Good: g}), cardWord(t.lang, game.Resource{Good: g}), o.Goods[g]))
		}
	}
	if tp.h.pf.enters(o) {
		t.add(hd, "ui.prompt.sale_advised") // Enter alone: the advised sale
	} else {
		t.add(hd, "ui.prompt.sale")
	}
	t.list(held)
	coins := scoring.SaleCoins(tp.goods())
	sold := cardWords(t.lang, p.cards)
	if len(p.cards) == 0 {
		sold = tr(t.lang, "ui.none")
	}
	t.add(n, countKey("ui.prompt.sold", coins), sold, coins)
}
