package advisor

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// oddBoard is a random table of cols x rows (6-7 x 5-7) made of the setup
// board's tile types, with a Chasm and a Great Lake, 0-3 meeples a tile
// (none on the forbidden ones), and random holdings (randomState's).
func oddBoard(t testing.TB, rng *rand.Rand, cols, rows int) (sultan.State, sultan.Rules) {
	st, rules := randomState(t, rng, rng.IntN(3) == 0)
	types := make([]game.TileType, 0, len(st.Board.Tiles))
	for _, tile := range st.Board.Tiles {
		types = append(types, tile.Type)
	}
	b := game.NewBoard(cols, rows)
	for i := range b.Tiles {
		b.Tiles[i].Type = types[rng.IntN(len(types))]
	}
	b.Tiles[rng.IntN(len(b.Tiles))].Type = game.Chasm
	b.Tiles[rng.IntN(len(b.Tiles))].Type = game.GreatLake
	for i := range b.Tiles {
		if b.Tiles[i].Type.Forbidden() {
			continue
		}
		for range rng.IntN(4) {
			b.Tiles[i].Meeples[game.Tribes[rng.IntN(len(game.Tribes))]]++
		}
	}
	st.Board = b
	st.Expansions = game.Expansions{Artisans: true, Whims: true}
	st.Player.Camels, st.Yazid.Camels = 8, 8
	return st, rules
}

// TestSureHarmBelowOnOddBoards: sureHarm is never more than what
// Yazid's roll takes, on boards of 6-7 columns and 5-7 rows with a Chasm
// and a Great Lake, the rules' variants, Djinns paying income, the
// income's timing, Fakir cards at the front of the row.
func TestSureHarmBelowOnOddBoards(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(77, 5))
	checked, sure := 0, 0
	n := sample(12, 1)
	for i := range n {
		st, rules := oddBoard(t, rng, 6+i%2, 5+i%3)
		rules.StrikeOrder = sultan.StrikeOrder(rng.IntN(2))
		st.Player.Coins = rng.IntN(10)
		st.Player.Djinns = []string{[]string{game.Marid, game.Nekir, game.Dhenim}[i%3]}
		o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules(), ExactOnly: i%4 == 3}
		h := newSureHarm(st, o)
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		eachTurn(t, st, someOutcomes(rng, outs, 30), o, 2, 2, 3, func(mv game.Move, plan sultan.TurnPlan, c *candidate) {
			if endsAfter(c.after) {
				return
			}
			pv, err := preValueOf(st, c.after, o)
			if err != nil {
				t.Fatal(err)
			}
			s := h.sureOf(pv, plan)
			if got := takenBy(c, rules, o); s > got+1e-9 {
				t.Fatalf("board %d (%dx%d, %+v): %v %+v: sure harm %v, his roll takes %v", i, st.Board.Cols, st.Board.Rows, rules, mv, plan.Tribe, s, got)
			}
			checked++
			if s > 0 {
				sure++
			}
		})
	}
	if checked < 300*n/12 || sure < checked/3 {
		t.Fatalf("only %d turns checked, %d with a sure harm: the test proves little", checked, sure)
	}
	t.Logf("%d turns, %d with a sure harm", checked, sure)
}

// TestAdviceEqualsReferenceOddBoards: the advice is the slow
// path's (Options.reference) on oddBoard's tables: 6-7 columns, 5-7
// rows, a Chasm and a Great Lake, Djinns paying income, both timings,
// every variant; tables the slow path cannot finish left out.
func TestAdviceEqualsReferenceOddBoards(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(5, 77))
	compared := 0
	n := sample(8, 3)
	for i := range n {
		st, rules := oddBoard(t, rng, 6+i%2, 5+i%3)
		if testing.Short() && i == 0 {
			continue // its reference search runs into the budget: nothing compared
		}
		st.Player.Djinns = []string{[]string{game.Marid, game.Nekir, game.Dhenim}[i%3]}
		o := Options{Top: []int{1, 3, 5}[i%3], ExactOnly: i%4 == 3, Weights: DefaultWeights(), Rules: rules, Budget: 10 * DefaultBudget}
		slow := o
		slow.reference = true
		want, werr := Advise(st, slow)
		if werr != nil {
			t.Fatalf("board %d: %v", i, werr)
		}
		if want.Searched < want.Total {
			continue
		}
		got, gerr := Advise(st, o)
		if fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Fatalf("board %d: error %v, reference %v", i, gerr, werr)
		}
		if len(want.Moves) == 0 {
			t.Fatalf("board %d: no move advised", i)
		}
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Fatalf("board %d:\n got %s\nwant %s", i, g, w)
		}
		compared++
	}
	if compared < n*5/8 {
		t.Fatalf("only %d boards compared", compared)
	}
	t.Logf("%d boards compared", compared)
}
