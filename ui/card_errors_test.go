package ui

import (
	"errors"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestCardRefusalInTheLanguage: cards beyond the deck typed for the
// Merchants (the check the tribe and tile actions share with the
// holdings, sultan.CardError) and goods the holdings form adds beyond the
// deck with the row are refused in the screen's language with the card's name
// there, at 80x24; the twins: one card within the deck is taken, and an
// untyped error is no card's.
func TestCardRefusalInTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang, merchants, row string
	}{
		{"en", "Jewels: 2 typed and 1 held make 3, the deck holds 2",
			"Jewels: 2 held and 1 in the row make 3, the deck holds 2"},
		{"de", "Juwelen: 2 getippt und 1 in der Hand sind 3, der Stapel enthält 2",
			"Juwelen: 2 in der Hand und 1 in der Kartenreihe sind 3, der Stapel enthält 2"},
	} {
		t.Run(tc.lang+" Merchants", func(t *testing.T) {
			for _, typed := range []string{"99", "9"} {
				v, _ := newTestSoloIn(t, tc.lang, func(s *sultan.Setup) { s.Player.Goods[game.Jewels] = 1 }, sultan.Roll{White: 1, Black: 1})
				toPlayerTurn(t, v)
				typeText(v, "12cgr")
				if o, ok := v.pm.turnOptions(); !ok || o.Tribe != game.Merchant {
					t.Fatalf("want the Merchants' prompt: %+v (%s)", o, v.Message())
				}
				n := v.g.Len()
				typeText(v, typed)
				pressKeys(v, tcell.KeyEnter)
				screen := drawScreen(t, v, 80, 24)
				if typed == "9" {
					if v.msgErr || v.g.Player().Goods[game.Jewels] != 2 {
						t.Errorf("one jewel: %q, %v", v.Message(), v.g.Player().Goods)
					}
					continue
				}
				if !v.msgErr || v.g.Len() != n || v.Message() != tc.merchants || !strings.Contains(screen, tc.merchants[:20]) {
					t.Errorf("got %q, want %q:\n%s", v.Message(), tc.merchants, screen)
				}
			}
		})
		t.Run(tc.lang+" holdings", func(t *testing.T) {
			v, _ := newTestSoloIn(t, tc.lang, func(s *sultan.Setup) {
				s.Player.Goods[game.Jewels] = 1
				s.Resources = []string{"jewels", "fish", "fish", "wheat", "silk", "spice", "ivory", "gold", "papyrus"}
			}, sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			typeText(v, "h")
			pressKeys(v, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown)
			n := v.g.Len()
			typeText(v, map[string]string{"en": "jewels", "de": "Juwelen"}[tc.lang])
			pressKeys(v, tcell.KeyEnter)
			screen := drawScreen(t, v, 80, 24)
			if !v.msgErr || v.g.Len() != n || !strings.HasSuffix(v.Message(), tc.row) || !strings.Contains(screen, tc.row[:20]) {
				t.Errorf("got %q, want %q:\n%s", v.Message(), tc.row, screen)
			}
		})
	}
	// The form's own check names the good in the language too.
	for lang, want := range map[string]string{"en": "3 Jewels, the deck holds 2", "de": "3 Juwelen, der Stapel enthält 2"} {
		v, _ := newTestSoloIn(t, lang, func(s *sultan.Setup) { s.Player.Goods[game.Jewels] = 1 }, sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		typeText(v, "h")
		pressKeys(v, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown)
		typeText(v, "2 jewels")
		pressKeys(v, tcell.KeyEnter)
		if !v.msgErr || !strings.HasSuffix(v.Message(), want) {
			t.Errorf("%s: got %q, want %q", lang, v.Message(), want)
		}
	}
	if _, ok := cardErrorWords("de", errors.New("sultan: player.whims: 9, the box holds 8")); ok {
		t.Errorf("an untyped error said as a card's")
	}
}
