package store

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// A save written before tile edits kept the camels (the camel came with a
// separate event) loads to the same table as the same game saved now.
func TestSaveBeforeTileCamels(t *testing.T) {
	read := func(path string) []byte {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	_, old, err := decodeSolo(read("testdata/saves/before-tile-camels.json"))
	if err != nil {
		t.Fatalf("the older save: %v", err)
	}
	_, now, err := decodeSolo(read("testdata/saves/golden.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !old.State().Equal(now.State()) {
		t.Errorf("got a different table:\n%+v\nwant\n%+v", old.State(), now.State())
	}
	if y := old.Yazid().Camels; y != 11 {
		t.Errorf("the older save: Yazid has %d camels beside the board, want 11", y)
	}
}

// TestSaveWithPlaceholders: a save written before the reveal event (its
// meeples typed as a tile edit, the placeholders' edits listed in the
// screen's state; written by naqala before it) loads, replays and is
// written back byte for byte. The twin: its typed meeples past the box
// make it damaged.
func TestSaveWithPlaceholders(t *testing.T) {
	data, err := os.ReadFile("testdata/saves/placeholders.json")
	if err != nil {
		t.Fatal(err)
	}
	save, g, err := decodeSolo(data)
	if err != nil {
		t.Fatalf("the older save: %v", err)
	}
	if e := save.Log[2]; e.Kind != sultan.EventTile || e.Tile.Token != "LM[YWW]" {
		t.Errorf("event 2: got %s, want the meeples typed as a tile edit", e)
	}
	if turn, ok := g.LastTurn(); !ok || turn.Captures[0].Meeples != "YWW" {
		t.Errorf("Yazid's capture: got %+v, want the meeples typed", turn.Captures)
	}
	if !strings.Contains(string(save.UI), `"placeholders":[3,4,5,6,7,8,9,10,11,12]`) {
		t.Errorf("the screen's state lost its placeholders: %s", save.UI)
	}
	back, err := encodeSolo(save)
	if err != nil || string(back) != string(data) {
		t.Errorf("written back (%v):\n%s\nwant\n%s", err, back, data)
	}
	bad := strings.Replace(string(data), `"token":"LM[YWW]"`, `"token":"LM[YYYYYYYYYYYYYYYYY]"`, 1)
	if _, _, err := decodeSolo([]byte(bad)); !errors.Is(err, ErrDamaged) {
		t.Errorf("17 Viziers typed: got %v, want damaged", err)
	}
}
