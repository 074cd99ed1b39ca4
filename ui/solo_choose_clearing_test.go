package ui

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// redirectSetup empties r2 c2 of the test board: the roll 2,2 names an
// empty tile, and the player chooses another tile of column 2.
func redirectSetup(t *testing.T) func(*sultan.Setup) {
	return func(s *sultan.Setup) {
		b := soloBoard(t)
		*b.At(at(2, 2)) = game.Tile{Type: b.At(at(2, 2)).Type}
		*s = sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules())
	}
}

// TestChooseSaysWhyAndWhatEachTakes: choosing Yazid's target after a
// redirect, the 80x24 screen says why the roll asks it (the rolled tile
// is empty) and, for each candidate, what clearing it does, in English
// and German. The twin: a roll that strikes a tile with meeples asks
// nothing and gives no reason.
func TestChooseSaysWhyAndWhatEachTakes(t *testing.T) {
	// r5 c2 S6[RRB]: 2 Assassins, 1 Builder x 3 blue tiles around (V, S6,
	// V); r1 c2 V[RBG]: 1 Assassin, 1 Builder x 2 (V, S10).
	for _, c := range []struct{ lang, why, r5c2, r1c2 string }{
		{"en", "Row 2, column 2 holds no meeple: choose another tile of column 2.",
			"r5 c2: clearing it takes 2 red Assassins, 3 coins",
			"r1 c2: clearing it takes 1 red Assassin, 2 coins"},
		{"de", "Reihe 2, Spalte 2 trägt kein Meeple: wähle ein anderes Plättchen der Spalte 2.",
			"r5 s2: der Wurf nimmt 2 Meuchelmörder (rot), 3 Gold",
			"r1 s2: der Wurf nimmt 1 Meuchelmörder (rot), 2 Gold"},
	} {
		a := fitSolo(t, c.lang, false, redirectSetup(t), "\r\r", sultan.Roll{White: 2, Black: 2})
		v := a.screen.(*soloHost)
		if v.Step() != stepChoose {
			t.Fatalf("%s: step %s (%s)", c.lang, v.Step(), v.Message())
		}
		screen := joined(drawScreen(t, a.Root(), 80, 24))
		for _, want := range []string{c.why, c.r5c2, c.r1c2} {
			if !strings.Contains(screen, want) {
				t.Errorf("%s: no %q in\n%s", c.lang, want, screen)
			}
		}
	}
	a := fitSolo(t, "en", false, nil, "\r\r", sultan.Roll{White: 2, Black: 2})
	v := a.screen.(*soloHost)
	screen := joined(drawScreen(t, a.Root(), 80, 24))
	if v.Step() == stepChoose || strings.Contains(screen, "holds no meeple") || strings.Contains(screen, "clearing it takes") {
		t.Errorf("a roll on a tile with meeples: step %s\n%s", v.Step(), screen)
	}
}
