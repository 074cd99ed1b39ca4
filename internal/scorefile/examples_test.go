package scorefile

import (
	"path/filepath"
	"testing"

	"github.com/naqala/naqala/scoring"
)

// exampleScore is a player's score worked out by hand, in the score pad's
// order: coins, viziers, elders, artisans, djinns, palm trees, palaces,
// tiles, tent, cities, merchandise, items; then total and rank.
type exampleScore struct {
	name  string
	c     scoring.Categories
	total int
	rank  int
}

// examples holds every file of examples/ with its score worked out by
// hand.
var examples = []struct {
	file    string
	players []exampleScore
	winners []string
	solo    *scoring.SoloResult
}{
	{
		file: "base-4p.yaml",
		players: []exampleScore{
			// Aylin: 38 coins; Viziers 6 x 3 (Jafaar) + 10 x 2 (Bora 2, Deniz 1
			// fewer; Cem 6 not) = 38; Elders 4 x 2 = 8; Djinns Jafaar 6 +
			// Hagis 10 = 16; Palm Trees 2 x 3 = 6; Palaces 1 x 5 = 5; Tiles
			// O 8 + V 5 + S12 12 + SM 6 + LM 4 + S6 6 = 41; goods: suit of 6
			// (ivory gold papyrus silk fish wheat) 30 + suit of 2 (papyrus
			// fish) 3 = 33. 38+38+8+16+6+5+41+33 = 185.
			{"Aylin", scoring.Categories{38, 38, 8, 0, 16, 6, 5, 41, 0, 0, 33, 0}, 185, 3},
			// Bora: 55; Viziers 2 + 10 (Deniz) = 12; Elders 6 x 4 (Shamhat) =
			// 24; Djinns 6 + 8 = 14; Palm Trees 4 x 5 (Haurvatat) = 20;
			// Palaces 2 x 5 = 10; Tiles 8+8+5+10+6+6 = 43; goods: suits of
			// 3, 2, 1 (pottery 3, spice 2, fish 1) = 7+3+1 = 11.
			// 55+12+24+14+20+10+43+11 = 189.
			{"Bora", scoring.Categories{55, 12, 24, 0, 14, 20, 10, 43, 0, 0, 11, 0}, 189, 2},
			// Cem: 47; Viziers 6 + 10 x 2 = 26; Elders 2 x 2 = 4; Djinns
			// Al-Amin 5 + Enki 8 + Lamia 10 = 23; Palaces 5; Tiles
			// 5+5+6+15+4+6 = 41; goods: 6 kinds + 2 wild goods (5 Fakirs,
			// Al-Amin) make a suit of 8 = 50, + wheat's second card 1 = 51.
			// 47+26+4+23+5+41+51 = 197.
			{"Cem", scoring.Categories{47, 26, 4, 0, 23, 0, 5, 41, 0, 0, 51, 0}, 197, 1},
			// Deniz: 61; Viziers 1, nobody fewer; Elders 5 x 2 = 10; Sloar
			// 8; Palm Trees 2 x 3 = 6; Palaces 5; Tiles 8+8+6+6+6+4+5 = 43;
			// goods: suit of 4 = 13 + suit of 2 = 3 = 16.
			// 61+1+10+8+6+5+43+16 = 150.
			{"Deniz", scoring.Categories{61, 1, 10, 0, 8, 6, 5, 43, 0, 0, 16, 0}, 150, 4},
		},
		winners: []string{"Cem"},
	},
	{
		file: "full-5p.yaml",
		players: []exampleScore{
			// Aylin: 31; Viziers 5 x 3 (Jafaar) + 10 x 3 (Bora 2, Cem 4,
			// Emre 1) = 45; Elders 2 x 2 = 4; Artisans 3, nobody has more
			// (Bora 3) = 3 x 3 = 9; Djinns Haurvatat 8 + Jafaar 6 + Thief
			// Ziad 6 = 20; Palm Trees, all next to the Lake, Haurvatat: 3 x
			// 10 = 30; Palace next to the Lake 10; Tiles O 8 + V 5 + O 8 +
			// S15 15 + SM 6 = 42 (Cities 0); Tent on SM at row 6, column 4:
			// SM XM LM above, SM O beside and itself, LM below = 6; 2 Cities
			// 5 x 2 x 2 = 20; goods: a suit of 5 = 21; Crown 9 + Jewels 5 =
			// 14. 31+45+4+9+20+30+10+42+6+20+21+14 = 252.
			{"Aylin", scoring.Categories{31, 45, 4, 9, 20, 30, 10, 42, 6, 20, 21, 14}, 252, 1},
			// Bora: 44; Viziers 2 + 10 (Emre) = 12; Elders 6 x 4 (Shamhat) =
			// 24; Artisans 3 (ties Aylin) x (3 + 2 Ptah) = 15; Djinns
			// Shamhat 6 + Ptah 5 + 2 Thieves 12 = 23; Palace 5; Tiles V 5 +
			// S12 12 + SM 6 + W 5 = 28; Tent on W at row 2, column 5: CR LM
			// above, SM SM below = 4; 3 Cities 45; goods: 2 suits of 2 = 6;
			// Chest 7. 44+12+24+15+23+5+28+4+45+6+7 = 213.
			{"Bora", scoring.Categories{44, 12, 24, 15, 23, 0, 5, 28, 4, 45, 6, 7}, 213, 3},
			// Cem: 52; Viziers 4 + 10 x 2 = 24; Elders 2; Artisans 1 x 2
			// (others have more) = 2; Djinns Geb 4 + Iblis 8 = 12; Palm
			// Trees 3 x 3 = 9; Tiles O 8 + O 8 + SM 6 + XM 10 + LM 4 + W 5 +
			// S6 6 = 47; Tent on LM at row 7, column 5: XM, itself, SM, O =
			// 4; goods: suit of 3 = 7; items Crown 9 + Jewels 5 x 2 + 3 x 3
			// (Geb) = 28. 52+24+2+2+12+9+47+4+7+28 = 187.
			{"Cem", scoring.Categories{52, 24, 2, 2, 12, 9, 0, 47, 4, 0, 7, 28}, 187, 5},
			// Deniz: 27; Viziers 7 + 10 x 4 = 47; Elders 6; Djinns Wilwit 3 +
			// Lamia 10 + Hagis 10 + 5 x 3 (Wilwit) + Thief Shaum 6 = 44;
			// Palaces 2 x 5 = 10 (not next to the Lake); Tiles LM 4 + XM 10
			// + SM 6 + W 5 + S10 10 + SM 6 + V 5 = 46; Tent on LM at row 5,
			// column 4: SM O above, itself, O SM below = 5; goods: suit of
			// 6 = 30 + suit of 2 = 3 = 33. 27+47+6+44+10+46+5+33 = 218.
			{"Deniz", scoring.Categories{27, 47, 6, 0, 44, 0, 10, 46, 5, 0, 33, 0}, 218, 2},
			// Emre: 38; Viziers 1; Elders 8; Artisans 2 x 2 = 4; Djinns
			// Al-Amin 5 + Utug 4 = 9; Palm Trees 3 x 3 = 9; Palaces 2 x 5 =
			// 10; Tiles O 8 + O 8 + S6 6 + SM 6 + SM 6 + V 5 + V 5 + S6 6 =
			// 50; Tent on SM at row 1, column 4: SM above, O and itself = 3;
			// goods: 5 kinds + 3 wild goods (7 Fakirs, Al-Amin) = a suit of
			// 8 = 50; Chest 7. 38+1+8+4+9+9+10+50+3+50+7 = 189.
			{"Emre", scoring.Categories{38, 1, 8, 4, 9, 9, 10, 50, 3, 0, 50, 7}, 189, 4},
		},
		winners: []string{"Aylin"},
	},
	{
		file: "solo.yaml",
		players: []exampleScore{
			// Aylin: 19; Viziers 9 x 3 (Jafaar) + 10 (Council 6 is fewer) =
			// 37; Elders 5 x 4 (Shamhat) = 20; Artisans 2 x 2 (Yazid has 3)
			// = 4; Djinns 6 + 6 + 6 = 18; Palm Trees 3 x 3 = 9; Palaces 2 x
			// 5 = 10; Tiles O 8 x 3 + V 5 x 2 + S15 15 + S6 6 + SM 6 x 2 =
			// 67; Tent 5; goods: suit of 7 = 40 + suit of 2 = 3 = 43; Chest
			// 7 + Crown 9 = 16. 19+37+20+4+18+9+10+67+5+43+16 = 248.
			{"Aylin", scoring.Categories{19, 37, 20, 4, 18, 9, 10, 67, 5, 0, 43, 16}, 248, 1},
		},
		winners: []string{"Aylin"},
		// 9 Viziers beat the Council's 6; 221-250 is Ambitious Al-Rachid.
		solo: &scoring.SoloResult{Survived: true, Title: scoring.TitleAlRachid},
	},
}

