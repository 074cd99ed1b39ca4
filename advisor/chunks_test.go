package advisor

import (
	"fmt"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestSpreadsOwnTheirDrops: the moves a spreader lists share chunks of
// drops (keep), yet appending to one move's drops changes no other move,
// of this call or an earlier one.
func TestSpreadsOwnTheirDrops(t *testing.T) {
	st, _ := loadState(t, "stack10.yaml")
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	var sp spreader
	var all []game.Move
	for _, x := range outs {
		paths, _, _ := st.Board.OutcomePaths(x.From, x.To, x.Tribe, 3)
		m := st.Board.Tile(x.From).Meeples
		for _, p := range paths {
			moves, _ := sp.placements(st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
			all = append(all, moves...)
		}
	}
	if len(all) < 2 {
		t.Fatalf("%d moves listed", len(all))
	}
	want := fmt.Sprint(all)
	for _, m := range all {
		d := append(m.Drops, game.Drop{To: game.Place{Col: 9, Row: 9}, Tribe: game.Assassin})
		d[0] = game.Drop{To: game.Place{Col: 8, Row: 8}, Tribe: game.Assassin}
	}
	if got := fmt.Sprint(all); got != want {
		t.Fatal("appending to one move's drops changed the moves listed")
	}
}
