package sultan

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestPlannedFluteControlsNothing: the Enchanting Flute in a plan moves
// the meeples of a tile onto the one next to it and, the tile emptied,
// controls nothing (Artisans: "Dabei darfst du Felder nicht in Besitz
// nehmen"), with the plan's Tent or not, by PlayTurn and TurnInPlay.Plan
// alike. The negative twin: the Burning Scimitar emptying the same tile
// controls it.
func TestPlannedFluteControlsNothing(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	st.Player.Items[game.EnchantingFlute], st.Player.Items[game.BurningScimitar] = 1, 1
	rng := rand.New(rand.NewPCG(7, 8))
	var m game.Move
	for {
		var err error
		if m, err = st.Board.SampleMove(rng); err != nil {
			t.Fatal(err)
		}
		if _, tp, err := PlayTurn(st, TurnPlan{Move: m}); err == nil && len(tp.Camels) == 0 && tp.Tent == nil {
			break
		}
	}
	// A tile the move leaves alone, nobody's, and one next to it.
	touched := func(p game.Place) bool {
		return p == m.From || slices.ContainsFunc(m.Drops, func(d game.Drop) bool { return d.To == p })
	}
	var q, next game.Place
	for i, tile := range st.Board.Tiles {
		p := game.Place{Col: i%st.Board.Cols + 1, Row: i/st.Board.Cols + 1}
		if touched(p) || tile.Owner != game.NoOwner || tile.Type.Forbidden() || tile.Meeples.Total() == 0 {
			continue
		}
		for _, n := range orthogonal(st.Board, p) {
			if !touched(n) && !st.Board.Tile(n).Type.Forbidden() && next == (game.Place{}) {
				q, next = p, n
			}
		}
	}
	if next == (game.Place{}) {
		t.Fatal("no tile to move meeples from")
	}
	st.Board.At(q).Meeples = game.Meeples{game.Assassin: 1, game.Vizier: 1}
	onNext := st.Board.Tile(next).Meeples
	for _, tent := range []bool{false, true} {
		plan := TurnPlan{Move: m, Tent: tent, Powers: []PowerUse{{Power: "enchanting_flute", At: &next,
			From: []Kill{{Place: q, Meeple: "R"}, {Place: q, Meeple: "Y"}}}}}
		after, _, err := PlayTurn(st, plan)
		if err != nil {
			t.Fatal(err)
		}
		want := onNext
		want[game.Assassin]++
		want[game.Vizier]++
		if got := after.Board.Tile(q); got.Owner != game.NoOwner || !got.Meeples.Empty() || after.Player.Camels != st.Player.Camels {
			t.Fatalf("plan Tent %v: %s %+v, %d Camels left; want it empty and nobody's, %d Camels", tent, q.Short(), got, after.Player.Camels, st.Player.Camels)
		}
		if got := after.Board.Tile(next).Meeples; got != want || after.Player.Items[game.EnchantingFlute] != 0 {
			t.Fatalf("%s holds %v, want %v; Flute kept %d", next.Short(), got, want, after.Player.Items[game.EnchantingFlute])
		}
		samePlanned(t, st, plan, after)
	}
	after, _, err := PlayTurn(st, TurnPlan{Move: m, Powers: []PowerUse{{Power: "burning_scimitar", At: &q, Meeples: "RY"}}})
	if err != nil {
		t.Fatal(err)
	}
	if after.Board.Tile(q).Owner != 1 {
		t.Fatalf("the Scimitar emptied %s and left it %+v", q.Short(), after.Board.Tile(q))
	}
}

// TestFluteFromTiles: the Flute's meeples grouped by tile, the tiles in
// the order they first appear (the advice's and the TUI's words read
// them). The twin: a letter that names no tribe is left out.
func TestFluteFromTiles(t *testing.T) {
	a, b := game.Place{Row: 3, Col: 3}, game.Place{Row: 2, Col: 4}
	u := PowerUse{Power: game.EnchantingFlute.Key(), From: []Kill{{Place: a, Meeple: "R"}, {Place: b, Meeple: "Y"}, {Place: a, Meeple: "R"}}}
	order, moved := u.FromTiles()
	if !slices.Equal(order, []game.Place{a, b}) || moved[a][game.Assassin] != 2 || moved[b][game.Vizier] != 1 || moved[a].Total() != 2 || moved[b].Total() != 1 {
		t.Fatalf("order %v, moved %v", order, moved)
	}
	u.From = append(u.From, Kill{Place: b, Meeple: "?"})
	if _, moved := u.FromTiles(); moved[b].Total() != 1 {
		t.Fatalf("a letter of no tribe counted: %v", moved[b])
	}
}
