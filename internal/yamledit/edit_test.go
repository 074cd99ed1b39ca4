package yamledit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func set1(path string, v any) Change { return Change{Path: strings.Split(path, "."), Value: v} }
func del1(path string) Change        { return Change{Path: strings.Split(path, "."), Remove: true} }

// TestEditSplices: each change rewrites only its own text; comments,
// blank lines, quotes, order and indentation stay byte for byte.
func TestEditSplices(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		changes []Change
		want    string
	}{
		{"plain value, comment and blank lines kept",
			"# my naqala\n\nlanguage: en   # the language\n\npaper: Letter\n",
			[]Change{set1("language", "de")},
			"# my naqala\n\nlanguage: de   # the language\n\npaper: Letter\n"},
		{"double quotes kept",
			"language: \"en\" # quoted\n",
			[]Change{set1("language", "de")},
			"language: \"de\" # quoted\n"},
		{"single quotes kept",
			"colour: 'auto'\n",
			[]Change{set1("colour", "never")},
			"colour: 'never'\n"},
		{"a key in another case",
			"Language: en\n",
			[]Change{set1("language", "de")},
			"Language: de\n"},
		{"a new key after the last one, before the closing comment",
			"language: en\n\n# the end\n",
			[]Change{set1("mouse", false)},
			"language: en\nmouse: false\n\n# the end\n"},
		{"a rule in the rules block, its indentation kept",
			"rules:\n    thief_vp: 3   # house rule\n\n# names\nplayers: [Aylin, Bora]\n",
			[]Change{set1("rules.black_six", "top"), set1("rules.thief_vp", 4)},
			"rules:\n    thief_vp: 4   # house rule\n    black_six: top\n\n# names\nplayers: [Aylin, Bora]\n"},
		{"a new block with its first rule",
			"language: en # lang\n",
			[]Change{set1("rules.thief_vp", 4), set1("rules.black_six", "top")},
			"language: en # lang\nrules:\n  thief_vp: 4\n  black_six: top\n"},
		{"a new block indented like the file's",
			"djinn_vp:\n    ptah: 5\n",
			[]Change{set1("rules.thief_vp", 4)},
			"djinn_vp:\n    ptah: 5\nrules:\n    thief_vp: 4\n"},
		{"into an empty flow mapping",
			"rules: {}   # none yet\npaper: A4\n",
			[]Change{set1("rules.thief_vp", 4)},
			"rules: {thief_vp: 4}   # none yet\npaper: A4\n"},
		{"a value in a flow mapping",
			"rules: {thief_vp: 3, black_six: top}\n",
			[]Change{set1("rules.thief_vp", 5)},
			"rules: {thief_vp: 5, black_six: top}\n"},
		{"under a key with nothing after it",
			"rules:   # to come\npaper: A4\n",
			[]Change{set1("rules.thief_vp", 4)},
			"rules:   # to come\n  thief_vp: 4\npaper: A4\n"},
		{"after a flow list that ends the file",
			"players: [Aylin, Bora]",
			[]Change{set1("colour", "never")},
			"players: [Aylin, Bora]\ncolour: never\n"},
		{"after a block list",
			"players:\n  - Aylin\n  - Bora\n# end\n",
			[]Change{set1("colour", "never")},
			"players:\n  - Aylin\n  - Bora\ncolour: never\n# end\n"},
		{"remove a key, its comment above stays",
			"djinn_vp:\n  # from the promo card\n  ptah: 5 # guessed\n  enki: 4\npaper: A4\n",
			[]Change{del1("djinn_vp.ptah")},
			"djinn_vp:\n  # from the promo card\n  enki: 4\npaper: A4\n"},
		{"remove the last key of a block: the block goes",
			"language: en\ndjinn_vp:\n  ptah: 5\npaper: A4\n",
			[]Change{del1("djinn_vp.ptah")},
			"language: en\npaper: A4\n"},
		{"remove from a flow mapping",
			"djinn_vp: {ptah: 5, enki: 4}\n",
			[]Change{del1("djinn_vp.ptah")},
			"djinn_vp: {enki: 4}\n"},
		{"remove what is not there",
			"language: en\n",
			[]Change{del1("djinn_vp.ptah"), del1("paper")},
			"language: en\n"},
		{"the same value changes no byte",
			"language:   \"en\"\nrules: {thief_vp: 3}\n",
			[]Change{set1("language", "en"), set1("rules.thief_vp", 3)},
			"language:   \"en\"\nrules: {thief_vp: 3}\n"},
		{"empty file",
			"",
			[]Change{set1("language", "de")},
			"language: de\n"},
		{"only comments",
			"# written by hand\n# nothing yet",
			[]Change{set1("language", "de")},
			"# written by hand\n# nothing yet\nlanguage: de\n"},
		{"no newline at the end",
			"paper: A4",
			[]Change{set1("paper", "Letter"), set1("colour", "never")},
			"paper: Letter\ncolour: never\n"},
		{"Windows line ends",
			"# cfg\r\nlanguage: en\r\n",
			[]Change{set1("language", "de"), set1("mouse", false)},
			"# cfg\r\nlanguage: de\r\nmouse: false\r\n"},
		{"a string that reads as a bool is quoted",
			"rules:\n  x: a\n",
			[]Change{set1("rules.x", "true")},
			"rules:\n  x: \"true\"\n"},
		{"characters wider than a byte before the value",
			"players: [Aylin, Ömer]\nnamé: x\n",
			[]Change{set1("namé", "z")},
			"players: [Aylin, Ömer]\nnamé: z\n"},
		{"apostrophes in a flow list",
			"players: [Bo's, \"A, B\"]\n",
			[]Change{set1("language", "de")},
			"players: [Bo's, \"A, B\"]\nlanguage: de\n"},
		{"remove one key and add one where it ended",
			"rules:\n  a: 1\npaper: A4\n",
			[]Change{del1("paper"), set1("rules.b", 2)},
			"rules:\n  a: 1\n  b: 2\n"},
		{"a document start marker",
			"---\nlanguage: en\n",
			[]Change{set1("language", "de")},
			"---\nlanguage: de\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Edit([]byte(tc.src), tc.changes, nil)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

// TestEditFallsBackToTheTree: where the text cannot be spliced, the whole
// tree is written: the values are right and the comments stay.
func TestEditFallsBackToTheTree(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		changes []Change
		want    map[string]any
		comment string
	}{
		{"a block scalar", "# lang\nlanguage: |\n  en\npaper: A4 # size\n",
			[]Change{set1("language", "de")}, map[string]any{"language": "de", "paper": "A4"}, "# size"},
		{"an anchored value", "language: &l en # mine\nx: *l\n",
			[]Change{set1("language", "de")}, map[string]any{"language": "de", "x": "de"}, "# mine"},
		{"a flow mapping over two lines", "rules: {a: 1,\n  b: 2} # two\n",
			[]Change{set1("rules.c", 3)}, map[string]any{"rules": map[string]any{"a": 1, "b": 2, "c": 3}}, "# two"},
		{"a null written ~ gets keys", "rules: ~ # none\n",
			[]Change{set1("rules.a", 1)}, map[string]any{"rules": map[string]any{"a": 1}}, "# none"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Edit([]byte(tc.src), tc.changes, nil)
			if err != nil {
				t.Fatal(err)
			}
			var doc map[string]any
			if err := yaml.Unmarshal(got, &doc); err != nil {
				t.Fatalf("%v:\n%s", err, got)
			}
			if !equalYAML(doc, tc.want) {
				t.Errorf("got %v, want %v", doc, tc.want)
			}
			if !strings.Contains(string(got), tc.comment) {
				t.Errorf("comment %q lost:\n%s", tc.comment, got)
			}
		})
	}
}

