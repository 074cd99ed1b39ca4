package game

import "testing"

func TestTileCatalogue(t *testing.T) {
	base, blue, red, vp := 0, 0, 0, 0
	for _, tt := range TileTypes() {
		if tt.Expansion() != Base {
			continue
		}
		base += tt.Count()
		vp += tt.Count() * tt.VP()
		switch tt.ValueColour() {
		case Blue:
			blue += tt.Count()
		case Red:
			red += tt.Count()
		}
	}
	// Reference section 2: 12 blue + 18 red tiles, tile VP sum 198.
	if base != 30 || blue != 12 || red != 18 || vp != 198 {
		t.Errorf("base tiles %d (blue %d, red %d), VP %d; want 30 (12, 18), 198", base, blue, red, vp)
	}
	if got := BoxTiles(Expansions{Artisans: true, Whims: true}); got != 42 {
		t.Errorf("BoxTiles(all): got %d, want 42", got)
	}
	if got := BoxTiles(Expansions{Artisans: true}); got != 36 {
		t.Errorf("BoxTiles(artisans): got %d, want 36", got)
	}
	if got := BoxTiles(Expansions{Whims: true}); got != 36 {
		t.Errorf("BoxTiles(whims): got %d, want 36", got)
	}
	for _, tt := range TileTypes() {
		got, err := ParseTileType(tt.Code())
		if err != nil || got != tt {
			t.Errorf("ParseTileType(%s): got %v, %v", tt.Code(), got, err)
		}
	}
}

func TestRows(t *testing.T) {
	for _, tc := range []struct {
		x    Expansions
		want int
	}{
		{Expansions{}, 5}, {Expansions{Thieves: true}, 5}, {Expansions{Artisans: true}, 6},
		{Expansions{Whims: true}, 6}, {Expansions{Artisans: true, Whims: true}, 7},
	} {
		if got := tc.x.Rows(); got != tc.want {
			t.Errorf("%v.Rows(): got %d, want %d", tc.x, got, tc.want)
		}
	}
}

func TestDjinnCatalogue(t *testing.T) {
	sum, n := 0, 0
	for _, d := range Djinns() {
		if d.Expansion == Base && d.VPKnown && d.Name != Dhenim {
			sum += d.VP
			n++
		}
	}
	// Reference section 4: the 22 base Djinns sum to 141.
	if n != 22 || sum != 141 {
		t.Errorf("base Djinns: %d summing to %d, want 22 summing to 141", n, sum)
	}
	for _, tc := range []struct{ in, want string }{
		{"Jafar", Jafaar}, {"jaafar", Jafaar}, {"JAFAAR", Jafaar}, {"Denhim", Dhenim}, {"dhenim", Dhenim},
		{"al amin", AlAmin}, {"Baal", Baal}, {"ba'al", Baal}, {"anun nak", "Anun-Nak"},
	} {
		d, ok := LookupDjinn(tc.in)
		if !ok || d.Name != tc.want {
			t.Errorf("LookupDjinn(%q): got %q, %v; want %q", tc.in, d.Name, ok, tc.want)
		}
	}
	for _, name := range []string{"", "Jafaarr x", "Zeus"} {
		if _, ok := LookupDjinn(name); ok {
			t.Errorf("LookupDjinn(%q) found a Djinn", name)
		}
	}
	for _, name := range []string{Ptah, Geb, "Ganapati", "Kali", "Morgiane", Wilwit, "Galbells"} {
		if d, ok := LookupDjinn(name); !ok || d.VPKnown {
			t.Errorf("%s: want a catalogue entry with unknown VP", name)
		}
	}
}

func TestSuggest(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Haurvatt", Haurvatat}, {"Shamat", Shamhat}, {"Jaffar", Jafaar}, {"Zeus", ""}, {"Iblys", "Iblis"},
	} {
		if got := SuggestDjinn(tc.in); got != tc.want {
			t.Errorf("SuggestDjinn(%q): got %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := SuggestThief("Ziyad"); got != "Ziad" {
		t.Errorf("SuggestThief: got %q, want Ziad", got)
	}
}

func TestMeeplesAndBox(t *testing.T) {
	m, err := ParseMeeples("RYYW")
	if err != nil || m.String() != "YYWR" || m.Total() != 4 {
		t.Errorf("ParseMeeples: got %v (%v)", m, err)
	}
	if _, err := ParseMeeples("YQ"); err == nil {
		t.Error("ParseMeeples(YQ): want an error")
	}
	if got := m.Words(); got != "2 Viziers, 1 Elder, 1 Assassin" {
		t.Errorf("Words: got %q", got)
	}
	// Base box: 16 + 20 + 18*3 = 90 meeples, 3 a tile on 30 tiles.
	total := 0
	for _, tr := range Tribes {
		total += BoxMeeples(tr, Expansions{})
	}
	if total != 90 {
		t.Errorf("base meeples: got %d, want 90", total)
	}
	if BoxMeeples(Artisan, Expansions{}) != 0 || BoxMeeples(Artisan, Expansions{Artisans: true}) != 15 {
		t.Error("Artisans: want 0 without and 15 with the expansion")
	}
}

func TestSuitVP(t *testing.T) {
	want := []int{0, 1, 3, 7, 13, 21, 30, 40, 50, 60, 0}
	for n, w := range want {
		if got := SuitVP(n); got != w {
			t.Errorf("SuitVP(%d): got %d, want %d", n, got, w)
		}
	}
	goods := 0
	for _, g := range Goods() {
		goods += g.Count()
	}
	if goods != 36 || Fakirs != 18 {
		t.Errorf("goods %d, fakirs %d; want 36 and 18", goods, Fakirs)
	}
}

func TestParsers(t *testing.T) {
	if _, err := ParseExpansions([]string{"artisans,whims", "base"}); err != nil {
		t.Error(err)
	}
	if _, err := ParseExpansions([]string{"artisan"}); err == nil {
		t.Error("ParseExpansions(artisan): want an error")
	}
	if it, err := ParseItem("Horn of Plenty"); err != nil || it != HornOfPlenty {
		t.Errorf("ParseItem: got %v, %v", it, err)
	}
	if _, err := ParseItem("sword"); err == nil {
		t.Error("ParseItem(sword): want an error")
	}
	if r, err := ParseResource("Slave"); err != nil || !r.Fakir {
		t.Errorf("ParseResource(Slave): got %v, %v", r, err)
	}
	if l, err := ParseLoss("payment"); err != nil || l != LostPayment {
		t.Errorf("ParseLoss: got %v, %v", l, err)
	}
	if _, err := ParseLoss("boredom"); err == nil {
		t.Error("ParseLoss(boredom): want an error")
	}
}
