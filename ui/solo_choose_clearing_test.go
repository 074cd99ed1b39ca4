package ui

import (
	"slices"
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
			"r5 c2: takes 2 Assassins, 1 Builder, 3 coins",
			"r1 c2: takes 1 Assassin, 1 Merchant, 1 card, 1 Builder, 2 coins"},
		{"de", "Reihe 2, Spalte 2 trägt kein Meeple: wähle ein anderes Plättchen der Spalte 2.",
			"r5 s2: nimmt 2 Meuchelmörder, 1 Baumeister, 3 Gold",
			"r1 s2: nimmt 1 Meuchelmörder, 1 Händler, 1 Karte, 1 Baumeister, 2 Gold"},
	} {
		a := fitSolo(t, c.lang, false, redirectSetup(t), "\r", sultan.Roll{White: 2, Black: 2})
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
	if v.Step() == stepChoose || strings.Contains(screen, "holds no meeple") || strings.Contains(screen, "c2: takes") {
		t.Errorf("a roll on a tile with meeples: step %s\n%s", v.Step(), screen)
	}
}

// TestRollAsksTheChoiceAtOnce: a roll onto an empty tile goes straight
// to the choice of Yazid's target (en, de), which offers the dice's
// outbid (o, before the first answer): one key fewer, nothing offered
// less; o there outbids, and u goes back to the dice and its outbid
// advice. The twins: a roll with its target known shows the dice as
// before, and a choice the player cannot outbid in shows no offer.
func TestRollAsksTheChoiceAtOnce(t *testing.T) {
	for _, c := range []struct{ lang, outbid string }{
		{"en", "o outbid: pay 4 of your 25 coins, play first, then Yazid re-rolls"},
		{"de", "o überbieten: zahle 4 von 25 Gold"},
	} {
		a := fitSolo(t, c.lang, false, redirectSetup(t), "\r", sultan.Roll{White: 2, Black: 2})
		v := a.screen.(*soloHost)
		screen := drawScreen(t, v, 80, 24)
		if v.Step() != stepChoose || !strings.Contains(screen, c.outbid) {
			t.Fatalf("%s: step %s, want the choice with the outbid offer:\n%s", c.lang, v.Step(), screen)
		}
		if !slices.ContainsFunc(v.Keys(), func(k KeyHelp) bool { return k.Key == "o" }) {
			t.Errorf("%s: o not among the keys: %v", c.lang, v.Keys())
		}
	}
	// o outbids from the choice.
	a := fitSolo(t, "en", false, redirectSetup(t), "\ro", sultan.Roll{White: 2, Black: 2}, sultan.Roll{White: 1, Black: 1})
	if v := a.screen.(*soloHost); v.g.Phase() != sultan.PlayerFirst || v.Step() != stepPlayer {
		t.Errorf("o in the choice: phase %v, step %s (%s)", v.g.Phase(), v.Step(), v.Message())
	}
	// u goes back to the dice, the roll kept.
	a = fitSolo(t, "en", false, redirectSetup(t), "\ru", sultan.Roll{White: 2, Black: 2})
	if v := a.screen.(*soloHost); v.Step() != stepDice || !strings.Contains(drawScreen(t, v, 80, 24), "white 2, black 2") {
		t.Errorf("u in the choice: step %s (%s)", v.Step(), v.Message())
	}
	// The twin: the target known, the dice show (Enter lets Yazid play).
	a = fitSolo(t, "en", false, redirectSetup(t), "\r", sultan.Roll{White: 2, Black: 5})
	if v := a.screen.(*soloHost); v.Step() != stepDice {
		t.Errorf("a roll with its target: step %s, want the dice", v.Step())
	}
	// The twin: after the outbid Yazid re-rolls onto the empty tile: the
	// choice offers no outbid.
	a = fitSolo(t, "en", false, redirectSetup(t), "\ro\r\r\r", sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 2})
	v := a.screen.(*soloHost)
	if screen := drawScreen(t, v, 80, 24); v.Step() != stepChoose || strings.Contains(screen, "o outbid:") {
		t.Errorf("the re-roll's choice: step %s (%s):\n%s", v.Step(), v.Message(), screen)
	}
}

