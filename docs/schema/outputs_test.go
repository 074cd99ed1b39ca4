package schema_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// outputs are the schemas of the commands' --json outputs, each with the
// golden outputs the command's tests check (cmd/naqala/testdata): real
// outputs of the command.
var outputs = []struct {
	schema  string
	goldens []string
}{
	{"moves.schema.json", []string{"cmd/naqala/testdata/moves/golden/*.json"}},
	{"advise.schema.json", []string{"cmd/naqala/testdata/advise/golden/*.json"}},
	{"yazid-roll.schema.json", []string{"cmd/naqala/testdata/yazid/golden/roll.json"}},
	{"yazid-resolve.schema.json", []string{"cmd/naqala/testdata/yazid/golden/chosen.json", "cmd/naqala/testdata/yazid/golden/lost.json",
		"cmd/naqala/testdata/yazid/golden/resolve-double.json", "cmd/naqala/testdata/yazid/golden/midgame-literal.json",
		"cmd/naqala/testdata/yazid/golden/needs-choice.json"}},
	{"yazid-odds.schema.json", []string{"cmd/naqala/testdata/yazid/golden/odds.json"}},
	{"selfplay.schema.json", []string{"cmd/naqala/testdata/selfplay/golden/*.json"}},
	{"history.schema.json", []string{"cmd/naqala/testdata/history/golden/*.json"}},
	{"config.schema.json", []string{"cmd/naqala/testdata/config/golden/*.json"}},
	{"version.schema.json", []string{"cmd/naqala/testdata/version/golden/*.json"}},
	{"deal.schema.json", []string{"cmd/naqala/testdata/deal/golden/*.json"}},
	{"rules.schema.json", []string{"cmd/naqala/testdata/rules/golden/*.json", "cmd/naqala/testdata/rules/madjaar.json"}},
}

// measured puts a number back where a golden file hides a measurement
// that changes from run to run ("games_per_second": N).
var measured = regexp.MustCompile(`(": )N\b`)

