package rulesref

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

func TestWordFilesParse(t *testing.T) {
	if err := Error(); err != nil {
		t.Fatal(err)
	}
	for _, a := range langs {
		for _, b := range langs {
			for k := range words[a] {
				if _, ok := words[b][k]; !ok {
					t.Errorf("%s.txt has %q, %s.txt lacks it", a, k, b)
				}
			}
		}
	}
}

// entryOf finds the entry of key.
func entryOf(t *testing.T, key string) Entry {
	t.Helper()
	for _, e := range Entries() {
		if e.Key == key {
			return e
		}
	}
	t.Fatalf("no entry %s", key)
	return Entry{}
}

// TestEveryCardHasAnEntry walks every card of every expansion and promo,
// every tile and tribe, and checks the reference against the engine:
// an entry, its count, its VP and its cost as the engine's tables have
// them, said in both languages, with a row in the solo table and
// variants the configuration knows.
func TestEveryCardHasAnEntry(t *testing.T) {
	known := map[string]bool{}
	for _, vs := range [][]game.Variant{sultan.Variants(), scoring.Variants()} {
		for _, v := range vs {
			known[v.Key] = true
		}
	}
	check := func(e Entry, vp int, vpIs VPState, count int) {
		t.Helper()
		if e.VPIs != vpIs || (vpIs == PrintedVP && e.VP != vp) {
			t.Errorf("%s: VP %d (%s), the engine's %d (%s)", e.Key, e.VP, e.VPIs, vp, vpIs)
		}
		if e.Count != count {
			t.Errorf("%s: count %d, the box's %d", e.Key, e.Count, count)
		}
	}
	for _, tt := range game.TileTypes() {
		e := entryOf(t, "tile."+strings.ToLower(tt.Code()))
		vpIs := PrintedVP
		if tt.VP() == 0 {
			vpIs = NoVP
		}
		check(e, tt.VP(), vpIs, tt.Count())
		if m, ok := sultan.MarketOf(tt); ok && e.Cost.Coins != m.Cost {
			t.Errorf("%s: costs %d coins, the engine's market %d", e.Key, e.Cost.Coins, m.Cost)
		}
		if !slices.Equal(e.Cost.Ways, sultan.TileActionPayments(tt)) {
			t.Errorf("%s: paid %v, the engine's %v", e.Key, e.Cost.Ways, sultan.TileActionPayments(tt))
		}
	}
	for _, tr := range game.Tribes {
		e := entryOf(t, "tribe."+strings.ToLower(tr.String()))
		check(e, 0, NoVP, game.BoxMeeples(tr, game.Expansions{Artisans: true}))
	}
	for _, d := range game.Djinns() {
		e := entryOf(t, "djinn."+game.FoldName(d.Name))
		vpIs := UnknownVP
		if d.VPKnown {
			vpIs = PrintedVP
		}
		check(e, d.VP, vpIs, 1)
		if e.Expansion != d.Expansion {
			t.Errorf("%s: from %s, the catalogue's %s", e.Key, e.Expansion, d.Expansion)
		}
		ways, played := sultan.PowerPayments(d.Name)
		if !slices.Equal(e.Cost.Ways, ways) || (played && len(ways) == 0) != e.Cost.Free {
			t.Errorf("%s: cost %+v, the engine's %v (played %v)", e.Key, e.Cost, ways, played)
		}
	}
	for _, it := range game.Items() {
		e := entryOf(t, "item."+it.Key())
		vpIs := NoVP
		if it.Precious() {
			vpIs = PrintedVP
		}
		check(e, it.VP(), vpIs, it.Count())
		if !it.Precious() && !e.Cost.Free {
			t.Errorf("%s: a Magic Item the engine plays without a cost, but the reference says %+v", e.Key, e.Cost)
		}
	}
	for _, th := range game.AllThieves() {
		e := entryOf(t, "thief."+game.FoldName(th.Name))
		check(e, scoring.DefaultRules().ThiefVP, PrintedVP, 1)
	}
	check(entryOf(t, "whim.card"), 0, NoVP, sultan.WhimCards)

	for _, e := range Entries() {
		if _, ok := soloTags[e.Key]; !ok {
			t.Errorf("%s: no row in the solo table", e.Key)
		}
		for _, v := range e.Variants {
			if !known[v] {
				t.Errorf("%s: variant %q is no rule variant", e.Key, v)
			}
		}
		for _, l := range langs {
			s := Say(e, l)
			if words[l][e.Key+".effect"] == "" {
				t.Errorf("%s: no effect in %s", e.Key, l)
			}
			// The words say the engine's numbers.
			if e.VPIs == PrintedVP && !strings.Contains(s.VP, fmt.Sprint(e.VP)) {
				t.Errorf("%s (%s): VP says %q, want %d", e.Key, l, s.VP, e.VP)
			}
			for _, w := range e.Cost.Ways {
				if !strings.Contains(s.Cost, labels.For(l).Payment(w)) {
					t.Errorf("%s (%s): cost says %q, want %q in it", e.Key, l, s.Cost, labels.For(l).Payment(w))
				}
			}
			if e.Cost.Coins > 0 && !strings.Contains(s.Cost, fmt.Sprint(e.Cost.Coins)) {
				t.Errorf("%s (%s): cost says %q, want %d coins", e.Key, l, s.Cost, e.Cost.Coins)
			}
			if s.SoloTag == "" || s.Kind == "" || s.Name == "" {
				t.Errorf("%s (%s): %+v lacks a name, kind or solo tag", e.Key, l, s)
			}
		}
	}
}

