package sultan

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestResolveTargetsIsResolveTurn: on dealt boards, every roll whose
// targets need no answer, Yazid near his seventh Assassin or not,
// ResolveTargets with FindTargets' targets plays the turn ResolveTurn
// plays, to the same table, its captures listed in the last turn's
// array. The twin: given another roll's targets, it
// strikes those (the targets are read, not found again).
func TestResolveTargetsIsResolveTurn(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 17))
	played, other := 0, 0
	var buf []Capture
	for i := range 20 {
		st := State{Board: game.DealBoard(game.Expansions{}, rng),
			Player: Holdings{Coins: rng.IntN(30), Camels: 8, Viziers: 2},
			Yazid:  YazidHoldings{Assassins: rng.IntN(7), Elders: rng.IntN(3), Camels: 1 + rng.IntN(8)}}
		for w := 1; w <= 6; w++ {
			for k := 1; k <= 6; k++ {
				r := Roll{White: w, Black: k}
				targets, err := FindTargets(st.Board, r, Rules{}, nil)
				if err != nil {
					continue
				}
				a, b := st.Clone(), st.Clone()
				want, err := ResolveTurn(&a, r, Rules{}, nil)
				if err != nil {
					t.Fatal(err)
				}
				got := ResolveTargets(&b, r, Rules{}, targets, buf)
				buf = got.Captures // reused by the next
				if !reflect.DeepEqual(got, want) || !a.Equal(b) {
					t.Fatalf("board %d, roll %v: ResolveTargets %+v, ResolveTurn %+v", i, r, got, want)
				}
				played++
				o := Roll{White: w%6 + 1, Black: k}
				ot, err := FindTargets(st.Board, o, Rules{}, nil)
				if err != nil || reflect.DeepEqual(ot, targets) {
					continue
				}
				c := st.Clone()
				if got := ResolveTargets(&c, r, Rules{}, ot, nil); !reflect.DeepEqual(got.Targets, ot) {
					t.Fatalf("board %d: given %v's targets, struck %v", i, o, got.Targets)
				}
				other++
			}
		}
	}
	if played == 0 || other == 0 {
		t.Fatalf("%d turns compared, %d with other targets", played, other)
	}
}
