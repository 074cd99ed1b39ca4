package solofile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/golden"
	"github.com/naqala/naqala/sultan"
)

func TestLoadGood(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.yaml")
	json, _ := filepath.Glob("testdata/*.json")
	for _, path := range append(files, json...) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f, st, _, err := Load(data, path, sultan.DefaultRules())
			if err != nil {
				t.Fatal(err)
			}
			// Written and read back, the file gives the same state.
			out, err := FromState(st, f.Rules).YAML()
			if err != nil {
				t.Fatal(err)
			}
			_, st2, _, err := Load(out, "written", sultan.DefaultRules())
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if !st.Equal(st2) {
				t.Errorf("round trip: got\n%s\nwant the state of %s", out, path)
			}
			goldenPath := filepath.Join("testdata", "golden", strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))+".out.yaml")
			golden.Check(t, goldenPath, out)
		})
	}
}

// The twin of the second document: a --- with nothing after it, or a
// document end, is no second document.
func TestLoadTrailingDocumentMarker(t *testing.T) {
	for _, end := range []string{"---\n", "...\n", "---\n# nothing\n"} {
		if _, _, _, err := Load([]byte("board: |\n"+board5+"\n"+end), "s.yaml", sultan.DefaultRules()); err != nil {
			t.Errorf("ending %q: got %v", end, err)
		}
	}
}

func TestLoadDefaults(t *testing.T) {
	f, st, rules, err := Load([]byte("board: |\n"+board5+"\n"), "s.yaml", sultan.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if st.Player.Coins != 25 || st.Player.Camels != 9 || st.Yazid.Camels != 10 || st.Resources != nil || st.DjinnRow != nil {
		t.Errorf("got %+v, want 25 coins, 9 and 10 camels, rows not tracked", st)
	}
	if rules != sultan.DefaultRules() || len(f.Rules) != 0 {
		t.Errorf("got rules %+v", rules)
	}
}

func TestRulesOverride(t *testing.T) {
	base := sultan.DefaultRules()
	base.StrikeOrder = sultan.LowerFirst
	_, _, rules, err := Load([]byte("board: |\n"+board5+"\nrules: {builders_fakirs: true}\n"), "s.yaml", base)
	if err != nil {
		t.Fatal(err)
	}
	if !rules.BuildersFakirs || rules.StrikeOrder != sultan.LowerFirst {
		t.Errorf("got %+v, want the file's variant over the base", rules)
	}
}

// board5 is a base board indented for a YAML block, with camels:
// @1 twice, @Y once.
const board5 = `  V[YWG]   S6[RRB]  O[GGW]@1+pp  SM[BWY]  LM[]      S12[YRW]
  O[WWR]   SM[GBY]  V@1+P        SM[RGW]  S6[BBG]@Y O[YGG]
  SM[RWB]  LM[YBW]  S15[GRB]     O[WBB]   SM[YRG]   V[WWG]
  S10[BGY] O[RRW]   SM[YBW]      V[GGR]   LM[WRB]   SM[BRR]
  LM[YWW]  V[RBG]   O[BYY]       S6[WGR]  SM[GWB]   S6[RYW]`

func TestLoadBad(t *testing.T) {
	tests := []struct {
		name string
		file string
		want []string // each must appear in the error
	}{
		{"not yaml", "board: [", []string{"s.yaml:1: not valid YAML"}},
		{"not json", "{\"board\": ", []string{"s.yaml:1: not valid JSON"}},
		{"empty", "", []string{"s.yaml: empty file"}},
		{"a list", "- 1\n", []string{"s.yaml:1: want a mapping"}},
		{"no board", "player: {coins: 3}\n", []string{"s.yaml: board: missing"}},
		{"unknown key", "board: |\n" + board5 + "\nbord: x\n", []string{`s.yaml:7: bord: unknown key`}},
		{"unknown nested key", "board: |\n" + board5 + "\nyazid: {councel: 2}\n", []string{`s.yaml:7: yazid.councel: unknown key`}},
		{"twice", "board: |\n" + board5 + "\nyazid: {council: 2, council: 3}\n", []string{`s.yaml:7: yazid.council: given twice`}},
		{"not a number", "board: |\n" + board5 + "\nplayer: {coins: lots}\n", []string{`s.yaml:7: player.coins: want a whole number, got "lots"`}},
		{"a number as text", "board: |\n" + board5 + "\nplayer: {coins: '3'}\n", []string{`s.yaml:7: player.coins: want a whole number, got "3"`}},
		{"nothing for a number", "board: |\n" + board5 + "\nplayer: {coins: }\n", []string{`s.yaml:7: player.coins: want a whole number, got nothing`}},
		{"a fraction", "board: |\n" + board5 + "\nplayer: {coins: 2.5}\n", []string{`player.coins: want a whole number`}},
		{"bad format", "format: naqala/solo/v9\nboard: |\n" + board5 + "\n", []string{`s.yaml:1: format: "naqala/solo/v9"`}},
		{"negative", "board: |\n" + board5 + "\nplayer: {coins: -1}\nyazid: {assassins: -2}\n",
			[]string{"s.yaml:7: player.coins: -1 must not be negative", "s.yaml:8: yazid.assassins: -2 must not be negative"}},
		{"unknown djinn", "board: |\n" + board5 + "\nplayer: {djinns: [Nekr]}\n", []string{`s.yaml:7: player.djinns[0]: unknown Djinn "Nekr" (did you mean Nekir?)`}},
		{"unknown djinn in the row", "board: |\n" + board5 + "\ndjinn_row: [Enky, Utug]\n", []string{`s.yaml:7: djinn_row[0]: unknown Djinn "Enky"`}},
		{"a Djinn twice", "board: |\n" + board5 + "\nplayer: {djinns: [Enki]}\ndjinn_row: [Enki]\n", []string{`djinn_row[0]: Enki is already at player.djinns[0]`}},
		{"unknown Thief in the row", "expansions: [thieves]\nboard: |\n" + board5 + "\nthief_row: [Zaid]\n", []string{`s.yaml:8: thief_row[0]: unknown Thief "Zaid" (did you mean Ziad?)`}},
		{"a Thief row without Thieves", "board: |\n" + board5 + "\nthief_row: [Ziad]\n", []string{`thief_row: the Thief row needs the thieves expansion`}},
		{"unknown card", "board: |\n" + board5 + "\nresources: [fish, caviar]\n", []string{`s.yaml:7: resources[1]: unknown resource card "caviar"`}},
		{"a row too long", "board: |\n" + board5 + "\nresources: [fish, fish, fish, fish, fish, wheat, wheat, wheat, wheat, wheat]\n", []string{`resources: 10 cards face up, the row holds 9`}},
		{"too many camels", "board: |\n" + board5 + "\nyazid: {camels: 11}\n", []string{"s.yaml:7: yazid.camels: 11 beside the board and 1 on it make 12, Yazid has 11"}},
		{"too many viziers", "board: |\n" + board5 + "\nyazid: {council: 5}\n", []string{"s.yaml:7: yazid.council: 13 Viziers on the board and Yazid's 5 make 18, the box holds 16"}},
		{"bad board", "board: |\n  V Q\n", []string{`s.yaml:1: board: row 1, column 2: unknown tile type "Q"`}},
		{"board not solo size", "board: |\n  V[Y] V\n", []string{"s.yaml:1: board: 2 columns x 1 rows"}},
		{"unknown rule", "board: |\n" + board5 + "\nrules: {black_sixx: x}\n", []string{"s.yaml:7: rules.black_sixx: unknown solo rule variant"}},
		{"bad rule value", "board: |\n" + board5 + "\nrules: {black_six: lowest}\n", []string{`s.yaml:7: rules.black_six: unknown value "lowest" (want topmost_with_meeples or literal_rows)`}},
		{"artisans without the expansion", "board: |\n" + board5 + "\nyazid: {artisans: 1}\n", []string{"yazid.artisans: Artisans need the artisans expansion"}},
		{"json twice", `{"board": "V", "yazid": {"council": 1, "council": 5}}`, []string{"s.yaml:1: yazid.council: given twice"}},
		{"json twice at the top and in rules", `{"board": "V", "board": "V", "rules": {"black_six": "literal_rows", "black_six": "literal_rows"}}`,
			[]string{"s.yaml:1: board: given twice", "s.yaml:1: rules.black_six: given twice"}},
		{"json twice in a list", `{"board": "V", "player": {"djinns": [{"a": 1, "a": 2}]}}`, []string{"s.yaml:1: player.djinns[0].a: given twice"}},
		// Issue 9, item 14: a second document is refused, not ignored.
		{"second document", "board: |\n" + board5 + "\n---\nboard: V\n", []string{"s.yaml:7: a second YAML document"}},
		{"second document broken", "board: |\n" + board5 + "\n---\nboard: [\n", []string{"s.yaml:8: not valid YAML"}},
		{"rule twice", "board: |\n" + board5 + "\nrules: {black_six: literal_rows, black_six: topmost_with_meeples}\n", []string{"s.yaml:7: rules.black_six: given twice"}},
		{"several problems at once", "board: |\n" + board5 + "\nplayer: {coins: -1, djinns: [Nekr]}\n",
			[]string{"player.coins", "player.djinns[0]"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := Load([]byte(tc.file), "s.yaml", sultan.DefaultRules())
			if err == nil {
				t.Fatalf("got no error, want %q", tc.want)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %v\nwant it to contain %q", err, w)
				}
			}
		})
	}
}

