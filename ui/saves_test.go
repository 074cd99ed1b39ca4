package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// saveRolls are the dice of the games these tests play.
var saveRolls = []sultan.Roll{{White: 1, Black: 1}, {White: 2, Black: 3}, {White: 3, Black: 2}, {White: 4, Black: 5}, {White: 5, Black: 4}, {White: 2, Black: 2}}

// appOn is an app on st with the save tests' dice.
func appOn(st Store) *App {
	cfg := DefaultConfig()
	cfg.NoColor = true
	return NewApp(cfg, Deps{Store: st, Clock: fixedClock, Dice: sultan.NewScriptedDice(saveRolls...)})
}

// startGame starts a game on the test board under name, Yazid's setup
// changed by change.
func startGame(t testing.TB, a *App, name string, change func(*sultan.Setup)) *soloHost {
	t.Helper()
	setup := sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules())
	if change != nil {
		change(&setup)
	}
	g, err := sultan.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	soloFlow{a}.play(g, a.saves.dice(), &soloFile{name: name}, nil)
	v, ok := a.Screen().(*soloHost)
	if !ok {
		t.Fatalf("screen %q", a.Current())
	}
	return v
}

// advance presses what a player would, each answer the first offered,
// until the game on the screen stands at step want in round (0: any),
// the last round ended by Yazid's last camel (lastCamel) and Enter.
func advance(t testing.TB, a *App, want soloStep, round int) *soloHost {
	t.Helper()
	v, ok := a.Screen().(*soloHost)
	if !ok {
		t.Fatalf("screen %q (%s), want the solo game", a.Current(), a.Message())
	}
	for i := 0; i < 200; i++ {
		if v.Step() == want && (round == 0 || v.g.Round() == round) {
			return v
		}
		switch v.Step() {
		case stepChoose:
			a.Press(special(tcell.KeyTab))
			a.Press(special(tcell.KeyEnter))
		case stepConfirm:
			a.Press(special(tcell.KeyEnter))
			if v.at.askingFakirs {
				a.Press(key('0'))
			}
			if v.Step() == stepConfirm && v.at.loseOK {
				a.Press(key('y'))
			}
		case stepChecklist:
			a.Press(key('a'))
			a.Press(special(tcell.KeyEnter))
		case stepCleanup:
			if want == stepOver && (round == 0 || v.g.Round() >= round) {
				if v.re.endsNow() == sultan.EndNone {
					lastCamel(t, v) // the rules end the game, not a key
				}
				a.Press(special(tcell.KeyEnter))
				if v.Step() == stepCleanup {
					a.Press(special(tcell.KeyEnter)) // the end loses: confirmed
				}
			} else {
				a.Press(special(tcell.KeyEnter))
			}
		case stepOver:
			t.Fatalf("the game is over in round %d, want step %s in round %d", v.g.Round(), want, round)
		default:
			a.Press(special(tcell.KeyEnter))
		}
	}
	t.Fatalf("step %s in round %d (%s), want %s in round %d", v.Step(), v.g.Round(), v.Message(), want, round)
	return nil
}

// finish enters the final state of the game over on the screen and
// scores it, the coins changed to coins when not "".
func finish(t *testing.T, a *App, coins string) {
	t.Helper()
	if a.Current() == "solo game" {
		advance(t, a, stepOver, 0)
		a.Press(special(tcell.KeyEnter))
	}
	if a.Current() != "final state" {
		t.Fatalf("screen %q (%s), want the final state", a.Current(), a.Message())
	}
	if coins != "" {
		a.Press(special(tcell.KeyCtrlU))
		for _, r := range coins {
			a.Press(key(r))
		}
	}
	a.Press(special(tcell.KeyCtrlD))
	if a.Current() != "result" {
		t.Fatalf("Ctrl-D: screen %q", a.Current())
	}
}

// kill stands for the process of a being killed: nothing more of it runs,
// and the operating system drops its lock.
func kill(a *App) {
	if a.saves.open != nil {
		_ = a.saves.open.lock.Release()
	}
}

