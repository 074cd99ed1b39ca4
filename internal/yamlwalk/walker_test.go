package yamlwalk

import (
	"math"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/filetext"
	"go.yaml.in/yaml/v3"
)

// doc reads data with a fresh walker named f.yaml.
func doc(t *testing.T, data string) (*Walker, *yaml.Node) {
	t.Helper()
	w := New("f.yaml")
	return w, w.Document([]byte(data), "a test file", "test")
}

// problems is the walker's report, one string a problem.
func problems(w *Walker) []string {
	if err := w.Err(); err != nil {
		return strings.Split(err.Error(), "\n")
	}
	return nil
}

func same(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestDocument(t *testing.T) {
	tests := []struct {
		name, data string
		want       []string
	}{
		{"a mapping", "a: 1\n", nil},
		{"JSON", "{\"a\": 1}", nil},
		{"empty", " \n", []string{"f.yaml: empty file: want a test file"}},
		{"only a comment", "# nothing\n", []string{"f.yaml: empty file: want a test file"}},
		{"not YAML", "a: [\n", []string{"f.yaml:1: not valid YAML: did not find expected node content"}},
		{"a tab", "a:\n\tb: 1\n", []string{"f.yaml:2: not valid YAML: found character that cannot start any token (a tab at the start of the line: indent with spaces)"}},
		{"not JSON", "{\"a\": 1,\n \"b\": [}", []string{"f.yaml:2: not valid JSON: invalid character '}' looking for beginning of value"}},
		{"a second document", "a: 1\n---\nb: 2\n", []string{"f.yaml:2: a second YAML document (after ---): a file holds one test"}},
		{"an empty second document", "a: 1\n---\n", nil},
		{"a key twice", "a: 1\nb: {c: 1, c: 2}\na: 3\n", []string{"f.yaml:2: b.c: given twice (first on line 2)", "f.yaml:3: a: given twice (first on line 1)"}},
		{"a JSON key twice in a list", "{\"l\": [{\"x\": 1,\n \"x\": 2}]}", []string{"f.yaml:2: l[0].x: given twice (first on line 1)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, _ := doc(t, tt.data)
			same(t, problems(w), tt.want)
		})
	}
}

func TestFields(t *testing.T) {
	w, top := doc(t, "coins: 3\ncoin: 4\n? [x]\n: 1\nalias: &a 1\nother: *a\ncamels: 1\ncamels: 2\n")
	m := w.Fields(top, "", "coins", "camels", "alias", "other")
	if len(m) != 3 || m["coins"] == nil || m["camels"] == nil || m["alias"] == nil {
		t.Errorf("got keys %v, want coins, camels and alias", m)
	}
	same(t, problems(w), []string{
		"f.yaml:2: coin: unknown key (known: coins, camels, alias, other) (did you mean coins?)",
		`f.yaml:3: a key must be a word, got a list`,
		"f.yaml:6: other: aliases (*name) are not supported",
		"f.yaml:8: camels: given twice (first on line 7)",
	})
	// The negative twin: a key far from every known one gets no guess.
	w, top = doc(t, "zzzzzz: 1\n")
	w.Fields(top, "", "coins")
	same(t, problems(w), []string{"f.yaml:1: zzzzzz: unknown key (known: coins)"})
	// Not a mapping.
	w, top = doc(t, "- 1\n")
	if w.Fields(top, "", "coins") != nil {
		t.Error("a list: got fields")
	}
	same(t, problems(w), []string{"f.yaml:1: want a mapping of coins, got a list"})
}

func TestInt(t *testing.T) {
	tests := []struct {
		value  string
		lo, hi int
		want   int
		ok     bool
		msg    string
	}{
		{"3", 0, 10, 3, true, ""},
		{"~", 0, 10, 0, true, ""},
		{`"7"`, 0, 10, 7, true, ""},
		{"10", 0, 10, 10, true, ""},
		{"11", 0, 10, 0, false, "f.yaml:1: n: 11: too large"},
		{"-1", 0, 10, 0, false, "f.yaml:1: n: -1: must not be negative"},
		{"-1", -1, 10, -1, true, ""},
		{"-2", -1, 10, 0, false, "f.yaml:1: n: -2: too small"},
		{"2.5", 0, 10, 0, false, `f.yaml:1: n: want a whole number, got "2.5"`},
		// A whole number is a whole number however it is written, as a
		// JSON Schema "integer" reads it (docs/schema); the twins above
		// and below: a fraction, infinity, beyond int64.
		{"2.0", 0, 10, 2, true, ""},
		{"1e1", 0, 10, 10, true, ""},
		{"1E2", 0, 100, 100, true, ""},
		{"-.0", 0, 10, 0, true, ""},
		{"1e2", 0, 10, 0, false, "f.yaml:1: n: 100: too large"},
		{"-2.0", 0, 10, 0, false, "f.yaml:1: n: -2: must not be negative"},
		{"0x10", 0, 100, 16, true, ""},
		{"0o17", 0, 100, 15, true, ""},
		{"1_000", 0, 1000, 1000, true, ""},
		{"017", 0, 100, 17, true, ""}, // decimal, as YAML 1.2 reads it
		{"2.000001", 0, 10, 0, false, `f.yaml:1: n: want a whole number, got "2.000001"`},
		{".inf", 0, 10, 0, false, `f.yaml:1: n: want a whole number, got ".inf"`},
		{".nan", 0, 10, 0, false, `f.yaml:1: n: want a whole number, got ".nan"`},
		{"1e19", math.MinInt, math.MaxInt, 0, false, `f.yaml:1: n: want a whole number, got "1e19"`},
		{`"2.0"`, 0, 10, 0, false, `f.yaml:1: n: want a whole number, got "2.0"`},
		{"lots", 0, 10, 0, false, `f.yaml:1: n: want a whole number, got "lots"`},
		{"[1]", 0, 10, 0, false, "f.yaml:1: n: want a whole number, got a list"},
		{"99999999999999999999", math.MinInt, math.MaxInt, 0, false, `f.yaml:1: n: want a whole number, got "99999999999999999999"`},
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			w, top := doc(t, "n: "+tt.value+"\n")
			got, ok := w.Int(w.Fields(top, "", "n")["n"], "n", tt.lo, tt.hi)
			if got != tt.want || ok != tt.ok {
				t.Errorf("got %d, %v, want %d, %v", got, ok, tt.want, tt.ok)
			}
			var want []string
			if tt.msg != "" {
				want = []string{tt.msg}
			}
			same(t, problems(w), want)
		})
	}
}

