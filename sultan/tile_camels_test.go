package sultan

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// A tile edit that puts a camel on a tile takes it from its owner's camels
// beside the board, and one it takes off goes back; the Tent stands instead
// of a camel.
func TestTileEditTakesTheCamel(t *testing.T) {
	art := game.Expansions{Artisans: true}
	tests := []struct {
		name          string
		x             game.Expansions
		before, token string // the tile at row 1, column 1 (a Large Market) before, and the edit
		player, yazid int    // the change to the camels beside the board
	}{
		{"@1 on an unowned tile", base, "", "LM@1", -1, 0},
		{"@1 taken off", base, "LM@1", "LM", +1, 0},
		{"meeples only on the player's tile", base, "LM@1", "LM[Y]@1", 0, 0},
		{"meeples only on an unowned tile", base, "", "LM[Y]", 0, 0},
		{"@Y on an unowned tile", base, "", "LM@Y", 0, -1},
		{"@1 corrected to @Y", base, "LM@1", "LM@Y", +1, -1},
		{"@Y corrected to @1", base, "LM@Y", "LM@1", -1, +1},
		{"the Tent takes no camel", art, "", "LM@1+t", 0, 0},
		{"a camel changed for the Tent", art, "LM@1", "LM@1+t", +1, 0},
		{"the Tent changed for a camel", art, "LM@1+t", "LM@1", -1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := gameWithTile(t, tc.x, tc.before)
			p, y := g.Player().Camels, g.Yazid().Camels
			must(t, g.SetTile(pl(1, 1), tc.token))
			if got := g.Player().Camels - p; got != tc.player {
				t.Errorf("player's camels: got %+d, want %+d", got, tc.player)
			}
			if got := g.Yazid().Camels - y; got != tc.yazid {
				t.Errorf("Yazid's camels: got %+d, want %+d", got, tc.yazid)
			}
			checkReplay(t, g)
			// Undo gives the camels back as they were.
			_, err := g.Undo()
			must(t, err)
			if g.Player().Camels != p || g.Yazid().Camels != y {
				t.Errorf("after undo: camels %d and %d, want %d and %d", g.Player().Camels, g.Yazid().Camels, p, y)
			}
		})
	}
}

// gameWithTile starts a base (or x) game whose tile at row 1, column 1 is
// tok ("" for the Large Market as laid out, with no meeples).
func gameWithTile(t *testing.T, x game.Expansions, tok string) *Game {
	t.Helper()
	b := grid(t, x, strings.Repeat("- - - - - -\n", len(layout(x))))
	if tok != "" {
		tile, err := game.ParseToken(tok)
		must(t, err)
		*b.At(pl(1, 1)) = tile
	}
	return newGame(t, b, x, DefaultRules())
}

// With no camel beside the board the edit is refused with the reason, and
// the table stays as it was; the negative twin with one camel left.
func TestTileEditWithoutACamelLeft(t *testing.T) {
	for _, tc := range []struct {
		name   string
		token  string
		player bool
		want   string
	}{
		{"the player", "LM@1", true, "the player has no camel left to place"},
		{"Yazid", "LM@Y", false, "no camel of Yazid's left to place"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gameWithTile(t, base, "")
			if tc.player {
				must(t, g.ChangePlayer(PlayerChange{Camels: -11}))
			} else {
				must(t, g.ChangeYazid(YazidChange{Camels: -11}))
			}
			before, n := g.State(), len(g.Log())
			err := g.SetTile(pl(1, 1), tc.token)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
			if !g.State().Equal(before) || len(g.Log()) != n {
				t.Error("the refused edit changed the game")
			}
			// Twin: one camel given back, the edit is taken.
			if tc.player {
				must(t, g.ChangePlayer(PlayerChange{Camels: 1}))
			} else {
				must(t, g.ChangeYazid(YazidChange{Camels: 1}))
			}
			must(t, g.SetTile(pl(1, 1), tc.token))
		})
	}
}

// Logs written before tile edits kept the camels set the tile alone (the
// camel came with a player event); they replay as they were played.
func TestTileEditOldLogKeepsItsCamels(t *testing.T) {
	g := gameWithTile(t, base, "")
	old := Event{Kind: EventTile, Tile: &TileEdit{Place: pl(1, 1), Token: "LM@1"}}
	data, err := json.Marshal(Log{g.Log()[0], old, PlayerEvent(PlayerChange{Camels: -1})})
	must(t, err)
	if strings.Contains(string(data), `"camels":true`) {
		t.Fatalf("an old tile event carries the camels flag: %s", data)
	}
	var l Log
	must(t, json.Unmarshal(data, &l))
	r, err := Replay(l)
	must(t, err)
	if got := r.Player().Camels; got != 10 {
		t.Errorf("old log: got %d camels, want 10", got)
	}
	// Twin: a new edit carries the flag and takes the camel itself.
	e := TileEvent(pl(1, 1), "LM@1")
	data, err = json.Marshal(e)
	must(t, err)
	if !strings.Contains(string(data), `"camels":true`) {
		t.Errorf("a new tile event: got %s, want the camels flag", data)
	}
}
