package store

import (
	"encoding/json"
	"errors"
	"github.com/naqala/naqala/history/historytest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/golden"
)

// The games and records the tests keep, as package history's tests build
// them.
var (
	scored    = historytest.Scored
	soloGame  = historytest.SoloGame
	multiGame = historytest.MultiGame
	soloRec   = historytest.SoloRec
	multiRec  = historytest.MultiRec
)

func TestAddHistoryAndRead(t *testing.T) {
	s := newStore(t)
	if recs, err := s.History(); err != nil || len(recs) != 0 {
		t.Fatalf("got %v %v, want an empty history", recs, err)
	}
	g1 := soloGame(200, 5, 1, game.NotLost, false)
	r1 := NewRecord(g1, scored(t, g1), fixedTime.Add(time.Hour))
	r1.Solo.Rounds = 12
	g2 := multiGame(40, 30)
	r2 := NewRecord(g2, scored(t, g2), time.Time{}) // the store's clock
	var paths []string
	for _, r := range []Record{r1, r2, r2} {
		p, err := s.AddHistory(r)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	wantNames := []string{"20261122-074310-solo.json", "20261122-064310-multi.json", "20261122-064310-multi-2.json"}
	for i, p := range paths {
		if filepath.Base(p) != wantNames[i] {
			t.Errorf("got %s, want %s", filepath.Base(p), wantNames[i])
		}
	}
	recs, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 || recs[0].Kind != KindMulti || recs[2].Kind != KindSolo {
		t.Fatalf("got %d records %+v, want 3 oldest first", len(recs), recs)
	}
	got := recs[2]
	got.Path = ""
	r1.Date = r1.Date.UTC()
	if !reflect.DeepEqual(got, r1) {
		t.Errorf("got %+v, want %+v", got, r1)
	}
}

func TestAddHistoryRefusesBadRecord(t *testing.T) {
	s := newStore(t)
	_, err := s.AddHistory(Record{Date: fixedTime, Kind: KindMulti})
	if err == nil {
		t.Fatal("got no error for a record without players, want one")
	}
	if _, serr := os.Stat(s.HistoryDir()); serr == nil {
		if entries, _ := os.ReadDir(s.HistoryDir()); len(entries) > 0 {
			t.Errorf("got %d files, want none", len(entries))
		}
	}
}

func TestHistoryDamagedRecordIsNotFatal(t *testing.T) {
	s := newStore(t)
	g := multiGame(40, 30)
	if _, err := s.AddHistory(NewRecord(g, scored(t, g), fixedTime)); err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(filepath.Join(s.HistoryDir(), "20261122-064310-multi.json"))
	bad := map[string]string{
		"truncated.json": string(good[:len(good)/2]),
		"newer.json":     strings.Replace(string(good), `"version": 1`, `"version": 2`, 1),
		"liar.json":      strings.Replace(string(good), `"total": 40`, `"total": 41`, 1),
	}
	for n, data := range bad {
		if data == string(good) {
			t.Fatalf("%s: the case changes nothing", n)
		}
		if err := os.WriteFile(filepath.Join(s.HistoryDir(), n), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_ = os.WriteFile(filepath.Join(s.HistoryDir(), tempPrefix+"x.json"), []byte("{"), 0o644)
	_ = os.WriteFile(filepath.Join(s.HistoryDir(), "notes.txt"), []byte("hi"), 0o644)
	recs, err := s.History()
	if len(recs) != 1 {
		t.Fatalf("got %d records, want the good one", len(recs))
	}
	if err == nil {
		t.Fatal("got no error, want the damaged records reported")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != 3 {
		t.Fatalf("got %d problems %q, want 3", len(lines), lines)
	}
	for _, want := range []string{"liar.json: damaged: players[0].total", "newer.json: written by a newer naqala", "truncated.json: damaged: bad JSON"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("got %q, want %q in it", err, want)
		}
	}
	if !errors.Is(err, ErrDamaged) || !errors.Is(err, ErrNewerVersion) {
		t.Errorf("got %v, want it to match ErrDamaged and ErrNewerVersion", err)
	}
}

// TestRecordGolden pins the history file format.
func TestRecordGolden(t *testing.T) {
	g := soloGame(200, 5, 1, game.NotLost, true)
	rec := NewRecord(g, scored(t, g), fixedTime)
	rec.Solo.Rounds = 14
	got, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	want := golden.Check(t, "testdata/history/solo.json", got)
	back, err := decodeRecord(want)
	if err != nil || !reflect.DeepEqual(back, rec) {
		t.Errorf("got %+v %v, want %+v back", back, err, rec)
	}
}

func TestReplaceHistory(t *testing.T) {
	dir := t.TempDir()
	s := Open(dir, nil)
	g := soloGame(10, 5, 2, game.NotLost, false)
	r := scored(t, g)
	path, err := s.AddHistory(NewRecord(g, r, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)))
	if err != nil {
		t.Fatal(err)
	}
	g2 := soloGame(30, 5, 2, game.NotLost, false)
	r2 := scored(t, g2)
	if err := s.ReplaceHistory(path, NewRecord(g2, r2, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))); err != nil {
		t.Fatal(err)
	}
	recs, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1 {
		t.Fatalf("records after a replace: got %d, want 1", len(recs))
	}
	if got, want := recs[0].Players[0].Total, r2.Players[0].Total; got != want {
		t.Errorf("total after the replace: got %d, want %d", got, want)
	}
	if err := s.ReplaceHistory(filepath.Join(dir, "elsewhere.json"), NewRecord(g2, r2, time.Time{})); err == nil {
		t.Error("a path outside the history: got no error")
	}
}
