package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// diskStore is the real store in dir, as cmd/naqala gives it: for the
// tests of what is on disk (atomic saves, locks, kill -9).
func diskStore(dir string, clock func() time.Time) Store {
	return store.Lockers{Store: store.Open(dir, clock)}
}

// memStore is a Store in memory: the saves by path, replayed on load as
// the real store does, and the history records in the order kept.
type memStore struct {
	mu      sync.Mutex
	saves   map[string]history.SoloSave
	locked  map[string]bool
	records []history.Record
}

// memSaves is the fake's saves directory: a path that is nowhere on disk,
// so that a test that writes to it fails rather than litter the package.
const memSaves = "/memstore/saves"

func newMemStore() *memStore {
	return &memStore{saves: map[string]history.SoloSave{}, locked: map[string]bool{}}
}

var _ Store = (*memStore)(nil)

// memLock is a lock of a memStore.
type memLock struct {
	s    *memStore
	path string
}

func (l *memLock) Release() error {
	l.s.mu.Lock()
	defer l.s.mu.Unlock()
	delete(l.s.locked, l.path)
	return nil
}

func (s *memStore) SavePath(name string) string {
	return filepath.Join(memSaves, strings.TrimSuffix(name, ".json")+".json")
}

func (s *memStore) Latest() (string, error) {
	list, _ := s.List()
	for _, in := range list {
		if !in.Over {
			return in.Path, nil
		}
	}
	return "", history.ErrNoSave
}

func (s *memStore) List() ([]history.SaveInfo, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []history.SaveInfo
	for path, save := range s.saves {
		g, err := replay(save)
		in := history.SaveInfo{Name: strings.TrimSuffix(filepath.Base(path), ".json"), Path: path, Saved: save.Saved, Err: err}
		if err == nil {
			in.Round, in.Lost, in.Ended, in.Over = g.Round(), g.Lost(), g.Ended(), g.Over()
			in.Hard, in.Events, in.History = g.Setup().Hard, len(save.Log)-1, save.History
		}
		out = append(out, in)
	}
	slices.SortFunc(out, func(a, b history.SaveInfo) int { return strings.Compare(b.Name, a.Name) })
	return out, nil
}

func replay(save history.SoloSave) (*sultan.Game, error) {
	g, err := sultan.Replay(append(slices.Clone(save.Log), reverse(save.Redo)...))
	if err != nil {
		return nil, err
	}
	for range save.Redo {
		if _, err := g.Undo(); err != nil {
			return nil, err
		}
	}
	return g, nil
}

func reverse(l sultan.Log) sultan.Log {
	out := slices.Clone(l)
	slices.Reverse(out)
	return out
}

func (s *memStore) LoadSolo(path string) (history.SoloSave, *sultan.Game, error) {
	s.mu.Lock()
	save, ok := s.saves[path]
	s.mu.Unlock()
	if !ok {
		return history.SoloSave{}, nil, fmt.Errorf("memstore: %s: %w", path, fs.ErrNotExist)
	}
	g, err := replay(save)
	if err != nil {
		return history.SoloSave{}, nil, err
	}
	return save, g, nil
}

func (s *memStore) LoadBackup(path string) (history.SoloSave, *sultan.Game, error) {
	return history.SoloSave{}, nil, fmt.Errorf("memstore: %s: no backup", path)
}

func (s *memStore) SaveSoloFile(path string, save history.SoloSave) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.saves[path] = save
	return nil
}

func (s *memStore) CreateSolo(dir, name string, save history.SoloSave) (string, Lock, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if dir == "" {
		dir = memSaves
	}
	for n := 1; ; n++ {
		file := name + ".json"
		if n > 1 {
			file = fmt.Sprintf("%s-%d.json", name, n)
		}
		path := filepath.Join(dir, file)
		if _, taken := s.saves[path]; !taken && !s.locked[path] {
			s.saves[path], s.locked[path] = save, true
			return path, &memLock{s, path}, nil
		}
	}
}

func (s *memStore) LockSave(path string) (Lock, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.locked[path] {
		return nil, &history.LockedError{Path: path}
	}
	s.locked[path] = true
	return &memLock{s, path}, nil
}

