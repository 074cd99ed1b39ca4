//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// lockSave takes the lock of save where flock(2) is missing: the lock
// file is created exclusively and names the holder, its process id and,
// where the system tells it (Windows), the time that process started; a
// file naming a process that no longer runs is stale and replaced. The
// start time tells the holder from a program given its process id since
// (Windows reuses process ids soon); a lock file of an older naqala,
// without it, is judged by the process id alone.
func lockSave(save string) (*Lock, error) {
	path := LockPath(save)
	for range 3 {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			if err := writeHolder(f, self()); err != nil {
				_ = f.Close()
				_ = os.Remove(path)
				return nil, cannotLock(save, path, err)
			}
			return &Lock{path: path, f: f}, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, cannotLock(save, path, err)
		}
		var h holder
		var named bool
		if old, err := os.Open(path); err == nil {
			h, named = readHolder(old)
			_ = old.Close()
		}
		if named && alive(h) {
			return nil, &LockedError{Path: save, PID: h.PID}
		}
		_ = os.Remove(path) // stale: its naqala is gone
	}
	return nil, fmt.Errorf("store: locking %s: the lock file keeps coming back", save)
}

// unlock closes the lock file and removes it (Windows removes no open
// file).
func unlock(l *Lock) error {
	err := l.f.Close()
	if rerr := os.Remove(l.path); err == nil {
		err = rerr
	}
	return err
}
