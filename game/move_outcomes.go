package game

import (
	"fmt"
	"math/big"
	"math/bits"
)

// MoveOutcome is a (start tile, last tile, tribe of the last meeple) that
// legal moves reach, with the exact number of legal moves reaching it
// (docs/formats.md section 7).
type MoveOutcome struct {
	From, To Place
	Tribe    Tribe
	Moves    MoveCount
}

// MoveOutcomes lists every outcome of the legal moves on the board (reference
// section 11, step 1, without Magic Items), sorted by start tile, then last
// tile (each row-major from row 1, column 1), then tribe in the order
// Y W G B R P; the moves are counted, not listed. A stack taller than
// MaxMoveDrops (more meeples than the boxes hold) is an error.
func (b *Board) MoveOutcomes() ([]MoveOutcome, error) {
	// eachOutcome runs through the last tiles in order and the tribes in
	// order: kept apart by start tile, the outcomes come sorted.
	byStart := make([][]MoveOutcome, len(b.Tiles))
	n := 0
	err := b.eachOutcome(func(o MoveOutcome) {
		i := b.index(o.From)
		byStart[i] = append(byStart[i], o)
		n++
	})
	if err != nil {
		return nil, err
	}
	out := make([]MoveOutcome, 0, n)
	for _, os := range byStart {
		out = append(out, os...)
	}
	return out, nil
}

// CountMoves is the exact number of legal moves on the board; a stack
// taller than MaxMoveDrops is an error.
func (b *Board) CountMoves() (MoveCount, error) {
	var n MoveCount
	err := b.eachOutcome(func(o MoveOutcome) { n = n.Add(o.Moves) })
	return n, err
}

// moveStacks lists the tiles a move can start from, row-major, and the
// tallest stack; a stack taller than MaxMoveDrops or a negative count of
// meeples is an error.
func (b *Board) moveStacks() ([]startStack, int, error) {
	var starts []startStack
	maxK := 0
	for i, t := range b.Tiles {
		if t.Type.Forbidden() || t.Meeples.Empty() {
			continue
		}
		p := Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		for _, c := range Tribes {
			if t.Meeples[c] < 0 {
				return nil, 0, fmt.Errorf("game: %s holds %d %s", p.Short(), t.Meeples[c], c.Plural())
			}
		}
		if k := t.Meeples.Total(); k > MaxMoveDrops {
			return nil, 0, fmt.Errorf("game: %s holds %d meeples; moves are counted for stacks of at most %d", p.Short(), k, MaxMoveDrops)
		}
		starts = append(starts, newStartStack(i, t.Meeples))
		maxK = max(maxK, t.Meeples.Total())
	}
	return starts, maxK, nil
}

// How the moves are counted.
//
// A move from start s with k meeples M is a walk s = p0, p1 .. pk and a
// sequence of tribes c1 .. ck, an order of M. The walk's rules (next,
// never straight back, no Chasm or Lake, no Mountain) do not depend on the
// tribes, and the last-meeple rule depends on the walk only through its
// last tile f = pk and v, the number of earlier steps i < k with pi = f:
// ck = c must be on f, either from the start of the move (f != s and f
// holds a c; s was emptied) or dropped there earlier, on one of those v
// steps. So a walk admits, of the orders of M that end with c,
//
//	all of them, N(c) = (k-1)! / ((m_c-1)! prod_{d != c} m_d!), when f holds a c;
//	else those with a c on one of the v steps: N(c) - H(c, v), where
//	H(c, v) = C(k-1-v, m_c-1) (k-m_c)! / prod_{d != c} m_d!
//
// counts the orders with the other m_c-1 c's all off those v steps
// (choose their places among the k-1-v others, then order the rest). With
// W(s, f, v) the number of walks from s ending on f with v earlier visits,
// the outcome (s, f, c) has sum_v W(s, f, v) x (N(c) or N(c) - H(c, v))
// moves. W comes from a walk counting run backwards from each f: a walk
// read backwards follows the same rules (the edges and the no-reversal
// rule are symmetric), starts on f, and v counts its returns to f before
// its last step, which one counter tracks; it ends on s after k steps.
// The cost is O(tiles x 5 states x 4 directions x K^2) per last tile for
// the tallest stack K, whatever the number of moves.

// moveGraph is the board as a meeple sees it: for each tile and direction,
// the tile a step reaches, or -1.
type moveGraph struct {
	n    int
	next []int32 // tile*4 + direction
}

// arrivalNone is the arrival direction of a walk's first tile.
const arrivalNone = NumDirections

