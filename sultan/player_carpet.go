package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// The Flying Carpet (Artisans; the cheat sheet): used for the move, it
// lets the last meeple land on any tile but the one the meeple before it
// went to, still on a meeple of its colour, and ignores Mountains. Its
// power event is the turn's move.

// CheckCarpetMove checks a move made with the Flying Carpet on b
// (checkCarpetMove): the advice lists such moves, the engine plays them.
func CheckCarpetMove(b *game.Board, m game.Move) error { return checkCarpetMove(b, m) }

// checkCarpetMove checks a move made with the Flying Carpet on b: every
// meeple of the start tile dropped, one a step; each step but the last
// next to the one before (the first next to the start tile), never onto a
// forbidden tile, never straight back to the tile just left; the last
// anywhere but the tile of the drop before it, onto a meeple of its colour
// (earlier drops counting).
func checkCarpetMove(b *game.Board, m game.Move) error {
	if !b.Contains(m.From) {
		return fmt.Errorf("%s is off the board", m.From.Short())
	}
	left := b.Tile(m.From).Meeples
	k := left.Total()
	switch {
	case b.Tile(m.From).Type.Forbidden() || k == 0:
		return fmt.Errorf("%s holds no meeple to move", m.From.Short())
	case len(m.Drops) != k:
		return fmt.Errorf("%s holds %d meeples and the move drops %d", m.From.Short(), k, len(m.Drops))
	}
	prev, before := m.From, game.Place{}
	for i, d := range m.Drops {
		step := i + 1
		switch {
		case !b.Contains(d.To):
			return fmt.Errorf("step %d: %s is off the board", step, d.To.Short())
		case b.Tile(d.To).Type.Forbidden():
			return fmt.Errorf("step %d: %s is the %s, where no meeple goes", step, d.To.Short(), b.Tile(d.To).Type)
		case left[d.Tribe] == 0:
			return fmt.Errorf("step %d: no %s left to drop", step, d.Tribe)
		case step < k && Distance(prev, d.To) != 1:
			return fmt.Errorf("step %d: %s is not next to %s", step, d.To.Short(), prev.Short())
		case step < k && step > 1 && d.To == before:
			return fmt.Errorf("step %d: straight back to %s", step, d.To.Short())
		case step == k && k > 1 && d.To == prev:
			return fmt.Errorf("step %d: the Flying Carpet's last meeple cannot land where the one before it did (%s)", step, d.To.Short())
		}
		left[d.Tribe]--
		before, prev = prev, d.To
	}
	last := m.Drops[k-1]
	n := 0
	if last.To != m.From {
		n = b.Tile(last.To).Meeples[last.Tribe]
	}
	for _, d := range m.Drops[:k-1] {
		if d.To == last.To && d.Tribe == last.Tribe {
			n++
		}
	}
	if n == 0 {
		return fmt.Errorf("the last meeple, a %s, lands on %s with no %s", last.Tribe, last.To.Short(), last.Tribe)
	}
	return nil
}

// carpet plays the move made with the Flying Carpet.
func carpet(st *State, t *TurnProgress, u PowerUse, what string) error {
	if u.unread != nil {
		return within(what, u.unread)
	}
	m := *u.Move
	m.Drops = slices.Clone(m.Drops) // the turn kept after the power's move
	if err := checkCarpetMove(st.Board, m); err != nil {
		return within(what+": illegal move", err)
	}
	t.drop(st, m)
	return nil
}

// hasCarpetMove reports whether a move with the Flying Carpet exists on b
// (checkCarpetMove). From a stack of k meeples the first k-1 go on a walk
// (across Mountains) and the last, of a colour c of the stack, lands on a
// tile f other than the walk's end: either f holds a c and is not the
// emptied start, the walk ending elsewhere (or k = 1: no walk), or a c
// dropped earlier on the walk lies there, which needs k >= 3 and two c's
// (a c dropped on the step before the walk's end, never that end itself).
func hasCarpetMove(b *game.Board) bool {
	for _, s := range b.Places() {
		t := b.Tile(s)
		if t.Type.Forbidden() || t.Meeples.Empty() {
			continue
		}
		k := t.Meeples.Total()
		ends := b.WalkEnds(s, k-1, true)
		if len(ends) == 0 {
			continue
		}
		for _, c := range game.Tribes {
			if t.Meeples[c] == 0 {
				continue
			}
			if k >= 3 && t.Meeples[c] >= 2 {
				return true
			}
			for _, f := range b.Places() {
				if f == s || b.Tile(f).Type.Forbidden() || b.Tile(f).Meeples[c] == 0 {
					continue
				}
				if k == 1 || len(ends) > 1 || ends[0] != f {
					return true
				}
			}
		}
	}
	return false
}
