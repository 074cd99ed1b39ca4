package advisor

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// emptyTiles empties about a third of st's tiles and, one time in two, a
// whole column: Yazid's rolls are sent to another tile of their column,
// to another column or to any tile.
func emptyTiles(rng *rand.Rand, st sultan.State) {
	b := st.Board
	for i := range b.Tiles {
		if rng.IntN(3) == 0 {
			b.Tiles[i].Meeples = game.Meeples{}
		}
	}
	if rng.IntN(2) == 0 {
		col := 1 + rng.IntN(b.Cols)
		for row := 1; row <= b.Rows; row++ {
			b.At(game.Place{Col: col, Row: row}).Meeples = game.Meeples{}
		}
	}
}

// TestSentRedirectsSameThreat: a finder that answers a redirected roll
// with the answer of a roll before it on the table sent to the same
// candidates (threatFinder.sent) gives the same threat, for the same
// work, as one that answers each afresh; on tables with empty tiles and
// columns, its caches warm from table to table, both black 6 rules.
func TestSentRedirectsSameThreat(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(20, 5))
	read := 0
	for i := range sample(16, 3) {
		st, rules := randomState(t, rng, i%2 == 1)
		if i%3 == 2 {
			rules.BlackSix = sultan.LiteralRows
		}
		emptyTiles(rng, st)
		sent := &threatFinder{rules: rules, w: DefaultWeights()}
		fresh := &threatFinder{rules: rules, w: DefaultWeights(), sentOff: true}
		for j, after := range append([]sultan.State{st}, afterTables(t, rng, st, 10)...) {
			got, want := sent.threat(after), fresh.threat(after)
			if got != want || sent.work != fresh.work {
				t.Fatalf("state %d, table %d: sent answers %+v (work %d), afresh %+v (work %d)", i, j, got, sent.work, want, fresh.work)
			}
		}
		read += sent.sentRead
	}
	if read < 20 {
		t.Fatalf("only %d redirects answered from sent: the test proves little", read)
	}
}

// TestSentRedirectsNeedTheColumn is its negative twin: a finder that
// read sent whatever the white die (a black 1-5 sent to another tile of
// its column answered as one sent in another column) answers wrongly on
// some table.
func TestSentRedirectsNeedTheColumn(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 6))
	for range 16 {
		st, rules := randomState(t, rng, false)
		emptyTiles(rng, st)
		blind := &threatFinder{rules: rules, w: DefaultWeights(), sentBlind: true}
		fresh := &threatFinder{rules: rules, w: DefaultWeights(), sentOff: true}
		if blind.threat(st) != fresh.threat(st) {
			return
		}
	}
	t.Fatal("a finder blind to the white die's column answered right on every table")
}

// TestFoundKeptForTheSameRules: a scratch's finder keeps Yazid's
// targets found (threatFinder.found, rolls) from search to search while
// the rules are the same, and every search with it gives the same
// advice, for the same work, as one with a new scratch; the rules change
// from search to search too (the black 6's, the strike order).
func TestFoundKeptForTheSameRules(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(21, 7))
	shared := &Scratch{}
	kept := 0
	var first sultan.Rules
	for i := range sample(12, 3) {
		st, rules := randomState(t, rng, i%4 == 3)
		emptyTiles(rng, st)
		if i == 0 {
			first = rules
		}
		switch i % 6 {
		case 1, 2, 3:
			rules = first
		case 4:
			rules.BlackSix = 1 - first.BlackSix
		}
		o := Options{Top: 3, Weights: DefaultWeights(), Rules: rules}
		if i%3 == 1 {
			o.Budget = 2000 + rng.IntN(6000) // cut searches
		}
		fresh, with := o, o
		fresh.fresh, with.Scratch = true, shared
		if shared.tf.rules == rules {
			kept += len(shared.tf.found)
		}
		want, ws, werr := adviseSearch(st, fresh)
		got, gs, gerr := adviseSearch(st, with)
		if (gerr == nil) != (werr == nil) || gs != ws || !reflect.DeepEqual(got, want) {
			t.Fatalf("search %d: with the kept targets %+v %+v %v, with a new scratch %+v %+v %v", i, got, gs, gerr, want, ws, werr)
		}
	}
	if kept == 0 {
		t.Fatal("no target found was kept from one search to the next: the test compares nothing")
	}
}

