package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// checklistAfter plays Yazid's turn white 3, black 1 on the test board
// (r1 c3, an Oasis with B Y Y: 2 Viziers pay Dhenim, 1 Builder takes a
// coin per blue tile around) for a player with coins and Dhenim, under
// the djinn_income_timing given, and returns the checklist and the
// account naqala yazid resolve gives of the same turn.
func checklistAfter(t *testing.T, coins int, timing string) (checklist, account []string) {
	t.Helper()
	v, _ := newTestSolo(t, func(s *sultan.Setup) {
		s.Player.Coins = coins
		s.Player.Djinns = []string{game.Dhenim}
		s.Rules["djinn_income_timing"] = timing
	}, sultan.Roll{White: 3, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	if v.Step() == stepConfirm {
		typeText(v, "y") // a losing turn is confirmed with y
	}
	if v.Step() != stepChecklist {
		t.Fatalf("step %s (%s), want checklist", v.Step(), v.Message())
	}
	turn, before, _ := v.log.lastTurn()
	return v.ys.checklist(), printerOf("en").Account(before, v.g.State(), turn, v.g.Rules()).Lines()
}

// order is the order of the income and the payment in lines: "income
// first", "payment first" or "payment only".
func order(lines []string, income, payment func(string) bool) string {
	i, p := slices.IndexFunc(lines, income), slices.IndexFunc(lines, payment)
	switch {
	case i < 0 && p >= 0:
		return "payment only"
	case i >= 0 && p >= 0 && i < p:
		return "income first"
	case i >= 0 && p >= 0:
		return "payment first"
	}
	return "neither"
}

// TestChecklistIncomeTiming: the TUI's Djinn income lines come where
// naqala yazid resolve says them: before the payment by default, after it
// under after_payment, and not at all after a short payment there (the
// engine withholds the coins).
func TestChecklistIncomeTiming(t *testing.T) {
	const income = "Take 2 coins from the bank: your Dhenim pays"
	tests := []struct {
		name   string
		coins  int
		timing string
		want   []string // the lines in this order, income marks where the income comes
		none   bool     // no income line at all
	}{
		{"before the payment", 10, "before_payment", []string{income, "Pay Yazid"}, false},
		{"before the payment saves a short purse", 0, "before_payment", []string{income, "Pay Yazid"}, false},
		{"after the payment", 10, "after_payment", []string{"Pay Yazid", income}, false},
		{"after a short payment: withheld", 0, "after_payment", []string{"Pay Yazid"}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lines, account := checklistAfter(t, tc.coins, tc.timing)
			at := -1
			for _, w := range tc.want {
				i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, w) })
				if i <= at {
					t.Fatalf("no %q after line %d in\n%s", w, at, strings.Join(lines, "\n"))
				}
				at = i
			}
			has := slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, income) })
			if has == tc.none {
				t.Errorf("income line present: %v, want %v, in\n%s", has, !tc.none, strings.Join(lines, "\n"))
			}
			// naqala yazid resolve says the same.
			tui := order(lines, func(l string) bool { return strings.HasPrefix(l, income) }, func(l string) bool { return strings.HasPrefix(l, "Pay Yazid") })
			cli := order(account, func(l string) bool { return strings.Contains(l, "Your Dhenim pays you") },
				func(l string) bool { return strings.Contains(l, "Pay Yazid") || strings.Contains(l, "Builders take") })
			if tui != cli {
				t.Errorf("the checklist has %s, naqala yazid resolve %s:\n%s", tui, cli, strings.Join(account, "\n"))
			}
		})
	}
}

