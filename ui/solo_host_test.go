package ui

import (
	"reflect"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// TestSoloOneSavePerDecision: each key that answers a decision of the
// game saves it once: the roll, Yazid's turn, the move (its last key),
// the clean-up; a key that answers nothing (a cursor key) saves nothing
// (the twin).
func TestSoloOneSavePerDecision(t *testing.T) {
	v, sg := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1})
	saves := func(keys string) int {
		n := sg.saves
		for _, ev := range formKeys(keys) {
			v.key(ev)
		}
		return sg.saves - n
	}
	if got := saves("\n"); got != 1 || v.Step() != stepDice {
		t.Errorf("the roll: %d saves, step %s, want 1, dice", got, v.Step())
	}
	saves("\n")
	if got := saves("\n"); got != 1 || v.Step() != stepChecklist {
		t.Errorf("Yazid's turn: %d saves, step %s, want 1, checklist (%s)", got, v.Step(), v.Message())
	}
	saves("a\n")
	if v.Step() != stepPlayer {
		t.Fatalf("step %s (%s)", v.Step(), v.Message())
	}
	saves("121")
	if got := saves("3"); got != 1 || v.Step() != stepCleanup {
		t.Errorf("the move's last key: %d saves, step %s, want 1, clean-up (%s)", got, v.Step(), v.Message())
	}
	saves("e")
	if got := saves("^"); got != 0 {
		t.Errorf("a cursor key: %d saves", got)
	}
}

// TestSoloLogToldAsPlayed: the log the screen tells, kept from the
// reports of each event, is the log a replay tells, after every key of
// a round, an undo and a redo.
func TestSoloLogToldAsPlayed(t *testing.T) {
	v, _ := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 3})
	for i, ev := range formKeys("\n\n\na\n1213\nuuurr\n\n\n") {
		v.key(ev)
		v.refresh()
		want := soloLogOf("en", sultan.History(v.g.Log()))
		if got := v.log; !reflect.DeepEqual(got, want) {
			t.Fatalf("key %d (%s): told\n%q\nreplayed\n%q", i, keyName(ev), got.lines, want.lines)
		}
	}
}
