package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestAdvisedAnunNakAsksTheDraw: an advised turn that uses Anun-Nak on
// the tile its move empties (its start; the bag holds the 4 meeples r1
// c2 and r1 c3 lost, and what the move gives back) says it in the keys line,
// reminds it at the clean-up, and Anun-Nak's prompt says the advised
// tile and asks the 3 meeples drawn at the table, none typed for the
// player (the advice's stand-in draw is never shown), in en and de at
// 80x24. The twin: the same turn without Anun-Nak says none of it.
func TestAdvisedAnunNakAsksTheDraw(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, with := range []bool{true, false} {
			a := fitSolo(t, lang, false, func(s *sultan.Setup) {
				powersSetup(t)(s)
				s.Player.Fakirs = 1
			}, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			sel := slices.IndexFunc(v.ad.advice.Moves, func(m advisor.Ranked) bool {
				return !slices.ContainsFunc(m.Plan.Move.Drops, func(d game.Drop) bool { return d.To == m.Plan.Move.From })
			})
			if v.mode != modeAdvice || sel < 0 {
				t.Fatalf("%s: mode %d, no move leaves its start empty among %d", lang, v.mode, len(v.ad.advice.Moves))
			}
			m := &v.ad.advice.Moves[sel]
			from := m.Plan.Move.From
			m.Plan.Powers = slices.DeleteFunc(slices.Clone(m.Plan.Powers), func(u sultan.PowerUse) bool { return u.Power != "Kumarbi" })
			if with {
				m.Plan.Powers = append(m.Plan.Powers, sultan.PowerUse{Power: "Anun-Nak", Pay: sultan.PayFakir, At: &from, Meeples: "YYY"})
			}
			for range sel {
				press(v, tcell.KeyDown, 0, 0)
			}
			b := v.g.Board()
			where := whereIn(lang, b, from)
			use := map[string]string{"en": "3 meeples drawn from the bag onto " + where + ", paid with 1 Fakir",
				"de": "3 Meeples aus dem Beutel auf " + where + " ziehen, bezahlt mit 1 Fakir"}[lang]
			legend := map[string]string{"en": "^ Anun-Nak after the move: ", "de": "^ Anun-Nak nach dem Zug: "}[lang] + use + " (p)"
			list := drawScreen(t, a.Root(), 80, 24)
			if got := strings.Contains(flatText(list), legend); got != with {
				t.Fatalf("%s: Anun-Nak %v, the legend %q shown %v:\n%s", lang, with, legend, got, list)
			}
			press(v, tcell.KeyEnter, 0, 0)
			for range 6 {
				if v.step != stepPlayer {
					break
				}
				press(v, tcell.KeyEnter, 0, 0)
			}
			if v.step != stepCleanup {
				t.Fatalf("%s: the advised turn entered, the step is %s (%s)", lang, v.step, v.Message())
			}
			reminder := map[string]string{"en": "Advised now (p): Anun-Nak: ", "de": "Empfohlen jetzt (p): Anun-Nak: "}[lang] + use + "."
			screen := drawScreen(t, a.Root(), 80, 24)
			if got := strings.Contains(flatText(screen), reminder); got != with {
				t.Fatalf("%s: Anun-Nak %v, the clean-up reminds %q %v:\n%s", lang, with, reminder, got, screen)
			}
			// p, Anun-Nak (listed first), its tile: the meeples asked.
			typeText(v, "p")
			i := slices.IndexFunc(v.pw.list(), func(o powerChoice) bool { return o.Power == "Anun-Nak" })
			if v.mode != modePower || i < 0 {
				t.Fatalf("%s: p: mode %d, Anun-Nak listed at %d (%s)", lang, v.mode, i, v.Message())
			}
			typeText(v, string(optionKeys[i]))
			advised := map[string]string{"en": "Advised: ", "de": "Empfohlen: "}[lang] + use + "."
			if got := strings.Contains(flatText(drawScreen(t, a.Root(), 80, 24)), advised); got != with {
				t.Fatalf("%s: Anun-Nak %v, its prompt says %q %v", lang, with, advised, got)
			}
			typeText(v, fmt.Sprintf("%d%d", from.Row, from.Col))
			screen = drawScreen(t, a.Root(), 80, 24)
			ask := map[string]string{"en": "The meeple(s), 3 at most", "de": "Die Meeples, höchstens 3"}[lang]
			if !strings.Contains(screen, ask) || v.pw.text != "" {
				t.Fatalf("%s: the meeples asked %v, typed %q:\n%s", lang, strings.Contains(screen, ask), v.pw.text, screen)
			}
			bag, _ := v.g.State().Bag()
			drawn := bag.String()[:3] // what the table drew
			typeText(v, strings.ToLower(drawn))
			pressKeys(v, tcell.KeyEnter)
			if got := v.g.Board().Tile(from).Meeples.String(); got != drawn {
				t.Fatalf("%s: Anun-Nak put %s on %s, the table drew %s (%s)", lang, got, from, drawn, v.Message())
			}
		}
	}
}
