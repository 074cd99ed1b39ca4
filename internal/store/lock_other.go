//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"syscall"
)

// lockSave takes the lock of save where flock(2) is missing: the lock
// file is created exclusively and names the holder; a file naming a
// process that no longer runs is stale and replaced. (A process id
// reused since by another program keeps such a lock until the file is
// removed.)
func lockSave(save string) (*Lock, error) {
	path := LockPath(save)
	for range 3 {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			if err := writePID(f); err != nil {
				_ = f.Close()
				_ = os.Remove(path)
				return nil, cannotLock(save, path, err)
			}
			return &Lock{path: path, f: f}, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, cannotLock(save, path, err)
		}
		pid := 0
		if old, err := os.Open(path); err == nil {
			pid = readPID(old)
			_ = old.Close()
		}
		if pid > 0 && running(pid) {
			return nil, &LockedError{Path: save, PID: pid}
		}
		_ = os.Remove(path) // stale: its naqala is gone
	}
	return nil, fmt.Errorf("store: locking %s: the lock file keeps coming back", save)
}

// running reports whether a process of that id runs.
func running(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	if runtime.GOOS == "windows" {
		return true // FindProcess opened it
	}
	return p.Signal(syscall.Signal(0)) == nil
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
