package sultan

import (
	"strings"
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

// Hagis and Lamia move a piece placed this turn ("When placing a Palace,
// you may drop it on any neighboring Tile instead"): Shaum places the
// Palace or Palm Tree it takes from Yazid, so they move it on; with no
// piece placed they have nothing to move.
func TestHagisAndLamiaMoveShaumsPiece(t *testing.T) {
	spec := `
PP - - PP - -
- YYG - RYB GYW BWY
WWR@Y+p GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW@1+p YBW GGR WRB BRR
YWW -@1+P -@Y+pP WGR GWB RYW`
	cases := []struct {
		name    string
		shaum   *PowerUse
		use     PowerUse
		wantErr string
		check   func(t *testing.T, st State)
	}{
		{name: "Hagis moves Shaum's Palace", shaum: &PowerUse{Power: "Shaum", At: place(1, 3), To: place(2, 2)},
			use: PowerUse{Power: "Hagis", Pay: PayElder, At: place(3, 2)},
			check: func(t *testing.T, st State) {
				if at(st, 2, 2).Palaces != 0 || at(st, 3, 2).Palaces != 1 {
					t.Errorf("got %s and %s", at(st, 2, 2).Token(), at(st, 3, 2).Token())
				}
			}},
		{name: "Lamia moves Shaum's Palm Tree", shaum: &PowerUse{Power: "Shaum", At: place(4, 1), To: place(2, 2)},
			use: PowerUse{Power: "Lamia", Pay: PayElder, At: place(3, 1)},
			check: func(t *testing.T, st State) {
				if at(st, 2, 2).Palms != 1 || at(st, 3, 1).Palms != 1 || at(st, 4, 1).Palms != 0 {
					t.Errorf("got %s, %s and %s", at(st, 2, 2).Token(), at(st, 3, 1).Token(), at(st, 4, 1).Token())
				}
			}},
		{name: "Hagis with no Palace placed", use: PowerUse{Power: "Hagis", Pay: PayElder, At: place(3, 2)},
			wantErr: "none was"},
		{name: "Lamia after Shaum took a Palace", shaum: &PowerUse{Power: "Shaum", At: place(1, 3), To: place(2, 2)},
			use: PowerUse{Power: "Lamia", Pay: PayElder, At: place(3, 2)}, wantErr: "none was"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := state(grid(t, thievesX, spec), thievesX, 10)
			st.Player.Djinns, st.Player.Elders, st.Player.Thieves = []string{"Hagis", "Lamia"}, 2, []string{"Shaum"}
			tp := TurnProgress{Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y"), Tribe: game.Builder}
			if tc.shaum != nil {
				if err := tp.usePower(&st, *tc.shaum); err != nil {
					t.Fatal(err)
				}
			}
			err := tp.usePower(&st, tc.use)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got error %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, st)
		})
	}
}
