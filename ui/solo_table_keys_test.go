package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The keys the table game's audit found spent (TestEndToEndTableGame,
// docs/tui.md "Keys of a whole game at the table"): each saving with its
// twin, where the key still asks.

// TestDiceEnterLetsYazidPlay: with the targets' meeples on the board,
// the dice's Enter lets Yazid play: one key for one decision, where the
// dice's Enter and then "Are the meeples right? Enter" took two. The
// twin: e on the dice corrects the meeples first, and the confirmation
// then waits for its Enter.
func TestDiceEnterLetsYazidPlay(t *testing.T) {
	v, sg := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter)
	saves := sg.saves
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "Enter  let Yazid play   e  correct the meeples first") {
		t.Errorf("the dice's keys:\n%s", screen)
	}
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepChecklist || v.g.Yazid().Council != 1 {
		t.Fatalf("the dice's Enter: step %s, Council %d (%s); want Yazid played", v.Step(), v.g.Yazid().Council, v.Message())
	}
	if sg.saves != saves+1 {
		t.Errorf("%d saves for the one decision, want 1", sg.saves-saves)
	}

	w, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(w, tcell.KeyEnter)
	typeText(w, "e")
	pressKeys(w, tcell.KeyBackspace2, tcell.KeyBackspace2)
	typeText(w, "]")
	pressKeys(w, tcell.KeyEnter)
	if w.Step() != stepConfirm || w.g.Phase() == sultan.PlayerTurn {
		t.Fatalf("the meeples corrected: step %s (%s), want the confirmation", w.Step(), w.Message())
	}
	if screen := drawScreen(t, w, 80, 24); !strings.Contains(screen, "Yazid strikes r1 c1 (Large Market): YW") {
		t.Errorf("the confirmation:\n%s", screen)
	}
	pressKeys(w, tcell.KeyEnter)
	if w.Step() != stepChecklist {
		t.Errorf("the confirmation's Enter: step %s (%s)", w.Step(), w.Message())
	}
}

// TestSaleAtTheCleanUp: with goods held and no sale advised, the turn
// goes on to the clean-up by itself, where s offers the sale (a sale
// turns goods into the coins they score, so it was an Enter in every
// turn); s there opens it, and a sale typed is played. The twin: with
// no goods held the clean-up offers no sale, and s does nothing.
func TestSaleAtTheCleanUp(t *testing.T) {
	v := toMerchants(t)
	typeText(v, "23")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "s") // no card bought at the Small Market
	if v.Step() != stepCleanup || !keyOn(v, key('s')) {
		t.Fatalf("the turn's last answer: step %s, s on %v (%s); want the clean-up offering the sale", v.Step(), keyOn(v, key('s')), v.Message())
	}
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "s  sell goods first (you hold 1 Fish, 1 Wheat)") {
		t.Errorf("the clean-up:\n%s", screen)
	}
	coins := v.g.Player().Coins
	typeText(v, "s")
	typeText(v, "23")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepCleanup || v.g.Player().Coins != coins+3 || keyOn(v, key('s')) {
		t.Errorf("the sale: step %s, coins %d, want %d, s still on %v (%s)", v.Step(), v.g.Player().Coins, coins+3, keyOn(v, key('s')), v.Message())
	}

	w := toMerchants(t)
	if _, err := w.g.Apply(sultan.RowsEvent(sultan.Rows{Resources: []string{"fakir", "fakir", "fish"}, ResourcesUnknown: 6})); err != nil {
		t.Fatal(err)
	}
	w.refresh()
	typeText(w, "s") // the Merchants took the known Fakirs; no card bought
	if w.Step() != stepCleanup || keyOn(w, key('s')) || strings.Contains(drawScreen(t, w, 80, 24), "sell goods") {
		t.Errorf("no goods: step %s, s on %v (%s)", w.Step(), keyOn(w, key('s')), w.Message())
	}
}

// TestFakirsQuestionKeysListed: while the Fakirs among the cards Yazid's
// Merchants take are asked, ? lists their answers (0-1 for the 1 card),
// where it listed the keys of the step before the question. The twin:
// once answered, the answers are not listed.
func TestFakirsQuestionKeysListed(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 5, Black: 1}) // r1c5 SM[GWB]: 1 Merchant
	var shown []KeyHelp
	v.hooks.keys = func(k []KeyHelp) { shown = k }
	lists := func(label string) bool {
		for _, k := range shown {
			if k.Key == label {
				return true
			}
		}
		return false
	}
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
	if !v.at.askingFakirs || !lists("0-1") {
		t.Fatalf("the Fakirs asked %v, ? lists %v", v.at.askingFakirs, shown)
	}
	typeText(v, "0")
	if v.Step() != stepChecklist || lists("0-1") {
		t.Errorf("answered: step %s, ? lists %v", v.Step(), shown)
	}
}

