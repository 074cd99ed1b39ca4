package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestAdviceSaysTheFluteBefore: with the Enchanting Flute held, a
// Vizier on the Large Market r3 c2 next to a Vizier and a Builder on the
// Sacred Place 15, the advice marks the moves that use the Flute before
// them "*" (the Builder moved off the tile: the Vizier's move takes it),
// the legend says the use when one is chosen, and Enter's guided entry
// says first to use the Flute, in en and de at 80x24; once used, the
// entry goes on with the move alone. The twin: the Flute not held, no
// move has the mark, no legend, and the entry starts with the move.
func TestAdviceSaysTheFluteBefore(t *testing.T) {
	x := game.Expansions{Artisans: true}
	for _, lang := range []string{"en", "de"} {
		for _, held := range []bool{true, false} {
			tiles := withTiles(t, x, 0, map[game.Place]string{{Col: 2, Row: 3}: "LM[Y]", {Col: 3, Row: 3}: "S15[YB]"})
			a := fitSolo(t, lang, false, func(s *sultan.Setup) {
				tiles(s)
				if held {
					s.Player.Items[game.EnchantingFlute] = 1
				}
			}, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			sel := -1
			for i, m := range v.ad.advice.Moves {
				if _, ok := fluteBeforeOf(m.Plan); ok && sel < 0 {
					sel = i
				}
			}
			if v.mode != modeAdvice || (sel >= 0) != held {
				t.Fatalf("%s: mode %d, the Flute held %v, a move with it before at %d of %d", lang, v.mode, held, sel, len(v.ad.advice.Moves))
			}
			for range sel {
				press(v, tcell.KeyDown, 0, 0)
			}
			list := drawScreen(t, a.Root(), 80, 24)
			for i, m := range v.ad.advice.Moves {
				_, before := fluteBeforeOf(m.Plan)
				line := adviceCells(lang, m)[0]
				if strings.HasSuffix(line, " *") != before || i == sel && !strings.Contains(list, line) {
					t.Fatalf("%s: move %d (the Flute before %v) listed as %q:\n%s", lang, i+1, before, line, list)
				}
			}
			legend := map[string]string{"en": "* Enchanting Flute before the move: move 1 Builder from", "de": "* Zauberflöte vor dem Zug: 1 Baumeister von"}[lang]
			flat := strings.Join(strings.Fields(list), " ")
			if strings.Contains(flat, legend) != held {
				t.Fatalf("%s: the Flute held %v, the legend %q shown %v:\n%s", lang, held, legend, !held, list)
			}
			pressKeys(v, tcell.KeyEnter)
			first := map[string]string{"en": "Advised: first the Enchanting Flute (p): move 1 Builder", "de": "Empfohlen: zuerst die Zauberflöte (p): 1 Baumeister"}[lang]
			flat = strings.Join(strings.Fields(drawScreen(t, a.Root(), 80, 24)), " ")
			if got := strings.Contains(flat, first); got != held {
				t.Fatalf("%s: the Flute held %v, the entry says it first %v:\n%s", lang, held, got, flat)
			}
			if !held {
				continue
			}
			u, _ := fluteBeforeOf(v.ad.advice.Moves[sel].Plan)
			if _, err := v.g.UsePower(u); err != nil {
				t.Fatal(err)
			}
			flat = strings.Join(strings.Fields(drawScreen(t, a.Root(), 80, 24)), " ")
			advised := map[string]string{"en": "Advised: the path", "de": "Empfohlen: Weg"}[lang]
			if !strings.Contains(flat, advised) || strings.Contains(flat, first) {
				t.Fatalf("%s: the Flute used, the entry says:\n%s", lang, flat)
			}
		}
	}
}