// TestTurnSummaryArtisans: the dice screen's summary names the Artisans
// Yazid captures, to him by default or to the bag (solo_artisans:
// to_bag); a tile without Artisans does not name them.
func TestTurnSummaryArtisans(t *testing.T) {
	tests := []struct {
		name    string
		meeples game.Meeples
		bag     bool
		want    string
		not     string
	}{
		{"to Yazid", game.Meeples{game.Artisan: 2, game.Elder: 1}, false, "2 Artisans to Yazid", "bag"},
		{"to the bag", game.Meeples{game.Artisan: 1}, true, "1 Artisan to the bag", "to Yazid"},
		{"no Artisans", game.Meeples{game.Elder: 1}, false, "1 Elder to Yazid", "Artisan"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := soloBoard(t)
			p := game.Place{Col: 1, Row: 1}
			b.At(p).Meeples = tc.meeples
			st := sultan.State{Board: b, Expansions: game.Expansions{Artisans: true}, Player: sultan.Holdings{Coins: 25}, Yazid: sultan.YazidHoldings{Camels: 11}}
			rules := sultan.DefaultRules()
			if tc.bag {
				rules.Artisans = sultan.ArtisansToBag
			}
			before := st.Clone()
			turn, err := sultan.ResolveTurn(&st, sultan.Roll{White: 1, Black: 1}, rules, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := turnSummary("en", turn, before, rules)
			if !strings.Contains(got, tc.want) || strings.Contains(got, tc.not) {
				t.Errorf("got %q, want %q and no %q", got, tc.want, tc.not)
			}
		})
	}
}

// TestChecklistFakirWords: a count of Fakirs is said in the singular for
// one and never as "(0 Fakir)": Yazid's Merchant takes one card (the
// player says whether it is a Fakir) and, under builders_fakirs, his
// Fakirs join his Builder on r1 c2 (V with R B G).
func TestChecklistFakirWords(t *testing.T) {
	tests := []struct {
		fakir string // the answer: is the card a Fakir?
		want  []string
	}{
		{"0", []string{"Take the first card of the resource row: a good, discard it", "((1 + 1 Fakir) x"}},
		{"1", []string{"Take the first card of the resource row: a Fakir, Yazid keeps it", "((1 + 2 Fakirs) x"}},
	}
	for _, tc := range tests {
		t.Run(tc.fakir, func(t *testing.T) {
			v, _ := newTestSolo(t, func(s *sultan.Setup) {
				s.Yazid.Fakirs = 1
				s.Rules["builders_fakirs"] = "true"
			}, sultan.Roll{White: 2, Black: 1})
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
			typeText(v, tc.fakir)
			pressKeys(v, tcell.KeyEnter)
			if v.Step() != stepChecklist {
				t.Fatalf("step %s (%s), want checklist", v.Step(), v.Message())
			}
			lines := strings.Join(v.ys.checklist(), "\n")
			for _, w := range tc.want {
				if !strings.Contains(lines, w) {
					t.Errorf("no %q in\n%s", w, lines)
				}
			}
			for _, bad := range []string{"0 Fakir)", "1 Fakirs"} {
				if strings.Contains(lines, bad) {
					t.Errorf("%q in\n%s", bad, lines)
				}
			}
		})
	}
}

// TestSoloSheetGameNamesInLanguage: the sheet of a solo game played by a
// player who set no name prints "Du" in German, though the history keeps
// "You"; a configured name prints as it is.
func TestSoloSheetGameNamesInLanguage(t *testing.T) {
	for _, tc := range []struct{ name, lang, want string }{{"You", "de", "Du"}, {"You", "en", "You"}, {"Aylin", "de", "Aylin"}} {
		g := scoring.Game{Solo: &scoring.Solo{}, Players: []scoring.Player{{Name: tc.name}}}
		r := scoring.Result{Players: []scoring.PlayerResult{{Name: tc.name}}, Winners: []string{tc.name}}
		sg, sr := soloSheetGame(tc.lang, g, r)
		if sg.Players[0].Name != tc.want || sr.Players[0].Name != tc.want || sr.Winners[0] != tc.want || r.Players[0].Name != tc.name {
			t.Errorf("%s in %s: got %q, %q, %q (the result kept %q), want %q", tc.name, tc.lang, sg.Players[0].Name, sr.Players[0].Name, sr.Winners[0], r.Players[0].Name, tc.want)
		}
	}
}

