package ui

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
)

// drawCompactCell draws a tile in one line, for a large board in a short
// window: the mark, the tile's head as in the full view (code, owner,
// Palm Trees, Palaces, Tent: "SM@Y", "V@1P") and its meeples in the room
// left ("S12 YWR", "LM Y+4", "O@1pp 3" for 3 meeples beside a long head,
// "O ???" for meeples not entered yet, "CB --" for a tile that never
// holds any, "W^ne -" for a Workshop with Mountains). The threat is left
// to the full view.
func (v *BoardView) drawCompactCell(s tcell.Screen, x, y int, p game.Place, step int) {
	t := v.Board.Tile(p)
	mark, st := v.cellMark(p, step)
	put(s, x, y, 1, mark, st)
	// The Mountains' edges only where the meeples keep some room.
	head := mountainHead(t, boardCellW/2)
	if len(head) > boardCellW-1 {
		head = head[:boardCellW-1]
	}
	room := boardCellW - 1 - len(head) - 1
	var m string
	switch {
	case t.Type.Forbidden():
		m = "--"
	case v.Unknown[p]:
		m = "???"
	default:
		m = compactMeeples(t.Meeples.String(), room)
	}
	put(s, x+1, y, len(head)+1, head+" ", st)
	for i := 0; i < len(m) && i < room; i++ {
		cs := st
		if tr, ok := game.TribeByLetter(m[i]); ok && !(v.ShowCursor && v.Cursor == p) {
			cs = v.ink.tribe(tr)
		}
		put(s, x+1+len(head)+1+i, y, 1, m[i:i+1], cs)
	}
}

// compactMeeples is a tile's meeples m in at most room cells: the letters,
// the first of them and "+" the rest ("Y+4"), or only how many ("5") when
// the room is short; "-" for none.
func compactMeeples(m string, room int) string {
	switch {
	case m == "":
		return "-"
	case len(m) <= room:
		return m
	}
	for keep := room - 2; keep >= 1; keep-- {
		if out := m[:keep] + fmt.Sprintf("+%d", len(m)-keep); len(out) <= room {
			return out
		}
	}
	return fmt.Sprint(len(m))
}
