package ui

import (
	"reflect"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// gridAt moves the cursor to the category row for player col.
func gridAt(t testing.TB, g *ScoreGrid, c scoring.Category, col int) {
	t.Helper()
	for i, r := range g.rows {
		if r.kind == rowCategory && r.cat == c {
			g.row, g.col, g.fresh = i, col, true
			return
		}
	}
	t.Fatalf("no row %v", c)
}

// fillTwoPlayers enters a small base game: Aylin and Bora.
func fillTwoPlayers(t testing.TB, g *ScoreGrid) {
	t.Helper()
	g.row, g.col, g.fresh = 0, 0, true
	typeText(g, "Aylin")
	press(g, tcell.KeyRight, 0, 0)
	typeText(g, "Bora")
	for col, v := range [][3]string{{"42", "8", "3"}, {"37", "5", "6"}} {
		gridAt(t, g, scoring.CategoryCoins, col)
		typeText(g, v[0])
		gridAt(t, g, scoring.CategoryViziers, col)
		typeText(g, v[1])
		gridAt(t, g, scoring.CategoryElders, col)
		typeText(g, v[2])
	}
	gridAt(t, g, scoring.CategoryDjinns, 0)
	press(g, tcell.KeyEnter, 0, 0)
	typeText(g, "jafar\nHaur")
	press(g, tcell.KeyTab, 0, 0)
	press(g, tcell.KeyEnter, 0, 0)
	press(g, tcell.KeyEscape, 0, 0)
	gridAt(t, g, scoring.CategoryTiles, 0)
	press(g, tcell.KeyEnter, 0, 0)
	typeText(g, "O+pp\nV+P\nS12\n")
	gridAt(t, g, scoring.CategoryTiles, 1)
	press(g, tcell.KeyEnter, 0, 0)
	typeText(g, "SM O+p S6 ")
	press(g, tcell.KeyEscape, 0, 0)
	gridAt(t, g, scoring.CategoryMerchandise, 1)
	press(g, tcell.KeyEnter, 0, 0)
	typeText(g, "1 1 1 2")
	press(g, tcell.KeyEscape, 0, 0)
}

func TestScreenScoreGridEmpty(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules()})
	checkGolden(t, "score_grid_empty.txt", drawScreen(t, g, screenWidth, screenHeight))
}

func TestScreenScoreGridFilled(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules()})
	fillTwoPlayers(t, g)
	if g.Message() != "" && strings.HasPrefix(g.Message(), "!") {
		t.Fatalf("unexpected refusal %q", g.Message())
	}
	gridAt(t, g, scoring.CategoryDjinns, 0)
	checkGolden(t, "score_grid_filled.txt", drawScreen(t, g, screenWidth, screenHeight))

	want := scoring.Game{Players: []scoring.Player{
		{Name: "Aylin", Coins: 42, Viziers: 8, Elders: 3,
			Djinns: []scoring.HeldDjinn{{Name: "Jafaar", VP: 6, VPKnown: true}, {Name: "Haurvatat", VP: 8, VPKnown: true}},
			Tiles:  []scoring.HeldTile{{Type: game.Oasis, Palms: 2}, {Type: game.Village, Palaces: 1}, {Type: game.Sacred12}}},
		{Name: "Bora", Coins: 37, Viziers: 5, Elders: 6,
			Merchandise: [game.NumGoods]int{1, 1, 1, 2},
			Tiles:       []scoring.HeldTile{{Type: game.SmallMarket}, {Type: game.Oasis, Palms: 1}, {Type: game.Sacred6}}},
	}}
	wantRes, err := scoring.Score(want, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Result(); !reflect.DeepEqual(got, wantRes) {
		t.Errorf("got %+v, want %+v", got, wantRes)
	}
	var done scoring.Result
	g.opt.OnResult = func(_ scoring.Game, r scoring.Result) { done = r }
	press(g, tcell.KeyCtrlD, 0, 0)
	if !reflect.DeepEqual(done, wantRes) {
		t.Errorf("OnResult got %+v, want %+v", done, wantRes)
	}
}

