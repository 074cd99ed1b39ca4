package ui

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// stepCase is a step's value and the lines it shows.
type stepCase struct {
	name string
	step soloStepView
	w    int
	want []stepLine
}

// checkSteps compares each step's lines with the lines wanted.
func checkSteps(t *testing.T, tests []stepCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := tc.w
			if w == 0 {
				w = 200
			}
			if got := tc.step.lines(w); !slices.Equal(got, tc.want) {
				t.Errorf("got\n%s\nwant\n%s", showLines(got), showLines(tc.want))
			}
		})
	}
}

func showLines(ls []stepLine) string {
	s := ""
	for _, l := range ls {
		s += fmt.Sprintf("  %d %q\n", l.kind, l.text)
	}
	return s
}

func TestRollStepLines(t *testing.T) {
	checkSteps(t, []stepCase{
		{"the roll, two digits to type", rollStep{lang: "en"}, 0, []stepLine{
			{"Press Enter to roll Yazid's dice,", lineNormal},
			{"or type the dice rolled at the table, white then black: _", lineNormal}}},
		{"the white die typed, a danger", rollStep{lang: "en", typed: "4", warnings: []string{"Yazid has 5 Djinns: one more and you lose"}}, 0, []stepLine{
			{"Press Enter to roll Yazid's dice,", lineNormal},
			{"or type the dice rolled at the table, white then black: 4_", lineNormal},
			{"! Yazid has 5 Djinns: one more and you lose", lineBad}}},
		{"the re-roll after an outbid", rollStep{lang: "en", reroll: true}, 0, []stepLine{
			{"Press Enter to re-roll for Yazid (this roll must be accepted),", lineNormal},
			{"or type the dice rolled at the table, white then black: _", lineNormal}}},
		{"the re-roll in German", rollStep{lang: "de", reroll: true, typed: "6"}, 0, []stepLine{
			{"Enter würfelt neu für Yazid (dieser Wurf gilt),", lineNormal},
			{"oder tippe die am Tisch gewürfelten Würfel, erst weiß, dann schwarz: 6_", lineNormal}}},
		{"narrow: the words wrap", rollStep{lang: "en"}, 30, []stepLine{
			{"Press Enter to roll Yazid's", lineNormal},
			{"dice,", lineNormal},
			{"or type the dice rolled at the", lineNormal},
			{"table, white then black: _", lineNormal}}},
	})
}

