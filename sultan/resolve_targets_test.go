package sultan

import (
	"maps"
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

// TestResolveTargetsReusedArrayCleared: the captures' income maps and
// cards lists of the array ResolveTargets is given are listed in again,
// cleared: with the player's paying Djinns and the rows tracked, turn
// after turn in one array, each turn is ResolveTurn's, and the array
// allocates less than a new one. The twin: a caller that keeps a turn
// past the next call sees its income and cards overwritten (the
// contract: read them before the next call).
func TestResolveTargetsReusedArrayCleared(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 18))
	paying, overwritten := 0, 0
	var buf []Capture
	for i := range 20 {
		st := State{Board: game.DealBoard(game.Expansions{}, rng),
			Player:    Holdings{Coins: rng.IntN(30), Camels: 8, Viziers: 2, Djinns: []string{game.Dhenim, game.Nekir, game.Marid}},
			Yazid:     YazidHoldings{Assassins: rng.IntN(6), Camels: 1 + rng.IntN(8)},
			Resources: []game.Resource{{Fakir: true}, {Good: game.Fish}, {Good: game.Silk}, {Fakir: true}, {Good: game.Gold}}}
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
				var prev, kept map[string]int
				if len(buf) > 0 {
					prev = buf[0].Income
					kept = maps.Clone(prev)
				}
				got := ResolveTargets(&b, r, Rules{}, targets, buf)
				if prev != nil && !maps.Equal(kept, prev) {
					overwritten++ // the twin: the turn before's income, kept, changed
				}
				if prev != nil && cap(buf) >= len(targets) && reflect.ValueOf(prev).UnsafePointer() != reflect.ValueOf(got.Captures[0].Income).UnsafePointer() {
					t.Fatalf("board %d, roll %v: the income map of the array given not listed in again", i, r)
				}
				buf = got.Captures
				if !reflect.DeepEqual(got, want) || !a.Equal(b) {
					t.Fatalf("board %d, roll %v: ResolveTargets %+v, ResolveTurn %+v", i, r, got, want)
				}
				for _, c := range got.Captures {
					if len(c.Income) > 0 || len(c.CardsTaken) > 0 {
						paying++
					}
				}
			}
		}
	}
	if paying < 20 || overwritten == 0 {
		t.Fatalf("%d captures paid income or took cards, %d kept turns overwritten: the test proves little", paying, overwritten)
	}
	st := State{Board: game.DealBoard(game.Expansions{}, rng), Player: Holdings{Coins: 20, Camels: 8, Djinns: []string{game.Nekir}},
		Yazid: YazidHoldings{Camels: 8}, Resources: []game.Resource{{Fakir: true}, {Good: game.Fish}}}
	for w := 1; w <= 6; w++ {
		r := Roll{White: w, Black: 1}
		targets, err := FindTargets(st.Board, r, Rules{}, nil)
		if err != nil {
			continue
		}
		var table State
		buf = nil
		fresh := testing.AllocsPerRun(50, func() { st.CloneInto(&table); ResolveTargets(&table, r, Rules{}, targets, nil) })
		reused := testing.AllocsPerRun(50, func() { st.CloneInto(&table); buf = ResolveTargets(&table, r, Rules{}, targets, buf).Captures })
		if reused >= fresh {
			t.Errorf("%v: a reused array allocates %.0f times a turn, a new one %.0f: want fewer", r, reused, fresh)
		}
		return
	}
	t.Fatal("no roll struck without an answer")
}
