package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Store is naqala's data directory: saved solo games in saves/, finished
// games in history/. Its methods are safe for concurrent use.
type Store struct {
	dir   string
	clock func() time.Time
	fs    fileSystem

	mu    sync.Mutex
	good  map[string]stamp // files this store wrote or loaded whole
	swept bool

	write sync.Mutex // one save at a time: they share the backup's link name
}

// stamp identifies one version of a file cheaply, without reading it.
type stamp struct {
	dev, ino uint64
	size     int64
	mod      time.Time
}

// Open returns the store kept in dataDir; nothing is read or created until
// it is used. clock gives the time written into saves and history records
// when the caller gives none (nil: the system clock).
func Open(dataDir string, clock func() time.Time) *Store {
	if clock == nil {
		clock = time.Now
	}
	return &Store{dir: dataDir, clock: clock, fs: osFS{}, good: map[string]stamp{}}
}

// Dir is the data directory.
func (s *Store) Dir() string { return s.dir }

// SavesDir is the directory of saved games.
func (s *Store) SavesDir() string { return filepath.Join(s.dir, "saves") }

// HistoryDir is the directory of finished games.
func (s *Store) HistoryDir() string { return filepath.Join(s.dir, "history") }

// SavePath is the file a save of the given name goes to.
func (s *Store) SavePath(name string) string {
	return filepath.Join(s.SavesDir(), strings.TrimSuffix(name, ".json")+".json")
}

// BackupPath is where the previous good save of path is kept.
func BackupPath(path string) string { return path + backupSuffix }

// checkName refuses a save name that is not a plain file name.
func checkName(name string) error {
	base := strings.TrimSuffix(name, ".json")
	switch {
	case base == "":
		return fmt.Errorf("store: save name %q: empty", name)
	case len(base) > 100:
		return fmt.Errorf("store: save name %q: longer than 100 characters", name)
	case strings.HasPrefix(base, "."):
		return fmt.Errorf("store: save name %q: must not start with a dot", name)
	}
	for _, r := range base {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.'
		if !ok {
			return fmt.Errorf("store: save name %q: %q not allowed (letters, digits, '-', '_' and '.')", name, r)
		}
	}
	return nil
}

// stampOf reads a file's stamp; ok is false when it cannot be read.
func stampOf(path string) (stamp, bool) {
	fi, err := os.Stat(path)
	if err != nil {
		return stamp{}, false
	}
	st := stamp{size: fi.Size(), mod: fi.ModTime()}
	st.dev, st.ino = fileID(fi)
	return st, true
}

// remember marks the current version of path as good.
func (s *Store) remember(path string) {
	if st, ok := stampOf(path); ok {
		s.mu.Lock()
		s.good[path] = st
		s.mu.Unlock()
	}
}

// forget drops what the store knows of path.
func (s *Store) forget(path string) {
	s.mu.Lock()
	delete(s.good, path)
	s.mu.Unlock()
}

// known reports whether path is unchanged since the store wrote or loaded
// it whole.
func (s *Store) known(path string) bool {
	st, ok := stampOf(path)
	if !ok {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	old, ok := s.good[path]
	return ok && old == st
}

// prior says what stands at path before a save replaces it.
type prior int

const (
	priorNone prior = iota // no file
	priorGood              // a save that loads: it becomes the backup
	priorBad               // a file that does not load: moved aside, never overwritten
)

// priorOf classifies the file a save is about to replace, reading it only
// when the store does not know it already.
func (s *Store) priorOf(path string, check func([]byte) error) prior {
	if s.known(path) {
		return priorGood
	}
	data, err := readFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return priorNone
	}
	if err != nil || check(data) != nil {
		return priorBad
	}
	return priorGood
}

// replace writes data to path atomically. A good file already there
// becomes path.bak first; a file there that does not load (check fails) is
// kept beside it as path.damaged (numbered when taken) and the backup is
// left alone.
func (s *Store) replace(path string, data []byte, check func([]byte) error) error {
	s.write.Lock()
	defer s.write.Unlock()
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	s.sweep(dir)
	p := s.priorOf(path, check)
	if p == priorBad {
		if err := s.keepDamaged(path); err != nil {
			return err
		}
	}
	if err := writeAtomic(s.fs, path, data, p == priorGood); err != nil {
		return err
	}
	s.remember(path)
	return nil
}

// keepDamaged gives a damaged file a second name, path.damaged, so that
// the save about to replace it does not lose it.
func (s *Store) keepDamaged(path string) error {
	dir := filepath.Dir(path)
	for n := 0; n < 100; n++ {
		name := path + ".damaged"
		if n > 0 {
			name = fmt.Sprintf("%s.damaged-%d", path, n)
		}
		if _, err := os.Lstat(name); err == nil {
			continue
		}
		err := s.fs.Link(path, name)
		if fi, lerr := os.Lstat(path); err != nil && lerr == nil && fi.IsDir() {
			// A directory has no second name: it is moved aside whole.
			err = s.fs.Rename(path, name)
		}
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return fmt.Errorf("keeping the damaged file %s: %w", path, err)
		}
		return s.fs.SyncDir(dir)
	}
	return fmt.Errorf("keeping the damaged file %s: too many damaged copies", path)
}

// staleTemp is how old a temporary file must be before a sweep takes it
// for the remains of a killed writer.
const staleTemp = time.Hour

// sweep removes, once per store, the temporary files a killed writer left
// in dir.
func (s *Store) sweep(dir string) {
	s.mu.Lock()
	if s.swept {
		s.mu.Unlock()
		return
	}
	s.swept = true
	s.mu.Unlock()
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	now := s.clock()
	for _, e := range entries {
		if !isTemp(e.Name()) {
			continue
		}
		if fi, err := e.Info(); err == nil && now.Sub(fi.ModTime()) > staleTemp {
			_ = s.fs.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
