package game

import (
	"math/rand/v2"
	"testing"
)

func TestDealBoard(t *testing.T) {
	for _, x := range []Expansions{{}, {Artisans: true}, {Whims: true}, {Artisans: true, Whims: true}} {
		t.Run(x.String(), func(t *testing.T) {
			b := DealBoard(x, rand.New(rand.NewPCG(7, 8)))
			if err := b.Check(CheckOptions{Expansions: x, Solo: true}); err != nil {
				t.Fatalf("dealt board fails the checks: %v\n%s", err, b)
			}
			if got, want := len(b.Tiles), BoxTiles(x); got != want {
				t.Errorf("got %d tiles, want %d", got, want)
			}
			counts := map[TileType]int{}
			meeples := 0
			for _, tile := range b.Tiles {
				counts[tile.Type]++
				switch n := tile.Meeples.Total(); {
				case tile.Type.Forbidden() && n != 0:
					t.Errorf("%s holds %d meeples", tile.Type, n)
				case !tile.Type.Forbidden() && n != 3:
					t.Errorf("%s holds %d meeples, want 3", tile.Type, n)
				}
				meeples += tile.Meeples.Total()
			}
			for _, tt := range TileTypes() {
				want := 0
				if x.Has(tt.Expansion()) {
					want = tt.Count()
				}
				if counts[tt] != want {
					t.Errorf("%s: got %d tiles, want %d", tt, counts[tt], want)
				}
			}
			// Negative twin: another seed deals another board, the same
			// seed the same one.
			if again := DealBoard(x, rand.New(rand.NewPCG(7, 8))); !again.Equal(b) {
				t.Errorf("the same seed dealt two boards")
			}
			if other := DealBoard(x, rand.New(rand.NewPCG(9, 8))); other.Equal(b) {
				t.Errorf("two seeds dealt the same board")
			}
		})
	}
}
