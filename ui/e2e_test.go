package ui

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/internal/testtool"
)

// tmuxSession drives the real program in a tmux pane of 80x24, on a tmux
// server of its own (its own socket, no configuration file), so that other
// tmux sessions on the machine, and their servers' comings and goings,
// cannot touch it.
type tmuxSession struct {
	t      *testing.T
	name   string
	socket string
	last   string // the last settled capture
	pane   string // the pid of the pane's process, once known
}

// e2eWait bounds every wait for the program: generous, since a loaded
// machine can be slow, and only ever reached when something is wrong.
const e2eWait = 30 * time.Second

// settleGap is the time between the two equal captures of a settled
// screen.
const settleGap = 10 * time.Millisecond

func (s *tmuxSession) run(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", s.socket, "-f", "/dev/null"}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// sgr matches the attributes capture-pane -e writes.
var sgr = regexp.MustCompile("\x1b\\[[0-9;:]*m")

// capture is the pane at one moment, in one tmux command: its text with
// its attributes (a selection can be a change of colour only), then the
// cursor's place.
func (s *tmuxSession) capture() string {
	return s.run("capture-pane", "-p", "-e", "-t", s.name, ";", "display-message", "-p", "-t", s.name, "cursor #{cursor_x},#{cursor_y}")
}

// captureText is what a person reads in a capture.
func captureText(c string) string {
	c = strings.TrimSuffix(sgr.ReplaceAllString(c, ""), "\n")
	if i := strings.LastIndex(c, "\n"); i >= 0 {
		c = c[:i] // the cursor
	}
	lines := strings.Split(c, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// settled waits until the pane's programs are idle and two captures
// settleGap apart are the same, and returns it. A capture alone can catch
// a frame half drawn: a slow program can be stopped for long in the middle
// of writing one.
func (s *tmuxSession) settled() string {
	s.t.Helper()
	deadline := time.Now().Add(e2eWait)
	prev := ""
	for {
		if s.idle() {
			c := s.capture()
			if c == prev && s.idle() {
				s.last = c
				return c
			}
			prev = c
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("the screen does not hold still; it shows:\n%s", captureText(s.capture()))
		}
		time.Sleep(settleGap)
	}
}

// writeCalls are the numbers of the write system calls, by architecture.
var writeCalls = map[string][]string{"amd64": {"1", "20"}, "arm64": {"64", "66"}}

// idle reports whether no process of the pane is running or writing: the
// program has taken every key sent and its frame is all in the pane.
func (s *tmuxSession) idle() bool {
	s.t.Helper()
	if s.pane == "" {
		s.pane = strings.TrimSpace(s.run("list-panes", "-t", s.name, "-F", "#{pane_pid}"))
	}
	for _, pid := range paneProcs(s.pane) {
		tasks, _ := os.ReadDir("/proc/" + pid + "/task")
		for _, task := range tasks {
			dir := "/proc/" + pid + "/task/" + task.Name()
			stat, err := os.ReadFile(dir + "/stat")
			if err != nil {
				continue // gone
			}
			// The state follows the command's closing parenthesis.
			if f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:])); len(f) > 0 && (f[0] == "R" || f[0] == "D") {
				return false
			}
			call, _ := os.ReadFile(dir + "/syscall")
			if f := strings.Fields(string(call)); len(f) > 0 && slices.Contains(writeCalls[runtime.GOARCH], f[0]) {
				return false
			}
		}
	}
	return true
}

// paneProcs is pid and every process under it.
func paneProcs(pid string) []string {
	procs := []string{pid}
	for i := 0; i < len(procs); i++ {
		tasks, _ := os.ReadDir("/proc/" + procs[i] + "/task")
		for _, task := range tasks {
			kids, _ := os.ReadFile("/proc/" + procs[i] + "/task/" + task.Name() + "/children")
			procs = append(procs, strings.Fields(string(kids))...)
		}
	}
	return procs
}

// screen is what a person sees in the pane, once it holds still.
func (s *tmuxSession) screen() string {
	s.t.Helper()
	return captureText(s.settled())
}

