package ui

import (
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The rows entered when first needed (docs/tui.md): the resource row
// when the Merchants take cards nobody has entered, the Djinn row when a
// Sacred Place gives a Djinn. The engine counts the rows and keeps the
// cards known (sultan.Unseen), so a prompt asks only for the unknown ones.

// rowEntry is the controller of the rows typed in a prompt: the cards
// the Merchants take, the Djinns of the row at a Sacred Place.
type rowEntry struct {
	h    *soloHost
	tail nameTail // the rest of the Djinn's name completed last
}

// merchantsKey handles the Merchants' prompt when the row is not tracked.
// With nothing known of the row, the first n cards typed are what the
// Merchants take (today's way, the row staying untracked), and more
// cards are the front of the row, kept from then on. With its front
// known, the cards typed are those added at its back. The last card of
// the row typed enters it at once.
func (rw *rowEntry) merchantsKey(o sultan.TurnOptions, p *promptState, r rune, enter, back bool) bool {
	st := rw.h.g.State()
	known := st.KnownResources()
	switch {
	case back && len(p.cards) > 0:
		p.cards = p.cards[:len(p.cards)-1]
	case enter && len(known) > 0 && len(known)+len(p.cards) < o.MaxCards:
		rw.h.refuseT(countKey("ui.msg.cards_back", o.MaxCards-len(known)), o.MaxCards-len(known))
	case enter && (len(known) > 0 || len(p.cards) > o.MaxCards):
		// The row's front (or more of it) entered: it is kept, and the
		// Merchants take its front by themselves.
		rows := sultan.RowsOf(st)
		rows.Resources = append(cardNames(known), cardNames(p.cards)...)
		rows.ResourcesUnknown = st.ResourceCount() - len(rows.Resources)
		rw.h.pr.answer(sultan.RowsEvent(rows))
	case enter:
		rw.h.pr.answer(sultan.TribeEvent(sultan.TribeChoice{Cards: cardNames(p.cards)}))
	default:
		took := rw.h.pr.typeCard(p, r, st.ResourcesUnknown())
		if took && rw.rowTyped(p) {
			// Every card of the row typed: nothing more can follow.
			return rw.merchantsKey(o, p, 0, true, false)
		}
		return took
	}
	return true
}

// rowTyped reports a card typed last that completes the resource row:
// every card nobody had entered is typed, so Enter could add nothing.
func (rw *rowEntry) rowTyped(p *promptState) bool {
	n := rw.h.g.State().ResourcesUnknown()
	return n > 0 && len(p.cards) == n && !rw.h.msgErr
}

// marketBack reports a market on an untracked row whose known front
// does not cover what it offers: the prompt asks the cards behind the
// front (those refilled since it was entered), not the card bought, so
// that the front is kept and the market offers the row by place.
func (rw *rowEntry) marketBack(o sultan.TurnOptions) bool {
	return o.Market != nil && o.Offer == nil && len(rw.h.g.State().KnownResources()) > 0
}

// marketBackNext is how many cards behind the known front the market's
// window needs: the rest of its window, or the whole unknown part for a
// market that sells from the whole row.
func (rw *rowEntry) marketBackNext(o sultan.TurnOptions) int {
	st := rw.h.g.State()
	if o.Market.Window == 0 {
		return st.ResourcesUnknown()
	}
	return min(o.Market.Window, st.ResourceCount()) - len(st.KnownResources())
}

// marketBackKey types the cards added at the back of the row at a
// market (marketBack); Enter records them behind the known front, and so
// does the last card of the row typed.
func (rw *rowEntry) marketBackKey(o sultan.TurnOptions, p *promptState, r rune, enter, back bool) bool {
	st := rw.h.g.State()
	known := st.KnownResources()
	switch {
	case back && len(p.cards) > 0:
		p.cards = p.cards[:len(p.cards)-1]
	case enter && len(p.cards) < rw.marketBackNext(o):
		rw.h.refuseT(countKey("ui.msg.cards_back_market", rw.marketBackNext(o)-len(p.cards)), rw.marketBackNext(o)-len(p.cards))
	case enter:
		rows := sultan.RowsOf(st)
		rows.Resources = append(cardNames(known), cardNames(p.cards)...)
		rows.ResourcesUnknown = st.ResourceCount() - len(rows.Resources)
		rw.h.pr.answer(sultan.RowsEvent(rows))
	default:
		took := rw.h.pr.typeCard(p, r, st.ResourcesUnknown())
		if took && rw.rowTyped(p) {
			return rw.marketBackKey(o, p, 0, true, false)
		}
		return took
	}
	return true
}

// merchantsLines are the Merchants' prompt's lines: the heading, then
// the palette and the cards typed (add and palette are promptLines').
func (rw *rowEntry) merchantsHeading(o sultan.TurnOptions) (string, []any) {
	st := rw.h.g.State()
	if known := st.KnownResources(); len(known) > 0 {
		return "ui.prompt.merchants_back", []any{o.Taken, cardWords(rw.h.cfg.lang(), known),
			o.MaxCards - len(known), st.ResourcesUnknown()}
	}
	return "ui.prompt.merchants", []any{o.Taken, o.MaxCards, st.ResourceCount()}
}

// djinnRowMatches are the Djinns that may lie in the unknown part of the
// row whose names begin with text, those typed already left out.
func (rw *rowEntry) djinnRowMatches(text string, typed []string) []string {
	var out []string
	for _, d := range rw.h.g.State().DjinnsToEnter() {
		if !slices.Contains(typed, d) && strings.HasPrefix(game.FoldName(d), game.FoldName(text)) {
			out = append(out, d)
		}
	}
	return out
}

// oneMatch is the name the text picks among matches: the only one, or
// the one spelt in full.
func oneMatch(m []string, text string) (string, bool) {
	if len(m) == 1 {
		return m[0], true
	}
	for _, name := range m {
		if game.FoldName(name) == game.FoldName(text) {
			return name, true
		}
	}
	return "", false
}

// asksDjinns reports the prompt o as the Djinn row's names asked at a
// Sacred Place: the row not tracked, so the Djinns cannot be offered
// (tileKey's order: no market, Workshop or city before it).
func (rw *rowEntry) asksDjinns(o sultan.TurnOptions) bool {
	return o.Step == sultan.TurnTile && o.Market == nil && o.Type != game.Workshop && !o.Type.IsCity() &&
		o.Djinns == nil && o.Payments != nil && rw.h.pr.state().djinn == ""
}

// open opens the row's entry by itself when the turn asks the Djinns of
// an untracked row: the letters type the names, and Esc goes back to the
// prompt's other keys (s, n, p, u ...). It stays shut where the advised
// turn skips the tile (the advice says to press s), where a Thief can be
// bought instead (p lists them), and once Esc shut it.
func (rw *rowEntry) open() {
	o, ok := rw.h.pm.turnOptions()
	if ok && rw.openThief(o) {
		return // the face-up Thief first (solo_thief_row.go)
	}
	if !ok || !rw.asksDjinns(o) || rw.h.pf.active() && rw.h.pf.plan.Tile.Skip || rw.h.g.ThievesToBuy() != nil {
		return
	}
	if p := rw.h.pr.state(); !p.shut && !p.nameOnly {
		rw.h.mode = modePrompt
	}
}

// nameTail is what is left of the Djinn's name the row's entry
// completed: letters typed on that spell it are taken as typed (a
// player typing whole names), until another key or event. The letters
// it took (typed) also begin the next name, should the next letter show
// that they did (Al-Amin taken at "al", then "an": Anun-Nak).
type nameTail struct {
	rest, typed string
	at          int // the log length it belongs to
	on          bool
}

// spells reports whether the tail is on and the rune r, folded, goes on
// spelling the name (a space, dash or apostrophe does), and takes it.
func (rw *rowEntry) spells(r rune) bool {
	t := &rw.tail
	if !t.on || t.at != rw.h.g.Len() {
		t.on = false
		return false
	}
	f := game.FoldName(string(r))
	if !strings.HasPrefix(t.rest, f) {
		return false
	}
	t.rest, t.typed = t.rest[len(f):], t.typed+f
	return true
}

// tailKey handles a key of the row's entry while a name it completed
// may be typed on: the letters that spell it are taken, an Enter after
// the whole name too; another letter ends the tail, and begins the next
// name with the letters the tail took when a Djinn begins so. It
// reports whether it handled the key.
func (rw *rowEntry) tailKey(ev *tcell.EventKey, p *promptState) bool {
	t := &rw.tail
	if !t.on || t.at != rw.h.g.Len() {
		t.on = false
		return false
	}
	switch {
	case ev.Key() == tcell.KeyRune && rw.spells(ev.Rune()):
		return true
	case ev.Key() == tcell.KeyEnter && t.rest == "" && t.typed != "":
		t.on = false // the whole name typed, and its Enter
		return true
	case ev.Key() == tcell.KeyEnter:
		// Part of the name typed on, then Enter: letters a Djinn begins
		// with were the next name's beginning (Al-Amin taken, then "a"
		// Enter: Anun-Nak); others, the name's ("ut" Enter: Utug, then
		// the Enter of a short row).
		t.on = false
		if len(rw.djinnRowMatches(t.typed, p.row)) > 0 {
			p.text = t.typed
		}
		return false
	case ev.Key() == tcell.KeyRune:
		t.on = false
		f := game.FoldName(string(ev.Rune()))
		if len(rw.djinnRowMatches(t.typed+f, p.row)) > 0 {
			p.text = t.typed // the tail's letters began the next name
		}
		return false
	}
	t.on = false
	return false
}

// tailBinding takes the rest of a Djinn's name typed on after the row
// was recorded, and its Enter, before any key of the step that follows
// (u undoes, r redoes there); another key goes on to the step.
func (rw *rowEntry) tailBinding() binding {
	l := rw.h.cfg.lang()
	return binding{keys: keysOf(onText(), onKey(tcell.KeyEnter)), label: tr(l, "ui.keyname.letters"), help: tr(l, "ui.key.name_rest"),
		shown: func() bool { return rw.h.mode == modeMenu && rw.tail.on && rw.tail.at == rw.h.g.Len() },
		handle: func(ev *tcell.EventKey) effect {
			switch {
			case ev.Key() == tcell.KeyEnter:
				rw.tail.on = false
			case ev.Key() == tcell.KeyRune && rw.spells(ev.Rune()):
			default:
				rw.tail.on = false
				return rekey(rw.h, ev)
			}
			return none
		}}
}

// take adds the Djinn name to the row typed, text the letters that
// picked it; the row complete, it is recorded.
func (rw *rowEntry) take(p *promptState, name, text string) {
	st := rw.h.g.State()
	p.row, p.text, p.noMore = append(p.row, name), "", false
	rest := strings.TrimPrefix(game.FoldName(name), game.FoldName(text))
	if len(p.row) < st.DjinnsUnknown() {
		rw.tail = nameTail{rest: rest, at: rw.h.g.Len(), on: true}
		return
	}
	rw.record(p)
	// The tail belongs to the prompt after the row's event.
	rw.tail = nameTail{rest: rest, at: -1, on: true}
	rw.h.pr.out = rw.h.pr.out.then(func() { rw.tail.at = rw.h.g.Len() })
}

// record records the row as typed: the known Djinns, then those typed;
// the Sacred Place then offers them.
func (rw *rowEntry) record(p *promptState) {
	st := rw.h.g.State()
	rows := sultan.RowsOf(st)
	rows.DjinnRow = append(st.KnownDjinns(), p.row...)
	rows.DjinnsUnknown = 0
	rw.h.mode = modeMenu
	rw.h.keysChanged()
	rw.h.pr.answer(sultan.RowsEvent(rows))
}

// djinnRowKey types the Djinns of the row: a name is taken as soon as
// its letters match one Djinn that can lie there (Enter takes a name
// spelt in full that begins another), and letters no such Djinn begins
// with are refused. The row complete it is recorded and the Sacred
// Place offers its Djinns; Enter alone twice records it as typed (no
// more lie there); Esc goes back to the prompt's other keys.
func (rw *rowEntry) djinnRowKey(ev *tcell.EventKey, p *promptState) {
	if rw.tailKey(ev, p) {
		return
	}
	if ev.Key() != tcell.KeyEnter {
		p.noMore = false
	}
	switch ev.Key() {
	case tcell.KeyEscape:
		p.text, p.row, p.shut = "", nil, true
		rw.h.mode = modeMenu
		rw.h.keysChanged()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if p.text != "" {
			r := []rune(p.text)
			p.text = string(r[:len(r)-1])
		} else if len(p.row) > 0 {
			p.row = p.row[:len(p.row)-1]
		}
	case tcell.KeyEnter:
		switch {
		case p.text != "":
			name, ok := oneMatch(rw.djinnRowMatches(p.text, p.row), p.text)
			if !ok {
				rw.h.refuseT("ui.msg.djinn_which", len(rw.djinnRowMatches(p.text, p.row)))
				return
			}
			rw.take(p, name, p.text)
		case !p.noMore:
			// One Enter never says the row is short: the deck refills it.
			p.noMore = true
			rw.h.refuseT("ui.msg.djinn_no_more", len(p.row), rw.h.g.State().DjinnsUnknown())
		default:
			rw.record(p)
		}
	case tcell.KeyRune:
		text := p.text + string(ev.Rune())
		switch m := rw.djinnRowMatches(text, p.row); {
		case len(m) == 0:
			rw.h.refuseT("ui.msg.djinn_none", text)
		case len(m) == 1 && game.FoldName(text) != "":
			rw.take(p, m[0], text)
		case len(text) <= 24:
			p.text = text
		}
	}
}

// djinnRowLines are the lines of the untracked Sacred Place: what is
// known of the row, and while typing, the names typed and the matches.
func (rw *rowEntry) djinnRowLines(last string, p *promptState, add func(st tcell.Style, key string, a ...any)) {
	st := rw.h.g.State()
	if known := st.KnownDjinns(); len(known) > 0 {
		add(rw.h.ink.heading, countKey("ui.prompt.djinn_row_back", st.DjinnsUnknown()), last, strings.Join(known, ", "), st.DjinnsUnknown())
	} else {
		add(rw.h.ink.heading, countKey("ui.prompt.djinn_row", st.DjinnsUnknown()), last, st.DjinnsUnknown())
	}
	if rw.h.mode != modePrompt || p.nameOnly {
		add(rw.h.ink.dim, "ui.prompt.djinn_row_keys")
		return
	}
	add(rw.h.ink.dim, "ui.prompt.djinn_row_open")
	// The letters typed on after a name completed show as typed: the
	// rest of that name, or the next one's beginning.
	text := p.text
	if t := rw.tail; text == "" && t.on && t.at == rw.h.g.Len() {
		text = t.typed
	}
	m := rw.djinnRowMatches(text, p.row)
	more := ""
	if len(m) > 6 {
		m, more = m[:6], " ..."
	}
	add(rw.h.ink.normal, "ui.prompt.djinn_row_typed", strings.Join(p.row, ", "), text, strings.Join(m, ", ")+more)
}
