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
func (v gridView) cellText(i int, r gridRow) (held string, vp int) {
	s := v.sheets[i]
	var cats scoring.Categories
	if i < len(v.result.Players) {
		cats = v.result.Players[i].Categories
	}
	tiles := s.tiles
	if v.board != nil {
		tiles = scoring.TilesFromBoardRules(v.board, game.Owner(i+1), v.opt.Rules)
	}
	return strconv.Itoa(scoring.Held(s.player(), tiles, r.cat)), cats[r.cat]
}

// catWord names a category in messages: its English name as the scoring
// package spells it, or the row label in another language.
func (g *ScoreGrid) catWord(c scoring.Category) string {
	if g.opt.Language == "" || g.opt.Language == "en" {
		return c.Label()
	}
	return categoryLabel(g.opt.Language, c, g.opt.Expansions)
}

// label is a category's name in the grid's language.
func (v gridView) label(c scoring.Category) string {
	return categoryLabel(v.opt.Language, c, v.opt.Expansions)
}

// gridView draws the pad: the grid, the panel under it, the message and
// the keys, from what the ScoreGrid holds when it is drawn.
type gridView struct {
	opt     ScoreGridOptions
	ink     inks
	sheets  []*sheet
	board   *game.Board
	rows    []gridRow
	row     int
	col     int
	panel   panel
	pstate  *panelState // the counter selection is kept in range as drawn
	result  scoring.Result
	problem string
	msg     string
	msgErr  bool
}

// Draw draws the pad, the entry panel and the messages; the board editor
// in their place when it is open.
func (g *ScoreGrid) Draw(screen tcell.Screen) {
	x, y, w, h := g.GetInnerRect()
	if g.panel == panelBoard {
		g.editor.SetRect(x, y, w, h)
		g.editor.Draw(screen)
		return
	}
	v := gridView{
		opt: g.opt, ink: g.ink, sheets: g.sheets, board: g.board, rows: g.rows,
		row: g.row, col: g.col, panel: g.panel, pstate: &g.pstate,
		result: g.result, problem: g.problem, msg: g.msg, msgErr: g.msgErr,
	}
	v.draw(screen, x, y, w, h)
}

// draw draws the pad in the rectangle x, y, w, h.
func (v gridView) draw(screen tcell.Screen, x, y, w, h int) {
	fill(screen, x, y, w, h, v.ink.normal)
	if w < 30 || h < 8 {
		put(screen, x, y, w, tr(v.opt.Language, "ui.too_small"), v.ink.err)
		return
	}
	cw := min(gridCellWidth, (w-gridLabelWidth)/len(v.sheets))
	title := tf(v.opt.Language, "ui.grid.title", len(v.sheets), expansionWords(v.opt.Language, v.opt.Expansions))
	put(screen, x, y, w, title, v.ink.heading)
	if v.board != nil {
		note := tr(v.opt.Language, "ui.grid.from_board")
		put(screen, x+w-textWidth(note), y, textWidth(note), note, v.ink.dim)
	}
	// The keys wrap at the bottom; a message and the panel come above them.
	keys := wrapKeys(v.keyLine(), w)
	bottom := y + h - len(keys)
	line := y + 1
	for ri, r := range v.rows {
		if line >= bottom-2 {
			break
		}
		v.drawRow(screen, x, line, cw, ri, r)
		line++
		if r.kind == rowName {
			put(screen, x, line, gridLabelWidth, "", v.ink.dim)
			for i := range v.sheets {
				put(screen, x+gridLabelWidth+i*cw, line, cw-1, fmt.Sprintf("%-4s%*s", tr(v.opt.Language, "ui.grid.held"), cw-5, tr(v.opt.Language, "ui.grid.vp")), v.ink.dim)
			}
			line++
		}
	}
	// A message takes two lines when it needs them, so that a refusal's
	// reason is read whole at 80 columns.
	var msgLines []string
	style := v.ink.normal
	if v.msg != "" {
		text := v.msg
		if v.msgErr {
			style, text = v.ink.err, "! "+v.msg
		}
		if msgLines = wrapWords(text, w); len(msgLines) > 2 {
			msgLines = msgLines[:2]
		}
	}
	v.drawPanel(screen, x, line, w, bottom-max(len(msgLines), 1))
	for i, l := range msgLines {
		put(screen, x, bottom-len(msgLines)+i, w, l, style)
	}
	for i, l := range keys {
		put(screen, x, bottom+i, w, l, v.ink.dim)
	}
}

