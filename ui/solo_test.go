package ui

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// soloBoard is the base board of ui/testdata/solo.board: row 1 (nearest)
// is LM[YWW] V[RBG] O[BYY] S6[WGR] SM[GWB] S6[RYW]; row 5, column 5 is an
// empty Large Market.
func soloBoard(t testing.TB) *game.Board {
	t.Helper()
	text, err := os.ReadFile("testdata/solo.board")
	if err != nil {
		t.Fatal(err)
	}
	b, err := game.ParseBoard(string(text))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// savedGame is what the save hook last received.
type savedGame struct {
	log   sultan.Log
	ui    json.RawMessage
	saves int
}

// newTestSolo starts a solo game on the test board with scripted dice;
// change adjusts the setup.
func newTestSolo(t testing.TB, change func(*sultan.Setup), rolls ...sultan.Roll) (*soloHost, *savedGame) {
	t.Helper()
	return newTestSoloIn(t, "", change, rolls...)
}

// newTestSoloIn is newTestSolo with the screen built in lang, as the app
// builds it: the language is the configuration's, read once.
func newTestSoloIn(t testing.TB, lang string, change func(*sultan.Setup), rolls ...sultan.Roll) (*soloHost, *savedGame) {
	t.Helper()
	setup := sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules())
	if change != nil {
		change(&setup)
	}
	g, err := sultan.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	sg := &savedGame{}
	cfg := DefaultConfig()
	cfg.NoColor = true
	if lang != "" {
		cfg.Language = lang
	}
	v := newSoloHost(g, sultan.NewScriptedDice(rolls...), cfg, nil, soloHooks{
		save: func(g *sultan.Game, ui json.RawMessage) error {
			sg.log, sg.ui = g.Log(), ui
			sg.saves++
			return nil
		},
	})
	return v, sg
}

// lastCamel makes the rules end the game at this clean-up: Yazid's camels
// beside the board down to 0 (the y form's correction), the end then
// triggered and kept. The game's end is the engine's, never a key's.
func lastCamel(t testing.TB, v *soloHost) {
	t.Helper()
	if err := v.apply(v.Step(), sultan.YazidEvent(sultan.YazidChange{Camels: -v.g.Yazid().Camels})); err != nil {
		t.Fatal(err)
	}
}

// yazidToPlace puts all but n of Yazid's camels on the setup's board
// (from the top row down, past the first column), so that the game
// starts with n of his to place.
func yazidToPlace(n int) func(*sultan.Setup) {
	return func(s *sultan.Setup) {
		b, err := game.ParseBoard(s.Board)
		if err != nil {
			panic(err)
		}
		left := sultan.Camels - n
		for r := b.Rows; r >= 1 && left > 0; r-- {
			for c := 2; c <= b.Cols && left > 0; c++ {
				if t := b.At(game.Place{Col: c, Row: r}); t.Owner == game.NoOwner && !t.Type.Forbidden() {
					t.Owner = game.Yazid
					left--
				}
			}
		}
		s.Board, s.Yazid.Camels = b.String(), n
	}
}

func TestScreenSoloSteps(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	checkGolden(t, "solo_roll.txt", drawScreen(t, v, screenWidth, screenHeight))
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepDice {
		t.Fatalf("after Enter: step %s, want dice", v.Step())
	}
	checkGolden(t, "solo_dice.txt", drawScreen(t, v, screenWidth, screenHeight))
	// The targets' meeples known, the dice's Enter lets Yazid play; e
	// first corrects them (the confirmation, TestDiceEnterLetsYazidPlay).
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepChecklist {
		t.Fatalf("step %s, want checklist", v.Step())
	}
	checkGolden(t, "solo_checklist.txt", drawScreen(t, v, screenWidth, screenHeight))
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepPlayer {
		t.Fatalf("step %s, want player", v.Step())
	}
	checkGolden(t, "solo_player.txt", drawScreen(t, v, screenWidth, screenHeight))
	// A move: from r1c2 V[RBG] (1 2) to r1c5 SM[GWB] (marked c), a
	// Merchant last (g), R first (r): 2 Merchants taken.
	typeText(v, "12c")
	checkGolden(t, "solo_move.txt", drawScreen(t, v, screenWidth, screenHeight))
	typeText(v, "gr")
	if v.mode != modeMenu {
		t.Fatalf("move not finished: %s", v.Message())
	}
	if got := v.g.Board().Tile(game.Place{Col: 5, Row: 1}).Meeples.String(); got != "WB" {
		t.Errorf("r1c5 after the move: got %q, want WB", got)
	}
	if got := v.g.Board().Tile(game.Place{Col: 2, Row: 1}).Meeples.String(); got != "" {
		t.Errorf("r1c2 after the move: got %q, want empty", got)
	}
	// The Merchants' cards (the row is not tracked): fish and wheat; the
	// Small Market skipped; no sale.
	checkGolden(t, "solo_merchants.txt", drawScreen(t, v, screenWidth, screenHeight))
	typeText(v, "23")
	pressKeys(v, tcell.KeyEnter)
	checkGolden(t, "solo_market.txt", drawScreen(t, v, screenWidth, screenHeight))
	typeText(v, "s")
	if v.Step() != stepCleanup {
		t.Fatalf("the market skipped: step %s, want the clean-up, the sale on its s (%s)", v.Step(), v.Message())
	}
	typeText(v, "s")
	checkGolden(t, "solo_sale.txt", drawScreen(t, v, screenWidth, screenHeight))
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepCleanup {
		t.Fatalf("step %s, want cleanup (%s)", v.Step(), v.Message())
	}
	if g := v.g.Player().Goods; g[game.Fish] != 1 || g[game.Wheat] != 1 {
		t.Errorf("goods after the Merchants: %v", g)
	}
	checkGolden(t, "solo_cleanup.txt", drawScreen(t, v, screenWidth, screenHeight))
	// Round 1, camels left and moves on the board: the rules do not end
	// the game, x neither (it ended a game in round 1 before): x is not a
	// key of this clean-up, and does nothing.
	typeText(v, "x")
	if v.Step() != stepCleanup || v.g.Over() || keyOn(v, key('x')) {
		t.Fatalf("x in round 1: step %s, over %v, message %q; want it not taken", v.Step(), v.g.Over(), v.Message())
	}
	// The twin: Yazid's last camel placed, the end is due.
	lastCamel(t, v)
	typeText(v, "x")
	if v.Step() != stepCleanup || !strings.Contains(v.Message(), "ending now loses") {
		t.Fatalf("x with 0 Viziers against a Council of 1: step %s, message %q; want a warning", v.Step(), v.Message())
	}
	typeText(v, "x")
	if v.Step() != stepOver {
		t.Fatalf("step %s, want over", v.Step())
	}
	// The game ends in the round that was played (the history counts it).
	if got := v.g.Round(); got != 1 {
		t.Errorf("round after ending in round 1: got %d, want 1", got)
	}
	checkGolden(t, "solo_over.txt", drawScreen(t, v, screenWidth, screenHeight))
}

