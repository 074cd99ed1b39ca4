package schema_test

import (
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestOneTruth: the edge inputs where a schema and a loader could part,
// each run through naqala's loader and through the schema, which must
// agree, and say what the format says (docs/formats.md, "One truth"):
// a whole number is a whole number however it is written (2.0, 1e2), as
// JSON Schema's "integer" reads it; a name is read in any case with
// spaces around it, as naqala always read it; a flag is what
// strconv.ParseBool reads.
func TestOneTruth(t *testing.T) {
	score, solo := compile(t, "score.schema.json"), compile(t, "solo.schema.json")
	const board = "board: |\n  V[YW] S6[B] O[G] SM[R] LM[Y] S12[W]\n  O[W] SM[G] V[B] SM[R] S6[Y] O[W]\n  SM[G] LM[B] S15[R] O[Y] SM[W] V[G]\n  S10[B] O[R] SM[Y] V[W] LM[G] SM[B]\n  LM[R] V[Y] O[W] S6[G] SM[B] S6[R]\n"
	jsonBoard := `"board": "V[YW] S6[B] O[G] SM[R] LM[Y] S12[W]\nO[W] SM[G] V[B] SM[R] S6[Y] O[W]\nSM[G] LM[B] S15[R] O[Y] SM[W] V[G]\nS10[B] O[R] SM[Y] V[W] LM[G] SM[B]\nLM[R] V[Y] O[W] S6[G] SM[B] S6[R]"`
	type tcase struct {
		name string
		doc  string
		ok   bool
	}
	soloCases := []tcase{
		// Numbers.
		{"coins 2", "player: {coins: 2}\n", true},
		{"coins 2.0", "player: {coins: 2.0}\n", true},
		{"coins 1e2", "player: {coins: 1e2}\n", true},
		{"coins 1E2", "player: {coins: 1E2}\n", true},
		{"coins 0x10", "player: {coins: 0x10}\n", true},
		{"coins -0.0", "player: {coins: -0.0}\n", true},
		{"coins 2.5", "player: {coins: 2.5}\n", false},
		{"coins -1", "player: {coins: -1}\n", false},
		{"coins -1.0", "player: {coins: -1.0}\n", false},
		{"coins 1e6", "player: {coins: 1e6}\n", true},
		{"coins 1000001", "player: {coins: 1000001}\n", false},
		{"coins 1e300", "player: {coins: 1e300}\n", false},
		{"coins as text", "player: {coins: '2'}\n", false},
		{"council 2.0", "yazid: {council: 2.0}\n", true},
		{"council 1e300", "yazid: {council: 1e300}\n", false},
		{"camels 11.0", "yazid: {camels: 11.0}\n", true},
		{"camels 12.0", "yazid: {camels: 12.0}\n", false},
		{"fish 1.0", "player: {merchandise: {fish: 1.0}}\n", true},
		{"fish 1.5", "player: {merchandise: {fish: 1.5}}\n", false},
		// Names.
		{"resources in capitals", "resources: [Fish, FAKIR, ' silk ', Slave]\n", true},
		{"a resource misspelt", "resources: [fishes]\n", false},
		{"goods held in capitals", "player: {merchandise: {Fish: 1, SILK: 1}}\n", true},
		{"a good misspelt", "player: {merchandise: {fishy: 1}}\n", false},
		{"expansions in capitals", "expansions: [Artisans, ' WHIMS ']\n", true},
		{"expansions in one text", "expansions: 'Artisans, Thieves, BASE'\n", true},
		{"an expansion misspelt", "expansions: [Artisan]\n", false},
		{"a rule value in capitals", "rules: {black_six: Literal_Rows}\n", true},
		{"a rule value misspelt", "rules: {black_six: literal-rows}\n", false},
		// Booleans.
		{"builders_fakirs TRUE", "rules: {builders_fakirs: TRUE}\n", true},
		{"builders_fakirs True", "rules: {builders_fakirs: True}\n", true},
		{"builders_fakirs 'TRUE'", "rules: {builders_fakirs: 'TRUE'}\n", true},
		{"builders_fakirs yes", "rules: {builders_fakirs: yes}\n", false},
		{"builders_fakirs 1", "rules: {builders_fakirs: 1}\n", false},
	}
	jsonSolo := []tcase{
		{"JSON coins 2.0", `{"player": {"coins": 2.0}, ` + jsonBoard + `}`, true},
		{"JSON coins 1e2", `{"player": {"coins": 1e2}, ` + jsonBoard + `}`, true},
		{"JSON coins 2.5", `{"player": {"coins": 2.5}, ` + jsonBoard + `}`, false},
		{"JSON builders_fakirs \"TRUE\"", `{"rules": {"builders_fakirs": "TRUE"}, ` + jsonBoard + `}`, true},
		{"JSON builders_fakirs \"yes\"", `{"rules": {"builders_fakirs": "yes"}, ` + jsonBoard + `}`, false},
		{"JSON Fish", `{"resources": ["Fish"], ` + jsonBoard + `}`, true},
	}
	const two = "players: [{name: A, PLAYER}, {name: B}]\n"
	p := func(fields string) string { return strings.Replace(two, "PLAYER", fields, 1) }
	scoreCases := []tcase{
		// Numbers.
		{"coins 2.0", p("coins: 2.0"), true},
		{"coins 1e2", p("coins: 1e2"), true},
		{"coins 0x10", p("coins: 0x10"), true},
		{"coins 2.5", p("coins: 2.5"), false},
		{"coins 1e6", p("coins: 1e6"), true},
		{"coins 1000001", p("coins: 1000001"), false},
		{"coins '+3'", p("coins: '+3'"), true},
		{"coins ' 3 '", p("coins: ' 3 '"), true},
		{"coins '-0'", p("coins: '-0'"), true},
		{"coins '-1'", p("coins: '-1'"), false},
		{"coins '2.0'", p("coins: '2.0'"), false},
		{"coins '1000000'", p("coins: '1000000'"), true},
		{"coins '1000001'", p("coins: '1000001'"), false},
		{"a Djinn's VP 5.0", p("djinns: [{name: Jafaar, vp: 6.0}]"), true},
		{"solo council 2.0", "players: [{name: A}]\nsolo: {council: 2.0, hard: 1.0}\n", true},
		{"thief_vp 2.0", "players: [{name: A}, {name: B}]\nrules: {thief_vp: 2.0}\n", true},
		{"thief_vp 1e2", "players: [{name: A}, {name: B}]\nrules: {thief_vp: 1e2}\n", true},
		{"thief_vp 101", "players: [{name: A}, {name: B}]\nrules: {thief_vp: 101}\n", false},
		{"thief_vp '100'", "players: [{name: A}, {name: B}]\nrules: {thief_vp: '100'}\n", true},
		{"thief_vp '101'", "players: [{name: A}, {name: B}]\nrules: {thief_vp: '101'}\n", false},
		{"thief_vp ' 5'", "players: [{name: A}, {name: B}]\nrules: {thief_vp: ' 5'}\n", false},
		{"thief_vp 2.5", "players: [{name: A}, {name: B}]\nrules: {thief_vp: 2.5}\n", false},
		// Names.
		{"tile codes in small letters", p("tiles: [{tile: o}, {tile: ' sm '}, {tile: s6}]"), true},
		{"an unknown tile", p("tiles: [{tile: q}]"), false},
		{"goods in capitals", p("merchandise: {Fish: 2, IVORY: 1}"), true},
		{"a good misspelt", p("merchandise: {Fishes: 2}"), false},
		{"five players, Whims in capitals", "expansions: 'Thieves, WHIMS'\nplayers: [{name: a}, {name: b}, {name: c}, {name: d}, {name: e}]\n", true},
		{"five players, Thieves only", "expansions: [Thieves]\nplayers: [{name: a}, {name: b}, {name: c}, {name: d}, {name: e}]\n", false},
		{"a solo rule value in capitals", "players: [{name: A}, {name: B}]\nrules: {black_six: LITERAL_ROWS}\n", true},
		{"a scoring rule value in capitals", "players: [{name: A}, {name: B}]\nrules: {lake_adjacency: Orthogonal}\n", false},
		{"a name that is a number", "players: [{name: 123}, {name: true}]\n", true},
		// Booleans.
		{"lake 1.0", "expansions: [whims]\n" + p("tiles: [{tile: O, lake: 1.0}]"), true},
		{"lake 2", "expansions: [whims]\n" + p("tiles: [{tile: O, lake: 2}]"), false},
		{"lake TRUE", "expansions: [whims]\n" + p("tiles: [{tile: O, lake: TRUE}]"), true},
		{"builders_fakirs 'TRUE'", "players: [{name: A}, {name: B}]\nrules: {builders_fakirs: 'TRUE'}\n", true},
		{"solo_vizier_bonus 1.0", "players: [{name: A}, {name: B}]\nrules: {solo_vizier_bonus: 1.0}\n", true},
		{"solo_vizier_bonus yes", "players: [{name: A}, {name: B}]\nrules: {solo_vizier_bonus: yes}\n", false},
	}
	run := func(kind string, s *jsonschema.Schema, load func(string, []byte) error, cases []tcase, suffix string) {
		for _, tc := range cases {
			t.Run(kind+": "+tc.name, func(t *testing.T) {
				doc := tc.doc + suffix
				lerr, serr := load("edge.yaml", []byte(doc)), validate(s, []byte(doc))
				if (lerr == nil) != tc.ok {
					t.Errorf("naqala: got %v, want accepted %v\n%s", lerr, tc.ok, doc)
				}
				if (serr == nil) != tc.ok {
					t.Errorf("the schema: got %v, want accepted %v\n%s", serr, tc.ok, doc)
				}
			})
		}
	}
	run("solo", solo, loadSolo, soloCases, board)
	run("solo", solo, loadSolo, jsonSolo, "")
	run("score", score, loadScore, scoreCases, "")
}
