package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestSaveWithUnknownTiles: a game whose setup leaves tiles to be asked
// is saved as version 2 and loads to the same game: the tiles still
// unknown, their placeholders the engine's, the reveal a reveal, the log
// as saved (no tile edit for a placeholder). The twins: a game without
// such tiles is saved as version 1, as before; a version 1 save naming
// them is damaged.
func TestSaveWithUnknownTiles(t *testing.T) {
	text, err := os.ReadFile("testdata/base.board")
	if err != nil {
		t.Fatal(err)
	}
	b, err := game.ParseBoard(string(text))
	if err != nil {
		t.Fatal(err)
	}
	r1c1, r1c2, r2c3 := game.Place{Col: 1, Row: 1}, game.Place{Col: 2, Row: 1}, game.Place{Col: 3, Row: 2}
	for _, p := range []game.Place{r1c1, r1c2, r2c3} {
		b.At(p).Meeples = game.Meeples{}
	}
	setup := sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules())
	setup.Unknown = []game.Place{r1c1, r1c2, r2c3}
	g, err := sultan.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := game.ParseMeeples("YWG")
	if _, err := g.Apply(sultan.RevealEvent(r1c2, m)); err != nil {
		t.Fatal(err)
	}
	if _, err := g.RollDice(sultan.NewScriptedDice(sultan.Roll{White: 3, Black: 4})); err != nil {
		t.Fatal(err)
	}
	s := newStore(t)
	path := filepath.Join(t.TempDir(), "unknown.json")
	if err := s.SaveSoloFile(path, SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"version": 2,`) || !strings.Contains(string(data), `"unknown":[{"col":1,"row":1},{"col":2,"row":1},{"col":3,"row":2}]`) {
		t.Errorf("the save: want version 2 and the setup's unknown tiles:\n%s", data)
	}
	save, back, err := s.LoadSolo(path)
	if err != nil {
		t.Fatal(err)
	}
	if !back.State().Equal(g.State()) || back.Len() != g.Len() {
		t.Errorf("loaded: got\n%+v\nwant\n%+v", back.State(), g.State())
	}
	if got := back.Unknown(); len(got) != 2 || !got[r1c1] || !got[r2c3] {
		t.Errorf("loaded: the tiles still to be asked: got %v, want %s and %s", got, r1c1, r2c3)
	}
	for i, e := range save.Log[1:] {
		if e.Kind == sultan.EventTile {
			t.Errorf("event %d: a tile edit %s", i+1, e)
		}
	}
	if e := save.Log[1]; e.Kind != sultan.EventReveal || e.Reveal.Place != r1c2 {
		t.Errorf("event 1: got %s, want the reveal of %s", e, r1c2)
	}

	old := strings.Replace(string(data), `"version": 2,`, `"version": 1,`, 1)
	if _, _, err := decodeSolo([]byte(old)); !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "setup.unknown") {
		t.Errorf("version 1 naming unknown tiles: got %v, want damaged", err)
	}

	plain := newGame(t)
	if err := s.SaveSoloFile(path, SoloSaveOf(plain, nil)); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(path); err != nil || !strings.Contains(string(data), `"version": 1,`) || strings.Contains(string(data), `"unknown"`) {
		t.Errorf("no unknown tiles: want version 1 and no unknown key (%v):\n%s", err, data)
	}
}
