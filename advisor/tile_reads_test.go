package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestTileReadsSameKeys: rollKey reading each tile once a table
// (threatFinder.reads) keys every pair of tiles, as a black 6 sent to any
// two tiles strikes them, and every tile alone, as read afresh, on
// tables after the player's turns with empty tiles, both Builders rules.
// The negative twin: the reads of the table before, read on the next
// (its number kept), key some pair wrongly.
func TestTileReadsSameKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 5))
	keyed, stale := 0, 0
	for i := range sample(6, 2) {
		st, rules := randomState(t, rng, i%2 == 1)
		rules.BuildersFakirs = i%2 == 0
		emptyTiles(rng, st)
		f := &threatFinder{rules: rules, w: DefaultWeights()}
		prev := 0
		for j, after := range append([]sultan.State{st}, afterTables(t, rng, st, 4)...) {
			for _, twin := range []bool{true, false} {
				f.setTable(after)
				if twin {
					if prev == 0 {
						continue
					}
					f.tables = prev // the table before's reads
				}
				b := after.Board
				for a := range b.Tiles {
					for c := range b.Tiles {
						targets := []sultan.Target{{Place: place(b, a), How: sultan.Chosen}}
						if c != a {
							targets = append(targets, sultan.Target{Place: place(b, c), How: sultan.Chosen})
						}
						got := f.rollKey(after, targets)
						kept := f.reads
						f.reads = nil
						want := f.rollKey(after, targets)
						f.reads = kept
						switch {
						case twin && got != want:
							stale++
						case !twin && got != want:
							t.Fatalf("state %d, table %d, %v: key %+v read once a table, %+v afresh", i, j, targets, got, want)
						case !twin:
							keyed++
						}
					}
				}
				prev = f.tables
			}
		}
	}
	if keyed < 1000 {
		t.Errorf("only %d keys compared", keyed)
	}
	if stale == 0 {
		t.Error("the reads of the table before keyed every pair of the next as read afresh")
	}
}

// place is the place of b's tile i.
func place(b *game.Board, i int) game.Place { return game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1} }
