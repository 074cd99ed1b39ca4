package sultan

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// unknownGame starts a game on b with the tiles at unknown left to be
// asked.
func unknownGame(t testing.TB, b *game.Board, x game.Expansions, unknown ...game.Place) *Game {
	t.Helper()
	s := NewSetup(b, x, false, DefaultRules())
	s.Unknown = unknown
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSetupUnknown: the engine puts a placeholder on every tile of the
// setup's unknown list, whatever meeples the board gives it, keeps the
// list in board order and the setup's JSON as given. The twins:
// a setup without the list keeps the board's meeples as real; a place off
// the board, on a tile that holds no meeples, or given twice is refused,
// each named by its index.
func TestSetupUnknown(t *testing.T) {
	b := grid(t, base, full)
	g := unknownGame(t, b, base, pl(3, 2), pl(1, 1))
	st := g.State()
	if want := []game.Place{pl(1, 1), pl(3, 2)}; len(st.Unknown) != 2 || st.Unknown[0] != want[0] || st.Unknown[1] != want[1] {
		t.Errorf("unknown: got %v, want %v", st.Unknown, want)
	}
	for _, p := range st.Unknown {
		if m := st.Board.Tile(p).Meeples; m.Total() != 1 {
			t.Errorf("%s: got %s, want one placeholder", p, m)
		}
	}
	if got := g.Unknown(); len(got) != 2 || !got[pl(1, 1)] || !got[pl(3, 2)] {
		t.Errorf("Game.Unknown: got %v", got)
	}
	raw, err := json.Marshal(g.Log()[0])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"unknown":[{"col":3,"row":2},{"col":1,"row":1}]`) {
		t.Errorf("setup JSON: got %s", raw)
	}
	var back Event
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatal(err)
	}
	if r, err := Replay(Log{back}); err != nil || !r.State().Equal(st) {
		t.Errorf("read back: %v", err)
	}

	plain := newGame(t, b, base, DefaultRules())
	if plain.Unknown() != nil || plain.Board().Tile(pl(1, 1)).Meeples != b.Tile(pl(1, 1)).Meeples {
		t.Errorf("no unknown tiles: got %v, the tile %s", plain.Unknown(), plain.Board().Tile(pl(1, 1)).Meeples)
	}

	for _, tc := range []struct {
		name    string
		unknown []game.Place
		want    string
	}{
		{"off the board", []game.Place{pl(1, 1), pl(7, 1)}, "sultan: unknown[1]: row 1, column 7 is off the 6x5 board"},
		{"twice", []game.Place{pl(2, 2), pl(1, 1), pl(2, 2)}, "sultan: unknown[2]: row 2, column 2 is already unknown[0]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSetup(b, base, false, DefaultRules())
			s.Unknown = tc.unknown
			if _, err := New(s); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestUnknownKeptByEvents: a reveal makes its tile known, a tile edit too
// (the player typed it), and undo brings it back unknown; the twin, an
// event elsewhere leaves the list alone.
func TestUnknownKeptByEvents(t *testing.T) {
	g := unknownGame(t, grid(t, base, full), base, pl(1, 1), pl(2, 1), pl(3, 1))
	if _, err := g.Apply(RevealEvent(pl(1, 1), meeples(t, "YWG"))); err != nil {
		t.Fatal(err)
	}
	tile := g.Board().Tile(pl(2, 1))
	tile.Meeples = meeples(t, "BB")
	if _, err := g.Apply(TileEvent(pl(2, 1), tile.Token())); err != nil {
		t.Fatal(err)
	}
	other := g.Board().Tile(pl(6, 5))
	other.Meeples[game.Assassin]-- // full: YWR
	if _, err := g.Apply(TileEvent(pl(6, 5), other.Token())); err != nil {
		t.Fatal(err)
	}
	if got := g.State().Unknown; len(got) != 1 || got[0] != pl(3, 1) {
		t.Fatalf("got %v, want only %s", got, pl(3, 1))
	}
	for range 2 {
		if _, err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if got := g.Unknown(); len(got) != 2 || !got[pl(2, 1)] || !got[pl(3, 1)] {
		t.Errorf("undone: got %v, want %s and %s", got, pl(2, 1), pl(3, 1))
	}
}

// TestRefitPlaceholders: an event the box refuses only because of the
// placeholders is played without them, and they are put back as the box
// then allows (the placeholder moves to another tribe); the log holds the
// event alone, and its replay gives the same table. The twin: an event
// the box refuses without the placeholders too is refused, nothing kept.
func TestRefitPlaceholders(t *testing.T) {
	b := grid(t, base, full)
	u, q := pl(1, 1), pl(6, 5)
	g := unknownGame(t, b, base, u)
	held := g.Board().Tile(u).Meeples
	var tr game.Tribe
	for _, x := range game.Tribes {
		if held[x] > 0 {
			tr = x
		}
	}
	onBoard := 0
	for _, p := range g.Board().Places() {
		onBoard += g.Board().Tile(p).Meeples[tr]
	}
	spare := game.BoxMeeples(tr, base) - onBoard // the room the placeholder left
	edit := func(n int) Event {
		tile := g.Board().Tile(q)
		tile.Meeples[tr] += n
		return TileEvent(q, tile.Token())
	}
	n := g.Len()
	if _, err := g.Apply(edit(spare + 2)); err == nil || g.Len() != n {
		t.Fatalf("%d more %s than the box holds: got %v, %d events", 1, tr, err, g.Len()-n)
	}
	if _, err := g.Apply(edit(spare + 1)); err != nil {
		t.Fatalf("the box full but for the placeholder: %v", err)
	}
	if got := g.Board().Tile(u).Meeples; got[tr] != 0 || got.Total() != 1 {
		t.Errorf("the placeholder: got %s, want one meeple, no %s", got, tr)
	}
	if g.Len() != n+1 || g.Log()[n].Kind != EventTile || g.Log()[n].Tile.Place != q {
		t.Errorf("the log: got %d events, the last %+v; want the edit alone", g.Len()-n, g.Log()[g.Len()-1])
	}
	r, err := Replay(g.Log())
	if err != nil || !r.State().Equal(g.State()) {
		t.Errorf("replayed: %v", err)
	}
}

func meeples(t testing.TB, s string) game.Meeples {
	t.Helper()
	m, err := game.ParseMeeples(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestYazidStrikesOnlyKnownTiles: Yazid's turn is refused while a tile
// he strikes is still to be asked (ErrUnknownTile, naming it), nothing
// kept; once revealed, he takes the meeples revealed. The twin: a roll
// that strikes known tiles resolves with tiles unknown elsewhere.
func TestYazidStrikesOnlyKnownTiles(t *testing.T) {
	u := pl(1, 1)
	for _, tc := range []struct {
		name string
		roll Roll
		hits bool
	}{
		{"strikes it", Roll{White: 1, Black: 1}, true},
		{"strikes elsewhere", Roll{White: 2, Black: 2}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := unknownGame(t, grid(t, base, full), base, u)
			if err := g.RecordRoll(tc.roll); err != nil {
				t.Fatal(err)
			}
			targets, err := FindTargets(g.Board(), tc.roll, g.Rules(), nil)
			if err != nil || (targets[0].Place == u) != tc.hits {
				t.Fatalf("targets of %s: got %v (%v)", tc.roll, targets, err)
			}
			n := g.Len()
			_, err = g.Resolve()
			if !tc.hits {
				if err != nil {
					t.Errorf("got %v, want Yazid's turn", err)
				}
				return
			}
			if !errors.Is(err, ErrUnknownTile) || !strings.Contains(err.Error(), u.String()) || g.Len() != n {
				t.Fatalf("got %v, %d events kept; want ErrUnknownTile naming %s", err, g.Len()-n, u)
			}
			if _, err := g.Apply(RevealEvent(u, meeples(t, "YWW"))); err != nil {
				t.Fatal(err)
			}
			turn, err := g.Resolve()
			if err != nil || turn.Captures[0].Meeples != "YWW" {
				t.Errorf("after the reveal: got %+v (%v), want YWW taken", turn.Captures, err)
			}
		})
	}
}

// TestMoveOnlyFromKnownTiles: a move that starts or ends on a tile still
// to be asked is refused (ErrUnknownTile, naming it), nothing kept; the
// twin, a move between known tiles, is played.
func TestMoveOnlyFromKnownTiles(t *testing.T) {
	u := pl(1, 1)
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		name    string
		touches bool
	}{
		{"ends on it", true},
		{"elsewhere", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := unknownGame(t, grid(t, base, full), base, u)
			if err := g.RecordRoll(Roll{White: 2, Black: 2}); err != nil {
				t.Fatal(err)
			}
			if _, err := g.Resolve(); err != nil {
				t.Fatal(err)
			}
			outs, err := g.Board().MoveOutcomes()
			if err != nil {
				t.Fatal(err)
			}
			var m game.Move
			for _, o := range outs {
				if (o.To == u) == tc.touches && o.From != u {
					if m, err = g.Board().SampleOutcome(rng, o); err != nil {
						t.Fatal(err)
					}
					break
				}
			}
			if len(m.Drops) == 0 {
				t.Fatalf("no move found in %d outcomes", len(outs))
			}
			n := g.Len()
			_, err = g.PlayMove(m)
			switch {
			case tc.touches && (!errors.Is(err, ErrUnknownTile) || !strings.Contains(err.Error(), u.String()) || g.Len() != n):
				t.Errorf("%s: got %v, %d events kept; want ErrUnknownTile naming %s", m, err, g.Len()-n, u)
			case !tc.touches && err != nil:
				t.Errorf("%s: got %v, want it played", m, err)
			}
		})
	}
}