// TestLargeMarketEnterSaysHowMany: at a Large Market on a tracked row,
// Enter with 1 card picked says that 1 more is to pick of the 2 it sells
// (it said only that the turn waits for the tile action); the second
// card picked buys both. The twin: the purchase played, nothing is said.
func TestLargeMarketEnterSaysHowMany(t *testing.T) {
	v, _ := newTestSolo(t, withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(2, 4): "V[B]", at(2, 5): "LM[B]"}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	if _, err := v.g.Apply(sultan.RowsEvent(sultan.Rows{Resources: []string{"fish", "fakir", "silk", "spice", "wheat", "gold", "ivory", "jewels", "papyrus"}})); err != nil {
		t.Fatal(err)
	}
	typeText(v, "2425")
	o, ok := v.pm.turnOptions()
	if !ok || o.Market == nil || o.Market.Cards != 2 || len(o.Offer) == 0 {
		t.Fatalf("want the Large Market's offer: %+v (%s)", o, v.Message())
	}
	n := len(v.g.Log())
	typeText(v, "3")
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || v.Message() != "pick 1 more card: the market sells 2 (s skips it)" || len(v.g.Log()) != n {
		t.Errorf("Enter with 1 of 2 picked: %q", v.Message())
	}
	typeText(v, "1")
	if g := v.g.Player().Goods; g[game.Silk] != 1 || g[game.Fish] != 1 || len(v.g.Log()) != n+1 {
		t.Errorf("the second card picked: goods %v (%s)", g, v.Message())
	}
	if v.msgErr {
		t.Errorf("the purchase played, a refusal: %q", v.Message())
	}
}

// TestSaleEscStepsBack: on the sale opened from the clean-up (s), Esc
// takes back the goods typed first, then steps back to the clean-up, the
// turn as it stood (nothing undone, no redo, the game not left), where s
// opens the sale again, at 80x24 in en and de; the twin: Esc on the
// clean-up itself still goes home.
func TestSaleEscStepsBack(t *testing.T) {
	for _, tc := range []struct{ lang, sale, back, offer string }{
		{"en", "Esc back.", "back to the clean-up: nothing sold", "s  sell goods first"},
		{"de", "Esc zurück.", "zurück zum Aufräumen: nichts verkauft", "s  erst Waren verkaufen"},
	} {
		v := toMerchants(t)
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		left := 0
		v.hooks.leave = func() { left++ }
		typeText(v, "23")
		pressKeys(v, tcell.KeyEnter)
		typeText(v, "s") // no card bought at the Small Market
		typeText(v, "s") // the sale, from the clean-up
		n, marks, coins := v.g.Len(), len(v.ui.Marks), v.g.Player().Coins
		if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnSale {
			t.Fatalf("%s: no sale prompt: step %s (%s)", tc.lang, v.Step(), v.Message())
		}
		if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, tc.sale) {
			t.Errorf("%s: the sale prompt says no Esc:\n%s", tc.lang, screen)
		}
		typeText(v, "2")
		pressKeys(v, tcell.KeyEscape)
		if len(v.pr.cards) != 0 || v.Step() != stepPlayer || left != 0 {
			t.Fatalf("%s: the first Esc: %d cards typed, step %s, left %d; want the goods taken back on the sale", tc.lang, len(v.pr.cards), v.Step(), left)
		}
		pressKeys(v, tcell.KeyEscape)
		screen := drawScreen(t, v, 80, 24)
		if v.Step() != stepCleanup || left != 0 || v.g.Len() != n || len(v.ui.Marks) != marks-1 || len(v.ui.Redo) != 0 ||
			v.g.Player().Coins != coins || !strings.Contains(screen, tc.back) || !strings.Contains(screen, tc.offer) {
			t.Fatalf("%s: the second Esc: step %s, left %d, %d events (were %d), %d marks (were %d), redo %d:\n%s",
				tc.lang, v.Step(), left, v.g.Len(), n, len(v.ui.Marks), marks, len(v.ui.Redo), screen)
		}
		typeText(v, "s")
		if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnSale {
			t.Errorf("%s: s after Esc: step %s (%s), want the sale again", tc.lang, v.Step(), v.Message())
		}
		pressKeys(v, tcell.KeyEscape, tcell.KeyEscape)
		if v.Step() != stepCleanup || left != 1 {
			t.Errorf("%s: Esc on the clean-up: step %s, left %d; want home", tc.lang, v.Step(), left)
		}
	}
}

// TestAdvisedSaleEscToCleanUp: Esc on an advised sale the player's step
// showed by itself leaves it for the clean-up, nothing sold or undone,
// the game not left, and s there opens it again; Esc on the clean-up
// then goes home (the twin).
func TestAdvisedSaleEscToCleanUp(t *testing.T) {
	set := func(s *sultan.Setup) {
		withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 2): "V[BB]"})(s)
		s.Player.Goods[game.Fish], s.Player.Goods[game.Wheat] = 1, 1
	}
	v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	left := 0
	v.hooks.leave = func() { left++ }
	toPlayerTurn(t, v)
	plan := sultan.TurnPlan{Move: planMove(t, v, at(1, 2), at(2, 3), game.Builder), Tile: sultan.TileChoice{Skip: true}}
	plan.Sale[game.Fish], plan.Sale[game.Wheat] = 1, 1
	v.pf.start(plan)
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter) // start, last, path
	typeText(v, "s")                                             // no card bought at the market, as advised
	if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnSale {
		t.Fatalf("want the advised sale: %+v (%s)", o, v.Message())
	}
	n, coins := v.g.Len(), v.g.Player().Coins
	pressKeys(v, tcell.KeyEscape)
	if v.Step() != stepCleanup || left != 0 || v.g.Len() != n || v.g.Player().Coins != coins || !keyOn(v, key('s')) {
		t.Fatalf("Esc: step %s, left %d, %d events (were %d), s on %v (%s)", v.Step(), left, v.g.Len(), n, keyOn(v, key('s')), v.Message())
	}
	typeText(v, "s")
	if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnSale {
		t.Errorf("s: %+v (%s), want the sale again", o, v.Message())
	}
	pressKeys(v, tcell.KeyEscape, tcell.KeyEscape)
	if left != 1 {
		t.Errorf("Esc on the clean-up: left %d, want home", left)
	}
}
