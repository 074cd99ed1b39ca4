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

// TestBoardCutsTallStacksToTheirRoom: a tile of 12 meeples beside the
// odds keeps one letter and the 11 others counted ("W+11"); it showed
// "WW+1", the count cut by the room. The twin: 5 meeples keep two
// letters ("WW+3", TestGameOverBoardShowsMeeplesWhole).
func TestBoardCutsTallStacksToTheirRoom(t *testing.T) {
	text, err := os.ReadFile("testdata/solo.board")
	if err != nil {
		t.Fatal(err)
	}
	// The 9 meeples more taken from other tiles: the box holds no more.
	tall := strings.NewReplacer("V[WWG]", "V[WWGWWGWWGWWG]", "O[WWR]", "O[]", "LM[YWW]", "LM[]",
		"SM[RWB]", "SM[]", "O[RRW]", "O[]", "O[YGG]", "O[]", "S6[BBG]", "S6[]").Replace(string(text))
	b, err := game.ParseBoard(tall)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := newTestSoloIn(t, "en", func(s *sultan.Setup) {
		s.Board = b.String()
	}, sultan.Roll{White: 1, Black: 1})
	s := newTestScreen(t, screenWidth, screenHeight)
	drawOn(s, v)
	if got := screenText(s); !strings.Contains(got, "W+11") || strings.Contains(got, "WW+1") {
		t.Errorf("want the 12 meeples as W+11:\n%s", got)
	}
	if got := cutMeeples("WWGBR", 4); got != "WW+3" {
		t.Errorf("cutMeeples(WWGBR, 4) = %q, want WW+3", got)
	}
}
