package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// pathsSetup: r3c3 S15[GBRR] moves to r1c3 with 6 paths of Builders.
func pathsSetup(t testing.TB) func(*sultan.Setup) {
	return withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(3, 3): "S15[GBRR]"})
}

// TestGuidedPathsListed: at 80x24 the 6 paths are all listed, with no
// blank line left below them; on a short screen (even with the board a row a line) the paths that do not
// fit are counted ("... and N more"), no line is left blank, and a number
// not listed is refused.
func TestGuidedPathsListed(t *testing.T) {
	v, _ := newTestSolo(t, pathsSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "3313")
	if v.mv.stage != guidePath || len(v.mv.guideRemaining()) != 6 {
		t.Fatalf("want 6 paths: stage %d (%s)", v.mv.stage, v.Message())
	}
	screen := drawScreen(t, v, 80, 24)
	if !strings.Contains(screen, "\n 6 r3c2>") || strings.Contains(screen, "more") {
		t.Errorf("not every path listed:\n%s", screen)
	}
	screen = drawScreen(t, v, 80, 16)
	lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
	step := 0
	for i, l := range lines {
		if strings.Contains(l, "your move") {
			step = i
		}
	}
	for _, l := range lines[step:] {
		if strings.TrimSpace(l) == "" {
			t.Errorf("a blank line while paths are hidden:\n%s", screen)
			break
		}
	}
	if !strings.Contains(screen, "... and ") || strings.Contains(screen, "\n 6 r3c2>") {
		t.Fatalf("the hidden paths not counted:\n%s", screen)
	}
	typeText(v, "6")
	if !v.msgErr || v.mv.stage != guidePath || len(v.mv.steps) != 0 {
		t.Errorf("a path not listed was taken: %q", v.Message())
	}
	typeText(v, "1")
	if len(v.mv.steps) == 0 {
		t.Errorf("a listed path refused: %q", v.Message())
	}
}

// TestGuidedPathEnterOffStep: Enter with the cursor on the last tile (not
// a next step) says what Enter does; on a tile marked ? it takes the step
// (the twin).
func TestGuidedPathEnterOffStep(t *testing.T) {
	v, _ := newTestSolo(t, pathsSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "3313")
	if v.mv.stage != guidePath || v.ui.Cursor != at(1, 3) {
		t.Fatalf("stage %d, cursor %v", v.mv.stage, v.ui.Cursor)
	}
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "marked ?") || len(v.mv.steps) != 0 {
		t.Errorf("Enter on the last tile: %q", v.Message())
	}
	v.ui.Cursor = at(2, 3)
	pressKeys(v, tcell.KeyEnter)
	if len(v.mv.steps) != 1 || v.mv.steps[0] != at(2, 3) {
		t.Errorf("Enter on a next step: steps %v (%s)", v.mv.steps, v.Message())
	}
}

// TestGuidedPathsColoursTyped: before any colour is typed the path step
// says none is ("Colours typed: none.", "Getippte Farben: keine.", at
// 80x24), not an empty "Colours typed: ."; the twin: a colour typed is
// named.
func TestGuidedPathsColoursTyped(t *testing.T) {
	for _, tc := range []struct{ lang, none, one string }{
		{"en", "Colours typed: none.", "Colours typed: R."},
		{"de", "Getippte Farben: keine.", "Getippte Farben: R."},
	} {
		v, _ := newTestSolo(t, pathsSetup(t), sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		toPlayerTurn(t, v)
		typeText(v, "3313")
		if v.mv.stage != guidePath {
			t.Fatalf("%s: stage %d (%s)", tc.lang, v.mv.stage, v.Message())
		}
		if screen := drawScreen(t, v, screenWidth, screenHeight); !strings.Contains(screen, tc.none) {
			t.Errorf("%s: no %q:\n%s", tc.lang, tc.none, screen)
		}
		typeText(v, "r")
		if screen := drawScreen(t, v, screenWidth, screenHeight); !strings.Contains(screen, tc.one) {
			t.Errorf("%s: no %q (%s):\n%s", tc.lang, tc.one, v.Message(), screen)
		}
	}
}

// TestGuidedPathsInTheLanguage: the paths of the move entry name their
// tiles as the screen's prose does, at 80x24: "r3s2>r2s2>r1s2>r1s3" in
// German (Reihe, Spalte: the prose says "r1 s3"), as the line above says
// the tiles; the twin: English keeps "r3c2>...", and no German screen shows
// an English "r3c2".
func TestGuidedPathsInTheLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, path, cursor, not string }{
		{"en", "\n 6 r3c2>", "From r3 c3", "r3s2"},
		{"de", "\n 6 r3s2>", "Von r3 s3", "r3c2"},
	} {
		v, _ := newTestSolo(t, pathsSetup(t), sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
		toPlayerTurn(t, v)
		typeText(v, "3313")
		screen := drawScreen(t, v, screenWidth, screenHeight)
		if !strings.Contains(screen, tc.path) || !strings.Contains(screen, tc.cursor) || strings.Contains(screen, tc.not) {
			t.Errorf("%s: want %q and %q, no %q:\n%s", tc.lang, tc.path, tc.cursor, tc.not, screen)
		}
	}
}

// TestMoveTextInTheLanguage: a move typed in the power prompt reads in
// the screen's language's form ("r2s3: r2s4 Y" in German) and in the
// text form's ("r2c3"), and writes in the language's (moveBrief); the
// twin: English reads no "s" for a column.
func TestMoveTextInTheLanguage(t *testing.T) {
	want, err := game.ParseMove("r2c3: r2c4 Y, r3c4 W")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang, typed string
		reads       bool
	}{
		{"de", "r2s3: r2s4 Y, r3s4 W", true},
		{"de", "R2 S3: r2 s4 Y, r3S4 W", true},
		{"de", "r2c3: r2c4 Y, r3c4 W", true},
		{"en", "r2c3: r2c4 Y, r3c4 W", true},
		{"en", "r2s3: r2s4 Y, r3s4 W", false},
	} {
		m, err := game.ParseMove(moveTextOf(tc.lang, tc.typed))
		if got := err == nil && m.Equal(want); got != tc.reads {
			t.Errorf("%s %q: read %v (%v), want %v", tc.lang, tc.typed, got, err, tc.reads)
		}
	}
	if got := moveBrief("de", want); got != "r2s3: r2s4 Y, r3s4 W" {
		t.Errorf("de: got %q", got)
	}
	if got := moveBrief("en", want); got != want.String() {
		t.Errorf("en: got %q, want %q", got, want.String())
	}
}
