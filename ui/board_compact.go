package ui

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
)

// drawCompactCell draws a tile in one line, for a large board in a short
// window: the mark, the tile's code and its meeples ("S12 YWR", "LM Y+4",
// "O ???" for meeples not entered yet, "CB --" for a tile that never holds
// any). The owner, buildings and threat are left to the full view; the
// steps that need them name the tile in words.
func (v *BoardView) drawCompactCell(s tcell.Screen, x, y int, p game.Place, step int) {
	t := v.Board.Tile(p)
	mark, st := v.cellMark(p, step)
	put(s, x, y, 1, mark, st)
	code := t.Type.Code()
	room := boardCellW - 1 - len(code) - 1
	var m string
	switch {
	case t.Type.Forbidden():
		m = "--"
	case v.Unknown[p]:
		m = "???"
	default:
		m = t.Meeples.String()
		if len(m) > room {
			keep := max(room-2, 1)
			m = m[:keep] + fmt.Sprintf("+%d", len(m)-keep)
		}
		if m == "" {
			m = "-"
		}
	}
	put(s, x+1, y, len(code)+1, code+" ", st)
	for i := 0; i < len(m) && i < room; i++ {
		cs := st
		if tr, ok := game.TribeByLetter(m[i]); ok && !(v.ShowCursor && v.Cursor == p) {
			cs = v.ink.tribe(tr)
		}
		put(s, x+1+len(code)+1+i, y, 1, m[i:i+1], cs)
	}
}
