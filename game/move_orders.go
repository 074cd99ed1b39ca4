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
	o, ok := b.pathOrders(from, path, t, typed)
	switch {
	case !ok:
		return MoveCount{}
	case o.typedAll:
		return NewMoveCount(1)
	}
	all := multinomial(o.rest)
	if o.held {
		return all
	}
	// Without t on the last tile, one of the free drops onto it must be t.
	others := o.rest
	others[t] = 0
	none := binomial(o.free-o.onTo, o.rest[t]).Mul(multinomial(others))
	return all.sub(none)
}

// PathAdmits reports whether PathOrders is not 0, without counting: all
// the orders, C(free, r) x the others' orders with r = rest[t], or those
// less the C(free - onTo, r) x the others' that drop no t on the last
// tile, which are fewer just when r >= 1 and onTo >= 1.
func (b *Board) PathAdmits(from Place, path []Place, t Tribe, typed []Tribe) bool {
	o, ok := b.pathOrders(from, path, t, typed)
	return ok && (o.typedAll || o.held || o.rest[t] >= 1 && o.onTo >= 1)
}

// pathOrdering is what the orders of a path that begin with the colours
// typed depend on.
type pathOrdering struct {
	typedAll bool    // every colour typed: one order
	rest     Meeples // the meeples left to drop, the last one taken out
	held     bool    // the last tile holds a t when the last meeple lands
	free     int     // the drops left before the last
	onTo     int     // of which onto the last tile
}

// pathOrders is what PathOrders counts from; ok is false when no order
// is legal.
func (b *Board) pathOrders(from Place, path []Place, t Tribe, typed []Tribe) (pathOrdering, bool) {
	if !b.Contains(from) || !t.valid() || len(path) == 0 {
		return pathOrdering{}, false
	}
	rest := b.Tile(from).Meeples
	k := rest.Total()
	if len(path) != k || len(typed) > k {
		return pathOrdering{}, false
	}
	for _, c := range typed {
		if !c.valid() || rest[c] == 0 {
			return pathOrdering{}, false
		}
		rest[c]--
	}
	to := path[k-1]
	if !b.Contains(to) {
		return pathOrdering{}, false
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
		return pathOrdering{typedAll: true}, typed[k-1] == t && held
	}
	if rest[t] == 0 {
		return pathOrdering{}, false
	}
	rest[t]-- // the last drop
	o := pathOrdering{rest: rest, held: held, free: k - 1 - j}
	for i := j; i < k-1; i++ {
		if path[i] == to {
			o.onTo++
		}
	}
	return o, true
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
