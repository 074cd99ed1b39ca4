//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestLockRefusesWhatNaqalaDidNotMake (issue 18, section 3): whatever
// stands at a save's lock file name that naqala did not make (a symbolic
// link to a file, a dangling link, a hard link, a directory, a file of
// other contents, another user's lock) is refused with ErrCannotLock,
// naming the lock file, and is left exactly as it was: the file a link
// names keeps its contents, a dangling link's target is not created.
func TestLockRefusesWhatNaqalaDidNotMake(t *testing.T) {
	const precious = "the player's thesis, not a lock\n"
	tests := []struct {
		name string
		make func(t *testing.T, lock, victim string)
		want string
	}{
		{"symlink to a file", func(t *testing.T, lock, victim string) {
			must(t, os.Symlink(victim, lock))
		}, "symbolic link"},
		{"symlink to a file of digits", func(t *testing.T, lock, victim string) {
			must(t, os.WriteFile(victim, []byte("12\n"), 0o644))
			must(t, os.Symlink(victim, lock))
		}, "symbolic link"},
		{"dangling symlink", func(t *testing.T, lock, victim string) {
			must(t, os.Remove(victim))
			must(t, os.Symlink(victim, lock))
		}, "symbolic link"},
		{"hard link", func(t *testing.T, lock, victim string) {
			must(t, os.WriteFile(victim, []byte("12\n"), 0o644))
			must(t, os.Link(victim, lock))
		}, "hard link"},
		{"directory", func(t *testing.T, lock, victim string) {
			must(t, os.Mkdir(lock, 0o755))
		}, "a directory"},
		{"a file with other contents", func(t *testing.T, lock, victim string) {
			must(t, os.WriteFile(lock, []byte(precious), 0o644))
		}, "something else than a process id"},
		{"another user's lock", func(t *testing.T, lock, victim string) {
			must(t, os.WriteFile(lock, []byte("12\n"), 0o444))
			if os.Geteuid() == 0 {
				must(t, os.Chown(lock, 4242, 4242))
			}
		}, "lock file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore(t)
			must(t, os.MkdirAll(s.SavesDir(), 0o755))
			save := s.SavePath("solo-1")
			victim := filepath.Join(t.TempDir(), "thesis.txt")
			must(t, os.WriteFile(victim, []byte(precious), 0o644))
			tc.make(t, LockPath(save), victim)
			before := snapshotFiles(t, LockPath(save), victim)
			l, err := s.LockSave(save)
			if err == nil {
				_ = l.Release()
				t.Fatal("got a lock, want a refusal")
			}
			if !errors.Is(err, ErrCannotLock) || errors.Is(err, ErrLocked) {
				t.Errorf("got %v, want ErrCannotLock and not ErrLocked", err)
			}
			if msg := err.Error(); !strings.Contains(msg, LockPath(save)) || !strings.Contains(msg, tc.want) || !strings.Contains(msg, "not opened") {
				t.Errorf("got %q, want it to name %s, say %q and that the game is not opened", msg, LockPath(save), tc.want)
			}
			if after := snapshotFiles(t, LockPath(save), victim); after != before {
				t.Errorf("the files changed:\n got %s\nwant %s", after, before)
			}
		})
	}
	// The negative twin: naqala's own lock files, an empty one (its
	// maker died before writing) and a stale one, are taken over.
	for _, content := range []string{"", "999999999\n"} {
		s := newStore(t)
		must(t, os.MkdirAll(s.SavesDir(), 0o755))
		save := s.SavePath("solo-1")
		must(t, os.WriteFile(LockPath(save), []byte(content), 0o644))
		l, err := s.LockSave(save)
		if err != nil {
			t.Fatalf("over a lock file of %q: %v", content, err)
		}
		if b, _ := os.ReadFile(LockPath(save)); strings.TrimSpace(string(b)) != strconv.Itoa(os.Getpid()) {
			t.Errorf("the lock file holds %q, want this process", b)
		}
		must(t, l.Release())
	}
}

// snapshotFiles describes what stands at each path: its kind, link target
// and contents.
func snapshotFiles(t *testing.T, paths ...string) string {
	t.Helper()
	var b strings.Builder
	for _, p := range paths {
		fi, err := os.Lstat(p)
		if err != nil {
			b.WriteString(p + ": none; ")
			continue
		}
		b.WriteString(p + ": " + fi.Mode().String())
		if st, ok := fi.Sys().(*syscall.Stat_t); ok {
			b.WriteString(" uid " + strconv.Itoa(int(st.Uid)))
		}
		if fi.Mode()&os.ModeSymlink != 0 {
			to, _ := os.Readlink(p)
			b.WriteString(" -> " + to)
		} else if fi.Mode().IsRegular() {
			data, _ := os.ReadFile(p)
			b.WriteString(" " + strconv.Quote(string(data)))
		}
		b.WriteString("; ")
	}
	return b.String()
}
