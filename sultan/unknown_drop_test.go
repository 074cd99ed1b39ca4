package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// dropGame is a game on the full board at the player's turn, the tile at
// u left to be asked.
func dropGame(t *testing.T, u game.Place) *Game {
	t.Helper()
	s := NewSetup(grid(t, base, full), base, false, DefaultRules())
	s.Unknown, s.PlayerTurn = []game.Place{u}, true
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// room is how many more meeples of tr the box holds on st.
func room(st State, tr game.Tribe) int {
	n := game.BoxMeeples(tr, st.Expansions)
	for _, p := range st.Board.Places() {
		n -= st.Board.Tile(p).Meeples[tr]
	}
	switch tr {
	case game.Vizier:
		n -= st.Player.Viziers + st.Yazid.Council
	case game.Elder:
		n -= st.Player.Elders + st.Yazid.Elders
	case game.Artisan:
		n -= st.Player.Artisans + st.Yazid.Artisans
	}
	return n
}

// fillBox edits q to hold every meeple of the placeholder's tribe the box
// has left and one more, which the box takes only without the
// placeholder on u: the engine refits it.
func fillBox(t *testing.T, g *Game, u, q game.Place) {
	t.Helper()
	st := g.State()
	var tr game.Tribe
	for _, x := range game.Tribes {
		if st.Placeholder(u)[x] > 0 {
			tr = x
		}
	}
	tile := st.Board.Tile(q)
	tile.Meeples[tr] += room(st, tr) + 1
	n := g.Len()
	if _, err := g.Apply(TileEvent(q, tile.Token())); err != nil || g.Len() != n+1 {
		t.Fatalf("the box full but for the placeholder: %v", err)
	}
	if got := g.State().Placeholder(u); got.Total() != 1 || got[tr] != 0 {
		t.Fatalf("refitted: the placeholder is %s, want one meeple, no %s", got, tr)
	}
}

// TestRefitKeepsDrops: a move passing over a tile still to be asked drops
// a real meeple there; a refit of the placeholders takes off the
// placeholder alone, the meeple dropped stays, and a replay gives the same
// table. The twin, a move elsewhere: the tile holds the placeholder alone.
func TestRefitKeepsDrops(t *testing.T) {
	u, q := pl(2, 1), pl(6, 5)
	for _, tc := range []struct {
		name, move string
		real       string
	}{
		{"over it", "r1c1: r1c2 Y, r1c3 W, r2c3 W", "Y"},
		{"elsewhere", "r3c1: r3c2 R, r3c3 W, r3c4 B", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := dropGame(t, u)
			if _, err := g.PlayMove(mustMove(t, tc.move)); err != nil {
				t.Fatal(err)
			}
			want := game.Meeples{}
			if tc.real != "" {
				want = meeples(t, tc.real)
			}
			fillBox(t, g, u, q)
			st := g.State()
			if got := st.Real(u); got != want {
				t.Errorf("the real meeples on %s: got %s, want %s", u, got, want)
			}
			if got, ph := st.Board.Tile(u).Meeples, st.Placeholder(u); got != want.Add(ph) {
				t.Errorf("the tile %s: got %s, want %s and the placeholder %s", u, got, want, ph)
			}
			r, err := Replay(g.Log())
			if err != nil || !r.State().Equal(st) {
				t.Errorf("replayed: %v", err)
			}
		})
	}
}

// TestRevealAfterDrop: the meeples revealed on a tile still to be asked
// join the real ones a move dropped there, and replace the placeholder
// alone (the report names it); the control and Yazid read the tile whole.
// The twin, no drop there: the tile holds what was revealed.
func TestRevealAfterDrop(t *testing.T) {
	u := pl(2, 1)
	for _, tc := range []struct {
		name, move string
		want       string
	}{
		{"after a drop", "r1c1: r1c2 Y, r1c3 W, r2c3 W", "YGBR"},
		{"no drop", "r3c1: r3c2 R, r3c3 W, r3c4 B", "GBR"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := dropGame(t, u)
			if _, err := g.PlayMove(mustMove(t, tc.move)); err != nil {
				t.Fatal(err)
			}
			ph := g.State().Placeholder(u)
			rep, err := g.Apply(RevealEvent(u, meeples(t, "GBR")))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Placeholder != ph {
				t.Errorf("the report's placeholder: got %s, want %s", rep.Placeholder, ph)
			}
			st := g.State()
			if got := st.Board.Tile(u).Meeples; got != meeples(t, tc.want) {
				t.Errorf("revealed: got %s, want %s", got, tc.want)
			}
			if st.IsUnknown(u) || st.Real(u) != meeples(t, tc.want) || !st.Placeholder(u).Empty() {
				t.Errorf("known: unknown %v, real %s, placeholder %s", st.IsUnknown(u), st.Real(u), st.Placeholder(u))
			}
			r, err := Replay(g.Log())
			if err != nil || !r.State().Equal(st) {
				t.Errorf("replayed: %v", err)
			}
		})
	}
}
