package game

import "fmt"

// MoveEnd is a (start tile, last tile, tribe of the last meeple) that some
// legal move reaches: a MoveOutcome without its number of moves.
type MoveEnd struct {
	From, To Place
	Tribe    Tribe
}

// MoveEnds lists the outcomes of the legal moves from the tile from, in
// the order of MoveOutcomes (last tile row-major, then tribe Y W G B R P),
// without counting their moves: what the move entry asks, quick for any
// stack (a stack of 120 takes tens of milliseconds to count, a few to
// list). A stack taller than MaxMoveDrops is an error; an empty or
// forbidden start has none.
//
// By the count of MoveOutcomes (move_outcomes.go), the outcome (s, f, c)
// has moves exactly when a walk from s ends on f and either f is not s
// and holds a c, or the walk stepped on f before its last step (v >= 1)
// and the stack holds a second c to drop there (N(c) - H(c, v) > 0 just
// when v >= 1 and m_c >= 2). So a walk counting back from each f need
// only know whether it has returned to f: two bits a state, not a count
// by v.
func (b *Board) MoveEnds(from Place) ([]MoveEnd, error) {
	if !b.Contains(from) {
		return nil, fmt.Errorf("game: %s is not on the board", from.Short())
	}
	t := b.Tile(from)
	for _, c := range Tribes {
		if t.Meeples[c] < 0 {
			return nil, fmt.Errorf("game: %s holds %d %s", from.Short(), t.Meeples[c], c.Plural())
		}
	}
	k := t.Meeples.Total()
	if k > MaxMoveDrops {
		return nil, fmt.Errorf("game: %s holds %d meeples; moves are counted for stacks of at most %d", from.Short(), k, MaxMoveDrops)
	}
	g := newMoveGraph(b)
	if g.n == 0 || k == 0 || t.Type.Forbidden() {
		return nil, nil
	}
	s := b.index(from)
	const S = NumDirections + 1
	// reached[st]: bit 0 a walk that has not returned to f reaches state
	// st (tile*S + arrival), bit 1 one that has.
	reached, next := make([]uint8, g.n*S), make([]uint8, g.n*S)
	var active, nextActive []int32
	var out []MoveEnd
	for f := range g.n {
		if b.Tiles[f].Type.Forbidden() {
			continue
		}
		for _, st := range active {
			reached[st] = 0
		}
		start := f*S + arrivalNone
		reached[start] = 1
		active = append(active[:0], int32(start))
		for i := 0; i < k && len(active) > 0; i++ {
			nextActive = nextActive[:0]
			for _, st := range active {
				tile, a := int(st)/S, int(st)%S
				bits := reached[st]
				if tile == f && i >= 1 {
					bits = 2 // back on f before the last step
				}
				for _, d := range Directions {
					u := g.step(tile, a, d)
					if u < 0 {
						continue
					}
					ns := u*S + int(d)
					if next[ns] == 0 {
						nextActive = append(nextActive, int32(ns))
					}
					next[ns] |= bits
				}
			}
			for _, st := range active {
				reached[st] = 0
			}
			reached, next = next, reached
			active, nextActive = nextActive, active
		}
		var at uint8 // the walks of k steps ending on s, any arrival
		for a := range NumDirections {
			at |= reached[s*S+a]
		}
		if at == 0 {
			continue
		}
		for _, c := range Tribes {
			m := t.Meeples[c]
			if m > 0 && (s != f && b.Tiles[f].Meeples[c] > 0 || at&2 != 0 && m >= 2) {
				out = append(out, MoveEnd{From: from, To: Place{Col: f%b.Cols + 1, Row: f/b.Cols + 1}, Tribe: c})
			}
		}
	}
	return out, nil
}
