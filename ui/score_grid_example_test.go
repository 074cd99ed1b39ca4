package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/scoring"
)

// TestScoreGridTypedExample types the project's base 4-player example
// (examples/base-4p.yaml) key by key, as a player at the table would, and
// gets the categories `naqala score examples/base-4p.yaml` prints.
func TestScoreGridTypedExample(t *testing.T) {
	type entry struct {
		name, coins, viziers, elders string
		djinns, goods, tiles         string
	}
	players := []entry{
		{"Aylin", "38", "6", "4", "jafaar\nhagis\n", "1 0 1 2 1 0 2 1 0 2", "O+pp V+P S12 SM LM S6 "},
		{"Bora", "55", "2", "6", "shamhat\nhaur\n", "0 0 0 0 0 2 1 0 3 0", "O+ppp O+p V+PP S10 SM SM "},
		{"Cem", "47", "6", "2", "al-amin\nenki\nlamia\n", "0 1 0 1 1 1 0 2 1 5", "V+P V S6 S15 LM SM "},
		{"Deniz", "61", "1", "5", "sloar\n", "1 0 0 0 0 0 2 2 1 3", "O+p O+p S6 S6 SM LM V+P "},
	}
	g := NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules()})
	press(g, tcell.KeyCtrlN, 0, 0)
	press(g, tcell.KeyCtrlN, 0, 0)
	for col, p := range players {
		g.row, g.col, g.fresh = 0, col, true
		typeText(g, p.name)
		pressKeys(g, tcell.KeyDown)
		typeText(g, p.coins+"\n"+p.viziers+"\n"+p.elders+"\n")
		// The cursor is on the Djinns row now.
		typeText(g, "\n"+p.djinns+"\n")
		pressKeys(g, tcell.KeyDown, tcell.KeyDown, tcell.KeyDown) // palm trees, palaces, tiles
		typeText(g, "\n"+p.tiles)
		pressKeys(g, tcell.KeyEscape, tcell.KeyDown) // merchandise
		typeText(g, "\n"+p.goods+"\n")
		if g.msgErr {
			t.Fatalf("%s: refused: %s", p.name, g.Message())
		}
	}
	// From naqala score examples/base-4p.yaml --json: coins, viziers,
	// elders, djinns, palm trees, palaces, tiles, merchandise; rank, total.
	want := [][10]int{
		{38, 38, 8, 16, 6, 5, 41, 33, 3, 185},
		{55, 12, 24, 14, 20, 10, 43, 11, 2, 189},
		{47, 26, 4, 23, 0, 5, 41, 51, 1, 197},
		{61, 1, 10, 8, 6, 5, 43, 16, 4, 150},
	}
	cats := []scoring.Category{scoring.CategoryCoins, scoring.CategoryViziers, scoring.CategoryElders, scoring.CategoryDjinns,
		scoring.CategoryPalmTrees, scoring.CategoryPalaces, scoring.CategoryTiles, scoring.CategoryMerchandise}
	r := g.Result()
	if len(r.Players) != 4 {
		t.Fatalf("got %d players", len(r.Players))
	}
	for i, w := range want {
		p := r.Players[i]
		if p.Name != players[i].name {
			t.Errorf("player %d: got name %q, want %q", i, p.Name, players[i].name)
		}
		for j, c := range cats {
			if p.Categories[c] != w[j] {
				t.Errorf("%s %s: got %d, want %d", p.Name, c, p.Categories[c], w[j])
			}
		}
		if p.Rank != w[8] || p.Total != w[9] {
			t.Errorf("%s: got rank %d total %d, want rank %d total %d", p.Name, p.Rank, p.Total, w[8], w[9])
		}
	}
	if len(r.Winners) != 1 || r.Winners[0] != "Cem" {
		t.Errorf("got winners %v, want [Cem]", r.Winners)
	}
	checkGolden(t, "score_grid_example_4p.txt", drawScreen(t, g, screenWidth, screenHeight))
}
