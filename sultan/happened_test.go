package sultan

import (
	"reflect"
	"testing"
)

// TestHappenedKept: the game keeps what each event did as it plays
// (Apply, Redo), trims it on Undo and rebuilds it on Restore, always the
// same as History replaying the log; nothing it handed out changes when
// the game goes on.
func TestHappenedKept(t *testing.T) {
	for name, play := range map[string]func(*testing.T) *Game{"survived": playSurvived, "lost to the Assassins": playLostAssassins} {
		t.Run(name, func(t *testing.T) {
			g := play(t)
			log := g.Log()
			if got, want := g.Happened(), History(log); len(got) != len(log)-1 || !reflect.DeepEqual(got, want) {
				t.Fatalf("kept %d events, History %d: they differ", len(got), len(want))
			}
			r, err := Replay(log)
			must(t, err)
			if !reflect.DeepEqual(r.Happened(), g.Happened()) {
				t.Fatal("Replay rebuilt another history")
			}
			handed := g.Happened()
			kept := append([]Happened(nil), handed...)
			for range 3 {
				_, err := g.Undo()
				must(t, err)
			}
			if got := g.Happened(); !reflect.DeepEqual(got, kept[:len(kept)-3]) {
				t.Fatalf("after 3 undos: %d events kept, want the first %d", len(got), len(kept)-3)
			}
			_, err = g.Redo()
			must(t, err)
			if got := g.Happened(); !reflect.DeepEqual(got, kept[:len(kept)-2]) {
				t.Fatalf("after a redo: %d events kept, want the first %d", len(got), len(kept)-2)
			}
			re, err := Restore(g.Log(), g.RedoLog())
			must(t, err)
			if !reflect.DeepEqual(re.Happened(), g.Happened()) {
				t.Fatal("Restore rebuilt another history")
			}
			// The twin: another event where the undone ones stood does not
			// write over the list handed out before.
			_, err = g.Undo()
			must(t, err)
			_, err = g.Apply(PlayerEvent(PlayerChange{Coins: 1}))
			must(t, err)
			if !reflect.DeepEqual(handed, kept) {
				t.Fatal("the history handed out changed when the game went on")
			}
			if h := g.Happened(); h[len(h)-1].Report.Event.Kind != EventPlayer {
				t.Fatalf("the new event is kept as %s", h[len(h)-1].Report.Event.Kind)
			}
		})
	}
}

// TestHappenedStandIn: a turn played between a stand-in resource row put
// in and taken away is marked when the row is taken away; its twin, the
// row kept, is not.
func TestHappenedStandIn(t *testing.T) {
	for _, tc := range []struct {
		name    string
		takeOut bool
	}{{"the row taken away", true}, {"the row kept", false}} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, grid(t, base, harmless), base, DefaultRules())
			must(t, g.RecordRoll(Roll{White: 1, Black: 5}))
			_, err := g.Apply(RowsEvent(Rows{Resources: []string{"fish"}}))
			must(t, err)
			handed := g.Happened()
			_, err = g.Resolve()
			must(t, err)
			if tc.takeOut {
				_, err = g.Apply(RowsEvent(Rows{}))
				must(t, err)
			} else {
				must(t, g.ChangePlayer(PlayerChange{Coins: 1}))
			}
			h := g.Happened()
			if got := h[2]; got.Report.Event.Kind != EventResolve || got.StandIn != tc.takeOut {
				t.Fatalf("the turn: %s, stand-in %v, want %v", got.Report.Event.Kind, got.StandIn, tc.takeOut)
			}
			if got := History(g.Log())[2].StandIn; got != tc.takeOut {
				t.Errorf("History: stand-in %v, want %v", got, tc.takeOut)
			}
			if len(handed) != 2 || handed[1].StandIn {
				t.Errorf("the list handed out before changed")
			}
		})
	}
}
