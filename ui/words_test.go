package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestPowerMeeplesField: the meeples typed for a power take no more
// letters than the power names and no letter that is not a meeple; Ctrl-U
// clears them; the twin: up to the count, each letter is taken.
func TestPowerMeeplesField(t *testing.T) {
	v, _ := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1213")
	typeText(v, "p1")
	if o, _ := v.pw.option(); o.Power != "Anun-Nak" || o.Count != 3 {
		t.Fatalf("got %+v", o)
	}
	typeText(v, "12")
	typeText(v, "yw g")
	if v.pw.text != "yw g" || v.msgErr {
		t.Fatalf("3 meeples: got %q (%s), want %q", v.pw.text, v.Message(), "yw g")
	}
	typeText(v, "b")
	if v.pw.text != "yw g" || !v.msgErr || !strings.Contains(v.Message(), "3 meeple(s) at most") {
		t.Errorf("a 4th meeple: got %q (%s), want %q refused", v.pw.text, v.Message(), "yw g")
	}
	press(v, tcell.KeyCtrlU, 0, 0)
	if v.pw.text != "" {
		t.Errorf("Ctrl-U: got %q, want it cleared", v.pw.text)
	}
	typeText(v, "x")
	if v.pw.text != "" || !v.msgErr || !strings.Contains(v.Message(), `"x" is no meeple`) {
		t.Errorf("a letter not a meeple: got %q (%s)", v.pw.text, v.Message())
	}
	typeText(v, "ggw")
	pressKeys(v, tcell.KeyEnter)
	if m := v.g.Board().Tile(at(1, 2)).Meeples; m.Total() != 3 || m[game.Merchant] != 2 {
		t.Fatalf("Anun-Nak: %s (%s)", v.g.Board().Tile(at(1, 2)).Token(), v.Message())
	}
}

// TestMoveFromCountsTiles: a start tile with one tile to end on says "1
// tile", not "1 tiles marked a, c, d ..."; the twins with more name as many
// letters as there are tiles (no "..." when the list is whole), and a
// longer list names the first ones and how many more, in en and de at
// 80x24.
func TestMoveFromCountsTiles(t *testing.T) {
	tests := []struct {
		name, lang, tile, want string
	}{
		{"one end", "en", "S12[G]", "1 tile, marked a, can end the move"},
		{"one end", "de", "S12[G]", "1 Plättchen, mit a markiert, kann den Zug beenden"},
		{"more ends", "en", "S12[YG]", "3 tiles marked a, c, d can end the move"},
		{"more ends", "de", "S12[YG]", "3 Plättchen mit a, c, d können den Zug beenden"},
		{"a cut list", "en", "S12[YGBWR]", "10 tiles marked a, c, d, e and 6 more can end"},
		{"a cut list", "de", "S12[YGBWR]", "10 Plättchen mit a, c, d, e und 6 weiteren können"},
	}
	for _, tc := range tests {
		t.Run(tc.name+" "+tc.lang, func(t *testing.T) {
			// r5c6: beside it only r4c6 O[YGG] holds a Merchant (r5c5 is empty).
			v, _ := newTestSoloIn(t, tc.lang, withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(5, 6): tc.tile}), sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			typeText(v, "56")
			screen := drawScreen(t, v, 80, 24)
			if !strings.Contains(v.Message(), tc.want) || strings.Contains(v.Message(), "...") || strings.Contains(v.Message(), "1 tiles") {
				t.Errorf("got %q, want %q", v.Message(), tc.want)
			}
			if !strings.Contains(screen, strings.Fields(tc.want)[0]+" ") {
				t.Errorf("the message is not on the screen:\n%s", screen)
			}
		})
	}
}

// TestPowerKeyInHelp: the player's turn and the clean-up list p, the key
// that opens the powers, beside the keys they had.
func TestPowerKeyInHelp(t *testing.T) {
	v, _ := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1})
	has := func(key string) bool {
		for _, k := range v.Keys() {
			if k.Key == key {
				return true
			}
		}
		return false
	}
	if has("p") {
		t.Errorf("the roll lists p: %v", v.Keys())
	}
	toPlayerTurn(t, v)
	if !has("p") || !has("h") {
		t.Errorf("the player's turn: got %v, want p and h", v.Keys())
	}
	typeText(v, "1213")
	// x is not offered: the game goes on (the end is the engine's, and
	// Enter takes it when due).
	if v.Step() != stepCleanup || !has("p") || has("x") {
		t.Errorf("the clean-up (%s): got %v, want p and no x", v.Step(), v.Keys())
	}
}

// TestHistoryBestSaysWhoInGerman: the best score of the player who set no
// name reads without "von Du"; the twin: English keeps "by You".
func TestHistoryBestSaysWhoInGerman(t *testing.T) {
	de := tf("de", "ui.history.best", 187, printerOf("de").SoloPlayerName(""), "solo", "2026-01-02", 150.0)
	if strings.Contains(de, "von Du") || !strings.Contains(de, "187 – Du") {
		t.Errorf("de: got %q", de)
	}
	if en := tf("en", "ui.history.best", 187, printerOf("en").SoloPlayerName(""), "solo", "2026-01-02", 150.0); !strings.Contains(en, "187 by You") {
		t.Errorf("en: got %q", en)
	}
	if de := printerOf("de").F("history.best_v", 187, "Du", "solo", "2026-01-02"); strings.Contains(de, "von Du") {
		t.Errorf("history.best_v in de: got %q", de)
	}
}

// TestExpansionWords: the expansions in play are named with a comma and a
// space between them ("Kunstschmiede, Launen" in the result's and the
// score pad's titles; they read "Kunstschmiede,Launen"); the twins: one
// expansion alone, and the base game.
func TestExpansionWords(t *testing.T) {
	for _, tc := range []struct {
		lang string
		x    game.Expansions
		want string
	}{
		{"de", game.Expansions{Artisans: true, Whims: true}, "Kunstschmiede, Launen"},
		{"en", game.Expansions{Artisans: true, Thieves: true, Whims: true}, "Artisans, Thieves, Whims"},
		{"de", game.Expansions{Thieves: true}, "Diebe"},
		{"en", game.Expansions{}, "base game"},
	} {
		if got := expansionWords(tc.lang, tc.x); got != tc.want {
			t.Errorf("%s %v: got %q, want %q", tc.lang, tc.x, got, tc.want)
		}
	}
}