func TestFlagTextTexts(t *testing.T) {
	w, top := doc(t, "f: true\ng: maybe\nt: word\nu: {a: 1}\nl: [a, b]\ns: a, b\nm: 3\nx: [a, [b]]\nn: 1.0\no: 2.0\n")
	m := w.Fields(top, "", "f", "g", "t", "u", "l", "s", "m", "x", "n", "o")
	if !w.Flag(m["f"], "f") || w.Flag(m["g"], "g") || w.Flag(nil, "none") {
		t.Error("Flag: got other values than true, false, false")
	}
	// 1.0 is 1, which is true; its twin 2.0 is 2, neither.
	if !w.Flag(m["n"], "n") || w.Flag(m["o"], "o") {
		t.Error("Flag: 1.0 and 2.0: got other values than true, false")
	}
	if s, ok := w.Text(m["t"], "t"); s != "word" || !ok {
		t.Errorf("Text: got %q, %v", s, ok)
	}
	if _, ok := w.Text(m["u"], "u"); ok {
		t.Error("Text of a mapping: got ok")
	}
	if got := w.Texts(m["l"], "l", "letters", false); strings.Join(got, "|") != "a|b" {
		t.Errorf("Texts of a list: got %q", got)
	}
	if got := w.Texts(m["s"], "s", "letters", true); strings.Join(got, "|") != "a|b" {
		t.Errorf("Texts split: got %q", got)
	}
	if got := w.Texts(m["m"], "m", "letters", false); got != nil {
		t.Errorf("Texts of a number: got %q", got)
	}
	w.Texts(m["x"], "x", "letters", false)
	same(t, problems(w), []string{
		`f.yaml:2: g: want true or false, got "maybe"`,
		"f.yaml:4: u: want a word, got a mapping",
		`f.yaml:7: m: want a list of letters, got "3"`,
		"f.yaml:8: x[1]: want a word, got a list",
		`f.yaml:10: o: want true or false, got "2.0"`,
	})
}

// Scalar writes a whole number in decimal digits, whatever its YAML form;
// any other scalar as it is.
func TestScalar(t *testing.T) {
	for in, want := range map[string]string{"2.0": "2", "1e2": "100", "0x10": "16", "017": "17", "+3": "3",
		"2.5": "2.5", "TRUE": "TRUE", "'7'": "7", "word": "word", "~": "~"} {
		w, top := doc(t, "v: "+in+"\n")
		if got := Scalar(w.Fields(top, "", "v")["v"]); got != want {
			t.Errorf("%s: got %q, want %q", in, got, want)
		}
	}
	if Scalar(nil) != "" {
		t.Error("nil: got text")
	}
}

