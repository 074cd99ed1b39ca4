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