func TestScreenScoreGridAllExpansions(t *testing.T) {
	x := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	g := NewScoreGrid(ScoreGridOptions{Expansions: x, Rules: scoring.DefaultRules(),
		Players: []string{"Aylin", "Bora", "Cem", "Dilek", "Emre"}, DjinnVP: map[string]int{"geb": 7}})
	gridAt(t, g, scoring.CategoryArtisans, 2)
	typeText(g, "4")
	gridAt(t, g, scoring.CategoryDjinns, 2)
	typeText(g, "geb\nziad\n")
	gridAt(t, g, scoring.CategoryTent, 2)
	press(g, tcell.KeyEnter, 0, 0)
	typeText(g, "CB CR+pl SM+t5 ")
	gridAt(t, g, scoring.CategoryItems, 2)
	press(g, tcell.KeyEnter, 0, 0)
	typeText(g, "1")
	press(g, tcell.KeyRight, 0, 0)
	typeText(g, "1")
	press(g, tcell.KeyRight, 0, 0)
	typeText(g, "2")
	checkGolden(t, "score_grid_all.txt", drawScreen(t, g, screenWidth, screenHeight))
	c := g.Result().Players[2].Categories
	want := map[scoring.Category]int{
		scoring.CategoryArtisans: 12, scoring.CategoryDjinns: 7 + 6, scoring.CategoryCities: 20,
		scoring.CategoryPalmTrees: 6, scoring.CategoryTent: 5, scoring.CategoryTiles: 6,
		scoring.CategoryItems: 5 + 7 + 18 + 4*3,
	}
	for cat, v := range want {
		if c[cat] != v {
			t.Errorf("%s: got %d, want %d", cat, c[cat], v)
		}
	}
}

func TestScoreGridRefusesImpossibleCounts(t *testing.T) {
	tests := []struct {
		name  string
		x     game.Expansions
		steps func(t *testing.T, g *ScoreGrid)
		want  string // in the message; "" means no refusal
	}{
		{"negative coins", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryCoins, 0)
			typeText(g, "-")
		}, "a count can't be negative"},
		{"letters in coins", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryCoins, 0)
			typeText(g, "x")
		}, `type a number, not "x"`},
		{"17 viziers", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryViziers, 0)
			typeText(g, "17")
		}, "only 16 Viziers in the box"},
		{"16 viziers", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryViziers, 0)
			typeText(g, "16")
		}, ""},
		{"19 viziers with whims", game.Expansions{Whims: true}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryViziers, 0)
			typeText(g, "19")
		}, ""},
		{"viziers across players", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryViziers, 0)
			typeText(g, "10")
			gridAt(t, g, scoring.CategoryViziers, 1)
			typeText(g, "7")
		}, "the others hold 10: at most 6"},
		{"same djinn twice", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryDjinns, 0)
			typeText(g, "\nLamia\n")
			press(g, tcell.KeyEscape, 0, 0)
			gridAt(t, g, scoring.CategoryDjinns, 1)
			typeText(g, "\nLamia\n")
		}, "Lamia is already held by Player 1"},
		{"unknown djinn letters", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryDjinns, 0)
			typeText(g, "\nlz")
		}, `no Djinn starts with "lz"`},
		{"expansion djinn not in play", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryDjinns, 0)
			typeText(g, "\np")
		}, `no Djinn starts with "p"`},
		{"expansion djinn in play", game.Expansions{Artisans: true}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryDjinns, 0)
			typeText(g, "\np")
		}, ""},
		{"third ivory", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryMerchandise, 0)
			typeText(g, "\n3")
		}, "only 2 ivory in the box"},
		{"second S15", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryTiles, 0)
			typeText(g, "\nS15\n")
			press(g, tcell.KeyEscape, 0, 0)
			gridAt(t, g, scoring.CategoryTiles, 1)
			typeText(g, "\nS15")
		}, "only 1 S15 in the box"},
		{"tent without artisans", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryTiles, 0)
			typeText(g, "\nSM+t")
		}, "the Tent comes with Artisans"},
		{"tent needs its red count", game.Expansions{Artisans: true}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryTiles, 0)
			typeText(g, "\nSM+t\n")
		}, "how many red tiles surround the Tent"},
		{"chasm held", game.Expansions{Artisans: true}, func(t *testing.T, g *ScoreGrid) {
			gridAt(t, g, scoring.CategoryTiles, 0)
			typeText(g, "\nCH")
		}, "the Chasm can't be controlled"},
		{"two players minimum", game.Expansions{}, func(t *testing.T, g *ScoreGrid) {
			press(g, tcell.KeyCtrlX, 0, 0)
		}, "at least 2 players"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewScoreGrid(ScoreGridOptions{Expansions: tc.x, Rules: scoring.DefaultRules()})
			tc.steps(t, g)
			if tc.want == "" {
				if g.msgErr {
					t.Errorf("got refusal %q, want none", g.Message())
				}
				return
			}
			if !g.msgErr || !strings.Contains(g.Message(), tc.want) {
				t.Errorf("got message %q, want a refusal with %q", g.Message(), tc.want)
			}
		})
	}
}

