package ui

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestCompactBoardKeepsOwnersAndPieces: a row drawn in one line keeps each
// tile's owner, Palm Trees, Palaces and Tent as the full view heads them
// (O@1pp, V@1P, LM@Y, SM@1t) and says its meeples in the room left.
func TestCompactBoardKeepsOwnersAndPieces(t *testing.T) {
	b, err := game.ParseBoard("V[YWG] S6[RRB] O[GGW]@1+pp SM[BWY] LM@Y S12[YRW]\n" +
		"O[WWR] SM[GBY] V@1+P SM[RGWYB]@1+t S6[BBG] O[YGG]\n")
	if err != nil {
		t.Fatal(err)
	}
	s := newTestScreen(t, 60, 3)
	v := newBoardView(b, false)
	v.Compact = true
	v.Draw(s, 0, 0, 60, 3)
	s.Show()
	screen := screenText(s)
	for _, want := range []string{"O@1pp 3", "V@1P -", "LM@Y -", "SM@1t 5", "S12 YWR", "V YWG"} {
		if !strings.Contains(screen, want) {
			t.Errorf("no %q in\n%s", want, screen)
		}
	}
	tests := []struct {
		m    string
		room int
		want string
	}{
		{"", 3, "-"}, {"YWR", 3, "YWR"}, {"YWRBG", 3, "Y+4"}, {"YWRBG", 4, "YW+3"}, {"YWRBG", 2, "5"}, {"YWRBGYWRBGY", 3, "11"},
		{"YYWWW", 4, "2Y3W"}, {"YYYWG", 4, "3YWG"}, {"YYWWW", 3, "Y+4"}, {"YYWGB", 4, "YY+3"},
	}
	for _, tc := range tests {
		if got := compactMeeples(tc.m, tc.room); got != tc.want {
			t.Errorf("compactMeeples(%q, %d) = %q, want %q", tc.m, tc.room, got, tc.want)
		}
	}
}

// TestDoubleStrikeKeepsFullBoard: Yazid's double strike on the 6-row
// board of Artisans at 80x24 (column 1: the roll's summary takes 3 lines)
// still draws the full board, owners and threats, not the one-line rows.
func TestDoubleStrikeKeepsFullBoard(t *testing.T) {
	x := game.Expansions{Artisans: true}
	for col := 1; col <= 6; col++ {
		a := fitSolo(t, "en", false, withTiles(t, x, 0, map[game.Place]string{}), "\r", sultan.Roll{White: col, Black: 6})
		screen := drawScreen(t, a.Root(), 80, 24)
		if v := a.Screen().(*soloHost); v.bv.Compact {
			t.Errorf("column %d: the board is drawn compact\n%s", col, screen)
		}
		if !strings.Contains(screen, "O@1pp") || !strings.Contains(screen, "Enter  let Yazid play") {
			t.Errorf("column %d: no owner or no Enter line\n%s", col, screen)
		}
	}
}

// TestCompactBoardMeeplesBeforeMountains: a Workshop's Mountain edges give
// way to its meeples ("W^ YWG", not "W^ne 3"); the twin: with room for
// both, both are shown ("W^ne Y").
func TestCompactBoardMeeplesBeforeMountains(t *testing.T) {
	b, err := game.ParseBoard("W[YWG]^ne W[Y]^ne SM[YYWWW] V O S12\n")
	if err != nil {
		t.Fatal(err)
	}
	s := newTestScreen(t, 60, 2)
	v := newBoardView(b, false)
	v.Compact = true
	v.Draw(s, 0, 0, 60, 2)
	s.Show()
	screen := screenText(s)
	for _, want := range []string{"W^ YWG", "W^ne Y", "SM 2Y3W"} {
		if !strings.Contains(screen, want) {
			t.Errorf("no %q in\n%s", want, screen)
		}
	}
	if strings.Contains(screen, "W^ne 3") {
		t.Errorf("the meeples cut for the edges:\n%s", screen)
	}
}
