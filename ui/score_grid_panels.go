package ui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/scoring"
)

// The entry panels under the grid.

// panelState is the entry under the grid.
type panelState struct {
	input string // what is typed in a Djinn or tile line
	askVP string // the Djinn whose VP is asked for
	field int    // the counter selected in goods and items
	fresh bool
}

func (g *ScoreGrid) openPanel(c scoring.Category) bool {
	p := panelFor(c)
	if p == panelNone {
		return false
	}
	if p == panelTiles && g.board != nil {
		g.openBoard()
		return true
	}
	g.panel = p
	g.pstate = panelState{fresh: true}
	g.msg = ""
	return true
}

func (g *ScoreGrid) closePanel() {
	g.panel = panelNone
	g.pstate = panelState{}
}

// panelHost is what an entry panel asks of the grid around it: to say or
// refuse, to close the panel, to pass on a key, to open the board.
type panelHost interface {
	say(msg string)
	refuse(msg string)
	closePanel()
	gridKey(ev *tcell.EventKey)
	openBoard()
}

// panelKey passes a key to the open panel, made for the cursor's player.
func (g *ScoreGrid) panelKey(ev *tcell.EventKey) {
	l, x, ps := g.opt.Language, g.opt.Expansions, &g.pstate
	switch g.panel {
	case panelDjinns:
		djinnPanel{host: g, lang: l, x: x, ps: ps, sheets: g.sheets, col: g.col,
			djinnVP: g.djinnVP, onVP: g.opt.OnDjinnVP}.key(ev)
	case panelGoods:
		counterPanel{host: g, lang: l, ps: ps, sheets: g.sheets, col: g.col,
			fields: goodsFields(g.sheets[g.col])}.key(ev)
	case panelItems:
		counterPanel{host: g, lang: l, ps: ps, sheets: g.sheets, col: g.col,
			fields: itemFields(g.sheets[g.col])}.key(ev)
	case panelTiles:
		tilePanel{host: g, lang: l, x: x, ps: ps, sheets: g.sheets, col: g.col}.key(ev)
	}
}
