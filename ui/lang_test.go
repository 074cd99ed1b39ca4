package ui

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// newGermanApp is newTestApp in German.
func newGermanApp(t testing.TB, rolls ...sultan.Roll) *App {
	t.Helper()
	cfg := DefaultConfig()
	cfg.NoColor = true
	cfg.Language = "de"
	return NewApp(cfg, Deps{Store: newMemStore(), Clock: fixedClock, Dice: sultan.NewScriptedDice(rolls...)})
}

// newGermanSolo is newTestSolo in German.
func newGermanSolo(t testing.TB, rolls ...sultan.Roll) *soloHost {
	t.Helper()
	g, err := sultan.New(sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.NoColor = true
	cfg.Language = "de"
	return newSoloHost(g, sultan.NewScriptedDice(rolls...), cfg, nil, soloHooks{save: func(*sultan.Game, json.RawMessage) error { return nil }})
}

func TestScreenHomeGerman(t *testing.T) {
	a := newGermanApp(t)
	checkGolden(t, "home_de.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	a.Press(key('?'))
	checkGolden(t, "home_help_de.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
}

func TestScreenSoloGerman(t *testing.T) {
	v := newGermanSolo(t, sultan.Roll{White: 1, Black: 1})
	checkGolden(t, "solo_roll_de.txt", drawScreen(t, v, screenWidth, screenHeight))
	pressKeys(v, tcell.KeyEnter)
	checkGolden(t, "solo_dice_de.txt", drawScreen(t, v, screenWidth, screenHeight))
	pressKeys(v, tcell.KeyEnter) // Yazid plays
	if v.Step() != stepChecklist {
		t.Fatalf("step %s, want checklist", v.Step())
	}
	checkGolden(t, "solo_checklist_de.txt", drawScreen(t, v, screenWidth, screenHeight))
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	checkGolden(t, "solo_player_de.txt", drawScreen(t, v, screenWidth, screenHeight))
	typeText(v, "h")
	checkGolden(t, "solo_holdings_de.txt", drawScreen(t, v, screenWidth, screenHeight))
	pressKeys(v, tcell.KeyEscape)
	typeText(v, "y")
	if v.mode != modeYazid {
		t.Fatalf("y: mode %d, want the form of Yazid's pieces", v.mode)
	}
	checkGolden(t, "solo_yazid_de.txt", drawScreen(t, v, screenWidth, screenHeight))
}

func TestScreenStatusGerman(t *testing.T) {
	s := soloStatus{Round: 4, Assassins: 5, MaxAssassins: 3, Djinns: 5, Coins: 8, MaxPayment: 12,
		Viziers: 2, Council: 3, PlayerCamels: 4, YazidCamels: 1, EndTriggered: true, Unknown: 2, lang: "de"}
	scr := newTestScreen(t, statusWidth, 8)
	drawStatus(scr, 0, 0, statusWidth, 8, s, newInks(false))
	scr.Show()
	checkGolden(t, "status_de.txt", screenText(scr))
}

// statusWidth is the status panel's width at 80x24 (right of the board,
// from column 52), a line's mark of two cells included.
const statusWidth = 28

func TestStatusLinesFit(t *testing.T) {
	worst := soloStatus{Round: 12, Assassins: 6, MaxAssassins: 3, Djinns: 5, Coins: 99, MaxPayment: 60,
		Viziers: 12, Council: 12, PlayerCamels: 11, YazidCamels: 11, EndTriggered: true, Unknown: 3}
	// English "Coins 99, next roll -60 (+?)" is two cells too wide and
	// loses its "(+?)" at 80 columns; the German lines must all fit.
	for _, lang := range []string{"de"} {
		worst.lang = lang
		for _, l := range worst.lines() {
			if n := textWidth(l.text); n > statusWidth-2 {
				t.Errorf("%s: status line %q is %d cells, more than %d", lang, l.text, n, statusWidth-2)
			}
		}
	}
}

func TestStatusGermanWords(t *testing.T) {
	s := soloStatus{Round: 2, Assassins: 5, MaxAssassins: 2, Djinns: 5, Coins: 3, MaxPayment: 4, lang: "de"}
	var text []string
	for _, l := range s.lines() {
		text = append(text, l.text)
	}
	all := strings.Join(append(text, s.warnings()...), "\n")
	for _, want := range []string{"Runde 2", "Meuchelmörder 5/7", "Dschinn", "Gold 3", "Wesire", "Rat", "Kamele", "du würdest verlieren"} {
		if !strings.Contains(all, want) {
			t.Errorf("German status lacks %q:\n%s", want, all)
		}
	}
	for _, english := range []string{"Round", "Assassins", "Djinns", "Coins", "Viziers", "Council", "Camels", "white"} {
		if strings.Contains(all, english) {
			t.Errorf("German status still says %q:\n%s", english, all)
		}
	}
}

func TestTfFillsVerbs(t *testing.T) {
	tests := []struct {
		lang, key string
		args      []any
		want      string
	}{
		{"en", "ui.status.assassins", []any{3, 7}, "Assassins 3/7"},
		{"de", "ui.status.assassins", []any{3, 7}, "Meuchelmörder 3/7"},
		{"de", "ui.step.dice", []any{2}, "Runde 2 – Yazids Würfel"},
		{"xx", "ui.status.round", []any{5}, "Round 5"},
	}
	for _, tc := range tests {
		if got := tf(tc.lang, tc.key, tc.args...); got != tc.want {
			t.Errorf("tf(%q, %q) = %q, want %q", tc.lang, tc.key, got, tc.want)
		}
	}
	if got := trOr("de", "ui.screen.no_such_screen", "fallback"); got != "fallback" {
		t.Errorf("trOr of a missing key = %q, want the fallback", got)
	}
}

func TestScreenSoloSetupGerman(t *testing.T) {
	a := newGermanApp(t)
	a.NewSolo(SoloOptions{Seed: 1, HasSeed: true, Expansions: game.Expansions{Artisans: true, Thieves: true, Whims: true}})
	a.Press(special(tcell.KeyEnter))
	checkGolden(t, "solo_setup_empty_de.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
	a.Press(key('d'))
	checkGolden(t, "solo_setup_dealt_de.txt", drawScreen(t, a.Root(), screenWidth, screenHeight))
}

func TestScreenHistoryGerman(t *testing.T) {
	v := NewHistoryView(historyRecords(), HistoryViewOptions{Language: "de"})
	out := drawScreen(t, v, screenWidth, screenHeight)
	for _, want := range []string{"8 Partien (7 solo, 1 Mehrspieler)", "5 von 7 überlebt", "Saladin >=251", "Datum"} {
		if !strings.Contains(out, want) {
			t.Errorf("German history lacks %q", want)
		}
	}
	checkGolden(t, "history_de.txt", out)
	if got := v.Keys()[0].What; got != "die Liste der Partien blättern" {
		t.Errorf("German history key: %q", got)
	}
}

func TestScreenScoreGridGerman(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules(), Language: "de", Expansions: game.Expansions{Artisans: true, Thieves: true, Whims: true}})
	checkGolden(t, "score_grid_de.txt", drawScreen(t, g, screenWidth, screenHeight))
	if got := g.Keys()[0].Key; got != "Pfeile" {
		t.Errorf("German score pad key name: %q", got)
	}
}

func TestScreenSoloFinalGerman(t *testing.T) {
	v := newGermanSolo(t, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter) // the Enter after a, the turn passed
	lastCamel(t, v)
	typeText(v, "xx")
	if v.Step() != stepOver {
		t.Fatalf("step %s, want over", v.Step())
	}
	checkGolden(t, "solo_over_de.txt", drawScreen(t, v, screenWidth, screenHeight))
	f := newSoloFinalView(v.Game(), v.cfg, cardTally{})
	typeText(f, "x")
	if !strings.Contains(f.msg, "ist eine Anzahl") {
		t.Errorf("a letter in a count: message %q", f.msg)
	}
	checkGolden(t, "solo_final_de.txt", drawScreen(t, f, screenWidth, screenHeight))
}

func TestScreenBoardEditorGerman(t *testing.T) {
	e := NewBoardEditor(BoardEditorOptions{Solo: true, Language: "de"})
	typeText(e, "O[GGW]@1+p ")
	checkGolden(t, "board_editor_de.txt", drawScreen(t, e, screenWidth, screenHeight))
}

func TestSoloRefusalsGerman(t *testing.T) {
	v := newGermanSolo(t, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "h-30")
	pressKeys(v, tcell.KeyEnter)
	if want := "Goldmünzen: du hast 25, du kannst nicht 30 abgeben"; !v.msgErr || v.Message() != want {
		t.Errorf("spending 30 of 25 coins: message %q, want %q", v.Message(), want)
	}
	pressKeys(v, tcell.KeyEscape)
	typeText(v, "1255")
	if !v.msgErr || !strings.Contains(v.Message(), "kein erlaubter Zug ab r1 s2") {
		t.Errorf("a last tile no move reaches: message %q", v.Message())
	}
}

// Every label key the screens name literally is in both label files: a
// missing one would show its key instead of a text.
func TestLabelKeysInUseExist(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	used := regexp.MustCompile(`"(ui\.[a-z0-9_.]+[a-z0-9])"`) // prefixes end in . or _
	all := map[string]map[string]string{}                     // read once: All copies the whole set
	for _, lang := range []string{"en", "de"} {
		all[lang] = labels.All(labels.Lang(lang))
	}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range used.FindAllStringSubmatch(string(src), -1) {
			n++
			for _, lang := range []string{"en", "de"} {
				if _, ok := all[lang][m[1]]; !ok {
					t.Errorf("%s: label %q is not in %s.txt", f, m[1], lang)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("found only %d label keys in the sources", n)
	}
}

func TestLabelKeyCheckFindsAMissingKey(t *testing.T) {
	if _, ok := labels.All(labels.Lang("de"))["ui.no.such.label"]; ok {
		t.Fatal("a made-up key is in the German labels")
	}
	if got := tr("de", "ui.no.such.label"); got != "ui.no.such.label" {
		t.Errorf("a missing label shows %q, want its key", got)
	}
}

// The keys the screens build from a game's names have a German label
// each, so that no German screen falls back to an English name.
func TestBuiltLabelKeysAreGerman(t *testing.T) {
	de := labels.All(labels.Lang("de"))
	var keys []string
	for _, tt := range game.TileTypes() {
		keys = append(keys, "ui.tile."+strings.ToLower(tt.Code()))
	}
	for _, tb := range game.Tribes {
		name := strings.ToLower(tb.String())
		keys = append(keys, "ui.tribe."+name, "ui.tribe."+name+".plural", "ui.colour."+tb.Colour())
	}
	for _, x := range []string{"base", "artisans", "thieves", "whims"} {
		keys = append(keys, "ui.exp."+x)
	}
	for _, l := range []game.Loss{game.LostAssassins, game.LostDjinns, game.LostPayment, game.LostViziers} {
		keys = append(keys, "ui.lossname."+l.String(), "reason."+l.String())
	}
	for _, h := range []sultan.How{sultan.Rolled, sultan.Top, sultan.Bottom, sultan.Chosen} {
		keys = append(keys, "ui.how."+string(h))
	}
	for _, g := range game.Goods() {
		keys = append(keys, "ui.good."+g.String())
	}
	for _, name := range []string{"new", "resume", "open", "score", "history", "settings", "quit"} {
		keys = append(keys, "ui.home."+name, "ui.home."+name+"_help")
	}
	for _, k := range []string{"home", "solo_game", "solo_setup", "board_editor", "final_state", "saved_games", "score", "result", "history", "settings"} {
		keys = append(keys, "ui.screen."+k)
	}
	for _, k := range []string{"multi", "solo"} {
		keys = append(keys, "ui.history.kind_"+k)
	}
	for _, tests := range []struct {
		prefix string
		names  []string
	}{{"ui.holdings.", holdingsLabels[:]}, {"ui.yazid_form.", yazidLabels[:]}} {
		for _, n := range tests.names {
			if got := formLabel("de", tests.prefix, n); got == n {
				t.Errorf("form line %q has no German label under %s", n, tests.prefix)
			}
		}
	}
	for _, k := range keys {
		if _, ok := de[k]; !ok {
			t.Errorf("no German label %q", k)
		}
	}
}

func TestScreenResultSoloGerman(t *testing.T) {
	g := scoring.Game{Solo: &scoring.Solo{Council: 5, Hard: true}, Players: []scoring.Player{{Name: "Du", Coins: 150, Viziers: 8, Elders: 10,
		Tiles: []scoring.HeldTile{{Type: game.Sacred15}, {Type: game.Sacred12}, {Type: game.Oasis, Palms: 1}}}}}
	out := drawScreen(t, NewResultView(g, scored(t, g), ResultViewOptions{Language: "de", OnSave: func() error { return nil }}), screenWidth, screenHeight)
	for _, want := range []string{"Ergebnis – Solo gegen Sultan Yazid (Grundspiel), schwer", "Titel: Ehrgeiziger Al-Rachid (221–250)", "s im Verlauf speichern"} {
		if !strings.Contains(out, want) {
			t.Errorf("German solo result lacks %q:\n%s", want, out)
		}
	}
	checkGolden(t, "result_solo_survived_de.txt", out)
}

// TestUndoRedoWordsGerman: undo and redo name the step they go to in
// German as German says it after "zurück" and "weiter" ("zum Wurf", not
// "zu den Wurf"); the twin: English says "back to the roll".
func TestUndoRedoWordsGerman(t *testing.T) {
	for _, tc := range []struct{ lang, undone, redone string }{
		{"de", "zurückgenommen: zurück zum Wurf (r wiederholt)", "wiederholt: weiter zu Yazids Würfeln"},
		{"en", "undone: back to the roll (r redoes)", "redone: Yazid's dice"},
	} {
		v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		pressKeys(v, tcell.KeyEnter) // the roll
		if v.Step() != stepDice {
			t.Fatalf("%s: step %s, want the dice", tc.lang, v.Step())
		}
		typeText(v, "u")
		if v.Step() != stepRoll || v.Message() != tc.undone {
			t.Errorf("%s: undo: step %s, message %q; want %q", tc.lang, v.Step(), v.Message(), tc.undone)
		}
		typeText(v, "r")
		if v.Step() != stepDice || v.Message() != tc.redone {
			t.Errorf("%s: redo: step %s, message %q; want %q", tc.lang, v.Step(), v.Message(), tc.redone)
		}
		if screen := drawScreen(t, v, screenWidth, screenHeight); !strings.Contains(screen, tc.redone) {
			t.Errorf("%s: the screen lacks %q:\n%s", tc.lang, tc.redone, screen)
		}
	}
}

// TestCardsInTheLanguage: the player's turn names the resource cards in
// the screen's language at 80x24: the Merchants' palette and the cards
// typed, what the turn did, the market's palette, the sale's goods and
// what is sold (none before a card is typed)
// ("1 Fakir  2 Fisch", "Fisch, Weizen"); the twin: English keeps its
// words ("1 fakir  2 fish"), and the events record the cards by their
// English names whatever the language.
func TestCardsInTheLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, palette, typed, did, held, none, sold string }{
		{"de", "1 Fakir  2 Fisch  3 Weizen  4 Töpferwaren", "> Fisch, Weizen_", "Fisch, Weizen", "2 Fisch x1", "Verkauf: keine (0 Münzen)", "Verkauf: Fisch ("},
		{"en", "1 fakir  2 fish  3 wheat  4 pottery", "> fish, wheat_", "fish, wheat", "2 fish x1", "Selling: none (0 coins)", "Selling: fish ("},
	} {
		v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		toPlayerTurn(t, v)
		typeText(v, "12cgr") // r1c2 to r1c5: 2 Merchants
		typeText(v, "23")
		merchants := drawScreen(t, v, screenWidth, screenHeight)
		for _, want := range []string{tc.palette, tc.typed} {
			if !strings.Contains(merchants, want) {
				t.Errorf("%s: the Merchants' prompt lacks %q:\n%s", tc.lang, want, merchants)
			}
		}
		pressKeys(v, tcell.KeyEnter)
		if market := drawScreen(t, v, screenWidth, screenHeight); !strings.Contains(market, tc.palette) || !strings.Contains(v.Message(), tc.did) {
			t.Errorf("%s: the market's prompt lacks %q, or the message %q lacks %q:\n%s", tc.lang, tc.palette, v.Message(), tc.did, market)
		}
		typeText(v, "ss") // the market skipped; the sale at clean-up
		if sale := drawScreen(t, v, screenWidth, screenHeight); !strings.Contains(sale, tc.none) {
			t.Errorf("%s: the sale lacks %q:\n%s", tc.lang, tc.none, sale)
		}
		typeText(v, "2")
		sale := drawScreen(t, v, screenWidth, screenHeight)
		for _, want := range []string{tc.held, tc.sold} {
			if !strings.Contains(sale, want) {
				t.Errorf("%s: the sale lacks %q:\n%s", tc.lang, want, sale)
			}
		}
		if g := v.g.Player().Goods; g[game.Fish] != 1 || g[game.Wheat] != 1 {
			t.Errorf("%s: the goods recorded: %v", tc.lang, g)
		}
	}
}

// TestFinalScoreLine: the final form's score line keeps the score apart
// from the loss or the title with a comma ("Score: 49, lost: ...", en and
// de at 80x24; two spaces were wrapped into one, "49 lost"); the twin:
// with more Viziers than the Council the game is survived and the title
// follows the same way.
func TestFinalScoreLine(t *testing.T) {
	for _, tc := range []struct{ lang, viziers, lost, survived string }{
		{"en", "Viziers", "Score: 49, lost: you do not have more Viziers", "Score: 61, Insufficient Iznogoud"},
		{"de", "Wesire", "Punkte: 49, verloren: du hast nicht mehr Wesire", "Punkte: 61, Ungenügender Iznogoud"},
	} {
		v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
		typeText(v, "a")
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
		typeText(v, "xx")
		cfg := DefaultConfig()
		cfg.NoColor, cfg.Language = true, tc.lang
		f := newSoloFinalView(v.Game(), cfg, cardTally{})
		if screen := drawScreen(t, f, screenWidth, screenHeight); !strings.Contains(screen, tc.lost) {
			t.Errorf("%s: no %q:\n%s", tc.lang, tc.lost, screen)
		}
		for i, fl := range f.fields {
			if strings.TrimSpace(fl.label) == tc.viziers {
				f.row = i
			}
		}
		typeText(f, "2")
		if screen := drawScreen(t, f, screenWidth, screenHeight); !strings.Contains(screen, tc.survived) {
			t.Errorf("%s: no %q:\n%s", tc.lang, tc.survived, screen)
		}
	}
}

// TestItemsInTheLanguage: the Items go by the German edition's names on
// German screens, as the rules reference names them (`?` then r): the
// power list at 80x24 ("Flammender Krummsäbel", "Talisman des Sturms"),
// the message of an Item used and the final form's lines; too few
// meeples named are refused in the player's words, not the engine's
// ("sultan: power Burning Scimitar: ..."), nothing played. The twin:
// English keeps the catalogue's names.
func TestItemsInTheLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, scimitar, talisman, few, used, final string }{
		{"de", "Flammender Krummsäbel", "Talisman des Sturms", "es braucht 2 Meeples: 1 getippt", "Flammender Krummsäbel genutzt.", "Krone (Gegenstand)"},
		{"en", "Burning Scimitar", "Tempest Talisman", "it takes 2 meeples: 1 typed", "Burning Scimitar used.", "Crown (item)"},
	} {
		tiles := withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
		v, _ := newTestSolo(t, func(s *sultan.Setup) {
			tiles(s)
			s.Player.Items[game.BurningScimitar], s.Player.Items[game.TempestTalisman] = 1, 1
		}, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		toPlayerTurn(t, v)
		typeText(v, "1213c") // the Oasis emptied: a Camel
		typeText(v, "p")
		screen := drawScreen(t, v, screenWidth, screenHeight)
		for _, want := range []string{tc.scimitar, tc.talisman} {
			if !strings.Contains(screen, want) {
				t.Errorf("%s: the power list lacks %q:\n%s", tc.lang, want, screen)
			}
		}
		typeText(v, "1")  // the Scimitar
		typeText(v, "31") // r3c1 SM[WBR]
		typeText(v, "w")
		n := v.g.Len()
		pressKeys(v, tcell.KeyEnter)
		if !v.msgErr || v.Message() != tc.few || v.g.Len() != n || v.mode != modePower {
			t.Errorf("%s: 1 meeple of 2: %q, %d events (want %d), mode %d", tc.lang, v.Message(), v.g.Len(), n, v.mode)
		}
		typeText(v, "b")
		pressKeys(v, tcell.KeyEnter)
		if !strings.Contains(v.Message(), tc.used) {
			t.Errorf("%s: the message %q lacks %q", tc.lang, v.Message(), tc.used)
		}
		cfg := DefaultConfig()
		cfg.NoColor, cfg.Language = true, tc.lang
		f := newSoloFinalView(v.Game(), cfg, cardTally{})
		if screen := drawScreen(t, f, screenWidth, 40); !strings.Contains(screen, tc.final) {
			t.Errorf("%s: the final form lacks %q:\n%s", tc.lang, tc.final, screen)
		}
	}
}

// TestPowerRefusalInTheLanguage: a power's use the rules refuse
// (sultan.PowerError) is said in the screen's language, the power by its
// name there, at 80x24: the Burning Scimitar naming 2 Viziers on a tile
// of none; nothing played. The twin: English says it in English, and
// neither shows the engine's "sultan: power ..." text.
func TestPowerRefusalInTheLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Flammender Krummsäbel: auf r3 s1 steht kein Wesir"},
		{"en", "Burning Scimitar: r3 c1 holds no Vizier"},
	} {
		tiles := withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
		v, _ := newTestSolo(t, func(s *sultan.Setup) {
			tiles(s)
			s.Player.Items[game.BurningScimitar] = 1
		}, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		toPlayerTurn(t, v)
		typeText(v, "1213c") // the Oasis emptied: a Camel
		typeText(v, "p")
		typeText(v, "1")  // the Scimitar
		typeText(v, "31") // r3c1 SM[WBR]
		typeText(v, "yy")
		n := v.g.Len()
		pressKeys(v, tcell.KeyEnter)
		screen := drawScreen(t, v, screenWidth, screenHeight)
		if !v.msgErr || v.Message() != tc.want || v.g.Len() != n || strings.Contains(screen, "sultan:") || !strings.Contains(screen, tc.want) {
			t.Errorf("%s: %q, %d events (want %d), want %q shown:\n%s", tc.lang, v.Message(), v.g.Len(), n, tc.want, screen)
		}
	}
}

