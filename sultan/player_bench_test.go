package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// BenchmarkPlayTurn applies a whole turn to a 42-tile state: the board's
// first legal move and what follows it, the optional choices skipped. An
// advisor does this for every move it weighs.
func BenchmarkPlayTurn(b *testing.B) {
	board, x := fullBoard42(b)
	st := state(board, x, 25)
	plan := TurnPlan{Move: firstMove(b, board), Tribe: TribeChoice{Skip: true}, Tile: TileChoice{Skip: true}}
	if _, _, err := PlayTurn(st, plan); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, _, err := PlayTurn(st, plan); err != nil {
			b.Fatal(err)
		}
	}
}

// firstMove is a legal move of the board: the first path of its first
// outcome, in the first order of its meeples that CheckMove accepts.
func firstMove(t testing.TB, b *game.Board) game.Move {
	t.Helper()
	outs, err := b.MoveOutcomes()
	if err != nil || len(outs) == 0 {
		t.Fatalf("no moves: %v", err)
	}
	o := outs[0]
	paths, _, err := b.OutcomePaths(o.From, o.To, o.Tribe, 1)
	if err != nil || len(paths) == 0 {
		t.Fatalf("no paths: %v", err)
	}
	var tribes []game.Tribe
	m := b.Tile(o.From).Meeples
	for _, tr := range game.Tribes {
		for range m[tr] {
			tribes = append(tribes, tr)
		}
	}
	var found game.Move
	var try func(i int, used []bool, order []game.Tribe) bool
	try = func(i int, used []bool, order []game.Tribe) bool {
		if i == len(tribes) {
			mv := game.Move{From: o.From}
			for j, p := range paths[0].Path {
				mv.Drops = append(mv.Drops, game.Drop{To: p, Tribe: order[j]})
			}
			if b.CheckMove(mv) == nil {
				found = mv
				return true
			}
			return false
		}
		for j, tr := range tribes {
			if !used[j] {
				used[j] = true
				if try(i+1, used, append(order, tr)) {
					return true
				}
				used[j] = false
			}
		}
		return false
	}
	if !try(0, make([]bool, len(tribes)), nil) {
		t.Fatalf("no order of %v", tribes)
	}
	return found
}
