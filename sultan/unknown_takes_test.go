package sultan

import (
	"errors"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// wantUnknownTile fails unless err is an *UnknownTileError naming at,
// matching ErrUnknownTile.
func wantUnknownTile(t *testing.T, err error, at game.Place) {
	t.Helper()
	var ut *UnknownTileError
	if !errors.Is(err, ErrUnknownTile) || !errors.As(err, &ut) || ut.At != at {
		t.Fatalf("got %v, want ErrUnknownTile naming %s", err, at)
	}
}

// TestKillOnlyOnKnownTiles: the Assassins' victim on a tile still to be
// asked is refused (ErrUnknownTile naming it, nothing kept), and the
// options offer none of its placeholder but name it to reveal; once
// revealed, the kill plays. The twin: a kill on a known tile plays with
// the tile unknown beside it.
func TestKillOnlyOnKnownTiles(t *testing.T) {
	u, known := pl(4, 1), pl(5, 1)
	for _, tc := range []struct {
		name string
		kill Kill
	}{
		{"on it", Kill{Place: u, Meeple: "R"}},
		{"beside it", Kill{Place: known, Meeple: "G"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := dropGame(t, u)
			tp, err := g.PlayMove(mustMove(t, "r2c4: r2c5 G, r2c6 G, r1c6 R"))
			if err != nil || tp.Step != TurnTribe || tp.Tribe != game.Assassin {
				t.Fatalf("the move: %v, %+v", err, tp)
			}
			d, err := g.TurnOptions()
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(d.Reveal, []game.Place{u}) || slices.ContainsFunc(d.Victims, func(v Victim) bool { return v.Place == u }) {
				t.Errorf("options: reveal %v, victims %v; want %s to reveal, none of it a victim", d.Reveal, d.Victims, u)
			}
			n := g.Len()
			_, err = g.Tribe(TribeChoice{Kill: &tc.kill})
			if tc.kill.Place != u {
				if err != nil {
					t.Errorf("got %v, want the kill", err)
				}
				return
			}
			wantUnknownTile(t, err, u)
			if g.Len() != n {
				t.Fatalf("%d events kept", g.Len()-n)
			}
			if _, err := g.Apply(RevealEvent(u, meeples(t, "WGR"))); err != nil {
				t.Fatal(err)
			}
			if d, _ := g.TurnOptions(); len(d.Reveal) != 0 || !slices.Contains(d.Victims, Victim{Place: u, Tribe: game.Assassin, Distance: 2}) {
				t.Errorf("revealed: reveal %v, victims %v", d.Reveal, d.Victims)
			}
			if _, err := g.Tribe(TribeChoice{Kill: &tc.kill}); err != nil || g.Board().Tile(u).Meeples != meeples(t, "WG") {
				t.Errorf("revealed: got %v, the tile %s; want the kill", err, g.Board().Tile(u).Meeples)
			}
		})
	}
}

// TestItemsOnlyOnKnownTiles: a Magic Item taking meeples from a tile
// still to be asked (the Burning Scimitar's, the Enchanting Flute's, a
// Flying Carpet's move ending there) is refused (ErrUnknownTile naming
// it), nothing kept; once revealed it plays. The twins: aimed at known
// tiles, each plays with the tile unknown beside them.
func TestItemsOnlyOnKnownTiles(t *testing.T) {
	u := pl(4, 1) // r1c4 WGR
	at := func(p game.Place) *game.Place { return &p }
	carpet := func(s string) *game.Move { m := mustMove(t, s); return &m }
	for _, tc := range []struct {
		name string
		item game.Item
		use  PowerUse
		hits bool
	}{
		{"Scimitar on it", game.BurningScimitar, PowerUse{At: at(u), Meeples: "WG"}, true},
		{"Scimitar beside it", game.BurningScimitar, PowerUse{At: at(pl(5, 1)), Meeples: "GW"}, false},
		{"Flute from it", game.EnchantingFlute, PowerUse{At: at(pl(4, 2)), From: []Kill{{Place: u, Meeple: "W"}}}, true},
		{"Flute from beside it", game.EnchantingFlute, PowerUse{At: at(pl(4, 2)), From: []Kill{{Place: pl(5, 2), Meeple: "W"}}}, false},
		{"Carpet onto it", game.FlyingCarpet, PowerUse{Move: carpet("r2c6: r2c5 B, r3c5 R, r1c4 R")}, true},
		{"Carpet elsewhere", game.FlyingCarpet, PowerUse{Move: carpet("r2c6: r2c5 B, r3c5 R, r1c6 R")}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := state(grid(t, arts, powersBoard), arts, 10)
			st.Player.Items[tc.item] = 1
			s := SetupOf(st, DefaultRules())
			s.Unknown, s.PlayerTurn = []game.Place{u}, true
			g, err := New(s)
			if err != nil {
				t.Fatal(err)
			}
			tc.use.Power = tc.item.Key()
			use := PowerEvent(tc.use)
			n := g.Len()
			_, err = g.Apply(use)
			if tc.hits {
				wantUnknownTile(t, err, u)
				if g.Len() != n {
					t.Fatalf("%d events kept", g.Len()-n)
				}
				if _, err := g.Apply(RevealEvent(u, meeples(t, "WGR"))); err != nil {
					t.Fatal(err)
				}
				_, err = g.Apply(use)
			}
			if err != nil {
				t.Errorf("got %v, want the %s used", err, tc.item)
			}
		})
	}
}

// TestTookKnown: the guard behind the events' own checks refuses a table
// where a tile still to be asked lost a meeple, naming it; the twin, a
// meeple added there (a drop), or one taken from a known tile, passes.
func TestTookKnown(t *testing.T) {
	u := pl(4, 1)
	g := dropGame(t, u)
	before := g.State()
	for _, tc := range []struct {
		name  string
		at    game.Place
		delta int
		bad   bool
	}{
		{"taken from it", u, -1, true},
		{"dropped on it", u, +1, false},
		{"taken elsewhere", pl(5, 1), -1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			after := before.Clone()
			m := &after.Board.At(tc.at).Meeples
			for tr := range m {
				if m[tr] > 0 || tc.delta > 0 {
					m[tr] += tc.delta
					break
				}
			}
			err := before.tookKnown(after)
			if tc.bad {
				wantUnknownTile(t, err, u)
			} else if err != nil {
				t.Errorf("got %v", err)
			}
		})
	}
}
