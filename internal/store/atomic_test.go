package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// faultFS is the real file system with one step made to fail: the n-th
// call (from 1) of op. A failing write writes half its bytes first, as a
// full disk does.
type faultFS struct {
	osFS
	op    string
	n     int
	calls map[string]int
}

var errInjected = fmt.Errorf("injected: %w", syscall.ENOSPC)

func (f *faultFS) hit(op string) bool {
	if f.calls == nil {
		f.calls = map[string]int{}
	}
	f.calls[op]++
	return op == f.op && f.calls[op] == f.n
}

func (f *faultFS) CreateTemp(dir, pattern string) (tempFile, error) {
	if f.hit("create") {
		return nil, errInjected
	}
	t, err := f.osFS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &faultFile{tempFile: t, fs: f}, nil
}

func (f *faultFS) Rename(a, b string) error {
	if f.hit("rename") {
		return errInjected
	}
	return f.osFS.Rename(a, b)
}

func (f *faultFS) Link(a, b string) error {
	if f.hit("link") {
		return errInjected
	}
	return f.osFS.Link(a, b)
}

func (f *faultFS) SyncDir(dir string) error {
	if f.hit("syncdir") {
		return errInjected
	}
	return f.osFS.SyncDir(dir)
}

type faultFile struct {
	tempFile
	fs *faultFS
}

func (f *faultFile) Write(p []byte) (int, error) {
	if f.fs.hit("write") {
		n, _ := f.tempFile.Write(p[:len(p)/2])
		return n, errInjected
	}
	return f.tempFile.Write(p)
}

func (f *faultFile) Sync() error {
	if f.fs.hit("sync") {
		return errInjected
	}
	return f.tempFile.Sync()
}

func (f *faultFile) Close() error {
	err := f.tempFile.Close()
	if f.fs.hit("close") {
		return errInjected
	}
	return err
}

// tempFiles lists the temporary files left in dir.
func tempFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if isTemp(e.Name()) {
			out = append(out, e.Name())
		}
	}
	return out
}

// TestFailedSaveKeepsTheOldSave makes every step of a save fail in turn:
// before the new file is renamed into place, the old save and its backup
// stay as they were; no temporary file is left behind.
func TestFailedSaveKeepsTheOldSave(t *testing.T) {
	tests := []struct {
		op       string
		n        int
		replaced bool // the new save is in place (only the directory sync failed)
		backedUp bool // the old save already became the backup
	}{
		{"create", 1, false, false},
		{"write", 1, false, false},
		{"sync", 1, false, false},
		{"close", 1, false, false},
		{"link", 1, false, true}, // falls back to copying the backup
		{"rename", 1, false, false},
		{"rename", 2, false, true},
		{"syncdir", 1, true, true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s %d", tc.op, tc.n), func(t *testing.T) {
			s := newStore(t)
			g := newGame(t)
			path := s.SavePath("g")
			// Two saves: a backup and a current save to protect.
			if err := s.SaveSolo("g", SoloSaveOf(g, nil)); err != nil {
				t.Fatal(err)
			}
			playRounds(t, g, 1, 1)
			if err := s.SaveSolo("g", SoloSaveOf(g, nil)); err != nil {
				t.Fatal(err)
			}
			oldSave, _ := os.ReadFile(path)
			oldBak, _ := os.ReadFile(BackupPath(path))

			playRounds(t, g, 1, 2)
			ffs := &faultFS{op: tc.op, n: tc.n}
			s.fs = ffs
			err := s.SaveSolo("g", SoloSaveOf(g, nil))
			s.fs = osFS{}
			wantErr := !(tc.op == "link") // a failed link is made good by a copy
			if (err != nil) != wantErr {
				t.Fatalf("got %v, want error %v", err, wantErr)
			}
			if err != nil && (!errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), path)) {
				t.Errorf("got %v, want the injected failure naming %s", err, path)
			}
			if ffs.calls[tc.op] < tc.n {
				t.Fatalf("the save made %d %s calls, the case wants call %d", ffs.calls[tc.op], tc.op, tc.n)
			}
			nowSave, _ := os.ReadFile(path)
			nowBak, _ := os.ReadFile(BackupPath(path))
			switch {
			case tc.replaced || tc.op == "link":
				if bytes.Equal(nowSave, oldSave) {
					t.Errorf("got the old save, want the new one")
				}
			default:
				if !bytes.Equal(nowSave, oldSave) {
					t.Errorf("the save changed, want it kept")
				}
			}
			wantBak := oldBak
			if tc.backedUp {
				wantBak = oldSave
			}
			if !bytes.Equal(nowBak, wantBak) {
				t.Errorf("got backup of %d bytes, want %d", len(nowBak), len(wantBak))
			}
			if _, _, err := Open(s.Dir(), fixedClock).LoadSolo(path); err != nil {
				t.Errorf("the save does not load: %v", err)
			}
			if _, _, err := Open(s.Dir(), fixedClock).LoadBackup(path); err != nil {
				t.Errorf("the backup does not load: %v", err)
			}
			if left := tempFiles(t, filepath.Dir(path)); len(left) > 0 {
				t.Errorf("got temporary files %v left, want none", left)
			}
		})
	}
}

