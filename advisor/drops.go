package advisor

import (
	"github.com/naqala/naqala/game"
)

// placements lists moves along path (the tiles dropped on, the last one
// to) from from with the meeples m, the last of tribe t: one move for each
// distinct way the meeples end up spread on the path's tiles (two orders
// that leave every tile with the same meeples leave the same board), at
// most limit of them, legal by b.CheckMove. On the last tile the tribe t
// is tried first (the more taken, the more the tribe action gives). more
// says that the search stopped at limit, or after limit*maxTriesPer
// orders, before seeing every spread.
func placements(b *game.Board, from game.Place, path []game.Place, m game.Meeples, t game.Tribe, limit int) (moves []game.Move, more bool) {
	k := len(path)
	if k == 0 || m[t] == 0 {
		return nil, false
	}
	rest := m
	rest[t]--
	to := path[k-1]
	// The distinct tiles of the path, and each slot's index among them.
	var tiles []game.Place
	slot := make([]int, k)
	for i, p := range path {
		j := -1
		for x, q := range tiles {
			if q == p {
				j = x
			}
		}
		if j < 0 {
			j = len(tiles)
			tiles = append(tiles, p)
		}
		slot[i] = j
	}
	seen := map[string]bool{}
	counts := make([]game.Meeples, len(tiles))
	drops := make([]game.Drop, k)
	drops[k-1] = game.Drop{To: to, Tribe: t}
	tries := 0
	stop := false
	order := func(p game.Place) []game.Tribe {
		if p != to {
			return game.Tribes[:]
		}
		out := []game.Tribe{t}
		for _, c := range game.Tribes {
			if c != t {
				out = append(out, c)
			}
		}
		return out
	}
	key := make([]byte, 0, len(tiles)*game.NumTribes) // the spread: each tile's meeples, a byte a tribe
	var walk func(i int)
	walk = func(i int) {
		if stop {
			return
		}
		if i == k-1 {
			tries++
			key = key[:0]
			for _, c := range counts {
				for _, n := range c {
					key = append(key, byte(n))
				}
			}
			if !seen[string(key)] {
				seen[string(key)] = true
				mv := game.Move{From: from, Drops: append([]game.Drop(nil), drops...)}
				if b.CheckMove(mv) == nil {
					if len(moves) == limit {
						more, stop = true, true
						return
					}
					moves = append(moves, mv)
				}
			}
			if tries >= limit*maxTriesPer {
				more, stop = true, true
			}
			return
		}
		for _, c := range order(path[i]) {
			if rest[c] == 0 {
				continue
			}
			rest[c]--
			counts[slot[i]][c]++
			drops[i] = game.Drop{To: path[i], Tribe: c}
			walk(i + 1)
			counts[slot[i]][c]--
			rest[c]++
			if stop {
				return
			}
		}
	}
	walk(0)
	return moves, more
}

// maxTriesPer bounds the orders tried for each spread wanted: orders that
// repeat a spread cost a try each.
const maxTriesPer = 64