func TestScoreGridAsksUnknownDjinnVP(t *testing.T) {
	remembered := map[string]int{}
	g := NewScoreGrid(ScoreGridOptions{Expansions: game.Expansions{Artisans: true}, Rules: scoring.DefaultRules(),
		OnDjinnVP: func(name string, vp int) { remembered[name] = vp }})
	gridAt(t, g, scoring.CategoryDjinns, 0)
	typeText(g, "\nPtah\n")
	if !strings.Contains(g.Message(), "no VP for Ptah") {
		t.Fatalf("got %q, want the VP asked", g.Message())
	}
	typeText(g, "x")
	if !strings.Contains(g.Message(), "is a number") {
		t.Errorf("got %q", g.Message())
	}
	typeText(g, "5\n")
	if d := g.Game().Players[0].Djinns; len(d) != 1 || d[0] != (scoring.HeldDjinn{Name: "Ptah", VP: 5, VPKnown: true}) {
		t.Errorf("got %+v", d)
	}
	if remembered["Ptah"] != 5 {
		t.Errorf("got remembered %v, want Ptah 5", remembered)
	}
	// Backspace on an empty line removes the last card again.
	press(g, tcell.KeyBackspace2, 0, 0)
	if d := g.Game().Players[0].Djinns; len(d) != 0 {
		t.Errorf("got %+v after Backspace, want none", d)
	}
}

func TestScoreGridBoard(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{Rules: scoring.DefaultRules()})
	press(g, tcell.KeyCtrlB, 0, 0)
	if g.panel != panelBoard {
		t.Fatal("Ctrl-B did not open the board editor")
	}
	press(g, tcell.KeyCtrlV, 0, 0)
	g.PasteHandler()(exampleBoard, nil)
	press(g, tcell.KeyCtrlD, 0, 0)
	press(g, tcell.KeyCtrlD, 0, 0)
	if g.panel != panelNone || g.board == nil {
		t.Fatalf("board not taken: %q", g.editor.Message())
	}
	want := scoring.TilesFromBoard(mustBoard(t, exampleBoard), 1)
	r := g.Result()
	var tilesVP int
	for _, h := range want {
		tilesVP += h.Type.VP()
	}
	if got := r.Players[0].Categories[scoring.CategoryTiles]; got != tilesVP {
		t.Errorf("tiles VP from the board: got %d, want %d", got, tilesVP)
	}
	gridAt(t, g, scoring.CategoryTiles, 0)
	checkGolden(t, "score_grid_board.txt", drawScreen(t, g, screenWidth, screenHeight))
	// Per-player tiles can't be mixed with a board.
	press(g, tcell.KeyDelete, 0, 0)
	if g.board != nil {
		t.Errorf("Delete kept the board")
	}
}

func TestScoreGridPlayers(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{Players: []string{"A", "B", "C", "D", "E", "F"}, Expansions: game.Expansions{Whims: true}})
	if len(g.sheets) != 5 {
		t.Errorf("got %d columns, want 5", len(g.sheets))
	}
	press(g, tcell.KeyCtrlN, 0, 0)
	if !strings.Contains(g.Message(), "at most 5 players") {
		t.Errorf("got %q", g.Message())
	}
	press(g, tcell.KeyCtrlX, 0, 0)
	if len(g.sheets) != 4 {
		t.Errorf("got %d columns after Ctrl-X, want 4", len(g.sheets))
	}
}

