package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// toPlayerTurn plays Yazid's turn (the roll 1,1 takes r1c1 LM[YWW]) and
// ticks the checklist.
func toPlayerTurn(t *testing.T, v *SoloView) {
	t.Helper()
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepPlayer {
		t.Fatalf("step %s, want the player's turn (message %q)", v.Step(), v.Message())
	}
}

func TestGuidedMoveDebug(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "12")
	t.Logf("%s\n%s", v.Message(), drawScreen(t, v, 80, 24))
	_ = game.Place{}
	_ = strings.Contains
}
