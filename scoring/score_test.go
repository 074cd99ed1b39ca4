package scoring

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// djinn returns a held Djinn with its catalogue VP.
func djinn(t testing.TB, name string) HeldDjinn {
	t.Helper()
	d, ok := game.LookupDjinn(name)
	if !ok {
		t.Fatalf("no Djinn %q in the catalogue", name)
	}
	return HeldDjinn{Name: d.Name, VP: d.VP, VPKnown: d.VPKnown}
}

// scoreOne scores g and returns player i's category c.
func scoreOne(t *testing.T, g Game, r Rules, i int, c Category) int {
	t.Helper()
	res, err := Score(g, r)
	if err != nil {
		t.Fatalf("Score: %v", err)
	}
	return res.Players[i].Categories[c]
}

func withRule(key, value string) Rules {
	r := DefaultRules()
	if known, err := r.Set(key, value); !known || err != nil {
		panic("bad rule in test: " + key + "=" + value)
	}
	return r
}

func TestCategories(t *testing.T) {
	ptah := HeldDjinn{Name: game.Ptah, VP: 5, VPKnown: true}
	geb := HeldDjinn{Name: game.Geb, VP: 4, VPKnown: true}
	wilwit := HeldDjinn{Name: game.Wilwit, VP: 3, VPKnown: true}
	def := DefaultRules()
	solo := func(s Solo, p Player) Game { return Game{Players: []Player{p}, Solo: &s} }
	two := func(a, b Player) Game { return Game{Players: []Player{a, b}} }
	tests := []struct {
		name string
		g    Game
		r    Rules
		c    Category
		want int
	}{
		{"coins", two(Player{Coins: 42}, Player{}), def, CategoryCoins, 42},
		{"coins none", two(Player{}, Player{Coins: 42}), def, CategoryCoins, 0},

		// Viziers: 1 each + 10 per opponent with strictly fewer.
		{"viziers with bonus", two(Player{Viziers: 8}, Player{Viziers: 3}), def, CategoryViziers, 8 + 10},
		{"viziers tied: no bonus", two(Player{Viziers: 3}, Player{Viziers: 3}), def, CategoryViziers, 3},
		{"viziers fewer: no bonus", two(Player{Viziers: 2}, Player{Viziers: 3}), def, CategoryViziers, 2},
		{"viziers bonus per opponent", Game{Players: []Player{{Viziers: 5}, {Viziers: 1}, {Viziers: 4}, {Viziers: 5}}}, def, CategoryViziers, 5 + 20},
		{"viziers Jafaar 3 each", two(Player{Viziers: 4, Djinns: []HeldDjinn{djinn(t, "Jafar")}}, Player{Viziers: 5}), def, CategoryViziers, 12},
		{"viziers Jafaar held by the other", two(Player{Viziers: 4, Djinns: []HeldDjinn{djinn(t, "Enki")}}, Player{Viziers: 5, Djinns: []HeldDjinn{djinn(t, "Jafaar")}}), def, CategoryViziers, 4},
		{"viziers solo council counts", solo(Solo{Council: 3}, Player{Viziers: 4}), def, CategoryViziers, 14},
		{"viziers solo variant: council no opponent", solo(Solo{Council: 3}, Player{Viziers: 4}), withRule(KeySoloVizierBonus, "false"), CategoryViziers, 4},
		{"viziers solo council equal", solo(Solo{Council: 4}, Player{Viziers: 4}), def, CategoryViziers, 4},
		{"viziers solo no council, one Vizier", solo(Solo{}, Player{Viziers: 1}), def, CategoryViziers, 11},
		{"viziers none against none: no bonus", two(Player{}, Player{}), def, CategoryViziers, 0},
		{"viziers Jafaar keeps the +10", two(Player{Viziers: 4, Djinns: []HeldDjinn{djinn(t, "Jafaar")}}, Player{Viziers: 3}), def, CategoryViziers, 12 + 10},

		// Elders: 2 each, 4 with Shamhat.
		{"elders", two(Player{Elders: 3}, Player{}), def, CategoryElders, 6},
		{"elders Shamhat", two(Player{Elders: 3, Djinns: []HeldDjinn{djinn(t, "Shamhat")}}, Player{}), def, CategoryElders, 12},
		{"elders Shamhat held by the other", two(Player{Elders: 3}, Player{Djinns: []HeldDjinn{djinn(t, "Shamhat")}}), def, CategoryElders, 6},

		// Artisans: 3 each if no other player has more, else 2.
		{"artisans majority", two(Player{Artisans: 3}, Player{Artisans: 2}), def, CategoryArtisans, 9},
		{"artisans minority", two(Player{Artisans: 2}, Player{Artisans: 3}), def, CategoryArtisans, 4},
		{"artisans tie: both 3", two(Player{Artisans: 2}, Player{Artisans: 2}), def, CategoryArtisans, 6},
		{"artisans tie strictly_most: 2", two(Player{Artisans: 2}, Player{Artisans: 2}), withRule(KeyArtisanMajority, "strictly_most"), CategoryArtisans, 4},
		{"artisans strictly_most with the most", two(Player{Artisans: 3}, Player{Artisans: 2}), withRule(KeyArtisanMajority, "strictly_most"), CategoryArtisans, 9},
		{"artisans none", two(Player{}, Player{}), def, CategoryArtisans, 0},
		{"artisans Ptah +2", two(Player{Artisans: 2, Djinns: []HeldDjinn{ptah}}, Player{Artisans: 3}), def, CategoryArtisans, 8},
		{"artisans Ptah majority", two(Player{Artisans: 2, Djinns: []HeldDjinn{ptah}}, Player{Artisans: 1}), def, CategoryArtisans, 10},
		{"artisans solo Yazid has more", solo(Solo{Artisans: 3}, Player{Artisans: 2}), def, CategoryArtisans, 4},
		{"artisans solo Yazid ties", solo(Solo{Artisans: 2}, Player{Artisans: 2}), def, CategoryArtisans, 6},
		{"artisans solo variant: Yazid's ignored", solo(Solo{Artisans: 3}, Player{Artisans: 2}), withRule(KeySoloYazidArtisans, "false"), CategoryArtisans, 6},
		{"artisans solo strictly_most, Yazid ties", solo(Solo{Artisans: 2}, Player{Artisans: 2}), withRule(KeyArtisanMajority, "strictly_most"), CategoryArtisans, 4},
		{"artisans Ptah held by the other", two(Player{Artisans: 2}, Player{Artisans: 1, Djinns: []HeldDjinn{ptah}}), def, CategoryArtisans, 6},
		{"artisans majority over every other player", Game{Players: []Player{{Artisans: 3}, {Artisans: 1}, {Artisans: 4}}}, def, CategoryArtisans, 6},

		// Djinns: printed VP + Thieves + Wilwit.
		{"djinns printed VP", two(Player{Djinns: []HeldDjinn{djinn(t, "Hagis"), djinn(t, "Utug")}}, Player{}), def, CategoryDjinns, 14},
		{"djinns none", two(Player{}, Player{Djinns: []HeldDjinn{djinn(t, "Hagis")}}), def, CategoryDjinns, 0},
		{"djinns thieves 6 each", two(Player{Thieves: []string{"Ziad", "Shaum"}}, Player{}), def, CategoryDjinns, 12},
		{"djinns thief_vp 4", two(Player{Thieves: []string{"Ziad", "Shaum"}}, Player{}), withRule(KeyThiefVP, "4"), CategoryDjinns, 8},
		{"djinns Wilwit +5 each incl. itself", two(Player{Djinns: []HeldDjinn{wilwit, djinn(t, "Leta")}}, Player{}), def, CategoryDjinns, 3 + 4 + 10},
		{"djinns Wilwit does not count thieves", two(Player{Djinns: []HeldDjinn{wilwit}, Thieves: []string{"Ziad"}}, Player{}), def, CategoryDjinns, 3 + 6 + 5},
		{"djinns Wilwit held by the other", two(Player{Djinns: []HeldDjinn{djinn(t, "Leta")}}, Player{Djinns: []HeldDjinn{wilwit}}), def, CategoryDjinns, 4},

		// Palm Trees 3 (5 with Haurvatat), doubled around the Lake.
		{"palms", two(Player{Tiles: []HeldTile{{Type: game.Oasis, Palms: 2}}}, Player{}), def, CategoryPalmTrees, 6},
		{"palms Haurvatat", two(Player{Djinns: []HeldDjinn{djinn(t, "Haurvatat")}, Tiles: []HeldTile{{Type: game.Oasis, Palms: 2}}}, Player{}), def, CategoryPalmTrees, 10},
		{"palms lake", two(Player{Tiles: []HeldTile{{Type: game.Oasis, Palms: 2, Lake: true}}}, Player{}), def, CategoryPalmTrees, 12},
		{"palms Haurvatat lake", two(Player{Djinns: []HeldDjinn{djinn(t, "Haurvatat")}, Tiles: []HeldTile{{Type: game.Oasis, Palms: 2, Lake: true}}}, Player{}), def, CategoryPalmTrees, 20},
		{"palms Haurvatat lake variant 8", two(Player{Djinns: []HeldDjinn{djinn(t, "Haurvatat")}, Tiles: []HeldTile{{Type: game.Oasis, Palms: 2, Lake: true}}}, Player{}), withRule(KeyLakeHaurvatatPalm, "8"), CategoryPalmTrees, 16},
		{"palms lake variant 8 without Haurvatat", two(Player{Tiles: []HeldTile{{Type: game.Oasis, Palms: 2, Lake: true}}}, Player{}), withRule(KeyLakeHaurvatatPalm, "8"), CategoryPalmTrees, 12},
		{"palms Haurvatat held by the other", two(Player{Tiles: []HeldTile{{Type: game.Oasis, Palms: 2}}}, Player{Djinns: []HeldDjinn{djinn(t, "Haurvatat")}}), def, CategoryPalmTrees, 6},

		// Palaces 5, doubled around the Lake.
		{"palaces", two(Player{Tiles: []HeldTile{{Type: game.Village, Palaces: 2}}}, Player{}), def, CategoryPalaces, 10},
		{"palaces lake", two(Player{Tiles: []HeldTile{{Type: game.Village, Palaces: 2, Lake: true}, {Type: game.Village, Palaces: 1}}}, Player{}), def, CategoryPalaces, 25},
		{"palaces Haurvatat changes nothing", two(Player{Djinns: []HeldDjinn{djinn(t, "Haurvatat")}, Tiles: []HeldTile{{Type: game.Village, Palaces: 1, Lake: true}}}, Player{}), def, CategoryPalaces, 10},

		// Tiles: printed VP, Cities excluded.
		{"tiles", two(Player{Tiles: []HeldTile{{Type: game.Sacred15}, {Type: game.Oasis}, {Type: game.LargeMarket}}}, Player{}), def, CategoryTiles, 27},
		{"tiles cities count nothing", two(Player{Tiles: []HeldTile{{Type: game.CityBlue}, {Type: game.CityRed}}}, Player{}), def, CategoryTiles, 0},
		{"tiles the Tent's tile counts", two(Player{Tiles: []HeldTile{{Type: game.Oasis, Tent: true, TentRed: 4}, {Type: game.Village}}}, Player{}), def, CategoryTiles, 13},

		// Tent: red tiles around it, itself included.
		{"tent", two(Player{Tiles: []HeldTile{{Type: game.Oasis, Tent: true, TentRed: 4}}}, Player{}), def, CategoryTent, 4},
		{"tent red count without tent", two(Player{Tiles: []HeldTile{{Type: game.Oasis, TentRed: 4}}}, Player{}), def, CategoryTent, 0},

		// Cities 5 n n.
		{"cities 2", two(Player{Tiles: []HeldTile{{Type: game.CityBlue}, {Type: game.CityRed}}}, Player{}), def, CategoryCities, 20},
		{"cities 0", two(Player{Tiles: []HeldTile{{Type: game.Village}}}, Player{}), def, CategoryCities, 0},

		// Merchandise.
		{"merchandise", two(Player{Merchandise: [9]int{1, 1, 1, 2, 1, 1, 2, 1, 1}}, Player{}), def, CategoryMerchandise, 60 + 3},
		{"merchandise fakirs alone", two(Player{Fakirs: 4}, Player{}), def, CategoryMerchandise, 0},
		{"merchandise Al-Amin fakirs", two(Player{Fakirs: 4, Djinns: []HeldDjinn{djinn(t, "Al-Amin")}}, Player{}), def, CategoryMerchandise, 3},
		{"merchandise Al-Amin odd fakir left over", two(Player{Fakirs: 5, Djinns: []HeldDjinn{djinn(t, "Al-Amin")}}, Player{}), def, CategoryMerchandise, 3},
		{"merchandise Al-Amin wilds fill the first suit", two(Player{Merchandise: [9]int{2, 2}, Fakirs: 4, Djinns: []HeldDjinn{djinn(t, "Al-Amin")}}, Player{}), def, CategoryMerchandise, 13 + 3},
		{"merchandise Al-Amin held by the other", two(Player{Merchandise: [9]int{2, 2}, Fakirs: 4}, Player{Djinns: []HeldDjinn{djinn(t, "Al-Amin")}}), def, CategoryMerchandise, 3 + 3},

		// Items: precious VP, + 3 each with Geb.
		{"items", two(Player{Items: []game.Item{game.Crown, game.JewelsItem, game.Chest, game.FlyingCarpet}}, Player{}), def, CategoryItems, 21},
		{"items Geb", two(Player{Items: []game.Item{game.Crown, game.JewelsItem, game.Chest, game.FlyingCarpet}, Djinns: []HeldDjinn{geb}}, Player{}), def, CategoryItems, 30},
		{"items magic only", two(Player{Items: []game.Item{game.FlyingCarpet}, Djinns: []HeldDjinn{geb}}, Player{}), def, CategoryItems, 0},
		{"items Geb held by the other", two(Player{Items: []game.Item{game.Crown}}, Player{Djinns: []HeldDjinn{geb}}), def, CategoryItems, 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := scoreOne(t, tc.g, tc.r, 0, tc.c); got != tc.want {
				t.Errorf("%s: got %d, want %d", tc.c, got, tc.want)
			}
		})
	}
}

