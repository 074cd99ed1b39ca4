package ui

import (
	"slices"
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
	o, ok := v.pm.turnOptions()
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

// TestGuidedKillInFrontOfYazid: with rule kill_in_front_of_yazid the
// Assassins' prompt lists Yazid's Council Vizier beside the meeples in
// reach, at 80x24, and its key kills it; the twin, the default rules,
// lists only the board.
func TestGuidedKillInFrontOfYazid(t *testing.T) {
	for _, inFront := range []bool{true, false} {
		setup := assassinsSetup(t)
		v, _ := newTestSolo(t, func(s *sultan.Setup) {
			setup(s)
			s.Yazid.Council = 1
			if inFront {
				s.Rules["kill_in_front_of_yazid"] = "true"
			}
		}, sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		typeText(v, "1214")
		screen := drawScreen(t, v, 80, 24)
		o, _ := v.pm.turnOptions()
		i := slices.IndexFunc(victimsByReach(o), func(vc sultan.Victim) bool { return vc.Yazid })
		if listed := strings.Contains(screen, " Yazid Y"); listed != inFront || (i >= 0) != inFront {
			t.Fatalf("rule %v: Yazid's Vizier listed %v (option %d):\n%s", inFront, listed, i, screen)
		}
		if !inFront {
			continue
		}
		council := v.g.Yazid().Council
		typeText(v, string(optionKeys[i]))
		if v.g.Yazid().Council != council-1 || !strings.Contains(v.Message(), "killed Y in front of Yazid") {
			t.Errorf("got Council %d (was %d), message %q", v.g.Yazid().Council, council, v.Message())
		}
	}
}

// TestKillInFrontOfYazidByTile: with rule kill_in_front_of_yazid and more
// meeples in reach than keys, the Assassins' prompt lists Yazid's as "0
// Yazid YW" (it listed "r0c0 YW", which no digits reach), and 0 then
// the letter kills his Elder, en and de at 80x24; the twin: a letter of
// none in front of him is refused ("no G in front of Yazid").
func TestKillInFrontOfYazidByTile(t *testing.T) {
	for _, tc := range []struct {
		lang, notThere string
	}{{"en", "no G in front of Yazid"}, {"de", "kein G vor Yazid"}} {
		t.Run(tc.lang, func(t *testing.T) {
			setup := assassinsSetup(t)
			v, _ := newTestSoloIn(t, tc.lang, func(s *sultan.Setup) {
				setup(s)
				s.Yazid.Council, s.Yazid.Elders = 2, 1
				s.Player.Elders = 1 // the box's 20: 18 on the board
				s.Rules["kill_in_front_of_yazid"] = "true"
			}, sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			typeText(v, "1214")
			o, _ := v.pm.turnOptions()
			if len(o.Victims)+len(o.Reveal) <= len(optionKeys) {
				t.Fatalf("%d victims: keys enough", len(o.Victims))
			}
			screen := drawScreen(t, v, 80, 24)
			if !strings.Contains(screen, "0 Yazid YW") || strings.Contains(screen, "r0") {
				t.Fatalf("Yazid's meeples not listed as 0 Yazid YW:\n%s", screen)
			}
			elders, n := v.g.Yazid().Elders, v.g.Len()
			typeText(v, "0")
			typeText(v, "g")
			if !v.msgErr || v.g.Len() != n || v.Message() != tc.notThere {
				t.Errorf("G in front of Yazid: %q", v.Message())
			}
			typeText(v, "w")
			if v.g.Yazid().Elders != elders-1 {
				t.Errorf("0 W: Elders %d (were %d), %q:\n%s", v.g.Yazid().Elders, elders, v.Message(), drawScreen(t, v, 80, 24))
			}
		})
	}
}
