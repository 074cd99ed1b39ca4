package ui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// The cells of the grid: the counts typed, their limits, clearing.

// countOf returns the count a row's cell holds directly, if it has one.
func (g *ScoreGrid) countOf(s *sheet, c scoring.Category) (*int, bool) {
	switch c {
	case scoring.CategoryCoins:
		return &s.coins, true
	case scoring.CategoryViziers:
		return &s.viziers, true
	case scoring.CategoryElders:
		return &s.elders, true
	case scoring.CategoryArtisans:
		return &s.artisans, true
	}
	return nil, false
}

// countLimit says why n of the row's pieces can't be held by player i, or
// "": the box holds so many, and the other players hold theirs
// (scoring.MeepleRoom).
func (g *ScoreGrid) countLimit(c scoring.Category, i, n int) string {
	if c == scoring.CategoryCoins {
		if n > 999 {
			return tr(g.opt.Language, "ui.gmsg.coins_999")
		}
		return ""
	}
	tribe, box, others, ok := scoring.MeepleRoom(c, g.Game().Players, i, g.opt.Expansions)
	if ok && n > box-others {
		if others == 0 {
			return tf(g.opt.Language, "ui.gmsg.only_box", box, tribeName(g.opt.Language, tribe, 2))
		}
		return tf(g.opt.Language, "ui.gmsg.only_box_others", box, tribeName(g.opt.Language, tribe, 2), others, box-others)
	}
	return ""
}

func (g *ScoreGrid) typeRune(r gridRow, ch rune) {
	s := g.sheets[g.col]
	switch r.kind {
	case rowName:
		if g.fresh {
			s.name = ""
			g.fresh = false
		}
		if textWidth(s.name) >= 10 {
			g.refuse(tr(g.opt.Language, "ui.gmsg.name_long"))
			return
		}
		if ch < ' ' {
			return
		}
		s.name += string(ch)
		g.msg = ""
	case rowCategory:
		p, ok := g.countOf(s, r.cat)
		if !ok {
			g.openPanel(r.cat)
			if g.panel != panelNone {
				g.panelKey(tcell.NewEventKey(tcell.KeyRune, ch, 0))
			}
			return
		}
		switch {
		case ch == '-':
			g.refuse(tr(g.opt.Language, "ui.gmsg.negative"))
			return
		case ch < '0' || ch > '9':
			g.refuse(tf(g.opt.Language, "ui.gmsg.type_number", g.catWord(r.cat), string(ch)))
			return
		}
		n := *p*10 + int(ch-'0')
		if g.fresh {
			n = int(ch - '0')
		}
		if why := g.countLimit(r.cat, g.col, n); why != "" {
			g.refuse(tf(g.opt.Language, "ui.gmsg.refused", g.catWord(r.cat), s.name, n, why))
			return
		}
		*p = n
		g.fresh = false
		g.msg = ""
	case rowTotal:
		g.refuse(tr(g.opt.Language, "ui.gmsg.total"))
	}
}

func (g *ScoreGrid) backspace(r gridRow) {
	s := g.sheets[g.col]
	g.fresh = false
	switch r.kind {
	case rowName:
		if rs := []rune(s.name); len(rs) > 0 {
			s.name = string(rs[:len(rs)-1])
		}
	case rowCategory:
		if p, ok := g.countOf(s, r.cat); ok {
			*p /= 10
		}
	}
}

func (g *ScoreGrid) clearCell(r gridRow) {
	s := g.sheets[g.col]
	if r.kind != rowCategory {
		return
	}
	if p, ok := g.countOf(s, r.cat); ok {
		*p = 0
		g.say(tf(g.opt.Language, "ui.gmsg.cleared", g.catWord(r.cat), s.name))
		return
	}
	switch panelFor(r.cat) {
	case panelDjinns:
		s.djinns, s.thieves = nil, nil
	case panelGoods:
		s.goods, s.fakirs = [game.NumGoods]int{}, 0
	case panelItems:
		s.items = [3]int{}
	case panelTiles:
		if g.board != nil {
			g.board = nil
			g.say(tr(g.opt.Language, "ui.gmsg.board_dropped"))
			return
		}
		s.tiles = nil
	}
	g.say(tf(g.opt.Language, "ui.gmsg.cleared", g.catWord(r.cat), s.name))
}

// panelFor is the entry panel of a category without a direct count.
func panelFor(c scoring.Category) panel {
	switch c {
	case scoring.CategoryDjinns:
		return panelDjinns
	case scoring.CategoryMerchandise:
		return panelGoods
	case scoring.CategoryItems:
		return panelItems
	case scoring.CategoryPalmTrees, scoring.CategoryPalaces, scoring.CategoryTiles,
		scoring.CategoryTent, scoring.CategoryCities:
		return panelTiles
	}
	return panelNone
}