func TestSoloMoveRefusals(t *testing.T) {
	tests := []struct {
		name string
		keys string
		want string
	}{
		{"a start tile off the board", "17", "r1 c7 is not on the board"},
		{"a start tile without meeples", "11", "has no meeples to pick up"},
		{"a last tile no move reaches", "1255", "no legal move from r1 c2 (Village) ends on r5 c5"},
		{"a letter marking no tile", "12z", "no last tile is marked z"},
		{"a tribe the last tile does not take", "12cy", "which tribe does the move take"},
		{"a colour no order drops first", "12cgg", "no legal move drops a Merchant at step 1"},
		{"a path not listed", "12cg7", "no path 7 is listed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			before, n := v.g.Board().String(), len(v.g.Log())
			typeText(v, tc.keys)
			if !strings.Contains(v.Message(), tc.want) || !v.msgErr {
				t.Errorf("message %q (error %v), want an error containing %q", v.Message(), v.msgErr, tc.want)
			}
			if got := v.g.Board().String(); got != before || len(v.g.Log()) != n {
				t.Errorf("a refused answer changed the game:\n%s", got)
			}
		})
	}
	// The good twin: the legal move from r1c2 GBR to r1c5 SM, G last,
	// R first, is taken; 2 Merchants wait for their cards.
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "12cgr")
	tp, ok := v.g.Turn()
	if v.msgErr || !ok || tp.Move.String() != "r1c2: r1c3 R, r1c4 B, r1c5 G" || tp.Tribe != game.Merchant || tp.Taken != 2 {
		t.Errorf("legal move: %+v %v, message %s", tp, ok, v.Message())
	}
}

func TestSoloUndoNeverRerolls(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 6, Black: 6})
	pressKeys(v, tcell.KeyEnter)
	first, _ := v.g.CurrentRoll()
	typeText(v, "u")
	if v.Step() != stepRoll || len(v.g.Log()) != 1 {
		t.Fatalf("after undo: step %s, %d events", v.Step(), len(v.g.Log()))
	}
	pressKeys(v, tcell.KeyEnter)
	again, _ := v.g.CurrentRoll()
	if again != first {
		t.Errorf("roll after undo: got %s, want the same %s", again, first)
	}
	// Redo after undo, then a new step clears the redo list.
	typeText(v, "u")
	typeText(v, "r")
	if v.Step() != stepDice {
		t.Errorf("after redo: step %s, want dice", v.Step())
	}
	typeText(v, "r")
	if !strings.Contains(v.Message(), "nothing to redo") {
		t.Errorf("second redo: message %q", v.Message())
	}
}

func TestSoloUndoWholeSteps(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "12cgr")
	moved := v.g.Board().String()
	n := len(v.g.Log())
	typeText(v, "u")
	if n-len(v.g.Log()) != 1 {
		t.Errorf("undo of a move took back %d events, want the move event", n-len(v.g.Log()))
	}
	typeText(v, "r")
	if got := v.g.Board().String(); got != moved {
		t.Errorf("redo of the move: board\n%s\nwant\n%s", got, moved)
	}
}