// TestChecklistFakirsWithoutOrder: the row not tracked, a double strike
// in column 5 (r4 c5 S6[BBG], r1 c5 SM[GWB]) takes 1 card for each
// Merchant and the player says 1 of the 2 is a Fakir: which one is
// unknown, so the checklist says the 2 cards together, and never that the
// first card is the Fakir and the second a good. With 2 Fakirs typed,
// both are kept.
func TestChecklistFakirsWithoutOrder(t *testing.T) {
	tests := []struct {
		fakirs    string
		want, not []string
	}{
		{"1", []string{"Take the first 2 cards of the resource row: Yazid keeps the 1 Fakir among them, discard the goods"},
			[]string{"a Fakir, Yazid keeps it", "a good, discard it"}},
		{"2", []string{"Take the first 2 cards of the resource row: all Fakirs, Yazid keeps them"},
			[]string{"a Fakir, Yazid keeps it"}},
		{"0", []string{"Take the first 2 cards of the resource row: no Fakir among them, discard them"},
			[]string{"a good, discard it"}},
	}
	for _, tc := range tests {
		t.Run(tc.fakirs, func(t *testing.T) {
			v, _ := newTestSolo(t, nil, sultan.Roll{White: 5, Black: 6})
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
			typeText(v, tc.fakirs)
			pressKeys(v, tcell.KeyEnter)
			if v.Step() != stepChecklist {
				t.Fatalf("step %s (%s), want checklist", v.Step(), v.Message())
			}
			lines := strings.Join(v.ys.checklist(), "\n")
			for _, w := range tc.want {
				if !strings.Contains(lines, w) {
					t.Errorf("no %q in\n%s", w, lines)
				}
			}
			for _, bad := range tc.not {
				if strings.Contains(lines, bad) {
					t.Errorf("%q in\n%s", bad, lines)
				}
			}
			if n := strings.Count(lines, "resource row"); n != 1 {
				t.Errorf("%d lines of cards, want 1:\n%s", n, lines)
			}
		})
	}
}

// TestChecklistSaysMoreBelow: a checklist longer than the step's room at
// 80x24 (the double strike of the 7-row board) says how many lines are
// below and that G shows them; scrolled to the end (G) it says how many
// are above instead; a checklist that fits says neither.
func TestChecklistSaysMoreBelow(t *testing.T) {
	a := fitSolo(t, "en", true, nil, "\r\r\r0", sultan.Roll{White: 2, Black: 6})
	v := a.Screen().(*soloHost)
	if v.Step() != stepChecklist {
		t.Fatalf("step %s (%s), want checklist", v.Step(), v.Message())
	}
	screen := drawScreen(t, a.Root(), 80, 24)
	n := len(v.ys.checklist())
	shown := strings.Count(screen, "[ ]") + strings.Count(screen, "[x]")
	if shown >= n {
		t.Fatalf("all %d lines shown: the test needs a longer checklist\n%s", n, screen)
	}
	if want := fmt.Sprintf("%d more below (G shows the end)", n-shown); !strings.Contains(screen, want) {
		t.Errorf("no %q in\n%s", want, screen)
	}
	press(v, tcell.KeyRune, 'G', 0)
	screen = drawScreen(t, a.Root(), 80, 24)
	if strings.Contains(screen, "more below") || !strings.Contains(screen, "more above (g shows the start)") {
		t.Errorf("at the end: want only the lines above said\n%s", screen)
	}
	if !strings.Contains(joined(screen), v.ys.checklist()[n-1]) {
		t.Errorf("at the end: the last line %q is not shown\n%s", v.ys.checklist()[n-1], screen)
	}
	// Negative twin: a short checklist fits whole and says nothing more.
	a = fitSolo(t, "en", false, nil, "\r\r\r", sultan.Roll{White: 1, Black: 1})
	if screen = drawScreen(t, a.Root(), 80, 24); strings.Contains(screen, "more below") || strings.Contains(screen, "more above") {
		t.Errorf("a short checklist says more:\n%s", screen)
	}
}

