package store

import (
	"os"
	"testing"
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