func TestSoloChoiceOnEmptyTile(t *testing.T) {
	// r5c5 is an empty Large Market: the player chooses in column 5.
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 5, Black: 5})
	pressKeys(v, tcell.KeyEnter) // the roll asks the choice at once
	if v.Step() != stepChoose {
		t.Fatalf("step %s, want choose", v.Step())
	}
	checkGolden(t, "solo_choose.txt", drawScreen(t, v, screenWidth, screenHeight))
	// Column 1 is not a candidate.
	v.ui.Cursor = game.Place{Col: 1, Row: 1}
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepChoose || !v.msgErr {
		t.Errorf("non-candidate accepted: step %s, message %q", v.Step(), v.Message())
	}
	pressKeys(v, tcell.KeyTab, tcell.KeyEnter)
	if v.Step() != stepConfirm {
		t.Fatalf("after choosing: step %s, message %q", v.Step(), v.Message())
	}
	if len(v.ui.Answers) != 1 || v.ui.Answers[0].Col != 5 {
		t.Errorf("answers %v, want one tile of column 5", v.ui.Answers)
	}
}

func TestSoloLosingTurnNeedsConfirmation(t *testing.T) {
	// Yazid holds 5 Djinns; r1c1 LM[YWW] brings 2 Elders: he buys a 6th.
	// The dice's Enter lets Yazid play: a losing turn only warns.
	v, _ := newTestSolo(t, func(s *sultan.Setup) { s.Yazid.Djinns = 5 }, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
	if v.Step() != stepConfirm || !v.msgErr || !strings.Contains(v.Message(), "loses the game") {
		t.Fatalf("the dice's Enter: step %s, message %q; want a warning", v.Step(), v.Message())
	}
	if len(v.g.Log()) != 2 {
		t.Fatalf("the warning played the turn: %d events", len(v.g.Log()))
	}
	typeText(v, "y")
	if !v.g.Over() || v.g.Lost() != game.LostDjinns {
		t.Errorf("after y: over %v, lost %v", v.g.Over(), v.g.Lost())
	}
	// The twin: with 4 Djinns, Enter plays at once.
	w, _ := newTestSolo(t, func(s *sultan.Setup) { s.Yazid.Djinns = 4 }, sultan.Roll{White: 1, Black: 1})
	pressKeys(w, tcell.KeyEnter, tcell.KeyEnter)
	if w.Step() != stepChecklist {
		t.Errorf("4 Djinns: step %s, want checklist", w.Step())
	}
}

func TestSoloOutbid(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 2})
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "o")
	if v.Step() != stepPlayer || v.g.Phase() != sultan.PlayerFirst {
		t.Fatalf("after o: step %s, phase %s", v.Step(), v.g.Phase())
	}
	if got := v.g.Player().Coins; got != sultan.StartCoins-2 {
		t.Errorf("coins after outbidding 1,1: got %d, want %d", got, sultan.StartCoins-2)
	}
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter) // the turn passed (Enter twice), the re-roll
	if v.Step() != stepDice {
		t.Fatalf("after the re-roll: step %s", v.Step())
	}
	typeText(v, "o")
	if !v.msgErr {
		t.Errorf("a second outbid was accepted: %q", v.Message())
	}
	// The twin: too few coins refuse the outbid.
	w, _ := newTestSolo(t, func(s *sultan.Setup) { s.Player.Coins = 1 }, sultan.Roll{White: 1, Black: 1})
	pressKeys(w, tcell.KeyEnter)
	typeText(w, "o")
	if w.Step() != stepDice || !strings.Contains(w.Message(), "costs 2 coins, you have 1") {
		t.Errorf("outbid with 1 coin: step %s, message %q", w.Step(), w.Message())
	}
}

func TestSoloTypedDice(t *testing.T) {
	v, _ := newTestSolo(t, nil)
	typeText(v, "7")
	if !v.msgErr || !strings.Contains(v.Message(), "1 to 6") {
		t.Errorf("die 7: message %q", v.Message())
	}
	typeText(v, "42")
	r, ok := v.g.CurrentRoll()
	if !ok || r != (sultan.Roll{White: 4, Black: 2}) {
		t.Errorf("typed 4 2: roll %v %v", r, ok)
	}
}

func TestSoloHoldingsRefusesImpossible(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "h-30")
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "you have 25") {
		t.Errorf("spending 30 of 25 coins: message %q", v.Message())
	}
	typeText(v, "x")
	if !v.msgErr {
		t.Errorf("a letter in a count was taken: %q", v.Message())
	}
	pressKeys(v, tcell.KeyBackspace, tcell.KeyBackspace)
	typeText(v, "5")
	for i := 0; i < 6; i++ {
		pressKeys(v, tcell.KeyDown)
	}
	typeText(v, "Hagis")
	checkGolden(t, "solo_holdings.txt", drawScreen(t, v, screenWidth, screenHeight))
	pressKeys(v, tcell.KeyEnter)
	p := v.g.Player()
	if v.msgErr || p.Coins != 20 || !p.HasDjinn("Hagis") {
		t.Errorf("after -5 coins and Hagis: %d coins, Djinns %v, message %q", p.Coins, p.Djinns, v.Message())
	}
}

func TestSoloTileEdit(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "e")
	pressKeys(v, tcell.KeyUp, tcell.KeyEnter)
	// r2c1 S10[BGY]: the prefilled token, replaced.
	if v.te.tok != "S10[YGB]" {
		t.Errorf("prefilled token %q, want S10[YGB]", v.te.tok)
	}
	pressKeys(v, tcell.KeyCtrlU)
	typeText(v, "S10[RRRRRRRRRRRRRRRRRRRR]")
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr {
		t.Errorf("an edit beyond the box was taken: %q", v.Message())
	}
	pressKeys(v, tcell.KeyCtrlU)
	typeText(v, "S10[YG]")
	pressKeys(v, tcell.KeyEnter)
	if got := v.g.Board().Tile(game.Place{Col: 1, Row: 2}).Token(); got != "S10[YG]" || v.msgErr {
		t.Errorf("r2c1: got %q, message %q", got, v.Message())
	}
}

