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

func (g *ScoreGrid) panelKey(ev *tcell.EventKey) {
	switch g.panel {
	case panelDjinns:
		g.djinnKey(ev)
	case panelGoods:
		g.counterKey(ev, goodsFields(g.sheets[g.col]))
	case panelItems:
		g.counterKey(ev, itemFields(g.sheets[g.col]))
	case panelTiles:
		g.tileKey(ev)
	}
}