func TestDiceStepLines(t *testing.T) {
	r32 := sultan.Roll{White: 3, Black: 2}
	box := func(lang, roll, where string) []stepLine {
		return []stepLine{{"┌─────┐ ┌─────┐", lineHeading}, {"│  3  │ │  2  │  " + roll, lineHeading}, {"└─────┘ └─────┘  " + where, lineHeading}}
	}
	en := box("en", "white 3, black 2", "column 3, row 2")
	column := &sultan.Choice{Kind: sultan.SameColumn, Candidates: []game.Place{{Row: 1, Col: 5}, {Row: 2, Col: 5}}}
	checkSteps(t, []stepCase{
		{"no roll: nothing", diceStep{lang: "en"}, 0, nil},
		{"the dice, nothing to take", diceStep{lang: "en", rolled: true, roll: r32, previewed: true}, 0, append(en[:3:3],
			stepLine{"Clearing it: nothing to take", lineNormal},
			stepLine{"Enter  let Yazid play   e  correct the meeples first", lineDim})},
		{"the dice, the turn and the outbid offer", diceStep{lang: "en", rolled: true, roll: r32, previewed: true,
			summary: "2 Viziers to the Council", canOutbid: true, cost: 2, coins: 5}, 0, append(en[:3:3],
			stepLine{"Clearing it: 2 Viziers to the Council", lineNormal},
			stepLine{"o  outbid: pay 2 of your 5 coins, play first, then Yazid re-rolls", lineHeading},
			stepLine{"Enter  let Yazid play   e  correct the meeples first", lineDim})},
		{"a losing turn", diceStep{lang: "en", rolled: true, roll: r32, previewed: true, summary: "7 Assassins", loses: true}, 0, append(en[:3:3],
			stepLine{"Clearing it: LOSES THE GAME: 7 Assassins", lineBad},
			stepLine{"Enter  let Yazid play   e  correct the meeples first", lineDim})},
		{"the target's meeples not entered", diceStep{lang: "en", rolled: true, roll: r32, previewed: true, unknown: true}, 0, append(en[:3:3],
			stepLine{"The target's meeples were not entered yet: you type them next.", lineNormal},
			stepLine{"Enter  let Yazid play", lineDim})},
		{"a choice of target", diceStep{lang: "en", rolled: true, roll: r32, choice: column}, 0, append(en[:3:3],
			stepLine{"Choose another tile of the same column for Yazid: r1 c5, r2 c5 (marked ?)", lineNormal},
			stepLine{"Enter  let Yazid play", lineDim})},
		{"the preview failed: the dice only", diceStep{lang: "en", rolled: true, roll: r32}, 0, append(en[:3:3],
			stepLine{"Enter  let Yazid play", lineDim})},
		{"little room: the dice on one line", diceStep{lang: "en", rolled: true, roll: r32, room: 5, previewed: true}, 0, []stepLine{
			{"white [ 3 ]  black [ 2 ]  column 3, row 2", lineHeading},
			{"Clearing it: nothing to take", lineNormal},
			{"Enter  let Yazid play   e  correct the meeples first", lineDim}}},
		{"in German", diceStep{lang: "de", rolled: true, roll: r32, previewed: true, canOutbid: true, cost: 2, coins: 5}, 0, append(box("de", "weiß 3, schwarz 2", "Spalte 3, Reihe 2"),
			stepLine{"Räumt Yazid es ab: nichts zu holen", lineNormal},
			stepLine{"o  überbieten: zahle 2 von 5 Gold, zieh zuerst, dann würfelt Yazid neu", lineHeading},
			stepLine{"Enter  Yazid spielen lassen   e  erst die Meeples korrigieren", lineDim})},
		{"narrow: the words beside the dice wrap under them", diceStep{lang: "en", rolled: true, roll: r32, previewed: true}, 30, []stepLine{
			{"┌─────┐ ┌─────┐", lineHeading},
			{"│  3  │ │  2  │  white 3,", lineHeading},
			{"                 black 2", lineHeading},
			{"└─────┘ └─────┘  column 3, row", lineHeading},
			{"                 2", lineHeading},
			{"Clearing it: nothing to take", lineNormal},
			{"Enter let Yazid play e correct", lineDim},
			{"the meeples first", lineDim}}},
	})
}

func TestChooseStepLines(t *testing.T) {
	c := &sultan.Choice{Kind: sultan.OtherColumn, Candidates: []game.Place{{Row: 1, Col: 2}, {Row: 3, Col: 2}}}
	checkSteps(t, []stepCase{
		{"the candidates and the cursor", chooseStep{lang: "en", choice: c, cursor: game.Place{Row: 1, Col: 2}}, 0, []stepLine{
			{"Choose Yazid's second target in another column: r1 c2, r3 c2", lineHeading},
			{"Type a tile's row and column, or arrows or Tab to a tile marked ?, Enter chooses it. Now on r1 c2.", lineNormal}}},
		{"a row typed", chooseStep{lang: "en", choice: c, cursor: game.Place{Row: 1, Col: 2}, typed: "3"}, 0, []stepLine{
			{"Choose Yazid's second target in another column: r1 c2, r3 c2", lineHeading},
			{"Type a tile's row and column, or arrows or Tab to a tile marked ?, Enter chooses it. Now on r1 c2.", lineNormal},
			{"Typed: r3 c_", lineNormal}}},
		{"no choice left: the cursor only", chooseStep{lang: "en", cursor: game.Place{Row: 3, Col: 2}}, 0, []stepLine{
			{"Type a tile's row and column, or arrows or Tab to a tile marked ?, Enter chooses it. Now on r3 c2.", lineNormal}}},
		{"in German", chooseStep{lang: "de", choice: c, cursor: game.Place{Row: 3, Col: 2}}, 0, []stepLine{
			{"Wähle Yazids zweites Ziel in einer anderen Spalte: r1 s2, r3 s2", lineHeading},
			{"Tippe Reihe und Spalte eines Plättchens, oder Pfeile oder Tab zu einem Plättchen mit ?, Enter wählt es. Jetzt auf r3 s2.", lineNormal}}},
	})
}

