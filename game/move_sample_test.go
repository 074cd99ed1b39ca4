package game

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

// legalMoves lists every legal move of b by brute force: every path of
// every start, every order of its meeples, kept when CheckMove takes it.
func legalMoves(b *Board) []Move {
	var out []Move
	for _, from := range b.Places() {
		st := b.Tile(from)
		if st.Type.Forbidden() || st.Meeples.Empty() {
			continue
		}
		k := st.Meeples.Total()
		steps := 1
		for range k {
			steps *= NumDirections
		}
		for code := range steps {
			path := make([]Place, k)
			at := from
			for i, c := 0, code; i < k; i, c = i+1, c/NumDirections {
				at = Direction(c % NumDirections).From(at)
				path[i] = at
			}
			for _, order := range orders(st.Meeples) {
				m := Move{From: from, Drops: make([]Drop, k)}
				for i := range k {
					m.Drops[i] = Drop{To: path[i], Tribe: order[i]}
				}
				if b.CheckMove(m) == nil {
					out = append(out, m)
				}
			}
		}
	}
	return out
}

// sampleBoard is a 3x3 board whose outcomes have very different numbers
// of moves: a uniform draw over outcomes would be far from uniform over
// moves.
func sampleBoard() *Board {
	b := NewBoard(4, 3)
	for i := range b.Tiles {
		b.Tiles[i].Type = Village
	}
	set := func(col, row int, m Meeples) { b.At(Place{Col: col, Row: row}).Meeples = m }
	set(1, 1, Meeples{Vizier: 2, Elder: 2})
	set(2, 1, Meeples{Elder: 1})
	set(2, 2, Meeples{Vizier: 1, Merchant: 2})
	set(4, 3, Meeples{Elder: 2, Merchant: 1})
	set(1, 3, Meeples{Vizier: 1})
	set(3, 2, Meeples{Merchant: 1, Vizier: 1, Elder: 1})
	return b
}

// chiSquare is the statistic of the counts against a uniform draw.
func chiSquare(counts map[string]int, cells, n int) float64 {
	e := float64(n) / float64(cells)
	x := 0.0
	for _, c := range counts {
		x += (float64(c) - e) * (float64(c) - e) / e
	}
	// Cells never drawn count too.
	x += float64(cells-len(counts)) * e
	return x
}

func TestSampleMoveUniform(t *testing.T) {
	t.Parallel()
	b := sampleBoard()
	checkUniform(t, b, b.SampleMove)
}

// TestSampleWalkUniform checks the draw for tall stacks on the same
// board: the outcome by its weight, then sampleWalk.
func TestSampleWalkUniform(t *testing.T) {
	b := sampleBoard()
	outs, err := b.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	weights := make([]MoveCount, len(outs))
	for i, o := range outs {
		weights[i] = o.Moves
	}
	checkUniform(t, b, func(rng *rand.Rand) (Move, error) {
		i, _ := pickWeighted(rng, weights)
		return b.sampleWalk(rng, outs[i])
	})
}

// checkUniform draws 200 moves a legal move with draw and checks that
// each is legal and that the counts pass a chi-square test, which a draw
// uniform over outcomes fails.
func checkUniform(t *testing.T, b *Board, draw func(*rand.Rand) (Move, error)) {
	t.Helper()
	moves := legalMoves(b)
	legal := map[string]bool{}
	for _, m := range moves {
		legal[m.String()] = true
	}
	cells := len(moves)
	if cells < 50 {
		t.Fatalf("the test board has %d moves, too few to test a draw", cells)
	}
	n := cells * 200
	rng := rand.New(rand.NewPCG(1, 2))
	counts := map[string]int{}
	for range n {
		m, err := draw(rng)
		if err != nil {
			t.Fatal(err)
		}
		if !legal[m.String()] {
			t.Fatalf("drew %s, not among the %d legal moves", m, cells)
		}
		counts[m.String()]++
	}
	if len(counts) != cells {
		t.Errorf("drew %d distinct moves of %d", len(counts), cells)
	}
	// Chi-square with cells-1 degrees of freedom: mean cells-1, standard
	// deviation sqrt(2(cells-1)); 5 deviations above is a bias.
	df := float64(cells - 1)
	limit := df + 5*math.Sqrt(2*df)
	if x := chiSquare(counts, cells, n); x > limit {
		t.Errorf("chi-square %.1f over %d moves, want at most %.1f", x, cells, limit)
	}

	// Negative twin: a draw uniform over outcomes, then over the moves of
	// the outcome, is caught by the same check.
	byOutcome := map[outcomeKey][]Move{}
	var keys []outcomeKey
	for _, m := range moves {
		k := outcomeKey{m.From, m.Last(), m.Drops[len(m.Drops)-1].Tribe}
		if byOutcome[k] == nil {
			keys = append(keys, k)
		}
		byOutcome[k] = append(byOutcome[k], m)
	}
	biased := map[string]int{}
	for range n {
		ms := byOutcome[keys[rng.IntN(len(keys))]]
		biased[ms[rng.IntN(len(ms))].String()]++
	}
	if x := chiSquare(biased, cells, n); x <= limit {
		t.Errorf("a draw uniform over outcomes passes the check (chi-square %.1f, limit %.1f)", x, limit)
	}
}

func TestSampleMoveSameSeed(t *testing.T) {
	b := DealBoard(Expansions{}, rand.New(rand.NewPCG(3, 4)))
	a, c := rand.New(rand.NewPCG(5, 6)), rand.New(rand.NewPCG(5, 6))
	for range 50 {
		m1, err1 := b.SampleMove(a)
		m2, err2 := b.SampleMove(c)
		if err1 != nil || err2 != nil || !m1.Equal(m2) {
			t.Fatalf("same seed: %s (%v) and %s (%v)", m1, err1, m2, err2)
		}
	}
}

func TestSampleMoveNone(t *testing.T) {
	b := NewBoard(3, 3)
	for i := range b.Tiles {
		b.Tiles[i].Type = Village
	}
	// One Vizier alone: it has no tile with a Vizier to land on.
	b.At(Place{Col: 2, Row: 2}).Meeples = Meeples{Vizier: 1}
	if _, err := b.SampleMove(rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrNoMove) {
		t.Errorf("got %v, want ErrNoMove", err)
	}
	// Twin: a second Vizier next to it gives a move.
	b.At(Place{Col: 2, Row: 3}).Meeples = Meeples{Vizier: 1}
	if _, err := b.SampleMove(rand.New(rand.NewPCG(1, 1))); err != nil {
		t.Errorf("got %v, want a move", err)
	}
}

// TestSampleMoveTallStack draws on a stack whose moves do not fit in 64
// bits, through the big-number draw.
func TestSampleMoveTallStack(t *testing.T) {
	b := DealBoard(Expansions{Artisans: true, Whims: true}, rand.New(rand.NewPCG(3, 4)))
	p := Place{Col: 3, Row: 4}
	for b.Tile(p).Type.Forbidden() {
		p.Col++
	}
	b.At(p).Meeples = Meeples{Vizier: 5, Elder: 5, Merchant: 5, Builder: 5, Assassin: 5, Artisan: 5}
	n, err := b.CountMoves()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := n.Uint64(); ok {
		t.Skipf("%s moves fit in 64 bits", n)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	for range 3 {
		if _, err := b.SampleMove(rng); err != nil {
			t.Fatal(err)
		}
	}
}
