package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestYazidStandInKeepsTheDjinnRow: Yazid's Merchants on the untracked
// resource row (a double strike in column 5, 2 cards, 1 a Fakir) are
// played on a stand-in row; the tracked Djinn row survives it, Yazid
// buys its left-most (Enki) by name, and the resource row is counted: 7
// cards left. The twin: the Fakirs question allows at most the 2 cards
// taken.
func TestYazidStandInKeepsTheDjinnRow(t *testing.T) {
	set := func(s *sultan.Setup) { s.DjinnRow = []string{"Enki", "Utug", "Leta"} }
	v, _ := newTestSolo(t, set, sultan.Roll{White: 5, Black: 6})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "3")
	if !v.msgErr || !strings.Contains(v.Message(), "at most 2 Fakirs") {
		t.Errorf("3 Fakirs of 2 cards: %q", v.Message())
	}
	typeText(v, "1")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepChecklist {
		t.Fatalf("step %s (%s), want checklist", v.Step(), v.Message())
	}
	st := v.g.State()
	if strings.Join(st.DjinnRow, ",") != "Utug,Leta" || st.Yazid.Djinns != 1 {
		t.Errorf("the Djinn row %v, Yazid's Djinns %d; want Utug, Leta and 1", st.DjinnRow, st.Yazid.Djinns)
	}
	if st.Resources != nil || st.ResourceCount() != 7 {
		t.Errorf("the resource row %v of %d, want untracked, 7", st.Resources, st.ResourceCount())
	}
	if lines := strings.Join(v.ys.checklist(), "\n"); !strings.Contains(lines, "Yazid keeps the 1 Fakir among them") {
		t.Errorf("the stand-in's cards named:\n%s", lines)
	}
}

// TestGuidedDjinnRowEntered: at a Sacred Place with the Djinn row not
// tracked, Enter asks which Djinns are in the row: 2 of them, Yazid
// having bought the left-most of 3; a Djinn the player holds is not
// among them (refused); two names enter the row, which is then offered a
// key each; the Djinn taken, clean-up keeps the one left and counts two
// unknown behind it. The twin: Backspace takes a name back, Esc leaves
// the row unentered.
func TestGuidedDjinnRowEntered(t *testing.T) {
	set := func(s *sultan.Setup) {
		assassinsSetup(t)(s)
		s.Player.Djinns = []string{"Hagis"}
	}
	v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s") // no kill: the Sacred Place
	pressKeys(v, tcell.KeyEnter)
	if v.mode != modePrompt || v.pr.nameOnly {
		t.Fatalf("the row's Djinns: mode %d", v.mode)
	}
	checkGolden(t, "solo_djinn_row.txt", drawScreen(t, v, screenWidth, screenHeight))
	n := len(v.g.Log())
	typeText(v, "hagis")
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "0 Djinns match") {
		t.Errorf("a held Djinn: %q", v.Message())
	}
	for range 5 {
		pressKeys(v, tcell.KeyBackspace)
	}
	typeText(v, "shamhat")
	pressKeys(v, tcell.KeyEnter)
	pressKeys(v, tcell.KeyBackspace) // Shamhat taken back
	if len(v.pr.row) != 0 {
		t.Fatalf("after Backspace: %v", v.pr.row)
	}
	typeText(v, "enki")
	pressKeys(v, tcell.KeyEnter)
	if len(v.g.Log()) != n {
		t.Fatalf("the row recorded before it was complete")
	}
	typeText(v, "utug")
	pressKeys(v, tcell.KeyEnter)
	o, ok := v.pm.turnOptions()
	if !ok || strings.Join(o.Djinns, ",") != "Enki,Utug" || v.mode != modeMenu {
		t.Fatalf("after the row: %+v (%s)", o, v.Message())
	}
	if e := v.g.Log()[len(v.g.Log())-1]; e.Kind != sultan.EventRows || strings.Join(e.Rows.DjinnRow, ",") != "Enki,Utug" {
		t.Errorf("the event: %+v", e)
	}
	screen := drawScreen(t, v, screenWidth, screenHeight)
	if !strings.Contains(screen, "1 Enki  2 Utug") {
		t.Errorf("the row offered:\n%s", screen)
	}
	typeText(v, "2")
	if !v.g.Player().HasDjinn("Utug") || v.Step() != stepCleanup {
		t.Fatalf("Utug: %+v, step %s (%s)", v.g.Player(), v.Step(), v.Message())
	}
	pressKeys(v, tcell.KeyEnter) // clean-up
	st := v.g.State()
	if st.DjinnRow != nil || strings.Join(st.KnownDjinns(), ",") != "Enki" || st.DjinnsUnknown() != 2 {
		t.Errorf("after clean-up: row %v, known %v, %d unknown", st.DjinnRow, st.KnownDjinns(), st.DjinnsUnknown())
	}
	if st.ResourceCount() != 9 || st.ResourcesUnknown() != 9 {
		t.Errorf("the resource row: %d cards, %d unknown", st.ResourceCount(), st.ResourcesUnknown())
	}
	// The saved log replays to the same table.
	again, err := sultan.Replay(v.g.Log())
	if err != nil || !again.State().Equal(st) {
		t.Fatalf("replay: %v", err)
	}

	// The twin: Esc leaves the row unentered.
	v, _ = newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "enki")
	pressKeys(v, tcell.KeyEnter, tcell.KeyEscape)
	if v.mode != modeMenu || v.g.State().DjinnRow != nil || len(v.pr.row) != 0 {
		t.Errorf("Esc: mode %d, row %v, typed %v", v.mode, v.g.State().DjinnRow, v.pr.row)
	}
}

