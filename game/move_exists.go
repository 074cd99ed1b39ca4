package game

// WalkEnds lists, in row-major order, the tiles a walk of exactly steps
// steps from the tile at from can end on, each step orthogonally next to
// the one before, never onto a forbidden tile, never straight back to the
// tile just left (reference section 11, step 1); across Mountain edges
// only when overMountains (the Flying Carpet). Zero steps end where they
// start. The walk's state is its tile and the direction it arrived from,
// so the cost is O(steps x tiles x 5 x 4), whatever the number of walks.
func (b *Board) WalkEnds(from Place, steps int, overMountains bool) []Place {
	if !b.Contains(from) || steps < 0 || len(b.Tiles) != b.Cols*b.Rows {
		return nil
	}
	if steps == 0 {
		return []Place{from}
	}
	n := len(b.Tiles)
	places := b.Places()
	next := make([]int32, 4*n)
	for i, p := range places {
		for _, d := range Directions {
			q := d.From(p)
			next[4*i+int(d)] = -1
			if b.Contains(q) && !b.Tile(q).Type.Forbidden() && (overMountains || !b.MountainBetween(p, d)) {
				next[4*i+int(d)] = int32(b.index(q))
			}
		}
	}
	const states = NumDirections + 1 // arrived from n e s w, or the start
	cur := make([]bool, n*states)
	nxt := make([]bool, n*states)
	cur[b.index(from)*states+arrivalNone] = true
	for range steps {
		clear(nxt)
		moved := false
		for s, on := range cur {
			if !on {
				continue
			}
			t, a := s/states, s%states
			for _, d := range Directions {
				if a != arrivalNone && d == Direction(a).Opposite() {
					continue // straight back
				}
				if q := next[4*t+int(d)]; q >= 0 {
					nxt[int(q)*states+int(d)], moved = true, true
				}
			}
		}
		if !moved {
			return nil
		}
		cur, nxt = nxt, cur
	}
	var out []Place
	for t := range n {
		for a := range states {
			if cur[t*states+a] {
				out = append(out, places[t])
				break
			}
		}
	}
	return out
}

// HasMove reports whether the board has a legal move (reference section
// 11, step 1, without Magic Items). Most boards show one at once: a stack
// of k meeples whose walks of k steps can end on another tile holding one
// of its colours (that colour dropped last). Only when none does, the
// moves whose last meeple lands on one dropped earlier are counted
// (CountMoves). A stack too tall to count is taken as a move.
func (b *Board) HasMove() bool {
	for _, p := range b.Places() {
		t := b.Tile(p)
		if t.Type.Forbidden() || t.Meeples.Empty() {
			continue
		}
		for _, f := range b.WalkEnds(p, t.Meeples.Total(), false) {
			if f == p {
				continue // emptied: only meeples dropped there count
			}
			for _, c := range Tribes {
				if t.Meeples[c] > 0 && b.Tile(f).Meeples[c] > 0 {
					return true
				}
			}
		}
	}
	n, err := b.CountMoves()
	return err != nil || !n.IsZero()
}
