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
// tracked, the entry of the row's Djinns opens by itself: 2 of them,
// Yazid having bought the left-most of 3. A name is taken as soon as its
// letters match one Djinn that can lie there (en, de); letters no such
// Djinn begins with are refused (a Djinn the player holds among them);
// the rest of a name typed on, and its Enter, are taken as typed, also
// after the last name recorded the row; the row is then offered a key
// each; the Djinn taken, clean-up keeps the one left and counts two
// unknown behind it. The twin: Backspace takes a name back, Esc leaves
// the row unentered and the prompt's keys (s) work again.
func TestGuidedDjinnRowEntered(t *testing.T) {
	set := func(s *sultan.Setup) {
		assassinsSetup(t)(s)
		s.Player.Djinns = []string{"Hagis"}
	}
	for _, lang := range []string{"en", "de"} {
		v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = lang, lang
		toPlayerTurn(t, v)
		typeText(v, "1214s") // no kill: the Sacred Place
		if v.mode != modePrompt || v.pr.nameOnly {
			t.Fatalf("%s: the row's Djinns: mode %d", lang, v.mode)
		}
		checkGolden(t, "solo_djinn_row."+lang+".txt", drawScreen(t, v, screenWidth, screenHeight))
	}
	v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s")
	n := len(v.g.Log())
	typeText(v, "h") // Haurvatat: Hagis is the player's
	if strings.Join(v.pr.row, ",") != "Haurvatat" {
		t.Errorf("h, Hagis held: row %v, typed %q", v.pr.row, v.pr.text)
	}
	pressKeys(v, tcell.KeyBackspace)
	typeText(v, "x")
	if !v.msgErr || !strings.Contains(v.Message(), `begins with "x"`) || v.pr.text != "" || len(v.pr.row) != 0 {
		t.Errorf("x: %q, row %v, typed %q", v.Message(), v.pr.row, v.pr.text)
	}
	typeText(v, "sh") // Shamhat: no other Djinn begins with sh
	if strings.Join(v.pr.row, ",") != "Shamhat" || v.pr.text != "" {
		t.Fatalf("sh: row %v, typed %q", v.pr.row, v.pr.text)
	}
	pressKeys(v, tcell.KeyBackspace) // Shamhat taken back
	if len(v.pr.row) != 0 {
		t.Fatalf("after Backspace: %v", v.pr.row)
	}
	typeText(v, "e")
	if v.pr.text != "e" || len(v.pr.row) != 0 {
		t.Fatalf("e (Echidna, Enki): row %v, typed %q", v.pr.row, v.pr.text)
	}
	typeText(v, "nki") // Enki at n; k and i spell it on
	if strings.Join(v.pr.row, ",") != "Enki" || v.pr.text != "" || v.msgErr {
		t.Fatalf("enki: row %v, typed %q (%s)", v.pr.row, v.pr.text, v.Message())
	}
	if len(v.g.Log()) != n {
		t.Fatalf("the row recorded before it was complete")
	}
	typeText(v, "utug\n") // Utug at u: the row recorded; t, u, g and Enter spell it on
	o, ok := v.pm.turnOptions()
	if !ok || strings.Join(o.Djinns, ",") != "Enki,Utug" || v.mode != modeMenu || v.msgErr {
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

	// The twin: Esc leaves the row unentered, shut, and s skips.
	v, _ = newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s")
	typeText(v, "en")
	pressKeys(v, tcell.KeyEscape)
	if v.mode != modeMenu || v.g.State().DjinnRow != nil || len(v.pr.row) != 0 {
		t.Errorf("Esc: mode %d, row %v, typed %v", v.mode, v.g.State().DjinnRow, v.pr.row)
	}
	typeText(v, "s")
	if tp, _ := v.g.Turn(); tp.Step != sultan.TurnDone && tp.Step != sultan.TurnSale || tp.Djinn != "" {
		t.Errorf("s after Esc: step %v, Djinn %q (%s)", tp.Step, tp.Djinn, v.Message())
	}
}

// TestGuidedDjinnRowBack: with the row's left known after a clean-up,
// the Sacred Place asks only for the Djinns added at its back; the twin:
// Enter alone twice records the row as typed so far (no more lie there),
// once says how many are typed and records nothing.
func TestGuidedDjinnRowBack(t *testing.T) {
	for _, tc := range []struct {
		name  string
		typed string
		want  string
	}{
		{"two added", "utle", "Enki,Utug,Leta"},
		{"no more", "ut\n\n", "Enki,Utug"},
		{"one Enter", "ut\n", ""},
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
			screen := drawScreen(t, v, screenWidth, screenHeight)
			if !strings.Contains(screen, "the row shows Enki. Which Djinns were added at the") || !strings.Contains(screen, "Type the 2 names") {
				t.Errorf("the prompt:\n%s", screen)
			}
			if tc.name == "two added" {
				checkGolden(t, "solo_djinn_row_back.txt", screen)
			}
			n := len(v.g.Log())
			typeText(v, tc.typed)
			o, _ := v.pm.turnOptions()
			if got := strings.Join(o.Djinns, ","); got != tc.want {
				t.Errorf("got %q (%s), want %q", got, v.Message(), tc.want)
			}
			if tc.want == "" && (len(v.g.Log()) != n || !strings.Contains(v.Message(), "1 of 2 names typed: Enter again")) {
				t.Errorf("one Enter: log %d -> %d, %q", n, len(v.g.Log()), v.Message())
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

// TestDjinnRowTypedOn: the names as players type them: a name's first
// letters (Al-Amin at "al", Anun-Nak at "an", the "a" read as the next
// name's once "n" shows it), whole names with their Enter (the rest and
// the Enter taken as typed, also after the row is recorded), and a
// short row (Enter twice). The twin: a letter no Djinn begins with after
// a name is refused, the row unchanged.
func TestDjinnRowTypedOn(t *testing.T) {
	for _, tc := range []struct {
		name, typed, want string
		refused           bool
	}{
		{"first letters", "alan", "Al-Amin,Anun-Nak", false},
		{"a letter that also spells on, and Enter", "ala\n", "Al-Amin,Anun-Nak", false},
		{"whole names", "al-amin\nanun-nak\n", "Al-Amin,Anun-Nak", false},
		{"a short row", "ut\n\n", "Utug", false},
		{"no such Djinn", "alx", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			typeText(v, "1214s")
			typeText(v, tc.typed)
			o, _ := v.pm.turnOptions()
			if got := strings.Join(o.Djinns, ","); got != tc.want || v.msgErr != tc.refused {
				t.Errorf("got %q (%q), want %q", got, v.Message(), tc.want)
			}
			if tc.refused && strings.Join(v.pr.row, ",") != "Al-Amin" {
				t.Errorf("after the refusal: row %v", v.pr.row)
			}
		})
	}
}