func newMoveGraph(b *Board) moveGraph {
	n := b.Cols * b.Rows
	if b.Cols <= 0 || b.Rows <= 0 || len(b.Tiles) != n {
		return moveGraph{}
	}
	g := moveGraph{n: n, next: make([]int32, 4*n)}
	for i, p := range b.Places() {
		for _, d := range Directions {
			q := d.From(p)
			g.next[4*i+int(d)] = -1
			if b.Contains(q) && !b.Tile(q).Type.Forbidden() && !b.MountainBetween(p, d) {
				g.next[4*i+int(d)] = int32(b.index(q))
			}
		}
	}
	return g
}

// step returns the tile one step from tile t in direction d for a walk
// that arrived on t in direction a (arrivalNone: it starts there), or -1:
// never straight back, whether the walk runs forwards or backwards.
func (g *moveGraph) step(t, a int, d Direction) int {
	if a != arrivalNone && int(d) == int(Direction(a).Opposite()) {
		return -1
	}
	return int(g.next[4*t+int(d)])
}

// startStack is what the orders of one start tile's meeples give: N(c)
// and N(c) - H(c, v) for each tribe c of the stack.
type startStack struct {
	tile    int
	k       int
	meeples Meeples
	all     [NumTribes]MoveCount   // N(c)
	absent  [NumTribes][]MoveCount // N(c) - H(c, v), v = 0 .. k-1
}

func newStartStack(tile int, m Meeples) startStack {
	s := startStack{tile: tile, k: m.Total(), meeples: m}
	for _, c := range Tribes {
		if m[c] == 0 {
			continue
		}
		less := m
		less[c]--
		s.all[c] = multinomial(less)
		less[c] = 0
		rest := multinomial(less)
		s.absent[c] = make([]MoveCount, s.k)
		for v := range s.k {
			s.absent[c][v] = s.all[c].sub(binomial(s.k-1-v, m[c]-1).Mul(rest))
		}
	}
	return s
}

// eachOutcome calls fn for every outcome with at least one legal move: by
// last tile in row-major order, and for one start and last tile by tribe
// in the order Y W G B R P.
func (b *Board) eachOutcome(fn func(MoveOutcome)) error {
	g := newMoveGraph(b)
	if g.n == 0 {
		return nil
	}
	starts, maxK, err := b.moveStacks()
	if err != nil || maxK == 0 {
		return err
	}
	bySize := make([][]int, maxK+1) // stack size: indices into starts
	for i, s := range starts {
		bySize[s.k] = append(bySize[s.k], i)
	}
	w := newWalkCounter(&g, maxK)
	walks := make([]MoveCount, maxK)
	places := b.Places()
	for f := range g.n {
		if b.Tiles[f].Type.Forbidden() {
			continue
		}
		held := b.Tiles[f].Meeples
		w.run(f, func(k int) {
			for _, si := range bySize[k] {
				s := &starts[si]
				total := w.walks(s.tile, k, walks)
				if total.IsZero() {
					continue
				}
				for _, c := range Tribes {
					if s.meeples[c] == 0 {
						continue
					}
					var n MoveCount
					if s.tile != f && held[c] > 0 {
						n = s.all[c].Mul(total)
					} else {
						for v, wv := range walks[:k] {
							if !wv.IsZero() {
								n = n.Add(wv.Mul(s.absent[c][v]))
							}
						}
					}
					if !n.IsZero() {
						fn(MoveOutcome{From: places[s.tile], To: places[f], Tribe: c, Moves: n})
					}
				}
			}
		})
	}
	return nil
}

// walkCounter counts walks backwards from one last tile f: after step i,
// count[((t*5 + a)*K + v)*L ..][:L] holds, in L 64-bit words (least
// significant first), the walks of i steps from f that end on t, arriving
// in direction a, having returned to f v times before their last step.
// Only the states some walk reaches are visited, and only the v some walk
// reaches (returns to f are at least 4 steps apart on a grid, so at most
// a quarter of the steps).
//
// A walk leaves in at most 4 directions and then never goes straight
// back: there are at most 4 x 3^(i-1) walks of i steps, so words[i] words
// hold every count after step i with no carry out of the last (and the
// counts of a stack of at most 40 fit one word, added as plain integers).
type walkCounter struct {
	g               *moveGraph
	maxK            int
	words           []int // words[i]: the words that hold any count after step i
	count, nxt      []uint64
	active, next    []int32 // the states (t*5 + a) reached after this step, the next
	stateAt, tileAt []int32 // the step after which a state, a tile was last reached
	vs              int     // after the last step, v runs 0 .. vs-1
}

func newWalkCounter(g *moveGraph, maxK int) *walkCounter {
	states := g.n * (NumDirections + 1)
	w := &walkCounter{g: g, maxK: maxK, words: make([]int, maxK+1),
		stateAt: make([]int32, states), tileAt: make([]int32, g.n)}
	bound := big.NewInt(1) // 4 x 3^(i-1), 1 at step 0
	for i := range w.words {
		if i == 1 {
			bound.SetInt64(4)
		} else if i > 1 {
			bound.Mul(bound, big.NewInt(3))
		}
		w.words[i] = max(1, (bound.BitLen()+63)/64)
	}
	L := w.words[maxK]
	w.count, w.nxt = make([]uint64, states*maxK*L), make([]uint64, states*maxK*L)
	return w
}

