package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestAdviceEnterFliesTheCarpet: with the Flying Carpet held and a flight
// worth far more than the Carpet kept (the last Artisan of r5 c5 onto
// the Sacred Place 15 holding two, the Vizier lead held), the advice
// at 80x24 lists it first, marked "~" (the others not), the
// keys line saying what "~" marks while one is chosen; Enter on one opens the power prompt
// on the Carpet with its move typed, and Enter plays it (the Carpet
// discarded), in en and de. The twin: Enter on a move of the base rules
// starts the guided entry, the power prompt not opened.
func TestAdviceEnterFliesTheCarpet(t *testing.T) {
	x := game.Expansions{Artisans: true}
	for _, lang := range []string{"en", "de"} {
		for _, carpet := range []bool{true, false} {
			tiles := withTiles(t, x, 0, map[game.Place]string{{Col: 3, Row: 3}: "S15[PP]", {Col: 5, Row: 5}: "LM[GP]"})
			a := fitSolo(t, lang, false, func(s *sultan.Setup) { tiles(s); s.Player.Items[game.FlyingCarpet] = 1; s.Player.Viziers = 2 }, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			sel := -1
			for i, m := range v.ad.advice.Moves {
				if m.Plan.Carpet == carpet && sel < 0 {
					sel = i
				}
			}
			if v.mode != modeAdvice || sel < 0 {
				t.Fatalf("%s: mode %d, no move with Carpet %v among %d", lang, v.mode, carpet, len(v.ad.advice.Moves))
			}
			if m := v.ad.advice.Moves[0]; !m.Plan.Carpet || m.To != (game.Place{Col: 3, Row: 3}) {
				t.Fatalf("%s: the best move %v (Carpet %v), not the flight to r3 c3", lang, m.Plan.Move, m.Plan.Carpet)
			}
			for range sel {
				press(v, tcell.KeyDown, 0, 0)
			}
			list := drawScreen(t, a.Root(), 80, 24)
			for i, m := range v.ad.advice.Moves {
				line := adviceCells(lang, m)[0]
				if strings.HasSuffix(line, " ~") != m.Plan.Carpet || i == sel && !strings.Contains(list, line) {
					t.Fatalf("%s: move %d (Carpet %v) listed as %q:\n%s", lang, i+1, m.Plan.Carpet, line, list)
				}
			}
			legend := map[string]string{"en": "~ Flying Carpet: Enter opens its prompt", "de": "~ Fliegender Teppich: Enter öffnet ihn"}[lang]
			if strings.Contains(list, legend) != carpet {
				t.Fatalf("%s: the chosen move's Carpet %v, the legend shown %v:\n%s", lang, carpet, !carpet, list)
			}
			want := v.ad.advice.Moves[sel].Plan.Move
			pressKeys(v, tcell.KeyEnter)
			screen := drawScreen(t, a.Root(), 80, 24)
			if !carpet {
				if v.mode == modePower {
					t.Fatalf("%s: a move of the base rules opens the power prompt:\n%s", lang, screen)
				}
				continue
			}
			typed := want.String()
			if lang == "de" {
				// Reihe, Spalte: "r5s5: r6s5 G", read back by Enter.
				typed = strings.NewReplacer("c1", "s1", "c2", "s2", "c3", "s3", "c4", "s4", "c5", "s5", "c6", "s6").Replace(typed)
			}
			if v.mode != modePower || !strings.Contains(screen, "> "+typed+"_") {
				t.Fatalf("%s: mode %d, the Carpet's move %s not typed:\n%s", lang, v.mode, want, screen)
			}
			pressKeys(v, tcell.KeyEnter)
			tp, ok := v.g.Turn()
			if !ok || !tp.Move.Equal(want) || v.g.Player().Items[game.FlyingCarpet] != 0 {
				t.Fatalf("%s: turn %+v, Carpets %d (%s)", lang, tp.Move, v.g.Player().Items[game.FlyingCarpet], v.Message())
			}
		}
	}
}
