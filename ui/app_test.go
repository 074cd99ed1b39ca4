package ui

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// fixedClock is the clock of the app tests.
func fixedClock() time.Time { return time.Date(2026, 11, 22, 7, 0, 0, 0, time.UTC) }

// newMemApp returns an app with a store in memory (memStore).
func newMemApp(t testing.TB, rolls ...sultan.Roll) *App {
	t.Helper()
	cfg := DefaultConfig()
	cfg.NoColor = true
	return NewApp(cfg, Deps{Store: newMemStore(), Clock: fixedClock, Dice: sultan.NewScriptedDice(rolls...)})
}

// newTestApp returns an app with the real store in dir.
func newTestApp(t testing.TB, dir string, rolls ...sultan.Roll) *App {
	t.Helper()
	cfg := DefaultConfig()
	cfg.NoColor = true
	return NewApp(cfg, Deps{
		Store: diskStore(dir, fixedClock),
		Clock: fixedClock,
		Dice:  sultan.NewScriptedDice(rolls...),
	})
}

func key(r rune) *tcell.EventKey { return tcell.NewEventKey(tcell.KeyRune, r, 0) }

func special(k tcell.Key) *tcell.EventKey { return tcell.NewEventKey(k, 0, 0) }

func TestScreenHome(t *testing.T) {
	a := newMemApp(t)
	checkGolden(t, "home.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	a.Press(special(tcell.KeyDown))
	a.Press(key('?'))
	if !a.HelpOpen() {
		t.Fatal("? did not open the help")
	}
	checkGolden(t, "home_help.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	a.Press(special(tcell.KeyEscape))
	if a.HelpOpen() || a.Current() != "home" {
		t.Errorf("Esc: help open %v, screen %q", a.HelpOpen(), a.Current())
	}
}

func TestAppNoSaveToResume(t *testing.T) {
	a := newMemApp(t)
	a.Press(key('r'))
	if a.Current() != "home" || !strings.Contains(a.Message(), "no game to resume") {
		t.Errorf("resume without a save: screen %q, message %q", a.Current(), a.Message())
	}
}

func TestAppSoloGameSavedAndResumed(t *testing.T) {
	dir := t.TempDir()
	a := newTestApp(t, dir, sultan.Roll{White: 3, Black: 2})
	a.NewSolo(SoloOptions{Seed: 1, HasSeed: true})
	a.Press(special(tcell.KeyEnter))
	if a.Current() != "solo setup" {
		t.Fatalf("Enter without a board left the setup: %q", a.Current())
	}
	checkGolden(t, "solo_setup_empty.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	a.Press(key('d'))
	checkGolden(t, "solo_setup_dealt.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	a.Press(special(tcell.KeyEnter))
	if a.Current() != "solo game" {
		t.Fatalf("Enter with a board: screen %q", a.Current())
	}
	a.Press(special(tcell.KeyEnter)) // roll 3,2
	a.Press(key('q'))
	if a.Current() != "home" {
		t.Fatalf("q: screen %q", a.Current())
	}
	b := newTestApp(t, dir)
	b.Press(key('r'))
	v, ok := b.Screen().(*soloHost)
	if !ok {
		t.Fatalf("resume: screen %q (%s)", b.Current(), b.Message())
	}
	if r, _ := v.Game().CurrentRoll(); v.Step() != stepDice || r != (sultan.Roll{White: 3, Black: 2}) {
		t.Errorf("resumed at step %s with roll %v", v.Step(), r)
	}
	// The saved games list names it.
	b.ShowSaves()
	if got := drawScreen(t, b.Root(), screenWidth, screenHeight); !strings.Contains(got, "solo-20261122-070000  round 1") {
		t.Errorf("saved games list:\n%s", got)
	}
}

func TestAppDamagedSaveOffersBackup(t *testing.T) {
	dir := t.TempDir()
	a := newTestApp(t, dir, sultan.Roll{White: 3, Black: 2})
	a.NewSolo(SoloOptions{Seed: 1, HasSeed: true})
	a.Press(key('d'))
	a.Press(special(tcell.KeyEnter))
	a.Press(special(tcell.KeyEnter)) // a second save: the first is the backup
	a.Press(key('q'))                // leave it: a game open here is locked
	st := store.Open(dir, fixedClock)
	path, err := st.Latest()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	b := newTestApp(t, dir)
	if err := b.Resume(path); err != nil {
		t.Fatalf("resume of a damaged save with a backup: %v", err)
	}
	if b.Current() == "solo game" {
		t.Fatal("the damaged save was opened without asking")
	}
	got := drawScreen(t, b.Root(), screenWidth, screenHeight)
	if !strings.Contains(got, "backup") {
		t.Errorf("no backup offered:\n%s", got)
	}
	b.Press(key('y'))
	if _, ok := b.Screen().(*soloHost); !ok {
		t.Errorf("after y: screen %q, message %q", b.Current(), b.Message())
	}
	// Without a backup the error names the file.
	c := newTestApp(t, t.TempDir())
	bad := c.deps.Store.SavePath("broken")
	if err := os.MkdirAll(strings.TrimSuffix(bad, "broken.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.Resume(bad); err == nil || !strings.Contains(err.Error(), "broken.json") {
		t.Errorf("damaged save without backup: %v", err)
	}
}

func TestGuardedTurnsPanicIntoError(t *testing.T) {
	err := guarded(func() error { panic("boom") })
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "boom") {
		t.Errorf("got %v, want a one-line error", err)
	}
	want := errors.New("plain")
	if got := guarded(func() error { return want }); got != want {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestAppTypingKeepsQuestionMark(t *testing.T) {
	a := newMemApp(t)
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	a.Show("solo game", v, v.Keys())
	a.Press(key('?'))
	if !a.HelpOpen() {
		t.Fatal("? on the roll step did not open the help")
	}
	a.Press(special(tcell.KeyEscape))
	a.Press(key('h')) // not on the roll step: nothing
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "h")
	a.Press(key('?'))
	if a.HelpOpen() {
		t.Error("? opened the help while typing in the holdings form")
	}
}

func TestScreenSoloFinal(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "xx")
	cfg := DefaultConfig()
	cfg.NoColor = true
	f := newSoloFinalView(v.Game(), cfg, cardTally{})
	checkGolden(t, "solo_final.txt", drawScreen(t, f, screenWidth, screenHeight))
	// Impossible counts are refused where typed.
	for i, fl := range f.fields {
		if fl.label == "Ivory" {
			f.row = i
		}
	}
	typeText(f, "3")
	if !strings.Contains(f.msg, "more than the box holds (2)") {
		t.Errorf("3 Ivory: message %q", f.msg)
	}
	typeText(f, "2")
	if f.msg != "" || f.fields[f.row].value != "2" {
		t.Errorf("2 Ivory: message %q, value %q", f.msg, f.fields[f.row].value)
	}
	var total int
	f.onDone = func(_ scoring.Game, r scoring.Result) { total = r.Players[0].Total }
	pressKeys(f, tcell.KeyCtrlD)
	// 25 coins, 2 Ivory (1 VP for a suit of one), 0 Viziers, the tiles
	// under the player's camels (O@1pp: 8 + 2x3, V@1P: 5 + 5).
	if total == 0 || total != f.result.Players[0].Total {
		t.Errorf("score on Ctrl-D: got %d, form shows %d", total, f.result.Players[0].Total)
	}
}

func TestAppSoloGameToHistory(t *testing.T) {
	dir := t.TempDir()
	a := newTestApp(t, dir, sultan.Roll{White: 3, Black: 2})
	a.NewSolo(SoloOptions{Seed: 1, HasSeed: true})
	a.Press(key('d'))
	a.Press(special(tcell.KeyEnter))
	v := a.Screen().(*soloHost)
	v.ui.Cards.Goods[0] = 1 // an Ivory card gained on the way
	for _, k := range []*tcell.EventKey{special(tcell.KeyEnter), special(tcell.KeyEnter)} {
		a.Press(k)
	}
	// Through Yazid's turn, whatever it asks.
	for i := 0; i < 10 && v.Step() != stepPlayer; i++ {
		switch v.Step() {
		case stepChoose:
			a.Press(special(tcell.KeyTab))
			a.Press(special(tcell.KeyEnter))
		case stepChecklist:
			a.Press(key('a'))
			a.Press(special(tcell.KeyEnter))
		default:
			a.Press(special(tcell.KeyEnter))
			a.Press(key('0')) // no Fakir among the cards Merchants take
			a.Press(key('y'))
		}
	}
	a.Press(special(tcell.KeyEnter)) // the player's turn passed: Enter twice
	a.Press(special(tcell.KeyEnter))
	lastCamel(t, v)
	a.Press(key('x'))
	a.Press(key('x'))
	if v.Step() != stepOver {
		t.Fatalf("step %s, message %q", v.Step(), v.Message())
	}
	a.Press(special(tcell.KeyEnter))
	if a.Current() != "final state" {
		t.Fatalf("screen %q", a.Current())
	}
	a.Press(special(tcell.KeyEscape))
	if a.Screen() != v {
		t.Fatalf("Esc from the final form: screen %q, not the game", a.Current())
	}
	a.Press(special(tcell.KeyEnter))
	f := a.Screen().(*SoloFinalView)
	if g, _ := f.Game(); g.Players[0].Merchandise[0] != 1 {
		t.Errorf("the final form lost the Ivory: %v", g.Players[0].Merchandise)
	}
	a.Press(special(tcell.KeyCtrlD))
	if a.Current() != "result" {
		t.Fatalf("Ctrl-D: screen %q (%s)", a.Current(), f.msg)
	}
	// The finished game is kept at once, without a key.
	recs, err := store.Open(dir, fixedClock).History()
	if err != nil || len(recs) != 1 || recs[0].Solo == nil || recs[0].Save == "" {
		t.Fatalf("history: %+v, %v", recs, err)
	}
	// Scoring the same game again (a corrected final state) replaces the
	// record instead of adding a second one.
	sg, _ := f.Game()
	sg.Players[0].Coins += 5
	res, err := scoring.Score(sg, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	soloFlow{a}.result(v, a.saves.open, sg, res)
	again, err := store.Open(dir, fixedClock).History()
	if err != nil || len(again) != 1 {
		t.Fatalf("history after scoring again: %d records, %v; want 1", len(again), err)
	}
	if got, want := again[0].Players[0].Total, recs[0].Players[0].Total+5; got != want {
		t.Errorf("total after the correction: got %d, want %d", got, want)
	}
}

// FuzzAppKeys types any keys into the whole program, from the home screen
// through every screen they reach: nothing may panic, and a solo game
// reached must replay from its log.
func FuzzAppKeys(f *testing.F) {
	f.Add([]byte("nd\r\r\r\ra\r\rxx\r\x04s"))
	f.Add([]byte("s4\x02\x02Jafaar\r\x1bc\x01\x01\r\x1bh\x1bo\x1b?\x1b"))
	f.Add([]byte("nb\x05V[YWG]\x04\x1bd\r\rumyrr\x1bq"))
	keys := []tcell.Key{tcell.KeyEnter, tcell.KeyUp, tcell.KeyDown, tcell.KeyLeft, tcell.KeyRight, tcell.KeyTab,
		tcell.KeyBackspace2, tcell.KeyEscape, tcell.KeyCtrlZ, tcell.KeyCtrlY, tcell.KeyCtrlU, tcell.KeyCtrlD, tcell.KeyF1, tcell.KeyCtrlV}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 300 {
			in = in[:300]
		}
		rolls := make([]sultan.Roll, 30)
		for i := range rolls {
			rolls[i] = sultan.Roll{White: i%6 + 1, Black: (i*5)%6 + 1}
		}
		a := newMemApp(t, rolls...)
		s := newTestScreen(t, screenWidth, screenHeight)
		for _, c := range in {
			switch {
			case c == '\r':
				a.Press(special(tcell.KeyEnter))
			case c < 16:
				a.Press(special(keys[int(c)%len(keys)]))
			case c == 0x7f:
				a.Press(special(tcell.KeyBackspace2))
			case c == 0x1b:
				a.Press(special(tcell.KeyEscape))
			default:
				a.Press(key(rune(c)))
			}
		}
		drawOn(s, a.Root())
		if v, ok := a.Screen().(*soloHost); ok {
			if _, err := sultan.Replay(v.g.Log()); err != nil {
				t.Fatalf("the game does not replay: %v", err)
			}
		}
	})
}

func TestAppAltKeyIsEscThenKey(t *testing.T) {
	a := newMemApp(t)
	a.Press(key('n'))
	if a.Current() != "solo setup" {
		t.Fatalf("n: screen %q", a.Current())
	}
	a.Press(tcell.NewEventKey(tcell.KeyRune, 'c', tcell.ModAlt))
	if a.Current() != "settings" {
		t.Errorf("Esc and c typed quickly (Alt-c): screen %q, want settings", a.Current())
	}
}