func TestSoloResumeRestoresScreen(t *testing.T) {
	v, sg := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	pressKeys(v, tcell.KeyEnter) // tick the first line
	g, err := sultan.Replay(sg.log)
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.NoColor = true
	w := newSoloHost(g, nil, cfg, sg.ui, soloHooks{})
	w.msg, v.msg = "", ""
	want := drawScreen(t, v, screenWidth, screenHeight)
	if got := drawScreen(t, w, screenWidth, screenHeight); got != want {
		t.Errorf("resumed screen differs:\ngot:\n%s\nwant:\n%s", got, want)
	}
	if w.Step() != stepChecklist || !w.ui.Ticks[0] {
		t.Errorf("resumed at %s with ticks %v", w.Step(), w.ui.Ticks)
	}
	// A screen state that does not match the log falls back on the phase.
	x := newSoloHost(g, nil, cfg, json.RawMessage(`{"marks":[{"len":99,"step":"over"}]}`), soloHooks{})
	if x.Step() != stepPlayer {
		t.Errorf("mismatched screen state: step %s, want player", x.Step())
	}
}

func TestSoloAutosavesEveryStep(t *testing.T) {
	v, sg := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter)
	if sg.saves == 0 || len(sg.log) != 2 {
		t.Errorf("after the roll: %d saves, %d events saved", sg.saves, len(sg.log))
	}
}

// newUnknownSolo starts a game whose row 1 meeples were left to be asked.
func newUnknownSolo(t *testing.T, rolls ...sultan.Roll) *soloHost {
	t.Helper()
	b := soloBoard(t)
	setup := sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules())
	for c := 1; c <= 6; c++ {
		setup.Unknown = append(setup.Unknown, game.Place{Col: c, Row: 1})
	}
	g, err := sultan.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.NoColor = true
	return newSoloHost(g, sultan.NewScriptedDice(rolls...), cfg, nil, soloHooks{})
}

func TestSoloUnknownMeeplesAskedWhenStruck(t *testing.T) {
	v := newUnknownSolo(t, sultan.Roll{White: 1, Black: 1})
	if got := len(v.unknownTiles()); got != 6 {
		t.Fatalf("%d unknown tiles, want 6", got)
	}
	pressKeys(v, tcell.KeyEnter)
	checkGolden(t, "solo_unknown_dice.txt", drawScreen(t, v, screenWidth, screenHeight))
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
	if v.mode != modeReveal {
		t.Fatalf("Yazid struck an unknown tile without asking: step %s, mode %d", v.Step(), v.mode)
	}
	typeText(v, "x")
	if !v.msgErr {
		t.Errorf("x taken as a meeple: %q", v.Message())
	}
	typeText(v, "yww")
	pressKeys(v, tcell.KeyEnter)
	if v.unknownTiles()[game.Place{Col: 1, Row: 1}] || v.Step() != stepConfirm {
		t.Fatalf("after typing the meeples: unknown %v, step %s", v.unknownTiles(), v.Step())
	}
	// The meeples typed are a reveal in the log, not a tile edit.
	r1c1 := game.Place{Col: 1, Row: 1}
	reveals := 0
	for i, e := range v.g.Log() {
		if e.Kind == sultan.EventTile && e.Tile.Place == r1c1 {
			t.Errorf("event %d: the meeples typed as a tile edit %s", i, e)
		}
		if e.Kind == sultan.EventReveal && e.Reveal.Place == r1c1 && e.Reveal.Meeples.String() == "YWW" {
			reveals++
		}
	}
	if reveals != 1 {
		t.Errorf("got %d reveals of r1 c1 YWW, want 1", reveals)
	}
	pressKeys(v, tcell.KeyEnter)
	turn, ok := v.g.LastTurn()
	if !ok || turn.Captures[0].Meeples != "YWW" {
		t.Errorf("Yazid's capture: %+v", turn.Captures)
	}
	if l := soloSheetLog("en", v.g); len(l.Rounds) != 1 || !strings.Contains(l.Rounds[0].Targets, "(r1 c1 held YWW)") {
		t.Errorf("the sheet's log: got %+v, want the meeples revealed", l.Rounds)
	}
	if lines := soloLogOf("en", v.g.Happened()).lines; !slices.Contains(lines, "R1 r1c1 holds YWW") {
		t.Errorf("the log: got %q, want the meeples revealed", lines)
	}
	// Undo takes the turn back and keeps the typed meeples; a second undo
	// forgets them.
	typeText(v, "u")
	if v.unknownTiles()[game.Place{Col: 1, Row: 1}] {
		t.Error("one undo forgot the typed meeples")
	}
	typeText(v, "u")
	if !v.unknownTiles()[game.Place{Col: 1, Row: 1}] {
		t.Error("undoing the typed meeples kept them")
	}
}

