//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package store

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockSave takes the lock of save with flock(2) on its lock file: the
// kernel holds it for the open file and drops it when the process dies,
// so a stale lock file (a killed naqala's) is simply locked again. The
// lock file is never opened through a symbolic link, and a file at its
// name that naqala did not make (see checkLockFile) is refused, never
// written: the game then cannot be locked and is not opened.
func lockSave(save string) (*Lock, error) {
	path := LockPath(save)
	for range 10 {
		if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() {
			return nil, cannotLock(save, path, notALockFile(fi))
		}
		// O_NOFOLLOW: a link put there after the check is not followed
		// either; O_NONBLOCK: a FIFO does not hang the open.
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0o644)
		if err != nil {
			if fi, lerr := os.Lstat(path); lerr == nil && !fi.Mode().IsRegular() {
				err = notALockFile(fi)
			}
			return nil, cannotLock(save, path, err)
		}
		if err := checkLockFile(f); err != nil {
			_ = f.Close()
			return nil, cannotLock(save, path, err)
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			pid := readPID(f)
			_ = f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				return nil, &LockedError{Path: save, PID: pid}
			}
			return nil, cannotLock(save, path, err)
		}
		// The holder before may have removed the file between the open
		// and the flock: then this lock is on a file no longer there,
		// and another naqala may lock the new one. Lock the file that is
		// at path.
		if sameFile(f, path) {
			if err := writePID(f); err != nil {
				_ = os.Remove(path)
				_ = f.Close()
				return nil, cannotLock(save, path, err)
			}
			return &Lock{path: path, f: f}, nil
		}
		_ = f.Close()
	}
	return nil, fmt.Errorf("store: locking %s: the lock file keeps changing", save)
}

// sameFile reports whether the open file f is the file at path (not
// following a link there).
func sameFile(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil {
		return false
	}
	b, err := os.Lstat(path)
	return err == nil && os.SameFile(a, b)
}

// writePID puts the holder's process id into the lock file, for the
// message another naqala shows: the id alone, as flock(2) needs no more.
func writePID(f *os.File) error { return writeHolder(f, holder{PID: os.Getpid()}) }

// unlock removes the lock file while still holding it, so that no other
// naqala locks the file just before it goes (see lockSave), and then
// drops the lock.
func unlock(l *Lock) error {
	err := os.Remove(l.path)
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	return err
}
