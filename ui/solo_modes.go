package ui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// soloModeKind wires a sub-mode of the player's turn, an entry or a form
// over the step: its title, its lines, its key table, the board's marks
// (nil: the step's lines and marks show through).
type soloModeKind struct {
	// title is the label key of the step region's title in the round.
	title string
	// typing: a text field is in use, so that the shell leaves ? and q.
	typing   bool
	lines    func(v *soloHost, w int) []soloLine
	bindings func(v *soloHost) []binding
	board    func(v *soloHost, bv *BoardView)
}

// soloModes are the sub-modes of the player's turn; modeMenu is none (the
// step shows). Set in init, since their handlers reach back to the table.
var soloModes map[soloMode]soloModeKind

func init() {
	soloModes = map[soloMode]soloModeKind{
		modeMove: {title: "ui.step.move", lines: func(v *soloHost, w int) []soloLine { return v.mv.modeLines(w) }, bindings: moveBindings,
			board: func(v *soloHost, bv *BoardView) { v.mv.board(bv) }},
		modeAdvice: {title: "ui.step.advice", lines: func(v *soloHost, w int) []soloLine { return v.ad.lines(w) }, bindings: adviceBindings,
			board: func(v *soloHost, bv *BoardView) { v.ad.board(bv) }},
		modeEdit: {title: "ui.step.edit", lines: func(v *soloHost, w int) []soloLine { return v.te.lines(w) }, board: func(v *soloHost, bv *BoardView) { v.te.cursorMark(bv) },
			bindings: func(v *soloHost) []binding {
				l, h := v.cfg.lang(), acts(v.te.key)
				return []binding{
					{keys: arrows(), label: tr(l, "ui.keyname.arrows"), help: tr(l, "ui.key.choose_tile"), handle: h},
					{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.edit_tile"), handle: h},
					{keys: onKey(tcell.KeyEscape), label: "Esc", help: tr(l, "ui.key.back_turn"), handle: h},
				}
			}},
		modeToken: {title: "ui.step.edit", typing: true, lines: func(v *soloHost, w int) []soloLine { return v.te.tokenLines(w) }, board: func(v *soloHost, bv *BoardView) { v.te.cursorMark(bv) },
			bindings: func(v *soloHost) []binding {
				l := v.cfg.lang()
				return textBindings(l, v.te.tokenKey, tr(l, "ui.key.token"), tr(l, "ui.key.set_tile"), tr(l, "ui.key.cancel"))
			}},
		modeHoldings: {title: "ui.step.holdings", typing: true, lines: func(v *soloHost, w int) []soloLine { return v.hold.lines(w) },
			bindings: func(v *soloHost) []binding {
				l := v.cfg.lang()
				return formBindings(l, v.hold.key, tr(l, "ui.key.holdings_change"), tr(l, "ui.key.apply_all"))
			}},
		modeReveal: {title: "ui.step.reveal", typing: true, lines: func(v *soloHost, w int) []soloLine { return v.rv.lines(w) },
			board: func(v *soloHost, bv *BoardView) { bv.Cursor, bv.ShowCursor = v.rv.at, true },
			bindings: func(v *soloHost) []binding {
				l := v.cfg.lang()
				return textBindings(l, v.rv.key, tr(l, "ui.key.reveal_letters"), tr(l, "ui.key.set_them"), tr(l, "ui.key.back"))
			}},
		modeYazid: {title: "ui.step.yazid", typing: true, lines: func(v *soloHost, w int) []soloLine { return v.yz.lines(w) },
			bindings: func(v *soloHost) []binding {
				l := v.cfg.lang()
				return formBindings(l, v.yz.key, tr(l, "ui.key.correction"), tr(l, "ui.key.apply"))
			}},
		modePower: {title: "ui.step.player", typing: true, lines: func(v *soloHost, w int) []soloLine { return v.pw.lines(w) },
			bindings: func(v *soloHost) []binding {
				l := v.cfg.lang()
				h := v.pw.handle
				bs := textBindings(l, h, tr(l, "ui.key.power_pick"), tr(l, "ui.key.apply"), tr(l, "ui.key.cancel"))
				bs[0].label = "0-9 d f ..."
				// Leta, Utug or Kohdiah with a Camel and the Tent left:
				// which of them goes on the tile.
				if o, ok := v.pw.option(); ok && v.pw.stage(o) == "tent" {
					bs = append([]binding{
						{keys: onRunes("c"), label: "c", help: tr(l, "ui.key.move_camel"), handle: h},
						{keys: onRunes("t"), label: "t", help: tr(l, "ui.key.move_tent"), handle: h},
					}, bs...)
				}
				return bs
			}},
		// The prompt's answer is typed under the prompt the step shows: a
		// name's letters, never '?', which opens the keys as in move mode.
		modePrompt: {title: "ui.step.player",
			bindings: func(v *soloHost) []binding {
				l := v.cfg.lang()
				name := tr(l, "ui.key.djinn_name")
				if v.pr.state().thiefOpen {
					name = tr(l, "ui.key.thief_name")
				}
				return textBindings(l, v.rw.key, name, tr(l, "ui.key.apply"), tr(l, "ui.key.cancel"))
			}},
	}
}

// moveBindings are the keys of the move's entry, guided by the rules.
func moveBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.mv.handle
	mv := &v.mv.moveState
	tiles := func() bool { return mv.stage == guideStart || mv.stage == guideLast }
	return []binding{
		// A for the start tile only, a for the list, before the start tile.
		{keys: onRunes("aA"), label: "a A", help: tr(l, "ui.key.advice"),
			shown: func() bool { return mv.stage == guideStart && mv.digits == "" },
			handle: func(ev *tcell.EventKey) effect {
				level := hintFull
				if ev.Rune() == 'A' {
					level = hintStart
				}
				return v.ad.open(level)
			}},
		{keys: onRange('1', '9'), label: "1-9 1-9", help: tr(l, "ui.key.move_rc"), handle: h, shown: tiles},
		{keys: arrows(), label: tr(l, "ui.keyname.arrows") + " Enter", help: tr(l, "ui.key.move_pick"), handle: h},
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.move_pick"), handle: h},
		{keys: onRunes(lastHints), label: "a c d ...", help: tr(l, "ui.key.move_hint"), handle: h,
			shown: func() bool { return mv.stage == guideLast }},
		{keys: onRange('0', '9'), label: "1-9", help: tr(l, "ui.key.move_path"), handle: h,
			shown: func() bool { return mv.stage == guidePath }},
		{keys: onText(), label: "Y W G B R P", help: tr(l, "ui.key.move_drop"), handle: h},
		{keys: onKey(tcell.KeyBackspace2), label: "Backspace", help: tr(l, "ui.key.move_back"), handle: h},
		{keys: onKey(tcell.KeyEscape), label: "Esc", help: tr(l, "ui.key.move_cancel"), handle: h},
	}
}

