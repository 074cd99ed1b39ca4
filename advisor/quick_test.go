package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestQuickRollsEqualFresh: a finder whose base is the table before the
// turns (as in Advise) reads the rolls striking the base's untouched
// targets by the holdings alone (quick, known); on every table after a
// turn it gives what a fresh finder gives, and most rolls were read so.
func TestQuickRollsEqualFresh(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 4))
	quick := 0
	for i := range 16 {
		st, rules := randomState(t, rng, i%2 == 1)
		shared := &threatFinder{rules: rules, w: DefaultWeights()}
		shared.threat(st) // the base
		for j, after := range afterTables(t, rng, st, 12) {
			got := shared.threat(after)
			for r := range sultan.Rolls {
				if _, _, ok := shared.known(r); ok {
					quick++
				}
			}
			if fresh := (&threatFinder{rules: rules, w: DefaultWeights()}).threat(after); got != fresh {
				t.Fatalf("state %d, table %d: shared finder %+v, fresh %+v", i, j, got, fresh)
			}
		}
	}
	if quick < 1000 {
		t.Fatalf("only %d rolls read by the holdings alone: the test proves little", quick)
	}
}

// TestQuickNeedsTheTouchedTiles is its negative twin: a finder that took
// every tile for untouched (the base's damage for a roll striking a tile
// the turn changed) answers wrongly on some table.
func TestQuickNeedsTheTouchedTiles(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	wrong := 0
	for _, after := range afterTables(t, rand.New(rand.NewPCG(1, 2)), st, 40) {
		right := (&threatFinder{rules: rules, w: DefaultWeights()}).threat(after)
		blind := &threatFinder{rules: rules, w: DefaultWeights()}
		blind.threat(st)
		blind.setTable(after)
		blind.touched = 0 // every tile as on the base
		for r := range sultan.Rolls {
			// The base's damages, as if the turn had changed nothing.
			roll := sultan.Roll{White: r/6 + 1, Black: r%6 + 1}
			if roll.White <= st.Board.Cols && blind.baseTargets[r] != nil {
				blind.held[r].d, blind.held[r].ok = (&threatFinder{rules: rules, w: DefaultWeights()}).bestOn(st, after, roll)
				blind.held[r].done = true
			}
		}
		if blind.rollsOn(after) != right {
			wrong++
		}
	}
	if wrong == 0 {
		t.Fatal("a finder blind to the tiles a turn touched answered right on every table")
	}
}

// bestOn is roll r's damage on the tiles of st with the holdings of
// after: what a finder blind to the touched tiles would read.
func (f *threatFinder) bestOn(st, after sultan.State, r sultan.Roll) (rollDamage, bool) {
	t := after
	t.Board = st.Board.Clone()
	f.setTable(t)
	return f.best(t, r, nil)
}

// TestReadMaskIsWhatFindTargetsReads: two boards whose tiles Yazid can
// strike agree on readMask's bits give the same targets and the same
// choice for every roll, with and without answers (brute force over
// random boards and every roll).
func TestReadMaskIsWhatFindTargetsReads(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 6))
	st, rules := loadState(t, "setup.yaml")
	for _, black6 := range []sultan.BlackSix{rules.BlackSix, sultan.LiteralRows} {
		rules.BlackSix = black6
		for range 300 {
			a, b := randomMaskBoard(st.Board, rng), randomMaskBoard(st.Board, rng)
			f := &threatFinder{rules: rules}
			f.setBase(st.Board)
			ma := strikeMask(a)
			for r := range sultan.Rolls {
				roll := sultan.Roll{White: r/6 + 1, Black: r%6 + 1}
				if roll.White > a.Cols {
					continue
				}
				f.mask = ma
				read := f.readMask(roll)
				// b takes a's tiles where readMask reads: the column,
				// or the whole board.
				c := b.Clone()
				for i := range c.Tiles {
					if read == ma || i%a.Cols == roll.White-1 {
						c.Tiles[i] = a.Tiles[i]
					}
				}
				f.mask = strikeMask(c)
				if f.readMask(roll) != read {
					t.Fatalf("roll %v: read %b on a, %b on a board agreeing there", roll, read, f.readMask(roll))
				}
				ta, ea := sultan.FindTargets(a, roll, rules, nil)
				tc, ec := sultan.FindTargets(c, roll, rules, nil)
				if !sameFind(ta, ea, tc, ec) {
					t.Fatalf("roll %v, %v: %v %v on a, %v %v on a board agreeing on %b", roll, black6, ta, ea, tc, ec, read)
				}
				if ch, ok := sultan.PendingChoice(ea); ok {
					ans := []game.Place{ch.Candidates[rng.IntN(len(ch.Candidates))]}
					ta, ea = sultan.FindTargets(a, roll, rules, ans)
					tc, ec = sultan.FindTargets(c, roll, rules, ans)
					if !sameFind(ta, ea, tc, ec) {
						t.Fatalf("roll %v answered %v: %v %v on a, %v %v", roll, ans, ta, ea, tc, ec)
					}
				}
			}
		}
	}
}

// TestReadMaskNeedsTheWholeBoardWhenSent is its negative twin: reading
// only the column when the roll is sent to another column or any tile
// would take two boards with different targets for one.
func TestReadMaskNeedsTheWholeBoardWhenSent(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	st, rules := loadState(t, "setup.yaml")
	differ := 0
	for range 300 {
		a, b := randomMaskBoard(st.Board, rng), randomMaskBoard(st.Board, rng)
		for r := range sultan.Rolls {
			roll := sultan.Roll{White: r/6 + 1, Black: r%6 + 1}
			if roll.White > a.Cols {
				continue
			}
			c := b.Clone()
			for i := range c.Tiles {
				if i%a.Cols == roll.White-1 {
					c.Tiles[i] = a.Tiles[i] // agree on the column only
				}
			}
			ta, ea := sultan.FindTargets(a, roll, rules, nil)
			tc, ec := sultan.FindTargets(c, roll, rules, nil)
			if !sameFind(ta, ea, tc, ec) {
				differ++
			}
		}
	}
	if differ == 0 {
		t.Fatal("the column alone always told the targets: the twin shows nothing")
	}
}

// randomMaskBoard is b with about a third of its tiles emptied, at
// random, and sometimes a whole column.
func randomMaskBoard(b *game.Board, rng *rand.Rand) *game.Board {
	c := b.Clone()
	for i := range c.Tiles {
		if rng.IntN(3) == 0 {
			c.Tiles[i].Meeples = game.Meeples{}
		}
	}
	if rng.IntN(3) == 0 {
		col := rng.IntN(c.Cols)
		for i := range c.Tiles {
			if i%c.Cols == col {
				c.Tiles[i].Meeples = game.Meeples{}
			}
		}
	}
	return c
}

// sameFind reports whether two answers of FindTargets are the same: the
// targets, or the choice asked.
func sameFind(ta []sultan.Target, ea error, tc []sultan.Target, ec error) bool {
	if (ea == nil) != (ec == nil) || len(ta) != len(tc) {
		return false
	}
	for i := range ta {
		if ta[i] != tc[i] {
			return false
		}
	}
	if ea == nil {
		return true
	}
	ca, oka := sultan.PendingChoice(ea)
	cc, okc := sultan.PendingChoice(ec)
	if oka != okc || ca.Kind != cc.Kind || len(ca.Candidates) != len(cc.Candidates) {
		return false
	}
	for i := range ca.Candidates {
		if ca.Candidates[i] != cc.Candidates[i] {
			return false
		}
	}
	return true
}