func FuzzLoad(f *testing.F) {
	paths, _ := filepath.Glob("testdata/*.*")
	for _, p := range paths {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("board: |\n" + board5 + "\nplayer: {coins: -1}\n"))
	f.Add([]byte(holdingsFile))
	f.Add([]byte("board: |\n" + board5 + "\nplayer: {viziers: 0, merchandise: {fsh: 1, \"\\e[2J\": 2}, items: [crwn, 7], thieves: [\"\\u202e\"]}\n"))
	f.Add([]byte("\"\\e[2J\": 1\nyazid: {\"a\\nb\": 1}\nrules: {\"\\u202e\": x}\nboard: |\n" + board5 + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, st, _, err := Load(data, "fuzz", sultan.DefaultRules())
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz:") {
				t.Fatalf("an error without the file name: %v", err)
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if !filetext.Plain(line) {
					t.Fatalf("a problem prints the file's text raw: %q", line)
				}
			}
			return
		}
		out, err := FromState(st, file.Rules).YAML()
		if err != nil {
			t.Fatal(err)
		}
		_, st2, _, err := Load(out, "again", sultan.DefaultRules())
		if err != nil {
			t.Fatalf("written state does not load: %v\n%s", err, out)
		}
		if !st.Equal(st2) {
			t.Fatalf("round trip changed the state:\n%s", out)
		}
	})
}

// TestLoadJSONSameKeyInTwoObjects is the twin of the repeated JSON keys: a
// key may appear once in each object.
func TestLoadJSONSameKeyInTwoObjects(t *testing.T) {
	board, err := json.Marshal(board5)
	if err != nil {
		t.Fatal(err)
	}
	file := `{"board": ` + string(board) + `, "yazid": {"camels": 10, "djinns": 1}, "player": {"camels": 9, "djinns": ["Nekir"]}}`
	if _, _, _, err := Load([]byte(file), "s.json", sultan.DefaultRules()); err != nil {
		t.Fatal(err)
	}
}
