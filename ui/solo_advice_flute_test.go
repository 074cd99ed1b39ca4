package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestAdviceSaysTheFlute: a move whose plan uses the Enchanting Flute
// after its steps is marked "^" in the advice, and when it is chosen the
// legend says the Flute's use in table words (how many of which tribe,
// from where, onto where), in en and de at 80x24. The twin: the same
// advice without the Flute has no mark and no legend.
func TestAdviceSaysTheFlute(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, withFlute := range []bool{true, false} {
			a := fitSolo(t, lang, false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			if v.mode != modeAdvice || len(v.ad.advice.Moves) < 2 {
				t.Fatalf("%s: mode %d, %d moves advised", lang, v.mode, len(v.ad.advice.Moves))
			}
			// A Vizier (or the first meeple) of r3 c1 moved onto r3 c2.
			b := v.g.Board()
			from, at := game.Place{Col: 1, Row: 3}, game.Place{Col: 2, Row: 3}
			tribe := game.Vizier
			for _, tr := range game.Tribes {
				if b.Tile(from).Meeples[tr] > 0 && b.Tile(from).Meeples[tribe] == 0 {
					tribe = tr
				}
			}
			if withFlute {
				m := &v.ad.advice.Moves[0]
				m.Plan.Powers = append(slices.Clone(m.Plan.Powers), sultan.PowerUse{Power: game.EnchantingFlute.Key(), At: &at,
					From: []sultan.Kill{{Place: from, Meeple: string(tribe.Letter())}}})
			}
			screen := drawScreen(t, a.Root(), 80, 24)
			flat := strings.Join(strings.Fields(screen), " ")
			for i, m := range v.ad.advice.Moves {
				line := adviceCells(lang, m)[0]
				_, flute := fluteOf(m.Plan)
				if strings.HasSuffix(line, " ^") != flute || flute != (withFlute && i == 0) {
					t.Fatalf("%s: move %d (Flute %v) listed as %q", lang, i+1, flute, line)
				}
			}
			legend := map[string]string{"en": "^ Enchanting Flute after the move: move 1 " + tribeName(lang, tribe, 1) + " from " + whereIn(lang, b, from) + " onto " + whereIn(lang, b, at) + " (p)",
				"de": "^ Zauberflöte nach dem Zug: 1 " + tribeName(lang, tribe, 1) + " von " + whereIn(lang, b, from) + " auf " + whereIn(lang, b, at) + " versetzen (p)"}[lang]
			if got := strings.Contains(flat, strings.Join(strings.Fields(legend), " ")); got != withFlute {
				t.Fatalf("%s: Flute %v, the legend %q shown %v:\n%s", lang, withFlute, legend, got, screen)
			}
		}
	}
}
