package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// flatText is a screen's words joined by single blanks: a line said
// across a wrap reads as one.
func flatText(screen string) string { return strings.Join(strings.Fields(screen), " ") }

// TestAdviceSaysThePowers: Enki held and a Fakir to pay it, on the
// board where the player controls the Oasis r5 c3, the advice plans Enki
// after the move; the list marks such moves "^", the keys line of the
// chosen one says the use in the player's words ("^ Enki after the move:
// a Palm Tree on r5 c3 (Oasis), paid with 1 Fakir (p)"), and Enter's
// guided entry, the steps done, reminds it at the clean-up, and Enki's
// power prompt the advised tile, until it is used, in en and de at
// 80x24. The twins: no Djinn held, no mark, no legend, no reminder; Enki
// chosen without advice, its prompt says none.
func TestAdviceSaysThePowers(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, enki := range []bool{true, false} {
			a := fitSolo(t, lang, false, func(s *sultan.Setup) {
				if enki {
					s.Player.Djinns = []string{"Enki"}
				}
				s.Player.Fakirs = 1
			}, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			sel := slices.IndexFunc(v.ad.advice.Moves, func(m advisor.Ranked) bool { return len(plannedPowers(m.Plan)) > 0 })
			if v.mode != modeAdvice || len(v.ad.advice.Moves) == 0 || (sel >= 0) != enki {
				t.Fatalf("%s: mode %d, %d moves, the first with powers %d (Enki held %v)", lang, v.mode, len(v.ad.advice.Moves), sel, enki)
			}
			for range max(sel, 0) {
				press(v, tcell.KeyDown, 0, 0)
			}
			list := drawScreen(t, a.Root(), 80, 24)
			for i, m := range v.ad.advice.Moves {
				line := adviceCells(lang, m)[0]
				if strings.HasSuffix(line, " ^") != (len(plannedPowers(m.Plan)) > 0) || i == max(sel, 0) && !strings.Contains(list, line) {
					t.Fatalf("%s: move %d (powers %v) listed as %q:\n%s", lang, i+1, m.Plan.Powers, line, list)
				}
			}
			b := v.g.Board()
			oasis := whereIn(lang, b, game.Place{Col: 3, Row: 5})
			legend := map[string]string{"en": "^ Enki after the move: a Palm Tree on " + oasis + ", paid with 1 Fakir (p);",
				"de": "^ Enki nach dem Zug: eine Palme auf " + oasis + ", bezahlt mit 1 Fakir (p);"}[lang]
			if got := strings.Contains(flatText(list), legend); got != enki {
				t.Fatalf("%s: Enki %v, the legend %q shown %v:\n%s", lang, enki, legend, got, list)
			}
			if !enki && strings.Contains(list, "\n ^ ") {
				t.Fatalf("%s: no power planned, a legend shown:\n%s", lang, list)
			}
			// The advised move entered: Enter until the clean-up.
			press(v, tcell.KeyEnter, 0, 0)
			for range 6 {
				if v.step != stepPlayer {
					break
				}
				press(v, tcell.KeyEnter, 0, 0)
			}
			if v.step != stepCleanup {
				t.Fatalf("%s: the advised turn entered, the step is %s", lang, v.step)
			}
			reminder := map[string]string{"en": "Advised now (p): Enki: a Palm Tree on " + oasis + ", paid with 1 Fakir.",
				"de": "Empfohlen jetzt (p): Enki: eine Palme auf " + oasis + ", bezahlt mit 1 Fakir."}[lang]
			screen := drawScreen(t, a.Root(), 80, 24)
			if got := strings.Contains(flatText(screen), reminder); got != enki {
				t.Fatalf("%s: Enki %v, the clean-up reminds %q %v:\n%s", lang, enki, reminder, got, screen)
			}
			if !enki {
				continue
			}
			// p, Enki: the prompt says the advised use; the tile typed,
			// Enki is used and the reminder goes.
			typeText(v, "p1")
			advised := map[string]string{"en": "Advised: a Palm Tree on " + oasis + ", paid with 1 Fakir.",
				"de": "Empfohlen: eine Palme auf " + oasis + ", bezahlt mit 1 Fakir."}[lang]
			if screen := drawScreen(t, a.Root(), 80, 24); !strings.Contains(flatText(screen), advised) {
				t.Fatalf("%s: Enki's prompt does not say %q:\n%s", lang, advised, screen)
			}
			typeText(v, "53")
			if t2, _ := v.g.Turn(); !slices.Contains(t2.Powers, "Enki") {
				t.Fatalf("%s: Enki not used: %v", lang, t2.Powers)
			}
			if screen := drawScreen(t, a.Root(), 80, 24); strings.Contains(flatText(screen), reminder) {
				t.Fatalf("%s: Enki used, the turn still reminds it:\n%s", lang, screen)
			}
		}
		// The twin of the prompt's line: Enki chosen with no advised turn.
		a := fitSolo(t, lang, false, func(s *sultan.Setup) {
			s.Player.Djinns = []string{"Enki"}
			s.Player.Fakirs = 1
		}, "\r\r\rap1", sultan.Roll{White: 1, Black: 1})
		screen := drawScreen(t, a.Root(), 80, 24)
		if v := a.screen.(*soloHost); v.mode != modePower || strings.Contains(flatText(screen), map[string]string{"en": "Advised:", "de": "Empfohlen:"}[lang]) {
			t.Fatalf("%s: no advice asked, Enki's prompt (mode %d) says:\n%s", lang, v.mode, screen)
		}
	}
}

