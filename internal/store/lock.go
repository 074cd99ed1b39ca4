package store

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
)

// lockSuffix ends the name of a save's lock file.
const lockSuffix = ".lock"

// LockPath is the lock file of the save at path.
func LockPath(path string) string { return path + lockSuffix }

// Lock is the advisory lock a naqala holds on a saved game it has open, so
// that a second naqala does not play the same game and overwrite the
// first one's moves. It is a file beside the save, NAME.json.lock, that
// names the holder's process; the operating system drops the lock when
// that process ends, however it ends, so a lock left by a killed naqala is
// taken over (a stale lock). Release removes the file.
type Lock struct {
	path string // the lock file
	f    *os.File
	once sync.Once
	err  error
}

// LockSave takes the lock of the save at path (the save need not exist
// yet). It fails with a *LockedError, matching ErrLocked, when another
// naqala holds it, and with another error when the lock file cannot be
// made (a read-only directory).
func (s *Store) LockSave(path string) (*Lock, error) { return lockSave(path) }

// Path is the lock file.
func (l *Lock) Path() string { return l.path }

// Release gives the lock up and removes its file; later calls do nothing.
func (l *Lock) Release() error {
	if l == nil {
		return nil
	}
	l.once.Do(func() {
		if err := unlock(l); err != nil {
			l.err = fmt.Errorf("store: releasing %s: %w", l.path, err)
		}
	})
	return l.err
}

// writePID puts the holder's process id into the lock file, for the
// message another naqala shows.
func writePID(f *os.File) error {
	if err := f.Truncate(0); err != nil {
		return err
	}
	_, err := f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	return err
}

// readPID is the process id a lock file names, 0 when it names none.
func readPID(f *os.File) int {
	b := make([]byte, 32)
	n, _ := f.ReadAt(b, 0)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}