// TestSoloUnknownFromAnOldSave: a save of before the engine kept the
// tiles still to be asked listed them in the screen's state, and the
// placeholders' tile edits too, and told the meeples typed with a tile
// edit. It is taken up as the engine keeps them: the setup names the
// tiles, the placeholders' edits leave the log (the screen's marks move
// with it) and the engine puts the placeholders; the edit not listed
// still reveals its tile. The twin: the same edit listed as a
// placeholder reveals nothing, and is gone from the log.
func TestSoloUnknownFromAnOldSave(t *testing.T) {
	r1c1, r1c2 := game.Place{Col: 1, Row: 1}, game.Place{Col: 2, Row: 1}
	b := soloBoard(t)
	unknown := map[game.Place]bool{}
	var row1 []game.Place
	for c := 1; c <= 6; c++ {
		p := game.Place{Col: c, Row: 1}
		b.At(p).Meeples = game.Meeples{}
		unknown[p], row1 = true, append(row1, p)
	}
	b = sultan.PlaceholderBoard(b, unknown, game.Expansions{}, sultan.Holdings{}, sultan.YazidHoldings{})
	for _, placeholder := range []bool{false, true} {
		t.Run(fmt.Sprintf("placeholder %v", placeholder), func(t *testing.T) {
			g, err := sultan.New(sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules()))
			if err != nil {
				t.Fatal(err)
			}
			tile := g.Board().Tile(r1c1)
			tile.Meeples, _ = game.ParseMeeples("YWW")
			if _, err := g.Apply(sultan.TileEvent(r1c1, tile.Token())); err != nil {
				t.Fatal(err)
			}
			if _, err := g.RollDice(sultan.NewScriptedDice(sultan.Roll{White: 1, Black: 1})); err != nil {
				t.Fatal(err)
			}
			ui := soloUI{Version: 1, Unknown: row1, Marks: []soloMark{{Len: 1, Step: stepRoll}, {Len: 2, Step: stepRoll}, {Len: 3, Step: stepDice}}}
			if placeholder {
				ui.Placeholders = []int{1}
			}
			raw, _ := json.Marshal(ui)
			cfg := DefaultConfig()
			cfg.NoColor = true
			v := newSoloHost(g, sultan.NewScriptedDice(), cfg, raw, soloHooks{})
			if got := v.unknownTiles(); got[r1c1] != placeholder || !got[r1c2] || len(got) != 5+btoi(placeholder) {
				t.Errorf("got the unknown tiles %v", got)
			}
			if v.msgErr || v.Step() != stepDice {
				t.Errorf("the screen's state: step %s, %q", v.Step(), v.Message())
			}
			wantLen, wantMeeples := 3, "YWW"
			if placeholder {
				wantLen, wantMeeples = 2, v.g.Board().Tile(r1c1).Meeples.String()
			}
			if v.g.Len() != wantLen || v.ui.Marks[len(v.ui.Marks)-1].Len != wantLen || v.g.Board().Tile(r1c1).Meeples.String() != wantMeeples {
				t.Errorf("got %d events, the last mark at %d, r1 c1 %s; want %d, %[4]d, %s",
					v.g.Len(), v.ui.Marks[len(v.ui.Marks)-1].Len, v.g.Board().Tile(r1c1).Meeples, wantLen, wantMeeples)
			}
			if placeholder && v.g.Board().Tile(r1c1).Meeples.Total() != 1 {
				t.Errorf("r1 c1: got %s, want the engine's placeholder", v.g.Board().Tile(r1c1).Meeples)
			}
			if out := v.uiJSON(); strings.Contains(string(out), "placeholders") || strings.Contains(string(out), "unknown") {
				t.Errorf("the screen's state written: %s", out)
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestSoloUnknownMeeplesAskedByAMove(t *testing.T) {
	v := newUnknownSolo(t, sultan.Roll{White: 6, Black: 5})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepPlayer {
		t.Fatalf("step %s, message %q", v.Step(), v.Message())
	}
	typeText(v, "m")
	pressKeys(v, tcell.KeyEnter) // r1c1, unknown
	if v.mode != modeReveal {
		t.Fatalf("the move started on an unknown tile: mode %d", v.mode)
	}
	typeText(v, "yww")
	pressKeys(v, tcell.KeyEnter)
	if v.mode != modeMove {
		t.Fatalf("after the meeples: mode %d, message %q", v.mode, v.Message())
	}
	if v.mv.stage != guideLast || v.mv.from != (game.Place{Col: 1, Row: 1}) {
		t.Fatalf("after the meeples: stage %v from %v, want the last tile from r1c1", v.mv.stage, v.mv.from)
	}
	typeText(v, "12") // r1c2: unknown too
	if v.mode != modeReveal {
		t.Fatalf("the last tile unknown: mode %d", v.mode)
	}
	typeText(v, "rbg")
	pressKeys(v, tcell.KeyEnter)
	// YWW cannot end on r1c2 RBG in 3 steps.
	if !v.msgErr || !strings.Contains(v.Message(), "no legal move from r1 c1") {
		t.Errorf("last tile r1c2 RBG: message %q", v.Message())
	}
}

func TestSoloMouseChoosesTarget(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 5, Black: 5})
	pressKeys(v, tcell.KeyEnter) // the roll asks the choice at once
	s := newTestScreen(t, screenWidth, screenHeight)
	drawOn(s, v)
	h := v.MouseHandler()
	click := func(p game.Place) {
		x := boardLabelWidth + (p.Col-1)*boardCellW + 2
		y := 1 + 2*(v.g.Board().Rows-p.Row)
		h(tview.MouseLeftClick, tcell.NewEventMouse(x, y, tcell.Button1, 0), func(tview.Primitive) {})
	}
	click(game.Place{Col: 1, Row: 1})
	if v.Step() != stepChoose {
		t.Fatalf("a click on a tile not marked ? chose it: step %s", v.Step())
	}
	click(game.Place{Col: 5, Row: 3})
	if v.Step() != stepConfirm || len(v.ui.Answers) != 1 || v.ui.Answers[0] != (game.Place{Col: 5, Row: 3}) {
		t.Errorf("a click on r3c5: step %s, answers %v", v.Step(), v.ui.Answers)
	}
}

// FuzzSoloKeys types any keys into the solo game: no screen may panic and
// the game's log must always replay to the game shown (nothing typed
// corrupts it).
func FuzzSoloKeys(f *testing.F) {
	f.Add([]byte("\r\r\ra\r\rm\x01\r\x01r\x01b\x01g\r\rx\r"))
	f.Add([]byte("\ro\r\r\r\ra\r\r"))
	f.Add([]byte("\r\r\ru\ru\rrr\x7f\x1bh-5\x02\x02Hagis\r"))
	f.Add([]byte("e\x03\r\x15V[YYYYYYYYYYYYYYYYYYYYY]\r\x1b"))
	keys := []tcell.Key{tcell.KeyEnter, tcell.KeyUp, tcell.KeyDown, tcell.KeyLeft, tcell.KeyRight, tcell.KeyTab,
		tcell.KeyBackspace2, tcell.KeyEscape, tcell.KeyCtrlZ, tcell.KeyCtrlY, tcell.KeyCtrlU}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 400 {
			in = in[:400]
		}
		rolls := make([]sultan.Roll, 40)
		for i := range rolls {
			rolls[i] = sultan.Roll{White: i%6 + 1, Black: (i*5)%6 + 1}
		}
		v := newUnknownSolo(t, rolls...)
		s := newTestScreen(t, screenWidth, screenHeight)
		for _, c := range in {
			switch {
			case c == '\r':
				press(v, tcell.KeyEnter, 0, 0)
			case c < 16:
				press(v, keys[int(c)%len(keys)], 0, 0)
			case c == 0x7f:
				press(v, tcell.KeyBackspace2, 0, 0)
			case c == 0x1b:
				press(v, tcell.KeyEscape, 0, 0)
			default:
				press(v, tcell.KeyRune, rune(c), 0)
			}
		}
		drawOn(s, v)
		g, err := sultan.Replay(v.g.Log())
		if err != nil {
			t.Fatalf("the log does not replay: %v", err)
		}
		if !g.State().Equal(v.g.State()) {
			t.Fatalf("the replayed game differs from the game shown")
		}
	})
}

