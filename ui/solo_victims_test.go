package ui

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestGuidedAssassinsManyVictims: with more meeples in reach than keys,
// every victim is choosable: the tile by its row and column, then the
// meeple's letter; a letter not on the tile is refused and changes
// nothing. The twin (few victims, a key each) is TestGuidedAssassinsAndDjinn.
func TestGuidedAssassinsManyVictims(t *testing.T) {
	many := func(s *sultan.Setup) {
		assassinsSetup(t)(s)
		s.Player.Fakirs = 5
	}
	v, _ := newTestSolo(t, many, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214")
	o, ok := v.turnOptions()
	if !ok || o.Tribe != game.Assassin || len(o.Victims) <= len(optionKeys) {
		t.Fatalf("want more victims than keys: %d (%s)", len(o.Victims), v.Message())
	}
	screen := drawScreen(t, v, 80, 24)
	if !strings.Contains(screen, "r5c6 YWR+4F") {
		t.Errorf("the far tile r5c6 not listed:\n%s", screen)
	}
	n := len(v.g.Log())
	typeText(v, "56g")
	if !v.msgErr || len(v.g.Log()) != n {
		t.Fatalf("G is not on r5c6: %q", v.Message())
	}
	t.Logf("after g: %q", v.Message())
	typeText(v, "r")
	tp, _ := v.g.Turn()
	if tp.Kill == nil || tp.Kill.Place != at(5, 6) || tp.Kill.Meeple != "R" {
		t.Fatalf("the kill: %+v (%s)", tp.Kill, v.Message())
	}
	if v.g.Player().Fakirs != 1 {
		t.Errorf("Fakirs left %d, want 1", v.g.Player().Fakirs)
	}
}
