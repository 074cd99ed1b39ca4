package sultan

import "testing"

// TestHistory replays the scripted games event by event beside History:
// every event is there, in order, with the table before it, the rounds
// around it, the roll standing before it and Yazid's holdings after.
func TestHistory(t *testing.T) {
	for name, play := range map[string]func(*testing.T) *Game{"survived": playSurvived, "lost to the Assassins": playLostAssassins} {
		t.Run(name, func(t *testing.T) {
			log := play(t).Log()
			h := History(log)
			if len(h) != len(log)-1 {
				t.Fatalf("got %d events, want %d", len(h), len(log)-1)
			}
			r, err := Replay(log[:1])
			must(t, err)
			turns := 0
			for i, e := range log[1:] {
				got := h[i]
				roll, rolled := r.CurrentRoll()
				if got.At != i+1 || got.RoundBefore != r.Round() || got.PhaseBefore != r.Phase() || got.Roll != roll || got.Rolled != rolled || (e.Kind == EventResolve) != (got.Before != nil) ||
					got.Before != nil && !got.Before.Board.Equal(r.State().Board) {
					t.Fatalf("event %d: got %+v, want the game before it", i+1, got)
				}
				rep, err := r.Apply(e)
				must(t, err)
				if got.Report.Event.Kind != e.Kind || got.Round != r.Round() || got.Phase != r.Phase() || got.Yazid != r.Yazid() || got.Report.Lost != rep.Lost {
					t.Fatalf("event %d: got %+v, want the game after it", i+1, got)
				}
				if got.Report.Turn != nil {
					turns++
				}
			}
			if turns == 0 {
				t.Fatal("no turn of Yazid's in the history")
			}
		})
	}
}

func TestHistoryStopsAtAWrongEvent(t *testing.T) {
	log := playSurvived(t).Log()
	// A second roll where the first waits for its turn does not apply.
	bad := append(Log{}, log[:2]...)
	bad = append(bad, log[1], log[2])
	if got := History(bad); len(got) != 1 {
		t.Errorf("got %d events, want the 1 before the wrong one", len(got))
	}
	if got := History(Log{RollEvent(Roll{1, 1})}); got != nil {
		t.Errorf("a log without its setup: got %d events, want none", len(got))
	}
	if got := History(nil); got != nil {
		t.Errorf("no log: got %d events, want none", len(got))
	}
}

// TestUndone: the undone events keep what they did, in RedoLog's order,
// through Undo, Redo and Restore, without a replay; Apply drops them with
// the redo list (the twin).
func TestUndone(t *testing.T) {
	log := playSurvived(t).Log()
	g, err := Replay(log)
	must(t, err)
	played := g.Happened()
	for range 3 {
		_, err := g.Undo()
		must(t, err)
	}
	check := func(what string, g *Game) {
		t.Helper()
		u := g.Undone()
		if len(u) != len(g.RedoLog()) {
			t.Fatalf("%s: %d undone events kept, %d to redo", what, len(u), len(g.RedoLog()))
		}
		for i, h := range u {
			want := played[g.Len()-1+len(u)-1-i]
			if h.At != want.At || h.Phase != want.Phase || h.PhaseBefore != want.PhaseBefore || h.Round != want.Round || h.Report.Event.Kind != want.Report.Event.Kind {
				t.Errorf("%s: undone %d: got %+v, want %+v", what, i, h, want)
			}
		}
	}
	check("3 undone", g)
	r, err := Restore(g.Log(), g.RedoLog())
	must(t, err)
	check("restored", r)
	_, err = g.Redo()
	must(t, err)
	check("1 redone", g)
	if len(g.Undone()) != 2 {
		t.Fatalf("got %d undone, want 2", len(g.Undone()))
	}
	_, err = g.Apply(g.RedoLog()[1])
	must(t, err)
	if u := g.Undone(); u != nil {
		t.Errorf("after Apply: got %d undone events, want none", len(u))
	}
}

// TestReplays: Replay, Restore and History each count one replay; a
// game played, undone and redone counts none (the twin).
func TestReplays(t *testing.T) {
	log := playSurvived(t).Log()
	n := Replays()
	g, err := Replay(log)
	must(t, err)
	_, err = Restore(log, nil)
	must(t, err)
	History(log)
	if got := Replays() - n; got != 3 {
		t.Errorf("Replay, Restore, History: %d replays, want 3", got)
	}
	n = Replays()
	_, err = g.Undo()
	must(t, err)
	_, err = g.Redo()
	must(t, err)
	if got := Replays() - n; got != 0 {
		t.Errorf("an undo and a redo: %d replays, want 0", got)
	}
}
