package ui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// BoardView draws a board as the solo player sees it: the far row at the
// top, row 1 at the bottom, each tile in two lines - its code, owner and
// buildings, then its meeples (as letters) and its threat, the chance in
// percent that Yazid's next roll strikes it. Marks in front of a tile show
// Yazid's targets (>), the tiles the player may choose (?), a move's path
// (numbers) and the cursor (reverse video), so nothing depends on colour.
type BoardView struct {
	Board *game.Board
	// Threat is each tile's chance of being struck next, 0 to 1; nil
	// hides the threats.
	Threat map[game.Place]float64
	// Targets are Yazid's target tiles.
	Targets map[game.Place]bool
	// Candidates are the tiles the player may choose now.
	Candidates map[game.Place]bool
	// Unknown are tiles whose meeples are not entered yet.
	Unknown map[game.Place]bool
	// Dropped are the meeples a move dropped on an unknown tile, which
	// the engine keeps: shown before the ?.
	Dropped map[game.Place]game.Meeples
	// Lang is the language of the column headings ("" is English).
	Lang string
	// Hints are the letters that name tiles to choose (a move's last tiles).
	Hints map[game.Place]byte
	// Path is a move being entered, start first.
	Path []game.Place
	// Cursor is the tile the cursor is on; shown when ShowCursor.
	Cursor     game.Place
	ShowCursor bool
	// Compact draws a row in one line (board_compact.go), for a large
	// board in a short window.
	Compact bool

	ink inks
	// head is the column headings drawn last, for headLang and headCols.
	head     string
	headLang string
	headCols int
}

// Board view geometry: a row label, then 6 cells of 8 (a mark and 7).
const (
	boardLabelWidth = 3
	boardCellW      = 8
)

// newBoardView returns a view of b.
func newBoardView(b *game.Board, colour bool) *BoardView {
	return &BoardView{Board: b, ink: newInks(colour)}
}

// ThreatOf turns the engine's odds into the threat map: the chance that
// the dice name the tile directly.
func ThreatOf(o sultan.Odds) map[game.Place]float64 {
	m := make(map[game.Place]float64, len(o.Tiles))
	for _, t := range o.Tiles {
		m[t.Place] = t.PForced
	}
	return m
}

// Size is the width and height the view needs.
func (v *BoardView) Size() (w, h int) {
	if v.Board == nil {
		return 0, 0
	}
	return boardLabelWidth + v.Board.Cols*boardCellW, 1 + v.rowLines()*v.Board.Rows
}

// rowLines is the lines a row takes: 2, or 1 when compact.
func (v *BoardView) rowLines() int {
	if v.Compact {
		return 1
	}
	return 2
}

// cellAt returns the place drawn at screen cell (sx, sy) of a view drawn
// at (x, y), for mouse clicks.
func (v *BoardView) cellAt(x, y, sx, sy int) (game.Place, bool) {
	if v.Board == nil {
		return game.Place{}, false
	}
	col := (sx-x-boardLabelWidth)/boardCellW + 1
	line := sy - y - 1
	if sx-x < boardLabelWidth || line < 0 {
		return game.Place{}, false
	}
	p := game.Place{Col: col, Row: v.Board.Rows - line/v.rowLines()}
	return p, v.Board.Contains(p)
}

// Draw draws the board at x, y within w x h cells.
func (v *BoardView) Draw(s tcell.Screen, x, y, w, h int) {
	b := v.Board
	if b == nil {
		return
	}
	if v.head == "" || v.headLang != v.Lang || v.headCols != b.Cols {
		head := strings.Repeat(" ", boardLabelWidth)
		for c := 1; c <= b.Cols; c++ {
			head += padTo(" "+tf(v.Lang, "ui.board.col", c), boardCellW)
		}
		v.head, v.headLang, v.headCols = head, v.Lang, b.Cols
	}
	put(s, x, y, w, v.head, v.ink.dim)
	var step map[game.Place]int
	if len(v.Path) > 0 {
		step = make(map[game.Place]int, len(v.Path))
	}
	for i, p := range v.Path {
		step[p] = i + 1
	}
	for r := b.Rows; r >= 1; r-- {
		line := y + 1 + v.rowLines()*(b.Rows-r)
		if line+v.rowLines()-1 >= y+h {
			if textCut != nil {
				textCut(fmt.Sprintf("board row %d and below", r), 0)
			}
			break
		}
		put(s, x, line, boardLabelWidth, fmt.Sprintf("r%d", r), v.ink.dim)
		for c := 1; c <= b.Cols; c++ {
			p := game.Place{Col: c, Row: r}
			cx := x + boardLabelWidth + (c-1)*boardCellW
			if cx+boardCellW > x+w {
				break
			}
			if v.Compact {
				v.drawCompactCell(s, cx, line, p, step[p])
				continue
			}
			v.drawCell(s, cx, line, p, step[p])
		}
	}
}