// TestPowerErrorWords: each kind of sultan.PowerError is said in German
// with its values, the power by its German name; the twin: an error of
// another type is not taken (errLine says it as before).
func TestPowerErrorWords(t *testing.T) {
	for _, tc := range []struct {
		e    sultan.PowerError
		want string
	}{
		{sultan.PowerError{Power: "Enchanting Flute", Problem: sultan.PowerNotNext, Index: 2, From: at(1, 1), At: at(3, 3)},
			"Zauberflöte: Meeple 2: r1 s1 liegt nicht neben r3 s3"},
		{sultan.PowerError{Power: "Fabulous Lamp", Problem: sultan.PowerUnknownDjinn, Name: "Enky", Suggest: "Enki"},
			`Wunderlampe: kein Dschinn heißt "Enky" (meintest du Enki?)`},
		{sultan.PowerError{Power: "Horn of Plenty", Problem: sultan.PowerRowKept, Want: 2, Cards: []game.Resource{{Fakir: true}, {Good: game.Fish}}},
			"Füllhorn: die aufgefüllte Reihe behält die 2 Karten, die dort lagen (es fehlen: Fakir, Fisch)"},
		{sultan.PowerError{Power: "Iblis", Problem: sultan.PowerMeeplesNamed, Want: 1, Got: 2}, "Iblis: 1 Meeple nötig, 2 genannt"},
		{sultan.PowerError{Power: "Sibittis", Problem: sultan.PowerDjinnExpansion, Name: "Ptah", Expansion: game.Artisans},
			"Sibittis: Ptah gibt es nur mit der Erweiterung Die Kunstschmiede von Naqala"},
		{sultan.PowerError{Power: "Anun-Nak", Problem: sultan.PowerBagShort, Tribe: game.Vizier, Want: 2, Got: 1},
			"Anun-Nak: 2 " + tribeName("de", game.Vizier, 2) + " gezogen, im Beutel sind 1 (die anderen stehen auf dem Spielplan oder liegen vor euch)"},
		{sultan.PowerError{Power: "Anun-Nak", Problem: sultan.PowerBagFew, Want: 3, Got: 2},
			"Anun-Nak: 3 Meeples gezogen, im Beutel sind 2 (alle anderen stehen auf dem Spielplan oder liegen vor euch)"},
	} {
		e := tc.e
		if got, ok := powerErrorWords("de", &e); !ok || got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.e.Problem, got, tc.want)
		}
	}
	if _, ok := powerErrorWords("de", errors.New("sultan: power Enki: something")); ok {
		t.Error("an untyped error taken")
	}
}

