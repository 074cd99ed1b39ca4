package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestGuidedOutbidKeepsPowers: after an outbid, a turn whose last choice
// is made stays in the player's turn while a Djinn power is usable (p
// listed, Enter goes on to Yazid's re-roll), as clean-up does after a
// turn in the usual order; it used to jump to the re-roll, where p is not
// offered, and the power was lost unless the player undid.
func TestGuidedOutbidKeepsPowers(t *testing.T) {
	v, _ := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 2})
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "o")
	typeText(v, "1213")
	if v.Step() != stepPlayer {
		t.Fatalf("after the move: step %s (%s), want the player's turn with its powers", v.Step(), v.Message())
	}
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "p a Djinn's power, Magic Item or Thief (2 now)") {
		t.Errorf("no power hint:\n%s", screen)
	}
	typeText(v, "p2")
	typeText(v, "41")
	if v.g.Board().Tile(at(4, 1)).Palms != 1 {
		t.Fatalf("Enki not played: %s (%s)", v.g.Board().Tile(at(4, 1)).Token(), v.Message())
	}
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepRoll {
		t.Fatalf("Enter after the power: step %s (%s), want Yazid's re-roll", v.Step(), v.Message())
	}
}

// TestGuidedOutbidNoPowers is the twin: with no power usable, the turn
// done goes straight on to Yazid's re-roll, no key more.
func TestGuidedOutbidNoPowers(t *testing.T) {
	v, _ := newTestSolo(t, withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"}), sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 2})
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "o")
	typeText(v, "1213")
	if v.Step() != stepRoll {
		t.Fatalf("after the move: step %s (%s), want Yazid's re-roll", v.Step(), v.Message())
	}
}

// TestGuidedMoveHintNamesNoTile: the player's turn says how to type the
// start tile without naming one; it read "2 3  your move from r2 c3",
// which a new player took for a suggestion even with r2 c3 empty.
func TestGuidedMoveHintNamesNoTile(t *testing.T) {
	v, _ := newTestSolo(t, withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(2, 3): "SM"}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	screen := drawScreen(t, v, 80, 24)
	if strings.Contains(screen, "r2 c3") {
		t.Errorf("the hint names r2 c3, an empty tile:\n%s", screen)
	}
	if !strings.Contains(screen, "1-9 1-9  your move: the start tile's row, then its column") {
		t.Errorf("no hint for the move:\n%s", screen)
	}
}