func TestConfirmStepLines(t *testing.T) {
	r1c3 := confirmTarget{place: game.Place{Row: 1, Col: 3}, meeples: "BYY"}
	empty := confirmTarget{place: game.Place{Row: 2, Col: 3}}
	unknown := confirmTarget{place: game.Place{Row: 2, Col: 3}, unknown: true}
	checkSteps(t, []stepCase{
		{"the targets, the turn, the question", confirmStep{lang: "en", targets: []confirmTarget{r1c3, empty}, summary: "2 Viziers to the Council"}, 0, []stepLine{
			{"Yazid strikes r1 c3: BYY", lineHeading},
			{"Yazid strikes r2 c3: none", lineHeading},
			{"2 Viziers to the Council", lineNormal},
			{"Are the meeples right? Enter: Yazid plays. e: correct them.", lineDim}}},
		{"a losing turn", confirmStep{lang: "en", targets: []confirmTarget{r1c3}, lost: game.LostAssassins}, 0, []stepLine{
			{"Yazid strikes r1 c3: BYY", lineHeading},
			{"! This loses the game: Yazid has 7 Assassins. Enter warns, y confirms, u goes back.", lineBad}}},
		{"a target's meeples not entered: nothing more", confirmStep{lang: "en", targets: []confirmTarget{r1c3, unknown}, summary: "x", lost: game.LostAssassins}, 0, []stepLine{
			{"Yazid strikes r1 c3: BYY", lineHeading},
			{"Yazid strikes r2 c3: meeples not entered yet (Enter to type them)", lineHeading}}},
		{"the Fakirs among 3 cards", confirmStep{lang: "en", targets: []confirmTarget{r1c3}, merchants: 3, askingFakirs: true, fakirsMost: 3}, 0, []stepLine{
			{"Yazid strikes r1 c3: BYY", lineHeading},
			{"How many of the first 3 cards of the resource row are Fakirs? Type 0 to 3.", lineHeading}}},
		{"the Fakirs, one card", confirmStep{lang: "en", targets: []confirmTarget{r1c3}, merchants: 1, askingFakirs: true, fakirsMost: 1}, 0, []stepLine{
			{"Yazid strikes r1 c3: BYY", lineHeading},
			{"Is the first card of the resource row a Fakir? Type 0 (no) or 1 (yes).", lineHeading}}},
		{"Merchants not asked about: the question", confirmStep{lang: "en", targets: []confirmTarget{r1c3}, merchants: 3}, 0, []stepLine{
			{"Yazid strikes r1 c3: BYY", lineHeading},
			{"Are the meeples right? Enter: Yazid plays. e: correct them.", lineDim}}},
		{"the turn cannot be played: why, alone", confirmStep{lang: "en", err: errors.New("sultan: no roll\nat all"), targets: []confirmTarget{r1c3}}, 0, []stepLine{
			{"sultan: no roll; at all", lineBad}}},
		{"in German", confirmStep{lang: "de", targets: []confirmTarget{empty}, lost: game.LostDjinns}, 0, []stepLine{
			{"Yazid schlägt zu auf r2 s3: keine", lineHeading},
			{"! Damit verlierst du: Yazid hat 6 Dschinn. Enter warnt, y bestätigt, u geht zurück.", lineBad}}},
	})
}

