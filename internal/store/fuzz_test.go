package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/naqala/naqala/internal/golden"
)

// TestSaveGolden pins the save file format: a short game with an undone
// event and screen state, written as testdata/saves/golden.json.
func TestSaveGolden(t *testing.T) {
	g := newGame(t)
	playRounds(t, g, 2, 4)
	if _, err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	got, err := encodeSolo(SoloSave{Saved: fixedTime, Log: g.Log(), Redo: g.RedoLog(), UI: json.RawMessage(`{"screen": "player"}`)})
	if err != nil {
		t.Fatal(err)
	}
	want := golden.Check(t, "testdata/saves/golden.json", got)
	save, back, err := decodeSolo(want)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, back, g)
	if string(save.UI) != `{"screen":"player"}` {
		t.Errorf("got ui %s, want the screen state", save.UI)
	}
}

// addSeeds adds every file of a testdata directory to the fuzz corpus.
func addSeeds(f *testing.F, dir string) {
	paths, _ := filepath.Glob(filepath.Join("testdata", dir, "*.json"))
	if len(paths) == 0 {
		f.Fatalf("no seeds in testdata/%s", dir)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"format":"naqala/save/v1","version":1,"setup":{},"events":[]}`))
	f.Add([]byte(`{"format":"naqala/history/v1","version":1}`))
	f.Add([]byte(`{"version":99}`))
	f.Add([]byte(`null`))
}

// FuzzLoadSolo: the save loader never panics, fails only as damaged or
// newer, and what it loads saves and loads again to the same game.
func FuzzLoadSolo(f *testing.F) {
	addSeeds(f, "saves")
	// Repeated and case-variant keys, a summary and a dice state.
	f.Add([]byte(`{"format":"naqala/save/v1","version":1,"setup":{},"events":[],"events":[]}`))
	f.Add([]byte(`{"format":"naqala/save/v1","version":1,"setup":{},"Events":[],"redo":[{"kind":"roll","Kind":"end"}]}`))
	f.Add([]byte(`{"format":"naqala/save/v1","version":1,"game":{"round":1,"lost":""},"dice":"pcg:00","setup":{},"events":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		save, g, err := decodeSolo(data)
		if err != nil {
			if !errors.Is(err, ErrDamaged) && !errors.Is(err, ErrNewerVersion) {
				t.Fatalf("got %v, want damaged or newer", err)
			}
			return
		}
		// What loads repeats no key, holds no more events than the
		// bound, and its listing (the head alone) is the game.
		if err := checkKeys(data); err != nil {
			t.Fatalf("loaded with %v", err)
		}
		if n := len(save.Log) - 1 + len(save.Redo); n > MaxEvents {
			t.Fatalf("loaded %d events", n)
		}
		if save.Game.Round != g.Round() || save.Game.Over != g.Over() || save.Game.Events != len(save.Log)-1 {
			t.Fatalf("summary %+v, game round %d over %t", save.Game, g.Round(), g.Over())
		}
		again, err := encodeSolo(save)
		if err != nil {
			t.Fatalf("a loaded save does not save: %v", err)
		}
		_, g2, err := decodeSolo(again)
		if err != nil {
			t.Fatalf("a saved game does not load: %v", err)
		}
		if len(g2.Log()) != len(g.Log()) || len(g2.RedoLog()) != len(g.RedoLog()) || !g2.State().Equal(g.State()) {
			t.Fatalf("got a different game after saving again")
		}
	})
}

// FuzzHistoryRecord: the history loader never panics, fails only as
// damaged or newer, and what it reads passes its checks and writes back
// to the same record.
func FuzzHistoryRecord(f *testing.F) {
	addSeeds(f, "history")
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := decodeRecord(data)
		if err != nil {
			if !errors.Is(err, ErrDamaged) && !errors.Is(err, ErrNewerVersion) {
				t.Fatalf("got %v, want damaged or newer", err)
			}
			return
		}
		if err := r.Check(); err != nil {
			t.Fatalf("a record read fails its check: %v", err)
		}
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		r2, err := decodeRecord(again)
		if err != nil {
			t.Fatalf("a record written does not read: %v", err)
		}
		if r2.Date.Equal(r.Date) {
			r2.Date = r.Date
		}
		a, _ := json.Marshal(r)
		b, _ := json.Marshal(r2)
		if string(a) != string(b) {
			t.Fatalf("got %s, want %s", b, a)
		}
	})
}