// TestTentExample is the Artisans rulebook's example: the blue player's
// Tent on an Oasis (8 VP) with 4 red-valued tiles around it, itself
// included, scores 8 + 4 = 12.
func TestTentExample(t *testing.T) {
	b, err := game.ParseBoard(`
		V     SM    V     V
		S6    O@1+t SM    S6
		V     LM    S6    V
		SM    V     V     SM
	`)
	if err != nil {
		t.Fatal(err)
	}
	tiles := TilesFromBoard(b, 1)
	if len(tiles) != 1 || tiles[0].TentRed != 4 {
		t.Fatalf("got tiles %+v, want one Oasis with 4 red tiles around the Tent", tiles)
	}
	res, err := Score(Game{Players: []Player{{Name: "Blue"}, {Name: "Red"}}, Board: b, Expansions: game.Expansions{Artisans: true}}, DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	c := res.Players[0].Categories
	if got := c[CategoryTiles] + c[CategoryTent]; got != 12 {
		t.Errorf("tile + tent: got %d, want 8 + 4 = 12", got)
	}
	// The negative twin: a Camel instead of the Tent scores the tile only.
	b.At(game.Place{Col: 2, Row: 3}).Tent = false
	res, _ = Score(Game{Players: []Player{{Name: "Blue"}, {Name: "Red"}}, Board: b}, DefaultRules())
	if c := res.Players[0].Categories; c[CategoryTiles]+c[CategoryTent] != 8 {
		t.Errorf("camel instead of tent: got %d, want 8", c[CategoryTiles]+c[CategoryTent])
	}
}

func TestCitiesSquare(t *testing.T) {
	for n, want := range []int{0, 5, 20, 45, 80, 125} {
		var tiles []HeldTile
		for range n {
			tiles = append(tiles, HeldTile{Type: game.CityBlue})
		}
		g := Game{Players: []Player{{Tiles: tiles}, {}}}
		if got := scoreOne(t, g, DefaultRules(), 0, CategoryCities); got != want {
			t.Errorf("%d cities: got %d, want %d", n, got, want)
		}
	}
}

func TestRanks(t *testing.T) {
	tests := []struct {
		name    string
		coins   []int
		ranks   []int
		winners string
	}{
		{"clear winner", []int{10, 30, 20}, []int{3, 1, 2}, "B"},
		{"shared victory", []int{30, 30, 20}, []int{1, 1, 3}, "A,B"},
		{"tie below", []int{40, 30, 30, 10}, []int{1, 2, 2, 4}, "A"},
		{"all tied", []int{5, 5}, []int{1, 1}, "A,B"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var g Game
			for i, c := range tc.coins {
				g.Players = append(g.Players, Player{Name: string(rune('A' + i)), Coins: c})
			}
			res, err := Score(g, DefaultRules())
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range tc.ranks {
				if got := res.Players[i].Rank; got != want {
					t.Errorf("player %d: got rank %d, want %d", i, got, want)
				}
			}
			if got := strings.Join(res.Winners, ","); got != tc.winners {
				t.Errorf("winners: got %q, want %q", got, tc.winners)
			}
		})
	}
}

