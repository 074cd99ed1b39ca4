package templates

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/safetext"
	"github.com/naqala/naqala/scoring"
)

func TestBuiltinTemplateIsThePadOrder(t *testing.T) {
	tpl, err := ParseTemplate("built-in", builtinSheet)
	if err != nil {
		t.Fatalf("built-in template: %v", err)
	}
	want := []string{"coins", "viziers", "elders", "artisans", "djinns", "palm_trees", "palaces",
		"tiles", "tent", "cities", "merchandise", "items"}
	var got []string
	for _, r := range tpl.Rows {
		got = append(got, r.Category.String())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got rows %v, want %v", got, want)
	}
}

func TestRowsFor(t *testing.T) {
	tpl := Builtin()
	keys := func(rows []Row) string {
		var s []string
		for _, r := range rows {
			s = append(s, r.Category.String())
		}
		return strings.Join(s, " ")
	}
	scoredTent := scoring.PlayerResult{}
	scoredTent.Categories[scoring.CategoryTent] = 3
	tests := []struct {
		name    string
		x       game.Expansions
		players []scoring.PlayerResult
		want    string
	}{
		{"base game", game.Expansions{}, nil, "coins viziers elders djinns palm_trees palaces tiles merchandise"},
		{"thieves adds no row", game.Expansions{Thieves: true}, nil, "coins viziers elders djinns palm_trees palaces tiles merchandise"},
		{"artisans", game.Expansions{Artisans: true}, nil, "coins viziers elders artisans djinns palm_trees palaces tiles tent merchandise items"},
		{"whims", game.Expansions{Whims: true}, nil, "coins viziers elders djinns palm_trees palaces tiles cities merchandise"},
		{"all", game.Expansions{Artisans: true, Thieves: true, Whims: true}, nil, "coins viziers elders artisans djinns palm_trees palaces tiles tent cities merchandise items"},
		{"points outside the expansions still show", game.Expansions{}, []scoring.PlayerResult{scoredTent}, "coins viziers elders djinns palm_trees palaces tiles tent merchandise"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := keys(tpl.RowsFor(tt.x, tt.players)); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRowLabels(t *testing.T) {
	tpl, err := ParseTemplate("relabelled.txt", mustRead(t, "testdata/templates/relabelled.txt"))
	if err != nil {
		t.Fatal(err)
	}
	thieves := game.Expansions{Thieves: true}
	djinns := tpl.Rows[3]
	tests := []struct {
		name, got, want string
	}{
		{"template label en", tpl.Rows[0].Label("en", game.Expansions{}), "Viziers (yellow)"},
		{"template label de", tpl.Rows[0].Label("de", game.Expansions{}), "Wesire (gelb)"},
		{"language file label", tpl.Rows[1].Label("de", game.Expansions{}), "Älteste"},
		{"template hint", tpl.Rows[2].Hint("en", game.Expansions{}), "count them twice"},
		{"hint from the language file", tpl.Rows[2].Hint("de", game.Expansions{}), "1 SP je Gold"},
		{"djinns with thieves", djinns.Label("de", thieves), "Dschinn & Diebe"},
		{"djinns without thieves", djinns.Label("de", game.Expansions{}), "Dschinn"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %q, want %q", tt.got, tt.want)
			}
		})
	}
}

func TestParseTemplateErrors(t *testing.T) {
	valid := string(builtinSheet)
	replace := func(old, new string) string { return strings.Replace(valid, old, new, 1) }
	tests := []struct {
		name  string
		input string
		want  []string // substrings of the error; none: valid
	}{
		{"valid", valid, nil},
		{"valid with quoted label", replace("\ncoins\n", "\ncoins label.de=\"Münzen # Gold\" # comment\n"), nil},
		{"unknown row", replace("\ncoins\n", "\ncoins\nthieves\n"), []string{"t.txt:8: unknown row \"thieves\""}},
		{"row twice", replace("\nelders\n", "\nelders\nelders\n"), []string{"t.txt:10: row \"elders\" given twice (first on line 9)"}},
		{"row missing", replace("\nelders\n", "\n"), []string{"rows missing: elders"}},
		{"unknown expansion", replace("expansion=whims", "expansion=moon"), []string{"t.txt:16: row cities: unknown expansion \"moon\""}},
		{"base expansion", replace("expansion=whims", "expansion=base"), nil},
		{"unknown setting", replace("\ncoins\n", "\ncoins colour=red\n"), []string{"t.txt:7: row coins: unknown setting \"colour\""}},
		{"not key=value", replace("\ncoins\n", "\ncoins big\n"), []string{"t.txt:7: row coins: want key=value"}},
		{"empty label", replace("\ncoins\n", "\ncoins label.en=\"\"\n"), []string{"t.txt:7: row coins: label.en has no text"}},
		{"bad language", replace("\ncoins\n", "\ncoins label.EN=x\n"), []string{"unknown setting \"label.EN\""}},
		{"unterminated quote", replace("\ncoins\n", "\ncoins label.en=\"Gold\n"), []string{"t.txt:7: unterminated quote"}},
		{"not utf-8", "coins\xff\n", []string{"t.txt: not UTF-8"}},
		{"every problem at once", "coins\nfoo\ncoins\n", []string{"t.txt:2: unknown row \"foo\"", "t.txt:3: row \"coins\" given twice", "rows missing: viziers"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tpl, err := ParseTemplate("t.txt", []byte(tt.input))
			if len(tt.want) == 0 {
				if err != nil {
					t.Fatalf("got error %v, want none", err)
				}
				if len(tpl.Rows) != scoring.NumCategories {
					t.Errorf("got %d rows, want %d", len(tpl.Rows), scoring.NumCategories)
				}
				return
			}
			if err == nil {
				t.Fatalf("got no error, want %q", tt.want)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), "templates: ") || !strings.Contains(err.Error(), w) {
					t.Errorf("got error %q, want it to contain %q", err, w)
				}
			}
		})
	}
}

