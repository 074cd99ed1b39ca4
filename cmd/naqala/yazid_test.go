package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/golden"
	"github.com/naqala/naqala/sultan"
)

// runYazid runs naqala in-process with an empty configuration.
func runYazid(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, testSystem(t).streams(&out, &errb))
	return out.String(), errb.String(), code
}

func yazidGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "yazid", "golden", name), got)
}

func TestYazidGolden(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		code int
	}{
		{"resolve-double.json", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "4,6", "--json"}, 0},
		{"resolve-double.txt", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "4,6"}, 0},
		{"resolve-single.txt", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "6,4"}, 0},
		{"needs-choice.json", []string{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "3,6", "--json"}, 3},
		{"needs-choice.txt", []string{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "3,6"}, 3},
		{"chosen.txt", []string{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "3,6", "--choose", "2,2", "--choose", "6,1"}, 0},
		{"chosen.json", []string{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "3,6", "--choose", "2,2", "--choose", "6,1", "--json"}, 0},
		{"lost.txt", []string{"yazid", "resolve", "testdata/yazid/lost.yaml", "--dice", "1,6"}, 0},
		{"lost.json", []string{"yazid", "resolve", "testdata/yazid/lost.yaml", "--dice", "1,6", "--json"}, 0},
		{"odds.json", []string{"yazid", "odds", "testdata/yazid/start.yaml", "--json"}, 0},
		{"odds.txt", []string{"yazid", "odds", "testdata/yazid/start.yaml"}, 0},
		{"midgame-literal.txt", []string{"yazid", "resolve", "testdata/yazid/midgame.yaml", "--dice", "1,6"}, 0},
		{"midgame-literal.json", []string{"yazid", "resolve", "testdata/yazid/midgame.yaml", "--dice", "1,6", "--json"}, 0},
		{"midgame-odds.txt", []string{"yazid", "odds", "testdata/yazid/midgame.yaml"}, 0},
		{"midgame-redirect.txt", []string{"yazid", "resolve", "testdata/yazid/midgame.yaml", "--dice", "5,5", "--choose", "5,2"}, 0},
		{"roll.txt", []string{"yazid", "roll", "--seed", "7"}, 0},
		{"roll.json", []string{"yazid", "roll", "--seed", "7", "--json"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runYazid(t, tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr %s", code, tc.code, errOut)
			}
			yazidGolden(t, tc.name, out)
		})
	}
}

