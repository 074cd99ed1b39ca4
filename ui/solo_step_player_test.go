package ui

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestPlayerHoldsGoodsAndItems: the player's turn says the goods cards
// and the Items held beside the coins and meeples, at 80x24, in English
// and German (goods and Items in the screen's words: the German edition's
// Item names, as the rules reference gives them). The twin: holding
// neither, the turn says neither.
func TestPlayerHoldsGoodsAndItems(t *testing.T) {
	x := game.Expansions{Artisans: true}
	for _, c := range []struct{ lang, want string }{
		{"en", "Goods: 2 Silk, 1 Fish; Items: 2 Jewels, Horn of Plenty."},
		{"de", "Waren: 2 Seide, 1 Fisch; Gegenstände: 2 Juwelen, Füllhorn."},
	} {
		tiles := withTiles(t, x, 0, map[game.Place]string{})
		v, _ := newTestSolo(t, func(s *sultan.Setup) {
			tiles(s)
			s.Player.Goods[game.Silk], s.Player.Goods[game.Fish] = 2, 1
			s.Player.Items[game.JewelsItem], s.Player.Items[game.HornOfPlenty] = 2, 1
		}, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = c.lang, c.lang
		toPlayerTurn(t, v)
		step := stepRegion(drawScreen(t, v, screenWidth, screenHeight))
		if !strings.Contains(joined(step), c.want) {
			t.Errorf("%s: no %q in\n%s", c.lang, c.want, step)
		}
	}
	v, _ := newTestSolo(t, withTiles(t, x, 0, map[game.Place]string{}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	step := stepRegion(drawScreen(t, v, screenWidth, screenHeight))
	if strings.Contains(step, "Goods:") || strings.Contains(step, "Items:") {
		t.Errorf("nothing held, yet goods or Items said:\n%s", step)
	}
}

// TestPlayerStepHoldingsLines: the lines of the player's turn put the
// goods and Items held on a line of their own after the coins and
// meeples, each only when held.
func TestPlayerStepHoldingsLines(t *testing.T) {
	for _, c := range []struct {
		name, goods, items, want string
	}{
		{"both", "1 Gold", "Crown", "Goods: 1 Gold; Items: Crown."},
		{"goods only", "3 Wheat", "", "Goods: 3 Wheat."},
		{"items only", "", "Chest", "Items: Chest."},
		{"neither", "", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := playerStep{lang: "en", goods: c.goods, items: c.items}
			var got string
			for i, l := range s.lines(78) {
				if strings.HasPrefix(l.text, "You hold:") && i+1 < len(s.lines(78)) {
					got = s.lines(78)[i+1].text
				}
			}
			if c.want == "" && (strings.HasPrefix(got, "Goods") || strings.HasPrefix(got, "Items")) || c.want != "" && got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
