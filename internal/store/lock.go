package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/naqala/naqala/internal/filetext"
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

// holder is what a lock file says of the naqala that holds it: its
// process id and, where naqala can read it (Windows), the time that
// process started, so that a process id the system has given since to
// another program is not taken for the holder.
type holder struct {
	PID int
	// Started is the process's creation time as the system counts it
	// (Windows: 100-nanosecond intervals since 1601, GetProcessTimes);
	// 0 when not known (a lock file of an older naqala, or of a system
	// with flock(2), which needs none).
	Started uint64
}

// formatHolder is the lock file's text: "PID\n", or "PID STARTED\n"
// when the start is known.
func formatHolder(h holder) string {
	if h.Started == 0 {
		return strconv.Itoa(h.PID) + "\n"
	}
	return strconv.Itoa(h.PID) + " " + strconv.FormatUint(h.Started, 10) + "\n"
}

// parseHolder reads a lock file's text as formatHolder writes it, either
// form; ok is false when it is neither (or names no process).
func parseHolder(s string) (h holder, ok bool) {
	fields := strings.Fields(s)
	if len(fields) == 0 || len(fields) > 2 || strings.TrimSpace(s) != strings.Join(fields, " ") {
		return holder{}, false
	}
	pid, err := strconv.Atoi(fields[0])
	if err != nil || pid <= 0 || strings.Trim(fields[0], "0123456789") != "" {
		return holder{}, false
	}
	h.PID = pid
	if len(fields) == 2 {
		if strings.Trim(fields[1], "0123456789") != "" {
			return holder{}, false
		}
		if h.Started, err = strconv.ParseUint(fields[1], 10, 64); err != nil || h.Started == 0 {
			return holder{}, false
		}
	}
	return h, true
}

// writeHolder puts h into the lock file.
func writeHolder(f *os.File, h holder) error {
	if err := f.Truncate(0); err != nil {
		return err
	}
	_, err := f.WriteAt([]byte(formatHolder(h)), 0)
	return err
}

// readHolder is the holder a lock file names; ok is false when it names
// none.
func readHolder(f *os.File) (holder, bool) {
	b := make([]byte, maxLockFile)
	n, _ := f.ReadAt(b, 0)
	return parseHolder(string(b[:n]))
}

// readPID is the process id a lock file names, 0 when it names none.
func readPID(f *os.File) int {
	h, _ := readHolder(f)
	return h.PID
}

// ErrCannotLock is matched by the error for a saved game whose lock cannot
// be taken for another reason than another naqala holding it: the lock
// file cannot be made (a read-only directory), or something that is not
// naqala's lock file stands at its name (a symbolic link, a directory, a
// file of another user or with other contents). Such a game is not
// opened: unlocked, two naqalas could play it at once.
var ErrCannotLock = errors.New("the game cannot be locked")

// cannotLock says that the game save cannot be locked, naming the lock
// file and why.
func cannotLock(save, lock string, why error) error {
	return fmt.Errorf("store: %s: %w, so it is not opened (a second naqala could play it at the same time): lock file %s: %w",
		filetext.Text(save), ErrCannotLock, filetext.Text(lock), unwrapPath(why))
}

// unwrapPath drops the operation and path of an *fs.PathError, which the
// message names already.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// notALockFile says what stands at a lock file's name instead of a file.
func notALockFile(fi fs.FileInfo) error {
	switch m := fi.Mode(); {
	case m&fs.ModeSymlink != 0:
		return errors.New("a symbolic link, not a lock file naqala made (naqala never writes through a link: remove the link)")
	case m.IsDir():
		return errors.New("a directory, not a lock file (remove it)")
	default:
		return fmt.Errorf("not a plain file (%s), not a lock file naqala made (remove it)", m.Type())
	}
}

// maxLockFile is the most a lock file naqala made holds: a process id,
// a start time and a newline (formatHolder).
const maxLockFile = 40

// checkLockFile refuses an open lock file that naqala did not make, so
// that it is never truncated: a file that is not a plain file, has a
// second name (a hard link to another file), belongs to another user, or
// holds anything but a process id, with its start time or not (or
// nothing, when its maker died before writing it).
func checkLockFile(f *os.File) error {
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return notALockFile(fi)
	}
	if links, uid, ok := fileOwner(fi); ok {
		if links > 1 {
			return fmt.Errorf("a file with %d names (a hard link), not a lock file naqala made (remove it)", links)
		}
		if uid != os.Geteuid() {
			return fmt.Errorf("a file of user %d, not this user's: another user's naqala may have the game open", uid)
		}
	}
	if fi.Size() > maxLockFile {
		return fmt.Errorf("a file of %d bytes, not a lock file naqala made (remove it)", fi.Size())
	}
	b := make([]byte, maxLockFile)
	n, _ := f.ReadAt(b, 0)
	if s := strings.TrimSpace(string(b[:n])); s != "" && strings.Trim(s, "0123456789") != "" {
		if _, ok := parseHolder(s); !ok {
			return errors.New("a file that holds something else than a process id, not a lock file naqala made (remove it)")
		}
	}
	return nil
}
