package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/sultan"
)

// soloTestGame is a new solo game on the solo screen's test board.
func soloTestGame(t *testing.T) *sultan.Game {
	t.Helper()
	text, err := os.ReadFile("../../ui/testdata/solo.board")
	if err != nil {
		t.Fatal(err)
	}
	b, err := game.ParseBoard(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g, err := sultan.New(sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// savedGame saves a new game in the data directory data and returns its
// file.
func savedGame(t *testing.T, data string) string {
	t.Helper()
	g := soloTestGame(t)
	st := store.Open(data, func() time.Time { return time.Date(2026, 11, 22, 6, 43, 10, 0, time.UTC) })
	path, lock, err := st.CreateSolo("", "solo-1", store.SoloSaveOf(g, nil))
	if err != nil {
		t.Fatal(err)
	}
	if err := lock.Release(); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestResumeWithoutTerminal (issue 18, section 3): a naqala that cannot
// open the terminal says so and leaves the save as it was, with no lock
// file behind. The negative twin: a game open in another naqala is still
// refused as such, before the terminal.
func TestResumeWithoutTerminal(t *testing.T) {
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", filepath.Join(dir, "cfg"))
	// The terminal library reads TERM from the process's environment, so
	// this test does not run in parallel.
	t.Setenv("TERM", "naqala-no-such-terminal")
	data := filepath.Join(dir, "data")
	path := savedGame(t, data)
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	stamp := func() time.Time { fi, _ := os.Stat(path); return fi.ModTime() }
	was := stamp()
	for _, args := range [][]string{{"resume", "--data-dir", data}, {"resume", path, "--data-dir", data}} {
		var out, errs bytes.Buffer
		code := run(args, sys.streams(&out, &errs))
		if code == 0 || !strings.Contains(errs.String(), "terminal") {
			t.Errorf("%v: got %d %q, want a failure naming the terminal", args, code, errs.String())
		}
		if after, _ := os.ReadFile(path); !bytes.Equal(after, before) || !stamp().Equal(was) {
			t.Errorf("%v: the save was written", args)
		}
		if _, err := os.Lstat(store.LockPath(path)); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%v: the lock file is left behind: %v", args, err)
		}
	}
	// The negative twin.
	lock, err := store.Open(data, nil).LockSave(path)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Release()
	var out, errs bytes.Buffer
	if code := run([]string{"resume", path, "--data-dir", data}, sys.streams(&out, &errs)); code != 2 || !strings.Contains(errs.String(), "open in another naqala") {
		t.Errorf("a locked game: got %d %q", code, errs.String())
	}
}