func TestSolo(t *testing.T) {
	tests := []struct {
		name     string
		p        Player
		s        Solo
		survived bool
		reason   game.Loss
		title    string
	}{
		{"survived", Player{Viziers: 6, Coins: 200}, Solo{Council: 5}, true, game.NotLost, TitleJafaar},
		{"council equal: lost", Player{Viziers: 5, Coins: 200}, Solo{Council: 5}, false, game.LostViziers, ""},
		{"council more: lost", Player{Viziers: 2, Coins: 300}, Solo{Council: 5}, false, game.LostViziers, ""},
		{"assassins", Player{Viziers: 9, Coins: 300}, Solo{Council: 1, Lost: game.LostAssassins}, false, game.LostAssassins, ""},
		{"payment", Player{Viziers: 9}, Solo{Lost: game.LostPayment}, false, game.LostPayment, ""},
		{"hard mode keeps titles", Player{Viziers: 1, Coins: 250}, Solo{Hard: true}, true, game.NotLost, TitleSaladin},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.p.Name = "Aylin"
			res, err := Score(Game{Players: []Player{tc.p}, Solo: &tc.s}, DefaultRules())
			if err != nil {
				t.Fatal(err)
			}
			got := res.Solo
			if got == nil || got.Survived != tc.survived || got.Reason != tc.reason || got.Title != tc.title {
				t.Fatalf("got %+v, want survived %v, reason %v, title %q", got, tc.survived, tc.reason, tc.title)
			}
			wantWinners := 0
			if tc.survived {
				wantWinners = 1
			}
			if len(res.Winners) != wantWinners {
				t.Errorf("winners: got %v, want %d", res.Winners, wantWinners)
			}
		})
	}
	res, _ := Score(Game{Players: []Player{{}, {}}}, DefaultRules())
	if res.Solo != nil {
		t.Errorf("multiplayer game: got solo %+v, want none", res.Solo)
	}
}

