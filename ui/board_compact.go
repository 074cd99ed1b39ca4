package ui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
)

// drawCompactCell draws a tile in one line, for a large board in a short
// window: the mark, the tile's head as in the full view (code, owner,
// Palm Trees, Palaces, Tent: "SM@Y", "V@1P") and its meeples in the room
// left ("S12 YWR", "LM Y+4", "O@1pp 3" for 3 meeples beside a long head,
// "O ???" for meeples not entered yet, "CB --" for a tile that never
// holds any, "W^ne -" for a Workshop with Mountains, "W^ YWG" when its
// meeples need the edges' room). The threat is left
// to the full view.
func (v *BoardView) drawCompactCell(s tcell.Screen, x, y int, p game.Place, step int) {
	t := v.Board.Tile(p)
	mark, st := v.cellMark(p, step)
	put(s, x, y, 1, mark, st)
	// The meeples come first: the Mountains' edges only where the
	// meeples' letters still fit beside them, else a bare "^".
	head := mountainHead(t, boardCellW/2)
	if t.Mountains != 0 && len(head)+2+len(t.Meeples.String()) > boardCellW {
		head = mountainHead(t, 0)
	}
	if len(head) > boardCellW-1 {
		head = head[:boardCellW-1]
	}
	room := boardCellW - 1 - len(head) - 1
	var m string
	switch {
	case t.Type.Forbidden():
		m = "--"
	case v.Unknown[p]:
		m = unknownCell(v.Dropped[p])
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

// compactMeeples is a tile's meeples m (letters in the writer's order) in
// at most room cells: the letters, each colour with its count ("2Y3W"),
// the first letters and "+" the rest ("Y+4"), or only how many ("5") when
// the room is short; "-" for none.
func compactMeeples(m string, room int) string {
	switch {
	case m == "":
		return "-"
	case len(m) <= room:
		return m
	}
	if c := countedMeeples(m); len(c) <= room {
		return c
	}
	return cutMeeples(m, room)
}

// cutMeeples keeps as many of m's first letters as room allows beside
// "+N", the meeples left out ("WW+3", "Y+11"); their count alone when
// not even one letter fits. m is longer than room.
func cutMeeples(m string, room int) string {
	for keep := room - 2; keep >= 1; keep-- {
		if out := m[:keep] + fmt.Sprintf("+%d", len(m)-keep); len(out) <= room {
			return out
		}
	}
	return fmt.Sprint(len(m))
}

// countedMeeples says the letters m as runs of a colour, each run of more
// than one with its count first: "YYWWWG" is "2Y3WG".
func countedMeeples(m string) string {
	var out strings.Builder
	for i := 0; i < len(m); {
		j := i
		for j < len(m) && m[j] == m[i] {
			j++
		}
		if j-i > 1 {
			fmt.Fprint(&out, j-i)
		}
		out.WriteByte(m[i])
		i = j
	}
	return out.String()
}