func TestChecklistStepLines(t *testing.T) {
	const w = 100
	pad := func(s string) string { return fmt.Sprintf("%-*s", w, s) }
	keys := stepLine{"Space or Enter ticks a line off; all ticked, Enter goes on (a: all, and on).", lineDim}
	eight := make([]string, 8)
	for i := range eight {
		eight[i] = fmt.Sprintf("line %d", i+1)
	}
	checkSteps(t, []stepCase{
		{"one ticked, the cursor on the next", checklistStep{lang: "en", items: []string{"Put 2 Viziers on the Council", "Take 1 coin"}, ticks: []bool{true, false}, cursor: 1, room: 5}, w, []stepLine{
			{pad("[x] Put 2 Viziers on the Council"), lineNormal},
			{pad("[ ] Take 1 coin"), lineCursor},
			keys}},
		{"too many lines: those below counted", checklistStep{lang: "en", items: eight, ticks: make([]bool, 8), room: 5}, w, []stepLine{
			{pad("[ ] line 1"), lineCursor},
			{pad("[ ] line 2"), lineNormal},
			{pad("[ ] line 3"), lineNormal},
			{pad("[ ] line 4"), lineNormal},
			{"4 more below (G shows the end)", lineDim},
			keys}},
		{"the cursor at the end: the room filled, those above counted", checklistStep{lang: "en", items: eight, ticks: make([]bool, 8), cursor: 7, room: 5}, w, []stepLine{
			{pad("[ ] line 5"), lineNormal},
			{pad("[ ] line 6"), lineNormal},
			{pad("[ ] line 7"), lineNormal},
			{pad("[ ] line 8"), lineCursor},
			{"4 more above (g shows the start)", lineDim},
			keys}},
		{"the cursor next to the end: the room filled", checklistStep{lang: "en", items: eight, ticks: make([]bool, 8), cursor: 6, room: 5}, w, []stepLine{
			{pad("[ ] line 5"), lineNormal},
			{pad("[ ] line 6"), lineNormal},
			{pad("[ ] line 7"), lineCursor},
			{pad("[ ] line 8"), lineNormal},
			{"4 more above (g shows the start)", lineDim},
			keys}},
		{"the cursor in the middle: both counted", checklistStep{lang: "en", items: eight, ticks: make([]bool, 8), cursor: 4, room: 5}, w, []stepLine{
			{pad("[ ] line 4"), lineNormal},
			{pad("[ ] line 5"), lineCursor},
			{pad("[ ] line 6"), lineNormal},
			{pad("[ ] line 7"), lineNormal},
			{"3 more above, 1 more below (g, G)", lineDim},
			keys}},
		{"a long line wraps under its box", checklistStep{lang: "en", items: []string{"Take one coin from the bank"}, ticks: []bool{false}, room: 5}, 20, []stepLine{
			{"[ ] Take one coin   ", lineCursor},
			{"    from the bank   ", lineCursor},
			{"Space or Enter ticks", lineDim},
			{"a line off; all", lineDim},
			{"ticked, Enter goes", lineDim},
			{"on (a: all, and on).", lineDim}}},
		{"in German", checklistStep{lang: "de", items: eight, ticks: make([]bool, 8), cursor: 7}, w, []stepLine{
			{pad("[ ] line 5"), lineNormal},
			{pad("[ ] line 6"), lineNormal},
			{pad("[ ] line 7"), lineNormal},
			{pad("[ ] line 8"), lineCursor},
			{"4 weitere darüber (g zeigt den Anfang)", lineDim},
			{"Leertaste oder Enter hakt eine Zeile ab; alle abgehakt, geht Enter weiter (a: alle, und weiter).", lineDim}}},
	})
}

func TestPlayerStepLines(t *testing.T) {
	menu := []stepLine{
		{"1-9 1-9  your move: the start tile's row, then its column; or m and arrows", lineHeading},
		{"a  advice: the best moves   p  Djinn powers, Magic Items, Thieves", lineHeading},
		{"e  edit any tile   h  coins, meeples, cards, Djinns   y  Yazid's pieces", lineHeading},
		{"Enter  your turn is done: clean-up", lineHeading},
	}
	checkSteps(t, []stepCase{
		{"the menu, what is held, the score", playerStep{lang: "en", coins: 5, viziers: 1, fakirs: 2, score: 12, scored: true}, 0, append(menu[:4:4],
			stepLine{"You hold: coins 5, Viziers 1, Elders 0, Fakirs 2, Artisans 0; Djinns: none.", lineNormal},
			stepLine{"Score so far: 12.", lineNormal})},
		{"no score, Djinns, a danger", playerStep{lang: "en", djinns: []string{"Dhenim", "Jafaar"}, warnings: []string{"Yazid has 5 Djinns: one more and you lose"}}, 0, append(menu[:4:4],
			stepLine{"You hold: coins 0, Viziers 0, Elders 0, Fakirs 0, Artisans 0; Djinns: Dhenim, Jafaar.", lineNormal},
			stepLine{"! Yazid has 5 Djinns: one more and you lose", lineBad})},
		{"the move entered, Yazid re-rolls", playerStep{lang: "en", moved: true, did: "took 3 Viziers", reroll: true}, 0, []stepLine{
			{"Your move is entered: took 3 Viziers. u takes back its last step.", lineHeading},
			menu[2],
			{"Enter  your turn is done: Yazid re-rolls", lineHeading},
			{"You hold: coins 0, Viziers 0, Elders 0, Fakirs 0, Artisans 0; Djinns: none.", lineNormal}}},
		{"powers usable: the hint before the dangers", playerStep{lang: "en", powers: 2, warnings: []string{"w"}}, 0, append(menu[:4:4],
			stepLine{"You hold: coins 0, Viziers 0, Elders 0, Fakirs 0, Artisans 0; Djinns: none.", lineNormal},
			stepLine{"p a Djinn's power, Magic Item or Thief (2 now)", lineNormal},
			stepLine{"! w", lineBad})},
		{"in German", playerStep{lang: "de", coins: 5, score: 3, scored: true}, 0, []stepLine{
			{"1-9 1-9  dein Zug: Reihe, dann Spalte des Startplättchens; oder m und Pfeile", lineHeading},
			{"a  Rat: die besten Züge   p  Dschinn-Kräfte, Zaubergegenstände, Diebe", lineHeading},
			{"e  Plättchen ändern   h  Gold, Meeples, Karten, Dschinn   y  Yazids Figuren", lineHeading},
			{"Enter  dein Zug ist fertig: Aufräumen", lineHeading},
			{"Du hast: Gold 5, Wesire 0, Älteste 0, Fakire 0, Kunstschmiede 0; Dschinn: keine.", lineNormal},
			{"Punkte bisher: 3.", lineNormal}}},
	})
}