func TestTitleFor(t *testing.T) {
	tests := []struct {
		total int
		want  string
	}{
		{0, TitleIznogoud}, {190, TitleIznogoud}, {191, TitleJafaar}, {220, TitleJafaar},
		{221, TitleAlRachid}, {250, TitleAlRachid}, {251, TitleSaladin}, {400, TitleSaladin},
	}
	for _, tc := range tests {
		if got := TitleFor(tc.total); got != tc.want {
			t.Errorf("TitleFor(%d): got %q, want %q", tc.total, got, tc.want)
		}
	}
}

func TestScoreErrors(t *testing.T) {
	tests := []struct {
		name string
		g    Game
		want []string
	}{
		{"unknown VP", Game{Players: []Player{{Name: "Aylin", Djinns: []HeldDjinn{{Name: "Ptah"}}}, {}}}, []string{"players[0] Aylin", "Ptah", "unknown"}},
		{"board and tiles", Game{Players: []Player{{Name: "Bora", Tiles: []HeldTile{{Type: game.Oasis}}}}, Board: game.NewBoard(6, 5)}, []string{"players[0] Bora", "tiles given with a board"}},
		{"solo with two", Game{Players: []Player{{}, {}}, Solo: &Solo{}}, []string{"one player, not 2"}},
		{"five without whims", Game{Players: make([]Player, 5), Expansions: game.Expansions{Artisans: true, Thieves: true}}, []string{"5 players: a 5th player needs the whims expansion"}},
		{"six", Game{Players: make([]Player, 6), Expansions: game.Expansions{Whims: true}}, []string{"6 players: at most 5"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Score(tc.g, DefaultRules())
			if err == nil {
				t.Fatal("got no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %q, want it to contain %q", err, w)
				}
			}
		})
	}
	// The twin: the same Djinn with its VP scores.
	g := Game{Players: []Player{{Name: "Aylin", Djinns: []HeldDjinn{{Name: "Ptah", VP: 5, VPKnown: true}}}}}
	if _, err := Score(g, DefaultRules()); err != nil {
		t.Errorf("Ptah with VP: got %v, want no error", err)
	}
	// Twins: 4 players without Whims, 5 with.
	if _, err := Score(Game{Players: make([]Player, 4)}, DefaultRules()); err != nil {
		t.Errorf("4 players of the base game: got %v, want no error", err)
	}
	if _, err := Score(Game{Players: make([]Player, 5), Expansions: game.Expansions{Whims: true}}, DefaultRules()); err != nil {
		t.Errorf("5 players with whims: got %v, want no error", err)
	}
}