func TestYazidResolveJSON(t *testing.T) {
	t.Parallel()
	out, _, code := runYazid(t, "yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "4,6", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var v struct {
		Dice    sultan.Roll `json:"dice"`
		Targets []struct {
			Col, Row int
			How      string
		}
		Captures []map[string]any `json:"captures"`
		Djinn    *string          `json:"djinn_bought"`
		Lost     *string          `json:"lost"`
		GameEnd  *bool            `json:"game_end"`
		State    map[string]any   `json:"state"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	if v.Dice != (sultan.Roll{White: 4, Black: 6}) || len(v.Targets) != 2 || v.Targets[0].How != "top" || v.Targets[1].How != "bottom" {
		t.Errorf("got dice %v targets %+v", v.Dice, v.Targets)
	}
	keys := []string{"col", "row", "meeples", "council", "elders", "assassins", "artisans", "merchants", "builders",
		"cards_taken", "fakirs_kept", "coins_due", "camel_placed", "income"}
	for _, c := range v.Captures {
		if len(c) != len(keys) {
			t.Errorf("capture keys: got %v, want %v", c, keys)
		}
		for _, k := range keys {
			if _, ok := c[k]; !ok {
				t.Errorf("capture: no key %q", k)
			}
		}
	}
	if v.Djinn == nil || *v.Djinn != "Enki" || v.Lost == nil || *v.Lost != "" || v.GameEnd == nil || v.State["board"] == nil {
		t.Errorf("got %s", out)
	}
	// The state in the output is a solo state that loads again.
	state, _ := json.Marshal(v.State)
	path := filepath.Join(t.TempDir(), "after.json")
	if err := os.WriteFile(path, state, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runYazid(t, "yazid", "odds", path); code != 0 {
		t.Errorf("the state written does not load: %s", errOut)
	}
}

func TestYazidFakirsNullWithoutRow(t *testing.T) {
	t.Parallel()
	out, _, code := runYazid(t, "yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "1,5", "--json")
	if code != 0 || !strings.Contains(out, `"fakirs_kept": null`) || !strings.Contains(out, `"djinn_bought": null`) {
		t.Errorf("exit %d, got %s", code, out)
	}
}

func TestYazidBadInput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"no dice", []string{"yazid", "resolve", "testdata/yazid/start.yaml"}, []string{"--dice W,B is required"}},
		{"dice 7", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "7,1"}, []string{"white die 7: want 1 to 6"}},
		{"dice 0", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "1,0"}, []string{"black die 0: want 1 to 6"}},
		{"dice words", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "four"}, []string{`--dice "four": want two numbers`}},
		{"a choice not a candidate", []string{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "3,6", "--choose", "3,3"},
			[]string{"--choose 3,3: not a candidate for choice 1 (any-tile); the candidates are 6,1 2,2 1,5"}},
		{"a choice not asked for", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "4,2", "--choose", "1,1"},
			[]string{"--choose 1,1: the turn asked for 0 choices, 1 given"}},
		{"a bad choice", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "4,2", "--choose", "x"}, []string{`--choose "x": want two numbers such as 2,3 (column,row)`}},
		{"no such file", []string{"yazid", "odds", "testdata/yazid/none.yaml"}, []string{"none.yaml"}},
		{"bad state", []string{"yazid", "resolve", "testdata/yazid/bad.yaml", "--dice", "1,1"}, []string{
			"bad.yaml:7: yazid.camels: 11 beside the board and 1 on it make 12, Yazid has 11",
			"bad.yaml:7: yazid.council: -1 must not be negative",
			`bad.yaml:8: player.djinns[0]: unknown Djinn "Nekr" (did you mean Nekir?)`,
			`bad.yaml:9: resources[1]: unknown resource card "caviar"`}},
		{"bad state for odds", []string{"yazid", "odds", "testdata/yazid/bad.yaml"}, []string{"yazid.council"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runYazid(t, tc.args...)
			if code != 2 {
				t.Fatalf("exit %d, want 2; stdout %s stderr %s", code, out, errOut)
			}
			for _, w := range tc.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr %q\nwant it to contain %q", errOut, w)
				}
			}
		})
	}
}

func TestYazidRulesFromConfigAndState(t *testing.T) {
	t.Parallel()
	// The configuration says lower first; the state file says nothing.
	sys := testSystem(t, "NAQALA_RULES_STRIKE_ORDER", "lower_first")
	code, out, errOut := runOn(sys, "yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "4,6", "--json")
	if code != 0 {
		t.Fatal(errOut)
	}
	var v struct{ Targets []struct{ Row int } }
	_ = json.Unmarshal([]byte(out), &v)
	if len(v.Targets) != 2 || v.Targets[0].Row != 1 {
		t.Errorf("config lower_first: got %+v, want row 1 first", v.Targets)
	}
	// The state's rules win over the configuration.
	data, _ := os.ReadFile("testdata/yazid/start.yaml")
	path := filepath.Join(t.TempDir(), "s.yaml")
	_ = os.WriteFile(path, []byte(strings.Replace(string(data), "rules: {}", "rules: {strike_order: upper_first}", 1)), 0o644)
	out, errOut, code = runYazid(t, "yazid", "resolve", path, "--dice", "4,6", "--json")
	if code != 0 {
		t.Fatal(errOut)
	}
	_ = json.Unmarshal([]byte(out), &v)
	if len(v.Targets) != 2 || v.Targets[0].Row != 5 {
		t.Errorf("state upper_first: got %+v, want row 5 first", v.Targets)
	}
}

func TestYazidWritesNothing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data, _ := os.ReadFile("testdata/yazid/start.yaml")
	path := filepath.Join(dir, "s.yaml")
	_ = os.WriteFile(path, data, 0o644)
	for _, args := range [][]string{
		{"yazid", "resolve", path, "--dice", "4,6"},
		{"yazid", "resolve", path, "--dice", "4,6", "--json"},
		{"yazid", "odds", path},
		{"yazid", "roll"},
	} {
		if _, errOut, code := runYazid(t, args...); code != 0 {
			t.Fatalf("%v: %s", args, errOut)
		}
	}
	after, _ := os.ReadFile(path)
	entries, _ := os.ReadDir(dir)
	if string(after) != string(data) || len(entries) != 1 {
		t.Errorf("the commands changed the directory: %d entries", len(entries))
	}
}

func TestYazidOddsSum(t *testing.T) {
	t.Parallel()
	out, _, code := runYazid(t, "yazid", "odds", "testdata/yazid/start.yaml", "--json")
	if code != 0 {
		t.Fatal(out)
	}
	var o struct {
		Tiles []struct {
			Col     int     `json:"col"`
			Row     int     `json:"row"`
			PForced float64 `json:"p_forced"`
			PChoice float64 `json:"p_choice"`
		}
		PDouble float64 `json:"p_double"`
	}
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatal(err)
	}
	if len(o.Tiles) != 30 || o.PDouble != 0.1667 {
		t.Errorf("got %d tiles, p_double %v", len(o.Tiles), o.PDouble)
	}
	// 28 of the 30 tiles hold meeples: 28 rolls of black 1-5 name a tile
	// (2 are redirects), and each of the 6 black 6s names two.
	sum := 0.0
	for _, tl := range o.Tiles {
		sum += tl.PForced
	}
	if want := float64(28+12) / 36; sum < want-0.001 || sum > want+0.001 {
		t.Errorf("p_forced sums to %.4f, want %.4f", sum, want)
	}
}

func TestYazidRollSeed(t *testing.T) {
	t.Parallel()
	a, _, _ := runYazid(t, "yazid", "roll", "--seed", "42", "--json")
	b, _, _ := runYazid(t, "yazid", "roll", "--seed", "42", "--json")
	r, _ := sultan.NewSeededDice(42).Roll()
	var v struct{ Dice sultan.Roll }
	_ = json.Unmarshal([]byte(a), &v)
	if a != b || v.Dice != r {
		t.Errorf("got %s and %s, want the dice %v twice", a, b, r)
	}
}

// TestYazidRollJSONTyped: the strikes are typed fields; a black 6 has two
// strikes without a row, a plain roll one with the black die's row.
func TestYazidRollJSONTyped(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		roll  sultan.Roll
		rules sultan.Rules
		want  string
	}{
		{"plain roll", sultan.Roll{White: 4, Black: 2}, sultan.Rules{}, `"strikes":[{"col":4,"row":2,"how":"rolled"}],"outbid_cost":6`},
		{"black 6", sultan.Roll{White: 3, Black: 6}, sultan.Rules{}, `"strikes":[{"col":3,"how":"top"},{"col":3,"how":"bottom"}],"outbid_cost":9`},
		{"black 6, literal rows", sultan.Roll{White: 3, Black: 6}, sultan.Rules{BlackSix: sultan.LiteralRows}, `"strikes":[{"col":3,"how":"top_row"},{"col":3,"how":"bottom_row"}]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(rollJSON(tt.roll, tt.rules))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), tt.want) {
				t.Errorf("got %s, want it to hold %s", b, tt.want)
			}
		})
	}
}

