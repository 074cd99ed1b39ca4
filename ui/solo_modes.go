package ui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// soloModeKind wires a sub-mode of the player's turn, an entry or a form
// over the step: its title, its lines, the keys it takes and lists, the
// board's marks (nil: the step's lines and marks show through).
type soloModeKind struct {
	// title is the label key of the step region's title in the round.
	title string
	// typing: a text field is in use, so that the shell leaves ? and q.
	typing bool
	lines  func(v *SoloView, w int) []soloLine
	key    func(v *SoloView, ev *tcell.EventKey)
	keys   func(v *SoloView) []KeyHelp
	board  func(v *SoloView, bv *BoardView)
}

// soloModes are the sub-modes of the player's turn; modeMenu is none (the
// step shows). Set in init, since their handlers reach back to the table.
var soloModes map[soloMode]soloModeKind

func init() {
	soloModes = map[soloMode]soloModeKind{
		modeMove: {title: "ui.step.move", lines: (*SoloView).moveModeLines, key: (*SoloView).moveKey, board: (*SoloView).prepareMoveBoard,
			keys: func(v *SoloView) []KeyHelp {
				l := v.cfg.lang()
				return []KeyHelp{
					{"1-9 1-9", tr(l, "ui.key.move_rc")},
					{tr(l, "ui.keyname.arrows") + " Enter", tr(l, "ui.key.move_pick")},
					{"a c d ...", tr(l, "ui.key.move_hint")},
					{"1-9", tr(l, "ui.key.move_path")},
					{"Y W G B R P", tr(l, "ui.key.move_drop")},
					{"Backspace", tr(l, "ui.key.move_back")},
					{"Esc", tr(l, "ui.key.move_cancel")},
				}
			}},
		modeAdvice: {title: "ui.step.advice", lines: (*SoloView).adviceLines, key: (*SoloView).adviceKey, keys: (*SoloView).adviceKeys,
			board: (*SoloView).prepareAdviceBoard},
		modeEdit: {title: "ui.step.edit", lines: (*SoloView).editLines, key: (*SoloView).editKey, board: (*SoloView).cursorMark,
			keys: func(v *SoloView) []KeyHelp {
				l := v.cfg.lang()
				return []KeyHelp{{tr(l, "ui.keyname.arrows"), tr(l, "ui.key.choose_tile")}, {"Enter", tr(l, "ui.key.edit_tile")}, {"Esc", tr(l, "ui.key.back_turn")}}
			}},
		modeToken: {title: "ui.step.edit", typing: true, lines: (*SoloView).tokenLines, key: (*SoloView).tokenKey, board: (*SoloView).cursorMark,
			keys: func(v *SoloView) []KeyHelp {
				l := v.cfg.lang()
				return []KeyHelp{{tr(l, "ui.keyname.letters"), tr(l, "ui.key.token")}, {"Enter", tr(l, "ui.key.set_tile")}, {"Esc", tr(l, "ui.key.cancel")}}
			}},
		modeHoldings: {title: "ui.step.holdings", typing: true, lines: (*SoloView).holdingsLines, key: (*SoloView).holdingsKey,
			keys: func(v *SoloView) []KeyHelp {
				l := v.cfg.lang()
				return []KeyHelp{{tr(l, "ui.keyname.up_down"), tr(l, "ui.key.choose_line")}, {"+5 -3", tr(l, "ui.key.holdings_change")}, {"Enter", tr(l, "ui.key.apply_all")}, {"Esc", tr(l, "ui.key.cancel")}}
			}},
		modeReveal: {title: "ui.step.reveal", typing: true, lines: (*SoloView).revealLines, key: (*SoloView).revealKey,
			board: func(v *SoloView, bv *BoardView) { bv.Cursor, bv.ShowCursor = v.rv.at, true },
			keys: func(v *SoloView) []KeyHelp {
				l := v.cfg.lang()
				return []KeyHelp{{"Y W G B R P", tr(l, "ui.key.reveal_letters")}, {"Enter", tr(l, "ui.key.set_them")}, {"Backspace", tr(l, "ui.key.delete_letter")}, {"Esc", tr(l, "ui.key.back")}}
			}},
		modeYazid: {title: "ui.step.yazid", typing: true, lines: (*SoloView).yazidLines, key: (*SoloView).yazidKey,
			keys: func(v *SoloView) []KeyHelp {
				l := v.cfg.lang()
				return []KeyHelp{{tr(l, "ui.keyname.up_down"), tr(l, "ui.key.choose_line")}, {"+1 -2", tr(l, "ui.key.correction")}, {"Enter", tr(l, "ui.key.apply")}, {"Esc", tr(l, "ui.key.cancel")}}
			}},
		modePower: {title: "ui.step.player", typing: true, lines: (*SoloView).powerLines, key: (*SoloView).powerKey, keys: (*SoloView).powerKeys},
		// The prompt's answer is typed under the prompt the step shows.
		modePrompt: {title: "ui.step.player", typing: true, key: (*SoloView).promptModeKey,
			keys: func(v *SoloView) []KeyHelp {
				l := v.cfg.lang()
				return []KeyHelp{{tr(l, "ui.keyname.letters"), tr(l, "ui.key.djinn_name")}, {"Enter", tr(l, "ui.key.apply")}, {"Esc", tr(l, "ui.key.cancel")}}
			}},
	}
}

// moveModeLines are the move's lines under the advice it follows.
func (v *SoloView) moveModeLines(w int) []soloLine {
	pre := v.prefillLines(w, sultan.TurnOptions{}, false)
	if v.room > 0 {
		v.room = max(v.room-len(pre), 1)
	}
	return append(pre, v.moveLines(w)...)
}

// editLines: the tile at the cursor, to edit.
func (v *SoloView) editLines(w int) []soloLine {
	l := v.cfg.lang()
	t := stepText{lang: l, w: w}
	t.addT(lineNormal, "ui.edit.choose", whereIn(l, v.g.Board(), v.ui.Cursor), v.g.Board().Tile(v.ui.Cursor).Token())
	t.addT(lineDim, "ui.edit.keys")
	return styled(v.ink, t.out)
}

// tokenLines: the tile's notation as typed.
func (v *SoloView) tokenLines(w int) []soloLine {
	l := v.cfg.lang()
	t := stepText{lang: l, w: w}
	t.addT(lineNormal, "ui.token.prompt", whereIn(l, v.g.Board(), v.ui.Cursor))
	t.add(lineHeading, "> %s_", v.tok)
	t.addT(lineDim, "ui.token.keys")
	return styled(v.ink, t.out)
}

// revealLines: the meeples of a tile not entered yet, as typed.
func (v *SoloView) revealLines(w int) []soloLine {
	l := v.cfg.lang()
	t := stepText{lang: l, w: w}
	t.addT(lineNormal, "ui.reveal.why", whereIn(l, v.g.Board(), v.rv.at))
	t.addT(lineNormal, "ui.reveal.prompt")
	t.add(lineHeading, "> %s_", v.rv.letters)
	t.addT(lineDim, "ui.reveal.keys")
	return styled(v.ink, t.out)
}

// cursorMark shows the cursor on the board.
func (v *SoloView) cursorMark(bv *BoardView) { bv.Cursor, bv.ShowCursor = v.ui.Cursor, true }

// promptModeKey types the answer of the turn's prompt; an answer taken
// moves the advice on.
func (v *SoloView) promptModeKey(ev *tcell.EventKey) {
	n := len(v.g.Log())
	v.nameKey(ev)
	v.prefillAnswered(n)
}
