package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

func TestPlaceholderBoardFitsTheBox(t *testing.T) {
	// The TUI's solo test board (ui/testdata/solo.board).
	b, err := game.ParseBoard(`V[YWG]   S6[RRB]  O[GGW]@1+pp  SM[BWY]  LM[]      S12[YRW]
O[WWR]   SM[GBY]  V@1+P        SM[RGW]  S6[BBG]   O[YGG]
SM[RWB]  LM[YBW]  S15[GRB]     O[WBB]   SM[YRG]   V[WWG]
S10[BGY] O[RRW]   SM[YBW]      V[GGR]   LM[WRB]   SM[BRR]
LM[YWW]  V[RBG]   O[BYY]       S6[WGR]  SM[GWB]   S6[RYW]`)
	if err != nil {
		t.Fatal(err)
	}
	all := map[game.Place]bool{}
	for _, p := range b.Places() {
		if !b.Tile(p).Type.Forbidden() {
			all[p] = true
		}
	}
	tests := []struct {
		name    string
		yazid   YazidHoldings
		noBR    bool
		unknown map[game.Place]bool
	}{
		{"every tile unknown", YazidHoldings{}, true, all},
		// With the Viziers and Elders all with Yazid, Merchants cover 18
		// tiles and Builders and Assassins the rest.
		{"Council and Elders full", YazidHoldings{Council: 16, Elders: 20}, false, all},
		{"one tile", YazidHoldings{}, true, map[game.Place]bool{{Col: 1, Row: 1}: true}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := b.Clone()
			for p := range tc.unknown {
				in.At(p).Meeples = game.Meeples{}
			}
			nb := PlaceholderBoard(in, tc.unknown, game.Expansions{}, Holdings{}, tc.yazid)
			if err := nb.Check(game.CheckOptions{Solo: true}); err != nil {
				t.Errorf("placeholders beyond the box: %v", err)
			}
			for p := range tc.unknown {
				m := nb.Tile(p).Meeples
				if m.Total() != 1 {
					t.Errorf("%s: placeholder %q, want one meeple", p, m)
				}
				if tc.noBR && (m[game.Builder] > 0 || m[game.Assassin] > 0) {
					t.Errorf("%s: placeholder %q changes the exposure", p, m)
				}
			}
		})
	}
}

// TestPlaceholderArtisansOnlyWithTheExpansion: with the Council and the
// Elders full, the Artisans share the placeholders with the Merchants when
// the expansion is in play, and never without it.
func TestPlaceholderArtisansOnlyWithTheExpansion(t *testing.T) {
	b := game.NewBoard(6, 5)
	unknown := map[game.Place]bool{}
	for _, p := range b.Places() {
		unknown[p] = true
	}
	full := YazidHoldings{Council: 20, Elders: 20}
	for _, tc := range []struct {
		x    game.Expansions
		want bool
	}{{game.Expansions{Artisans: true}, true}, {game.Expansions{}, false}} {
		nb := PlaceholderBoard(b, unknown, tc.x, Holdings{}, full)
		got := nb.Meeples()[game.Artisan] > 0
		if got != tc.want {
			t.Errorf("%v: Artisans placed %v, want %v", tc.x, got, tc.want)
		}
	}
}