// TestAdviceSaysTwoPowers: a plan that uses Enki and then Kandicha on
// the Builder its Assassins kill says both, each by its name, in one
// keys line that fits 80x24 with the list and the chosen move; a plan
// with a Thief says when it comes (after the tribe action); one with
// the Flying Carpet says both, the Carpet's keys kept; in en and de. The
// twin: the same plans without them say neither (the Carpet's alone).
func TestAdviceSaysTwoPowers(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, with := range []bool{true, false} {
			a := fitSolo(t, lang, false, func(s *sultan.Setup) {
				s.Player.Djinns = []string{"Enki", "Kandicha"}
				s.Player.Fakirs = 1
			}, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			if v.mode != modeAdvice || len(v.ad.advice.Moves) < 3 {
				t.Fatalf("%s: mode %d, %d moves advised", lang, v.mode, len(v.ad.advice.Moves))
			}
			b := v.g.Board()
			builders := game.Place{Col: 2, Row: 1}
			m := &v.ad.advice.Moves[2]
			thief := &v.ad.advice.Moves[1]
			if with {
				m.Plan.Tribe.Kill = &sultan.Kill{Place: builders, Meeple: "B"}
				m.Plan.Powers = append(slices.Clone(m.Plan.Powers), sultan.PowerUse{Power: "Kandicha"})
				thief.Plan.Thieves = []sultan.PowerUse{{Power: "Ziad"}}
				thief.Plan.Powers = nil
			} else {
				for i := range v.ad.advice.Moves {
					v.ad.advice.Moves[i].Plan.Powers = nil
				}
			}
			pressKeys(v, tcell.KeyDown, tcell.KeyDown)
			oasis := whereIn(lang, b, game.Place{Col: 3, Row: 5})
			two := map[string]string{"en": "^ after the move (p): Enki: a Palm Tree on " + oasis + ", paid with 1 Fakir; Kandicha: coins for the Builder killed; Enter enters the move",
				"de": "^ nach dem Zug (p): Enki: eine Palme auf " + oasis + ", bezahlt mit 1 Fakir; Kandicha: Münzen für den ermordeten Baumeister; Enter gibt den Zug ein"}[lang]
			screen := drawScreen(t, a.Root(), 80, 24)
			if got := strings.Contains(flatText(screen), two); got != with {
				t.Fatalf("%s: two powers %v, the keys line %q shown %v:\n%s", lang, with, two, got, screen)
			}
			if chosen := "> " + adviceCells(lang, *m)[0]; !strings.Contains(screen, chosen) {
				t.Fatalf("%s: the chosen move %q not shown:\n%s", lang, chosen, screen)
			}
			press(v, tcell.KeyUp, 0, 0)
			ziad := map[string]string{"en": "^ Ziad after the tribe action: a Vizier of Yazid's Council (p);",
				"de": "^ Ziad nach der Stammesaktion: einen Wesir aus Yazids Rat (p);"}[lang]
			screen = drawScreen(t, a.Root(), 80, 24)
			if got := strings.Contains(flatText(screen), ziad); got != with {
				t.Fatalf("%s: Ziad %v, the keys line %q shown %v:\n%s", lang, with, ziad, got, screen)
			}
			if !with && strings.Contains(screen, "\n ^ ") {
				t.Fatalf("%s: no power planned, a legend shown:\n%s", lang, screen)
			}
			// Enki after a Flying Carpet move: both said, the Carpet's keys.
			v.ad.advice.Moves[3].Plan.Carpet = true
			pressKeys(v, tcell.KeyDown, tcell.KeyDown)
			both := map[string]string{"en": "(p); ~ Flying Carpet: Enter opens its prompt", "de": "(p); ~ Fliegender Teppich: Enter öffnet ihn"}[lang]
			screen = drawScreen(t, a.Root(), 80, 24)
			if got := strings.Contains(flatText(screen), both); got != with || !strings.Contains(flatText(screen), "~") {
				t.Fatalf("%s: Enki %v after the Carpet, %q shown %v:\n%s", lang, with, both, got, screen)
			}
		}
	}
}