// TestGuidedDjinnRowBack: with the row's left known after a clean-up,
// the Sacred Place asks only for the Djinns added at its back; the twin:
// Enter alone records the row as typed so far (no more lie there).
func TestGuidedDjinnRowBack(t *testing.T) {
	for _, tc := range []struct {
		name  string
		typed []string
		want  string
	}{
		{"two added", []string{"utug", "leta"}, "Enki,Utug,Leta"},
		{"no more", []string{"utug", ""}, "Enki,Utug"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			st := v.g.State()
			r := sultan.RowsOf(st)
			r.DjinnRow, r.DjinnsUnknown = []string{"Enki"}, 2
			if _, err := v.g.Apply(sultan.RowsEvent(r)); err != nil {
				t.Fatal(err)
			}
			typeText(v, "1214s")
			pressKeys(v, tcell.KeyEnter)
			screen := drawScreen(t, v, screenWidth, screenHeight)
			if !strings.Contains(screen, "the row shows Enki. Which Djinns were added at the") || !strings.Contains(screen, "Type the 2 names") {
				t.Errorf("the prompt:\n%s", screen)
			}
			if tc.name == "two added" {
				checkGolden(t, "solo_djinn_row_back.txt", screen)
			}
			for _, name := range tc.typed {
				typeText(v, name)
				pressKeys(v, tcell.KeyEnter)
			}
			if o, ok := v.pm.turnOptions(); !ok || strings.Join(o.Djinns, ",") != tc.want {
				t.Errorf("got %+v (%s), want %s", o.Djinns, v.Message(), tc.want)
			}
		})
	}
}

// TestGuidedMerchantsBackOfRow: with the resource row's front known
// (fish) and 8 unknown cards behind it, 2 Merchants ask only for the
// cards added at the back; Enter with too few is refused; one card typed
// enters the row's front and the Merchants take fish and wheat by
// themselves. The twin: with the whole take known, no prompt at all.
func TestGuidedMerchantsBackOfRow(t *testing.T) {
	front := func(v *soloHost, cards ...string) {
		t.Helper()
		r := sultan.RowsOf(v.g.State())
		r.Resources, r.ResourcesUnknown = cards, 9-len(cards)
		if _, err := v.g.Apply(sultan.RowsEvent(r)); err != nil {
			t.Fatal(err)
		}
	}
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	front(v, "fish")
	typeText(v, "12cgr")
	o, ok := v.pm.turnOptions()
	if !ok || o.Tribe != game.Merchant || o.MaxCards != 2 {
		t.Fatalf("want the Merchants' prompt: %+v (%s)", o, v.Message())
	}
	checkGolden(t, "solo_merchants_back.txt", drawScreen(t, v, screenWidth, screenHeight))
	n := len(v.g.Log())
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "at least 1 more card") || len(v.g.Log()) != n {
		t.Errorf("Enter with none typed: %q", v.Message())
	}
	typeText(v, "3")
	pressKeys(v, tcell.KeyEnter)
	p, st := v.g.Player(), v.g.State()
	if p.Goods[game.Fish] != 1 || p.Goods[game.Wheat] != 1 || st.ResourceCount() != 7 || st.ResourcesUnknown() != 7 {
		t.Errorf("goods %v, the row %d cards, %d unknown (%s)", p.Goods, st.ResourceCount(), st.ResourcesUnknown(), v.Message())
	}

	v, _ = newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	front(v, "fish", "fakir", "silk")
	typeText(v, "12cgr")
	if o, _ := v.pm.turnOptions(); o.Step == sultan.TurnTribe {
		t.Errorf("the known front asked again: %+v", o)
	}
	if p := v.g.Player(); p.Goods[game.Fish] != 1 || p.Fakirs != 1 {
		t.Errorf("the front not taken: %+v", p)
	}
}

// TestYazidFakirsAtMostTheRow: with 1 card left in the untracked row,
// Yazid's 2 Merchants take 1: the Fakirs question allows at most 1, the
// Fakir buys his Djinn, and the row is then known empty; the twin (TestYazidStandInKeepsTheDjinnRow)
// allows 2 of a full row.
func TestYazidFakirsAtMostTheRow(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 5, Black: 6})
	if _, err := v.g.Apply(sultan.RowsEvent(sultan.Rows{ResourcesUnknown: 1})); err != nil {
		t.Fatal(err)
	}
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "2")
	if !v.msgErr || !strings.Contains(v.Message(), "at most 1 Fakir") {
		t.Errorf("2 Fakirs of 1 card: %q", v.Message())
	}
	typeText(v, "1")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepChecklist {
		t.Fatalf("step %s (%s), want checklist", v.Step(), v.Message())
	}
	// The Fakir kept pays, with an Elder taken, for a Djinn.
	if st := v.g.State(); st.Resources == nil || len(st.Resources) != 0 || st.Yazid.Djinns != 1 {
		t.Errorf("the row %v, Yazid's Djinns %d; want it known empty and 1", st.Resources, st.Yazid.Djinns)
	}
}
