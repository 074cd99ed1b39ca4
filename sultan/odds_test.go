package sultan

import (
	"reflect"
	"testing"

	"github.com/naqala/naqala/game"
)

func TestOddsFullBoard(t *testing.T) {
	// Every tile holds meeples: each is named by its own roll, and the top
	// and bottom rows by the black 6 of their column too.
	o := ComputeOdds(grid(t, base, full), DefaultRules())
	if len(o.Tiles) != 30 || o.Choice != 0 || o.PDouble != 6.0/36 || o.PChoice != 0 {
		t.Fatalf("got %d tiles, %d redirects, p_double %v", len(o.Tiles), o.Choice, o.PDouble)
	}
	for _, to := range o.Tiles {
		want := 1
		if to.Row == 1 || to.Row == 5 {
			want = 2
		}
		if to.Forced != want || to.Choice != 0 {
			t.Errorf("%v: got %d forced, %d choice; want %d, 0", to.Place, to.Forced, to.Choice, want)
		}
	}
	if o.Tiles[0].Place != pl(1, 1) || o.Tiles[1].Place != pl(2, 1) || o.Tiles[6].Place != pl(1, 2) {
		t.Errorf("tiles not in row-major order from row 1, column 1")
	}
}

func TestOddsRedirects(t *testing.T) {
	// Column 2 holds meeples only at row 3; column 3 none.
	b := grid(t, base, `
W - - - - -
W - - - - -
W Y - - - -
W - - - - -
W - - - - -`)
	o := ComputeOdds(b, DefaultRules())
	y := tileOdds(o, pl(2, 3))
	// Forced: (2,3) itself and the black 6 of column 2 (its only tile).
	// Redirects: the 4 empty rolls of column 2; columns 3-6 empty: their 5
	// black 1-5 rolls each offer any tile (20); the black 6 of column 1
	// finds 5 tiles (no redirect); the black 6 of columns 3-6 (4) offer any
	// tile; the black 6 of column 2 offers other columns (1).
	if y.Forced != 2 || y.Choice != 4+20+4 {
		t.Errorf("row 3, column 2: got %d forced, %d choice; want 2, 28", y.Forced, y.Choice)
	}
	w := tileOdds(o, pl(1, 1))
	if w.Forced != 2 || w.Choice != 20+4+1 {
		t.Errorf("row 1, column 1: got %d forced, %d choice; want 2, 25", w.Forced, w.Choice)
	}
	if o.Choice != 4+20+4+1 {
		t.Errorf("got %d redirecting rolls, want 29", o.Choice)
	}
	// Literal rows: the black 6 of column 2 names nothing (rows 1 and 5
	// are empty) and offers other columns.
	o = ComputeOdds(b, Rules{BlackSix: LiteralRows})
	if y := tileOdds(o, pl(2, 3)); y.Forced != 1 {
		t.Errorf("literal rows: got %d forced, want 1", y.Forced)
	}
}

func TestOddsListsForbiddenTilesNot(t *testing.T) {
	b, _ := fullBoard42(t)
	o := ComputeOdds(b, DefaultRules())
	if len(o.Tiles) != 40 {
		t.Errorf("got %d tiles, want 40 (42 less the Chasm and the Great Lake)", len(o.Tiles))
	}
}

