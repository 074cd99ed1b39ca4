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
				if got.At != i+1 || got.RoundBefore != r.Round() || got.Roll != roll || got.Rolled != rolled || (e.Kind == EventResolve) != (got.Before != nil) ||
					got.Before != nil && !got.Before.Board.Equal(r.State().Board) {
					t.Fatalf("event %d: got %+v, want the game before it", i+1, got)
				}
				rep, err := r.Apply(e)
				must(t, err)
				if got.Report.Event.Kind != e.Kind || got.Round != r.Round() || got.Yazid != r.Yazid() || got.Report.Lost != rep.Lost {
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