// TestTurnDidThief: a Thief bought at a Sacred Place is said as a Thief,
// not "Djinn Ziad"; the twin: a Djinn taken stays a Djinn.
func TestTurnDidThief(t *testing.T) {
	b := soloBoard(t)
	for _, c := range []struct{ name, want, not string }{
		{"Ziad", "Thief Ziad", "Djinn Ziad"},
		{"Enki", "Djinn Enki", "Thief Enki"},
	} {
		got := turnDid("en", b, sultan.TurnProgress{Taken: 3, Tribe: game.Elder, Djinn: c.name})
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	if got := turnDid("de", b, sultan.TurnProgress{Taken: 3, Tribe: game.Elder, Djinn: "Ziad"}); !strings.Contains(got, "Dieb Ziad") {
		t.Errorf("de: %q", got)
	}
}

// TestGuidedPowerListNamesThieves: the power prompt's heading names the
// Thieves it lists (it said "Djinn powers and Magic Items" above Ziad).
func TestGuidedPowerListNamesThieves(t *testing.T) {
	x := game.Expansions{Thieves: true}
	held := withTiles(t, x, 0, map[game.Place]string{at(1, 2): "V[Y]", at(1, 3): "O[Y]"})
	v, _ := newTestSolo(t, func(s *sultan.Setup) { held(s); s.Player.Thieves = []string{"Ziad"} }, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1213")
	typeText(v, "p")
	screen := drawScreen(t, v, 80, 24)
	if !strings.Contains(screen, "Djinn powers, Magic Items and Thieves you can use now:") || !strings.Contains(screen, "1 Ziad") {
		t.Errorf("the heading:\n%s", screen)
	}
}

// TestGuidedPowerNoneSaysWhy: p with no power usable says why of each
// power held ("Sloar costs 1 Fakir"), where it said only that none can
// be used; the twin: with nothing held, the message is as before.
func TestGuidedPowerNoneSaysWhy(t *testing.T) {
	held := withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
	v, _ := newTestSolo(t, func(s *sultan.Setup) { held(s); s.Player.Djinns = []string{"Sloar"} }, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1213")
	typeText(v, "p")
	if v.mode == modePower || !v.msgErr || !strings.Contains(v.Message(), "Sloar costs 1 Fakir (you have 2 Elders, 0 Fakirs)") {
		t.Errorf("p, Sloar unpaid: mode %d, %q", v.mode, v.Message())
	}
	w, _ := newTestSolo(t, withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, w)
	typeText(w, "1213")
	typeText(w, "p")
	if got := w.Message(); got != "no Djinn power, Magic Item or Thief can be used now" {
		t.Errorf("p, nothing held: %q", got)
	}
}

// TestGuidedMarketKnownFront: a Small Market on an untracked row whose
// known front covers its window lists those cards by place (one key), and
// the front stays known; it listed every kind of card to type, and the
// purchase made the program forget the front it had been told.
func TestGuidedMarketKnownFront(t *testing.T) {
	v, _ := newTestSolo(t, withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 4): "S6[W]", at(1, 5): "SM[W]"}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	if _, err := v.g.Apply(sultan.RowsEvent(sultan.Rows{Resources: []string{"fish", "fakir", "silk", "spice"}, ResourcesUnknown: 5})); err != nil {
		t.Fatal(err)
	}
	typeText(v, "1415")
	screen := drawScreen(t, v, 80, 24)
	if !strings.Contains(screen, "1 fish  2 fakir  3 silk") || strings.Contains(screen, "4 pottery") {
		t.Fatalf("the offer:\n%s", screen)
	}
	typeText(v, "3")
	st := v.g.State()
	if v.g.Player().Goods[game.Silk] != 1 || len(st.KnownResources()) != 3 || st.KnownResources()[2].Good != game.Spice {
		t.Errorf("after the purchase: %+v, known %v (%s)", v.g.Player().Goods, st.KnownResources(), v.Message())
	}
}

// TestGuidedMarketBackOfRow: a Small Market on an untracked row whose
// known front (fish, fakir) is shorter than its window asks only the
// cards added at the back of the row since, keeps the front, and then
// offers the window by place; it asked the card bought, typed, and the
// purchase made the program forget the front (the table game's rounds
// 2-3, and the whole row asked again in round 4). The twin: with nothing
// known of the row the card bought is typed, as before.
func TestGuidedMarketBackOfRow(t *testing.T) {
	market := withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 4): "S6[W]", at(1, 5): "SM[W]"})
	v, _ := newTestSolo(t, market, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	if _, err := v.g.Apply(sultan.RowsEvent(sultan.Rows{Resources: []string{"fish", "fakir"}, ResourcesUnknown: 7})); err != nil {
		t.Fatal(err)
	}
	typeText(v, "1415")
	screen := drawScreen(t, v, 80, 24)
	if !strings.Contains(screen, "the front of the row is known (fish, fakir)") || !strings.Contains(screen, "Type the next 1 and Enter, or") {
		t.Fatalf("the market's prompt:\n%s", screen)
	}
	n := len(v.g.Log())
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "at least 1 more card") || len(v.g.Log()) != n {
		t.Errorf("Enter with none typed: %q", v.Message())
	}
	typeText(v, "4")
	pressKeys(v, tcell.KeyEnter)
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "1 fish  2 fakir  3 pottery") {
		t.Fatalf("the offer after the back typed:\n%s", screen)
	}
	typeText(v, "3")
	st := v.g.State()
	if v.g.Player().Goods[game.Pottery] != 1 || len(st.KnownResources()) != 2 || st.ResourcesUnknown() != 6 {
		t.Errorf("after the purchase: %+v, known %v, %d unknown (%s)", v.g.Player().Goods, st.KnownResources(), st.ResourcesUnknown(), v.Message())
	}

	w, _ := newTestSolo(t, market, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, w)
	typeText(w, "1415")
	if screen := drawScreen(t, w, 80, 24); !strings.Contains(screen, "type the card(s) you bought") {
		t.Fatalf("nothing known of the row:\n%s", screen)
	}
	typeText(w, "4")
	pressKeys(w, tcell.KeyEnter)
	if w.g.Player().Goods[game.Pottery] != 1 {
		t.Errorf("the card typed not bought: %+v (%s)", w.g.Player().Goods, w.Message())
	}
}

