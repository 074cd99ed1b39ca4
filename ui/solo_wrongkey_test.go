package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestGuidedFakirsKeyRefused: the Builders' "Fakirs to add: 0 to 1"
// answers 2 with a reason and changes nothing; 1 is taken (the twin).
func TestGuidedFakirsKeyRefused(t *testing.T) {
	set := func(s *sultan.Setup) {
		withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 2): "V[BB]"})(s)
		s.Player.Fakirs = 1
	}
	v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "12231")
	o, ok := v.pm.turnOptions()
	if !ok || o.Tribe != game.Builder || o.MaxFakirs != 1 {
		t.Fatalf("want the Builders' Fakirs: %+v (%s)", o, v.Message())
	}
	n := len(v.g.Log())
	typeText(v, "2")
	if !v.msgErr || !strings.Contains(v.Message(), "2") || len(v.g.Log()) != n {
		t.Errorf("2 Fakirs of 1: message %q", v.Message())
	}
	typeText(v, "1")
	if v.g.Player().Fakirs != 0 {
		t.Errorf("1 Fakir not added: %q", v.Message())
	}
}

// TestGuidedDjinnPaymentKeyRefused: the way to pay for a Djinn lists 2
// ways; 3 is refused with a reason, 2 is taken (the twin).
func TestGuidedDjinnPaymentKeyRefused(t *testing.T) {
	set := func(s *sultan.Setup) {
		assassinsSetup(t)(s)
		s.Player.Fakirs = 1
	}
	v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s")          // no kill
	pressKeys(v, tcell.KeyEscape) // the row's entry, open by itself
	typeText(v, "nal-amin")
	pressKeys(v, tcell.KeyEnter)
	o, ok := v.pm.turnOptions()
	if !ok || len(o.Payments) != 2 || v.pr.djinn == "" {
		t.Fatalf("want 2 ways to pay: %+v (%s)", o, v.Message())
	}
	n := len(v.g.Log())
	typeText(v, "3")
	if !v.msgErr || !strings.Contains(v.Message(), "not one of the options") || len(v.g.Log()) != n {
		t.Errorf("3 of 2 ways: message %q", v.Message())
	}
	typeText(v, "2")
	if !v.g.Player().HasDjinn("Al-Amin") || v.g.Player().Fakirs != 0 {
		t.Errorf("paid with an Elder and a Fakir: %+v (%s)", v.g.Player(), v.Message())
	}
}
