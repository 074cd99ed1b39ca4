package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/sultan"
)

// e2eEnv is the environment of the program in the end-to-end tests of
// saves: its own configuration and data directories under dir.
func e2eEnv(dir string) []string {
	return []string{"LANG=C.UTF-8", "TERM=xterm-256color", "NO_COLOR=1",
		"XDG_CONFIG_HOME=" + filepath.Join(dir, "cfg"), "XDG_DATA_HOME=" + filepath.Join(dir, "data")}
}

// startNaqala runs the program with args in a tmux pane of 80x24 and
// returns the session and the program's process (the pane's shell waits
// on after it, so that the tmux server stays when it is killed).
func startNaqala(t *testing.T, dir, bin string, args ...string) (*tmuxSession, int) {
	t.Helper()
	s := startTmux(t, "sh -c 'env "+strings.Join(e2eEnv(dir), " ")+" "+bin+" "+strings.Join(args, " ")+"; sleep 60'")
	shell := strings.TrimSpace(s.run("list-panes", "-t", s.name, "-F", "#{pane_pid}"))
	for deadline := time.Now().Add(e2eWait); time.Now().Before(deadline); {
		kids, _ := os.ReadFile("/proc/" + shell + "/task/" + shell + "/children")
		for _, k := range strings.Fields(string(kids)) {
			if comm, _ := os.ReadFile("/proc/" + k + "/comm"); strings.TrimSpace(string(comm)) == "naqala" {
				pid, _ := strconv.Atoi(k)
				return s, pid
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no naqala process under the pane's shell %s; the pane shows:\n%s", shell, s.screen())
	return nil, 0
}

// killNaqala kills the program with SIGKILL and waits until it is gone,
// reaped by the pane's shell: a zombie still has its pid, so the next
// naqala would take its lock for a live one.
func killNaqala(t *testing.T, pid int) {
	t.Helper()
	p, err := os.FindProcess(pid)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	for deadline := time.Now().Add(e2eWait); time.Now().Before(deadline); {
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", pid)); err != nil {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("pid %d is still there after SIGKILL", pid)
}

// playUntil answers every question as a newcomer would, reading only the
// screen, until stop says the screen is where the test wants it; after
// each clean-up Enter goes on until the rules end the game.
func playUntil(t *testing.T, s *tmuxSession, stop func(string) bool) string {
	t.Helper()
	rounds := 0 // counted for a failure message
	for step := 0; step < 100; step++ {
		sc := s.screen()
		if stop(sc) {
			return sc
		}
		switch {
		case strings.Contains(sc, "The end of the game: what you hold"):
			s.keys("C-d")
			s.waitFor("Result - solo game")
		case strings.Contains(sc, "Game over"):
			s.keys("Enter")
			s.waitFor("The end of the game")
		case yazidKeys(sc) != nil:
			s.keys(yazidKeys(sc)...)
		case strings.Contains(sc, "3. your turn"):
			s.keys("Enter")
		case strings.Contains(sc, "4. clean-up"):
			rounds++
			s.keys("Enter") // the next round, or the end the rules decide
		default:
			s.keys("Enter")
		}
	}
	t.Fatalf("the screen never came; it shows:\n%s", s.screen())
	return ""
}

// historyGames is what naqala history --json lists.
func historyGames(t *testing.T, dir, bin string) []history.Record {
	t.Helper()
	cmd := exec.Command(bin, "history", "--json")
	cmd.Env = append(os.Environ(), e2eEnv(dir)...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("naqala history --json: %v", err)
	}
	var h struct {
		Games []json.RawMessage `json:"games"`
	}
	if err := json.Unmarshal(out, &h); err != nil {
		t.Fatal(err)
	}
	recs, err := store.Open(filepath.Join(dir, "data", "naqala"), nil).History()
	if err != nil || len(recs) != len(h.Games) {
		t.Fatalf("history: %d records (%v), naqala history lists %d", len(recs), err, len(h.Games))
	}
	return recs
}

// runNaqala runs the program to its end and returns its exit status and
// standard error.
func runNaqala(t *testing.T, dir, bin string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), e2eEnv(dir)...)
	var errs bytes.Buffer
	cmd.Stderr = &errs
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode(), errs.String()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0, errs.String()
}

// TestEndToEndKillAtGameEnd (issue 9, item 7): naqala killed with SIGKILL
// on the last checklist of a lost game, on "Game over" and on the
// end-of-game form: naqala resume goes on with the game, which reaches the
// history once; then there is no game left to resume.
func TestEndToEndKillAtGameEnd(t *testing.T) {
	needTmux(t)
	bin := buildNaqala(t, t.TempDir())
	tests := []struct {
		name  string
		start func(t *testing.T, dir string) []string
		at    string
	}{
		{"last checklist", lostGameSave, "do this at the table"},
		{"game over", func(*testing.T, string) []string { return []string{"solo", "--seed", "42"} }, "Game over"},
		{"end-of-game form", func(*testing.T, string) []string { return []string{"solo", "--seed", "42"} }, "The end of the game: what you hold"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			s, pid := startNaqala(t, dir, bin, tc.start(t, dir)...)
			if tc.name != "last checklist" {
				s.waitFor("New solo game against Sultan Yazid")
				s.keys("d")
				s.waitFor("a random board is dealt")
				s.keys("Enter")
				s.waitFor("1. roll for Yazid")
			}
			playUntil(t, s, func(sc string) bool {
				return strings.Contains(sc, tc.at) && (tc.name != "last checklist" || strings.Contains(sc, "Djinns    6/6"))
			})
			killNaqala(t, pid)
			r, _ := startNaqala(t, dir, bin, "resume")
			r.waitFor("resumed")
			sc := playUntil(t, r, func(sc string) bool { return strings.Contains(sc, "Result - solo game") })
			if !strings.Contains(sc, "kept in the history") {
				t.Errorf("the result is not kept:\n%s", sc)
			}
			if recs := historyGames(t, dir, bin); len(recs) != 1 {
				t.Errorf("got %d games in the history, want 1", len(recs))
			}
			// The negative twin: kept, there is nothing to resume.
			if code, errs := runNaqala(t, dir, bin, "resume"); code != 2 || !strings.Contains(errs, "no saved game") {
				t.Errorf("resume after the game was kept: got %d %q", code, errs)
			}
		})
	}
}

// lostGameSave saves, in the data directory under dir, a game whose roll
// Yazid is about to play and lose by: he holds 5 Djinns and the roll's
// Elders buy him a 6th. It returns the arguments that resume it.
func lostGameSave(t *testing.T, dir string) []string {
	t.Helper()
	setup := sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules())
	setup.Yazid.Djinns = 5
	g, err := sultan.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(sultan.RollEvent(sultan.Roll{White: 1, Black: 1})); err != nil {
		t.Fatal(err)
	}
	st := store.Open(filepath.Join(dir, "data", "naqala"), nil)
	if err := st.SaveSolo("solo-lost", history.SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	return []string{"resume"}
}

// TestEndToEndSecondNaqala (issue 9, item 5): while one naqala plays a
// game, naqala resume in a second process refuses it, naming the first
// one's process, and writes nothing; killed with SIGKILL, the first leaves
// a stale lock, and naqala resume goes on with the game.
func TestEndToEndSecondNaqala(t *testing.T) {
	needTmux(t)
	dir := t.TempDir()
	bin := buildNaqala(t, dir)
	s, pid := startNaqala(t, dir, bin, "solo", "--seed", "42")
	s.waitFor("New solo game against Sultan Yazid")
	s.keys("d")
	s.waitFor("a random board is dealt")
	s.keys("Enter")
	s.waitFor("1. roll for Yazid")
	s.keys("Enter")
	s.waitFor("Yazid rolled")
	saves, _ := filepath.Glob(filepath.Join(dir, "data", "naqala", "saves", "*.json"))
	if len(saves) != 1 {
		t.Fatalf("got saves %v, want one", saves)
	}
	before, _ := os.ReadFile(saves[0])
	for _, args := range [][]string{{"resume"}, {"resume", saves[0]}} {
		code, errs := runNaqala(t, dir, bin, args...)
		want := fmt.Sprintf("this game is open in another naqala (pid %d)", pid)
		if code != 2 || !strings.Contains(errs, want) {
			t.Errorf("%v while the first plays: got %d %q, want exit 2 and %q", args, code, errs, want)
		}
	}
	if after, _ := os.ReadFile(saves[0]); !bytes.Equal(after, before) {
		t.Errorf("the save changed while the second naqala ran:\n%s\nthen\n%s", before, after)
	}
	// The first one goes on and saves.
	s.keys("Enter")
	s.waitFor("2. Yazid's turn")
	killNaqala(t, pid)
	if _, err := os.Stat(saves[0] + ".lock"); err != nil {
		t.Fatalf("the killed naqala left no lock file: %v", err)
	}
	r, _ := startNaqala(t, dir, bin, "resume")
	sc := r.waitFor("resumed")
	if !strings.Contains(sc, "Yazid's dice") && !strings.Contains(sc, "2. Yazid's turn") {
		t.Errorf("resumed elsewhere than Yazid's turn:\n%s", sc)
	}
}
