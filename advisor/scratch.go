package advisor

import (
	"sync"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// scratch is a table to play a turn on and forget: its board's tiles are
// reused from one copy to the next, and with reuse its slices too.
type scratch struct {
	board game.Board
	// reuse: a copy's slices are the copy before's arrays (nothing may
	// read a copy, nor what was made of its slices, after the next).
	reuse bool
	st    sultan.State
}

// copyOf is a copy of st sharing nothing with it, its board the
// scratch's: valid until the next copyOf.
func (s *scratch) copyOf(st sultan.State) sultan.State {
	if s.reuse {
		s.st.Board = &s.board
		st.CloneInto(&s.st)
		return s.st
	}
	b := st.Board
	st.Board = nil
	next := st.Clone()
	s.board.Cols, s.board.Rows = b.Cols, b.Rows
	s.board.Tiles = append(s.board.Tiles[:0], b.Tiles...)
	next.Board = &s.board
	return next
}

// Scratch is what the searches run one after another on one goroutine
// reuse: the search's nodes, turns and heap, and Yazid's caches (cleared:
// each search starts from nothing it did not start from before, the same
// work and the same advice). Set Options.Scratch to one a goroutine; a
// search that finds it in use (a search inside a search) takes another.
// The zero Scratch is ready to use.
type Scratch struct {
	busy       bool
	nodes      pool[node]
	turns      pool[turn]
	nodeChunks []*[64]node
	turnChunks []*[64]turn
	heap       nodeHeap
	tf         threatFinder
	solo       soloBuf // scoreOf's
	// The searcher's buffers of plans and signatures (values, expand).
	valuePlans, expandPlans []sultan.TurnPlan
	valueSigs, expandSigs   []planSig
	// sigChunks are the chunks of class values free for a search;
	// sigUsed the searcher's list of those it used.
	sigChunks, sigUsed [][]sigValue
}

// scratches holds the Scratches of the searches asked without one.
var scratches sync.Pool

// take is sc marked in use, or one from scratches when sc is nil or in
// use; fromPool says which.
func take(sc *Scratch) (_ *Scratch, fromPool bool) {
	if sc == nil || sc.busy {
		sc, fromPool = nil, true
		if x, ok := scratches.Get().(*Scratch); ok {
			sc = x
		} else {
			sc = &Scratch{}
		}
	}
	sc.busy = true
	return sc, fromPool
}

// reset makes f a new finder for rules and weights w, its caches (kept
// from the search before) cleared, but FindTargets' answers (found):
// they read the tiles that can be struck, the roll, the answers, the
// board's size and the rules alone, and cost no work (the same rules:
// kept; the board's size is checked by setTable). The rolls' answers by
// table (rolls) are cleared: which are known orders threatAbove's sum,
// and so the work a turn left early costs.
func (f *threatFinder) reset(rules sultan.Rules, w Weights) {
	keep := *f
	*f = threatFinder{rules: rules, w: w, cache: keep.cache, key: keep.key[:0], holds: keep.holds,
		found: keep.found, rolls: keep.rolls, foundCols: keep.foundCols, foundRows: keep.foundRows,
		table: keep.table, order: keep.order[:0], byHold: keep.byHold, captures: keep.captures,
		reads: keep.reads, spareRolls: keep.spareRolls, spareHeld: keep.spareHeld}
	f.table.reuse = true // a Yazid turn's table is read for its damage alone
	clear(f.cache)
	clear(f.holds)
	forget(&f.spareRolls, f.rolls)
	forget(&f.spareHeld, f.byHold)
	clear(f.reads) // read on tables numbered afresh
	if rules != keep.rules || len(f.found) > maxFound {
		f.clearFound(0, 0)
	}
}

// maxFound is the most answers of FindTargets kept from search to
// search (about 200 bytes each): a large map is slow to read, and
// most answers kept are of one search alone (a roll sent to any tile
// reads every tile).
const maxFound = 1 << 12

// clearFound forgets FindTargets' answers, for a board of cols x rows.
func (f *threatFinder) clearFound(cols, rows int) {
	clear(f.found)
	forget(&f.spareRolls, f.rolls)
	f.foundCols, f.foundRows = cols, rows
}
