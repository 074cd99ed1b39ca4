package store

import (
	"os"
	"strings"
	"testing"
	"time"
)

// A stray endless or huge file offered as a save is refused after
// MaxFileSize bytes instead of filling the memory (issue 9, item 10); the
// negative twin: a real save loads.
func TestLoadSoloBounded(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	s := Open(t.TempDir(), time.Now)
	_, _, err := s.LoadSolo("/dev/zero")
	if err == nil || !strings.Contains(err.Error(), "larger than 16 MiB") {
		t.Errorf("/dev/zero as a save: %v, want it refused as too large", err)
	}
	dir := t.TempDir()
	s = Open(dir, time.Now)
	g := newGame(t)
	if err := s.SaveSolo("ok", SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.LoadSolo(s.SavePath("ok")); err != nil {
		t.Errorf("a real save: %v", err)
	}
}