func TestSoloEndWithMoreViziersNeedsNoWarning(t *testing.T) {
	v, _ := newTestSolo(t, func(s *sultan.Setup) { s.Player.Viziers = 3 }, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	lastCamel(t, v)
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepOver || v.g.Lost() != game.NotLost {
		t.Errorf("3 Viziers against 1: step %s, lost %v, message %q", v.Step(), v.g.Lost(), v.Message())
	}
}

func TestSoloSheetLog(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	log := soloSheetLog("en", v.Game())
	if log == nil || len(log.Rounds) != 1 {
		t.Fatalf("got %+v, want one round", log)
	}
	r := log.Rounds[0]
	// The tiles as the TUI names them (r1 c1), not "1,1"; no outbid.
	if r.Round != 1 || r.White != 1 || r.Black != 1 || r.Targets != "r1 c1 (rolled)" ||
		r.Captures != "YWW: Council +1, Elders +2, a camel; a Djinn" || r.Council != 1 || r.Djinns != 1 {
		t.Errorf("got %+v", r)
	}
}

// TestSoloSheetLogOutbid: a round the player outbid says so in the
// sheet's log, with the dice outbid; the coins column is what the player
// paid Yazid (his Builders), not the outbid, which goes to the bank
// (reference section 10): 0 here, where Yazid took no Builder.
func TestSoloSheetLogOutbid(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 2, Black: 1}, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "o")
	if v.g.Phase() != sultan.PlayerFirst {
		t.Fatalf("after o: phase %v, message %q", v.g.Phase(), v.Message())
	}
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	log := soloSheetLog("en", v.Game())
	if log == nil || len(log.Rounds) != 1 {
		t.Fatalf("got %+v (step %s, %q), want one round", log, v.Step(), v.Message())
	}
	r := log.Rounds[0]
	if r.White != 1 || r.Black != 1 || r.Targets != "outbid 2/1, re-rolled: r1 c1 (rolled)" || r.CoinsPaid != 0 {
		t.Errorf("got %+v", r)
	}
	// The twin: outbid 1/1 (2 coins to the bank), then the re-roll 2/1
	// takes r1 c2's Builder: the column holds the Builders' coins only.
	v, _ = newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 1})
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "o")
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "0") // the Merchant's card is no Fakir
	pressKeys(v, tcell.KeyEnter)
	log = soloSheetLog("en", v.Game())
	if log == nil || len(log.Rounds) != 1 {
		t.Fatalf("twin: got %+v (step %s, %q), want one round", log, v.Step(), v.Message())
	}
	r = log.Rounds[0]
	if coins := 25 - 2 - v.g.Player().Coins; r.CoinsPaid != coins || coins <= 0 || !strings.Contains(r.Captures, fmt.Sprintf("%d coins", coins)) {
		t.Errorf("twin: got %+v, want %d coins paid to Yazid", r, coins)
	}
}