func equalYAML(a, b any) bool {
	x, _ := yaml.Marshal(a)
	y, _ := yaml.Marshal(b)
	return string(x) == string(y)
}

// TestEditRefuses: what cannot be edited is refused, naming the line.
func TestEditRefuses(t *testing.T) {
	tests := []struct {
		name, src string
		changes   []Change
		want      string
	}{
		{"not YAML", "paper: [\n", []Change{set1("language", "de")}, "yamledit: yaml:"},
		{"a list at the top", "- a\n- b\n", []Change{set1("language", "de")}, "line 1: the document is not a mapping"},
		{"through a list", "rules: [a]\n", []Change{set1("rules.x", 1)}, "line 1: rules is not a mapping"},
		{"through a scalar", "x: 1\nrules: yes\n", []Change{set1("rules.x", 1)}, "line 2: rules is not a mapping"},
		{"through an alias", "a: &m {x: 1}\nrules: *m\n", []Change{set1("rules.x", 2)}, "line 2: rules is an alias (*m)"},
		{"a key twice", "language: en\nLanguage: de\n", []Change{set1("language", "en")}, "line 2: language is there twice (line 1)"},
		{"no key", "a: 1\n", []Change{{}}, "a change without a key"},
		{"too big", strings.Repeat("#", MaxSize+1), []Change{set1("a", 1)}, "more than the"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Edit([]byte(tc.src), tc.changes, nil)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "yamledit: ") {
				t.Errorf("got %v, want an error with %q", err, tc.want)
			}
		})
	}
}