// TestAdvisedThiefAtTheTileAction: an advised turn whose plan uses Ziad
// right after the tribe action reminds it at the tile action's prompt,
// in en and de at 80x24. The twin: the same turn without the Thief says
// none.
func TestAdvisedThiefAtTheTileAction(t *testing.T) {
	x := game.Expansions{Artisans: true}
	move, err := game.ParseMove("r3c3: r3c2 G") // 2 Merchants onto the Large Market
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "de"} {
		for _, thief := range []bool{true, false} {
			tiles := withTiles(t, x, 0, map[game.Place]string{{Col: 2, Row: 3}: "LM[G]", {Col: 3, Row: 3}: "S15[G]"})
			a := fitSolo(t, lang, false, func(s *sultan.Setup) {
				tiles(s)
				s.Resources = []string{"fakir", "fakir", "fakir", "gold"}
			}, "\r\r\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			plan := sultan.TurnPlan{Move: move, Tile: sultan.TileChoice{Picks: []int{1}}}
			if thief {
				plan.Thieves = []sultan.PowerUse{{Power: "Ziad"}}
			}
			v.pf.start(plan)
			for _, e := range []sultan.Event{sultan.MoveEvent(move), sultan.ControlEvent(false), sultan.TribeEvent(sultan.TribeChoice{})} {
				v.do(effect{events: []sultan.Event{e}, step: stepTurn})
			}
			if o, err := v.g.TurnOptions(); err != nil || o.Step != sultan.TurnTile || v.step != stepPlayer {
				t.Fatalf("%s: the turn waits for the %s (%v) on step %s, want the tile action", lang, o.Step, err, v.step)
			}
			reminder := map[string]string{"en": "Advised now, before the tile action (p): Ziad: a Vizier of Yazid's Council.",
				"de": "Empfohlen jetzt, vor der Plättchenaktion (p): Ziad: einen Wesir aus Yazids Rat."}[lang]
			screen := drawScreen(t, a.Root(), 80, 24)
			if got := strings.Contains(flatText(screen), reminder); got != thief {
				t.Fatalf("%s: Ziad %v, the tile action reminds %q %v:\n%s", lang, thief, reminder, got, screen)
			}
		}
	}
}