func TestSoloGoodsTallied(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	holdings := func(line int, text string) {
		typeText(v, "h")
		for i := 0; i < line; i++ {
			pressKeys(v, tcell.KeyDown)
		}
		typeText(v, text)
		pressKeys(v, tcell.KeyEnter)
	}
	holdings(8, "2 silk, fish")
	if v.msgErr || v.cards().Goods[game.Silk] != 2 || v.cards().Goods[game.Fish] != 1 || v.g.Player().Goods[game.Silk] != 2 {
		t.Fatalf("after 2 silk, fish: %v, message %q", v.cards().Goods, v.Message())
	}
	tests := []struct {
		name string
		line int
		text string
		want string
	}{
		{"sell more than held", 9, "3 silk", "you have 2 Silk"},
		{"more than the deck", 8, "3 ivory", "the deck holds 2"},
		{"unknown good", 8, "salt", "no good is called"},
		{"unknown item", 10, "flute", `Items +: no item is called "flute" (jewels, chest, crown, burning scimitar, fabulous lamp, enchanting flute,`},
		{"a count of none", 8, "0 fish", `Goods +: "0 fish": a count from 1`},
		{"items without Artisans", 10, "crown", "Artisans expansion"},
	}
	for _, tc := range tests {
		holdings(tc.line, tc.text)
		if !v.msgErr || !strings.Contains(v.Message(), tc.want) {
			t.Errorf("%s: message %q, want %q", tc.name, v.Message(), tc.want)
		}
		pressKeys(v, tcell.KeyEscape)
	}
	if v.cards().Goods[game.Silk] != 2 {
		t.Errorf("refused changes changed the tally: %v", v.cards().Goods)
	}
	cfg := DefaultConfig()
	f := newSoloFinalView(v.Game(), cfg, v.cards())
	for _, fl := range f.fields {
		if fl.label == "Silk" && fl.value != "2" {
			t.Errorf("final form: Silk %q, want 2", fl.value)
		}
	}
	typeText(v, "u")
	if v.cards().Goods[game.Silk] != 0 {
		t.Errorf("undo kept the goods: %v", v.cards().Goods)
	}
	typeText(v, "r")
	if v.cards().Goods[game.Silk] != 2 {
		t.Errorf("redo lost the goods: %v", v.cards().Goods)
	}
}

// A save made before the engine held the goods kept them beside the game
// (soloUI.Cards): they still count, in the score and the final form, and
// selling them takes them from there, never the engine below none.
func TestSoloOlderSaveCardsStillCount(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	before, _ := v.pm.provisional()
	v.ui.Cards.Goods[game.Silk] = 1
	v.ui.Cards.Goods[game.Fish] = 1
	withOld, _ := v.pm.provisional()
	if withOld != before+3 {
		t.Errorf("score with an older save's silk and fish: %d, want %d", withOld, before+3)
	}
	typeText(v, "h")
	for i := 0; i < 9; i++ {
		pressKeys(v, tcell.KeyDown)
	}
	typeText(v, "silk, fish")
	pressKeys(v, tcell.KeyEnter)
	if v.msgErr {
		t.Fatalf("selling the older save's goods: %q", v.Message())
	}
	if c := v.cards(); c.Goods[game.Silk] != 0 || c.Goods[game.Fish] != 0 || v.g.Player().Goods[game.Silk] != 0 {
		t.Errorf("after the sale: cards %v, engine %v", c.Goods, v.g.Player().Goods)
	}
	if got := v.g.Player().Coins; got != 25+3 {
		t.Errorf("coins after selling a suit of 2: %d, want 28", got)
	}
}

func TestSoloFakirsAskedForMerchants(t *testing.T) {
	// r1c5 SM[GWB]: 1 Merchant takes 1 card, 1 Elder goes to Yazid.
	tests := []struct {
		name   string
		fakirs string
		djinns int
	}{
		{"a Fakir: 1 Elder and 1 Fakir buy a Djinn", "1", 1},
		{"no Fakir: 1 Elder buys nothing", "0", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := newTestSolo(t, nil, sultan.Roll{White: 5, Black: 1})
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
			if !v.at.askingFakirs {
				t.Fatalf("no question about the Fakirs: step %s, message %q", v.Step(), v.Message())
			}
			typeText(v, "2")
			if !v.msgErr {
				t.Errorf("2 Fakirs among 1 card accepted: %q", v.Message())
			}
			typeText(v, tc.fakirs)
			pressKeys(v, tcell.KeyEnter)
			if v.Step() != stepChecklist {
				t.Fatalf("step %s, message %q", v.Step(), v.Message())
			}
			y := v.g.Yazid()
			if y.Djinns != tc.djinns {
				t.Errorf("Yazid's Djinns: got %d, want %d (holdings %+v)", y.Djinns, tc.djinns, y)
			}
			if v.g.State().Resources != nil {
				t.Error("the resource row stayed tracked after Yazid's turn")
			}
		})
	}
}

