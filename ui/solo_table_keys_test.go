package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
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