// history is the data directory's finished games.
func historyOf(t *testing.T, dir string) []history.Record {
	t.Helper()
	recs, err := store.Open(dir, fixedClock).History()
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// TestAppResumeOutsideFileSavesBack (issue 9, item 4): a game resumed
// from a file outside the data directory is saved back to that file; the
// data directory's game of the same name, and its backup, are never
// touched. A name with a space saves too.
func TestAppResumeOutsideFileSavesBack(t *testing.T) {
	dir := t.TempDir()
	st := store.Open(dir, fixedClock)
	a := appOn(store.Lockers{Store: st})
	startGame(t, a, "game", nil)
	advance(t, a, stepPlayer, 1) // saved several times: a backup too
	a.Press(key('q'))
	ours := st.SavePath("game")
	keep, keepBak := readFile(t, ours), readFile(t, store.BackupPath(ours))
	for _, name := range []string{"game.json", "my game.json"} {
		t.Run(name, func(t *testing.T) {
			other := filepath.Join(t.TempDir(), name)
			b := appOn(store.Lockers{Store: st})
			startGame(t, b, "x", nil)
			b.Press(key('q'))
			if err := os.Rename(st.SavePath("x"), other); err != nil {
				t.Fatal(err)
			}
			_ = os.Remove(store.BackupPath(st.SavePath("x")))
			c := appOn(store.Lockers{Store: st})
			if err := c.Resume(other); err != nil {
				t.Fatal(err)
			}
			v := advance(t, c, stepChecklist, 1)
			if v.sv.err != nil {
				t.Fatalf("not saved: %v", v.sv.err)
			}
			_, g, err := st.LoadSolo(other)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Log()) != len(v.g.Log()) {
				t.Errorf("the outside file holds %d events, want the game's %d", len(g.Log()), len(v.g.Log()))
			}
			if string(readFile(t, ours)) != string(keep) || string(readFile(t, store.BackupPath(ours))) != string(keepBak) {
				t.Error("the data directory's game of the same name was overwritten")
			}
			if list, _ := st.List(); len(list) != 1 {
				t.Errorf("got %d saves in the data directory, want the one", len(list))
			}
			c.Press(key('q'))
		})
	}
	// The negative twin: the data directory's own save is saved back to it.
	d := appOn(store.Lockers{Store: st})
	if err := d.Resume(ours); err != nil {
		t.Fatal(err)
	}
	advance(t, d, stepCleanup, 1)
	if string(readFile(t, ours)) == string(keep) {
		t.Error("the resumed game was not saved to its file")
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestAppGameOpenElsewhere (issue 9, item 5): a game open in one naqala is
// refused to a second, which says so and names the process, from the
// command (Resume) and from the home screen alike; left or quit, it can be
// resumed.
func TestAppGameOpenElsewhere(t *testing.T) {
	dir := t.TempDir()
	st := store.Open(dir, fixedClock)
	a := appOn(store.Lockers{Store: st})
	startGame(t, a, "solo-1", nil)
	advance(t, a, stepDice, 1)
	path := st.SavePath("solo-1")
	before := readFile(t, path)

	b := appOn(diskStore(dir, fixedClock))
	err := b.Resume(path)
	want := fmt.Sprintf("this game is open in another naqala (pid %d)", os.Getpid())
	if err == nil || !strings.Contains(err.Error(), want) || !errors.Is(err, history.ErrLocked) {
		t.Fatalf("resuming a game open elsewhere: got %v, want %q", err, want)
	}
	b.Press(key('r'))
	if b.Current() != "home" || !strings.Contains(b.Message(), want) {
		t.Errorf("r on the home screen: screen %q, message %q", b.Current(), b.Message())
	}
	if string(readFile(t, path)) != string(before) {
		t.Error("the second naqala wrote the save")
	}
	// The negative twin: the first leaves it, and the second resumes it.
	a.Press(key('q'))
	if err := b.Resume(path); err != nil {
		t.Fatalf("after the first left: %v", err)
	}
	// Quitting lets go of it too.
	b.Quit()
	c := appOn(diskStore(dir, fixedClock))
	if err := c.Resume(path); err != nil {
		t.Fatalf("after the second quit: %v", err)
	}
}

// failingStore is a store whose saves fail while fail says so, as on a
// full disk or a read-only directory.
type failingStore struct {
	store.Lockers
	fail func(path string) error
}

func (f *failingStore) SaveSoloFile(path string, save history.SoloSave) error {
	if err := f.fail(path); err != nil {
		return err
	}
	return f.Store.SaveSoloFile(path, save)
}

func (f *failingStore) CreateSolo(dir, name string, save history.SoloSave) (string, Lock, error) {
	d := dir
	if d == "" {
		d = f.SavesDir()
	}
	if err := f.fail(filepath.Join(d, name+".json")); err != nil {
		return "", nil, err
	}
	return f.Lockers.CreateSolo(dir, name, save)
}

// diskFull fails every save in the data directory.
func diskFull(dir string) func(string) error {
	return func(path string) error {
		if strings.HasPrefix(path, dir) {
			return fmt.Errorf("store: saving %s: %w", filepath.Base(path), syscall.ENOSPC)
		}
		return nil
	}
}

// TestScreenSaveFailureStays (issue 9, item 6): a save that fails opens
// the choices at once (try again, another directory, play on), and the
// warning stays on the screen, key after key, until a save succeeds.
func TestScreenSaveFailureStays(t *testing.T) {
	dir := t.TempDir()
	fs := &failingStore{Lockers: store.Lockers{Store: store.Open(dir, fixedClock)}, fail: diskFull(dir)}
	a := appOn(fs)
	v := startGame(t, a, "solo-1", nil)
	if v.sv.err == nil || !v.sv.open {
		t.Fatalf("the first save failed silently: %+v", v.sv)
	}
	checkGolden(t, "solo_save_failed.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	a.Press(key('r'))
	if !v.sv.open || !strings.Contains(v.Message(), "still not saved") {
		t.Errorf("retry on a full disk: open %v, message %q", v.sv.open, v.Message())
	}
	a.Press(special(tcell.KeyEscape)) // play on unsaved
	a.Press(special(tcell.KeyEnter))  // roll
	a.Press(special(tcell.KeyEnter))  // Yazid plays
	if v.Step() != stepChecklist {
		t.Fatalf("step %s, want the checklist", v.Step())
	}
	got := drawScreen(t, a.Root(), screenWidth, screenHeight)
	checkGolden(t, "solo_save_banner.txt", got)
	if !strings.Contains(got, "NOT SAVED") {
		t.Errorf("two keys later the save failure is gone:\n%s", got)
	}
	// Leaving asks first.
	a.Press(key('q'))
	if a.Current() != "solo game" || !strings.Contains(drawScreen(t, a.Root(), screenWidth, screenHeight), "The game is not saved") {
		t.Errorf("q with the game unsaved: screen %q", a.Current())
	}
	a.Press(key('n'))
	// The negative twin: space freed, the next step saves, and the
	// warning goes.
	fs.fail = func(string) error { return nil }
	a.Press(special(tcell.KeyEnter))
	if v.sv.err != nil || strings.Contains(drawScreen(t, a.Root(), screenWidth, screenHeight), "NOT SAVED") {
		t.Errorf("saved again, the warning stays: %+v", v.sv)
	}
	if _, g, err := fs.LoadSolo(fs.SavePath("solo-1")); err != nil || len(g.Log()) != len(v.g.Log()) {
		t.Errorf("the save after the failure: %v", err)
	}
}

// TestAppSaveInAnotherDirectory (issue 9, item 6): the way out of a data
// directory that cannot be written: the game is saved in a directory the
// player types, and there from then on.
func TestAppSaveInAnotherDirectory(t *testing.T) {
	dir := t.TempDir()
	fs := &failingStore{Lockers: store.Lockers{Store: store.Open(dir, fixedClock)}, fail: diskFull(dir)}
	a := appOn(fs)
	v := startGame(t, a, "solo-1", nil)
	a.Press(key('d'))
	if !v.Typing() {
		t.Fatal("d does not ask for a directory")
	}
	a.Press(special(tcell.KeyEnter))
	if !strings.Contains(v.Message(), "still not saved") {
		t.Errorf("no directory typed: message %q", v.Message())
	}
	other := filepath.Join(t.TempDir(), "games")
	for _, r := range other {
		a.Press(key(r))
	}
	a.Press(special(tcell.KeyEnter))
	want := filepath.Join(other, "solo-1.json")
	if v.sv.err != nil || v.sv.open || !strings.Contains(v.Message(), want) {
		t.Fatalf("saved elsewhere: %+v, message %q", v.sv, v.Message())
	}
	a.Press(special(tcell.KeyEnter)) // roll: saved there
	if _, g, err := fs.LoadSolo(want); err != nil || len(g.Log()) != 2 {
		t.Errorf("the game in the other directory: %v", err)
	}
	if _, err := fs.LockSave(want); !errors.Is(err, history.ErrLocked) {
		t.Errorf("the new file is not locked: %v", err)
	}
}

// TestAppQuitUnsavedAsks (issue 9, item 6): Ctrl-Q with the game unsaved
// asks before it goes; saved, it goes at once.
func TestAppQuitUnsavedAsks(t *testing.T) {
	dir := t.TempDir()
	fs := &failingStore{Lockers: store.Lockers{Store: store.Open(dir, fixedClock)}, fail: diskFull(dir)}
	a := appOn(fs)
	startGame(t, a, "solo-1", nil)
	quits := 0
	a.OnQuit(func() { quits++ })
	a.Press(special(tcell.KeyCtrlQ))
	if got := drawScreen(t, a.Root(), screenWidth, screenHeight); quits != 0 || !strings.Contains(got, "losing what happened") {
		t.Log(got)
		t.Fatalf("Ctrl-Q unsaved: %d quits", quits)
	}
	a.Press(key('y'))
	if quits != 1 {
		t.Errorf("yes: %d quits, want 1", quits)
	}
	b := appOn(diskStore(t.TempDir(), fixedClock))
	startGame(t, b, "solo-1", nil)
	b.OnQuit(func() { quits++ })
	b.Press(special(tcell.KeyCtrlQ))
	if quits != 2 {
		t.Errorf("Ctrl-Q saved: got %d quits, want it at once", quits)
	}
}

// TestAppGameOverResumedUntilKept (issue 9, item 7): killed on the last
// checklist of a lost game, on "Game over" or on the end-of-game form, the
// game is still the one to resume, and reaches the history once; then
// there is nothing left to resume.
func TestAppGameOverResumedUntilKept(t *testing.T) {
	tests := []struct {
		name  string
		setup func(*sultan.Setup)
		to    func(t *testing.T, a *App)
	}{
		{"last checklist", func(s *sultan.Setup) { s.Yazid.Djinns = 5 }, func(t *testing.T, a *App) {
			v := advance(t, a, stepChecklist, 1)
			if !v.g.Over() {
				t.Fatal("Yazid's 6th Djinn did not end the game")
			}
		}},
		{"game over", nil, func(t *testing.T, a *App) { advance(t, a, stepOver, 2) }},
		{"end-of-game form", nil, func(t *testing.T, a *App) {
			advance(t, a, stepOver, 2)
			a.Press(special(tcell.KeyEnter))
			if a.Current() != "final state" {
				t.Fatalf("screen %q", a.Current())
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			a := appOn(diskStore(dir, fixedClock))
			startGame(t, a, "solo-1", tc.setup)
			tc.to(t, a)
			kill(a)
			b := appOn(diskStore(dir, fixedClock))
			b.Press(key('r'))
			if _, ok := b.Screen().(*soloHost); !ok {
				t.Fatalf("resume after the kill: screen %q, message %q", b.Current(), b.Message())
			}
			finish(t, b, "")
			if recs := historyOf(t, dir); len(recs) != 1 || recs[0].Save != "solo-1" {
				t.Fatalf("history: %+v, want the game once", recs)
			}
			// The negative twin: kept, it is not resumed again.
			c := appOn(diskStore(dir, fixedClock))
			c.Press(key('r'))
			if c.Current() != "home" || !strings.Contains(c.Message(), "no game to resume") {
				t.Errorf("a game kept: screen %q, message %q", c.Current(), c.Message())
			}
		})
	}
}

// TestAppCorrectionAfterResumeReplacesRecord (issue 9, item 8): a final
// state corrected after a resume replaces the game's record in the
// history; another game adds its own.
func TestAppCorrectionAfterResumeReplacesRecord(t *testing.T) {
	dir := t.TempDir()
	st := store.Open(dir, fixedClock)
	a := appOn(store.Lockers{Store: st})
	startGame(t, a, "solo-1", nil)
	finish(t, a, "")
	a.Press(special(tcell.KeyEscape))
	first := historyOf(t, dir)
	if len(first) != 1 {
		t.Fatalf("got %d records, want 1", len(first))
	}
	b := appOn(diskStore(dir, fixedClock))
	if err := b.Resume(st.SavePath("solo-1")); err != nil {
		t.Fatal(err)
	}
	advance(t, b, stepOver, 0)
	b.Press(special(tcell.KeyEnter))
	finish(t, b, "99")
	recs := historyOf(t, dir)
	if len(recs) != 1 {
		t.Fatalf("after the correction: %d records, want the one replaced", len(recs))
	}
	if got := recs[0].Players[0].Categories[scoring.CategoryCoins]; got != 99 {
		t.Errorf("the corrected record has %d coins, want 99", got)
	}
	// The negative twin: another game is another record.
	c := appOn(diskStore(dir, fixedClock))
	startGame(t, c, "solo-2", nil)
	finish(t, c, "")
	if recs := historyOf(t, dir); len(recs) != 2 {
		t.Errorf("two games: %d records, want 2", len(recs))
	}
}

// TestAppEditedScreenStateIsNotOver (issue 9, item 9): a save whose screen
// state was edited to "over" in round 4 resumes where the log stands, and
// Enter does not finish the game; a game the log ends resumes over.
func TestAppEditedScreenStateIsNotOver(t *testing.T) {
	dir := t.TempDir()
	st := store.Open(dir, fixedClock)
	a := appOn(store.Lockers{Store: st})
	startGame(t, a, "solo-1", nil)
	advance(t, a, stepPlayer, 4)
	a.Press(key('q'))
	path := st.SavePath("solo-1")
	save, _, err := st.LoadSolo(path)
	if err != nil {
		t.Fatal(err)
	}
	var ui soloUI
	if err := json.Unmarshal(save.UI, &ui); err != nil {
		t.Fatal(err)
	}
	ui.Marks[len(ui.Marks)-1].Step = stepOver
	save.UI, _ = json.Marshal(ui)
	if err := st.SaveSoloFile(path, save); err != nil {
		t.Fatal(err)
	}
	b := appOn(diskStore(dir, fixedClock))
	if err := b.Resume(path); err != nil {
		t.Fatal(err)
	}
	v := b.Screen().(*soloHost)
	if v.Step() == stepOver || v.Step() != stepPlayer {
		t.Fatalf("resumed at step %s, want the player's turn of round 4", v.Step())
	}
	b.Press(special(tcell.KeyEnter))
	if b.Current() != "solo game" || len(historyOf(t, dir)) != 0 {
		t.Fatalf("screen %q with %d records, want the game going on", b.Current(), len(historyOf(t, dir)))
	}
	// The negative twin: a game the log ends is over on the screen.
	c := appOn(diskStore(t.TempDir(), fixedClock))
	startGame(t, c, "solo-2", nil)
	advance(t, c, stepOver, 1)
	kill(c)
	d := appOn(c.deps.Store)
	if err := d.Resume(c.deps.Store.SavePath("solo-2")); err != nil {
		t.Fatal(err)
	}
	if w := d.Screen().(*soloHost); w.Step() != stepOver {
		t.Errorf("a game over resumed at %s", w.Step())
	}
	d.Press(special(tcell.KeyEnter))
	if d.Current() != "final state" {
		t.Errorf("Enter on a game over: screen %q", d.Current())
	}
}

// TestStepFits: the steps of a round against the phases of the game; a
// game over only where the log ends it, and the log's end only over.
func TestStepFits(t *testing.T) {
	tests := []struct {
		step soloStep
		fits []sultan.Phase
	}{
		{stepRoll, []sultan.Phase{sultan.AwaitRoll, sultan.PlayerFirst}},
		{stepDice, []sultan.Phase{sultan.YazidToPlay, sultan.YazidAfterOutbid}},
		{stepChoose, []sultan.Phase{sultan.YazidToPlay, sultan.YazidAfterOutbid}},
		{stepConfirm, []sultan.Phase{sultan.YazidToPlay, sultan.YazidAfterOutbid}},
		{stepChecklist, []sultan.Phase{sultan.PlayerTurn, sultan.CleanUpDue, sultan.Over}},
		{stepPlayer, []sultan.Phase{sultan.PlayerFirst, sultan.PlayerTurn, sultan.CleanUpDue}},
		{stepCleanup, []sultan.Phase{sultan.PlayerTurn, sultan.CleanUpDue}},
		{stepOver, []sultan.Phase{sultan.Over}},
	}
	for _, tc := range tests {
		for p := sultan.AwaitRoll; p <= sultan.Over; p++ {
			want := false
			for _, f := range tc.fits {
				want = want || f == p
			}
			if got := stepFits(tc.step, p); got != want {
				t.Errorf("step %s in phase %s: got %v, want %v", tc.step, p, got, want)
			}
		}
	}
}

// TestSoloScreenStateMustAgreeWithLog (issue 9, item 9): a screen state
// is taken on resume only when it agrees with the log.
func TestSoloScreenStateMustAgreeWithLog(t *testing.T) {
	v, sg := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter) // the checklist
	g, err := sultan.Replay(sg.log)
	if err != nil {
		t.Fatal(err)
	}
	n := len(g.Log())
	tests := []struct {
		name  string
		marks string
		agree bool
	}{
		{"as saved", string(mustMarshal(t, v.ui.Marks)), true},
		{"over while in play", fmt.Sprintf(`[{"len":1,"step":"roll"},{"len":%d,"step":"over"}]`, n), false},
		{"the roll after Yazid played", fmt.Sprintf(`[{"len":1,"step":"roll"},{"len":%d,"step":"roll"}]`, n), false},
		{"a mark beyond the log", fmt.Sprintf(`[{"len":%d,"step":"dice"},{"len":%d,"step":"checklist"}]`, n+1, n), false},
		{"marks out of order", fmt.Sprintf(`[{"len":2,"step":"dice"},{"len":1,"step":"roll"},{"len":%d,"step":"checklist"}]`, n), false},
		{"no marks", `[]`, false},
	}
	for _, tc := range tests {
		var st soloUI
		if err := json.Unmarshal([]byte(`{"marks":`+tc.marks+`}`), &st); err != nil {
			t.Fatal(err)
		}
		if got := screenAgrees(g, st); got != tc.agree {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.agree)
		}
	}
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// FuzzSoloScreenAgrees plays any keys on the solo screen: the screen
// state saved after each always agrees with the log (the check on resume
// never throws away a state the screen itself made).
func FuzzSoloScreenAgrees(f *testing.F) {
	f.Add([]byte("\r\r\ra\r\r\r\r\r\ra\r\rxx"))
	f.Add([]byte("\ro\r\r\r\ra\r\r\x1a\x1a\x19\x19"))
	f.Add([]byte("\r\r\x01e\r\x15S6[Y]\r\ra\rh\x02+5\r\r\x1a\r"))
	keys := []tcell.Key{tcell.KeyEnter, tcell.KeyUp, tcell.KeyDown, tcell.KeyLeft, tcell.KeyRight, tcell.KeyTab,
		tcell.KeyBackspace2, tcell.KeyEscape, tcell.KeyCtrlZ, tcell.KeyCtrlY, tcell.KeyCtrlU, tcell.KeyCtrlD}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 200 {
			in = in[:200]
		}
		rolls := make([]sultan.Roll, 30)
		for i := range rolls {
			rolls[i] = sultan.Roll{White: i%6 + 1, Black: (i*5)%6 + 1}
		}
		v, sg := newTestSolo(t, nil, rolls...)
		v.hooks.leave = func() {}
		for i, c := range in {
			switch {
			case c == '\r':
				pressKeys(v, tcell.KeyEnter)
			case c < 32:
				pressKeys(v, keys[int(c)%len(keys)])
			default:
				typeText(v, string(rune(c)))
			}
			if sg.saves == 0 {
				continue
			}
			g, err := sultan.Replay(sg.log)
			if err != nil {
				t.Fatal(err)
			}
			var st soloUI
			if err := json.Unmarshal(sg.ui, &st); err != nil {
				t.Fatal(err)
			}
			if !screenAgrees(restored(t, sg.log, v.g.RedoLog()), st) {
				t.Fatalf("after key %d (%q) at step %s: the saved screen %s does not agree with the log of %d events", i, in[:i+1], v.Step(), sg.ui, len(g.Log()))
			}
		}
	})
}

// restored is the game a save of log and redo resumes.
func restored(t *testing.T, log, redo sultan.Log) *sultan.Game {
	t.Helper()
	full := append(slices.Clone(log), reversedLog(redo)...)
	g, err := sultan.Replay(full)
	if err != nil {
		t.Fatal(err)
	}
	for range redo {
		if _, err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func reversedLog(l sultan.Log) sultan.Log {
	out := slices.Clone(l)
	slices.Reverse(out)
	return out
}

// BenchmarkScreenAgrees: the check of a saved screen state on resume, on
// a game of 9 rounds, as long as Yazid's camels let the test game go (a
// replay of its log; the cost grows with the log).
func BenchmarkScreenAgrees(b *testing.B) {
	rolls := make([]sultan.Roll, 80)
	for i := range rolls {
		rolls[i] = sultan.Roll{White: 5, Black: 1 + i%6}
	}
	cfg := DefaultConfig()
	cfg.NoColor = true
	a := NewApp(cfg, Deps{Clock: fixedClock, Dice: sultan.NewScriptedDice(rolls...)})
	startGame(b, a, "bench", nil)
	v := advance(b, a, stepRoll, 9)
	g, st := v.g, v.ui
	b.Logf("%d events, %d marks", len(g.Log()), len(st.Marks))
	b.ResetTimer()
	for b.Loop() {
		if !screenAgrees(g, st) {
			b.Fatal("the screen state does not agree")
		}
	}
}

// TestEscapeControls: a file name's control characters never reach the
// terminal; plain names are left as they are.
func TestEscapeControls(t *testing.T) {
	for in, want := range map[string]string{
		"/tmp/my game.json":     "/tmp/my game.json",
		"a\x1b[2Jb.json":        `a\x1b[2Jb.json`,
		"x\ny":                  `x\x0ay`,
		"Spiel-äöü\u009b1.json": `Spiel-äöü\x9b1.json`,
	} {
		if got := escapeControls(in); got != want {
			t.Errorf("escapeControls(%q): got %q, want %q", in, got, want)
		}
	}
}