func goldenOutput(t *testing.T, path string) any {
	t.Helper()
	data := measured.ReplaceAll(read(t, path), []byte("${1}85.5"))
	v, err := instance(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

// TestOutputSchemas: every golden output of a command validates against
// its schema.
func TestOutputSchemas(t *testing.T) {
	for _, o := range outputs {
		s := compile(t, o.schema)
		for _, path := range files(t, o.goldens...) {
			t.Run(o.schema+"/"+filepath.Base(path), func(t *testing.T) {
				if err := s.Validate(goldenOutput(t, path)); err != nil {
					t.Errorf("%s: %v", path, err)
				}
			})
		}
	}
}

// TestOutputSchemasRefuse is the negative twin: each schema refuses its
// golden output spoilt in a way a script reading it would trip on.
func TestOutputSchemasRefuse(t *testing.T) {
	tests := []struct {
		schema, golden, why string
		spoil               func(v map[string]any)
	}{
		{"moves.schema.json", "moves/golden/setup.json", "count as a string", func(v map[string]any) { v["count"] = "1112" }},
		{"moves.schema.json", "moves/golden/setup.json", "a tribe that is none", func(v map[string]any) {
			v["outcomes"].([]any)[0].(map[string]any)["tribe"] = "X"
		}},
		{"advise.schema.json", "advise/golden/setup.json", "no yazid", func(v map[string]any) {
			delete(v["advice"].([]any)[0].(map[string]any), "yazid")
		}},
		{"advise.schema.json", "advise/golden/setup.json", "a probability over 1", func(v map[string]any) {
			v["advice"].([]any)[0].(map[string]any)["yazid"].(map[string]any)["p_loss"] = 1.5
		}},
		{"yazid-roll.schema.json", "yazid/golden/roll.json", "a die of 7", func(v map[string]any) { v["dice"].(map[string]any)["white"] = 7 }},
		{"yazid-resolve.schema.json", "yazid/golden/chosen.json", "a loss that is none", func(v map[string]any) { v["lost"] = "boredom" }},
		{"yazid-resolve.schema.json", "yazid/golden/needs-choice.json", "one candidate", func(v map[string]any) {
			nc := v["needs_choice"].(map[string]any)
			nc["candidates"] = nc["candidates"].([]any)[:1]
		}},
		{"yazid-odds.schema.json", "yazid/golden/odds.json", "no p_double", func(v map[string]any) { delete(v, "p_double") }},
		{"selfplay.schema.json", "selfplay/golden/random-20.json", "a title that is none", func(v map[string]any) {
			v["titles"].(map[string]any)["Mighty Mo"] = 1
		}},
		{"selfplay.schema.json", "selfplay/golden/random-20.json", "a policy that is none", func(v map[string]any) { v["policy"] = "oracle" }},
		{"history.schema.json", "history/golden/record.json", "no solo record", func(v map[string]any) { delete(v, "solo_record") }},
		{"history.schema.json", "history/golden/record.json", "a baseline without its date", func(v map[string]any) {
			delete(v["solo_record"].([]any)[0].(map[string]any)["baseline"].(map[string]any), "date")
		}},
		{"history.schema.json", "history/golden/record.json", "a survival rate over 1", func(v map[string]any) {
			v["solo_record"].([]any)[0].(map[string]any)["survival_rate"] = 1.5
		}},
		{"history.schema.json", "history/golden/record.json", "a loss reason that is none", func(v map[string]any) {
			v["stats"].(map[string]any)["losses"].([]any)[0].(map[string]any)["reason"] = "boredom"
		}},
		{"history.schema.json", "history/golden/record.json", "a game's total as a string", func(v map[string]any) {
			v["games"].([]any)[0].(map[string]any)["players"].([]any)[0].(map[string]any)["total"] = "195"
		}},
		{"config.schema.json", "config/golden/default.json", "a language that is none", func(v map[string]any) { v["language"] = "fr" }},
		{"config.schema.json", "config/golden/default.json", "a rule missing", func(v map[string]any) { delete(v["rules"].(map[string]any), "black_six") }},
		{"config.schema.json", "config/golden/default.json", "an advice weight that is none", func(v map[string]any) { v["advice"].(map[string]any)["luck"] = "1" }},
		{"version.schema.json", "version/golden/release.json", "modified as a string", func(v map[string]any) { v["modified"] = "no" }},
		{"version.schema.json", "version/golden/release.json", "a date that is none", func(v map[string]any) { v["date"] = "yesterday" }},
		{"version.schema.json", "version/golden/release.json", "no platform", func(v map[string]any) { delete(v, "platform") }},
		{"deal.schema.json", "deal/golden/artisans-1.json", "an expansion that is none", func(v map[string]any) { v["expansions"] = []any{"dragons"} }},
		{"deal.schema.json", "deal/golden/artisans-1.json", "no Mountains with Artisans", func(v map[string]any) { delete(v, "mountains") }},
		{"deal.schema.json", "deal/golden/base-1.json", "solo without Yazid's Camels", func(v map[string]any) {
			delete(v["pieces"].(map[string]any), "yazid_camels")
		}},
		{"deal.schema.json", "deal/golden/base-1.json", "a meeple that is none", func(v map[string]any) {
			v["board"] = strings.Replace(v["board"].(string), "[WWR]", "[WWX]", 1)
		}},
		{"rules.schema.json", "rules/golden/enki.json", "a kind that is none", func(v map[string]any) { v["kind"] = "dragon" }},
		{"rules.schema.json", "rules/golden/enki.json", "vp as a string", func(v map[string]any) { v["vp"] = "8" }},
		{"rules.schema.json", "rules/golden/enki.json", "a printed VP that is null", func(v map[string]any) { v["vp"] = nil }},
		{"rules.schema.json", "rules/golden/enki.json", "a payment that is none", func(v map[string]any) {
			v["cost"].(map[string]any)["ways"] = []any{"camel"}
		}},
		{"rules.schema.json", "rules/golden/enki.json", "no solo tag", func(v map[string]any) { delete(v, "solo") }},
	}
	for _, tc := range tests {
		t.Run(tc.schema+"/"+tc.why, func(t *testing.T) {
			s := compile(t, tc.schema)
			v := goldenOutput(t, filepath.Join(root, "cmd/naqala/testdata", tc.golden))
			// A deep copy through JSON, so that spoiling it is plain Go.
			b, _ := json.Marshal(v)
			var m map[string]any
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			if err := s.Validate(m); err != nil {
				t.Fatalf("unspoilt: %v", err)
			}
			tc.spoil(m)
			b, _ = json.Marshal(m)
			spoilt, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Validate(spoilt); err == nil {
				t.Errorf("%s: the schema takes it", tc.why)
			}
		})
	}
}