// cellMark is the mark in front of the tile at p and the cell's style.
func (v *BoardView) cellMark(p game.Place, step int) (string, tcell.Style) {
	mark := " "
	st := v.ink.normal
	switch {
	case step > 0:
		mark = fmt.Sprint(step % 10)
		st = v.ink.heading
	case v.Hints[p] != 0:
		mark = string(v.Hints[p])
		st = v.ink.heading
	case v.Targets[p]:
		mark = ">"
		st = v.ink.err
	case v.Candidates[p]:
		mark = "?"
		st = v.ink.heading
	}
	if v.ShowCursor && v.Cursor == p {
		st = v.ink.cursor
	}
	return mark, st
}

func (v *BoardView) drawCell(s tcell.Screen, x, y int, p game.Place, step int) {
	t := v.Board.Tile(p)
	mark, st := v.cellMark(p, step)
	put(s, x, y, 1, mark, st)
	put(s, x, y+1, 1, mark, st)
	put(s, x+1, y, boardCellW-1, padTo(mountainHead(t, boardCellW-1), boardCellW-1), st)
	x2 := x + 1
	switch {
	case t.Type.Forbidden():
		put(s, x2, y+1, boardCellW-2, padTo("  --", boardCellW-2), st)
		return
	case v.Unknown[p]:
		put(s, x2, y+1, 4, padTo(unknownCell(v.Dropped[p]), 4), st)
	default:
		// The meeples take the odds' 3 cells too when no odds are shown
		// (the game over, Yazid rolling no more), one left blank.
		room := 4
		if v.Threat == nil {
			room = boardCellW - 2
		}
		m := t.Meeples.String()
		if len(m) > room {
			m = cutMeeples(m, room)
		}
		if m == "" {
			m = "-"
		}
		for i := 0; i < room; i++ {
			ch := " "
			cs := st
			if i < len(m) {
				ch = m[i : i+1]
				if tr, ok := game.TribeByLetter(m[i]); ok && !(v.ShowCursor && v.Cursor == p) {
					cs = v.ink.tribe(tr)
				}
			}
			put(s, x2+i, y+1, 1, ch, cs)
		}
	}
	if v.Threat == nil {
		// No odds: the cells after the meeples blank.
		put(s, x2+boardCellW-2, y+1, 1, " ", st)
		if v.Unknown[p] {
			put(s, x2+4, y+1, 3, "   ", st)
		}
		return
	}
	threat := " 0%"
	if pc := v.Threat[p]; pc > 0 {
		threat = fmt.Sprintf("%2d%%", int(pc*100+0.5))
	}
	put(s, x2+4, y+1, 3, threat, st)
}

// tileHead is a tile's first line: code, owner and buildings, such as
// "O @1p" (Palm Trees p, Palaces P, Tent t).
func tileHead(t game.Tile) string {
	h := t.Type.Code()
	if t.Owner != game.NoOwner {
		h += t.Owner.String()
	}
	h += strings.Repeat("p", t.Palms) + strings.Repeat("P", t.Palaces)
	if t.Tent {
		h += "t"
	}
	return h
}

// mountainHead is a tile's head with its Mountain edges as in the board
// notation ("W@1^ne"), in at most width cells: a head too long for the
// edges keeps only the "^" (every Workshop has the same edges, asked at
// setup).
func mountainHead(t game.Tile, width int) string {
	h := tileHead(t)
	if t.Mountains == 0 {
		return h
	}
	if full := h + "^" + t.Mountains.String(); len(full) <= width {
		return full
	}
	return h + "^"
}

// unknownCell is what a tile still to be asked shows: ???, or the meeples
// dropped there then +? ("R+?", "RY+?"; past two, their count: "3+?").
func unknownCell(dropped game.Meeples) string {
	m := dropped.String()
	switch {
	case m == "":
		return "???"
	case len(m) > 2:
		return fmt.Sprintf("%d+?", len(m))
	}
	return m + "+?"
}