func TestSoloYazidCorrections(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "y-5")
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "Yazid has 1, he can't give 5") {
		t.Errorf("Council -5 of 1: message %q", v.Message())
	}
	pressKeys(v, tcell.KeyBackspace)
	typeText(v, "1")
	pressKeys(v, tcell.KeyDown, tcell.KeyDown)
	typeText(v, "+2")
	pressKeys(v, tcell.KeyEnter)
	if y := v.g.Yazid(); v.msgErr || y.Council != 0 || y.Fakirs != 2 {
		t.Errorf("after Council -1, Fakirs +2: %+v, message %q", y, v.Message())
	}
	// A sixth Djinn loses at once.
	typeText(v, "y")
	pressKeys(v, tcell.KeyUp, tcell.KeyUp)
	typeText(v, "+5")
	pressKeys(v, tcell.KeyEnter)
	if v.g.Lost() != game.LostDjinns || v.Step() != stepOver {
		t.Errorf("6 Djinns: lost %v, step %s, message %q", v.g.Lost(), v.Step(), v.Message())
	}
}

// TestSoloResumesAPlaceholderSave: the save of internal/store's testdata
// written before the reveal event (r1 c1's meeples typed as a tile edit,
// the placeholders' edits listed) resumes with r1 c1 known and the other
// five tiles of row 1 still to be asked.
func TestSoloResumesAPlaceholderSave(t *testing.T) {
	data, err := os.ReadFile("../internal/store/testdata/saves/placeholders.json")
	if err != nil {
		t.Fatal(err)
	}
	var save struct {
		Setup  sultan.Setup    `json:"setup"`
		Events sultan.Log      `json:"events"`
		UI     json.RawMessage `json:"ui"`
	}
	if err := json.Unmarshal(data, &save); err != nil {
		t.Fatal(err)
	}
	g, err := sultan.Replay(append(sultan.Log{sultan.SetupEvent(save.Setup)}, save.Events...))
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.NoColor = true
	v := newSoloHost(g, sultan.NewScriptedDice(), cfg, save.UI, soloHooks{})
	got := v.unknownTiles()
	if got[game.Place{Col: 1, Row: 1}] || len(got) != 5 {
		t.Errorf("got the unknown tiles %v, want r1 c2 to r1 c6", got)
	}
	if v.msgErr {
		t.Errorf("the screen's state was not taken: %q", v.Message())
	}
}

// Enter never passes a turn that has a legal move at once: the first
// Enter says so, the second passes it (a turn played by hand).
func TestSoloEnterPassesOnlyTwice(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	n := v.g.Len()
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepPlayer || v.g.Len() != n || !strings.Contains(v.Message(), "you have a legal move") {
		t.Fatalf("the first Enter with a legal move: step %s, message %q; want it refused", v.Step(), v.Message())
	}
	pressKeys(v, tcell.KeyEnter)
	if v.Step() == stepPlayer {
		t.Fatalf("the second Enter did not pass the turn: message %q", v.Message())
	}
	// The twin: no meeple left to move (the table edited by hand), the
	// first Enter goes on.
	w, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, w)
	b := w.g.Board()
	for r := 1; r <= b.Rows; r++ {
		for c := 1; c <= b.Cols; c++ {
			p := game.Place{Col: c, Row: r}
			if tile := *b.At(p); tile.Meeples.Total() > 0 {
				tile.Meeples = game.Meeples{}
				if _, err := w.g.Apply(sultan.TileEvent(p, tile.Token())); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	pressKeys(w, tcell.KeyEnter)
	if w.Step() == stepPlayer {
		t.Errorf("Enter with no legal move: step %s, message %q; want the turn passed", w.Step(), w.Message())
	}
}

// TestSoloGoodsTalliedInGerman: on a German screen at 80x24 the holdings
// form takes the goods by their German names ("2 Seide, Fisch") and
// sells them so ("Seide"), its keys line giving German names, and a
// name no good has is refused in German with the German names; the twin
// is TestSoloGoodsTallied, in English.
func TestSoloGoodsTalliedInGerman(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	v.cfg.Language, v.bv.Lang = "de", "de"
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	holdings := func(line int, text string) string {
		typeText(v, "h")
		for i := 0; i < line; i++ {
			pressKeys(v, tcell.KeyDown)
		}
		typeText(v, text)
		screen := drawScreen(t, v, screenWidth, screenHeight)
		pressKeys(v, tcell.KeyEnter)
		return screen
	}
	screen := holdings(8, "2 Seide, Fisch")
	if !strings.Contains(screen, "(2 Seide, Fisch)") {
		t.Errorf("the keys line gives no German names:\n%s", screen)
	}
	if v.msgErr || v.cards().Goods[game.Silk] != 2 || v.cards().Goods[game.Fish] != 1 {
		t.Fatalf("after 2 Seide, Fisch: %v, message %q", v.cards().Goods, v.Message())
	}
	coins := v.g.Player().Coins
	holdings(9, "Seide")
	if v.msgErr || v.cards().Goods[game.Silk] != 1 || v.g.Player().Coins != coins+1 {
		t.Errorf("Seide sold: %v, coins %d (were %d), message %q", v.cards().Goods, v.g.Player().Coins, coins, v.Message())
	}
	holdings(8, "Salz")
	if !v.msgErr || !strings.Contains(v.Message(), `keine Ware heißt "Salz" (Elfenbein, Juwelen,`) {
		t.Errorf("Salz: message %q", v.Message())
	}
}
