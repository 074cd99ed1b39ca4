package advisor

import (
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
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
	var sp spreader
	return sp.placements(b, from, path, m, t, limit)
}

// spreader lists placements, its buffers reused from one call to the
// next.
type spreader struct {
	b         *game.Board
	from, to  game.Place
	path      []game.Place
	limit     int
	rest      game.Meeples
	tiles     []game.Place   // the distinct tiles of the path
	slot      []int          // each step's index among them
	counts    []game.Meeples // the meeples dropped on each so far
	drops     []game.Drop
	key       []byte // the spread: each tile's meeples, a byte a tribe
	seen      map[string]bool
	seenShort map[[shortKey]byte]bool // the keys of shortKey bytes or fewer
	lastOrder []game.Tribe            // the tribes tried on the last tile: t first
	tries     int
	stop      bool
	more      bool
	moves     []game.Move
	slab      []game.Drop // keep's chunk, shared by moves returned: only appended to
	// carpet: the moves are the Flying Carpet's (sultan.CheckCarpetMove),
	// the path's last tile any tile but the one before it.
	carpet bool
}

// placements is the function placements.
func (sp *spreader) placements(b *game.Board, from game.Place, path []game.Place, m game.Meeples, t game.Tribe, limit int) (moves []game.Move, more bool) {
	k := len(path)
	if k == 0 || m[t] == 0 {
		return nil, false
	}
	sp.b, sp.from, sp.path, sp.limit = b, from, path, limit
	sp.rest = m
	sp.rest[t]--
	sp.to = path[k-1]
	sp.tiles, sp.slot = sp.tiles[:0], sp.slot[:0]
	for _, p := range path {
		j := -1
		for x, q := range sp.tiles {
			if q == p {
				j = x
			}
		}
		if j < 0 {
			j = len(sp.tiles)
			sp.tiles = append(sp.tiles, p)
		}
		sp.slot = append(sp.slot, j)
	}
	if sp.seen == nil {
		sp.seen, sp.seenShort = map[string]bool{}, map[[shortKey]byte]bool{}
	}
	clear(sp.seen)
	clear(sp.seenShort)
	sp.counts = append(sp.counts[:0], make([]game.Meeples, len(sp.tiles))...)
	sp.drops = append(sp.drops[:0], make([]game.Drop, k)...)
	sp.drops[k-1] = game.Drop{To: sp.to, Tribe: t}
	sp.lastOrder = append(sp.lastOrder[:0], t)
	for _, c := range game.Tribes {
		if c != t {
			sp.lastOrder = append(sp.lastOrder, c)
		}
	}
	sp.tries, sp.stop, sp.more, sp.moves = 0, false, false, nil
	sp.walk(0)
	return sp.moves, sp.more
}

// shortKey is the longest spread key kept as an array (every key of one
// call has the same length: a tile of the path, a byte a tribe).
const shortKey = 32

// met reports whether the spread sp.key was met before in this call, and
// marks it met.
func (sp *spreader) met() bool {
	if len(sp.key) <= shortKey {
		var k [shortKey]byte
		copy(k[:], sp.key)
		if sp.seenShort[k] {
			return true
		}
		sp.seenShort[k] = true
		return false
	}
	if sp.seen[string(sp.key)] {
		return true
	}
	sp.seen[string(sp.key)] = true
	return false
}

// walk drops a meeple of each tribe left on step i, and on, in order.
func (sp *spreader) walk(i int) {
	if sp.stop {
		return
	}
	if i == len(sp.path)-1 {
		sp.tries++
		sp.key = sp.key[:0]
		for _, c := range sp.counts {
			for _, n := range c {
				sp.key = append(sp.key, byte(n))
			}
		}
		if !sp.met() && sp.lastHolds() {
			if sp.legal(game.Move{From: sp.from, Drops: sp.drops}) {
				if len(sp.moves) == sp.limit {
					sp.more, sp.stop = true, true
					return
				}
				sp.moves = append(sp.moves, game.Move{From: sp.from, Drops: sp.keep(sp.drops)})
			}
		}
		if sp.tries >= sp.limit*maxTriesPer {
			sp.more, sp.stop = true, true
		}
		return
	}
	order := game.Tribes[:]
	if sp.path[i] == sp.to {
		order = sp.lastOrder
	}
	for _, c := range order {
		if sp.rest[c] == 0 {
			continue
		}
		sp.rest[c]--
		sp.counts[sp.slot[i]][c]++
		sp.drops[i] = game.Drop{To: sp.path[i], Tribe: c}
		sp.walk(i + 1)
		sp.counts[sp.slot[i]][c]--
		sp.rest[c]++
		if sp.stop {
			return
		}
	}
}

// legal reports whether m is a legal move, the Flying Carpet's when
// sp.carpet.
func (sp *spreader) legal(m game.Move) bool {
	if sp.carpet {
		return sultan.CheckCarpetMove(sp.b, m) == nil
	}
	return sp.b.CheckMove(m) == nil
}

// lastHolds reports whether the last tile holds a meeple of the last
// drop's tribe when it lands: from the board (unless the move started
// there: the start was emptied) or dropped there earlier in the move.
// Without it CheckMove refuses the move (the path itself is a legal
// walk), so only the moves it passes are checked, and no refusal is
// written out.
func (sp *spreader) lastHolds() bool {
	t := sp.drops[len(sp.drops)-1].Tribe
	if sp.to != sp.from && sp.b.Tile(sp.to).Meeples[t] > 0 {
		return true
	}
	return sp.counts[sp.slot[len(sp.slot)-1]][t] > 0
}

// spreadDrops is the meeples dropped in the spreads tried that cost the
// search a step of work (docs/advice.md): a spread tried costs about 3 ns
// a meeple, a step 0.3-1 us. The spreads of stacks of up to 12 cost a few
// thousand steps at most (no board of testdata searches less for them);
// those of the 120-meeple stack millions of meeples.
const spreadDrops = 128

// work is the steps of work the last call's spreads cost: a step for
// every spreadDrops meeples dropped in the spreads tried (a tall stack's
// spreads are most of its search).
func (sp *spreader) work() int { return sp.tries * len(sp.path) / spreadDrops }

// keep copies d into sp.slab, a chunk shared by the moves listed (each
// its own part of it, capped: nothing is ever written there again), so
// that the moves cost one allocation a chunk, not one each.
func (sp *spreader) keep(d []game.Drop) []game.Drop {
	if len(sp.slab)+len(d) > cap(sp.slab) {
		sp.slab = make([]game.Drop, 0, max(slabDrops, len(d)))
	}
	i := len(sp.slab)
	sp.slab = append(sp.slab, d...)
	return sp.slab[i:len(sp.slab):len(sp.slab)]
}

// slabDrops is the size of keep's chunks.
const slabDrops = 256

// maxTriesPer bounds the orders tried for each spread wanted: orders that
// repeat a spread cost a try each.
const maxTriesPer = 64