// TestPowerUseWords: each power a plan may use after its move is said
// in the player's words from what the plan holds, the Items by their
// names in the language; a hidden draw as a draw. The twin of each: the
// German words, none an English leftover, a missing label or a bad verb.
func TestPowerUseWords(t *testing.T) {
	b := soloBoard(t)
	p := func(col, row int) *game.Place { return &game.Place{Col: col, Row: row} }
	at, to := p(3, 5), p(4, 5)
	w := func(q *game.Place) string { return whereIn("en", b, *q) }
	kill := &sultan.Kill{Place: *p(2, 1), Meeple: "Y"}
	cases := []struct {
		plan sultan.TurnPlan
		en   string
	}{
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Enki", At: at, Pay: sultan.PayElder}}}, "a Palm Tree on " + w(at) + ", paid with 1 Elder"},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Bouraq", At: at}}}, "a Palace on " + w(at)},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Leta", At: at}}}, "a Camel on " + w(at)},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Utug", At: at, Tent: true}}}, "your Tent on " + w(at)},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Lamia", At: at}}}, "the Palm Tree placed this turn to " + w(at)},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Hagis", At: at}}}, "the Palace placed this turn to " + w(at)},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Sibittis", Djinn: "Jafaar", Pay: sultan.PayElders}}}, "draw 3 Djinns, keep 1, paid with 2 Elders"},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Sloar", Card: "gold", Pay: sultan.PayFakir}}}, "draw the top card of the resource pile, paid with 1 Fakir"},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: game.FabulousLamp.Key(), Djinn: "Jafaar"}}}, "take the Djinn Jafaar"},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: game.RebirthRing.Key(), Item: "jewels"}}}, "take back an Item of the discard pile"},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: game.BurningScimitar.Key(), At: at, Meeples: "YW"}}}, "remove 1 Vizier, 1 Elder from " + w(at) + " and control it"},
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: game.TempestTalisman.Key(), At: at, To: to}}}, "your Camel on " + w(at) + " to " + w(to)},
		{sultan.TurnPlan{Tribe: sultan.TribeChoice{Kill: kill}, Powers: []sultan.PowerUse{{Power: "Iblis", Meeples: "W", Pay: sultan.PayFakir}, {Power: "Kandicha"}, {Power: "Kandicha"}}},
			"kill 1 Elder on " + whereIn("en", b, kill.Place) + " too, paid with 1 Fakir"},
		{sultan.TurnPlan{Thieves: []sultan.PowerUse{{Power: "Houssain"}}}, "Yazid's Fakirs (2 at most)"},
		{sultan.TurnPlan{Thieves: []sultan.PowerUse{{Power: "Kohdiah", At: at}}}, "your Camel for Yazid's on " + w(at)},
		{sultan.TurnPlan{Thieves: []sultan.PowerUse{{Power: "Shaum", At: at, To: to}}}, "Yazid's Palm Tree on " + w(at) + " to " + w(to)},
		// Anun-Nak: the draw is the table's, never the stand-in (YYY).
		{sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: "Anun-Nak", At: at, Meeples: "YYY", Pay: sultan.PayFakir}}}, "3 meeples drawn from the bag onto " + w(at) + ", paid with 1 Fakir"},
	}
	for _, c := range cases {
		if got := powerUseWords("en", b, c.plan, 0); got != c.en {
			t.Errorf("%s: %q, want %q", plannedPowers(c.plan)[0].Power, got, c.en)
		}
		for i, u := range plannedPowers(c.plan) {
			de := powerUseWords("de", b, c.plan, i)
			if de == "" || de == powerUseWords("en", b, c.plan, i) || strings.Contains(de, "ui.") || strings.Contains(de, "%!") {
				t.Errorf("%s in German: %q", u.Power, de)
			}
		}
	}
	// Kandicha: each use on its kill, the tribe action's first, then
	// Iblis's: the Vizier kept, then the Elder.
	plan := cases[12].plan
	for i, want := range map[int]string{1: "keep the Vizier killed", 2: "keep the Elder killed"} {
		if got := powerUseWords("en", b, plan, i); got != want {
			t.Errorf("Kandicha %d: %q, want %q", i, got, want)
		}
	}
	if got := powerUseWords("de", b, plan, 2); got != "den ermordeten Ältesten behalten" {
		t.Errorf("Kandicha in German: %q", got)
	}
	// The Items by their German names.
	if got := powersLegend("de", b, sultan.TurnPlan{Powers: []sultan.PowerUse{{Power: game.RebirthRing.Key()}}}); !strings.HasPrefix(got, "^ "+itemWord("de", game.RebirthRing)+" nach dem Zug: ") || itemWord("de", game.RebirthRing) == game.RebirthRing.String() {
		t.Errorf("the Rebirth Ring in German: %q", got)
	}
}

