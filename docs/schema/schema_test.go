// The JSON Schemas of the score-file, result and solo-state formats,
// tested against every example and test input: whatever naqala reads, the
// schema takes; what it refuses, the schema refuses too where a schema can
// say it; and the schemas' lists agree with the catalogue and the rules.
package schema_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/scorefile"
	"github.com/naqala/naqala/internal/solofile"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

// root is the repository, from this directory.
const root = "../.."

// compile reads and compiles the schema file name (draft 2020-12).
func compile(t *testing.T, name string) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := c.AddResource(name, doc); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	s, err := c.Compile(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return s
}

// instance reads a YAML or JSON document as the JSON value a validator
// sees: YAML is decoded, written as JSON and read back.
func instance(data []byte) (any, error) {
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		return nil, err
	}
	j, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return jsonschema.UnmarshalJSON(bytes.NewReader(j))
}

func validate(s *jsonschema.Schema, data []byte) error {
	v, err := instance(data)
	if err != nil {
		return err
	}
	return s.Validate(v)
}

// files lists the files matching the patterns, from the repository.
func files(t *testing.T, patterns ...string) []string {
	t.Helper()
	var out []string
	for _, p := range patterns {
		m, err := filepath.Glob(filepath.Join(root, p))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m...)
	}
	if len(out) == 0 {
		t.Fatalf("no files match %v", patterns)
	}
	return out
}

// examples are the files of examples/ whose format is want's:
// naqala/score/v1 (the final-state files) or naqala/solo/v1 (the states).
func examples(t *testing.T, want string) []string {
	t.Helper()
	var out []string
	for _, path := range files(t, "examples/*.yaml") {
		solo := strings.Contains(string(read(t, path)), "\nformat: naqala/solo/v1")
		if solo == (want == "naqala/solo/v1") {
			out = append(out, path)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no example of %s", want)
	}
	return out
}

func read(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func loadScore(name string, data []byte) error {
	_, err := scorefile.Load(name, data, scorefile.Options{Rules: scoring.DefaultRules(), OtherRuleKeys: sultan.DefaultRules().Keys()})
	return err
}

func loadSolo(name string, data []byte) error {
	_, _, _, err := solofile.Load(data, name, sultan.DefaultRules())
	return err
}

// agree checks each file against the schema and against naqala's loader:
// a file the loader reads must validate, and a file in refused must be
// refused by both, the schema saying each of the reasons given.
func agree(t *testing.T, s *jsonschema.Schema, paths []string, load func(string, []byte) error, refused map[string][]string) {
	t.Helper()
	for _, path := range paths {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			data := read(t, path)
			lerr, serr := load(name, data), validate(s, data)
			reasons, bad := refused[name]
			switch {
			case !bad && lerr != nil:
				t.Fatalf("naqala refuses a file meant to be valid: %v", lerr)
			case !bad && serr != nil:
				t.Errorf("naqala reads it, the schema refuses it: %v", serr)
			case bad && lerr == nil:
				t.Errorf("naqala reads a file meant to be refused")
			case bad && serr == nil:
				t.Errorf("the schema takes a file naqala refuses")
			case bad:
				msg := schemaMessage(serr)
				for _, r := range reasons {
					if !strings.Contains(msg, r) {
						t.Errorf("the schema does not say %q:\n%s", r, msg)
					}
				}
			}
		})
	}
	for name := range refused {
		if !slices.ContainsFunc(paths, func(p string) bool { return filepath.Base(p) == name }) {
			t.Errorf("%s is not among the files checked", name)
		}
	}
}

// schemaMessage is the validation error with every cause, one a line.
func schemaMessage(err error) string {
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return err.Error()
	}
	return fmt.Sprintf("%#v", ve)
}

// TestScoreSchema: the final-state files, examples/ and every test input.
func TestScoreSchema(t *testing.T) {
	s := compile(t, "score.schema.json")
	paths := append(examples(t, "naqala/score/v1"), files(t, "internal/scorefile/testdata/*.yaml")...)
	agree(t, s, paths, loadScore, map[string][]string{
		"bad-many.yaml": {
			"/expansions/1", "/players/0/coins", "'coin'", "/players/0/merchandise", "'sand'",
			"/players/0/tiles/1", "tent_red", "/players/0/tiles/2/tile", "/players",
			"/rules/thief_vp", "'nope'",
		},
	})
}

