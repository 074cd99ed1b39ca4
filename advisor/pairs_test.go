package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// TestPairsStruckOnceSameThreat: a black 6 sent to any two tiles tries
// each pair of tiles on two rows once (threatFinder.pairs: the other
// given first strikes the same two in the same order), and gives the
// same threat, for the same work, as a finder that strikes every pair;
// on random tables with empty tiles and columns, both strike orders,
// its caches warm from table to table.
func TestPairsStruckOnceSameThreat(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(23, 1))
	read := 0
	for i := range sample(16, 4) {
		st, rules := randomState(t, rng, i%2 == 1)
		rules.BlackSix = sultan.TopmostWithMeeples
		if i%4 >= 2 {
			rules.StrikeOrder = 1 - rules.StrikeOrder
		}
		emptyTiles(rng, st)
		once := &threatFinder{rules: rules, w: DefaultWeights()}
		every := &threatFinder{rules: rules, w: DefaultWeights(), pairsOff: true}
		for j, after := range append([]sultan.State{st}, afterTables(t, rng, st, 10)...) {
			got, want := once.threat(after), every.threat(after)
			if got != want || once.work != every.work || once.calls != every.calls {
				t.Fatalf("state %d, table %d: pairs once %+v (work %d), every pair %+v (work %d)", i, j, got, once.work, want, every.work)
			}
		}
		read += once.pairsRead
	}
	if read < 100 {
		t.Fatalf("only %d pairs read as struck: the test proves little", read)
	}
}

// TestPairsNeedTheirOrder is its twin: two tiles of one row struck in
// the two orders (the first given first) do differently on some table
// (his Fakirs paying for the Builders, his seventh Assassin, his last
// Camel), so a pair is read as struck in its strike order alone.
func TestPairsNeedTheirOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 2))
	differ := 0
	for i := range 60 {
		st, rules := randomState(t, rng, i%2 == 1)
		rules.BlackSix = sultan.TopmostWithMeeples
		rules.BuildersFakirs = true
		if i%3 == 0 {
			st.Yazid.Assassins, st.Yazid.Camels = sultan.LosingAssassins-1, 1
		}
		emptyTiles(rng, st)
		f := &threatFinder{rules: rules, w: DefaultWeights()}
		f.setTable(st)
		for w := 1; w <= st.Board.Cols; w++ {
			r := sultan.Roll{White: w, Black: 6}
			_, err := sultan.FindTargets(st.Board, r, rules, nil)
			if c, ok := sultan.PendingChoice(err); !ok || c.Kind != sultan.AnyTile {
				continue
			}
			for _, p := range st.Board.Places() {
				for _, q := range st.Board.Places() {
					if p.Row != q.Row || p.Col >= q.Col || st.Board.Tile(p).Meeples.Empty() || st.Board.Tile(q).Meeples.Empty() {
						continue
					}
					one, other := chosenPair(p, q, rules.StrikeOrder), chosenPair(q, p, rules.StrikeOrder)
					if f.struck(st, r, one[:]) != f.struck(st, r, other[:]) {
						differ++
					}
				}
			}
		}
	}
	if differ == 0 {
		t.Fatal("two tiles of one row struck in either order did the same on every table")
	}
}
