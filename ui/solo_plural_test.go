package ui

import (
	"strings"
	"testing"

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
