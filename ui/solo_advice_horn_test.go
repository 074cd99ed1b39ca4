package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestAdviceSaysTheHorn: with the Horn of Plenty held, the tracked
// row's Gold behind 3 Fakirs and 2 Merchants to take onto the Sacred
// Place 15, the advice marks the moves that use the
// Horn before them "*", the legend says it when one is chosen, and
// Enter's guided entry says first to use the Horn, the Gold first for
// the Merchants, in en and de at 80x24. The twin: the Horn not held, the
// same moves have no mark, no legend, and their entry starts with the
// move.
func TestAdviceSaysTheHorn(t *testing.T) {
	x := game.Expansions{Artisans: true}
	for _, lang := range []string{"en", "de"} {
		for _, horn := range []bool{true, false} {
			// A Merchant on the Large Market next to one on the Sacred
			// Place 15: 2 Merchants and the 15 VP tile either way.
			tiles := withTiles(t, x, 0, map[game.Place]string{{Col: 2, Row: 3}: "LM[G]", {Col: 3, Row: 3}: "S15[G]"})
			a := fitSolo(t, lang, false, func(s *sultan.Setup) {
				tiles(s)
				if horn {
					s.Player.Items[game.HornOfPlenty] = 1
				}
				s.Player.Viziers = 4 // the lead over the Council made: no Vizier weighs more
				s.Resources = []string{"fakir", "fakir", "fakir", "gold"}
				for _, g := range []game.Good{game.Fish, game.Wheat, game.Pottery, game.Spice, game.Silk} {
					s.Player.Goods[g] = 1
				}
			}, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			sel := -1
			for i, m := range v.ad.advice.Moves {
				if hornBefore(m.Plan) == horn && sel < 0 {
					sel = i
				}
			}
			if v.mode != modeAdvice || sel < 0 {
				t.Fatalf("%s: mode %d, no move with the Horn %v among %d", lang, v.mode, horn, len(v.ad.advice.Moves))
			}
			for range sel {
				press(v, tcell.KeyDown, 0, 0)
			}
			list := drawScreen(t, a.Root(), 80, 24)
			for i, m := range v.ad.advice.Moves {
				line := adviceCells(lang, m)[0]
				if strings.HasSuffix(line, " *") != hornBefore(m.Plan) || i == sel && !strings.Contains(list, line) {
					t.Fatalf("%s: move %d (Horn %v) listed as %q:\n%s", lang, i+1, hornBefore(m.Plan), line, list)
				}
			}
			legend := map[string]string{"en": "* Horn of Plenty before the move", "de": "* Füllhorn vor dem Zug"}[lang]
			if strings.Contains(list, legend) != horn {
				t.Fatalf("%s: the chosen move's Horn %v, the legend shown %v:\n%s", lang, horn, !horn, list)
			}
			pressKeys(v, tcell.KeyEnter)
			screen := drawScreen(t, a.Root(), 80, 24)
			first := map[string]string{"en": "Advised: first the Horn of Plenty (p)", "de": "Empfohlen: zuerst das Füllhorn (p)"}[lang]
			gold := map[string]string{"en": "Gold", "de": "Gold"}[lang]
			flat := strings.Join(strings.Fields(screen), " ")
			if got := strings.Contains(flat, strings.Join(strings.Fields(first), " ")); got != horn || horn && !strings.Contains(flat, gold) {
				t.Fatalf("%s: Horn %v, the entry says the Horn first %v:\n%s", lang, horn, got, screen)
			}
			if !horn {
				continue
			}
			// The Horn used (its row typed at the table): the entry goes
			// on with the move alone.
			row := []string{"fakir", "gold", "fakir", "fakir", "ivory", "jewels", "papyrus", "fish", "wheat"}
			if _, err := v.g.UsePower(sultan.PowerUse{Power: game.HornOfPlenty.Key(), Row: row}); err != nil {
				t.Fatal(err)
			}
			flat = strings.Join(strings.Fields(drawScreen(t, a.Root(), 80, 24)), " ")
			advised := map[string]string{"en": "Advised: the path", "de": "Empfohlen: Weg"}[lang]
			if !strings.Contains(flat, advised) || strings.Contains(flat, strings.Join(strings.Fields(first), " ")) {
				t.Fatalf("%s: the Horn used, the entry says:\n%s", lang, flat)
			}
		}
	}
}

// TestAdvisedMarketAfterTheHorn: an advised turn that uses the Horn of
// Plenty before its move leaves the market's cards to the player (the
// row lies as the Horn ordered it at the table, its refill unknown to
// the advice): Enter takes no picks there, and the steps name no card
// (the Horn's line names those the advice knows). The twin: the same
// plan without the Horn has Enter take its picks, the cards named.
func TestAdvisedMarketAfterTheHorn(t *testing.T) {
	x := game.Expansions{Artisans: true}
	move, err := game.ParseMove("r3c3: r3c2 G") // 2 Merchants onto the Large Market
	if err != nil {
		t.Fatal(err)
	}
	row := []string{"fakir", "gold", "fakir", "fakir", "ivory", "jewels", "papyrus", "fish", "wheat"}
	for _, horn := range []bool{true, false} {
		tiles := withTiles(t, x, 0, map[game.Place]string{{Col: 2, Row: 3}: "LM[G]", {Col: 3, Row: 3}: "S15[G]"})
		a := fitSolo(t, "en", false, func(s *sultan.Setup) {
			tiles(s)
			s.Player.Items[game.HornOfPlenty] = 1
			s.Resources = []string{"fakir", "fakir", "fakir", "gold"}
		}, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
		v := a.screen.(*soloHost)
		plan := sultan.TurnPlan{Move: move, Tile: sultan.TileChoice{Picks: []int{1, 2}}}
		if horn {
			plan.Before = []sultan.PowerUse{{Power: game.HornOfPlenty.Key(), Row: row}}
		}
		v.pf.start(plan)
		if horn {
			if _, err := v.g.UsePower(plan.Before[0]); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := v.g.PlayMove(move); err != nil {
			t.Fatal(err)
		}
		if _, err := v.g.Control(false); err != nil {
			t.Fatal(err)
		}
		o, err := v.g.TurnOptions()
		if err != nil || o.Step != sultan.TurnTile {
			t.Fatalf("Horn %v: the turn waits for the %s (%v), want the tile action", horn, o.Step, err)
		}
		if got := v.pf.steps[sultan.TurnControl]; strings.Contains(got, "cards") == horn {
			t.Errorf("Horn %v: the control step says %q", horn, got)
		}
		if got := v.pf.advice(o).enter != nil; got == horn {
			t.Errorf("Horn %v: Enter takes the market's picks %v", horn, got)
		}
	}
}