// keys presses keys as tmux names them ("Enter", "C-d", "a"), one at a
// time: each only once the screen has changed from what it showed before
// the previous one and holds still, so that no key meets a screen not yet
// ready for it, and a key the program ignores fails the test rather than
// being taken later by another screen. It returns the screen after the
// last key.
func (s *tmuxSession) keys(keys ...string) string {
	s.t.Helper()
	before := s.capture()
	if before != s.last {
		before = s.settled()
	}
	for _, k := range keys {
		s.run("send-keys", "-t", s.name, k)
		deadline := time.Now().Add(e2eWait)
		for {
			c := s.capture()
			if c != before {
				before = s.settled()
				break
			}
			if time.Now().After(deadline) {
				s.t.Fatalf("the screen did not change after key %q of %q; it shows:\n%s", k, keys, captureText(c))
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	return captureText(before)
}

// yazidKeys are the keys that answer a screen of Yazid's half of a round
// the plain way (his target: the first candidate; the Fakirs among his
// cards: 1; his turn: go on, and accept a loss; the checklist: all
// ticked, and on); nil for any other screen.
func yazidKeys(sc string) []string {
	switch {
	case strings.Contains(sc, "choose Yazid's target"):
		return []string{"Tab", "Enter"}
	case strings.Contains(sc, "are Fakirs?"), strings.Contains(sc, "a Fakir?"):
		return []string{"1"}
	case strings.Contains(sc, "2. Yazid's turn") && strings.Contains(sc, "loses the game"):
		return []string{"Enter", "y"}
	case strings.Contains(sc, "2. Yazid's turn"):
		return []string{"Enter"}
	case strings.Contains(sc, "do this at the table"):
		return []string{"a"} // every line ticked, and on
	}
	return nil
}

// waitFor waits until the screen, held still, shows text, and returns it.
func (s *tmuxSession) waitFor(text string) string {
	s.t.Helper()
	deadline := time.Now().Add(e2eWait)
	for {
		sc := s.screen()
		if strings.Contains(sc, text) {
			return sc
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("waited for %q; the screen shows:\n%s", text, sc)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// startTmux runs command in a new detached 80x24 tmux session, on a
// tmux server of its own that ends with the test.
func startTmux(t *testing.T, command string) *tmuxSession {
	t.Helper()
	// A socket's path must be short: not under the test's long TempDir.
	dir, err := os.MkdirTemp("", "naqala-tmux")
	if err != nil {
		t.Fatal(err)
	}
	s := &tmuxSession{t: t, name: "naqala-e2e", socket: filepath.Join(dir, "s")}
	t.Cleanup(func() {
		_ = exec.Command("tmux", "-S", s.socket, "kill-server").Run()
		_ = os.RemoveAll(dir)
	})
	s.run("-u", "new-session", "-d", "-s", s.name, "-x", "80", "-y", "24", command)
	return s
}

// needTmux skips an end-to-end test without tmux or under -short, and
// runs it in parallel with the other end-to-end tests: each has its own
// tmux server, directory and files, and they share only the binary
// (buildNaqala), so their waits overlap.
func needTmux(t *testing.T) {
	testtool.Need(t, "tmux")
	if testing.Short() {
		t.Skip("end-to-end test skipped with -short")
	}
	t.Parallel()
}

// TestEndToEndSoloGame plays a short solo game in a real terminal, from
// the setup to the score screen, with a fixed seed: what a newcomer does
// with `naqala solo`, reading only the screen.
func TestEndToEndSoloGame(t *testing.T) {
	needTmux(t)
	dir := t.TempDir()
	bin := buildNaqala(t, dir)
	env := fmt.Sprintf("env LANG=C.UTF-8 TERM=xterm-256color XDG_CONFIG_HOME=%s XDG_DATA_HOME=%s NO_COLOR=1", filepath.Join(dir, "cfg"), filepath.Join(dir, "data"))
	s := startTmux(t, fmt.Sprintf("%s %s solo --seed 42; sleep 60", env, bin))
	s.waitFor("New solo game against Sultan Yazid")
	s.keys("d")
	s.waitFor("a random board is dealt")
	s.keys("Enter")
	s.waitFor("1. roll for Yazid")
	rounds := 0
	var rss int
	for step := 0; step < 80; step++ {
		sc := s.screen()
		switch {
		case strings.Contains(sc, "Result - solo game"):
			if !strings.Contains(sc, "Total") || !strings.Contains(sc, "Viziers") {
				t.Errorf("score screen without the breakdown:\n%s", sc)
			}
			if !strings.Contains(sc, "kept in the history") {
				t.Errorf("the finished game is not kept in the history:\n%s", sc)
			}
			t.Logf("played %d rounds; RSS %d kB", rounds, rss)
			if rss > 40*1024 {
				t.Errorf("resident memory %d kB, budget 40 MB", rss)
			}
			return
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
			rss = max(rss, paneRSS(s))
			// Enter: the next round, or the end when the rules end
			// the game (Yazid's last camel); no key ends it sooner.
			s.keys("Enter")
		default:
			// The roll, the dice, a re-roll: Enter goes on.
			s.keys("Enter")
		}
	}
	t.Fatalf("the game did not reach the score screen; it shows:\n%s", s.screen())
}

// paneRSS is the resident memory of the pane's process in kB (0 when not
// known).
func paneRSS(s *tmuxSession) int {
	pid := strings.TrimSpace(s.run("list-panes", "-t", s.name, "-F", "#{pane_pid}"))
	b, err := os.ReadFile("/proc/" + pid + "/status")
	if err != nil {
		return 0
	}
	max := 0
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
			max, _ = strconv.Atoi(f[1])
		}
	}
	// The pane runs a shell with naqala as its child when the command
	// is compound; look at the children too.
	if kids, err := os.ReadFile("/proc/" + pid + "/task/" + pid + "/children"); err == nil {
		for _, k := range strings.Fields(string(kids)) {
			if b, err := os.ReadFile("/proc/" + k + "/status"); err == nil {
				for _, l := range strings.Split(string(b), "\n") {
					if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
						if n, _ := strconv.Atoi(f[1]); n > max {
							max = n
						}
					}
				}
			}
		}
	}
	return max
}

// TestEndToEndFirstFrame checks that the program, run as a whole process
// in a tmux pane with NAQALA_EXIT_AFTER_FIRST_DRAW, draws its first frame
// and exits, and logs how long that took (the budget is 150 ms; the figure
// is reported, not asserted, so a slow machine does not fail the tests).
func TestEndToEndFirstFrame(t *testing.T) {
	needTmux(t)
	dir := t.TempDir()
	bin := buildNaqala(t, dir)
	out := filepath.Join(dir, "times")
	script := fmt.Sprintf(`for i in 1 2 3 4 5 6 7; do s=$(date +%%s%%N); XDG_DATA_HOME=%s XDG_CONFIG_HOME=%s NAQALA_EXIT_AFTER_FIRST_DRAW=1 %s; e=$(date +%%s%%N); echo $(( (e - s) / 1000 )) >> %s; done; echo done >> %s; sleep 30`,
		dir, dir, bin, out, out)
	s := startTmux(t, "sh -c '"+script+"'")
	deadline := time.Now().Add(2 * e2eWait)
	for {
		b, _ := os.ReadFile(out)
		if strings.Contains(string(b), "done") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the program did not exit after its first frame; the pane shows:\n%s", s.screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
	b, _ := os.ReadFile(out)
	var us []int
	for _, f := range strings.Fields(string(b)) {
		if n, err := strconv.Atoi(f); err == nil {
			us = append(us, n)
		}
	}
	sort.Ints(us)
	if len(us) == 0 {
		t.Fatal("no timing")
	}
	median := us[len(us)/2]
	t.Logf("first frame as a whole process: median %.1f ms, best %.1f ms over %d runs (%s/%s)",
		float64(median)/1000, float64(us[0])/1000, len(us), runtime.GOOS, runtime.GOARCH)
}

// TestEndToEndSevenRows plays into a solo game on the largest board (7
// rows: Artisans and Whims) in a real 80x24 terminal: the setup preview
// shows every row, and each step of a round shows its words and keys
// whole, the board drawn a row a line where it must.
func TestEndToEndSevenRows(t *testing.T) {
	needTmux(t)
	dir := t.TempDir()
	bin := buildNaqala(t, dir)
	env := fmt.Sprintf("env LANG=C.UTF-8 TERM=xterm-256color XDG_CONFIG_HOME=%s XDG_DATA_HOME=%s NO_COLOR=1", filepath.Join(dir, "cfg"), filepath.Join(dir, "data"))
	s := startTmux(t, fmt.Sprintf("%s %s solo --seed 42 --expansions artisans,whims; sleep 60", env, bin))
	s.waitFor("New solo game against Sultan Yazid")
	s.keys("d")
	sc := s.waitFor("a random board is dealt")
	for _, row := range []string{"r7 ", "r2 ", "r1 "} {
		if !strings.Contains(sc, row) {
			t.Errorf("the setup preview lacks %s:\n%s", row, sc)
		}
	}
	// The deal puts the Workshops' Mountains on their edges (n and e): the
	// setup does not ask for them.
	s.keys("Enter")
	s.waitFor("1. roll for Yazid")
	s.keys("Enter")
	sc = s.waitFor("Enter  let Yazid play")
	if !strings.Contains(sc, "r1 ") {
		t.Errorf("the dice step lost a row:\n%s", sc)
	}
	for step := 0; step < 10 && !strings.Contains(sc, "3. your turn"); step++ {
		switch {
		case strings.Contains(sc, "choose Yazid's target"):
			s.keys("Tab", "Enter")
		case strings.Contains(sc, "are Fakirs?"), strings.Contains(sc, "a Fakir?"):
			s.keys("0")
		case strings.Contains(sc, "do this at the table"):
			if !strings.Contains(sc, "Space or Enter ticks a line off") {
				t.Errorf("the checklist lost its keys:\n%s", sc)
			}
			// a ticks every line and goes on; the Enter a player used to
			// press after it is taken and said, not the turn's.
			if after := s.keys("a", "Enter"); !strings.Contains(after, "a went on already") {
				t.Errorf("the Enter after a:\n%s", after)
			}
		case strings.Contains(sc, "loses the game"):
			s.keys("Enter", "y")
		default:
			s.keys("Enter")
		}
		sc = s.screen()
	}
	if !strings.Contains(sc, "3. your turn") || !strings.Contains(sc, "Enter  your turn is done") {
		t.Fatalf("the player's step is not whole at 80x24:\n%s", sc)
	}
	s.keys("h")
	s.waitFor("what you gained or spent")
	// The help may wrap; a capture can come mid-frame on a loaded machine,
	// so look again until the frame is whole.
	help := "Enter applies, Ctrl-U clears, Esc cancels"
	deadline := time.Now().Add(e2eWait)
	for sc = s.screen(); !strings.Contains(strings.Join(strings.Fields(sc), " "), help); sc = s.screen() {
		if time.Now().After(deadline) {
			t.Fatalf("the holdings form's help is cut:\n%s", sc)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
