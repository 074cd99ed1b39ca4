package ui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// Drawing the grid and its panels.

const (
	gridLabelWidth = 17
	gridCellWidth  = 12
)

// cellText is what a player's cell shows: what is held, and its VP.
func (g *ScoreGrid) cellText(i int, r gridRow) (held string, vp int) {
	s := g.sheets[i]
	var cats scoring.Categories
	if i < len(g.result.Players) {
		cats = g.result.Players[i].Categories
	}
	tiles := s.tiles
	if g.board != nil {
		tiles = scoring.TilesFromBoardRules(g.board, game.Owner(i+1), g.opt.Rules)
	}
	return strconv.Itoa(scoring.Held(s.player(), tiles, r.cat)), cats[r.cat]
}

// label is a category's name in the grid's language.
// catWord names a category in messages: its English name as the scoring
// package spells it, or the row label in another language.
func (g *ScoreGrid) catWord(c scoring.Category) string {
	if g.opt.Language == "" || g.opt.Language == "en" {
		return c.Label()
	}
	return g.label(c)
}

func (g *ScoreGrid) label(c scoring.Category) string {
	return categoryLabel(g.opt.Language, c, g.opt.Expansions)
}

// Draw draws the pad, the entry panel and the messages.
func (g *ScoreGrid) Draw(screen tcell.Screen) {
	x, y, w, h := g.GetInnerRect()
	if g.panel == panelBoard {
		g.editor.SetRect(x, y, w, h)
		g.editor.Draw(screen)
		return
	}
	fill(screen, x, y, w, h, g.ink.normal)
	if w < 30 || h < 8 {
		put(screen, x, y, w, tr(g.opt.Language, "ui.too_small"), g.ink.err)
		return
	}
	cw := min(gridCellWidth, (w-gridLabelWidth)/len(g.sheets))
	title := tf(g.opt.Language, "ui.grid.title", len(g.sheets), expansionWords(g.opt.Language, g.opt.Expansions))
	put(screen, x, y, w, title, g.ink.heading)
	if g.board != nil {
		note := tr(g.opt.Language, "ui.grid.from_board")
		put(screen, x+w-textWidth(note), y, textWidth(note), note, g.ink.dim)
	}
	// The keys wrap at the bottom; a message and the panel come above them.
	keys := wrapKeys(g.keyLine(), w)
	bottom := y + h - len(keys)
	line := y + 1
	for ri, r := range g.rows {
		if line >= bottom-2 {
			break
		}
		g.drawRow(screen, x, line, cw, ri, r)
		line++
		if r.kind == rowName {
			put(screen, x, line, gridLabelWidth, "", g.ink.dim)
			for i := range g.sheets {
				put(screen, x+gridLabelWidth+i*cw, line, cw-1, fmt.Sprintf("%-4s%*s", tr(g.opt.Language, "ui.grid.held"), cw-5, tr(g.opt.Language, "ui.grid.vp")), g.ink.dim)
			}
			line++
		}
	}
	// A message takes two lines when it needs them, so that a refusal's
	// reason is read whole at 80 columns.
	var msgLines []string
	style := g.ink.normal
	if g.msg != "" {
		text := g.msg
		if g.msgErr {
			style, text = g.ink.err, "! "+g.msg
		}
		if msgLines = wrapWords(text, w); len(msgLines) > 2 {
			msgLines = msgLines[:2]
		}
	}
	g.drawPanel(screen, x, line, w, bottom-max(len(msgLines), 1))
	for i, l := range msgLines {
		put(screen, x, bottom-len(msgLines)+i, w, l, style)
	}
	for i, l := range keys {
		put(screen, x, bottom+i, w, l, g.ink.dim)
	}
}

func (g *ScoreGrid) keyLine() string {
	l := g.opt.Language
	switch g.panel {
	case panelDjinns:
		if g.pstate.askVP != "" {
			return tr(l, "ui.grid.keys_vp")
		}
		return tr(l, "ui.grid.keys_djinns")
	case panelGoods, panelItems:
		return tr(l, "ui.grid.keys_goods")
	case panelTiles:
		return tr(l, "ui.grid.keys_tiles")
	}
	return tr(l, "ui.grid.keys")
}

func (g *ScoreGrid) drawRow(s tcell.Screen, x, y, cw, ri int, r gridRow) {
	switch r.kind {
	case rowName:
		put(s, x, y, gridLabelWidth, tr(g.opt.Language, "player"), g.ink.heading)
	case rowCategory:
		put(s, x, y, gridLabelWidth, g.label(r.cat), g.ink.normal)
	case rowTotal:
		put(s, x, y, gridLabelWidth, categoryLabel(g.opt.Language, -1, g.opt.Expansions), g.ink.heading)
	}
	for i, sh := range g.sheets {
		cx := x + gridLabelWidth + i*cw
		style := g.ink.normal
		if r.kind != rowCategory {
			style = g.ink.heading
		}
		if ri == g.row && i == g.col {
			style = g.ink.cursor
		}
		var text string
		switch r.kind {
		case rowName:
			text = sh.name
		case rowCategory:
			held, vp := g.cellText(i, r)
			text = fmt.Sprintf("%-4s%*d", held, cw-5, vp)
		case rowTotal:
			total, rank := 0, 0
			if i < len(g.result.Players) {
				total, rank = g.result.Players[i].Total, g.result.Players[i].Rank
			}
			text = fmt.Sprintf("%-4s%*d", ordinal(g.opt.Language, rank), cw-5, total)
		}
		put(s, cx, y, cw-1, padTo(text, cw-1), style)
	}
}