// TestSaveWithoutFaults is the negative twin: the same save with nothing
// failing replaces the file and backs the old one up.
func TestSaveWithoutFaults(t *testing.T) {
	s := newStore(t)
	g := newGame(t)
	path := s.SavePath("g")
	if err := s.SaveSolo("g", SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	old, _ := os.ReadFile(path)
	playRounds(t, g, 1, 2)
	ffs := &faultFS{}
	s.fs = ffs
	if err := s.SaveSolo("g", SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	if bak, _ := os.ReadFile(BackupPath(path)); !bytes.Equal(bak, old) {
		t.Errorf("got a backup unlike the old save")
	}
	want := map[string]int{"create": 1, "write": 1, "sync": 1, "close": 1, "link": 1, "rename": 2, "syncdir": 1}
	for op, n := range want {
		if ffs.calls[op] != n {
			t.Errorf("got %d %s calls, want %d", ffs.calls[op], op, n)
		}
	}
}

func TestWriteNewNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	name := func(n int) string { return fmt.Sprintf("r-%d.json", n) }
	var paths []string
	for i := 0; i < 3; i++ {
		p, err := writeNew(osFS{}, dir, name, []byte(fmt.Sprint(i)))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	for i, p := range paths {
		if want := filepath.Join(dir, name(i)); p != want {
			t.Errorf("got %s, want %s", p, want)
		}
		if b, _ := os.ReadFile(p); string(b) != fmt.Sprint(i) {
			t.Errorf("%s: got %q, want %q", p, b, fmt.Sprint(i))
		}
	}
	if left := tempFiles(t, dir); len(left) > 0 {
		t.Errorf("got temporary files %v, want none", left)
	}
	_, err := writeNew(&faultFS{op: "link", n: 1}, dir, name, []byte("x"))
	if !errors.Is(err, errInjected) {
		t.Errorf("got %v, want the injected failure", err)
	}
	if left := tempFiles(t, dir); len(left) > 0 {
		t.Errorf("got temporary files %v after a failure, want none", left)
	}
}

func TestSweepRemovesStaleTempFiles(t *testing.T) {
	s := newStore(t)
	dir := s.SavesDir()
	_ = os.MkdirAll(dir, 0o755)
	stale := filepath.Join(dir, tempPrefix+"g.json-123")
	fresh := filepath.Join(dir, tempPrefix+"g.json-456")
	for _, p := range []string{stale, fresh} {
		_ = os.WriteFile(p, []byte("{"), 0o600)
	}
	old := fixedTime.Add(-2 * staleTemp)
	_ = os.Chtimes(stale, old, old)
	_ = os.Chtimes(fresh, fixedTime, fixedTime)
	if err := s.SaveSolo("g", SoloSaveOf(newGame(t), nil)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Errorf("got the stale temporary file kept, want it removed")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Errorf("got the fresh temporary file removed (%v), want it kept: a writer may own it", err)
	}
}
