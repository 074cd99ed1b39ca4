package game

import "fmt"

// OutcomePath is one path of an outcome: the tiles dropped on, in order
// (the start tile not included), and how many orders of the meeples along
// it are legal moves ending with the outcome's tribe.
type OutcomePath struct {
	Path  []Place
	Moves MoveCount
}

// OutcomePaths lists the paths of the legal moves from from whose last
// meeple, of tribe t, lands on to: at most limit of them (limit <= 0: no
// limit), in the order of their steps' directions n e s w; more says that
// there are others. Each path listed has at least one legal order, and a
// path is not searched unless it leads to one, so the work is in
// proportion to the paths listed.
func (b *Board) OutcomePaths(from, to Place, t Tribe, limit int) (paths []OutcomePath, more bool, err error) {
	return b.PathFinder().OutcomePaths(from, to, t, limit)
}

// shortWalk is the tallest stack whose walks OutcomePaths tries without
// pruning them first.
const shortWalk = 3

// maxPathsChunk bounds how many paths OutcomePaths copies into one chunk
// (the chunks double from 4).
const maxPathsChunk = 64

// PathFinder lists the paths of outcomes on one board, keeping what every
// outcome shares (the board as a meeple sees it, and the walks back from
// each last tile): for many outcomes of a board that does not change in
// the meantime.
type PathFinder struct {
	b      *Board
	g      moveGraph
	places []Place
	// reach holds the walks back from a last tile, by last tile and
	// stack height (see OutcomePaths).
	reach map[[2]int][][]bool
	// stacks holds the start stacks met, by tile index.
	stacks []*startStack
}

// startStack is the orders of the meeples on tile i.
func (pf *PathFinder) startStack(i int) *startStack {
	if pf.stacks == nil {
		pf.stacks = make([]*startStack, len(pf.b.Tiles))
	}
	if pf.stacks[i] == nil {
		st := newStartStack(i, pf.b.Tiles[i].Meeples)
		pf.stacks[i] = &st
	}
	return pf.stacks[i]
}

// PathFinder returns a PathFinder of b, valid as long as b is not changed.
func (b *Board) PathFinder() *PathFinder {
	return &PathFinder{b: b, g: newMoveGraph(b), places: b.Places()}
}

// OutcomePaths is Board.OutcomePaths on the finder's board.
func (pf *PathFinder) OutcomePaths(from, to Place, t Tribe, limit int) (paths []OutcomePath, more bool, err error) {
	b := pf.b
	if !b.Contains(from) || !b.Contains(to) {
		return nil, false, fmt.Errorf("game: %s or %s is not on the board", from.Short(), to.Short())
	}
	st := b.Tile(from)
	if st.Type.Forbidden() || st.Meeples.Empty() || !t.valid() || st.Meeples[t] == 0 {
		return nil, false, nil
	}
	if k := st.Meeples.Total(); k > MaxMoveDrops || k < 0 {
		return nil, false, fmt.Errorf("game: %s holds %d meeples; moves are listed for stacks of at most %d", from.Short(), k, MaxMoveDrops)
	}
	g := &pf.g
	if g.n == 0 || b.Tile(to).Type.Forbidden() {
		return nil, false, nil
	}
	s := pf.startStack(b.index(from))
	k, f := s.k, b.index(to)
	held := from != to && b.Tile(to).Meeples[t] > 0
	// admits says whether a walk with v earlier steps on to admits an
	// order: with t held there, any; else one with a t on one of those
	// steps, so v >= 1 and a second t in the stack.
	admits := func(v int) bool { return held || v >= 1 && st.Meeples[t] >= 2 }
	moves := func(v int) MoveCount {
		if held {
			return s.all[t]
		}
		return s.absent[t][v]
	}
	const states = NumDirections + 1
	// The walks back from to (reachBack) prune the search; a stack of at
	// most shortWalk has at most 4 x 3 x 3 walks, tried whole.
	var reach [][]bool
	if k > shortWalk {
		reach = pf.reachBack(f, k)
	}
	// canFinish says whether a walk standing on tile after step i, having
	// arrived in direction a with v steps on to so far, can end legally.
	canFinish := func(tile, a, i, v int) bool {
		r := k - i
		if r == 0 {
			return tile == f && admits(v)
		}
		if reach == nil {
			return true
		}
		for d := 0; d < NumDirections; d++ {
			if d == a && a != arrivalNone {
				continue // its next step would go straight back
			}
			for w := 0; w < 2; w++ {
				if reach[r][(tile*states+d)*2+w] && admits(v+w) {
					return true
				}
			}
		}
		return false
	}
	places := pf.places
	path := make([]Place, 0, k)
	var slab []Place // the paths' chunk, of chunk paths
	chunk := 2
	var walk func(tile, a, v int) bool
	walk = func(tile, a, v int) bool {
		i := len(path)
		if i == k {
			if limit > 0 && len(paths) == limit {
				more = true
				return false
			}
			// Each path its own capped part of a chunk: one allocation
			// a chunk, not one a path.
			if len(slab)+k > cap(slab) {
				chunk = min(2*chunk, maxPathsChunk)
				slab = make([]Place, 0, chunk*k)
			}
			j := len(slab)
			slab = append(slab, path...)
			paths = append(paths, OutcomePath{Path: slab[j:len(slab):len(slab)], Moves: moves(v)})
			return true
		}
		for _, d := range Directions {
			u := g.step(tile, a, d)
			if u < 0 {
				continue
			}
			v2 := v
			if u == f && i+1 < k {
				v2++
			}
			if !canFinish(u, int(d), i+1, v2) {
				continue
			}
			path = append(path, places[u])
			ok := walk(u, int(d), v2)
			path = path[:i]
			if !ok {
				return false
			}
		}
		return true
	}
	if canFinish(s.tile, arrivalNone, 0, 0) {
		walk(s.tile, arrivalNone, 0)
	}
	return paths, more, nil
}

// reachBack is the walks of up to k steps back from tile f:
// reach[r][(tile*5 + a)*2 + w], a walk of r steps backwards from f ends
// on tile, arriving in direction a, having returned to f w = 0 or at
// least 1 times before its last step. Read forwards: a walk of r steps
// from tile, leaving in the direction opposite a, ends on f with w visits
// to it on the way.
func (pf *PathFinder) reachBack(f, k int) [][]bool {
	if r, ok := pf.reach[[2]int{f, k}]; ok {
		return r
	}
	g := &pf.g
	const states = NumDirections + 1
	reach := make([][]bool, k+1)
	reach[0] = make([]bool, g.n*states*2)
	reach[0][(f*states+arrivalNone)*2] = true
	for r := 0; r < k; r++ {
		reach[r+1] = make([]bool, g.n*states*2)
		for tile := range g.n {
			for a := 0; a < states; a++ {
				for w := 0; w < 2; w++ {
					if !reach[r][(tile*states+a)*2+w] {
						continue
					}
					w2 := w
					if tile == f && r >= 1 {
						w2 = 1
					}
					for _, d := range Directions {
						if u := g.step(tile, a, d); u >= 0 {
							reach[r+1][(u*states+int(d))*2+w2] = true
						}
					}
				}
			}
		}
	}
	if pf.reach == nil {
		pf.reach = map[[2]int][][]bool{}
	}
	pf.reach[[2]int{f, k}] = reach
	return reach
}
