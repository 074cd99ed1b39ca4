package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// Reference section 9 (the Artisans rules): with Artisans a player ends the
// game only when every Camel and the Tent are placed; Yazid has no Tent.
func TestEndTriggeredNeedsTheTent(t *testing.T) {
	art := game.Expansions{Artisans: true}
	noTent := "- - - - - -\n" + full
	tent := "-@1+t - - - - -\n" + full
	tests := []struct {
		name          string
		x             game.Expansions
		spec          string
		player, yazid int // camels beside the board
		want          bool
	}{
		{"artisans: the 11th camel, the Tent unplaced", art, noTent, 0, 5, false},
		{"artisans: the 11th camel and the Tent", art, tent, 0, 5, true},
		{"artisans: the Tent, a camel left", art, tent, 1, 5, false},
		{"artisans: Yazid's 11th camel, the Tent unplaced", art, noTent, 3, 0, true},
		{"base game: the 11th camel", base, full, 0, 5, true},
		{"base game: a camel left", base, full, 1, 5, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSetup(grid(t, tc.x, tc.spec), tc.x, false, DefaultRules())
			s.Player.Camels, s.Yazid.Camels = tc.player, tc.yazid
			g, err := New(s)
			must(t, err)
			if got := g.EndTriggered(); got != tc.want {
				t.Errorf("got end %v, want %v", got, tc.want)
			}
		})
	}
}

// The end follows the pieces: the Tent placed by a tile edit triggers it,
// and taken off again clears it.
func TestEndTriggeredFollowsTheTent(t *testing.T) {
	art := game.Expansions{Artisans: true}
	s := NewSetup(grid(t, art, "- - - - - -\n"+full), art, false, DefaultRules())
	s.Player.Camels = 0
	g, err := New(s)
	must(t, err)
	if g.EndTriggered() {
		t.Fatal("the Tent unplaced: got the end")
	}
	must(t, g.SetTile(pl(1, 6), "W@1+t"))
	if !g.EndTriggered() {
		t.Fatal("the Tent placed: got no end")
	}
	must(t, g.SetTile(pl(1, 6), "W"))
	if g.EndTriggered() {
		t.Error("the Tent taken back: still the end")
	}
}