func TestCleanupStepLines(t *testing.T) {
	refill := stepLine{"Refill the resource row to 9 cards and the Djinns to 3 face up.", lineNormal}
	checkSteps(t, []stepCase{
		{"the round goes on", cleanupStep{lang: "en"}, 0, []stepLine{refill,
			{"Enter  next round", lineHeading}}},
		{"with the Thieves, a danger", cleanupStep{lang: "en", thieves: true, warnings: []string{"w"}}, 0, []stepLine{refill,
			{"Put out a Thief if none is face up.", lineNormal},
			{"Enter  next round", lineHeading},
			{"! w", lineBad}}},
		{"the end: no danger of a next roll, no refill", cleanupStep{lang: "en", end: sultan.EndYazidCamels, warnings: []string{"w"}}, 0, []stepLine{
			{"No refill: the game ends here. Next you enter your final holdings.", lineNormal},
			{"A side placed its last camel: the game ends now. Enter ends it and checks the Viziers.", lineBad}}},
		{"a power usable after the last step: the hint first", cleanupStep{lang: "en", powers: 1}, 0, []stepLine{
			{"p a Djinn's power, Magic Item or Thief (1 now)", lineNormal}, refill,
			{"Enter  next round", lineHeading}}},
		{"the hint in German", cleanupStep{lang: "de", powers: 3, end: sultan.EndYazidCamels}, 0, []stepLine{
			{"p Dschinn-Kraft, Zaubergegenstand oder Dieb (3 jetzt)", lineNormal},
			{"Kein Auffüllen: die Partie endet hier. Danach gibst du deinen Besitz am Ende ein.", lineNormal},
			{"Eine Seite hat ihr letztes Kamel gesetzt: die Partie endet jetzt. Enter beendet sie und prüft die Wesire.", lineBad}}},
		{"in German", cleanupStep{lang: "de", thieves: true}, 0, []stepLine{
			{"Fülle die Kartenreihe auf 9 Karten und die Dschinnreihe auf 3 offene Karten auf.", lineNormal},
			{"Lege einen Dieb aus, wenn keiner offen liegt.", lineNormal},
			{"Enter  nächste Runde", lineHeading}}},
	})
}

func TestOverStepLines(t *testing.T) {
	checkSteps(t, []stepCase{
		{"lost", overStep{lang: "en", lost: game.LostAssassins}, 0, []stepLine{
			{"You lost: Yazid has 7 Assassins.", lineBad},
			{"Enter: enter what you hold at the end, then see the score.", lineNormal}}},
		{"survived", overStep{lang: "en", viziers: 5, council: 3}, 0, []stepLine{
			{"The game has ended and you survived Yazid: Viziers 5 vs Council 3.", lineHeading},
			{"Enter: enter what you hold at the end, then see the score.", lineNormal}}},
		{"lost in German", overStep{lang: "de", lost: game.LostViziers}, 0, []stepLine{
			{"Du hast verloren: du hast nicht mehr Wesire als Yazids Rat.", lineBad},
			{"Enter: tippe deinen Besitz am Ende, dann folgt die Wertung.", lineNormal}}},
	})
}