// TestSoloSchema: the solo states of every test input, and the state
// naqala yazid resolve --json prints.
func TestSoloSchema(t *testing.T) {
	s := compile(t, "solo.schema.json")
	paths := files(t, "internal/solofile/testdata/*.yaml", "internal/solofile/testdata/*.json",
		"internal/solofile/testdata/golden/*.yaml", "cmd/naqala/testdata/yazid/*.yaml", "cmd/naqala/testdata/advise/late*.yaml")
	paths = append(paths, examples(t, "naqala/solo/v1")...)
	agree(t, s, paths, loadSolo, map[string][]string{
		"bad.yaml": {"/yazid/council", "/resources/1"},
	})
	states := 0
	for _, path := range files(t, "cmd/naqala/testdata/yazid/golden/*.json") {
		var out struct {
			State json.RawMessage `json:"state"`
		}
		if err := json.Unmarshal(read(t, path), &out); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if out.State == nil {
			continue
		}
		states++
		if err := validate(s, out.State); err != nil {
			t.Errorf("%s: the state: %v", filepath.Base(path), err)
		}
	}
	if states == 0 {
		t.Error("no resolve output with a state checked")
	}
}

// TestResultSchema: what naqala score --json prints, for the golden
// outputs and for every example scored here.
func TestResultSchema(t *testing.T) {
	s := compile(t, "result.schema.json")
	for _, path := range files(t, "cmd/naqala/testdata/score/*.json") {
		if err := validate(s, read(t, path)); err != nil {
			t.Errorf("%s: %v", filepath.Base(path), err)
		}
	}
	for _, path := range examples(t, "naqala/score/v1") {
		f, err := scorefile.Load(path, read(t, path), scorefile.Options{Rules: scoring.DefaultRules(), OtherRuleKeys: sultan.DefaultRules().Keys()})
		if err != nil {
			t.Fatal(err)
		}
		r, err := scoring.Score(f.Game, f.Rules)
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if err := validate(s, b); err != nil {
			t.Errorf("%s scored: %v\n%s", filepath.Base(path), err, b)
		}
	}
}

