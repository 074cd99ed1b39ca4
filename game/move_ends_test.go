package game

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestMoveEndsAreTheOutcomes: for every start tile, MoveEnds lists just
// the outcomes MoveOutcomes counts moves for, in its order, on random
// boards (the Chasm, the Lake, Mountains, stacks up to 40 of one to six
// tribes), the 120-meeple stack and the setup board. Its twins are the
// outcomes with no move it must leave out: a start whose tribe occurs
// once and ends only where it began (its own meeples do not count), and
// an empty or forbidden start.
func TestMoveEndsAreTheOutcomes(t *testing.T) {
	t.Parallel()
	boards := []*Board{mustBoard(t, setupBoard), mustBoard(t, stack120Board), mustBoard(t, stackBoard),
		mustBoard(t, "V[YYYY] V\nV V"), mustBoard(t, "V[YYYB] V[B]\nV[W] V"), mustBoard(t, "V[YW] CH V[Y]\nW[BB]^e V[W] GL")}
	r := rand.New(rand.NewPCG(30, 31))
	for i := range 40 {
		size := [][2]int{{2, 2}, {3, 3}, {4, 3}, {6, 5}, {6, 7}}[i%5]
		b := randomMoveBoard(r, size[0], size[1], 4)
		tall := r.IntN(len(b.Tiles))
		if !b.Tiles[tall].Type.Forbidden() {
			for range 5 + r.IntN(36) {
				b.Tiles[tall].Meeples[Tribes[r.IntN(NumTribes)]]++
			}
		}
		boards = append(boards, b)
	}
	for i, b := range boards {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			outs, err := b.MoveOutcomes()
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range b.Places() {
				var want []MoveEnd
				for _, o := range outs {
					if o.From == p {
						want = append(want, MoveEnd{o.From, o.To, o.Tribe})
					}
				}
				got, err := b.MoveEnds(p)
				if err != nil {
					t.Fatal(err)
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("from %s: got %v, want %v\n%s", p.Short(), got, want, b)
				}
			}
		})
	}
}

// BenchmarkMoveEndsStack120: the outcomes of the 120-meeple stack, not
// counted (BenchmarkMoveOutcomesStack120 counts them).
func BenchmarkMoveEndsStack120(b *testing.B) {
	board := benchBoard(b, stack120Board)
	from := Place{Col: 3, Row: 3}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := board.MoveEnds(from); err != nil {
			b.Fatal(err)
		}
	}
}
