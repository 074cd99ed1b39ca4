package ui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/rivo/tview"
)

// The grid's keys: moving, players, done.

// InputHandler handles the grid's keys.
func (g *ScoreGrid) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	handle := func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		switch g.panel {
		case panelBoard:
			g.editor.InputHandler()(ev, setFocus)
		case panelNone:
			g.gridKey(ev)
		default:
			g.panelKey(ev)
		}
		g.rescore()
	}
	return g.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		for _, k := range splitAlt(ev) {
			handle(k, setFocus)
		}
	})
}

// PasteHandler passes a paste to the board editor when it is open.
func (g *ScoreGrid) PasteHandler() func(text string, setFocus func(p tview.Primitive)) {
	return g.WrapPasteHandler(func(text string, setFocus func(p tview.Primitive)) {
		if g.panel == panelBoard {
			g.editor.PasteHandler()(text, setFocus)
			return
		}
		if g.panel == panelDjinns || g.panel == panelTiles {
			for _, r := range text {
				if r >= ' ' {
					g.panelKey(tcell.NewEventKey(tcell.KeyRune, r, 0))
				}
			}
			g.rescore()
		}
	})
}

func (g *ScoreGrid) gridKey(ev *tcell.EventKey) {
	if ev.Key() != tcell.KeyEscape {
		g.leaving = false
	}
	if g.pickingX {
		g.expansionKey(ev)
		return
	}
	switch ev.Key() {
	case tcell.KeyRune, tcell.KeyBackspace, tcell.KeyBackspace2, tcell.KeyDelete,
		tcell.KeyCtrlB, tcell.KeyCtrlN, tcell.KeyCtrlX, tcell.KeyEnter:
		g.touched = true
	}
	r := g.rows[g.row]
	switch ev.Key() {
	case tcell.KeyUp:
		g.moveTo(g.row-1, g.col)
	case tcell.KeyDown, tcell.KeyEnter:
		if ev.Key() == tcell.KeyEnter && r.kind == rowCategory && g.openPanel(r.cat) {
			return
		}
		g.moveTo(g.row+1, g.col)
	case tcell.KeyLeft:
		g.moveTo(g.row, g.col-1)
	case tcell.KeyRight, tcell.KeyTab:
		g.moveTo(g.row, g.col+1)
	case tcell.KeyBacktab:
		g.moveTo(g.row, g.col-1)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		g.backspace(r)
	case tcell.KeyDelete:
		g.clearCell(r)
	case tcell.KeyCtrlB:
		g.openBoard()
	case tcell.KeyCtrlN:
		g.addPlayer()
	case tcell.KeyCtrlX:
		g.removePlayer()
	case tcell.KeyCtrlD, tcell.KeyF10:
		g.done()
	case tcell.KeyEscape:
		if g.touched && !g.leaving {
			g.leaving = true
			g.refuse(tr(g.opt.Language, "ui.gmsg.leave"))
			return
		}
		if g.opt.OnCancel != nil {
			g.opt.OnCancel()
		}
	case tcell.KeyCtrlE:
		g.pickingX = true
		g.say(tf(g.opt.Language, "ui.gmsg.expansions", expansionWords(g.opt.Language, g.opt.Expansions)))
	case tcell.KeyRune:
		g.typeRune(r, ev.Rune())
	}
}

func (g *ScoreGrid) moveTo(row, col int) {
	row = min(max(row, 0), len(g.rows)-1)
	col = min(max(col, 0), len(g.sheets)-1)
	if row != g.row || col != g.col {
		g.fresh = true
	}
	g.row, g.col = row, col
}

func (g *ScoreGrid) addPlayer() {
	if len(g.sheets) >= game.MaxPlayers {
		g.refuse(tf(g.opt.Language, "ui.gmsg.at_most", game.MaxPlayers))
		return
	}
	if len(g.sheets) >= game.PlayersWith(g.opt.Expansions) {
		g.refuse(tr(g.opt.Language, "ui.gmsg.fifth_whims"))
		return
	}
	if g.board != nil {
		g.refuse(tr(g.opt.Language, "ui.gmsg.board_owners_add"))
		return
	}
	g.sheets = append(g.sheets, &sheet{name: tf(g.opt.Language, "ui.grid.player", len(g.sheets)+1)})
	g.col = len(g.sheets) - 1
	g.say(tf(g.opt.Language, "ui.gmsg.players", len(g.sheets)))
}

func (g *ScoreGrid) removePlayer() {
	if len(g.sheets) <= 2 {
		g.refuse(tr(g.opt.Language, "ui.gmsg.at_least"))
		return
	}
	if g.board != nil {
		g.refuse(tr(g.opt.Language, "ui.gmsg.board_owners_remove"))
		return
	}
	name := g.sheets[g.col].name
	g.sheets = append(g.sheets[:g.col], g.sheets[g.col+1:]...)
	g.col = min(g.col, len(g.sheets)-1)
	g.say(tf(g.opt.Language, "ui.gmsg.removed", name))
}

func (g *ScoreGrid) done() {
	if g.problem != "" {
		g.refuse(g.problem)
		return
	}
	if g.opt.OnResult != nil {
		g.opt.OnResult(g.Game(), g.result)
	}
}