// TestChooseSaysWhatOnce: a black 6 on an empty column asks two targets
// anywhere, too many tiles to list at 80x24: the step says what to
// choose once (the reason), counts the tiles the board marks ? and says
// what clearing the cursor's tile takes, by name, in English and
// German; it no longer says the choice again with every tile. The twin:
// a choice whose tiles fit lists each with what clearing it takes.
func TestChooseSaysWhatOnce(t *testing.T) {
	empty := withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 5): "SM", at(2, 5): "LM", at(3, 5): "SM", at(4, 5): "S6"})
	for _, c := range []struct{ lang, why, again, marked, cursor string }{
		{"en", "Column 5 holds no meeples: choose Yazid's two targets anywhere",
			"Choose a tile with meeples anywhere for Yazid",
			"The 24 tiles you may choose are marked ? on the board.",
			"r1 c1: takes 1 Vizier to the Council, 3 Elders, 2 Merchants, 2 cards, a Djinn"},
		{"de", "Spalte 5 trägt keine Meeples: wähle Yazids zwei Ziele irgendwo",
			"Wähle für Yazid irgendein Plättchen mit Meeples",
			"Die 24 Plättchen, die du wählen kannst, sind auf dem Brett mit ? markiert.",
			"r1 s1: nimmt 1 Wesir in den Rat, 3 Älteste, 2 Händler, 2 Karten, ein Dschinn"},
	} {
		a := fitSolo(t, c.lang, false, empty, "\r", sultan.Roll{White: 5, Black: 6})
		v := a.screen.(*soloHost)
		if v.Step() != stepChoose {
			t.Fatalf("%s: step %s (%s)", c.lang, v.Step(), v.Message())
		}
		screen := joined(drawScreen(t, a.Root(), 80, 24))
		for _, want := range []string{c.why, c.marked, c.cursor} {
			if !strings.Contains(screen, want) {
				t.Errorf("%s: no %q in\n%s", c.lang, want, screen)
			}
		}
		if strings.Contains(screen, c.again) {
			t.Errorf("%s: the choice said twice (%q) in\n%s", c.lang, c.again, screen)
		}
	}
	a := fitSolo(t, "en", false, redirectSetup(t), "\r", sultan.Roll{White: 2, Black: 2})
	screen := joined(drawScreen(t, a.Root(), 80, 24))
	if strings.Contains(screen, "marked ? on the board") || !strings.Contains(screen, "r5 c2: takes") {
		t.Errorf("a choice of a few tiles lists them:\n%s", screen)
	}
}

// TestRedirectNamesAllItTakes: each answer to a redirect names all the
// engine's turn of the roll takes, as the outbid advice does
// (Printer.StrikeTakes): r3 c2 [YWB] names its Elder, and r4 c2 [YGB]
// the Merchant's card and the Builder; each answer whole on one line at
// 80x24, in English and German. The twin: r5 c2 [BRR], no Elder, names
// none.
func TestRedirectNamesAllItTakes(t *testing.T) {
	for _, c := range []struct{ lang, elder, card, none, elderWord string }{
		{"en", "r3 c2: takes 1 Vizier to the Council, 1 Elder, 1 Builder, 3 coins",
			"r4 c2: takes 1 Vizier to the Council, 1 Merchant, 1 card, 1 Builder, 4 coins",
			"r5 c2: takes 2 Assassins, 1 Builder, 3 coins", "Elder"},
		{"de", "r3 s2: nimmt 1 Wesir in den Rat, 1 Ältesten, 1 Baumeister, 3 Gold",
			"r4 s2: nimmt 1 Wesir in den Rat, 1 Händler, 1 Karte, 1 Baumeister, 4 Gold",
			"r5 s2: nimmt 2 Meuchelmörder, 1 Baumeister, 3 Gold", "Älteste"},
	} {
		a := fitSolo(t, c.lang, false, redirectSetup(t), "\r", sultan.Roll{White: 2, Black: 2})
		if v := a.screen.(*soloHost); v.Step() != stepChoose {
			t.Fatalf("%s: step %s (%s)", c.lang, v.Step(), v.Message())
		}
		screen := drawScreen(t, a.Root(), 80, 24)
		rows := strings.Split(screen, "\n")
		for _, want := range []string{c.elder, c.card, c.none} {
			i := slices.IndexFunc(rows, func(r string) bool { return strings.Contains(r, want) })
			if i < 0 {
				t.Errorf("%s: no line %q in\n%s", c.lang, want, screen)
				continue
			}
			if want == c.none && strings.Contains(rows[i], c.elderWord) {
				t.Errorf("%s: r5 c2 names an Elder: %q", c.lang, rows[i])
			}
		}
	}
}
