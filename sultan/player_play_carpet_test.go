package sultan

import (
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// carpetBoard: a Vizier and an Elder on s, a Vizier next to it on n, a
// lone Vizier far off on f.
const carpetBoard = `
YW Y - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - Y`

// TestPlayTurnWithTheCarpet: a plan with Carpet makes its move with the
// Flying Carpet (the Elder next door, the Vizier flown to the far
// Vizier), the Carpet discarded. The twins: the Carpet not held, the
// same move without Carpet (not next to the drop before), and the last
// Vizier on the tile of the drop before (a Vizier there) are refused.
func TestPlayTurnWithTheCarpet(t *testing.T) {
	st := state(grid(t, arts, carpetBoard), arts, 10)
	st.Player.Items[game.FlyingCarpet] = 1
	var s, n, f game.Place
	for _, p := range st.Board.Places() {
		switch st.Board.Tile(p).Meeples.Total() {
		case 2:
			s = p
		case 1:
			if f == (game.Place{}) || Distance(p, s) > Distance(f, s) {
				f = p
			}
		}
	}
	for _, p := range st.Board.Places() {
		if Distance(p, s) == 1 && st.Board.Tile(p).Meeples[game.Vizier] == 1 {
			n = p
		}
	}
	if s == (game.Place{}) || n == (game.Place{}) || Distance(s, f) < 3 {
		t.Fatalf("the board: s %v, n %v, f %v", s, n, f)
	}
	fly := TurnPlan{Carpet: true, Move: game.Move{From: s, Drops: []game.Drop{{To: n, Tribe: game.Elder}, {To: f, Tribe: game.Vizier}}}}
	after, tp, err := PlayTurn(st, fly)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(tp.Powers, []string{game.FlyingCarpet.Key()}) || tp.Taken != 2 || after.Player.Items[game.FlyingCarpet] != 0 ||
		after.Board.Tile(f).Owner != 1 || after.Player.Viziers != 2 {
		t.Fatalf("powers %q, taken %d, Carpets %d, %v's owner %v, Viziers %d", tp.Powers, tp.Taken,
			after.Player.Items[game.FlyingCarpet], f, after.Board.Tile(f).Owner, after.Player.Viziers)
	}

	plain := fly
	plain.Carpet = false
	before := fly
	before.Move = game.Move{From: s, Drops: []game.Drop{{To: n, Tribe: game.Elder}, {To: n, Tribe: game.Vizier}}}
	none := st.Clone()
	none.Player.Items[game.FlyingCarpet] = 0
	for name, c := range map[string]struct {
		st   State
		plan TurnPlan
	}{
		"not held":            {none, fly},
		"without the Carpet":  {st, plain},
		"the tile before too": {st, before},
	} {
		_, _, err := PlayTurn(c.st, c.plan)
		if err == nil {
			t.Errorf("%s: %v plays", name, c.plan.Move)
		} else if name == "the tile before too" && !strings.Contains(err.Error(), "cannot land where the one before it did") {
			t.Errorf("%s: %v", name, err)
		}
	}
}