// Reference section 2: a Palm Tree or Palace may stand on a tile nobody
// owns, or Yazid owns; it scores only for the tile's owner.
func TestPalmsAndPalacesScoreOnlyForTheOwner(t *testing.T) {
	tests := []struct {
		name           string
		board          string
		solo           bool
		palms, palaces []int // per player
	}{
		{"unowned", "O+pp V+P O@1 V@2", false, []int{0, 0}, []int{0, 0}},
		{"owned by the first", "O@1+pp V@1+P O V@2", false, []int{6, 0}, []int{5, 0}},
		{"owned by the second", "O@2+pp V@2+P O@1 V", false, []int{0, 6}, []int{0, 5}},
		{"Yazid's", "O@Y+pp V@Y+P O@1 V", true, []int{0}, []int{0}},
		{"Yazid's and the player's", "O@Y+pp V@1+P O@1+p V", true, []int{3}, []int{5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := game.ParseBoard(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			g := Game{Board: b, Players: make([]Player, len(tc.palms))}
			if tc.solo {
				g.Solo = &Solo{}
			}
			res, err := Score(g, DefaultRules())
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range res.Players {
				if got := p.Categories[CategoryPalmTrees]; got != tc.palms[i] {
					t.Errorf("player %d palm trees: got %d, want %d", i+1, got, tc.palms[i])
				}
				if got := p.Categories[CategoryPalaces]; got != tc.palaces[i] {
					t.Errorf("player %d palaces: got %d, want %d", i+1, got, tc.palaces[i])
				}
			}
		})
	}
}

func TestRulesSettings(t *testing.T) {
	r := DefaultRules()
	for k, v := range r.Settings() {
		var c Rules
		if known, err := c.Set(k, v); !known || err != nil {
			t.Errorf("Set(%q, %q): got known %v, err %v", k, v, known, err)
		}
	}
	bad := map[string]string{
		KeyArtisanMajority: "most", KeyThiefVP: "-1", KeyLakeHaurvatatPalm: "x",
		KeySoloVizierBonus: "maybe", KeySoloYazidArtisans: "2", KeyLakeAdjacency: "diagonal",
	}
	for k, v := range bad {
		before := r
		if known, err := r.Set(k, v); !known || err == nil {
			t.Errorf("Set(%q, %q): got known %v, err %v, want an error", k, v, known, err)
		}
		if r != before {
			t.Errorf("Set(%q, %q) changed the rules", k, v)
		}
	}
	if known, _ := r.Set("no_such_rule", "1"); known {
		t.Error("unknown key: got known")
	}
	if got := strings.Join(r.Keys(), ","); got != "artisan_majority,lake_adjacency,lake_haurvatat_palm,solo_vizier_bonus,solo_yazid_artisans,thief_vp" {
		t.Errorf("Keys: got %s", got)
	}
}

// TestLakeAdjacency: a tile surrounds the Great Lake with its 8 neighbours,
// diagonals included (the default); the variant "orthogonal" counts only
// the 4 tiles beside it (the cheat sheet's "adjacent").
func TestLakeAdjacency(t *testing.T) {
	b, err := game.ParseBoard(`
		O@1+p  V      V
		V      GL     O@2+p
		V@1+P  V@2+P  V
	`)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name           string
		r              Rules
		palms, palaces [2]int
	}{
		// Player 1: diagonal to the Lake; player 2: beside it.
		{"default surrounding: diagonals double", DefaultRules(), [2]int{6, 6}, [2]int{10, 10}},
		{"orthogonal: diagonals do not double", withRule(KeyLakeAdjacency, "orthogonal"), [2]int{3, 6}, [2]int{5, 10}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Score(Game{Expansions: game.Expansions{Whims: true}, Players: []Player{{Name: "A"}, {Name: "B"}}, Board: b}, tc.r)
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range res.Players {
				if got := p.Categories[CategoryPalmTrees]; got != tc.palms[i] {
					t.Errorf("%s palm trees: got %d, want %d", p.Name, got, tc.palms[i])
				}
				if got := p.Categories[CategoryPalaces]; got != tc.palaces[i] {
					t.Errorf("%s palaces: got %d, want %d", p.Name, got, tc.palaces[i])
				}
			}
		})
	}
}