// TestStepTitlesAndKeys: each step heads its region with its own title
// in the round, and lists its own keys; the outbid key and the prompt's
// keys only when they apply (the twins).
func TestStepTitlesAndKeys(t *testing.T) {
	titles := []struct {
		step soloStepView
		want string
	}{
		{rollStep{lang: "en"}, "Round 4 - 1. roll for Yazid"},
		{rollStep{lang: "en", reroll: true}, "Round 4 - Yazid re-rolls"},
		{diceStep{lang: "en"}, "Round 4 - Yazid's dice"},
		{chooseStep{lang: "en"}, "Round 4 - choose Yazid's target"},
		{confirmStep{lang: "en"}, "Round 4 - 2. Yazid's turn"},
		{checklistStep{lang: "en"}, "Round 4 - do this at the table"},
		{playerStep{lang: "en"}, "Round 4 - 3. your turn"},
		{cleanupStep{lang: "en"}, "Round 4 - 4. clean-up"},
		{overStep{lang: "en"}, "Game over"},
		{rollStep{lang: "de"}, "Runde 4 – 1. für Yazid würfeln"},
		{overStep{lang: "de"}, "Partie beendet"},
	}
	for _, tc := range titles {
		if got := tc.step.title(4); got != tc.want {
			t.Errorf("%T: got %q, want %q", tc.step, got, tc.want)
		}
	}
}

// TestSoloStepsWired: every step of a round has its view, its keys and
// its name; the choice and the confirmation are named as the dice (undo
// goes back to them); a step not known shows and takes nothing (the twin).
func TestSoloStepsWired(t *testing.T) {
	for _, s := range []soloStep{stepRoll, stepDice, stepChoose, stepConfirm, stepChecklist, stepPlayer, stepCleanup, stepOver} {
		k, ok := soloSteps[s]
		if !ok || k.view == nil || k.bindings == nil || k.name == "" {
			t.Errorf("step %s: wired %v, view %v, bindings %v, name %q", s, ok, k.view != nil, k.bindings != nil, k.name)
		}
	}
	for s, want := range map[soloStep]string{stepChoose: "Yazid's dice", stepConfirm: "Yazid's dice", stepCleanup: "the clean-up", "later": "the end of the game"} {
		if got := stepWords("en", s); got != want {
			t.Errorf("stepWords(%s): got %q, want %q", s, got, want)
		}
	}
	// The brief value says the same title and keys as the whole one, at
	// every step of a round.
	g, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	seen := map[soloStep]bool{}
	for _, keys := range []string{"", "\n", "e\b\b]\n", "\n", "a\n"} { // e: the meeples corrected (YW), then confirmed
		for _, ev := range formKeys(keys) {
			g.key(ev)
		}
		seen[g.Step()] = true
		if h, f := g.region.head(), g.region.view(); h.title(3) != f.title(3) {
			t.Errorf("step %s: brief %q, whole %q", g.Step(), h.title(3), f.title(3))
		}
	}
	if len(seen) < 5 {
		t.Errorf("steps seen: %v, want roll, dice, confirm, checklist and player", seen)
	}
	v, _ := newTestSolo(t, nil)
	v.step = "later"
	if l := v.region.view().lines(80); l != nil {
		t.Errorf("a step not known: lines %v", l)
	}
}

// TestSoloModesWired: every sub-mode of the player's turn has its title,
// its keys handler and its keys; the text fields are typing (the shell
// leaves ? and q to them), the move, the edit, the advice and the name
// entries (a name holds no '?') are not, nor is the menu (the twins).
func TestSoloModesWired(t *testing.T) {
	typing := map[soloMode]bool{modeToken: true, modeHoldings: true, modeReveal: true, modeYazid: true, modePower: true}
	for _, m := range []soloMode{modeMove, modeEdit, modeToken, modeHoldings, modeReveal, modeYazid, modePrompt, modeAdvice, modePower} {
		k, ok := soloModes[m]
		if !ok || k.title == "" || k.bindings == nil {
			t.Errorf("mode %d: wired %v, title %q, bindings %v", m, ok, k.title, k.bindings != nil)
		}
		if k.typing != typing[m] {
			t.Errorf("mode %d: typing %v, want %v", m, k.typing, typing[m])
		}
	}
	if _, ok := soloModes[modeMenu]; ok {
		t.Errorf("the menu is wired as a mode: the step would not show")
	}
}
