package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
)

// TestBoardEditorProblemsInTheLanguage: the board's problems found on
// Ctrl-D (the whole board's check) and in a paste are said in the
// editor's language; English says them as the CLI does.
func TestBoardEditorProblemsInTheLanguage(t *testing.T) {
	// A Mountain on an Oasis, in the board the editor starts from: the
	// board's check refuses it on Ctrl-D.
	mountain := strings.Replace(exampleBoard, "O[WWR]", "O[WWR]^n", 1)
	paste := strings.Replace(exampleBoard, "S15[GRB]", "Q[GRB]", 1)
	tests := []struct {
		lang, done, paste, size string
	}{
		{"en",
			"board: row 4, column 1: Mountains (^n) on the Oasis: only Workshops carry them",
			`board: row 3, column 3: unknown tile type "Q"`,
			"board: 6 columns x 5 rows: with Whims the board has 6 columns x 6 rows"},
		{"de",
			"Spielplan: Reihe 4, Spalte 1: Berge (^n) auf dem Plättchen Oase: nur Werkstätten tragen welche",
			`Spielplan: Reihe 3, Spalte 3: unbekannter Plättchentyp "Q"`,
			"Spielplan: 6 Spalten x 5 Reihen: mit Launen hat der Spielplan 6 Spalten x 6 Reihen"},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			called := false
			e := NewBoardEditor(BoardEditorOptions{Language: tc.lang, Board: mustBoard(t, mountain), OnDone: func(*game.Board) { called = true }})
			press(e, tcell.KeyCtrlD, 0, 0)
			if called || e.Message() != tc.done {
				t.Errorf("Ctrl-D: got %q (done %v), want %q", e.Message(), called, tc.done)
			}

			e = NewBoardEditor(BoardEditorOptions{Language: tc.lang})
			press(e, tcell.KeyCtrlV, 0, 0)
			e.PasteHandler()(paste, nil)
			press(e, tcell.KeyCtrlD, 0, 0)
			if out := drawScreen(t, e, screenWidth, screenHeight); !strings.Contains(out, tc.paste) {
				t.Errorf("paste: want %q on the screen:\n%s", tc.paste, out)
			}

			e = NewBoardEditor(BoardEditorOptions{Language: tc.lang, Expansions: game.Expansions{Whims: true}})
			if _, err := e.ParseBoardText(exampleBoard); err == nil || !strings.Contains(err.Error(), tc.size) {
				t.Errorf("size: got %v, want %q", err, tc.size)
			}
		})
	}
}

// A tile being typed that can't become one is refused in the editor's
// language too.
func TestBoardEditorTypingProblemInTheLanguage(t *testing.T) {
	for lang, want := range map[string]string{"en": `unknown meeple letter "X"`, "de": `unbekannter Meeple-Buchstabe "X"`} {
		e := NewBoardEditor(BoardEditorOptions{Language: lang})
		typeText(e, "V[X")
		if !strings.Contains(e.Message(), want) {
			t.Errorf("%s: got %q, want %q in it", lang, e.Message(), want)
		}
	}
}