func TestYazidStdin(t *testing.T) {
	t.Parallel()
	data, _ := os.ReadFile("testdata/yazid/start.yaml")
	var out, errb bytes.Buffer
	root := newRootCmd(testSystem(t).streams(&out, &errb), &out)
	root.SetIn(bytes.NewReader(data))
	root.SetArgs([]string{"yazid", "odds", "-", "--json"})
	if err := root.Execute(); err != nil || !strings.Contains(out.String(), `"p_double": 0.1667`) {
		t.Errorf("got %v, %s", err, out.String())
	}
	out.Reset()
	root = newRootCmd(testSystem(t).streams(&out, &errb), &out)
	root.SetIn(strings.NewReader("board: ["))
	root.SetArgs([]string{"yazid", "odds", "-"})
	if err := root.Execute(); err == nil || !strings.Contains(err.Error(), "standard input:1: not valid YAML") {
		t.Errorf("got %v", err)
	}
}

func TestYazidUsageErrors(t *testing.T) {
	t.Parallel()
	// Each problem is one line that names the flag, argument or command it
	// is about, and the exit status is 2 (invalid input), never 1.
	tests := []struct {
		name      string
		args      []string
		everyLine string // every stderr line contains this
		want      string
	}{
		{"both dice out of range", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "7,0"}, "--dice 7,0", "black die 0"},
		{"a choice not a candidate names the flag", []string{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "3,6", "--choose", "3,3"},
			"--choose 3,3", "not a candidate"},
		{"the only candidate answered with another tile", []string{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "2,1", "--choose", "1,5"},
			"--choose 1,5", "not a candidate for choice 1 (same-column); the candidates are 2,2"},
		{"the second choice not a candidate", []string{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "3,6", "--choose", "2,2", "--choose", "2,2"},
			"--choose 2,2", "choice 2"},
		{"a choice not asked for", []string{"yazid", "resolve", "testdata/yazid/start.yaml", "--dice", "4,2", "--choose", "1,1"},
			"--choose", "the turn asked for 0"},
		{"no state file", []string{"yazid", "resolve", "--dice", "1,1"}, "yazid resolve", "want one STATE file"},
		{"two state files", []string{"yazid", "odds", "a.yaml", "b.yaml"}, "yazid odds", "got 2"},
		{"roll takes no file", []string{"yazid", "roll", "a.yaml"}, "yazid roll", "no arguments"},
		{"unknown flag", []string{"yazid", "odds", "testdata/yazid/start.yaml", "--bogus"}, "yazid odds", "unknown flag: --bogus"},
		{"unknown subcommand", []string{"yazid", "rol"}, "yazid", `unknown command "rol"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runYazid(t, tc.args...)
			if code != 2 {
				t.Fatalf("exit %d, want 2; stdout %s stderr %s", code, out, errOut)
			}
			if !strings.Contains(errOut, tc.want) {
				t.Errorf("stderr %q\nwant it to contain %q", errOut, tc.want)
			}
			for _, line := range strings.Split(strings.TrimSpace(errOut), "\n") {
				if !strings.Contains(line, tc.everyLine) {
					t.Errorf("stderr line %q does not name %q", line, tc.everyLine)
				}
			}
		})
	}
	// Twins: the right number of arguments and good answers work.
	for _, args := range [][]string{
		{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "3,6", "--choose", "2,2", "--choose", "6,1"},
		{"yazid", "odds", "testdata/yazid/start.yaml"},
		{"yazid", "roll", "--seed", "1"},
		// Column 2's only tile with meeples, given though not asked for.
		{"yazid", "resolve", "testdata/yazid/choice.yaml", "--dice", "2,1", "--choose", "2,2"},
	} {
		if _, errOut, code := runYazid(t, args...); code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, errOut)
		}
	}
	if out, _, code := runYazid(t, "yazid"); code != 0 || !strings.Contains(out, "naqala yazid roll") {
		t.Errorf("yazid alone: exit %d, want 0 and the help; got %s", code, out)
	}
}

func TestYazidOdds7RowsFromOutside(t *testing.T) {
	t.Parallel()
	// A 7-row board with columns 3-6 empty, counted by hand over the 36
	// rolls: (1,1) named by 1,1 and 1,6, offered by 29 rolls; (2,3) named
	// by 2,3 and 2,6, offered by 28; (1,7) named by 1,6 only, offered by
	// 29; 33 rolls redirect.
	state := `expansions: [artisans, whims]
board: |
  CB[Y] CB CB  CR CR GL
  W     W  W   XM XM CH
  V     S6 O   SM LM S12
  O     SM V   SM S6 O
  SM    LM[W] S15 O SM V
  S10   O  SM  V  LM SM
  LM[G] V  O   S6 SM S6
`
	path := filepath.Join(t.TempDir(), "seven.yaml")
	if err := os.WriteFile(path, []byte(state), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runYazid(t, "yazid", "odds", path, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &top); err != nil {
		t.Fatal(err)
	}
	if len(top) != 3 || top["tiles"] == nil || top["p_double"] == nil || top["p_choice"] == nil {
		t.Fatalf("top-level keys: got %s", out)
	}
	var tiles []map[string]float64
	if err := json.Unmarshal(top["tiles"], &tiles); err != nil {
		t.Fatal(err)
	}
	if len(tiles) != 40 {
		t.Fatalf("got %d tiles, want 40 (42 less the Chasm and the Great Lake)", len(tiles))
	}
	want := map[[2]int][2]float64{
		{1, 1}: {0.0556, 0.8056},
		{2, 3}: {0.0556, 0.7778},
		{1, 7}: {0.0278, 0.8056},
	}
	i := 0
	for r := 1; r <= 7; r++ {
		for c := 1; c <= 6; c++ {
			if (r == 7 && c == 6) || (r == 6 && c == 6) {
				continue // the Great Lake and the Chasm
			}
			tl := tiles[i]
			i++
			if len(tl) != 4 || int(tl["col"]) != c || int(tl["row"]) != r {
				t.Fatalf("tile %d: got %v, want column %d, row %d with 4 keys", i, tl, c, r)
			}
			w := want[[2]int{c, r}]
			if tl["p_forced"] != w[0] || tl["p_choice"] != w[1] {
				t.Errorf("column %d, row %d: got %v, %v; want %v, %v", c, r, tl["p_forced"], tl["p_choice"], w[0], w[1])
			}
		}
	}
	if string(top["p_double"]) != "0.1667" || string(top["p_choice"]) != "0.9167" {
		t.Errorf("got p_double %s, p_choice %s; want 0.1667, 0.9167", top["p_double"], top["p_choice"])
	}
}

// yazidAuditBoard is a legal base board with Yazid's camel at 6,1.
const yazidAuditBoard = `board: |
  V[Y]  S6  O   SM  LM  S12@Y
  O     SM  V   SM  S6  O
  SM    LM  S15 O   SM  V
  S10   O   SM  V   LM  SM
  LM    V   O   S6  SM  S6
`

// TestYazidHugeNumbers: numbers past the int range's end do not wrap past
// the box and camel checks.
func TestYazidHugeNumbers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, state, want string
	}{
		{"camels", "yazid: {camels: 9223372036854775807}\n", "yazid.camels: 9223372036854775807, Yazid has 11"},
		{"council", "yazid: {council: 9223372036854775807, camels: 10}\n", "yazid.council: 9223372036854775807, the box holds 16"},
		{"fakirs", "yazid: {fakirs: 9223372036854775807, camels: 10}\nresources: [fakir]\n", "yazid.fakirs: 9223372036854775807, the deck holds 18"},
		{"coins", "yazid: {camels: 10}\nplayer: {coins: 9223372036854775807, djinns: [Dhenim]}\n", "player.coins: 9223372036854775807, the most this tool accepts is 1000000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "s.yaml")
			if err := os.WriteFile(path, []byte("format: naqala/solo/v1\n"+yazidAuditBoard+tc.state), 0o644); err != nil {
				t.Fatal(err)
			}
			out, errOut, code := runYazid(t, "yazid", "odds", path)
			if code != 2 || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit %d, stderr %q\nwant exit 2 and %q (stdout %s)", code, errOut, tc.want, out)
			}
		})
	}
	// The twin: the board alone is a good state.
	path := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(path, []byte("format: naqala/solo/v1\n"+yazidAuditBoard+"yazid: {camels: 10}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, errOut, code := runYazid(t, "yazid", "odds", path); code != 0 {
		t.Errorf("exit %d: %s%s", code, out, errOut)
	}
}

// TestYazidIncomeAfterPaymentTextMatchesJSON: under after_payment a loss
// by the 7th Assassin withholds no income, in the text as in the JSON.
func TestYazidIncomeAfterPaymentTextMatchesJSON(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "s.yaml")
	state := "format: naqala/solo/v1\n" + strings.Replace(yazidAuditBoard, "V[Y]", "V[R]", 1) +
		"yazid: {assassins: 6, camels: 10}\nplayer: {coins: 5, djinns: [Nekir]}\nrules: {djinn_income_timing: after_payment}\n"
	if err := os.WriteFile(path, []byte(state), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runYazid(t, "yazid", "resolve", path, "--dice", "1,5", "--json")
	if code != 0 || !strings.Contains(out, `"Nekir": 2`) {
		t.Fatalf("json: exit %d, %s%s", code, out, errOut)
	}
	out, errOut, code = runYazid(t, "yazid", "resolve", path, "--dice", "1,5")
	if code != 0 || !strings.Contains(out, "Your Nekir pays you 2 coins: you have 7.") || !strings.Contains(out, "You lose: Yazid has 7 Assassins.") {
		t.Errorf("text: exit %d, %s%s", code, out, errOut)
	}
}

// TestYazidOddsWords: the odds text calls the redirect share what it is
// (a redirect with one candidate is taken without asking) and says "1 coin".
func TestYazidOddsWords(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "s.yaml")
	state := "format: naqala/solo/v1\n" + strings.Replace(strings.Replace(yazidAuditBoard, "V[Y]", "V", 1), "SM  S6\n", "SM  S6[B]\n", 1) +
		"yazid: {camels: 10}\nplayer: {coins: 1}\n"
	if err := os.WriteFile(path, []byte(state), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runYazid(t, "yazid", "odds", path)
	words := strings.Join(strings.Fields(out), " ") // the sentences wrap at 78 columns
	for _, w := range []string{"A roll that leads to a redirect: 94%.", "The largest payment the next roll can bring: 1 coin (1 if your choices go badly); you have 1."} {
		if code != 0 || !strings.Contains(words, w) {
			t.Errorf("exit %d, got %s%s\nwant %q", code, out, errOut, w)
		}
	}
	if strings.Contains(out, "needs your choice") || strings.Contains(out, "1 coins") {
		t.Errorf("got %s", out)
	}
}
