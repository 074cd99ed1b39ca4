package sultan

import (
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestTileActionPaymentsAreTheEngines: the costs the reference reads
// (TileActionPayments) are the ways the tile step offers a player who can
// pay every way; a tile without such a cost offers none.
func TestTileActionPaymentsAreTheEngines(t *testing.T) {
	rich := Holdings{Coins: 50, Camels: 5, Elders: 3, Fakirs: 3, Artisans: 2}
	for _, tt := range game.TileTypes() {
		if tt.Forbidden() {
			continue
		}
		b := game.NewBoard(1, 1)
		b.Tiles[0].Type = tt
		st := State{Board: b, Expansions: game.Expansions{Artisans: true, Thieves: true, Whims: true}, Player: rich}
		tp := TurnProgress{Step: TurnTile, Move: game.Move{From: game.Place{Col: 1, Row: 1}}}
		got := tp.Options(st).Payments
		if want := TileActionPayments(tt); !slices.Equal(got, want) {
			t.Errorf("%s: the tile step offers %v, the reference reads %v", tt, got, want)
		}
	}
	// Echidna's cost is the Builders' option's.
	if ways, played := PowerPayments("Echidna"); !played || !slices.Equal(ways, []Payment{PayElders, PayElderFakir}) {
		t.Errorf("Echidna: got %v (%v)", ways, played)
	}
	if _, played := PowerPayments("Jafaar"); played {
		t.Error("Jafaar: a passive Djinn reads as played")
	}
	if ways, played := PowerPayments("flying_carpet"); !played || len(ways) != 0 {
		t.Errorf("the Flying Carpet: got %v (%v), want free", ways, played)
	}
}