func (v gridView) keyLine() string {
	l := v.opt.Language
	switch v.panel {
	case panelDjinns:
		if v.pstate.askVP != "" {
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

func (v gridView) drawRow(s tcell.Screen, x, y, cw, ri int, r gridRow) {
	switch r.kind {
	case rowName:
		put(s, x, y, gridLabelWidth, tr(v.opt.Language, "player"), v.ink.heading)
	case rowCategory:
		put(s, x, y, gridLabelWidth, v.label(r.cat), v.ink.normal)
	case rowTotal:
		put(s, x, y, gridLabelWidth, categoryLabel(v.opt.Language, -1, v.opt.Expansions), v.ink.heading)
	}
	for i, sh := range v.sheets {
		cx := x + gridLabelWidth + i*cw
		style := v.ink.normal
		if r.kind != rowCategory {
			style = v.ink.heading
		}
		if ri == v.row && i == v.col {
			style = v.ink.cursor
		}
		var text string
		switch r.kind {
		case rowName:
			text = sh.name
		case rowCategory:
			held, vp := v.cellText(i, r)
			text = fmt.Sprintf("%-4s%*d", held, cw-5, vp)
		case rowTotal:
			total, rank := 0, 0
			if i < len(v.result.Players) {
				total, rank = v.result.Players[i].Total, v.result.Players[i].Rank
			}
			text = fmt.Sprintf("%-4s%*d", ordinal(v.opt.Language, rank), cw-5, total)
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
func (v gridView) drawPanel(s tcell.Screen, x, line, w, end int) int {
	if line >= end {
		return line
	}
	sh := v.sheets[v.col]
	emit := func(text string, style tcell.Style) {
		for _, l := range wrapWords(text, w) {
			if line >= end {
				return
			}
			put(s, x, line, w, l, style)
			line++
		}
	}
	r := v.rows[v.row]
	p := v.panel
	if p == panelNone && r.kind == rowCategory {
		p = panelFor(r.cat)
	}
	open := v.panel != panelNone
	head := v.ink.dim
	if open {
		head = v.ink.heading
	}
	switch p {
	case panelDjinns:
		for _, l := range v.djinnPanelLines(sh, open, head) {
			emit(l.text, l.style)
		}
	case panelGoods:
		emit(tf(v.opt.Language, "ui.grid.goods_of", sh.name), head)
		v.pstate.field = min(v.pstate.field, 9)
		line = v.drawCounters(s, x, line, w, end, goodsFields(sh), open)
	case panelItems:
		emit(tf(v.opt.Language, "ui.grid.items_of", sh.name), head)
		v.pstate.field = min(v.pstate.field, 2)
		line = v.drawCounters(s, x, line, w, end, itemFields(sh), open)
	case panelTiles:
		for _, l := range v.tilePanelLines(sh, open, head) {
			emit(l.text, l.style)
		}
	default:
		if v.problem != "" {
			emit("! "+v.problem, v.ink.err)
		} else if len(v.result.Winners) > 0 && r.kind == rowTotal {
			emit(tr(v.opt.Language, "ui.grid.leading")+" "+strings.Join(v.result.Winners, ", "), v.ink.good)
		}
	}
	return line
}

// djinnPanelLines are the lines of the Djinns panel for sheet sh: what
// it holds, then the hint or the line being typed.
func (v gridView) djinnPanelLines(sh *sheet, open bool, head tcell.Style) []styledLine {
	var out []styledLine
	add := func(text string, style tcell.Style) { out = append(out, styledLine{text, style}) }
	var parts []string
	for _, d := range sh.djinns {
		parts = append(parts, fmt.Sprintf("%s %d", d.Name, d.VP))
	}
	for _, t := range sh.thieves {
		parts = append(parts, tr(v.opt.Language, "ui.grid.thief")+" "+t)
	}
	if len(parts) == 0 {
		parts = []string{tr(v.opt.Language, "ui.none")}
	}
	add(tf(v.opt.Language, "ui.grid.djinns_of", sh.name, strings.Join(parts, ", ")), head)
	if !open {
		key := "ui.grid.add_djinns"
		if v.opt.Expansions.Thieves {
			key = "ui.grid.add_djinns_thieves"
		}
		add(tr(v.opt.Language, key), v.ink.dim)
		return out
	}
	if v.pstate.askVP != "" {
		add(tf(v.opt.Language, "ui.grid.vp_of", v.pstate.askVP, v.pstate.input), v.ink.normal)
		return out
	}
	comp := game.CardsStarting(v.pstate.input, v.opt.Expansions)
	hint := ""
	if len(comp) > 0 && v.pstate.input != "" {
		if len(comp) > 6 {
			comp = append(comp[:6], "...")
		}
		hint = "   " + strings.Join(comp, " ")
	}
	add(tf(v.opt.Language, "ui.grid.add", v.pstate.input, hint), v.ink.normal)
	return out
}

// tilePanelLines are the lines of the tiles panel for sheet sh: its
// tiles (the board's when there is one), then the hint or the line being
// typed.
func (v gridView) tilePanelLines(sh *sheet, open bool, head tcell.Style) []styledLine {
	var out []styledLine
	add := func(text string, style tcell.Style) { out = append(out, styledLine{text, style}) }
	var parts []string
	if v.board != nil {
		for _, t := range scoring.TilesFromBoardRules(v.board, game.Owner(v.col+1), v.opt.Rules) {
			parts = append(parts, t.Token())
		}
	} else {
		for _, t := range sh.tiles {
			parts = append(parts, t.Token())
		}
	}
	if len(parts) == 0 {
		parts = []string{tr(v.opt.Language, "ui.none")}
	}
	src := ""
	if v.board != nil {
		src = " " + tf(v.opt.Language, "ui.grid.from_board_of", v.col+1)
	}
	add(tf(v.opt.Language, "ui.grid.tiles_of", sh.name, src, strings.Join(parts, " ")), head)
	if !open {
		if v.board != nil {
			add(tr(v.opt.Language, "ui.grid.board_edits"), v.ink.dim)
		} else {
			add(tr(v.opt.Language, "ui.grid.add_tiles"), v.ink.dim)
		}
		return out
	}
	add(tf(v.opt.Language, "ui.grid.add_tile", v.pstate.input), v.ink.normal)
	return out
}

// drawCounters draws a panel's counters, wrapped; the selected one in
// reverse video when the panel is open.
func (v gridView) drawCounters(s tcell.Screen, x, line, w, end int, fields []counter, open bool) int {
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
		style := v.ink.normal
		if open && i == v.pstate.field {
			style = v.ink.cursor
		}
		put(s, cx, line, tw, text, style)
		cx += tw + 2
	}
	return line + 1
}