// Reference section 8: the Whims box holds the 5th player's pieces, so a
// 5th column needs Whims, and Whims stays while there are 5.
func TestScoreGridFifthPlayerNeedsWhims(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{Players: []string{"A", "B", "C"}, Expansions: game.Expansions{Artisans: true}})
	press(g, tcell.KeyCtrlN, 0, 0)
	if len(g.sheets) != 4 || g.msgErr {
		t.Fatalf("a 4th player without Whims: got %d columns, message %q", len(g.sheets), g.Message())
	}
	press(g, tcell.KeyCtrlN, 0, 0)
	if len(g.sheets) != 4 || !g.msgErr || !strings.Contains(g.Message(), "a 5th player needs Whims of the Sultan") {
		t.Fatalf("a 5th player without Whims: got %d columns, message %q", len(g.sheets), g.Message())
	}
	press(g, tcell.KeyCtrlE, 0, 0)
	press(g, tcell.KeyRune, 'w', 0)
	press(g, tcell.KeyEscape, 0, 0) // ends the choice of expansions
	press(g, tcell.KeyCtrlN, 0, 0)
	if len(g.sheets) != 5 || g.msgErr {
		t.Fatalf("a 5th player with Whims: got %d columns, message %q", len(g.sheets), g.Message())
	}
	press(g, tcell.KeyCtrlE, 0, 0)
	press(g, tcell.KeyRune, 'w', 0)
	if !g.opt.Expansions.Whims || !g.msgErr || !strings.Contains(g.Message(), "5 players") {
		t.Errorf("Whims switched off with 5 players: whims %v, message %q", g.opt.Expansions.Whims, g.Message())
	}
	press(g, tcell.KeyEscape, 0, 0)
	press(g, tcell.KeyCtrlX, 0, 0)
	press(g, tcell.KeyCtrlE, 0, 0)
	press(g, tcell.KeyRune, 'w', 0)
	if g.opt.Expansions.Whims || g.msgErr {
		t.Errorf("Whims switched off with 4 players: whims %v, message %q", g.opt.Expansions.Whims, g.Message())
	}
	// Five names without Whims: four columns, and the reason.
	g = NewScoreGrid(ScoreGridOptions{Players: []string{"A", "B", "C", "D", "E"}})
	if len(g.sheets) != 4 || !strings.Contains(g.Message(), "a 5th player needs Whims of the Sultan") {
		t.Errorf("5 names without Whims: got %d columns, message %q", len(g.sheets), g.Message())
	}
}

func FuzzScoreGridKeys(f *testing.F) {
	f.Add("Aylin\x1b42\n\njafaar\n\x1b")
	f.Add("-99999\n\n\nO+pplt44\n")
	f.Fuzz(func(t *testing.T, keys string) {
		x := game.Expansions{Artisans: true, Thieves: true, Whims: true}
		g := NewScoreGrid(ScoreGridOptions{Expansions: x, Rules: scoring.DefaultRules()})
		s := newTestScreen(t, 80, 24)
		special := []tcell.Key{tcell.KeyUp, tcell.KeyDown, tcell.KeyLeft, tcell.KeyRight, tcell.KeyEnter,
			tcell.KeyEscape, tcell.KeyBackspace2, tcell.KeyDelete, tcell.KeyTab, tcell.KeyCtrlN, tcell.KeyCtrlX}
		for _, r := range keys {
			if r < 32 {
				press(g, special[int(r)%len(special)], 0, 0)
				continue
			}
			press(g, tcell.KeyRune, r, 0)
		}
		drawOn(s, g)
		sg := g.Game()
		for i, p := range sg.Players {
			if p.Coins < 0 || p.Viziers < 0 || p.Viziers > game.BoxMeeples(game.Vizier, x) {
				t.Errorf("player %d: impossible counts %+v", i, p)
			}
		}
	})
}

func TestScoreGridTyping(t *testing.T) {
	g := NewScoreGrid(ScoreGridOptions{})
	if g.Typing() {
		t.Error("typing on the coins row")
	}
	g.row = 0
	if !g.Typing() {
		t.Error("not typing on the name row")
	}
	gridAt(t, g, scoring.CategoryDjinns, 0)
	press(g, tcell.KeyEnter, 0, 0)
	if !g.Typing() {
		t.Error("not typing in the Djinn entry")
	}
	press(g, tcell.KeyEscape, 0, 0)
	press(g, tcell.KeyCtrlB, 0, 0)
	if g.Typing() {
		t.Error("typing in the board editor before a key")
	}
	typeText(g, "S")
	if !g.Typing() {
		t.Error("not typing a tile code")
	}
}
