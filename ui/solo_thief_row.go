package ui

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The Thief row (thieves-of-naqala.en.txt: the top card of the Thief
// pile face up beside it, bought instead of a Djinn) asked as the Djinn
// row is: at a Sacred Place where a Thief can be bought and the row is
// not tracked, the entry opens by itself and a Thief's first letters
// name the face-up one (sultan.State.ThievesToEnter: neither yours nor
// used); the game then tracks it (sultan.State.ThiefRow), so p offers
// that Thief alone. Bought, the row is asked again at the next Sacred
// Place: the card that refilled it. Esc leaves the row untracked, the
// prompt's keys back.

// asksThief reports the prompt o as a Sacred Place whose Thief row is
// not tracked, a Thief to buy there, and two or more Thieves that can
// lie face up (with one, it is known).
func (rw *rowEntry) asksThief(o sultan.TurnOptions) bool {
	st := rw.h.g.State()
	return o.Step == sultan.TurnTile && o.Market == nil && o.Type != game.Workshop && !o.Type.IsCity() && !o.ByItself &&
		o.Payments != nil && rw.h.pr.state().djinn == "" && st.ThiefRow == nil && len(st.ThievesToEnter()) > 1 &&
		rw.h.g.ThievesToBuy() != nil
}

// openThief opens the Thief row's entry by itself, unless Esc shut it
// or the advised turn skips the tile; it reports whether it did.
func (rw *rowEntry) openThief(o sultan.TurnOptions) bool {
	p := rw.h.pr.state()
	if !rw.asksThief(o) || p.thiefShut || rw.h.pf.active() && rw.h.pf.plan.Tile.Skip {
		return false
	}
	p.thiefOpen = true
	rw.h.mode = modePrompt
	return true
}

// thiefMatches are the Thieves that can lie face up whose names begin
// with text.
func (rw *rowEntry) thiefMatches(text string) []string {
	var out []string
	for _, th := range rw.h.g.State().ThievesToEnter() {
		if strings.HasPrefix(game.FoldName(th), game.FoldName(text)) {
			out = append(out, th)
		}
	}
	return out
}

// thiefRowKey types the face-up Thief: it is recorded as soon as the
// letters typed match one Thief that can lie there (Enter takes a name
// spelt in full); letters no such Thief begins with are refused. Esc
// leaves the row untracked and gives back the prompt's keys.
func (rw *rowEntry) thiefRowKey(ev *tcell.EventKey, p *promptState) {
	switch ev.Key() {
	case tcell.KeyEscape:
		p.text, p.thiefOpen, p.thiefShut = "", false, true
		rw.h.mode = modeMenu
		rw.h.keysChanged()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if r := []rune(p.text); len(r) > 0 {
			p.text = string(r[:len(r)-1])
		}
	case tcell.KeyEnter:
		name, ok := oneMatch(rw.thiefMatches(p.text), p.text)
		if p.text == "" || !ok {
			rw.h.refuseT("ui.msg.thief_which", len(rw.thiefMatches(p.text)))
			return
		}
		rw.recordThief(name)
	case tcell.KeyRune:
		text := p.text + string(ev.Rune())
		switch m := rw.thiefMatches(text); {
		case len(m) == 0:
			rw.h.refuseT("ui.msg.thief_none", text)
		case len(m) == 1 && game.FoldName(text) != "":
			rw.recordThief(m[0])
		case len(text) <= 12:
			p.text = text
		}
	}
}

// recordThief records the Thief row as the one Thief named: the game
// tracks it from now on.
func (rw *rowEntry) recordThief(name string) {
	rows := sultan.RowsOf(rw.h.g.State())
	rows.ThiefRow = []string{name}
	rw.h.mode = modeMenu
	rw.h.keysChanged()
	rw.h.pr.answer(sultan.RowsEvent(rows))
	out := rw.h.pr.out
	done := out.done
	out.done = func() { // recorded, not refused: said
		if done != nil {
			done()
		}
		rw.h.sayT("ui.msg.thief_row", name)
	}
	rw.h.pr.out = out
}

// thiefRowLines are the lines of the Thief row's entry: the question,
// the Thieves that can lie face up with the letters that name each,
// and the letters typed.
func (rw *rowEntry) thiefRowLines(last string, p *promptState, t *promptText) {
	t.add(rw.h.ink.heading, "ui.prompt.thief_row", last)
	can := rw.h.g.State().ThievesToEnter()
	items := make([]string, len(can))
	for i, th := range can {
		items[i] = uniquePrefix(th, can) + " " + th
	}
	t.list(items)
	t.add(rw.h.ink.normal, "ui.prompt.thief_row_typed", p.text)
}

// uniquePrefix is the shortest beginning of name, folded, that no other
// of names begins with ("h" for Houssain among the Thieves).
func uniquePrefix(name string, names []string) string {
	f := game.FoldName(name)
	for n := 1; n < len(f); n++ {
		unique := true
		for _, o := range names {
			if o != name && strings.HasPrefix(game.FoldName(o), f[:n]) {
				unique = false
				break
			}
		}
		if unique {
			return f[:n]
		}
	}
	return f
}
