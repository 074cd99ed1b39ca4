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
			g, err := TakeUp(s) // a table mid-round
			must(t, err)
			if got := g.EndTriggered(); got != tc.want {
				t.Errorf("got end %v, want %v", got, tc.want)
			}
		})
	}
}

// Once the Tent is placed as the last piece the end stays triggered:
// taken off again (a correction, or a Thief's power), it is still the
// last round. Undo takes the trigger back with the event that set it.
func TestEndTriggeredStaysWithTheTent(t *testing.T) {
	art := game.Expansions{Artisans: true}
	s := NewSetup(grid(t, art, "- - - - - -\n"+full), art, false, DefaultRules())
	s.Player.Camels = 0
	g, err := TakeUp(s)
	must(t, err)
	if g.EndTriggered() {
		t.Fatal("the Tent unplaced: got the end")
	}
	must(t, g.SetTile(pl(1, 6), "W@1+t"))
	if !g.EndTriggered() || g.EndReason() != EndPlayerCamels {
		t.Fatalf("the Tent placed: got end %v (%v)", g.EndTriggered(), g.EndReason())
	}
	must(t, g.SetTile(pl(1, 6), "W"))
	if !g.EndTriggered() {
		t.Error("the Tent taken back: the end is gone, want it kept")
	}
	_, err = g.Undo()
	must(t, err)
	if !g.EndTriggered() {
		t.Error("undoing the Tent taken back: the end is gone")
	}
	_, err = g.Undo()
	must(t, err)
	if g.EndTriggered() {
		t.Error("undoing the Tent placed: still the end")
	}
}
