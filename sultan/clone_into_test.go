package sultan

import (
	"reflect"
	"testing"

	"github.com/naqala/naqala/game"
)

// cloneSample is a state with every slice Clone copies set, some empty
// (not nil), some nil.
func cloneSample() State {
	b := game.NewBoard(3, 2)
	b.Tiles[1].Meeples[game.Vizier] = 2
	return State{Board: b,
		Player:    Holdings{Coins: 7, Djinns: []string{"Jafaar", "Shamhat"}, Thieves: []string{}},
		Resources: []game.Resource{{Good: game.Fish}, {Fakir: true}, {Good: game.Silk}}, DjinnRow: []string{"Enki"}, ThiefRow: nil,
		Unseen:  Unseen{Resources: []game.Resource{{Good: game.Spice}}, Djinns: []string{"Utug"}, Bought: []string{}},
		Unknown: []game.Place{{Col: 1, Row: 1}}, placeholder: []game.Meeples{{1}}}
}

// TestCloneIntoIsClone: CloneInto gives Clone's copy (nil slices nil,
// empty ones empty), sharing nothing with the state copied, into a
// destination that held a larger state, a smaller one or none; the
// twin: it does reuse the destination's arrays when they have room.
func TestCloneIntoIsClone(t *testing.T) {
	src := cloneSample()
	big := cloneSample()
	big.Player.Djinns = append(big.Player.Djinns, "Enki", "Utug", "Bouraq")
	big.Resources = append(big.Resources, game.Resource{Fakir: true}, game.Resource{Fakir: true})
	small := State{Board: game.NewBoard(1, 1), Player: Holdings{Djinns: []string{}}, DjinnRow: []string{"x"}}
	for name, dst := range map[string]State{"larger": big.Clone(), "smaller": small.Clone(), "zero": {}} {
		oldDjinns, oldBoard := dst.Player.Djinns, dst.Board
		src.CloneInto(&dst)
		want := src.Clone()
		if !reflect.DeepEqual(dst, want) || !dst.Equal(src) {
			t.Errorf("%s: CloneInto gave %+v, Clone %+v", name, dst, want)
		}
		if (dst.ThiefRow == nil) != (src.ThiefRow == nil) || (dst.Player.Thieves == nil) != (src.Player.Thieves == nil) ||
			(dst.Unseen.Bought == nil) != (src.Unseen.Bought == nil) {
			t.Errorf("%s: a nil or empty slice changed kind", name)
		}
		dst.Board.Tiles[1].Meeples[game.Vizier] = 9
		dst.Player.Djinns[0] = "changed"
		dst.Resources[0] = game.Resource{Fakir: true}
		dst.Unseen.Djinns[0] = "changed"
		dst.Unknown[0].Col = 3
		dst.placeholder[0][0] = 5
		if !src.Equal(cloneSample()) {
			t.Errorf("%s: changing the copy changed the state copied", name)
		}
		// The twin: the arrays with room are the destination's.
		if name == "larger" && (&dst.Player.Djinns[0] != &oldDjinns[0] || dst.Board != oldBoard) {
			t.Errorf("%s: the Djinns or the board were not put in the destination's", name)
		}
	}
}
