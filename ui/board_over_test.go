package ui

import (
	"os"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestGameOverBoardShowsMeeplesWhole: at game end the board shows no
// odds, and a tile's 5 meeples take the odds' cells whole ("WWGBR"); they
// were cut to "WW+3" beside the blank odds column. The twin: while Yazid
// rolls again the odds are shown and the meeples cut to 4 cells.
func TestGameOverBoardShowsMeeplesWhole(t *testing.T) {
	text, err := os.ReadFile("testdata/solo.board")
	if err != nil {
		t.Fatal(err)
	}
	b, err := game.ParseBoard(strings.Replace(string(text), "V[WWG]", "V[WWGBR]", 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "de"} {
		v, _ := newTestSoloIn(t, lang, func(s *sultan.Setup) {
			s.Board = b.String()
			s.Player.Viziers = 3
		}, sultan.Roll{White: 1, Black: 1})
		s := newTestScreen(t, screenWidth, screenHeight)
		drawOn(s, v)
		if got := screenText(s); !strings.Contains(got, "WW+3 3%") || strings.Contains(got, "WWGBR") {
			t.Errorf("%s, Yazid to roll: want the meeples cut beside the odds (WW+3 3%%):\n%s", lang, got)
		}
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
		typeText(v, "a")
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
		lastCamel(t, v)
		pressKeys(v, tcell.KeyEnter)
		if v.Step() != stepOver {
			t.Fatalf("%s: step %s, want over", lang, v.Step())
		}
		drawOn(s, v)
		got := screenText(s)
		board := strings.Join(strings.Split(got, "\n")[:11], "\n")
		if !strings.Contains(board, "WWGBR") || strings.Contains(board, "+3") || strings.Contains(board, "%") {
			t.Errorf("%s, game over: want the meeples whole (WWGBR), no odds:\n%s", lang, got)
		}
	}
}