// TestSchemasRefuse: one mistake a document each, which naqala refuses
// and the schema refuses too.
func TestSchemasRefuse(t *testing.T) {
	score, solo, result := compile(t, "score.schema.json"), compile(t, "solo.schema.json"), compile(t, "result.schema.json")
	okResult := `{"format": "naqala/result/v1", "winners": [], "players": [{"name": "A", "rank": 1, "total": 0, "categories":
		{"coins": 0, "viziers": 0, "elders": 0, "artisans": 0, "djinns": 0, "palm_trees": 0, "palaces": 0, "tiles": 0,
		 "tent": 0, "cities": 0, "merchandise": 0, "items": 0}}]`
	board := "board: |\n  V[YW] S6[B] O[G] SM[R] LM[Y] S12[W]\n  O[W] SM[G] V[B] SM[R] S6[Y] O[W]\n  SM[G] LM[B] S15[R] O[Y] SM[W] V[G]\n  S10[B] O[R] SM[Y] V[W] LM[G] SM[B]\n  LM[R] V[Y] O[W] S6[G] SM[B] S6[R]\n"
	tests := []struct {
		name   string
		schema *jsonschema.Schema
		load   func(string, []byte) error
		doc    string
	}{
		{"score: no players", score, loadScore, "expansions: [artisans]\n"},
		{"score: six players", score, loadScore, "expansions: [artisans]\nplayers: [{name: a}, {name: b}, {name: c}, {name: d}, {name: e}, {name: f}]\n"},
		{"score: five players in the base game", score, loadScore, "players: [{name: a}, {name: b}, {name: c}, {name: d}, {name: e}]\n"},
		{"score: a name missing", score, loadScore, "players: [{coins: 3}]\n"},
		{"score: a blank name", score, loadScore, "players: [{name: '  '}]\n"},
		{"score: a newline in a name", score, loadScore, "players: [{name: \"A\\nB\"}]\n"},
		{"score: a negative count", score, loadScore, "players: [{name: A, viziers: -1}]\n"},
		{"score: a count in words", score, loadScore, "players: [{name: A, elders: three}]\n"},
		{"score: a flag in words", score, loadScore, "expansions: [whims]\nplayers: [{name: A, tiles: [{tile: O, lake: yes}]}]\n"},
		{"score: an unknown tile", score, loadScore, "players: [{name: A, tiles: [{tile: Q}]}]\n"},
		{"score: the Chasm held", score, loadScore, "expansions: [artisans]\nplayers: [{name: A, tiles: [{tile: CH}]}]\n"},
		{"score: tent_red without a Tent", score, loadScore, "expansions: [artisans]\nplayers: [{name: A, tiles: [{tile: O, tent_red: 3}]}]\n"},
		{"score: tent_red over 9", score, loadScore, "expansions: [artisans]\nplayers: [{name: A, tiles: [{tile: O, tent: true, tent_red: 10}]}]\n"},
		{"score: an unknown good", score, loadScore, "players: [{name: A, merchandise: {sand: 1}}]\n"},
		{"score: a solo game of two", score, loadScore, "players: [{name: A}, {name: B}]\nsolo: {council: 1}\n"},
		{"score: lost to the Viziers", score, loadScore, "players: [{name: A}]\nsolo: {lost: viziers}\n"},
		{"score: tiles with a board", score, loadScore, "players: [{name: A, tiles: [{tile: O}]}, {name: B}]\n" + board},
		{"score: an unknown rule", score, loadScore, "players: [{name: A}, {name: B}]\nrules: {thief_points: 5}\n"},
		{"score: a rule value", score, loadScore, "players: [{name: A}, {name: B}]\nrules: {black_six: sideways}\n"},
		{"score: another format", score, loadScore, "format: naqala/score/v2\nplayers: [{name: A}, {name: B}]\n"},
		{"score: an unknown expansion", score, loadScore, "expansions: dragons\nplayers: [{name: A}, {name: B}]\n"},
		{"solo: no board", solo, loadSolo, "player: {coins: 3}\n"},
		{"solo: a count as text", solo, loadSolo, "player: {coins: '3'}\n" + board},
		{"solo: Yazid's camels", solo, loadSolo, "yazid: {camels: 12}\n" + board},
		{"solo: an unknown card", solo, loadSolo, "resources: [fish, caviar]\n" + board},
		{"solo: a scoring rule", solo, loadSolo, "rules: {thief_vp: 5}\n" + board},
		{"solo: an unknown key", solo, loadSolo, "dice: [1, 2]\n" + board},
		{"solo: the player's Viziers as text", solo, loadSolo, "player: {viziers: '3'}\n" + board},
		{"solo: the player's Elders negative", solo, loadSolo, "player: {elders: -1}\n" + board},
		{"solo: the player's Fakirs as nothing", solo, loadSolo, "player: {fakirs: }\n" + board},
		{"solo: an unknown good held", solo, loadSolo, "player: {merchandise: {sand: 1}}\n" + board},
		{"solo: goods held as a list", solo, loadSolo, "player: {merchandise: [fish]}\n" + board},
		{"solo: a count of goods as text", solo, loadSolo, "player: {merchandise: {fish: '1'}}\n" + board},
		{"solo: Items as a mapping", solo, loadSolo, "expansions: [artisans]\nplayer: {items: {crown: 1}}\n" + board},
		{"solo: Thieves as a word", solo, loadSolo, "expansions: [thieves]\nplayer: {thieves: {Ziad: 1}}\n" + board},
		{"result: a category missing", result, nil, strings.Replace(okResult, `"items": 0`, `"x": 0`, 1) + "}"},
		{"result: a title for a game lost", result, nil, okResult + `, "solo": {"survived": false, "title": "Junior Jafaar", "reason": "assassins"}}`},
		{"result: a game lost without a reason", result, nil, okResult + `, "solo": {"survived": false, "title": "", "reason": ""}}`},
		{"result: an unknown title", result, nil, okResult + `, "solo": {"survived": true, "title": "Great Sultan", "reason": ""}}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.load != nil && tc.load("test.yaml", []byte(tc.doc)) == nil {
				t.Fatalf("naqala reads it:\n%s", tc.doc)
			}
			if err := validate(tc.schema, []byte(tc.doc)); err == nil {
				t.Errorf("the schema takes it:\n%s", tc.doc)
			}
		})
	}
	// The good twins: the same documents, each mistake put right.
	good := []struct {
		schema *jsonschema.Schema
		load   func(string, []byte) error
		doc    string
	}{
		{score, loadScore, "expansions: artisans, whims\nplayers: [{name: a, coins: '3'}, {name: b}, {name: c}, {name: d}, {name: e}]\n"},
		{score, loadScore, "expansions: [artisans]\nplayers: [{name: A, tiles: [{tile: O, tent: 1, tent_red: 9}, {tile: SM, palms: 2, tent: false}]}]\nsolo: {lost: assassins, hard: t}\n"},
		{score, loadScore, "players: [{name: A, tiles: []}, {name: B}]\nrules: {black_six: literal_rows, thief_vp: '5', solo_vizier_bonus: false}\n" + board},
		{solo, loadSolo, "format: naqala/solo/v1\nyazid: {camels: 11}\nresources: [fish, fakir]\nrules: {black_six: literal_rows}\n" + board},
		{solo, loadSolo, "expansions: [artisans, thieves]\nplayer: {viziers: 3, elders: 0, fakirs: 1, artisans: 1, merchandise: {fish: 1}, items: [crown], thieves: [Ziad]}\n" + board},
		{solo, loadSolo, "player: {merchandise: , items: , thieves: }\n" + board},
		{result, nil, okResult + `, "solo": {"survived": false, "title": "", "reason": "payment"}}`},
	}
	for i, g := range good {
		if g.load != nil {
			if err := g.load("good.yaml", []byte(g.doc)); err != nil {
				t.Errorf("good %d: naqala refuses it: %v", i, err)
			}
		}
		if err := validate(g.schema, []byte(g.doc)); err != nil {
			t.Errorf("good %d: the schema refuses it: %v\n%s", i, err, g.doc)
		}
	}
}

// schemaJSON reads a schema file as plain JSON.
func schemaJSON(t *testing.T, name string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(read(t, name), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// at follows keys through nested objects.
func at(t *testing.T, v any, keys ...string) any {
	t.Helper()
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			t.Fatalf("no %q in %v", k, keys)
		}
		v = m[k]
	}
	return v
}

func strs(v any) []string {
	var out []string
	for _, e := range v.([]any) {
		if s, ok := e.(string); ok {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// TestSchemasAgreeWithTheCatalogue: the schemas' lists are the
// catalogue's and the rules': tile codes, goods, rule variants and their
// values, titles, loss reasons.
func TestSchemasAgreeWithTheCatalogue(t *testing.T) {
	score, result, solo := schemaJSON(t, "score.schema.json"), schemaJSON(t, "result.schema.json"), schemaJSON(t, "solo.schema.json")

	// Tile codes, goods and resource cards: TestSchemaPatterns, from
	// the catalogue.

	// Rule variants: every key of the rules, each value the schema names
	// accepted by its Set, each default taken by the schema.
	checkRules := func(where string, props map[string]any, scoringKeys bool) {
		want := sultan.DefaultRules().Keys()
		if scoringKeys {
			want = append(want, scoring.DefaultRules().Keys()...)
		}
		slices.Sort(want)
		var got []string
		for k := range props {
			got = append(got, k)
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: rule keys %v, want %v", where, got, want)
		}
		for k, p := range props {
			enum, ok := p.(map[string]any)["enum"].([]any)
			if !ok {
				continue // a pattern: TestSchemaPatterns
			}
			for _, v := range enum {
				sr, yr := scoring.DefaultRules(), sultan.DefaultRules()
				val := fmt.Sprint(v)
				k1, e1 := sr.Set(k, val)
				k2, e2 := yr.Set(k, val)
				if (!k1 && !k2) || e1 != nil || e2 != nil {
					t.Errorf("%s: rules.%s: %q in the schema, refused by the rules (%v %v)", where, k, val, e1, e2)
				}
			}
		}
	}
	checkRules("score", at(t, score, "$defs", "rules", "properties").(map[string]any), true)
	checkRules("solo", at(t, solo, "properties", "rules", "anyOf").([]any)[1].(map[string]any)["properties"].(map[string]any), false)
	s := compile(t, "score.schema.json")
	defaults := map[string]string{}
	for k, v := range scoring.DefaultRules().Settings() {
		defaults[k] = v
	}
	for k, v := range sultan.DefaultRules().Settings() {
		defaults[k] = v
	}
	doc, _ := yaml.Marshal(map[string]any{"players": []map[string]string{{"name": "A"}, {"name": "B"}}, "rules": defaults})
	if err := validate(s, doc); err != nil {
		t.Errorf("the default rules: %v", err)
	}

	titles := []string{"", scoring.TitleFor(0), scoring.TitleFor(200), scoring.TitleFor(240), scoring.TitleFor(300)}
	slices.Sort(titles)
	if got := strs(at(t, result, "$defs", "solo", "properties", "title", "enum")); !slices.Equal(got, titles) {
		t.Errorf("titles: got %v, want %v", got, titles)
	}
	var reasons []string
	for l := game.NotLost; l <= game.LostViziers; l++ {
		reasons = append(reasons, l.String())
	}
	slices.Sort(reasons)
	if got := strs(at(t, result, "$defs", "solo", "properties", "reason", "enum")); !slices.Equal(got, reasons) {
		t.Errorf("loss reasons: got %v, want %v", got, reasons)
	}
}