func (s *memStore) AddHistory(rec history.Record) (string, error) {
	if err := rec.Check(); err != nil {
		return "", err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.records = append(s.records, rec)
	return fmt.Sprintf("history/%d.json", len(s.records)), nil
}

func (s *memStore) KeepSolo(path string, save history.SoloSave, rec history.Record) (history.SoloSave, string, error) {
	if err := rec.Check(); err != nil {
		return save, "", err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	rec.Save = strings.TrimSuffix(filepath.Base(path), ".json")
	if save.History == "" {
		s.records = append(s.records, rec)
		save.History = fmt.Sprintf("%d.json", len(s.records))
	} else {
		var n int
		if _, err := fmt.Sscanf(save.History, "%d.json", &n); err != nil || n < 1 || n > len(s.records) {
			return save, "", errors.New("memstore: no such record")
		}
		s.records[n-1] = rec
	}
	s.saves[path] = save
	return save, "history/" + save.History, nil
}

func (s *memStore) History() ([]history.Record, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.records), nil
}

// TestMemStoreIsAStore: the fake keeps what it is given as the real store
// does: a new game saved and resumed, a second lock refused, a record kept
// once however often the game is kept.
func TestMemStoreIsAStore(t *testing.T) {
	s := newMemStore()
	g, err := sultan.New(sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	path, lock, err := s.CreateSolo("", "solo-1", history.SoloSaveOf(g, nil))
	if err != nil || path != s.SavePath("solo-1") {
		t.Fatalf("CreateSolo = %q, %v", path, err)
	}
	if _, err := s.LockSave(path); !errors.Is(err, history.ErrLocked) {
		t.Fatalf("a second lock: got %v, want ErrLocked", err)
	}
	if err := lock.Release(); err != nil {
		t.Fatal(err)
	}
	if l, err := s.LockSave(path); err != nil || l == nil {
		t.Fatalf("the lock after release: %v", err)
	}
	if latest, err := s.Latest(); err != nil || latest != path {
		t.Fatalf("Latest = %q, %v, want %q", latest, err, path)
	}
	if _, got, err := s.LoadSolo(path); err != nil || got.Round() != g.Round() {
		t.Fatalf("LoadSolo: %v", err)
	}
	if _, _, err := s.LoadSolo(s.SavePath("none")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a save not there: got %v, want fs.ErrNotExist", err)
	}
	sg := scoring.Game{Players: []scoring.Player{{Name: "You", Coins: 10}}, Solo: &scoring.Solo{Council: 3, Lost: game.LostAssassins}}
	r, err := scoring.Score(sg, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	rec := history.NewRecord(sg, r, fixedClock())
	save, _, err := s.KeepSolo(path, history.SoloSaveOf(g, nil), rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.KeepSolo(path, save, rec); err != nil {
		t.Fatal(err)
	}
	if recs, _ := s.History(); len(recs) != 1 || recs[0].Save != "solo-1" {
		t.Fatalf("kept twice: got %+v, want one record of solo-1", recs)
	}
	// The negative twin: a record that contradicts itself is refused.
	bad := rec
	bad.Players = nil
	if _, err := s.AddHistory(bad); err == nil {
		t.Fatal("a record without players was kept")
	}
}

// The app plays against the interface alone: a game saved to the fake is
// refused to a second app while the first has it open, and resumed by it
// on the game screen once the first has quit.
func TestAppOnMemStore(t *testing.T) {
	s := newMemStore()
	a := appOn(s)
	startGame(t, a, "solo-1", nil)
	advance(t, a, stepDice, 1)
	path := s.SavePath("solo-1")
	if _, ok := s.saves[path]; !ok {
		t.Fatalf("the game was not saved to the store: %v", s.saves)
	}
	b := appOn(s)
	if err := b.Resume(path); !errors.Is(err, history.ErrLocked) {
		t.Fatalf("resuming a game open in the first app: got %v, want ErrLocked", err)
	}
	a.Quit()
	b.ResumeLatest()
	if b.Current() != ScreenSoloGame {
		t.Fatalf("resume after the first app quit: screen %q (%s)", b.Current(), b.Message())
	}
}
