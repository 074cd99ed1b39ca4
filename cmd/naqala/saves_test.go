package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/internal/store"
)

// TestConfigEmptyDataDir (issue 9, item 6): an empty data_dir, from a
// file, the environment or the flag, is a configuration error naming the
// key, and nothing runs; the negative twin: a data_dir given is taken.
func TestConfigEmptyDataDir(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty-dir.yaml")
	writeFile(t, empty, "data_dir: \"\"\n")
	blank := filepath.Join(dir, "blank-dir.yaml")
	writeFile(t, blank, "data_dir: \"   \"\n")
	for _, args := range [][]string{{"--config", empty}, {"--config", blank}, {"--data-dir", ""}} {
		_, errs, code := runConfig(t, dir, nil, args...)
		if code != 2 || !strings.Contains(errs, "data_dir: empty, so no game could be saved") {
			t.Errorf("%v: got %d %q, want exit 2 naming data_dir", args, code, errs)
		}
	}
	var out, errs bytes.Buffer
	sys := testSystem(t, "XDG_CONFIG_HOME", dir)
	if code := run([]string{"resume", "--config", empty}, sys.streams(&out, &errs)); code != 2 || !strings.Contains(errs.String(), "data_dir") {
		t.Errorf("resume with an empty data_dir: got %d %q", code, errs.String())
	}
	given := filepath.Join(dir, "data")
	if c, errs, code := runConfig(t, dir, nil, "--data-dir", given); code != 0 || c.DataDir != given {
		t.Errorf("--data-dir %s: got %d %q %q", given, code, c.DataDir, errs)
	}
}

// TestResumeGameOpenElsewhere (issue 9, item 5): naqala resume of a game
// another naqala has open exits with status 2 and one line saying so,
// with the process; the game's file is not touched.
func TestResumeGameOpenElsewhere(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", filepath.Join(dir, "cfg"))
	data := filepath.Join(dir, "data")
	st := store.Open(data, time.Now)
	g := soloTestGame(t)
	path, lock, err := st.CreateSolo("", "solo-1", store.SoloSaveOf(g, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Release()
	before, _ := os.ReadFile(path)
	// A link to the save is the save.
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"resume", "--data-dir", data}, {"resume", path, "--data-dir", data}, {"resume", link, "--data-dir", data}} {
		var out, errs bytes.Buffer
		code := run(args, sys.streams(&out, &errs))
		want := fmt.Sprintf("this game is open in another naqala (pid %d)", os.Getpid())
		lines := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(lines[0], want) {
			t.Errorf("%v: got %d %q, want exit 2 and one line with %q", args, code, errs.String(), want)
		}
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Error("the refused resume wrote the save")
	}
}