// TestSoloTableCatchesAMissingRow is the negative twin: a card left out
// of the solo table is what the walk reports.
func TestSoloTableCatchesAMissingRow(t *testing.T) {
	saved := soloTags["thief.madjaar"]
	delete(soloTags, "thief.madjaar")
	defer func() { soloTags["thief.madjaar"] = saved }()
	var missing []string
	for _, e := range Entries() {
		if _, ok := soloTags[e.Key]; !ok {
			missing = append(missing, e.Key)
		}
	}
	if !slices.Equal(missing, []string{"thief.madjaar"}) {
		t.Errorf("got %v missing, want [thief.madjaar]", missing)
	}
}

// TestYazidTriggersMatchesTheEngine plays a Yazid turn for every Djinn
// held by the player (Yazid captures Viziers and Assassins on the
// player's tile, then buys a Djinn): the Djinns tagged "Yazid triggers
// it" are exactly those that pay the player.
func TestYazidTriggersMatchesTheEngine(t *testing.T) {
	var got, want []string
	for _, d := range game.Djinns() {
		b, err := game.ParseBoard(strings.Repeat("SM[G] SM[G] SM[G] SM[G] SM[G] SM[G]\n", 4) +
			"O[YRW]@1 SM[G] SM[G] SM[G] SM[G] SM[G]\n")
		if err != nil {
			t.Fatal(err)
		}
		st := sultan.State{Board: b, Expansions: game.Expansions{Artisans: true, Thieves: true, Whims: true},
			Player:   sultan.Holdings{Coins: 20, Camels: 10, Djinns: []string{d.Name}},
			Yazid:    sultan.YazidHoldings{Elders: 1, Fakirs: 1, Camels: 11},
			DjinnRow: []string{"Leta"}}
		if _, err := sultan.ResolveTurn(&st, sultan.Roll{White: 1, Black: 1}, sultan.DefaultRules(), nil); err != nil {
			t.Fatalf("%s: %v", d.Name, err)
		}
		if st.Player.Coins > 20 {
			got = append(got, d.Name)
		}
		if e := entryOf(t, "djinn."+game.FoldName(d.Name)); e.Solo == SoloYazidTriggers {
			want = append(want, d.Name)
		}
	}
	sort.Strings(got)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("the engine pays the player for %v in Yazid's turn; the reference tags %v", got, want)
	}
	if len(want) != 4 {
		t.Errorf("got %d Djinns Yazid triggers, want Dhenim, Nekir, Marid and Ba'al", len(want))
	}
}

