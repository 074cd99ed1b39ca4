package ui

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/sultan"
)

// TestEndToEndAdvice: in a real 80x24 terminal, a on the player's turn
// computes the advice off the screen's thread and lists the best moves;
// Enter fills the guided entry with the first, a step at a time, each
// taken with Enter (or s, where the advice skips an action) until the
// clean-up; the saved game has the move and
// the advised mark. The keys of the advised turn are logged (-v).
func TestEndToEndAdvice(t *testing.T) {
	needTmux(t)
	dir := t.TempDir()
	bin := buildNaqala(t, dir)
	env := fmt.Sprintf("env LANG=C.UTF-8 TERM=xterm-256color XDG_CONFIG_HOME=%s XDG_DATA_HOME=%s NO_COLOR=1", filepath.Join(dir, "cfg"), filepath.Join(dir, "data"))
	s := startTmux(t, fmt.Sprintf("%s %s solo --seed 7; sleep 120", env, bin))
	s.waitFor("New solo game against Sultan Yazid")
	s.keys("d")
	s.waitFor("a random board is dealt")
	s.keys("Enter")
	s.waitFor("1. roll for Yazid")
	k := &keyCounter{s: s}
	for step := 0; ; step++ {
		sc := s.screen()
		if strings.Contains(sc, "3. your turn") {
			break
		}
		if step > 200 {
			t.Fatalf("no player's turn:\n%s", sc)
		}
		switch {
		case strings.Contains(sc, "choose Yazid's target"):
			k.send("Tab", "Enter")
		case strings.Contains(sc, "are Fakirs?"), strings.Contains(sc, "a Fakir?"):
			k.send("1")
		case strings.Contains(sc, "do this at the table"):
			k.send("a", "Enter")
		case strings.Contains(sc, "2. Yazid's turn") && strings.Contains(sc, "loses the game"):
			k.send("Enter", "y")
		case strings.Contains(sc, "1. roll for Yazid"), strings.Contains(sc, "Yazid's dice"), strings.Contains(sc, "2. Yazid's turn"):
			k.send("Enter")
		default:
			t.Fatalf("a screen the test does not know:\n%s", sc)
		}
	}
	// The advised turn: a, Enter on the list, then Enter for each step.
	k.n, k.keys = 0, nil
	k.send("a")
	sc := s.waitFor("> 1")
	if !strings.Contains(sc, "advice") || !strings.Contains(sc, "Enter enters it step by step") {
		t.Fatalf("no advice listed:\n%s", sc)
	}
	st := store.Open(filepath.Join(dir, "data", "naqala"), nil)
	path, err := st.Latest()
	if err != nil {
		t.Fatal(err)
	}
	_, before, err := st.LoadSolo(path)
	if err != nil {
		t.Fatal(err)
	}
	// The line chosen names the start, the last tile and the tribe: Enter
	// takes them; the path and colours are the next advised step.
	if sc := k.send("Enter"); !strings.Contains(sc, "Advised: the path") && !strings.Contains(sc, "3. your turn") {
		t.Fatalf("Enter did not fill the guided entry:\n%s", sc)
	}
	for i := 0; !strings.Contains(s.screen(), "4. clean-up"); i++ {
		if i > 12 {
			t.Fatalf("the advised turn is not done after %d Enters:\n%s", i, s.screen())
		}
		if strings.Contains(s.screen(), "press s") {
			k.send("s") // an advised skip: Enter skips nothing
			continue
		}
		k.send("Enter")
	}
	t.Logf("the advised turn in %d keys: %s", k.n, strings.Join(k.keys, " "))
	if k.n > 8 {
		t.Errorf("the advised turn took %d keys, want at most 8", k.n)
	}
	deadline := time.Now().Add(e2eWait)
	for {
		save, g, err := st.LoadSolo(path)
		if err == nil && len(g.Log()) > len(before.Log()) {
			var moved bool
			for _, e := range g.Log()[len(before.Log()):] {
				moved = moved || e.Kind == sultan.EventMove
			}
			if !moved || !strings.Contains(string(save.UI), `"advised":true`) {
				t.Errorf("after the Enters: moved %v, screen state %s", moved, save.UI)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the Enters played nothing:\n%s", s.screen())
		}
		time.Sleep(30 * time.Millisecond)
	}
}
