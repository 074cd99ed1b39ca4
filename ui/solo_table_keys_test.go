package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// The keys the table game's audit found spent (TestEndToEndTableGame,
// docs/tui.md "Keys of a whole game at the table"): each saving with its
// twin, where the key still asks.

// TestDiceEnterLetsYazidPlay: with the targets' meeples on the board,
// the dice's Enter lets Yazid play: one key for one decision, where the
// dice's Enter and then "Are the meeples right? Enter" took two. The
// twin: e on the dice corrects the meeples first, and the confirmation
// then waits for its Enter.
func TestDiceEnterLetsYazidPlay(t *testing.T) {
	v, sg := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter)
	saves := sg.saves
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "Enter  let Yazid play   e  correct the meeples first") {
		t.Errorf("the dice's keys:\n%s", screen)
	}
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepChecklist || v.g.Yazid().Council != 1 {
		t.Fatalf("the dice's Enter: step %s, Council %d (%s); want Yazid played", v.Step(), v.g.Yazid().Council, v.Message())
	}
	if sg.saves != saves+1 {
		t.Errorf("%d saves for the one decision, want 1", sg.saves-saves)
	}

	w, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(w, tcell.KeyEnter)
	typeText(w, "e")
	pressKeys(w, tcell.KeyBackspace2, tcell.KeyBackspace2)
	typeText(w, "]")
	pressKeys(w, tcell.KeyEnter)
	if w.Step() != stepConfirm || w.g.Phase() == sultan.PlayerTurn {
		t.Fatalf("the meeples corrected: step %s (%s), want the confirmation", w.Step(), w.Message())
	}
	if screen := drawScreen(t, w, 80, 24); !strings.Contains(screen, "Yazid strikes r1 c1 (Large Market): YW") {
		t.Errorf("the confirmation:\n%s", screen)
	}
	pressKeys(w, tcell.KeyEnter)
	if w.Step() != stepChecklist {
		t.Errorf("the confirmation's Enter: step %s (%s)", w.Step(), w.Message())
	}
}