func TestLoad(t *testing.T) {
	good := mustRead(t, "testdata/templates/relabelled.txt")
	bad := mustRead(t, "testdata/templates/bad.txt")
	tests := []struct {
		name     string
		fsys     fstest.MapFS
		wantName string
		wantWarn []string
	}{
		{"no user template", fstest.MapFS{}, "built-in", nil},
		{"user template", fstest.MapFS{TemplateFile: {Data: good}}, TemplateFile, nil},
		{"bad user template falls back", fstest.MapFS{TemplateFile: {Data: bad}}, "built-in",
			[]string{"sheet.txt:3: unknown row \"foo\"", "sheet.txt:5: row artisans: unknown expansion \"moon\"",
				"sheet.txt:6: row djinns: unknown setting \"colour\"", "sheet.txt:14: row \"coins\" given twice",
				"using the built-in template"}},
		{"unreadable user template", fstest.MapFS{TemplateFile: {Mode: os.ModeDir}}, "built-in", []string{"sheet.txt"}},
		// Issue 9, item 10: an input over 1 MiB is refused; a valid one of
		// 1 MiB less a byte is read.
		{"user template of 1 MiB and a byte", fstest.MapFS{TemplateFile: {Data: padTemplate(good, safetext.MaxSize+1)}}, "built-in",
			[]string{"sheet.txt: larger than 1048576 bytes"}},
		{"user template of 1 MiB less a byte", fstest.MapFS{TemplateFile: {Data: padTemplate(good, safetext.MaxSize-1)}}, TemplateFile, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tpl, err := Load(tt.fsys)
			if tpl.Name != tt.wantName {
				t.Errorf("got template %q, want %q", tpl.Name, tt.wantName)
			}
			if len(tpl.Rows) != scoring.NumCategories {
				t.Errorf("got %d rows, want %d", len(tpl.Rows), scoring.NumCategories)
			}
			if len(tt.wantWarn) == 0 {
				if err != nil {
					t.Errorf("got warning %v, want none", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("got no warning, want %q", tt.wantWarn)
			}
			for _, w := range tt.wantWarn {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got warning %q, want it to contain %q", err, w)
				}
			}
		})
	}
	if tpl, err := Load(nil); err != nil || tpl.Name != "built-in" {
		t.Errorf("Load(nil): got %q, %v; want the built-in template", tpl.Name, err)
	}
}

// padTemplate pads a template with a comment line to size bytes.
func padTemplate(data []byte, size int) []byte {
	out := append([]byte{}, data...)
	if !bytes.HasSuffix(out, []byte("\n")) {
		out = append(out, '\n')
	}
	out = append(out, "# "...)
	return append(out, bytes.Repeat([]byte("x"), size-len(out))...)
}

// FuzzParseTemplate checks that no input panics and that a template that
// parses has every row exactly once.
func FuzzParseTemplate(f *testing.F) {
	paths, _ := filepath.Glob("testdata/templates/*.txt")
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tpl, err := ParseTemplate("fuzz.txt", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "templates: fuzz.txt") {
				t.Errorf("error %q does not name the file", err)
			}
			return
		}
		seen := map[scoring.Category]bool{}
		for _, r := range tpl.Rows {
			if seen[r.Category] {
				t.Errorf("row %s twice in a template that parsed", r.Category)
			}
			seen[r.Category] = true
		}
		if len(seen) != scoring.NumCategories {
			t.Errorf("got %d rows, want %d", len(seen), scoring.NumCategories)
		}
	})
}

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