// run counts the walks from f, step by step up to maxK, and calls at(i)
// after step i.
func (w *walkCounter) run(f int, at func(i int)) {
	K, L := w.maxK, w.words[w.maxK]
	for _, st := range w.active {
		clear(w.count[int(st)*K*L:][:w.vs*L])
	}
	clear(w.stateAt)
	clear(w.tileAt)
	start := f*(NumDirections+1) + arrivalNone
	w.count[start*K*L] = 1
	w.active = append(w.active[:0], int32(start))
	w.vs = 1
	for i := 0; i < K; i++ {
		vs, words := w.vs, w.words[i+1]
		returns := false // a walk is back on f after step i (i >= 1): v + 1 next
		w.next = w.next[:0]
		for _, st := range w.active {
			t, a := int(st)/(NumDirections+1), int(st)%(NumDirections+1)
			inc := 0
			if t == f && i >= 1 {
				inc, returns = 1, true
			}
			from := w.count[int(st)*K*L:][:vs*L]
			for _, d := range Directions {
				u := w.g.step(t, a, d)
				if u < 0 {
					continue
				}
				ns := u*(NumDirections+1) + int(d)
				if w.stateAt[ns] != int32(i+1) {
					w.stateAt[ns], w.tileAt[u] = int32(i+1), int32(i+1)
					w.next = append(w.next, int32(ns))
				}
				to := w.nxt[(ns*K+inc)*L:][:vs*L]
				if L == 1 {
					for v, c := range from {
						to[v] += c
					}
					continue
				}
				addStrided(to, from, L, words)
			}
		}
		for _, st := range w.active {
			clear(w.count[int(st)*K*L:][:vs*L])
		}
		if returns {
			w.vs++
		}
		w.count, w.nxt = w.nxt, w.count
		w.active, w.next = w.next, w.active
		at(i + 1)
	}
}

// addStrided adds each count of from to the one of to at the same place:
// the counts are stride words apart, and words of each are added (the
// words above are 0 in both, the sum fitting).
func addStrided(to, from []uint64, stride, words int) {
	switch words {
	case 1:
		for v := 0; v < len(from); v += stride {
			to[v] += from[v]
		}
	case 2:
		for v := 0; v+1 < len(from); v += stride {
			var c uint64
			to[v], c = bits.Add64(to[v], from[v], 0)
			to[v+1] += from[v+1] + c
		}
	case 3:
		for v := 0; v+2 < len(from); v += stride {
			var c uint64
			to[v], c = bits.Add64(to[v], from[v], 0)
			to[v+1], c = bits.Add64(to[v+1], from[v+1], c)
			to[v+2] += from[v+2] + c
		}
	default:
		for v := 0; v < len(from); v += stride {
			addWords(to[v:v+words], from[v:v+words])
		}
	}
}

// addWords adds b to a, words least significant first; the sum fits.
func addWords(a, b []uint64) {
	var carry uint64
	for j := range a {
		a[j], carry = bits.Add64(a[j], b[j], carry)
	}
}

// walks fills out[v] with the walks of k steps (the last step run) that
// end on tile s, by v (0 for every v no walk reaches), and returns their
// total.
func (w *walkCounter) walks(s, k int, out []MoveCount) MoveCount {
	var total MoveCount
	if w.tileAt[s] != int32(k) {
		return total
	}
	K, L := w.maxK, w.words[w.maxK]
	var sum [maxWalkWords]uint64
	for v := range k {
		out[v] = MoveCount{}
		if v >= w.vs {
			continue
		}
		clear(sum[:L])
		for a := range NumDirections {
			addWords(sum[:L], w.count[((s*(NumDirections+1)+a)*K+v)*L:][:L])
		}
		out[v] = wordsCount(sum[:L])
		total = total.Add(out[v])
	}
	return total
}

// maxWalkWords is the words that hold the walks of MaxMoveDrops steps:
// 4 x 3^127 < 2^204.
const maxWalkWords = 4

// wordsCount is the count held in words, least significant first.
func wordsCount(words []uint64) MoveCount {
	hi := len(words)
	for hi > 1 && words[hi-1] == 0 {
		hi--
	}
	if hi == 1 {
		return NewMoveCount(words[0])
	}
	x := new(big.Int)
	for j := hi - 1; j >= 0; j-- {
		x.Lsh(x, 64)
		x.Or(x, new(big.Int).SetUint64(words[j]))
	}
	return bigCount(x)
}
