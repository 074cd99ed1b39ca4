package ui

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestAdvisedTurnResumed: an advised turn that sells and uses Enki once
// its steps are done, quit after its move (saved) and resumed, still
// reminds Enki at the sale and pre-selects its sale, in en and de at
// 80x24, the steps' words said in the language of the screen resumed;
// the twins: a save of before (no "advised_turn" in its screen state)
// resumes with no reminder and no error, and a plan of another round is
// not taken up.
func TestAdvisedTurnResumed(t *testing.T) {
	x := game.Expansions{Artisans: true}
	move, err := game.ParseMove("r3c3: r3c2 G") // 2 Merchants onto the Large Market
	if err != nil {
		t.Fatal(err)
	}
	oasis := game.Place{Col: 3, Row: 5}
	for _, lang := range []string{"en", "de"} {
		tiles := withTiles(t, x, 0, map[game.Place]string{{Col: 2, Row: 3}: "LM[G]", {Col: 3, Row: 3}: "S15[G]"})
		v, sg := newTestSolo(t, func(s *sultan.Setup) {
			tiles(s)
			s.Resources = []string{"fakir", "fakir", "fakir", "gold"}
			s.Player.Djinns = []string{"Enki"}
			s.Player.Fakirs = 1
			s.Player.Goods[game.Fish] = 3
		}, sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		plan := sultan.TurnPlan{Move: move, Tile: sultan.TileChoice{Skip: true}, Powers: []sultan.PowerUse{{Power: "Enki", At: &oasis}}}
		plan.Sale[game.Fish] = 3
		v.pf.start(plan)
		for _, e := range []sultan.Event{sultan.MoveEvent(move), sultan.ControlEvent(false)} {
			v.do(effect{events: []sultan.Event{e}, step: stepTurn})
		}
		if !strings.Contains(string(sg.ui), `"advised_turn":{"round":1,"move":"r3c3: r3c2 G"`) {
			t.Fatalf("%s: the advised turn not saved: %s", lang, sg.ui)
		}
		old := strings.Replace(string(sg.ui), `"advised_turn"`, `"advised_turn_not_read"`, 1)
		round2 := strings.Replace(string(sg.ui), `"advised_turn":{"round":1`, `"advised_turn":{"round":2`, 1)
		where := whereIn(lang, v.g.Board(), oasis)
		reminder := map[string]string{"en": "Advised now (p): Enki: a Palm Tree on " + where + ".",
			"de": "Empfohlen jetzt (p): Enki: eine Palme auf " + where + "."}[lang]
		sale := map[string]string{"en": "Advised: sold for 3 coins.", "de": "Empfohlen: für 3 Münzen verkauft."}[lang]
		for _, tc := range []struct {
			name, ui string
			kept     bool
		}{{"saved", string(sg.ui), true}, {"a save of before", old, false}, {"another round's plan", round2, false}} {
			g, err := sultan.Replay(sg.log)
			if err != nil {
				t.Fatal(err)
			}
			cfg := v.cfg
			cfg.Language = lang
			w := newSoloHost(g, nil, cfg, json.RawMessage(tc.ui), soloHooks{})
			if w.msgErr || w.Step() != stepPlayer {
				t.Fatalf("%s, %s: resumed on step %s: %q", lang, tc.name, w.Step(), w.Message())
			}
			w.do(effect{events: []sultan.Event{sultan.TileActionEvent(sultan.TileChoice{Skip: true})}, step: stepTurn})
			o, err := w.g.TurnOptions()
			screen := flatText(drawScreen(t, w, 80, 24))
			if err != nil || o.Step != sultan.TurnSale || w.Step() != stepPlayer && tc.kept {
				t.Fatalf("%s, %s: the turn waits for the %s (%v) on step %s, want the sale", lang, tc.name, o.Step, err, w.Step())
			}
			if strings.Contains(screen, reminder) != tc.kept || strings.Contains(screen, sale) != tc.kept {
				t.Errorf("%s, %s: the reminder %v and the sale %v, want %v:\n%s", lang, tc.name,
					strings.Contains(screen, reminder), strings.Contains(screen, sale), tc.kept, screen)
			}
		}
	}
}
