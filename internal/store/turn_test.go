package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/golden"
	"github.com/naqala/naqala/sultan"
)

// turnSave plays a round whose player's turn is entered as turn events
// (tracked rows, goods typed, a move to a Sacred Place, a Djinn of the
// row, a sale) and undoes the clean-up.
func turnSave(t *testing.T) *sultan.Game {
	t.Helper()
	g := newGame(t)
	if err := g.SetRows(sultan.Rows{
		Resources: []string{"fish", "fakir", "ivory", "silk", "wheat", "fakir", "gold", "spice", "pottery"},
		DjinnRow:  []string{"Enki", "Utug", "Leta"},
	}); err != nil {
		t.Fatal(err)
	}
	if err := g.RecordRoll(sultan.Roll{White: 6, Black: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(); err != nil {
		t.Fatal(err)
	}
	var goods sultan.GoodsHeld
	goods[game.Fish], goods[game.Papyrus] = 1, 1
	if err := g.ChangePlayer(sultan.PlayerChange{Goods: goods}); err != nil {
		t.Fatal(err)
	}
	m, err := game.ParseMove("r1c1: r1c2 Y, r1c3 W, r1c4 W")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayMove(m); err != nil {
		t.Fatal(err)
	}
	if _, err := g.TileAction(sultan.TileChoice{Djinn: "Utug"}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Sell(goods); err != nil {
		t.Fatal(err)
	}
	if err := g.CleanUp(sultan.Rows{Resources: []string{"fish"}, DjinnRow: []string{"Enki", "Leta", "Iblis"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSaveTurnEvents: the player's turn events save and load to the same
// game, undone events included, in the form of testdata/saves/turn.json
// (also a seed of FuzzLoadSolo).
func TestSaveTurnEvents(t *testing.T) {
	g := turnSave(t)
	if p := g.Player(); !p.HasDjinn("Utug") || p.Coins != 25+3 || p.Goods.Total() != 0 {
		t.Fatalf("got the player %+v", p)
	}
	got, err := encodeSolo(SoloSave{Saved: fixedTime, Log: g.Log(), Redo: g.RedoLog(), UI: json.RawMessage(`{}`)})
	if err != nil {
		t.Fatal(err)
	}
	want := golden.Check(t, "testdata/saves/turn.json", got)
	_, back, err := decodeSolo(want)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, back, g)
	if tp, ok := back.Turn(); !ok || tp.Step != sultan.TurnDone || tp.Coins.Sale != 3 {
		t.Errorf("got the turn %+v", tp)
	}
}

// TestLoadTurnEventDamaged: a turn event that does not replay, or has a
// field the events do not know, makes the save damaged.
func TestLoadTurnEventDamaged(t *testing.T) {
	data, err := os.ReadFile("testdata/saves/turn.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to string }{
		{`"djinn":"Utug"`, `"djinn":"Hagis"`},
		{`"djinn":"Utug"`, `"djinn":"Utug","bribe":1`},
		{`"move":"r1c1: r1c2 Y, r1c3 W, r1c4 W"`, `"move":"r1c1: r1c2 Y, r1c3 W, r1c2 W"`},
	} {
		bad := []byte(replaceOnce(string(data), tc.from, tc.to))
		if string(bad) == string(data) {
			t.Fatalf("%q is not in the save", tc.from)
		}
		if _, _, err := decodeSolo(bad); err == nil {
			t.Errorf("%s: loaded", tc.to)
		}
	}
}

// TestLoadUnreadMoveDamaged: a move is typed, so a move's text that does
// not read fails as the save is read, and the save is damaged naming the
// event; the twin, the move written another way that reads, loads.
func TestLoadUnreadMoveDamaged(t *testing.T) {
	data, err := os.ReadFile("testdata/saves/turn.json")
	if err != nil {
		t.Fatal(err)
	}
	const move = `"move":"r1c1: r1c2 Y, r1c3 W, r1c4 W"`
	i := strings.Index(string(data), move)
	if i < 0 {
		t.Fatalf("%s is not in the save", move)
	}
	at := fmt.Sprintf("events[%d]", strings.Count(string(data[strings.Index(string(data), `"events"`):i]), `"kind"`)-1)
	bad := []byte(replaceOnce(string(data), move, `"move":"r1c1: r1c2 Y r1c3 W, r1c4 W"`))
	_, _, err = decodeSolo(bad)
	if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), at+": ") || !strings.Contains(err.Error(), `game: move: drop 1`) {
		t.Errorf("got %v, want damage at %s naming the move's notation", err, at)
	}
	other := []byte(replaceOnce(string(data), move, `"move":"r1 c1:r1 c2 Y,r1 c3 W,r1 c4 W"`))
	if _, _, err := decodeSolo(other); err != nil {
		t.Errorf("the move written another way: %v", err)
	}
}

func replaceOnce(s, from, to string) string {
	for i := 0; i+len(from) <= len(s); i++ {
		if s[i:i+len(from)] == from {
			return s[:i] + to + s[i+len(from):]
		}
	}
	return s
}