// TestChecklistAllGoesOn: a ticks every line of Yazid's checklist and
// goes on (en, de): Enter would have been the only answer left. The
// Enter a player used to press after it is taken and said, never the
// turn's Enter (which ends the turn). The twins: a key other than Enter
// after a goes to the turn (1 starts the move), the clean-up after the
// outbid's re-roll takes the Enter too, Enter after a turn of
// Yazid's that ends the game opens the final form, and the lines ticked
// one by one still wait for Enter.
func TestChecklistAllGoesOn(t *testing.T) {
	for _, c := range []struct{ lang, said string }{
		{"en", "a went on already: no Enter needed"},
		{"de", "a ging schon weiter: kein Enter nötig"},
	} {
		v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = c.lang, c.lang
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
		if v.Step() != stepChecklist {
			t.Fatalf("%s: step %s, want the checklist", c.lang, v.Step())
		}
		typeText(v, "a")
		if v.Step() != stepPlayer {
			t.Fatalf("%s: a: step %s, want the player's turn", c.lang, v.Step())
		}
		pressKeys(v, tcell.KeyEnter)
		if v.Step() != stepPlayer || v.Message() != c.said {
			t.Errorf("%s: Enter after a: step %s, %q", c.lang, v.Step(), v.Message())
		}
		pressKeys(v, tcell.KeyEnter) // now the turn's own Enter: a legal move, so it asks again
		if v.Step() != stepPlayer {
			t.Errorf("%s: the turn passed with a legal move at the first Enter", c.lang)
		}
		pressKeys(v, tcell.KeyEnter)
		if v.Step() == stepPlayer {
			t.Errorf("%s: the second Enter was taken too", c.lang)
		}
	}
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a1")
	if v.Step() != stepPlayer || v.mode != modeMove {
		t.Errorf("1 after a: step %s, mode %d, want the move's entry", v.Step(), v.mode)
	}
	// After the outbid, Yazid's re-roll played, a goes on to the
	// clean-up: the Enter after it does not end the round.
	out, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 1, Black: 1})
	pressKeys(out, tcell.KeyEnter)
	typeText(out, "o\n\n\n\na")
	if out.Step() != stepCleanup {
		t.Fatalf("a after the re-roll's turn: step %s (%s), want the clean-up", out.Step(), out.Message())
	}
	round := out.g.Round()
	pressKeys(out, tcell.KeyEnter)
	if out.Step() != stepCleanup || out.g.Round() != round {
		t.Errorf("Enter after a at the clean-up: step %s, round %d (%s)", out.Step(), out.g.Round(), out.Message())
	}
	// After a turn of Yazid's that ends the game, Enter goes on as ever.
	lost, _ := newTestSolo(t, func(s *sultan.Setup) { s.Yazid.Djinns = 5 }, sultan.Roll{White: 1, Black: 1})
	pressKeys(lost, tcell.KeyEnter, tcell.KeyEnter)
	typeText(lost, "ya")
	if lost.Step() != stepOver {
		t.Fatalf("a after a losing turn: step %s (%s)", lost.Step(), lost.Message())
	}
	if b := dispatch(lost.bindings(), tcell.NewEventKey(tcell.KeyEnter, 0, 0)); b == nil || b.help != tr("en", "ui.key.final") {
		t.Errorf("Enter after a at the game's end: %+v, want the final form", b)
	}
	w, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(w, tcell.KeyEnter, tcell.KeyEnter)
	for range w.ui.Ticks {
		typeText(w, " ")
	}
	if w.Step() != stepChecklist {
		t.Fatalf("every line ticked by Space: step %s, want the checklist until Enter", w.Step())
	}
	pressKeys(w, tcell.KeyEnter)
	if w.Step() != stepPlayer {
		t.Errorf("Enter after the lines ticked: step %s", w.Step())
	}
}
