package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// seededApp is an app on the real store in dir whose dice follow the
// game's seed (no dice injected).
func seededApp(dir string) *App {
	cfg := DefaultConfig()
	cfg.NoColor = true
	return NewApp(cfg, Deps{Store: diskStore(dir, fixedClock), Clock: fixedClock})
}

// nextRolls draws n rolls from the dice of the game on a's screen.
func nextRolls(t *testing.T, a *App, n int) []sultan.Roll {
	t.Helper()
	v, ok := a.Screen().(*soloHost)
	if !ok {
		t.Fatalf("screen %q (%s), want the game", a.Current(), a.Message())
	}
	var out []sultan.Roll
	for range n {
		r, err := v.dice.Roll()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// TestSeededDiceFollowTheSeedAfterResume (issue 18, section 3): a game
// started with --seed rolls, after a quit and a resume, what it would have
// rolled without them. The negative twin: a game without a seed keeps no
// dice state in its save.
func TestSeededDiceFollowTheSeedAfterResume(t *testing.T) {
	start := func(a *App, o SoloOptions) {
		a.NewSolo(o)
		a.Press(key('d'))
		a.Press(special(tcell.KeyEnter)) // start
		a.Press(special(tcell.KeyEnter)) // roll
	}
	seed := SoloOptions{Seed: 42, HasSeed: true}
	straight := seededApp(t.TempDir())
	start(straight, seed)
	want := nextRolls(t, straight, 6)

	dir := t.TempDir()
	a := seededApp(dir)
	start(a, seed)
	a.Press(key('q'))
	b := seededApp(dir)
	b.Press(key('r'))
	got := nextRolls(t, b, 6)
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("after the resume: got rolls %v, want %v", got, want)
		}
	}
	// The negative twin.
	c := seededApp(t.TempDir())
	start(c, SoloOptions{})
	c.Press(key('q'))
	path, err := c.deps.Store.Latest()
	if err != nil {
		t.Fatal(err)
	}
	save, _, err := c.deps.Store.LoadSolo(path)
	if err != nil || save.Dice != "" {
		t.Errorf("a game without a seed saved dice %q (%v)", save.Dice, err)
	}
}
