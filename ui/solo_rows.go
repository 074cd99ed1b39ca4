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
type rowEntry struct{ h *soloHost }

// merchantsKey handles the Merchants' prompt when the row is not tracked.
// With nothing known of the row, the first n cards typed are what the
// Merchants take (today's way, the row staying untracked), and more
// cards are the front of the row, kept from then on. With its front
// known, the cards typed are those added at its back.
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
		return rw.h.pr.typeCard(p, r, st.ResourcesUnknown())
	}
	return true
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
// market (marketBack); Enter records them behind the known front.
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
		return rw.h.pr.typeCard(p, r, st.ResourcesUnknown())
	}
	return true
}

// merchantsLines are the Merchants' prompt's lines: the heading, then
// the palette and the cards typed (add and palette are promptLines').
func (rw *rowEntry) merchantsHeading(o sultan.TurnOptions) (string, []any) {
	st := rw.h.g.State()
	if known := st.KnownResources(); len(known) > 0 {
		return "ui.prompt.merchants_back", []any{o.Taken, strings.Join(cardNames(known), ", "),
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

// djinnRowKey types the Djinns of the row, a name and Enter each; the
// row complete (or Enter alone: no more lie there), it is recorded and
// the Sacred Place offers its Djinns.
func (rw *rowEntry) djinnRowKey(ev *tcell.EventKey, p *promptState) {
	switch ev.Key() {
	case tcell.KeyEscape:
		p.text, p.row = "", nil
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
		st := rw.h.g.State()
		if p.text != "" {
			name, ok := oneMatch(rw.djinnRowMatches(p.text, p.row), p.text)
			if !ok {
				rw.h.refuseT("ui.msg.djinn_which", len(rw.djinnRowMatches(p.text, p.row)))
				return
			}
			p.row, p.text = append(p.row, name), ""
			if len(p.row) < st.DjinnsUnknown() {
				return
			}
		}
		rows := sultan.RowsOf(st)
		rows.DjinnRow = append(st.KnownDjinns(), p.row...)
		rows.DjinnsUnknown = 0
		rw.h.mode = modeMenu
		rw.h.keysChanged()
		rw.h.pr.answer(sultan.RowsEvent(rows))
	case tcell.KeyRune:
		if len(p.text) < 24 {
			p.text += string(ev.Rune())
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
	m := rw.djinnRowMatches(p.text, p.row)
	more := ""
	if len(m) > 6 {
		m, more = m[:6], " ..."
	}
	add(rw.h.ink.normal, "ui.prompt.djinn_row_typed", strings.Join(p.row, ", "), p.text, strings.Join(m, ", ")+more)
}