// TestRuleVPBounds: a VP variant takes 0 to MaxRuleVP, so that no score
// overflows; Score refuses Rules built out of range without Set.
func TestRuleVPBounds(t *testing.T) {
	for _, key := range []string{KeyThiefVP, KeyLakeHaurvatatPalm} {
		for _, v := range []string{"101", "4611686018427387904", "-1"} {
			r := DefaultRules()
			before := r
			if _, err := r.Set(key, v); err == nil || !strings.Contains(err.Error(), "0 to 100") {
				t.Errorf("Set(%s, %s): got %v, want 0 to 100", key, v, err)
			}
			if r != before {
				t.Errorf("Set(%s, %s) changed the rules", key, v)
			}
		}
		r := DefaultRules()
		if _, err := r.Set(key, "100"); err != nil {
			t.Errorf("the twin: Set(%s, 100): got %v", key, err)
		}
	}
	r := DefaultRules()
	r.ThiefVP = 4611686018427387904
	g := Game{Expansions: game.Expansions{Thieves: true}, Players: []Player{{Name: "A", Thieves: []string{"Ziad", "Shaum"}}, {Name: "B"}}}
	if _, err := Score(g, r); err == nil || !strings.Contains(err.Error(), "rules.thief_vp 4611686018427387904") {
		t.Errorf("Score with thief_vp 2^62: got %v, want the rule refused", err)
	}
	r.ThiefVP = MaxRuleVP
	res, err := Score(g, r)
	if err != nil || res.Players[0].Categories[CategoryDjinns] != 2*MaxRuleVP {
		t.Errorf("the twin: got %+v, %v", res, err)
	}
}
