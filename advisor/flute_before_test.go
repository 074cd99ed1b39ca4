package advisor

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

var r3c2 = game.Place{Col: 2, Row: 3}

// fluteBeforeTable is the setup board emptied but for a Vizier on r3 c2
// (Large Market) and a Vizier and a Builder on r3 c3 (Sacred Place 15),
// and a Merchant on r1 c5 and two on r1 c6; the player holds the
// Enchanting Flute (held false: not); edit changes it further.
func fluteBeforeTable(t *testing.T, held bool, edit func(st *sultan.State)) sultan.State {
	return powerTable(t, func(st *sultan.State) {
		st.Expansions.Artisans = true
		for i := range st.Board.Tiles {
			st.Board.Tiles[i].Meeples = game.Meeples{}
		}
		st.Board.At(r3c2).Meeples = game.Meeples{game.Vizier: 1}
		st.Board.At(r3c3).Meeples = game.Meeples{game.Vizier: 1, game.Builder: 1}
		st.Board.At(game.Place{Col: 5, Row: 1}).Meeples = game.Meeples{game.Merchant: 1}
		st.Board.At(game.Place{Col: 6, Row: 1}).Meeples = game.Meeples{game.Merchant: 2}
		if held {
			st.Player.Items[game.EnchantingFlute] = 1
		}
		if edit != nil {
			edit(st)
		}
	})
}

func TestFluteBeforeExplore(t *testing.T) {
	st := fluteBeforeTable(t, true, nil)
	a := advise(t, st, 5)
	for _, m := range a.Moves {
		t.Logf("%d %v->%v %v key %.2f sc %d est %.2f before %v actions %q", m.Rank, m.From, m.To, m.Tribe, keyOf(m), m.ScoreChange, m.Estimate, m.Plan.Before, m.Actions)
	}
}

func TestFluteBeforeUsesExplore(t *testing.T) {
	st := fluteBeforeTable(t, true, nil)
	outs, _ := st.Board.MoveOutcomes()
	for _, u := range fluteBeforeUses(st, outs) {
		t.Logf("%s", fluteBeforeWords(u, st))
	}
}

func TestFluteBeforeUsesExplore2(t *testing.T) {
	st := fluteBeforeTable(t, true, nil)
	after := st.Clone()
	var tp sultan.TurnProgress
	at := game.Place{Col: 3, Row: 4}
	err := sultan.UsePlannedPowerOn(&after, &tp, sultan.PowerUse{Power: flute, At: &at, From: []sultan.Kill{{Place: r3c3, Meeple: "B"}}}, false)
	t.Log(err)
	outs, _ := after.Board.MoveOutcomes()
	t.Log(outs, bestPickUp(st.Board, outs, nil))
}

func TestFluteBeforeUsesExplore3(t *testing.T) {
	st := fluteBeforeTable(t, true, nil)
	outs, _ := st.Board.MoveOutcomes()
	t.Log(bestPickUp(st.Board, outs, nil), pickUp(st.Board, r3c3, game.Meeples{game.Vizier: 1}, game.Vizier), st.Board.Tile(r3c3).Owner)
}