func TestExposure(t *testing.T) {
	// (1,1) BB: 2 blue tiles around, 4 coins. (3,1) B: 3 blue tiles, 3 coins.
	// A black 6 in column 1 forces (1,1) and lets the player choose the
	// second target: (2,1) W costs nothing, (3,1) B costs 3.
	b := grid(t, base, `
- - - - - -
- - - - - -
- - - - - -
- - - - - -
BB W BRR - - -`)
	st := state(b, base, 10)
	best := ComputeExposure(st, DefaultRules(), PlayerChoosesBest)
	worst := ComputeExposure(st, DefaultRules(), PlayerChoosesWorst)
	if best.MaxPayment != 4 || worst.MaxPayment != 7 {
		t.Errorf("payment: got %d best, %d worst; want 4, 7", best.MaxPayment, worst.MaxPayment)
	}
	if best.MaxAssassins != 2 || worst.MaxAssassins != 2 {
		t.Errorf("assassins: got %d best, %d worst; want 2, 2", best.MaxAssassins, worst.MaxAssassins)
	}
	// The roll that brings it, resolved, asks exactly that.
	s := st.Clone()
	turn, err := ResolveTurn(&s, Roll{1, 6}, DefaultRules(), []game.Place{pl(3, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if due := turn.Captures[0].CoinsDue + turn.Captures[1].CoinsDue; due != 7 {
		t.Errorf("the worst double strike: got %d coins due, want 7", due)
	}
	if MaxPayment(st, DefaultRules(), PlayerChoosesBest) != 4 || MaxAssassins(st, DefaultRules(), PlayerChoosesWorst) != 2 {
		t.Errorf("the shorthand functions disagree")
	}
	// With builders_fakirs, Yazid's 2 Fakirs add to the Builders: (1,1)
	// costs (2+2) x 2 = 8, (3,1) costs (1+2) x 3 = 9.
	st.Yazid.Fakirs = 2
	if got := MaxPayment(st, Rules{BuildersFakirs: true}, PlayerChoosesBest); got != 9 {
		t.Errorf("builders_fakirs: got %d, want 9", got)
	}
	// Twin: an empty board brings nothing.
	empty := state(grid(t, base, "- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -"), base, 10)
	if e := ComputeExposure(empty, DefaultRules(), PlayerChoosesWorst); !reflect.DeepEqual(e, Exposure{}) {
		t.Errorf("an empty board: got %+v", e)
	}
}

// TestLosingAssassinsRolls: every roll whose Assassins would give Yazid
// his 7th is listed, checked against resolving each of the 36 rolls (the
// player answering a redirect with the fewest Assassins). With 3, only
// the double strikes of columns 3 and 4 (3 + at least 1) lose; with none,
// no roll does (the twin).
func TestLosingAssassinsRolls(t *testing.T) {
	b := grid(t, base, `
R - - - - -
- - RRR - - -
- - - - - -
RR - - RRR - -
- - - - - -`)
	for _, have := range []int{0, 3, 4, 5, 6} {
		st := state(b, base, 10)
		st.Yazid.Assassins = have
		var want []Roll
		for w := 1; w <= 6; w++ {
			for k := 1; k <= 6; k++ {
				least := leastOverAnswers(t, st, Roll{w, k}, func(turn Turn) int {
					n := 0
					for _, c := range turn.Captures {
						n += c.Assassins
					}
					return n
				})
				if least > 0 && have+least >= LosingAssassins {
					want = append(want, Roll{w, k})
				}
			}
		}
		got := ComputeExposure(st, DefaultRules(), PlayerChoosesBest).LosingAssassins
		if !reflect.DeepEqual(got, want) {
			t.Errorf("with %d Assassins: got %v, want %v", have, got, want)
		}
		if have == 3 && !reflect.DeepEqual(got, []Roll{{3, 6}, {4, 6}}) {
			t.Errorf("with 3 Assassins: got %v, want the double strikes of columns 3 and 4", got)
		}
		if have == 0 && len(got) != 0 {
			t.Errorf("with no Assassins: got %v, want none", got)
		}
	}
}

// leastOverAnswers is the least count(turn) of Yazid's turn for roll r on
// st over every answer the player can give his redirects (brute force).
func leastOverAnswers(t *testing.T, st State, r Roll, count func(Turn) int) int {
	t.Helper()
	least := -1
	var walk func(as []game.Place)
	walk = func(as []game.Place) {
		s := st.Clone()
		turn, err := ResolveTurn(&s, r, DefaultRules(), as)
		if c, ok := PendingChoice(err); ok {
			for _, p := range c.Candidates {
				walk(append(append([]game.Place{}, as...), p))
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		if n := count(turn); least < 0 || n < least {
			least = n
		}
	}
	walk(nil)
	return least
}