// ordinal writes a rank as "1st", "2nd", "3rd", "4th"; in German "1.".
func ordinal(lang string, n int) string {
	switch {
	case n == 0:
		return ""
	case lang == "de":
		return fmt.Sprintf("%d.", n)
	}
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// drawPanel draws the details of the cursor's cell, or the entry panel,
// from line to before end; it returns the next free line.
func (g *ScoreGrid) drawPanel(s tcell.Screen, x, line, w, end int) int {
	if line >= end {
		return line
	}
	sh := g.sheets[g.col]
	emit := func(text string, style tcell.Style) {
		for _, l := range wrapWords(text, w) {
			if line >= end {
				return
			}
			put(s, x, line, w, l, style)
			line++
		}
	}
	r := g.rows[g.row]
	p := g.panel
	if p == panelNone && r.kind == rowCategory {
		p = panelFor(r.cat)
	}
	open := g.panel != panelNone
	head := g.ink.dim
	if open {
		head = g.ink.heading
	}
	switch p {
	case panelDjinns:
		for _, l := range g.djinnPanelLines(sh, open, head) {
			emit(l.text, l.style)
		}
	case panelGoods:
		emit(tf(g.opt.Language, "ui.grid.goods_of", sh.name), head)
		g.pstate.field = min(g.pstate.field, 9)
		line = g.drawCounters(s, x, line, w, end, g.goodsFields(), open)
	case panelItems:
		emit(tf(g.opt.Language, "ui.grid.items_of", sh.name), head)
		g.pstate.field = min(g.pstate.field, 2)
		line = g.drawCounters(s, x, line, w, end, g.itemFields(), open)
	case panelTiles:
		for _, l := range g.tilePanelLines(sh, open, head) {
			emit(l.text, l.style)
		}
	default:
		if g.problem != "" {
			emit("! "+g.problem, g.ink.err)
		} else if len(g.result.Winners) > 0 && r.kind == rowTotal {
			emit(tr(g.opt.Language, "ui.grid.leading")+" "+strings.Join(g.result.Winners, ", "), g.ink.good)
		}
	}
	return line
}

// djinnPanelLines are the lines of the Djinns panel for sheet sh: what
// it holds, then the hint or the line being typed.
func (g *ScoreGrid) djinnPanelLines(sh *sheet, open bool, head tcell.Style) []styledLine {
	var out []styledLine
	add := func(text string, style tcell.Style) { out = append(out, styledLine{text, style}) }
	var parts []string
	for _, d := range sh.djinns {
		parts = append(parts, fmt.Sprintf("%s %d", d.Name, d.VP))
	}
	for _, t := range sh.thieves {
		parts = append(parts, tr(g.opt.Language, "ui.grid.thief")+" "+t)
	}
	if len(parts) == 0 {
		parts = []string{tr(g.opt.Language, "ui.none")}
	}
	add(tf(g.opt.Language, "ui.grid.djinns_of", sh.name, strings.Join(parts, ", ")), head)
	if !open {
		key := "ui.grid.add_djinns"
		if g.opt.Expansions.Thieves {
			key = "ui.grid.add_djinns_thieves"
		}
		add(tr(g.opt.Language, key), g.ink.dim)
		return out
	}
	if g.pstate.askVP != "" {
		add(tf(g.opt.Language, "ui.grid.vp_of", g.pstate.askVP, g.pstate.input), g.ink.normal)
		return out
	}
	comp := g.djinnCompletions(g.pstate.input)
	hint := ""
	if len(comp) > 0 && g.pstate.input != "" {
		if len(comp) > 6 {
			comp = append(comp[:6], "...")
		}
		hint = "   " + strings.Join(comp, " ")
	}
	add(tf(g.opt.Language, "ui.grid.add", g.pstate.input, hint), g.ink.normal)
	return out
}

// tilePanelLines are the lines of the tiles panel for sheet sh: its
// tiles (the board's when there is one), then the hint or the line being
// typed.
func (g *ScoreGrid) tilePanelLines(sh *sheet, open bool, head tcell.Style) []styledLine {
	var out []styledLine
	add := func(text string, style tcell.Style) { out = append(out, styledLine{text, style}) }
	var parts []string
	if g.board != nil {
		for _, t := range scoring.TilesFromBoardRules(g.board, game.Owner(g.col+1), g.opt.Rules) {
			parts = append(parts, t.Token())
		}
	} else {
		for _, t := range sh.tiles {
			parts = append(parts, t.Token())
		}
	}
	if len(parts) == 0 {
		parts = []string{tr(g.opt.Language, "ui.none")}
	}
	src := ""
	if g.board != nil {
		src = " " + tf(g.opt.Language, "ui.grid.from_board_of", g.col+1)
	}
	add(tf(g.opt.Language, "ui.grid.tiles_of", sh.name, src, strings.Join(parts, " ")), head)
	if !open {
		if g.board != nil {
			add(tr(g.opt.Language, "ui.grid.board_edits"), g.ink.dim)
		} else {
			add(tr(g.opt.Language, "ui.grid.add_tiles"), g.ink.dim)
		}
		return out
	}
	add(tf(g.opt.Language, "ui.grid.add_tile", g.pstate.input), g.ink.normal)
	return out
}

// drawCounters draws a panel's counters, wrapped; the selected one in
// reverse video when the panel is open.
func (g *ScoreGrid) drawCounters(s tcell.Screen, x, line, w, end int, fields []counter, open bool) int {
	cx := x
	for i, f := range fields {
		text := fmt.Sprintf("%s %d", f.label, *f.value)
		tw := textWidth(text)
		if cx+tw > x+w {
			line++
			cx = x
		}
		if line >= end {
			return line
		}
		style := g.ink.normal
		if open && i == g.pstate.field {
			style = g.ink.cursor
		}
		put(s, cx, line, tw, text, style)
		cx += tw + 2
	}
	return line + 1
}
