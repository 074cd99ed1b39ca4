package sultan

import (
	"slices"

	"github.com/naqala/naqala/game"
)

// Strikes are the next roll's 36 rolls read on a board as the odds read
// the dice (ComputeOdds): for each, the tiles it names and its
// redirect's candidates with how many it picks. They read only which
// tiles hold meeples: meeples moved between such tiles strike the same.
type Strikes struct {
	shapes [Rolls]shape
	s      shaper // its lists, reused by Read
}

// NewStrikes reads the 36 rolls on b.
func NewStrikes(b *game.Board, rules Rules) *Strikes {
	var st Strikes
	st.Read(b, rules)
	return &st
}

// Read reads the 36 rolls on b again, reusing st's lists: what st read
// before is gone.
func (st *Strikes) Read(b *game.Board, rules Rules) {
	s := &st.s
	s.b, s.rules = b, rules
	if len(s.column) != b.Cols {
		s.column, s.outsides = make([][]game.Place, b.Cols), make([][]game.Place, b.Cols)
	}
	for i := range s.column {
		s.column[i] = s.column[i][:0]
	}
	s.all = s.all[:0]
	for i, t := range b.Tiles {
		if hasMeeples(t) {
			p := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
			s.all = append(s.all, p)
			s.column[p.Col-1] = append(s.column[p.Col-1], p)
		}
	}
	for w := 1; w <= 6; w++ {
		for k := 1; k <= 6; k++ {
			st.shapes[(w-1)*6+k-1] = s.shape(Roll{White: w, Black: k})
		}
	}
}

// Sum is f summed over what each of the 36 rolls strikes: the tiles it
// names, and of its redirect's candidates its picks, the smallest values
// of f when the player chooses best (the largest else). Divided by Rolls
// it is what the roll is expected to strike, tile by tile: a quick
// reckoning of a board, not Yazid's turn played (what a strike takes
// does not change the roll's other targets here).
func (st *Strikes) Sum(f func(game.Place) int, how Reckoning) int {
	sum := 0
	for i := range st.shapes {
		sh := &st.shapes[i]
		for _, p := range sh.forced {
			sum += f(p)
		}
		// The picks (1 or 2) among the candidates: the best (or worst)
		// two kept.
		first, second, n := 0, 0, 0
		for _, p := range sh.cands {
			v := f(p)
			if how == PlayerChoosesWorst {
				v = -v
			}
			switch {
			case n == 0 || v < first:
				first, second = v, first
			case n == 1 || v < second:
				second = v
			}
			n++
		}
		picked := first
		if sh.picks >= 2 && n >= 2 {
			picked += second
		}
		if sh.picks == 0 || n == 0 {
			picked = 0
		}
		if how == PlayerChoosesWorst {
			picked = -picked
		}
		sum += picked
	}
	return sum
}

// StrikeSum is NewStrikes(b, rules).Sum(f, how).
func StrikeSum(b *game.Board, rules Rules, f func(game.Place) int, how Reckoning) int {
	return NewStrikes(b, rules).Sum(f, how)
}

// Hits counts, for each tile of the board read (row-major, cols
// columns), the rolls that can strike it: those that name it, and those
// whose redirect has it among the candidates (ComputeOdds' Forced and
// Choice added). It reuses hits.
func (st *Strikes) Hits(hits []int) []int {
	b := st.s.b
	hits = append(hits[:0], make([]int, len(b.Tiles))...)
	for i := range st.shapes {
		sh := &st.shapes[i]
		for _, p := range sh.forced {
			hits[(p.Row-1)*b.Cols+p.Col-1]++
		}
		if sh.picks == 0 {
			continue
		}
		for _, p := range sh.cands {
			hits[(p.Row-1)*b.Cols+p.Col-1]++
		}
	}
	return hits
}

// Reaches reports whether roll r, read on the board, can strike tile p:
// it names p, or p is among the candidates of its redirect (Hits counts
// these rolls). What a roll that does not reach p takes does not change
// with p's meeples, as long as p holds some.
func (st *Strikes) Reaches(r Roll, p game.Place) bool {
	sh := &st.shapes[(r.White-1)*6+r.Black-1]
	return slices.Contains(sh.forced, p) || sh.picks > 0 && slices.Contains(sh.cands, p)
}
