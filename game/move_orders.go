package game

// The colour orders of one path: once the player has said where a move
// went, the colours dropped on the way are what is left to say. These
// count and complete them, so that a UI filters as the colours are typed.

// PathOrders counts the colour orders of the meeples of from that, dropped
// along path (the tiles dropped on, in order), make a legal move whose
// last meeple is of tribe t, among the orders that begin with typed. The
// path's steps are not checked (OutcomePaths lists legal paths); a path
// of another length than the stack, or typed colours the stack does not
// hold, count 0.
func (b *Board) PathOrders(from Place, path []Place, t Tribe, typed []Tribe) MoveCount {
	if !b.Contains(from) || !t.valid() || len(path) == 0 {
		return MoveCount{}
	}
	rest := b.Tile(from).Meeples
	k := rest.Total()
	if len(path) != k || len(typed) > k {
		return MoveCount{}
	}
	for _, c := range typed {
		if !c.valid() || rest[c] == 0 {
			return MoveCount{}
		}
		rest[c]--
	}
	to := path[k-1]
	if !b.Contains(to) {
		return MoveCount{}
	}
	// Reference 11 step 1: the last meeple lands where its tribe is; the
	// meeples dropped there earlier count, the start tile's own do not.
	held := from != to && b.Tile(to).Meeples[t] > 0
	for i, c := range typed {
		if i < k-1 && c == t && path[i] == to {
			held = true
		}
	}
	j := len(typed)
	if j == k {
		if typed[k-1] == t && held {
			return NewMoveCount(1)
		}
		return MoveCount{}
	}
	if rest[t] == 0 {
		return MoveCount{}
	}
	rest[t]-- // the last drop
	all := multinomial(rest)
	if held {
		return all
	}
	// Without t on the last tile, one of the free drops onto it must be t.
	free, onTo := k-1-j, 0
	for i := j; i < k-1; i++ {
		if path[i] == to {
			onTo++
		}
	}
	others := rest
	others[t] = 0
	none := binomial(free-onTo, rest[t]).Mul(multinomial(others))
	return all.sub(none)
}

// CompleteOrder returns the colours of the one legal order along path
// that begins with typed, when exactly one remains.
func (b *Board) CompleteOrder(from Place, path []Place, t Tribe, typed []Tribe) ([]Tribe, bool) {
	if b.PathOrders(from, path, t, typed).Cmp(NewMoveCount(1)) != 0 {
		return nil, false
	}
	out := append([]Tribe(nil), typed...)
	for len(out) < len(path) {
		found := false
		for _, c := range Tribes {
			if !b.PathOrders(from, path, t, append(out, c)).IsZero() {
				out = append(out, c)
				found = true
				break
			}
		}
		if !found {
			return nil, false
		}
	}
	return out, true
}

// PathMove is the move of from along path dropping colours in order.
func PathMove(from Place, path []Place, colours []Tribe) Move {
	m := Move{From: from, Drops: make([]Drop, 0, len(path))}
	for i, p := range path {
		if i < len(colours) {
			m.Drops = append(m.Drops, Drop{To: p, Tribe: colours[i]})
		}
	}
	return m
}