// TestPowerNamesInTheLanguage: the card and the Item typed at a power
// read by their names in the screen's language and in English ("Fisch",
// "fish"; "Krone", "crown"): the Rebirth Ring takes back the Crown typed
// "Krone" on a German screen at 80x24; the twin: an English screen does
// not read "Krone", and nothing is played.
func TestPowerNamesInTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang, typed string
		reads       bool
	}{{"de", "Krone", true}, {"de", "crown", true}, {"en", "Krone", false}, {"en", "crown", true}} {
		tiles := withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
		v, _ := newTestSolo(t, func(s *sultan.Setup) {
			tiles(s)
			s.Player.Items[game.RebirthRing] = 1
		}, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		toPlayerTurn(t, v)
		typeText(v, "1213c") // the Oasis emptied: a Camel
		typeText(v, "p")
		typeText(v, "1") // the Ring
		typeText(v, tc.typed)
		drawScreen(t, v, screenWidth, screenHeight)
		n := v.g.Len()
		pressKeys(v, tcell.KeyEnter)
		if got := v.g.Player().Items[game.Crown] == 1 && v.g.Len() == n+1; got != tc.reads {
			t.Errorf("%s %q: the Crown taken back %v, want %v (%q)", tc.lang, tc.typed, got, tc.reads, v.Message())
		}
	}
	// A name neither language has: refused in the screen's language with
	// the names there are, nothing played.
	tiles := withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
	v, _ := newTestSolo(t, func(s *sultan.Setup) {
		tiles(s)
		s.Player.Items[game.RebirthRing] = 1
	}, sultan.Roll{White: 1, Black: 1})
	v.cfg.Language, v.bv.Lang = "de", "de"
	toPlayerTurn(t, v)
	typeText(v, "1213cp1Flöte")
	n := v.g.Len()
	pressKeys(v, tcell.KeyEnter)
	if want := `kein Gegenstand heißt "Flöte" (Juwelen, Truhe, Krone,`; !v.msgErr || !strings.HasPrefix(v.Message(), want) || v.g.Len() != n {
		t.Errorf("Flöte: %q, %d events (were %d), want %q", v.Message(), v.g.Len(), n, want)
	}
	for _, tc := range []struct{ lang, typed, want string }{
		{"de", "Fisch", "fish"}, {"de", "fakir", "fakir"}, {"de", "Töpferwaren", "pottery"}, {"en", "Fisch", "Fisch"},
	} {
		if got := cardKeyOf(tc.lang, tc.typed); got != tc.want {
			t.Errorf("%s %q: got %q, want %q", tc.lang, tc.typed, got, tc.want)
		}
	}
}

