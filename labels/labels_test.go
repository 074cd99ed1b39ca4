package labels

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/naqala/naqala/scoring"
)

func TestLabelFilesParse(t *testing.T) {
	if err := Error(); err != nil {
		t.Fatalf("embedded label files: %v", err)
	}
	if got := langNames(); got != "de,en" {
		t.Errorf("got languages %q, want de,en", got)
	}
}

// Every key has a text in every language, so no label falls back to
// English on a German sheet.
func TestLabelFilesHaveTheSameKeys(t *testing.T) {
	en := sets[English]
	for _, lang := range Languages() {
		var missing, extra []string
		for k := range en {
			if _, ok := sets[lang][k]; !ok {
				missing = append(missing, k)
			}
		}
		for k := range sets[lang] {
			if _, ok := en[k]; !ok {
				extra = append(extra, k)
			}
		}
		sort.Strings(missing)
		sort.Strings(extra)
		if len(missing) > 0 || len(extra) > 0 {
			t.Errorf("%s: missing %v, not in English %v", lang, missing, extra)
		}
	}
}

// The German labels use the rulebook's words.
func TestGermanWords(t *testing.T) {
	want := map[string]string{
		"viziers": "Wesire", "elders": "Älteste", "artisans": "Kunstschmiede",
		"djinns": "Dschinn", "palm_trees": "Palmen", "palaces": "Paläste",
		"tiles": "Plättchen", "tent": "Zelt", "merchandise": "Waren",
		"items": "Gegenstände", "cities": "Städte", "coins": "Gold",
	}
	for key, w := range want {
		if got := For(German).T(key); got != w {
			t.Errorf("T(de, %s): got %q, want %q", key, got, w)
		}
		if got := For(English).T(key); got == w && key != "coins" {
			t.Errorf("T(en, %s): got the German %q", key, got)
		}
	}
}