// TestEditSameKey: the caller says which keys name the same thing (a
// Djinn's name in any spelling).
func TestEditSameKey(t *testing.T) {
	same := func(path []string, key string) bool {
		fold := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, "-", "")) }
		return fold(key) == fold(path[len(path)-1])
	}
	got, err := Edit([]byte("djinn_vp:\n  al-amin: 3\n"), []Change{set1("djinn_vp.AlAmin", 4)}, same)
	if err != nil {
		t.Fatal(err)
	}
	if want := "djinn_vp:\n  al-amin: 4\n"; string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// FuzzEdit: whatever the document, Edit does not panic, and what it
// returns holds the values set and reads the same when edited again.
func FuzzEdit(f *testing.F) {
	f.Add("language: en\nrules:\n  thief_vp: 3\n")
	f.Add("# c\n\nrules: {a: 1}\ndjinn_vp:\n  ptah: 5\n")
	f.Add("players: [a, b]\n---\nx: 1\n")
	f.Add("language: |\n  en\n")
	f.Add("a: &x 1\nb: *x\n")
	if seeds, err := filepath.Glob("testdata/*.yaml"); err == nil {
		for _, s := range seeds {
			if b, err := os.ReadFile(s); err == nil {
				f.Add(string(b))
			}
		}
	}
	changes := []Change{set1("language", "de"), set1("rules.thief_vp", 4), del1("djinn_vp.ptah"), set1("mouse", false)}
	f.Fuzz(func(t *testing.T, src string) {
		out, err := Edit([]byte(src), changes, nil)
		if err != nil {
			return
		}
		var doc any
		if err := yaml.Unmarshal(out, &doc); err != nil {
			t.Fatalf("the edited document does not read: %v\n%q\n->\n%q", err, src, out)
		}
		if lookup(doc, "language") != "de" || lookup(doc, "mouse") != false || lookup(lookup(doc, "rules"), "thief_vp") != 4 {
			t.Fatalf("the values do not read back:\n%q\n->\n%q", src, out)
		}
		again, err := Edit(out, changes, nil)
		if err != nil || string(again) != string(out) {
			t.Fatalf("a second edit changed the document (%v):\n%q\n->\n%q", err, out, again)
		}
	})
}

// lookup is the value of key in the mapping m, in any case, or nil.
func lookup(m any, key string) any {
	switch m := m.(type) {
	case map[string]any:
		for k, v := range m {
			if strings.EqualFold(k, key) {
				return v
			}
		}
	case map[any]any:
		for k, v := range m {
			if s, ok := k.(string); ok && strings.EqualFold(s, key) {
				return v
			}
		}
	}
	return nil
}