// TestBoardHeaderInTheLanguage: a solo screen built in German, as the app
// builds it (the language is the configuration's when the game opens; the
// settings are reached from home only), heads the board's columns in
// German at 80x24; the twin: English heads them "col 1".
func TestBoardHeaderInTheLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, want, not string }{
		{"de", "Sp. 1", "col 1"},
		{"en", "col 1", "Sp. 1"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			v, _ := newTestSoloIn(t, tc.lang, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			head := strings.Split(drawScreen(t, v, 80, 24), "\n")[0]
			if !strings.Contains(head, tc.want) || strings.Contains(head, tc.not) {
				t.Errorf("got %q, want %q", head, tc.want)
			}
		})
	}
}

// TestIblisInFrontInTheLanguage: with rule kill_in_front_of_yazid, Iblis
// after a kill in front of Yazid (a Vizier of his Council) naming a
// Merchant, or an Elder when none stands there, is refused in the screen's language at 80x24
// (sultan.PowerNotInFront, PowerNoneInFront); the twin: his Council's
// second Vizier is killed.
func TestIblisInFrontInTheLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, notInFront, noneLeft string }{
		{"de", "Iblis: vor Yazid stehen nur die Wesire seines Rats, seine Ältesten und Kunstschmiede",
			"Iblis: vor Yazid steht kein Ältester mehr (Rat 1, Älteste 0, Kunstschmiede 0)"},
		{"en", "Iblis: in front of Yazid stand only his Council's Viziers, his Elders and Artisans",
			"Iblis: no Elder is left in front of Yazid (Council 1, Elders 0, Artisans 0)"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			setup := assassinsSetup(t)
			v, _ := newTestSoloIn(t, tc.lang, func(s *sultan.Setup) {
				setup(s)
				s.Yazid.Council = 1
				s.Player.Djinns = []string{"Iblis"}
				s.Rules["kill_in_front_of_yazid"] = "true"
			}, sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			typeText(v, "1214")
			o, _ := v.pm.turnOptions()
			i := slices.IndexFunc(victimsByReach(o), func(vc sultan.Victim) bool { return vc.Yazid && vc.Tribe == game.Vizier })
			if i < 0 {
				t.Fatalf("Yazid's Vizier not offered: %+v", o.Victims)
			}
			council := v.g.Yazid().Council
			typeText(v, string(optionKeys[i]))
			if v.g.Yazid().Council != council-1 || v.g.Yazid().Elders != 0 {
				t.Fatalf("the kill: Council %d, Elders %d (%s):\n%s", v.g.Yazid().Council, v.g.Yazid().Elders, v.Message(), drawScreen(t, v, 80, 24))
			}
			for _, c := range []struct{ typed, want string }{{"g", tc.notInFront}, {"w", tc.noneLeft}} {
				pressKeys(v, tcell.KeyEscape) // the Sacred Place's prompt: its keys
				typeText(v, "p")
				typeText(v, "1")
				typeText(v, c.typed)
				n := v.g.Len()
				pressKeys(v, tcell.KeyEnter)
				screen := drawScreen(t, v, 80, 24)
				if !v.msgErr || v.Message() != c.want || v.g.Len() != n || strings.Contains(screen, "sultan:") {
					t.Errorf("%s: got %q, want %q:\n%s", c.typed, v.Message(), c.want, screen)
				}
				pressKeys(v, tcell.KeyEscape)
			}
			pressKeys(v, tcell.KeyEscape)
			typeText(v, "p")
			typeText(v, "1")
			typeText(v, "y")
			pressKeys(v, tcell.KeyEnter)
			if v.msgErr || v.g.Yazid().Council != council-2 {
				t.Errorf("his Council's Vizier: Council %d (%s)", v.g.Yazid().Council, v.Message())
			}
		})
	}
}
