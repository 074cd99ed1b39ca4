package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestTurnWordsSingular: 1 coin, 1 path, 1 order are singular in English
// and German; 2 stay plural (the twin).
func TestTurnWordsSingular(t *testing.T) {
	b := game.NewBoard(5, 6)
	for _, c := range []struct {
		lang   string
		n      int
		want   []string
		absent string
	}{
		{"en", 1, []string{"sold for 1 coin;", "Builders 1 coin;", "paid 1 coin;", "Djinns pay 1 coin"}, "1 coins"},
		{"en", 2, []string{"sold for 2 coins", "paid 2 coins"}, "2 coin;"},
		{"de", 1, []string{"für 1 Münze verkauft", "1 Münze;"}, "1 Münzen"},
	} {
		tp := sultan.TurnProgress{Tribe: game.Builder, Taken: 2,
			Coins: sultan.TurnCoins{Sale: c.n, Builders: c.n, Spent: c.n, Baal: c.n}}
		did := turnDid(c.lang, b, tp) + ";"
		for _, w := range c.want {
			if !strings.Contains(did, w) {
				t.Errorf("%s %d: %q lacks %q", c.lang, c.n, did, w)
			}
		}
		if strings.Contains(did, c.absent) {
			t.Errorf("%s %d: %q has %q", c.lang, c.n, did, c.absent)
		}
	}
	for lang, want := range map[string][]string{"en": {"1 paths:", "(1 orders)", "1 colour orders"}, "de": {"1 Wege:", "(1 Folgen)"}} {
		got := tf(lang, countKey("ui.msg.move_paths", 1), 1) + " " +
			tf(lang, countKey("ui.move.path_item", 1), 1, "r1c3", "1") + " " +
			tf(lang, countKey("ui.msg.move_colours", 1), "1")
		for _, w := range want {
			if strings.Contains(got, w) {
				t.Errorf("%s: %q has %q", lang, got, w)
			}
		}
	}
}

// TestPromptCoinsSingular: the sale prompt says "(1 coin)" for a fish
// and "(3 coins)" for fish and wheat, in English and German; the
// Builders' prompt says "= 1 coin." for 1 Builder on 1 blue tile.
func TestPromptCoinsSingular(t *testing.T) {
	for _, c := range []struct {
		lang, typed, want, not string
	}{
		{"en", "2", "Selling: fish (1 coin)", "1 coins"},
		{"en", "23", "(3 coins)", "3 coin)"},
		{"de", "2", "(1 Münze)", "1 Münzen"},
		{"de", "23", "(3 Münzen)", "3 Münze)"},
	} {
		v := toMerchants(t)
		v.cfg.Language, v.bv.Lang = c.lang, c.lang
		typeText(v, "23")
		pressKeys(v, tcell.KeyEnter)
		typeText(v, "s") // no card bought at the market
		typeText(v, "s") // the sale, from the clean-up
		typeText(v, c.typed)
		got := stepRegion(drawScreen(t, v, screenWidth, screenHeight))
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("%s, %s typed: want %q, not %q, in\n%s", c.lang, c.typed, c.want, c.not, got)
		}
	}
	for lang, want := range map[string][2]string{"en": {"= 1 coin.", "= 2 coins."}, "de": {"= 1 Münze.", "= 2 Münzen."}} {
		for i, n := range []int{1, 2} {
			if got := tf(lang, countKey("ui.prompt.builders", n), n, 1, n); !strings.HasSuffix(got, want[i]) {
				t.Errorf("%s, %d coins: %q", lang, n, got)
			}
		}
	}
}
