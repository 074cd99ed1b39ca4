package ui

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/store"
)

// TestResumeRefusedWhenNotLockable (issue 18, section 3): a game whose
// lock cannot be taken (a directory stands at its lock file's name) is not
// opened: Resume says so, naming the lock file, and neither the save nor
// the lock's place changes. The negative twin: once the directory is gone,
// the game opens, locked.
func TestResumeRefusedWhenNotLockable(t *testing.T) {
	dir := t.TempDir()
	st := diskStore(dir, fixedClock)
	first := appOn(st)
	startGame(t, first, "solo-1", nil)
	path := st.SavePath("solo-1")
	first.saves.close()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(store.LockPath(path), 0o755); err != nil {
		t.Fatal(err)
	}
	a := appOn(st)
	err = a.Resume(path)
	if err == nil || !strings.Contains(err.Error(), store.LockPath(path)) || !strings.Contains(err.Error(), "not opened") {
		t.Fatalf("got %v, want a refusal naming %s", err, store.LockPath(path))
	}
	if a.Current() == ScreenSoloGame {
		t.Error("the game is open though it could not be locked")
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Error("the refused game's save was written")
	}
	if fi, err := os.Lstat(store.LockPath(path)); err != nil || !fi.IsDir() {
		t.Errorf("the directory at the lock's name: %v", err)
	}
	// The negative twin.
	if err := os.Remove(store.LockPath(path)); err != nil {
		t.Fatal(err)
	}
	if err := a.Resume(path); err != nil {
		t.Fatalf("once lockable: %v", err)
	}
	if a.Current() != ScreenSoloGame {
		t.Errorf("screen %q, want the game", a.Current())
	}
	if _, err := st.LockSave(path); err == nil {
		t.Error("the resumed game is not locked")
	}
	a.saves.close()
}
