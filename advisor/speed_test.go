package advisor

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// afterTables plays, on st, the first turn of up to n outcomes chosen at
// random: the tables one search reckons Yazid's roll on, one board before.
func afterTables(t *testing.T, rng *rand.Rand, st sultan.State, n int) []sultan.State {
	t.Helper()
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	var tables []sultan.State
	for _, i := range rng.Perm(len(outs)) {
		if len(tables) == n {
			break
		}
		x := outs[i]
		paths, _, _ := st.Board.OutcomePaths(x.From, x.To, x.Tribe, 1)
		if len(paths) == 0 {
			continue
		}
		moves, _ := placements(st.Board, x.From, paths[0].Path, st.Board.Tile(x.From).Meeples, x.Tribe, 1)
		for _, m := range moves {
			ps, _ := plans(st, m)
			for _, p := range ps {
				if after, _, err := sultan.PlayTurn(st, p); err == nil {
					tables = append(tables, after)
					break
				}
			}
		}
	}
	return tables
}

// TestThreatCachesEqualFresh: one threatFinder asked for the tables after
// many turns of one board, its caches warm (Yazid's turns by what they
// read, his targets by the tiles he can strike, the holdings interned, a
// reused board), gives on each exactly what a fresh finder and the brute
// force over every roll and answer give.
func TestThreatCachesEqualFresh(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(5, 8))
	checked := 0
	n := sample(24, 6)
	for i := range n {
		st, rules := randomState(t, rng, i%2 == 1)
		if i%3 == 0 {
			// Empty a column: redirects to any tile.
			col := 1 + rng.IntN(st.Board.Cols)
			for row := 1; row <= st.Board.Rows; row++ {
				st.Board.At(game.Place{Col: col, Row: row}).Meeples = game.Meeples{}
			}
		}
		shared := &threatFinder{rules: rules, w: DefaultWeights()}
		for j, after := range afterTables(t, rng, st, 12) {
			got := shared.threat(after)
			fresh := (&threatFinder{rules: rules, w: DefaultWeights()}).threat(after)
			if got != fresh {
				t.Fatalf("state %d, table %d: shared finder %+v, fresh %+v", i, j, got, fresh)
			}
			if want := bruteThreat(after, rules); !closeThreat(got, want) {
				t.Fatalf("state %d, table %d: shared finder %+v, brute force %+v", i, j, got, want)
			}
			checked++
		}
	}
	if checked < 100*n/24 {
		t.Fatalf("only %d tables checked", checked)
	}
}

// The negative twin: a finder that kept the tiles Yazid could strike on
// the board before the move (what its target cache is keyed by) answers
// wrongly after a move that empties a tile, so the test above would see a
// cache keyed by less than FindTargets reads.
func TestThreatStaleTargetsDiffer(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	tf := &threatFinder{rules: rules, w: DefaultWeights()}
	tf.setTable(st)
	before := tf.mask
	wrong := 0
	for _, after := range afterTables(t, rand.New(rand.NewPCG(1, 2)), st, 40) {
		right := (&threatFinder{rules: rules, w: DefaultWeights()}).threat(after)
		stale := &threatFinder{rules: rules, w: DefaultWeights()}
		stale.setTable(after)
		if stale.mask == before {
			continue // the move emptied no tile
		}
		stale.threat(st) // targets found on the board before the move
		stale.setTable(after)
		stale.mask, stale.cur = before, stale.rolls[before] // targets as on the board before the move
		if stale.rollsOn(after) != right {
			wrong++
		}
	}
	if wrong == 0 {
		t.Fatal("a finder with the targets of the board before the move answered right on every table")
	}
}

// TestSpreaderReusedEqualsFresh: one spreader listing the spreads of
// every path of many tables in turn, its buffers reused, lists what a
// fresh one lists, limited or not.
func TestSpreaderReusedEqualsFresh(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var shared spreader
	listed := 0
	for i := range 12 {
		st, _ := randomState(t, rng, false)
		if i == 0 {
			st, _ = loadState(t, "stack10.yaml")
		}
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range outs {
			paths, _, _ := st.Board.OutcomePaths(x.From, x.To, x.Tribe, 3)
			m := st.Board.Tile(x.From).Meeples
			for _, p := range paths {
				for _, limit := range []int{1, SpreadLimit} {
					got, gmore := shared.placements(st.Board, x.From, p.Path, m, x.Tribe, limit)
					want, wmore := placements(st.Board, x.From, p.Path, m, x.Tribe, limit)
					if fmt.Sprint(got) != fmt.Sprint(want) || gmore != wmore {
						t.Fatalf("%v %v: reused %v %v, fresh %v %v", x, p.Path, got, gmore, want, wmore)
					}
					listed += len(got)
				}
			}
		}
	}
	if listed == 0 {
		t.Fatal("no spread listed")
	}
}
