package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
)

// TestSoloTokenProblemInGerman: a tile typed wrong in the solo game is
// refused with the token's problem in German (labels), as the board
// editor does; in English (its twin) the problem's own text.
func TestSoloTokenProblemInGerman(t *testing.T) {
	for _, lang := range []string{"de", "en"} {
		v := newGermanSolo(t)
		v.cfg.Language, v.bv.Lang = lang, lang
		v.te.startToken(game.Place{Col: 1, Row: 1}, stepPlayer)
		v.te.tok = "O[Q]"
		pressKeys(v, tcell.KeyEnter)
		_, err := game.ParseToken("O[Q]")
		if err == nil {
			t.Fatal("O[Q] parsed")
		}
		want := labels.For(labels.Lang(lang)).Error(err)
		if got := v.Message(); got != want {
			t.Errorf("%s: got %q, want %q", lang, got, want)
		}
		if lang == "de" && want == err.Error() {
			t.Errorf("the German problem is the English %q", want)
		}
	}
}