func TestExamples(t *testing.T) {
	for _, ex := range examples {
		t.Run(ex.file, func(t *testing.T) {
			f, err := Read(filepath.Join("..", "..", "examples", ex.file), Options{Rules: scoring.DefaultRules()})
			if err != nil {
				t.Fatal(err)
			}
			res, err := scoring.Score(f.Game, f.Rules)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Players) != len(ex.players) {
				t.Fatalf("got %d players, want %d", len(res.Players), len(ex.players))
			}
			for i, want := range ex.players {
				got := res.Players[i]
				if got.Name != want.name || got.Categories != want.c || got.Total != want.total || got.Rank != want.rank {
					t.Errorf("player %d:\n got %s %v total %d rank %d\nwant %s %v total %d rank %d",
						i, got.Name, got.Categories, got.Total, got.Rank, want.name, want.c, want.total, want.rank)
				}
				if want.c.Total() != want.total {
					t.Errorf("%s: the hand-worked categories sum to %d, not %d", want.name, want.c.Total(), want.total)
				}
			}
			if len(res.Winners) != len(ex.winners) || (len(ex.winners) > 0 && res.Winners[0] != ex.winners[0]) {
				t.Errorf("winners: got %v, want %v", res.Winners, ex.winners)
			}
			switch {
			case ex.solo == nil && res.Solo != nil:
				t.Errorf("solo: got %+v, want none", res.Solo)
			case ex.solo != nil && (res.Solo == nil || *res.Solo != *ex.solo):
				t.Errorf("solo: got %+v, want %+v", res.Solo, ex.solo)
			}
		})
	}
}

// TestBoardAndTilesAgree scores the same games given as a board and as
// per-player tiles (lake and tent_red worked out by hand).
func TestBoardAndTilesAgree(t *testing.T) {
	pairs := [][2]string{
		{"../../examples/base-4p.yaml", "testdata/base-4p-board.yaml"},
		{"../../examples/full-5p.yaml", "testdata/full-5p-tiles.yaml"},
	}
	for _, pair := range pairs {
		t.Run(filepath.Base(pair[1]), func(t *testing.T) {
			var res [2]scoring.Result
			for i, path := range pair {
				f, err := Read(path, Options{Rules: scoring.DefaultRules()})
				if err != nil {
					t.Fatal(err)
				}
				if res[i], err = scoring.Score(f.Game, f.Rules); err != nil {
					t.Fatal(err)
				}
			}
			for i := range res[0].Players {
				if res[0].Players[i] != res[1].Players[i] {
					t.Errorf("player %d: %s gives %+v, %s gives %+v", i, pair[0], res[0].Players[i], pair[1], res[1].Players[i])
				}
			}
		})
	}
}