// Each calls in the order of the known keys, not the file's, and skips
// the keys the file leaves out.
func TestEach(t *testing.T) {
	w, top := doc(t, "b: 2\nxyz: 0\na: 1\n")
	var got []string
	w.Each(top, "top", []string{"a", "b", "c"}, func(key, path string, v *yaml.Node) {
		got = append(got, path+"="+v.Value)
	})
	if strings.Join(got, " ") != "top.a=1 top.b=2" {
		t.Errorf("got %q, want top.a=1 top.b=2", got)
	}
	same(t, problems(w), []string{"f.yaml:2: top.xyz: unknown key (known: a, b, c)"})
}

// With FoldKeys, keys in two cases are one key given twice; the twin,
// without, two keys.
func TestFoldKeys(t *testing.T) {
	const data = "Start: 1\nstart: 2\n"
	w := New("f.yaml")
	w.FoldKeys()
	w.Document([]byte(data), "", "test")
	same(t, problems(w), []string{"f.yaml:2: start: given twice (first on line 1, as Start; keys are read in any case)"})
	w, _ = doc(t, data)
	same(t, problems(w), nil)
	// want "": an empty file is no problem.
	w = New("f.yaml")
	if w.Document([]byte("# nothing\n"), "", "test") != nil || w.Err() != nil {
		t.Errorf("an empty file: got %v", w.Err())
	}
}

// Problems found after the walk, by the rules of play, are placed at the
// line of their path, or of the nearest value above it.
func TestAt(t *testing.T) {
	w, top := doc(t, "a:\n  b: [1, 2]\nc: 1\n")
	m := w.Fields(top, "", "a", "c")
	for i, it := range w.List(w.Fields(m["a"], "a", "b")["b"], "a.b", "numbers") {
		w.Count(it, Index("a.b", i))
	}
	w.At("a.b[1]", "too many")
	w.At("a.b[7].x", "deep")
	w.At("c", "wrong")
	w.At("nowhere", "lost")
	same(t, problems(w), []string{
		"f.yaml: nowhere: lost",
		"f.yaml:2: a.b[1]: too many",
		"f.yaml:2: a.b[7].x: deep",
		"f.yaml:3: c: wrong",
	})
}

// A key that does not print as itself reaches a problem quoted.
func TestKeysQuoted(t *testing.T) {
	w, top := doc(t, "\"\\e[2J\": 1\n\"a\\nb\": 2\n")
	w.Fields(top, "", "coins")
	for _, line := range problems(w) {
		if !filetext.Plain(line) {
			t.Errorf("%q does not print as itself", line)
		}
	}
}

// FuzzWalker walks any file with every getter: no panic, and every
// problem is one line that names the file, prints as itself, and comes
// in the order of the lines.
func FuzzWalker(f *testing.F) {
	for _, s := range []string{"a: 1\n", "{\"a\": [1, {\"b\": 2, \"b\": 3}]}", "a: &x [1]\nb: *x\n", "a: [\n", "- 1\n---\n- 2\n", "\"\\e\": 1\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		w := New("fuzz")
		top := w.Document(data, "anything", "thing")
		if top != nil {
			walkAll(w, top, "", 0)
		}
		err := w.Err()
		if err == nil {
			return
		}
		last := -1
		for _, p := range w.problems {
			if p.line < last {
				t.Fatalf("problems out of order: %v", err)
			}
			last = p.line
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			if !strings.HasPrefix(line, "fuzz:") {
				t.Fatalf("a problem without the file name: %q", line)
			}
			if !filetext.Plain(line) {
				t.Fatalf("a problem prints the file's text raw: %q", line)
			}
		}
	})
}

// walkAll reads every value of the tree with the getter its kind fits,
// and once with the wrong getter.
func walkAll(w *Walker, n *yaml.Node, path string, depth int) {
	if depth > 20 {
		return
	}
	switch n.Kind {
	case yaml.MappingNode:
		keys, values := w.Pairs(n, path, "anything")
		for i, k := range keys {
			walkAll(w, values[i], JoinKey(path, k.Value), depth+1)
		}
		w.Fields(n, path, "a", "b")
	case yaml.SequenceNode:
		for i, it := range w.List(n, path, "anything") {
			walkAll(w, it, Index(path, i), depth+1)
		}
		w.Texts(n, path, "words", false)
	default:
		w.Int(n, path, -MaxNumber, MaxNumber)
		w.Flag(n, path)
		w.Text(n, path)
	}
}
