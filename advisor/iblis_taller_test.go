package advisor

import (
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestIblisOnATallerTile: with Iblis held and a Fakir to pay, a kill that
// leaves more than one meeple on its tile (every tile of the setup board
// holds 3) is planned with Iblis killing each tribe left, and the ranking
// keeps it where it is worth more: with Kandicha held too, Kandicha keeps
// the second Vizier or Elder, so the best move of some outcome uses it
// (with Iblis alone it is not planned there: iblisWorth).
// Every move advised with it plays (sultan.PlayTurn) to the score change
// the advice says, the tile left with meeples and uncontrolled. The
// twins: Iblis not held, nothing to pay, no kill in reach.
func TestIblisOnATallerTile(t *testing.T) {
	for _, tc := range []struct {
		name           string
		djinns         []string
		fakirs, elders int
		noAssassins    bool
		use            bool
	}{
		{name: "alone", djinns: []string{"Iblis"}, fakirs: 1},
		{name: "with Kandicha, a Fakir to pay", djinns: []string{"Iblis", "Kandicha"}, fakirs: 1, use: true},
		{name: "with Kandicha, an Elder to pay", djinns: []string{"Iblis", "Kandicha"}, elders: 1, use: true},
		{name: "not held", djinns: []string{"Kandicha"}, fakirs: 1},
		{name: "nothing to pay", djinns: []string{"Iblis", "Kandicha"}},
		{name: "no kill", djinns: []string{"Iblis", "Kandicha"}, fakirs: 1, noAssassins: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := powerTable(t, func(st *sultan.State) {
				st.Player.Djinns = tc.djinns
				st.Player.Fakirs, st.Player.Elders = tc.fakirs, tc.elders
				if tc.noAssassins {
					for i := range st.Board.Tiles {
						m := &st.Board.Tiles[i].Meeples
						m[game.Merchant] += m[game.Assassin]
						m[game.Assassin] = 0
					}
				}
			})
			a := adviseAll(t, st)
			taller := 0
			for _, m := range usesOf(a, "Iblis") {
				checkPlays(t, st, m)
				after, tp, _ := sultan.PlayTurn(st, m.Plan)
				k := tp.IblisKill
				if k == nil || tp.Kill == nil || k.Place != tp.Kill.Place {
					t.Fatalf("%v: Iblis's kill %+v, the kill %+v", m.Plan.Move, k, tp.Kill)
				}
				tile := after.Board.Tile(k.Place)
				if tile.Meeples.Empty() {
					continue // the kill left one meeple: TestIblisInThePlan
				}
				if tile.Owner != game.NoOwner {
					t.Fatalf("%v: the tile after Iblis %+v", m.Plan.Move, tile)
				}
				if !slices.ContainsFunc(m.Actions, func(s string) bool { return strings.HasPrefix(s, "Iblis: kill ") }) {
					t.Fatalf("actions %q", m.Actions)
				}
				taller++
			}
			if tc.use != (taller > 0) {
				t.Fatalf("%d moves use Iblis on a tile it leaves with meeples, want some: %v", taller, tc.use)
			}
		})
	}
}
