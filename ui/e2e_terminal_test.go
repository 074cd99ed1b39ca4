package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestEndToEndMouseSetting: in a real terminal naqala takes the mouse by
// default, and leaves it to the terminal (for selecting text) with
// mouse: false in the configuration, and at once when the settings screen
// turns it off; the configuration file keeps its comment. tmux tells
// whether the program in a pane asked for the mouse.
func TestEndToEndMouseSetting(t *testing.T) {
	needTmux(t)
	dir := t.TempDir()
	bin := buildNaqala(t, dir)
	cfg := filepath.Join(dir, "cfg", "naqala", "config.yaml")
	if err := os.MkdirAll(filepath.Dir(cfg), 0o755); err != nil {
		t.Fatal(err)
	}
	env := fmt.Sprintf("env LANG=C.UTF-8 TERM=xterm-256color XDG_CONFIG_HOME=%s XDG_DATA_HOME=%s", filepath.Join(dir, "cfg"), filepath.Join(dir, "data"))
	mouse := func(s *tmuxSession) string {
		return strings.TrimSpace(s.run("display-message", "-p", "-t", s.name, "#{mouse_any_flag}"))
	}
	waitMouse := func(s *tmuxSession, want string) {
		t.Helper()
		deadline := time.Now().Add(e2eWait)
		for mouse(s) != want {
			if time.Now().After(deadline) {
				t.Fatalf("the pane's mouse flag: got %s, want %s", mouse(s), want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	for _, tc := range []struct{ file, want string }{{"# mine\n", "1"}, {"# mine\nmouse: false\n", "0"}} {
		if err := os.WriteFile(cfg, []byte(tc.file), 0o600); err != nil {
			t.Fatal(err)
		}
		s := startTmux(t, fmt.Sprintf("%s %s; sleep 60", env, bin))
		s.waitFor("naqala")
		waitMouse(s, tc.want)
		if tc.want == "0" {
			continue
		}
		// On: the settings screen turns it off, and saves only that.
		s.keys("c")
		s.waitFor("mouse")
		s.keys("j", "j", "Space", "C-s")
		s.waitFor("settings saved")
		waitMouse(s, "0")
		b, err := os.ReadFile(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != "# mine\nmouse: false\n" {
			t.Errorf("the configuration: %q", b)
		}
		s.keys("C-q")
	}
}
