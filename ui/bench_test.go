package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// BenchmarkScoreGridKeystroke is one keystroke on a filled 5-player grid
// with every expansion: the update (scoring.Score) and the redraw of the
// whole 80x24 screen. Budget: 5 ms.
func BenchmarkScoreGridKeystroke(b *testing.B) {
	x := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	g := NewScoreGrid(ScoreGridOptions{Expansions: x, Rules: scoring.DefaultRules(),
		Players: []string{"Aylin", "Bora", "Cem", "Dilek", "Emre"}})
	for col := range 5 {
		gridAt(b, g, scoring.CategoryCoins, col)
		typeText(g, "45")
		gridAt(b, g, scoring.CategoryDjinns, col)
		typeText(g, "\n"+[]string{"Jafaar", "Lamia", "Hagis", "Enki", "Iblis"}[col]+"\n")
		press(g, tcell.KeyEscape, 0, 0)
		gridAt(b, g, scoring.CategoryTiles, col)
		typeText(g, "\nO+pp V+P S6 SM LM ")
		press(g, tcell.KeyEscape, 0, 0)
		gridAt(b, g, scoring.CategoryMerchandise, col)
		typeText(g, "\n1 1 1 1 1 1 1 1 1 2")
		press(g, tcell.KeyEscape, 0, 0)
	}
	gridAt(b, g, scoring.CategoryCoins, 2)
	s := newTestScreen(b, screenWidth, screenHeight)
	g.SetRect(0, 0, screenWidth, screenHeight)
	keys := []*tcell.EventKey{tcell.NewEventKey(tcell.KeyRune, '7', 0), tcell.NewEventKey(tcell.KeyBackspace2, 0, 0)}
	h := g.InputHandler()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h(keys[i%2], nil)
		g.Draw(s)
		s.Show()
		i++
	}
}

// BenchmarkBoardEditorKeystroke is one keystroke in the board editor on a
// 7-row board, checked against the box, and the redraw.
func BenchmarkBoardEditorKeystroke(b *testing.B) {
	e := NewBoardEditor(BoardEditorOptions{Expansions: game.Expansions{Artisans: true, Whims: true}})
	s := newTestScreen(b, screenWidth, screenHeight)
	e.SetRect(0, 0, screenWidth, screenHeight)
	typeText(e, "V[YWG] S6[RRB] O[GGW]")
	keys := []*tcell.EventKey{tcell.NewEventKey(tcell.KeyRune, '+', 0), tcell.NewEventKey(tcell.KeyBackspace2, 0, 0)}
	h := e.InputHandler()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h(keys[i%2], nil)
		e.Draw(s)
		s.Show()
		i++
	}
}