// TestAdvisedPowersAtTheSale: an advised turn that sells and uses Enki
// once its steps are done reminds Enki at the sale prompt, above the
// advised sale, in en and de at 80x24. The twin: the same turn without
// Enki says the sale alone.
func TestAdvisedPowersAtTheSale(t *testing.T) {
	x := game.Expansions{Artisans: true}
	move, err := game.ParseMove("r3c3: r3c2 G") // 2 Merchants onto the Large Market
	if err != nil {
		t.Fatal(err)
	}
	oasis := game.Place{Col: 3, Row: 5}
	for _, lang := range []string{"en", "de"} {
		for _, enki := range []bool{true, false} {
			tiles := withTiles(t, x, 0, map[game.Place]string{{Col: 2, Row: 3}: "LM[G]", {Col: 3, Row: 3}: "S15[G]"})
			a := fitSolo(t, lang, false, func(s *sultan.Setup) {
				tiles(s)
				s.Resources = []string{"fakir", "fakir", "fakir", "gold"}
				s.Player.Djinns = []string{"Enki"}
				s.Player.Fakirs = 1
				s.Player.Goods[game.Fish] = 3
			}, "\r\r\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			plan := sultan.TurnPlan{Move: move, Tile: sultan.TileChoice{Skip: true}}
			plan.Sale[game.Fish] = 3
			if enki {
				plan.Powers = []sultan.PowerUse{{Power: "Enki", At: &oasis}}
			}
			v.pf.start(plan)
			// The Merchants' cards taken by themselves (the tracked row).
			for _, e := range []sultan.Event{sultan.MoveEvent(move), sultan.ControlEvent(false), sultan.TileActionEvent(sultan.TileChoice{Skip: true})} {
				v.do(effect{events: []sultan.Event{e}, step: stepTurn})
			}
			if o, err := v.g.TurnOptions(); err != nil || o.Step != sultan.TurnSale || v.step != stepPlayer {
				t.Fatalf("%s: the turn waits for the %s (%v) on step %s, want the sale", lang, o.Step, err, v.step)
			}
			where := whereIn(lang, v.g.Board(), oasis)
			reminder := map[string]string{"en": "Advised now (p): Enki: a Palm Tree on " + where + ".",
				"de": "Empfohlen jetzt (p): Enki: eine Palme auf " + where + "."}[lang]
			sale := map[string]string{"en": "Advised: sold for 3 coins.", "de": "Empfohlen: für 3 Münzen verkauft."}[lang]
			screen := flatText(drawScreen(t, a.Root(), 80, 24))
			if got := strings.Contains(screen, reminder); got != enki || !strings.Contains(screen, sale) || v.msgErr {
				t.Fatalf("%s: Enki %v, the sale reminds %q %v:\n%s", lang, enki, reminder, got, screen)
			}
		}
	}
}

// TestAdvisedCarpetRemindsThePowers: a Flying Carpet move whose plan
// uses Enki after it, played through the Carpet's prompt (Enter, Enter),
// reminds Enki at the clean-up and pre-selects nothing of the turn, in
// en and de at 80x24. The twin: the flight's own plan, no power after
// it, reminds none.
func TestAdvisedCarpetRemindsThePowers(t *testing.T) {
	x := game.Expansions{Artisans: true}
	oasis := game.Place{Col: 3, Row: 5}
	for _, lang := range []string{"en", "de"} {
		for _, enki := range []bool{true, false} {
			tiles := withTiles(t, x, 0, map[game.Place]string{{Col: 3, Row: 3}: "S15[PP]", {Col: 5, Row: 5}: "LM[GP]"})
			a := fitSolo(t, lang, false, func(s *sultan.Setup) {
				tiles(s)
				s.Player.Items[game.FlyingCarpet] = 1
				s.Player.Viziers = 2
			}, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			m := &v.ad.advice.Moves[0]
			if v.mode != modeAdvice || !m.Plan.Carpet {
				t.Fatalf("%s: mode %d, the best move %v not the Carpet's", lang, v.mode, m.Plan.Move)
			}
			m.Plan.Powers = nil
			if enki {
				m.Plan.Powers = []sultan.PowerUse{{Power: "Enki", At: &oasis}}
			}
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter) // the Carpet's prompt, then its move played
			for range 4 {
				if v.step != stepPlayer {
					break
				}
				if strings.Contains(flatText(drawScreen(t, a.Root(), 80, 24)), map[string]string{"en": "Advised:", "de": "Empfohlen:"}[lang]) {
					t.Fatalf("%s: the Carpet's turn pre-selects a step", lang)
				}
				key := 's' // no Item drawn, no Djinn
				if o, _ := v.g.TurnOptions(); o.Step == sultan.TurnControl {
					key = 'c' // a Camel
				}
				press(v, tcell.KeyRune, key, 0)
			}
			if v.step != stepCleanup {
				t.Fatalf("%s: the Carpet's turn entered, the step is %s (%s)", lang, v.step, v.Message())
			}
			where := whereIn(lang, v.g.Board(), oasis)
			reminder := map[string]string{"en": "Advised now (p): Enki: a Palm Tree on " + where + ".",
				"de": "Empfohlen jetzt (p): Enki: eine Palme auf " + where + "."}[lang]
			screen := drawScreen(t, a.Root(), 80, 24)
			if got := strings.Contains(flatText(screen), reminder); got != enki {
				t.Fatalf("%s: Enki %v, the clean-up reminds %q %v:\n%s", lang, enki, reminder, got, screen)
			}
		}
	}
}