func TestFind(t *testing.T) {
	cases := []struct {
		typed      string
		want       []string // the keys found
		suggestion string
	}{
		{"Enki", []string{"djinn.enki"}, ""},
		{"enki", []string{"djinn.enki"}, ""},
		{"JAFAR", []string{"djinn.jafaar"}, ""},
		{"denhim", []string{"djinn.dhenim"}, ""},
		{"S12", []string{"tile.s12"}, ""},
		{"Oase", []string{"tile.o"}, ""},
		{"wesir", []string{"tribe.vizier"}, ""},
		{"Flying Carpet", []string{"item.flying_carpet"}, ""},
		{"flying_carpet", []string{"item.flying_carpet"}, ""},
		{"madjaar", []string{"thief.madjaar"}, ""},
		{"sacred place 1", []string{"tile.s10", "tile.s12", "tile.s15"}, ""},
		{"Enkii", nil, "Enki"},
		{"Haurvatt", nil, "Haurvatat"},
		{"zzzzzzzz", nil, ""},
		{"", nil, ""},
	}
	for _, c := range cases {
		t.Run(c.typed, func(t *testing.T) {
			found, s := Find(c.typed)
			var keys []string
			for _, e := range found {
				keys = append(keys, e.Key)
			}
			if !slices.Equal(keys, c.want) || s != c.suggestion {
				t.Errorf("got %v, suggestion %q; want %v, %q", keys, s, c.want, c.suggestion)
			}
		})
	}
}

// TestSayEnki: the example of the issue in both languages.
func TestSayEnki(t *testing.T) {
	e := entryOf(t, "djinn.enki")
	en, de := Say(e, labels.English), Say(e, labels.German)
	if en.Cost != "1 Elder or 1 Fakir" || en.VP != "8" || en.SoloTag != "as usual" {
		t.Errorf("English: got %+v", en)
	}
	if de.Cost != "1 Ältesten oder 1 Fakir" || de.VP != "8" || de.Kind != "Dschinn" {
		t.Errorf("German: got %+v", de)
	}
	if m := entryOf(t, "thief.madjaar"); Say(m, labels.English).SoloTag != "refused in solo" {
		t.Errorf("Madjaar: got %+v", Say(m, labels.English))
	}
}

// TestTheTentGoesWhereACamelGoes: the Artisans text lets the Burning
// Scimitar put "eines deiner Kamele (oder dein Zelt)" on the tile it
// empties and the Tempest Talisman move "eines deiner Kamele oder dein
// Zelt", and a Tent is a Camel for every rule ("Wann immer sich eine
// Regel oder ein Effekt auf „Kamele" bezieht, schließt dies Zelte mit
// ein"), so Leta and Utug place it too (the engine's powers agree): their
// effects name the Camel and the Tent, in English and German. The twins:
// Enki and Bouraq place no Camel and name no Tent.
func TestTheTentGoesWhereACamelGoes(t *testing.T) {
	words := map[labels.Lang][2]string{labels.English: {"Camel", "Tent"}, labels.German: {"Kamel", "Zelt"}}
	for _, c := range []struct {
		key  string
		tent bool
	}{
		{"item.burning_scimitar", true}, {"item.tempest_talisman", true},
		{"djinn.leta", true}, {"djinn.utug", true},
		{"djinn.enki", false}, {"djinn.bouraq", false},
	} {
		for lang, w := range words {
			effect := Say(entryOf(t, c.key), lang).Effect
			if strings.Contains(effect, w[0]) != c.tent || strings.Contains(effect, w[1]) != c.tent {
				t.Errorf("%s, %s: %q; want the %s and the %s named: %v", c.key, lang, effect, w[0], w[1], c.tent)
			}
		}
	}
}