// TestFoundNotKeptForOtherRules is its twin: targets found under the
// black 6's literal rows, read under the sheet's rule, answer wrongly on
// some table (so reset clears them when the rules change).
func TestFoundNotKeptForOtherRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 8))
	for range 16 {
		st, rules := randomState(t, rng, false)
		emptyTiles(rng, st)
		literal := rules
		literal.BlackSix = sultan.LiteralRows
		stale := &threatFinder{rules: literal, w: DefaultWeights()}
		stale.threat(st)
		stale.reset(literal, DefaultWeights()) // kept: the same rules
		stale.rules = rules                    // read under others
		if stale.threat(st) != (&threatFinder{rules: rules, w: DefaultWeights()}).threat(st) {
			return
		}
	}
	t.Fatal("targets found under other rules answered right on every table")
}

// TestChosenTargetIsTheAnswer: a roll other than a black 6 that asks the
// player for a tile strikes the tile chosen alone, as best reads it with
// no look at FindTargets (threatFinder.chosen): on random tables with
// empty tiles and columns, both black 6 rules, every candidate.
func TestChosenTargetIsTheAnswer(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 3))
	asked := 0
	for i := range 12 {
		st, rules := randomState(t, rng, false)
		if i%2 == 1 {
			rules.BlackSix = sultan.LiteralRows
		}
		emptyTiles(rng, st)
		for w := 1; w <= st.Board.Cols; w++ {
			for k := 1; k <= 5; k++ {
				r := sultan.Roll{White: w, Black: k}
				_, err := sultan.FindTargets(st.Board, r, rules, nil)
				c, ok := sultan.PendingChoice(err)
				if !ok {
					continue
				}
				asked++
				for _, p := range c.Candidates {
					got, err := sultan.FindTargets(st.Board, r, rules, []game.Place{p})
					if want := []sultan.Target{{Place: p, How: sultan.Chosen}}; err != nil || !reflect.DeepEqual(got, want) {
						t.Fatalf("table %d, %v, %v chosen: targets %v %v, want %v", i, r, p, got, err, want)
					}
				}
			}
		}
	}
	if asked < 20 {
		t.Fatalf("only %d rolls asked an answer", asked)
	}
}

// TestChosenTargetNotForABlackSix is its twin: a black 6 that asks the
// player for a tile strikes more than it on some table (a second target),
// so best reads FindTargets for it.
func TestChosenTargetNotForABlackSix(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 4))
	for range 24 {
		st, rules := randomState(t, rng, false)
		emptyTiles(rng, st)
		for w := 1; w <= st.Board.Cols; w++ {
			r := sultan.Roll{White: w, Black: 6}
			_, err := sultan.FindTargets(st.Board, r, rules, nil)
			c, ok := sultan.PendingChoice(err)
			if !ok {
				continue
			}
			got, err := sultan.FindTargets(st.Board, r, rules, c.Candidates[:1])
			if _, more := sultan.PendingChoice(err); more || err == nil && len(got) > 1 {
				return
			}
		}
	}
	t.Fatal("no black 6 struck or asked more than the tile chosen")
}

// TestChosenPairIsTheAnswer: a black 6 sent to any two tiles (the
// sheet's rule, its column empty) strikes the two tiles chosen in strike
// order, as best reads them with no look at FindTargets (chosenPair):
// on random tables, both strike orders, every pair of candidates.
func TestChosenPairIsTheAnswer(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 5))
	asked := 0
	for i := range 16 {
		st, rules := randomState(t, rng, false)
		rules.BlackSix = sultan.TopmostWithMeeples
		emptyTiles(rng, st)
		for w := 1; w <= st.Board.Cols; w++ {
			r := sultan.Roll{White: w, Black: 6}
			_, err := sultan.FindTargets(st.Board, r, rules, nil)
			c, ok := sultan.PendingChoice(err)
			if !ok || c.Kind != sultan.AnyTile {
				continue
			}
			for _, p := range c.Candidates {
				_, err := sultan.FindTargets(st.Board, r, rules, []game.Place{p})
				c2, ok := sultan.PendingChoice(err)
				if !ok || c2.Kind != sultan.AnyTile || c2.Index != 1 {
					t.Fatalf("table %d, %v, %v chosen: %v, want a second tile asked", i, r, p, err)
				}
				for _, q := range c2.Candidates {
					asked++
					got, err := sultan.FindTargets(st.Board, r, rules, []game.Place{p, q})
					if want := chosenPair(p, q, rules.StrikeOrder); err != nil || !reflect.DeepEqual(got, want[:]) {
						t.Fatalf("table %d, %v, %v then %v chosen: targets %v %v, want %v", i, r, p, q, got, err, want)
					}
				}
			}
		}
	}
	if asked < 100 {
		t.Fatalf("only %d pairs asked", asked)
	}
}