func TestT(t *testing.T) {
	tests := []struct {
		name      string
		lang      Lang
		key, want string
	}{
		{"english", "en", "total", "Total"},
		{"german", "de", "total", "Summe"},
		{"unknown language falls back to English", "fr", "total", "Total"},
		{"unknown key is itself", "de", "no.such.key", "no.such.key"},
		{"title", "de", "title.saladin", "Prächtiger Saladin"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := For(tt.lang).T(tt.key); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestAllIsACopyWithFallback(t *testing.T) {
	de := All(German)
	if de["rank"] != "Platz" {
		t.Errorf("got rank %q, want Platz", de["rank"])
	}
	de["rank"] = "changed"
	if For(German).T("rank") != "Platz" {
		t.Error("changing the map All returned changed the labels")
	}
	if got := All("xx")["rank"]; got != "Rank" {
		t.Errorf("unknown language: got %q, want Rank", got)
	}
}

func TestTitleAndLoss(t *testing.T) {
	if got := For(German).Title("Junior Jafaar"); got != "Junior-Jafaar" {
		t.Errorf("got %q, want Junior-Jafaar", got)
	}
	if got := For(German).Title("Sultan"); got != "Sultan" {
		t.Errorf("unknown title: got %q, want it unchanged", got)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  map[string]string
		errs  []string
	}{
		{"key and text", "a.b_1: Text: with colon\n", map[string]string{"a.b_1": "Text: with colon"}, nil},
		{"comments and blanks", "\ufeff# c\n\n  x:  y  \n", map[string]string{"x": "y"}, nil},
		{"every problem", string(mustRead(t, "testdata/bad.txt")), map[string]string{"total": "Total"},
			[]string{"bad.txt:3: want \"key: text\"", "bad.txt:4: bad key \"Bad\"", "bad.txt:5: key \"empty\" has no text",
				"bad.txt:6: key \"total\" given twice"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse("bad.txt", []byte(tt.input))
			if len(got) != len(tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
			for k, v := range tt.want {
				if got[k] != v {
					t.Errorf("%s: got %q, want %q", k, got[k], v)
				}
			}
			if len(tt.errs) == 0 && err != nil {
				t.Errorf("got error %v, want none", err)
			}
			for _, w := range tt.errs {
				if err == nil || !strings.Contains(err.Error(), w) {
					t.Errorf("got error %v, want it to contain %q", err, w)
				}
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, glob := range []string{"*.txt", "testdata/*.txt"} {
		paths, _ := filepath.Glob(glob)
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, _ := Parse("fuzz.txt", data)
		for k, v := range m {
			if !validKey(k) || v == "" {
				t.Errorf("got bad entry %q: %q", k, v)
			}
		}
	})
}

func TestCategory(t *testing.T) {
	for _, c := range scoring.AllCategories() {
		for _, lang := range Languages() {
			if got := For(lang).Category(c); got == c.String() || got == "" {
				t.Errorf("Category(%s, %s): got %q, want a label", lang, c, got)
			}
		}
	}
	if got := For(German).Category(scoring.CategoryPalaces); got != "Paläste" {
		t.Errorf("got %q, want Paläste", got)
	}
}

func langNames() string {
	var names []string
	for _, l := range Languages() {
		names = append(names, string(l))
	}
	return strings.Join(names, ",")
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestGermanPlacesSaySpalte: a place written "r3 c4" in English is
// "r3 s4" (Reihe, Spalte) in German, as ui.where has it; the English
// texts keep "c", the twin.
func TestGermanPlacesSaySpalte(t *testing.T) {
	de := All(German)
	for k, en := range All(English) {
		if !strings.Contains(en, "r%d c%d") {
			continue
		}
		if !strings.Contains(de[k], "r%d s%d") || strings.Contains(de[k], "r%d c%d") {
			t.Errorf("%s: got %q in German, want r%%d s%%d", k, de[k])
		}
	}
	if got, want := For(English).F("ui.did.camel", 3, 4), "r3 c4"; !strings.Contains(got, want) {
		t.Errorf("got %q, want %q in it", got, want)
	}
	if got, want := For(German).F("ui.did.camel", 3, 4), "Kamel auf r3 s4"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestGermanArtisansAreKunstschmiede: the German labels call the purple
// tribe by the Artisans text's word, "Kunstschmied(e)", wherever the
// English says Artisan (the Artisans' prompt and Kandicha's power said
// "Handwerker"); the twin: the English keeps "Artisan".
func TestGermanArtisansAreKunstschmiede(t *testing.T) {
	de := All(German)
	for k, en := range All(English) {
		if !strings.Contains(en, "Artisan") {
			continue
		}
		if strings.Contains(de[k], "Handwerker") {
			t.Errorf("%s: %q says Handwerker, want Kunstschmied", k, de[k])
		}
	}
	for _, k := range []string{"ui.prompt.artisans", "ui.power.effect.kandicha"} {
		if !strings.Contains(de[k], "Kunstschmied") || !strings.Contains(All(English)[k], "Artisan") {
			t.Errorf("%s: %q, %q; want Kunstschmied and Artisan", k, de[k], All(English)[k])
		}
	}
}

// TestGermanArtisansTiles: the Artisans' tiles have the German text's
// names ("2 Spezialisierte Märkte & 1 Abgrund"), not "Spezialmarkt" and
// "Schlucht"; the twin: the English names stay English.
func TestGermanArtisansTiles(t *testing.T) {
	for key, want := range map[string][2]string{
		"ui.tile.xm": {"Spezialisierter Markt", "Specialized Market"},
		"ui.tile.ch": {"Abgrund", "Chasm"},
	} {
		if de, en := For(German).T(key), For(English).T(key); de != want[0] || en != want[1] {
			t.Errorf("%s: got %q and %q, want %q and %q", key, de, en, want[0], want[1])
		}
	}
}

// TestGermanPromptsSayTippe: German prompts ask for a typed answer with
// one word, "tippe(n)", as most do ("Tippe 0 bis 3"), never "Gib ... ein"
// (the Fakir confirmations said "Gib 0 bis 3 ein"); the twin: the
// English keeps "Type 0 to 3".
func TestGermanPromptsSayTippe(t *testing.T) {
	for k, v := range All(German) {
		if strings.Contains(v, "Gib ") || strings.Contains(v, "gib ") {
			t.Errorf("%s: %q says \"Gib ... ein\", want \"Tippe\"", k, v)
		}
	}
	if got, want := For(German).F("ui.confirm.fakirs", 3, 3), "Tippe 0 bis 3."; !strings.HasSuffix(got, want) {
		t.Errorf("got %q, want it to end in %q", got, want)
	}
	if got, want := For(English).F("ui.confirm.fakirs", 3, 3), "Type 0 to 3."; !strings.HasSuffix(got, want) {
		t.Errorf("got %q, want it to end in %q", got, want)
	}
}
