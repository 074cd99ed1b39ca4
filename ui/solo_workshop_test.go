package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// workshopTurn plays a move of 2 Artisans onto the Workshop r6 c1, the
// Artisans' Item taken: the turn waits for the Workshop's Item. The
// player holds 2 Fakirs as well, so both ways to pay are open.
func workshopTurn(t *testing.T, lang string) *soloHost {
	t.Helper()
	x := game.Expansions{Artisans: true}
	tiles := withTiles(t, x, 0, map[game.Place]string{at(5, 1): "V[P]", at(6, 1): "W[P]"})
	v, _ := newTestSolo(t, func(s *sultan.Setup) {
		tiles(s)
		s.Player.Fakirs = 2
	}, sultan.Roll{White: 1, Black: 1})
	v.cfg.Language, v.bv.Lang = lang, lang
	toPlayerTurn(t, v)
	typeText(v, "51")
	typeText(v, "61")
	for range 3 {
		if o, _ := v.pm.turnOptions(); o.Step != sultan.TurnControl {
			break
		}
		typeText(v, "c")
	}
	if o, ok := v.pm.turnOptions(); ok && o.Step == sultan.TurnTribe {
		typeText(v, itemKey(t, o, game.Crown))
	}
	o, ok := v.pm.turnOptions()
	if !ok || o.Step != sultan.TurnTile || o.Type != game.Workshop {
		t.Fatalf("want the Workshop's Item: %+v (%s)", o, v.Message())
	}
	return v
}

// TestWorkshopSaysItsCost: the Workshop's prompt says what the Item
// costs, the ways the player can pay ("1 Artisan or 2 Fakirs"), in
// English and German; its 10th Item, the Horn of Plenty, has the key 0
// (a asks the advice and ticks the checklist elsewhere): a takes no
// Item, 0 takes the Horn (the twin).
func TestWorkshopSaysItsCost(t *testing.T) {
	for _, c := range []struct{ lang, cost, horn string }{
		{"en", "r6 c1 (Workshop): 1 Artisan or 2 Fakirs buys an Item; the Item you draw:", "Horn of Plenty"},
		{"de", "r6 s1 (Werkstatt): 1 Kunstschmied oder 2 Fakire kauft einen Gegenstand", "Füllhorn"},
	} {
		v := workshopTurn(t, c.lang)
		step := stepRegion(drawScreen(t, v, screenWidth, screenHeight))
		t.Log("\n" + step)
		screen := joined(step)
		if !strings.Contains(screen, c.cost) {
			t.Errorf("%s: no %q in\n%s", c.lang, c.cost, screen)
		}
		if !strings.Contains(screen, "0 "+c.horn) || strings.Contains(screen, "a "+c.horn) {
			t.Errorf("%s: the Horn of Plenty's key is not 0:\n%s", c.lang, screen)
		}
		n := v.g.Len()
		typeText(v, "a")
		if tp, _ := v.g.Turn(); v.g.Len() != n || len(tp.Items) != 1 {
			t.Fatalf("%s: a took an Item: %v (%s)", c.lang, tp.Items, v.Message())
		}
		typeText(v, "0")
		if o, ok := v.pm.turnOptions(); ok && o.Step == sultan.TurnTile && len(o.Payments) > 1 {
			typeText(v, "1") // paid with the Artisan
		}
		if tp, _ := v.g.Turn(); !slices.Equal(tp.Items, []game.Item{game.Crown, game.HornOfPlenty}) {
			t.Errorf("%s: 0 at the Workshop: Items %v (%s)", c.lang, tp.Items, v.Message())
		}
	}
}
