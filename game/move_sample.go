package game

import (
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"math/rand/v2"
)

// ErrNoMove is returned by SampleMove on a board with no legal move.
var ErrNoMove = errors.New("game: no legal move on the board")

// SampleMove draws one legal move uniformly at random from every legal
// move on the board (reference section 11, step 1, without Magic Items),
// with rng as the only source of chance. It never lists the moves: it
// draws an outcome weighted by its exact number of moves (MoveOutcomes),
// then one of its paths weighted by the path's number of legal colour
// orders (OutcomePaths), then one of those orders uniformly. Each move
// thus has probability (outcome/total) x (path/outcome) x (1/path) =
// 1/total. The order is drawn as the outcome's tribe last and a uniform
// shuffle of the other meeples, kept when the last meeple finds its
// tribe on the last tile (held there, or dropped there earlier): a
// uniform shuffle conditioned on that event is uniform over the legal
// orders. An outcome with too many paths to list (a tall stack) is drawn
// by sampleWalk, uniform over its moves too.
func (b *Board) SampleMove(rng *rand.Rand) (Move, error) {
	outs, err := b.MoveOutcomes()
	if err != nil {
		return Move{}, err
	}
	weights := make([]MoveCount, len(outs))
	for i, o := range outs {
		weights[i] = o.Moves
	}
	i, ok := pickWeighted(rng, weights)
	if !ok {
		return Move{}, ErrNoMove
	}
	return b.SampleOutcome(rng, outs[i])
}

// SampleOutcome draws one legal move of the outcome o (from MoveOutcomes)
// uniformly at random from its moves: one of its paths weighted by the
// path's number of legal colour orders, then one of those orders.
func (b *Board) SampleOutcome(rng *rand.Rand, o MoveOutcome) (Move, error) {
	paths, more, err := b.OutcomePaths(o.From, o.To, o.Tribe, samplePathLimit)
	if err != nil {
		return Move{}, err
	}
	if more {
		return b.sampleWalk(rng, o)
	}
	weights := make([]MoveCount, 0, len(paths))
	for _, p := range paths {
		weights = append(weights, p.Moves)
	}
	j, ok := pickWeighted(rng, weights)
	if !ok {
		return Move{}, fmt.Errorf("game: %s to %s (%s): no path listed for a counted outcome", o.From.Short(), o.To.Short(), o.Tribe.Plural())
	}
	path := paths[j].Path
	stack := b.Tile(o.From).Meeples
	stack[o.Tribe]--
	var rest []Tribe
	for _, t := range Tribes {
		for n := 0; n < stack[t]; n++ {
			rest = append(rest, t)
		}
	}
	held := o.From != o.To && b.Tile(o.To).Meeples[o.Tribe] > 0
	m := Move{From: o.From, Drops: make([]Drop, len(path))}
	// At least one order of this path is legal, and a shuffle finds one
	// with probability at least 1/len(path): 4096 tries fail with
	// probability below 1e-7 for the longest paths.
	for try := 0; try < 4096; try++ {
		rng.Shuffle(len(rest), func(a, c int) { rest[a], rest[c] = rest[c], rest[a] })
		found := held
		for s, t := range rest {
			m.Drops[s] = Drop{To: path[s], Tribe: t}
			found = found || (path[s] == o.To && t == o.Tribe)
		}
		if !found {
			continue
		}
		m.Drops[len(path)-1] = Drop{To: o.To, Tribe: o.Tribe}
		if err := b.CheckMove(m); err != nil {
			return Move{}, fmt.Errorf("game: a sampled move is not legal: %w", err)
		}
		return m, nil
	}
	return Move{}, fmt.Errorf("game: %s to %s (%s): no legal order of its meeples found", o.From.Short(), o.To.Short(), o.Tribe.Plural())
}

// samplePathLimit bounds the paths SampleMove lists for an outcome; an
// outcome with more (a tall stack) is drawn by sampleWalk instead.
const samplePathLimit = 2048

// sampleWalkTries bounds sampleWalk's proposals.
const sampleWalkTries = 1 << 24

// sampleWalk draws a legal move of the outcome o uniformly, for stacks
// too tall to list its paths: it proposes a walk from o.From, each step
// uniform among the directions but straight back (every walk of the
// stack's length equally likely), and an order of the meeples with o's
// tribe last (every order equally likely), and keeps the first proposal
// that is a legal move ending on o.To. Every pair of walk and order is
// proposed with the same probability, so the move kept is uniform among
// the outcome's moves.
func (b *Board) sampleWalk(rng *rand.Rand, o MoveOutcome) (Move, error) {
	stack := b.Tile(o.From).Meeples
	k := stack.Total()
	stack[o.Tribe]--
	var rest []Tribe
	for _, t := range Tribes {
		for n := 0; n < stack[t]; n++ {
			rest = append(rest, t)
		}
	}
	m := Move{From: o.From, Drops: make([]Drop, k)}
	for try := 0; try < sampleWalkTries; try++ {
		at, back, ok := o.From, Direction(-1), true
		for s := 0; s < k && ok; s++ {
			var d Direction
			if back < 0 {
				d = Direction(rng.IntN(NumDirections))
			} else {
				d = Direction(rng.IntN(NumDirections - 1))
				if d >= back {
					d++
				}
			}
			at = d.From(at)
			back = d.Opposite()
			ok = b.Contains(at) && !b.Tile(at).Type.Forbidden()
			m.Drops[s].To = at
		}
		if !ok || at != o.To {
			continue
		}
		rng.Shuffle(len(rest), func(a, c int) { rest[a], rest[c] = rest[c], rest[a] })
		for s, t := range rest {
			m.Drops[s].Tribe = t
		}
		m.Drops[k-1].Tribe = o.Tribe
		if b.CheckMove(m) == nil {
			return m, nil
		}
	}
	return Move{}, fmt.Errorf("game: %s to %s (%s): no legal move found in %d tries", o.From.Short(), o.To.Short(), o.Tribe.Plural(), sampleWalkTries)
}

// pickWeighted draws an index with probability weight/sum; ok is false
// when every weight is 0.
func pickWeighted(rng *rand.Rand, weights []MoveCount) (int, bool) {
	var total MoveCount
	for _, w := range weights {
		total = total.Add(w)
	}
	if total.IsZero() {
		return 0, false
	}
	if t, ok := total.Uint64(); ok {
		r := rng.Uint64N(t)
		for i, w := range weights {
			n, _ := w.Uint64()
			if r < n {
				return i, true
			}
			r -= n
		}
		return 0, false
	}
	r := randBelow(rng, total.Big())
	for i, w := range weights {
		n := w.Big()
		if r.Cmp(n) < 0 {
			return i, true
		}
		r.Sub(r, n)
	}
	return 0, false
}

// randBelow draws uniformly from 0..n-1 (n > 0): random bits of n's
// length, drawn again when they are n or more.
func randBelow(rng *rand.Rand, n *big.Int) *big.Int {
	length := n.BitLen()
	words := make([]big.Word, (length+bits.UintSize-1)/bits.UintSize)
	r := new(big.Int)
	for {
		for i := range words {
			words[i] = big.Word(rng.Uint64())
		}
		if extra := len(words)*bits.UintSize - length; extra > 0 {
			words[len(words)-1] >>= uint(extra)
		}
		r.SetBits(words)
		if r.Cmp(n) < 0 {
			return r
		}
	}
}
