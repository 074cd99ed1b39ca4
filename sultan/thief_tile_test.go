package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// Thieves rules: "you may use your Thief immediately after your Tribe
// action", so before the tile action. A Sacred Place the player can pay
// for only with Houssain's Fakirs waits for the choice; without a Thief
// that pays for it, it is skipped by itself.
func TestTileActionWaitsForHoussain(t *testing.T) {
	x := game.Expansions{Thieves: true}
	// r1c4 is a Sacred Place (S6) holding a Merchant; r1c5 a Small Market.
	spec := `
YYG RYB GYW BWY WRB YRW
WWR GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW YBW GGR WRB BRR
YWW RBG BYY G G RYW`
	cases := []struct {
		name        string
		thieves     []string
		yazidFakirs int
		want        TurnStep
	}{
		{"Houssain held, Yazid has 2 Fakirs: the Djinn waits", []string{"Houssain"}, 2, TurnTile},
		{"Houssain held, Yazid has 1 Fakir: the Djinn waits", []string{"Houssain"}, 1, TurnTile},
		{"Houssain held, Yazid has no Fakir: skipped", []string{"Houssain"}, 0, TurnSale},
		{"no Thief: skipped", nil, 2, TurnSale},
		{"Ziad held (no card): skipped", []string{"Ziad"}, 2, TurnSale},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := state(grid(t, x, spec), x, 10)
			st.Player.Elders, st.Player.Thieves = 1, tc.thieves
			st.Yazid.Fakirs, st.Yazid.Council = tc.yazidFakirs, 1
			st.Resources = []game.Resource{{Good: game.Fish}, {Good: game.Silk}, {Good: game.Gold}}
			st.DjinnRow = []string{"Boaz"}
			var tp TurnProgress
			if err := tp.playMove(&st, mustMove(t, "r1c5: r1c4 G")); err != nil {
				t.Fatal(err)
			}
			if tp.Step != tc.want {
				t.Fatalf("got the %s, want the %s", tp.Step, tc.want)
			}
			if tc.want != TurnTile {
				return
			}
			if err := tp.usePower(&st, PowerUse{Power: "Houssain"}); err != nil {
				t.Fatal(err)
			}
			if tp.Step != TurnTile {
				t.Fatalf("after Houssain: got the %s, want the tile action", tp.Step)
			}
			if err := tp.tile(&st, TileChoice{Djinn: "Boaz", Pay: PayElderFakir}); err != nil {
				t.Fatal(err)
			}
			if !st.Player.HasDjinn("Boaz") || st.Player.Elders != 0 {
				t.Errorf("got %+v", st.Player)
			}
		})
	}
}
