package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// TestBoardHidesThreatsAfterLastRoll: Yazid places his last camel, so he
// does not roll again: on the player's turn the board shows no threat
// percentages. The twin, with camels left, shows them.
func TestBoardHidesThreatsAfterLastRoll(t *testing.T) {
	for _, camels := range []int{1, 5} {
		v, _ := newTestSolo(t, yazidToPlace(camels), sultan.Roll{White: 1, Black: 1})
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
		typeText(v, "a")
		pressKeys(v, tcell.KeyEnter)
		if v.Step() != stepPlayer {
			t.Fatalf("%d camels: step %s, want player", camels, v.Step())
		}
		screen := drawScreen(t, v, screenWidth, screenHeight)
		board := screen[:strings.Index(screen, "─ Round")]
		if shown, last := strings.Contains(board, "%"), camels == 1; shown == last {
			t.Errorf("%d camels (last roll done %v): threats shown %v\n%s", camels, last, shown, board)
		}
	}
}