// TestChecklistAllNamesTheNextStep: a (every line of Yazid's checklist
// done, and on) says where it goes: after Yazid's re-roll that follows an
// outbid, to the clean-up, not "your turn" (the turn was played first),
// in en and de; the twin: in a plain round, to the player's turn.
func TestChecklistAllNamesTheNextStep(t *testing.T) {
	tiles := map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"}
	for _, tc := range []struct {
		lang, plain, outbid string
	}{
		{"en", "Yazid's turn done at the table: on to your turn", "Yazid's turn done at the table: on to the clean-up"},
		{"de", "Yazids Zug am Tisch erledigt: weiter zu deinem Zug", "Yazids Zug am Tisch erledigt: weiter zum Aufräumen"},
	} {
		v, _ := newTestSolo(t, withTiles(t, game.Expansions{}, 0, tiles), sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter) // the roll, Yazid plays
		typeText(v, "a")
		if v.Step() != stepPlayer || v.Message() != tc.plain {
			t.Errorf("%s: plain round: step %s, message %q; want %q", tc.lang, v.Step(), v.Message(), tc.plain)
		}
		v, _ = newTestSolo(t, withTiles(t, game.Expansions{}, 0, tiles), sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 2})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		pressKeys(v, tcell.KeyEnter)
		typeText(v, "o")
		typeText(v, "1213")                          // the turn first
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter) // the re-roll, Yazid plays
		if v.Step() != stepChecklist {
			t.Fatalf("%s: after the re-roll: step %s (%s)", tc.lang, v.Step(), v.Message())
		}
		typeText(v, "a")
		screen := drawScreen(t, v, screenWidth, screenHeight)
		if v.Step() != stepCleanup || v.Message() != tc.outbid || !strings.Contains(screen, tc.outbid) {
			t.Errorf("%s: after the outbid: step %s, message %q; want %q:\n%s", tc.lang, v.Step(), v.Message(), tc.outbid, screen)
		}
	}
}

// TestTurnDidKillBeforeItsCamel: the Camel on the tile the Assassins'
// kill emptied is said after the kill, as the advised step says it
// ("killed R on r4 c5; Camel on r4 c5", it said the Camel first), in
// English and German; the twin: a kill that empties no tile leaves the
// move's Camel before it.
func TestTurnDidKillBeforeItsCamel(t *testing.T) {
	b := game.NewBoard(6, 6)
	last, victim := game.Place{Row: 3, Col: 6}, game.Place{Row: 4, Col: 5}
	for _, c := range []struct {
		name, lang string
		camels     []game.Place
		want       string
	}{
		{"emptied en", "en", []game.Place{last, victim}, "Camel on r3 c6; killed R on r4 c5; Camel on r4 c5; Palace placed"},
		{"emptied de", "de", []game.Place{last, victim}, "Kamel auf r3 s6; R auf r4 s5 ermordet; Kamel auf r4 s5"},
		{"not emptied en", "en", []game.Place{last}, "Camel on r3 c6; killed R on r4 c5; Palace placed"},
		{"not emptied de", "de", []game.Place{last}, "Kamel auf r3 s6; R auf r4 s5 ermordet"},
	} {
		tp := sultan.TurnProgress{Taken: 4, Tribe: game.Assassin, Camels: c.camels, Palace: true,
			Kill: &sultan.Kill{Place: victim, Meeple: "R"}}
		if got := turnDid(c.lang, b, tp); !strings.Contains(got, c.want) {
			t.Errorf("%s: got %q, want %q in it", c.name, got, c.want)
		}
	}
}

