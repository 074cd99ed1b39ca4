package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// stepRegion is the screen below the board's rule: the step and its
// message.
func stepRegion(screen string) string {
	if i := strings.Index(screen, "─ Round"); i >= 0 {
		return screen[i:]
	}
	return screen
}

// TestSoloUndoFromCleanupShowsTheTurn: u from the clean-up lands on the
// player's turn as the log holds it: the move entered, what it did said,
// never "your move from" as if fresh. The twin: one u more takes back
// the last decision, and its prompt is shown again.
func TestSoloUndoFromCleanupShowsTheTurn(t *testing.T) {
	v, _ := newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214")
	typeText(v, "1")              // kill W on r1c4
	pressKeys(v, tcell.KeyEscape) // the row's entry, open by itself
	typeText(v, "s")              // no Djinn
	if v.Step() != stepCleanup {
		t.Fatalf("step %s, want clean-up (%s)", v.Step(), v.Message())
	}
	typeText(v, "u")
	if _, moved := v.g.Turn(); !moved || v.Step() != stepPlayer {
		t.Fatalf("after u: step %s, moved %v", v.Step(), moved)
	}
	got := stepRegion(drawScreen(t, v, screenWidth, screenHeight))
	if strings.Contains(got, "your move from") || !strings.Contains(got, "killed W on r1 c4") {
		t.Errorf("the turn after u from the clean-up:\n%s", got)
	}
	typeText(v, "u")
	if _, pending := v.pm.turnOptions(); !pending {
		t.Fatalf("after the second u no decision waits (%s)", v.Message())
	}
	got = stepRegion(drawScreen(t, v, screenWidth, screenHeight))
	if !strings.Contains(got, "Sacred Place") || strings.Contains(got, "your move from") {
		t.Errorf("the Djinn's prompt after the second u:\n%s", got)
	}
}

// TestSoloUndoForgetsTypedAnswers: a sale typed and played, then taken
// back (u from the clean-up, u again), shows the sale prompt with nothing
// typed, as the log holds no sale. The twin: before the sale is played the
// typed card shows.
func TestSoloUndoForgetsTypedAnswers(t *testing.T) {
	v := toMerchants(t)
	typeText(v, "23")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "s") // nothing bought at the Small Market
	typeText(v, "s") // the sale, from the clean-up
	typeText(v, "2") // sell the fish
	if got := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); !strings.Contains(got, "Selling: fish") {
		t.Fatalf("the typed sale not shown:\n%s", got)
	}
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepCleanup {
		t.Fatalf("step %s, want clean-up (%s)", v.Step(), v.Message())
	}
	typeText(v, "u")
	typeText(v, "u")
	if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnSale {
		t.Fatalf("after two u: %+v (%s)", o, v.Message())
	}
	if got := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); strings.Contains(got, "Selling: fish") {
		t.Errorf("the sale taken back still shows typed:\n%s", got)
	}
}