// adviceBindings are the keys of the advisor's list: more of it, a line,
// the move played step by step.
func adviceBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.ad.key
	ad := &v.ad.adviceState
	hint := func() bool { return !ad.thinking && ad.level < hintFull }
	list := func() bool { return !ad.thinking && ad.level >= hintFull && len(ad.advice.Moves) > 0 }
	return []binding{
		{keys: onRunes("aA"), label: "a A", help: tr(l, "ui.key.advice_more"), handle: h, shown: hint},
		{keys: keysOf(onKey(tcell.KeyUp, tcell.KeyDown), onRunes("jk")), label: tr(l, "ui.keyname.up_down_jk"), help: tr(l, "ui.key.choose_line"), handle: h, shown: list},
		{keys: onRange('1', '9'), label: "1-9", help: tr(l, "ui.key.advice_pick"), handle: h, shown: list},
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.advice_play"), handle: h, shown: list},
		{keys: onKey(tcell.KeyEscape), label: "Esc", help: tr(l, "ui.key.back"), handle: h},
	}
}

// modeLines are the move's lines under the advice it follows.
func (e *moveEntry) modeLines(w int) []soloLine {
	pre := e.h.pf.lines(w, sultan.TurnOptions{}, false)
	if e.h.room > 0 {
		e.h.room = max(e.h.room-len(pre), 1)
	}
	return append(pre, e.lines(w)...)
}

// tileEdit is the controller of the free edit of a tile: the cursor
// moved to a tile, then its notation typed (tok), and the step the edit
// goes back to (tokBack).
type tileEdit struct {
	h       *soloHost
	tok     string
	tokBack soloStep
}

// revealEntry is the controller that asks the meeples of a tile not
// entered yet, the first time it matters.
type revealEntry struct {
	revealState
	h *soloHost
}

// lines: the tile at the cursor, to edit.
func (te *tileEdit) lines(w int) []soloLine {
	l := te.h.cfg.lang()
	t := stepText{lang: l, w: w}
	t.addT(lineNormal, "ui.edit.choose", whereIn(l, te.h.g.Board(), te.h.ui.Cursor), te.h.g.Board().Tile(te.h.ui.Cursor).Token())
	t.addT(lineDim, "ui.edit.keys")
	return styled(te.h.ink, t.out)
}

// tokenLines: the tile's notation as typed.
func (te *tileEdit) tokenLines(w int) []soloLine {
	l := te.h.cfg.lang()
	t := stepText{lang: l, w: w}
	t.addT(lineNormal, "ui.token.prompt", whereIn(l, te.h.g.Board(), te.h.ui.Cursor))
	t.add(lineHeading, "> %s_", te.tok)
	t.addT(lineDim, "ui.token.keys")
	return styled(te.h.ink, t.out)
}

// lines: the meeples of a tile not entered yet, as typed.
func (rve *revealEntry) lines(w int) []soloLine {
	l := rve.h.cfg.lang()
	t := stepText{lang: l, w: w}
	t.addT(lineNormal, "ui.reveal.why", whereIn(l, rve.h.g.Board(), rve.at))
	if dropped := rve.h.g.State().Real(rve.at); !dropped.Empty() {
		// The engine keeps what a move dropped there: the rest is asked.
		t.addT(lineNormal, "ui.reveal.dropped", dropped)
	}
	t.addT(lineNormal, "ui.reveal.prompt")
	t.add(lineHeading, "> %s_", rve.letters)
	t.addT(lineDim, "ui.reveal.keys")
	return styled(rve.h.ink, t.out)
}

// cursorMark shows the cursor on the board.
func (te *tileEdit) cursorMark(bv *BoardView) { bv.Cursor, bv.ShowCursor = te.h.ui.Cursor, true }

// key types the answer of the turn's prompt; an answer taken
// moves the advice on.
func (rw *rowEntry) key(ev *tcell.EventKey) effect {
	n := rw.h.g.Len()
	thief := rw.h.pr.state().thiefOpen
	rw.h.pr.nameKey(ev)
	return rw.h.pr.flush().then(func() {
		// The face-up Thief is what the table shows, no answer of the
		// turn's: an advised turn goes on.
		if !thief {
			rw.h.pf.answered(n)
		}
	})
}
