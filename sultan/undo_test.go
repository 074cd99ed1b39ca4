package sultan

import (
	"errors"
	"reflect"
	"testing"
)

// sameAs fails unless g stands where the replay of want stands.
func sameAs(t *testing.T, what string, g *Game, want Log) {
	t.Helper()
	r, err := Replay(want)
	if err != nil {
		t.Fatalf("%s: replaying %d events: %v", what, len(want), err)
	}
	if len(g.log) != len(want) || !g.State().Equal(r.State()) || g.Round() != r.Round() ||
		g.Phase() != r.Phase() || g.Lost() != r.Lost() || g.Ended() != r.Ended() {
		t.Fatalf("%s: got %d events, round %d, phase %s; want %d events, round %d, phase %s",
			what, len(g.log), g.Round(), g.Phase(), len(want), r.Round(), r.Phase())
	}
}

// TestUndoFromCheckpoints (issue 18, section 3): undoing a long game step
// by step, redoing it and undoing again after a new event stands at each
// step where the replay of the log up to there stands.
func TestUndoFromCheckpoints(t *testing.T) {
	t.Parallel()
	l := sixtyRounds(t)
	g, err := Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	for n := len(l) - 1; n >= 1; n-- {
		e, err := g.Undo()
		if err != nil {
			t.Fatalf("undo to %d: %v", n, err)
		}
		if !reflect.DeepEqual(e, l[n]) {
			t.Fatalf("undo to %d: got %v, want event %d", n, e.Kind, n+1)
		}
		if n%9 == 0 || n < 3 || n > len(l)-3 {
			sameAs(t, "undo", g, l[:n])
		}
	}
	if g.CanUndo() {
		t.Fatal("the setup can be undone")
	}
	for n := 2; n <= len(l); n++ {
		if _, err := g.Redo(); err != nil {
			t.Fatalf("redo to %d: %v", n, err)
		}
		if n%11 == 0 {
			sameAs(t, "redo", g, l[:n])
		}
	}
	sameAs(t, "all redone", g, l)
	// Back 150 events, a new event, and back again past it: the
	// checkpoints of the abandoned events are not used.
	for range 150 {
		if _, err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.ChangePlayer(PlayerChange{Coins: 3}); err != nil {
		t.Fatal(err)
	}
	branch := append(l[:len(l)-150:len(l)-150], g.log[len(g.log)-1])
	sameAs(t, "after a new event", g, branch)
	for range 70 {
		if _, err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	sameAs(t, "undone past the new event", g, branch[:len(branch)-70])
}

// longGame is the sixty rounds and then n events more, each a coin.
func longGame(t testing.TB, n int) *Game {
	g, err := Replay(sixtyRounds(t))
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if err := g.ChangePlayer(PlayerChange{Coins: 1 - 2*(i%2)}); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestUndoIsOneStep (issue 18, section 3): an undo in a game of 3,000
// events costs no more than one in a game of a few hundred: it replays
// from a checkpoint, not the whole log. The negative twin: a replay of
// the long game costs many times more.
func TestUndoIsOneStep(t *testing.T) {
	short, long := longGame(t, 0), longGame(t, 3000)
	undo := func(g *Game) float64 {
		_, _ = g.Undo() // the first undo makes the checkpoints
		return testing.AllocsPerRun(20, func() {
			if _, err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			if _, err := g.Redo(); err != nil {
				t.Fatal(err)
			}
		})
	}
	s, l := undo(short), undo(long)
	replay := testing.AllocsPerRun(1, func() { _, _ = Replay(long.log) })
	if l > 2*s+100 {
		t.Errorf("an undo in %d events: %.0f allocations, in %d events %.0f: want about the same", len(long.log), l, len(short.log), s)
	}
	if replay < 10*l {
		t.Errorf("a replay of %d events: %.0f allocations, an undo %.0f: want the replay far dearer", len(long.log), replay, l)
	}
}

// TestRestore (issue 18, section 3): a game restored from its log and
// undone events is the game that undid them, with the same redo list; an
// undone event that does not apply is refused, naming it.
func TestRestore(t *testing.T) {
	l := sixtyRounds(t)
	g, err := Replay(l)
	if err != nil {
		t.Fatal(err)
	}
	for range 200 {
		if _, err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	r, err := Restore(g.Log(), g.RedoLog())
	if err != nil {
		t.Fatal(err)
	}
	sameAs(t, "restored", r, l[:len(l)-200])
	if !reflect.DeepEqual(r.RedoLog(), g.RedoLog()) {
		t.Fatal("the redo list differs")
	}
	for range 200 {
		if _, err := r.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	sameAs(t, "restored and redone", r, l)
	// The negative twin: an undone event that does not apply.
	bad := g.RedoLog()
	bad[len(bad)-1] = EndEvent()
	bad[len(bad)-2] = RollEvent(Roll{White: 1, Black: 1})
	if _, err := Restore(g.Log(), bad); err == nil {
		t.Fatal("an undone roll after the end restored")
	}
}

// BenchmarkUndo3000 is one undo and one redo in a game of over 3,000
// events.
func BenchmarkUndo3000(b *testing.B) {
	g := longGame(b, 3000)
	_, _ = g.Undo()
	for b.Loop() {
		if _, err := g.Undo(); err != nil {
			b.Fatal(err)
		}
		if _, err := g.Redo(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRestore3000Undone restores a game of sixty rounds and 3,000
// undone events.
func BenchmarkRestore3000Undone(b *testing.B) {
	g := longGame(b, 3000)
	for range 3000 {
		if _, err := g.Undo(); err != nil {
			b.Fatal(err)
		}
	}
	log, redo := g.Log(), g.RedoLog()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Restore(log, redo); err != nil {
			b.Fatal(err)
		}
	}
}

// TestUndoRedoErrorKinds: Undo with no event after the setup and Redo
// with none undone return errors of their kinds (ErrNothingToUndo,
// ErrNothingToRedo), so a screen can say them in its language; the twin:
// with a roll to undo and then to redo, both succeed.
func TestUndoRedoErrorKinds(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	if _, err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo of the setup: got %v, want ErrNothingToUndo", err)
	}
	if _, err := g.Redo(); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("redo with nothing undone: got %v, want ErrNothingToRedo", err)
	}
	if _, err := g.RollDice(NewScriptedDice(Roll{2, 3})); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Undo(); err != nil {
		t.Errorf("undo of a roll: %v", err)
	}
	if _, err := g.Redo(); err != nil {
		t.Errorf("redo of the roll: %v", err)
	}
}
