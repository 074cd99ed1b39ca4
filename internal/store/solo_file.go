package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/naqala/naqala/history"
)

// CreateSolo saves a new game as NAME.json in dir (the saves directory
// when dir is ""), or as NAME-2.json, NAME-3.json ... when that name is
// taken, never replacing a file, and takes the new save's lock (see
// LockSave). It returns the file.
func (s *Store) CreateSolo(dir, name string, save SoloSave) (string, *Lock, error) {
	if err := checkName(name); err != nil {
		return "", nil, err
	}
	if dir == "" {
		dir = s.SavesDir()
	}
	if save.Saved.IsZero() {
		save.Saved = s.clock()
	}
	data, err := encodeSolo(save)
	if err != nil {
		return "", nil, fmt.Errorf("store: %s: %w", filepath.Join(dir, name), err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", nil, fmt.Errorf("store: saving in %s: %w", dir, err)
	}
	s.write.Lock()
	defer s.write.Unlock()
	base := strings.TrimSuffix(name, ".json")
	for n := 1; n <= 1000; n++ {
		file := base + ".json"
		if n > 1 {
			file = fmt.Sprintf("%s-%d.json", base, n)
		}
		path := filepath.Join(dir, file)
		if _, err := os.Lstat(path); err == nil {
			continue
		}
		lock, err := lockSave(path)
		if errors.Is(err, ErrLocked) {
			continue // another naqala is creating it
		}
		if err != nil {
			return "", nil, err
		}
		err = writeExclusive(s.fs, path, data)
		if errors.Is(err, fs.ErrExist) {
			_ = lock.Release()
			continue
		}
		if err != nil {
			_ = lock.Release()
			return "", nil, fmt.Errorf("store: saving %s: %w", path, err)
		}
		s.remember(path)
		return path, lock, nil
	}
	return "", nil, fmt.Errorf("store: saving in %s: no free name for %s", dir, base)
}

// writeExclusive writes data to a new file at path, durably and whole, and
// fails with fs.ErrExist when path exists: the temporary file is
// hard-linked to path, which never replaces a file.
func writeExclusive(fsys fileSystem, path string, data []byte) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := writeTemp(fsys, dir, base, data)
	if err != nil {
		return err
	}
	defer func() { _ = fsys.Remove(tmp) }()
	if err := fsys.Link(tmp, path); err != nil {
		return err
	}
	return fsys.SyncDir(dir)
}

// checkDice refuses a dice state that is not one history.DiceState
// writes.
func checkDice(s string) error {
	if s == "" {
		return nil
	}
	_, err := history.ParseDice(s)
	return err
}
