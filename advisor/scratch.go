package advisor

import (
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// scratch is a table to play a turn on and forget: its board's tiles are
// reused from one copy to the next.
type scratch struct {
	board game.Board
}

// copyOf is a copy of st sharing nothing with it, its board the
// scratch's: valid until the next copyOf.
func (s *scratch) copyOf(st sultan.State) sultan.State {
	b := st.Board
	st.Board = nil
	next := st.Clone()
	s.board.Cols, s.board.Rows = b.Cols, b.Rows
	s.board.Tiles = append(s.board.Tiles[:0], b.Tiles...)
	next.Board = &s.board
	return next
}
