package sultan

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestPlayTurnUsesThePowersBefore: a plan's powers before the move
// (TurnPlan.Before) are used before its tribe action: the Horn of Plenty
// refills the tracked row to 9 and orders it, and the Merchants take the
// front of the row it ordered, by PlayTurn and TurnInPlay.Plan alike. The
// negative twins: the same Horn in plan.Powers (after the steps) leaves
// the Merchants the row's old front; the Horn not held refuses the plan.
func TestPlayTurnUsesThePowersBefore(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	st.Player.Items[game.HornOfPlenty] = 1
	st.Resources = readRow(t, "fakir", "fakir", "fish")
	// A Merchants' move whose turn plays with no choice made.
	rng := rand.New(rand.NewPCG(5, 6))
	var m game.Move
	for range 5000 {
		var err error
		if m, err = st.Board.SampleMove(rng); err != nil {
			t.Fatal(err)
		}
		if m.Drops[len(m.Drops)-1].Tribe != game.Merchant {
			continue
		}
		if _, _, err := PlayTurn(st, TurnPlan{Move: m}); err == nil {
			break
		}
		m = game.Move{}
	}
	if m.Drops == nil {
		t.Fatal("no Merchants' move that plays by itself")
	}
	taken := st.Board.Tile(m.Last()).Meeples[game.Merchant]
	for _, d := range m.Drops {
		if d.To == m.Last() && d.Tribe == game.Merchant {
			taken++
		}
	}
	row := []string{"gold", "silk", "fish", "ivory", "wheat", "spice", "pottery", "fakir", "fakir"}
	horn := PowerUse{Power: game.HornOfPlenty.Key(), Row: row}
	goodsOf := func(s State) (goods GoodsHeld, fakirs int) { return s.Player.Goods, s.Player.Fakirs }

	plan := TurnPlan{Move: m, Before: []PowerUse{horn}}
	after, tp, err := PlayTurn(st, plan)
	if err != nil {
		t.Fatal(err)
	}
	var want GoodsHeld
	wantFakirs := 0
	for _, s := range row[:min(taken, len(row))] {
		r, _ := game.ParseResource(s)
		if r.Fakir {
			wantFakirs++
		} else {
			want[r.Good]++
		}
	}
	if goods, fakirs := goodsOf(after); goods != want || fakirs != wantFakirs {
		t.Errorf("%d Merchants after the Horn: got goods %v and %d Fakirs, want %v and %d", taken, goods, fakirs, want, wantFakirs)
	}
	if !slices.Equal(tp.Powers, []string{game.HornOfPlenty.Key()}) || after.Player.Items[game.HornOfPlenty] != 0 {
		t.Errorf("got the powers used %v and %d Horns, want [%s] and 0", tp.Powers, after.Player.Items[game.HornOfPlenty], game.HornOfPlenty.Key())
	}
	if got := len(after.Resources); got != len(row)-min(taken, len(row)) {
		t.Errorf("got %d cards left in the row, want %d", got, len(row)-min(taken, len(row)))
	}
	samePlanned(t, st, plan, after)

	// The twin: the Horn after the steps; the Merchants took the old front.
	late := TurnPlan{Move: m, Powers: []PowerUse{horn}}
	if after, _, err := PlayTurn(st, late); err == nil {
		if goods, fakirs := goodsOf(after); goods == want && fakirs == wantFakirs {
			t.Errorf("the Horn after the steps: the Merchants took %v and %d Fakirs, the Horn's front", goods, fakirs)
		}
	}
	plain, _, err := PlayTurn(st, TurnPlan{Move: m})
	if err != nil {
		t.Fatal(err)
	}
	if goods, fakirs := goodsOf(plain); goods == want && fakirs == wantFakirs {
		t.Errorf("without the Horn the Merchants took %v and %d Fakirs, the Horn's front", goods, fakirs)
	}

	st.Player.Items[game.HornOfPlenty] = 0
	if _, _, err := PlayTurn(st, plan); err == nil {
		t.Error("a plan using the Horn of Plenty, not held, plays")
	}
	if _, err := BeginPlan(st, plan); err == nil {
		t.Error("BeginPlan plays a plan using the Horn of Plenty, not held")
	}
}

// readRow is the tracked row of the cards named, front first.
func readRow(t *testing.T, cards ...string) []game.Resource {
	t.Helper()
	out := make([]game.Resource, 0, len(cards))
	for _, s := range cards {
		r, err := game.ParseResource(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}