// TestHornNamesTheRowAsTheTable: the Horn of Plenty's words name the
// resource row as every other German line does ("Kartenreihe": the
// clean-up, Yazid's Merchants), not "Warenreihe", on the power prompt
// and in the advised step; the twin: English says "resource row" on the
// prompt as the clean-up does.
func TestHornNamesTheRowAsTheTable(t *testing.T) {
	horn := powerChoice{PowerOption: sultan.PowerOption{Power: "horn_of_plenty", Item: true}}
	for _, c := range []struct{ lang, row, not string }{{"de", "Kartenreihe", "Warenreihe"}, {"en", "resource row", "goods row"}} {
		if cleanup := tr(c.lang, "ui.cleanup.refill"); !strings.Contains(cleanup, c.row) {
			t.Fatalf("%s: the clean-up %q does not say %q", c.lang, cleanup, c.row)
		}
		for _, got := range []string{powerEffect(c.lang, horn, true), tf(c.lang, "ui.prefill.horn", "x", "y")} {
			if c.lang == "en" && !strings.Contains(got, "row") || c.lang == "de" && !strings.Contains(got, c.row) || strings.Contains(got, c.not) {
				t.Errorf("%s: %q, want the row named %q", c.lang, got, c.row)
			}
		}
	}
}

// TestPowerBeforeTheMoveKeepsTheTurn: a power used before the move (the
// Horn of Plenty) begins the turn: the step no longer says Enter ends it,
// and Enter twice says the move is due, the player's turn kept (it went
// on to "Yazid re-rolls", whose roll the engine refused), in English and
// German; the twin: with no power used, Enter twice passes the turn to
// the clean-up.
func TestPowerBeforeTheMoveKeepsTheTurn(t *testing.T) {
	tiles := withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
	for _, c := range []struct{ lang, done, due string }{
		{"en", "your turn is done", "a power used before the move: enter the move"},
		{"de", "dein Zug ist fertig", "vor dem Zug eine Kraft genutzt: tippe den Zug"},
	} {
		for _, horn := range []bool{true, false} {
			v, _ := newTestSoloIn(t, c.lang, func(s *sultan.Setup) {
				tiles(s)
				s.Player.Items[game.HornOfPlenty] = 1
			}, sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			if horn {
				typeText(v, "p1")
				if v.g.Player().Items[game.HornOfPlenty] != 0 {
					t.Fatalf("%s: the Horn not used (mode %d, %q)", c.lang, v.mode, v.Message())
				}
			}
			if screen := stepRegion(drawScreen(t, v, 80, 24)); strings.Contains(screen, c.done) == horn {
				t.Errorf("%s, Horn %v: %q shown %v:\n%s", c.lang, horn, c.done, !horn, screen)
			}
			n := v.g.Len()
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
			switch {
			case horn && (v.Step() != stepPlayer || v.g.Len() != n || !v.msgErr || !strings.Contains(v.Message(), c.due)):
				t.Errorf("%s, the Horn used: Enter twice: step %s, %d events, message %q; want the turn kept, %q", c.lang, v.Step(), v.g.Len()-n, v.Message(), c.due)
			case !horn && v.Step() != stepCleanup:
				t.Errorf("%s, the twin: Enter twice: step %s (%q), want the clean-up", c.lang, v.Step(), v.Message())
			}
		}
	}
}

// TestItemsBlockedSaidOnce: once a Magic Item is used, p says the Items
// left cannot be used in one reason (the step lists them), whole at
// 80x24 in English and German (German cut a reason an Item: "...
// und einer wurde schon"); the twin: with no Item used, p lists them.
func TestItemsBlockedSaidOnce(t *testing.T) {
	tiles := withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
	for _, c := range []struct{ lang, end string }{
		{"en", "now: Magic Items: one a turn, and one was used this turn"},
		{"de", "möglich: Zaubergegenstände: nur einer je Zug, schon einer genutzt"},
	} {
		for _, used := range []bool{true, false} {
			v, _ := newTestSoloIn(t, c.lang, func(s *sultan.Setup) {
				tiles(s)
				for _, it := range []game.Item{game.HornOfPlenty, game.EnchantingFlute, game.BurningScimitar} {
					s.Player.Items[it] = 1
				}
			}, sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			if used {
				typeText(v, "p")
				for i, o := range v.pw.list() {
					if o.Power == game.HornOfPlenty.Key() {
						typeText(v, fmt.Sprint(i+1))
					}
				}
				if v.g.Player().Items[game.HornOfPlenty] != 0 {
					t.Fatalf("%s: the Horn not used (%q)", c.lang, v.Message())
				}
			}
			typeText(v, "p")
			screen := strings.Join(strings.Fields(drawScreen(t, v, 80, 24)), " ")
			if used && (v.mode == modePower || !strings.Contains(screen, c.end)) {
				t.Errorf("%s: mode %d, want %q whole on\n%s", c.lang, v.mode, c.end, screen)
			}
			if !used && v.mode != modePower {
				t.Errorf("%s, the twin: p gives mode %d (%q), want the powers listed", c.lang, v.mode, v.Message())
			}
		}
	}
}

// TestHoldingsTakeALongListOfGoods: the goods gained typed in the
// holdings form are kept whole past 24 bytes ("2 Seide, Fisch, 3
// Juwelen" lost its last letter and was refused as "Juwele"), in English
// and German at 80x24; the twin: a line of counts still refuses letters.
func TestHoldingsTakeALongListOfGoods(t *testing.T) {
	for _, c := range []struct{ lang, goods string }{
		{"de", "2 Seide, Fisch, 2 Juwelen, 2 Töpferwaren"},
		{"en", "2 silk, fish, 2 jewels, 2 pottery, 1 ivory"},
	} {
		v, _ := newTestSoloIn(t, c.lang, nil, sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		typeText(v, "h")
		typeText(v, "x") // the twin: a letter on the coins' line of counts
		if v.hold.form.fields[0] != "" {
			t.Errorf("%s: the coins' line took a letter: %q", c.lang, v.hold.form.fields[0])
		}
		for range 8 {
			pressKeys(v, tcell.KeyDown)
		}
		typeText(v, c.goods)
		if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, c.goods+"_") {
			t.Errorf("%s: %q not shown whole as typed:\n%s", c.lang, c.goods, screen)
		}
		pressKeys(v, tcell.KeyEnter)
		if g := v.g.Player().Goods; g[game.Jewels] != 2 || g[game.Pottery] != 2 || g[game.Silk] != 2 || g[game.Fish] != 1 {
			t.Errorf("%s: goods %v after %q (%q)", c.lang, g, c.goods, v.Message())
		}
	}
}

// TestAdviceKeysListedOnceItAnswers: once the advice answers, the keys
// the ? overlay lists are the list's (Up Down j k, 1-9, Enter), in
// English and German: they were those while it was thinking (Esc
// alone); the twin: while it thinks, Enter is not listed.
func TestAdviceKeysListedOnceItAnswers(t *testing.T) {
	for _, c := range []struct{ lang, enter string }{{"en", "enter this move step by step"}, {"de", "Schritt für Schritt"}} {
		a := fitApp(t, c.lang)
		g, err := sultan.New(sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules()))
		if err != nil {
			t.Fatal(err)
		}
		var keys []KeyHelp
		var work func() func()
		hooks := soloHooks{keys: func(k []KeyHelp) { keys = k }, background: func(w func() func()) { work = w }}
		v := newSoloHost(g, sultan.NewScriptedDice(sultan.Roll{White: 1, Black: 1}), a.Config(), nil, hooks)
		a.Show("solo game", v, v.Keys())
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
		typeText(v, "a")
		pressKeys(v, tcell.KeyEnter)
		work = nil
		typeText(v, "a")
		if work == nil || v.mode != modeAdvice {
			t.Fatalf("%s: the advice not asked (mode %d, %q)", c.lang, v.mode, v.Message())
		}
		listed := func() bool {
			for _, k := range keys {
				if k.Key == "Enter" && strings.Contains(k.What, c.enter) {
					return true
				}
			}
			return false
		}
		if listed() {
			t.Errorf("%s, the twin: Enter listed while the advice thinks: %v", c.lang, keys)
		}
		work()()
		if len(v.ad.advice.Moves) == 0 || !listed() {
			t.Errorf("%s: %d moves, keys %v: want Enter listed (%q)", c.lang, len(v.ad.advice.Moves), keys, c.enter)
		}
	}
}
