package scorefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/golden"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// two is a valid 2-player base game; cases add to it.
const two = `players:
  - {name: A, coins: 10}
  - {name: B, coins: 12}
`

// players writes n minimal players.
func players(n int) string {
	var b strings.Builder
	b.WriteString("players:\n")
	for i := range n {
		b.WriteString("  - {name: P" + string(rune('1'+i)) + "}\n")
	}
	return b.String()
}

// tilesOf writes a first player named A holding n tiles of the base game
// (n up to 30), under a players: key, without a closing newline list.
func tilesOf(n int) string {
	codes := []string{"V", "V", "V", "V", "V", "S6", "S6", "S6", "S6", "S10", "S12", "S15",
		"O", "O", "O", "O", "O", "O", "SM", "SM", "SM", "SM", "SM", "SM", "SM", "SM", "LM", "LM", "LM", "LM"}
	var b strings.Builder
	b.WriteString("players:\n  - name: A\n    tiles:\n")
	for _, c := range codes[:n] {
		b.WriteString("      - {tile: " + c + "}\n")
	}
	return b.String()
}

// lakeTiles writes a 2-player Whims game whose players hold n tiles
// marked lake: true between them.
func lakeTiles(n int) string {
	var b strings.Builder
	b.WriteString("expansions: [whims]\nplayers:\n")
	for p := range 2 {
		b.WriteString("  - name: P" + string(rune('1'+p)) + "\n    tiles:\n")
		for i := p; i < n; i += 2 {
			b.WriteString("      - {tile: " + []string{"SM", "O", "V", "S6", "LM"}[i%5] + ", lake: true}\n")
		}
	}
	return b.String()
}

// ownedBoard writes a 6x5 base board whose first n places (from the top
// row) are owned by owner ("1" or "Y").
func ownedBoard(owner string, n int) string {
	codes := []string{"V", "V", "V", "V", "V", "S6", "S6", "S6", "S6", "S10", "S12", "S15",
		"O", "O", "O", "O", "O", "O", "SM", "SM", "SM", "SM", "SM", "SM", "SM", "SM", "LM", "LM", "LM", "LM"}
	var b strings.Builder
	b.WriteString("board: |\n")
	for i, c := range codes {
		if i%6 == 0 {
			b.WriteString(" ")
		}
		b.WriteString(" " + c)
		if i < n {
			b.WriteString("@" + owner)
		}
		if i%6 == 5 {
			b.WriteString("\n")
		}
	}
	return b.String()
}

// fiveTents lists 5 players, each with a Tent.
var fiveTents = func() string {
	var b strings.Builder
	b.WriteString("players:\n")
	for i := range 5 {
		b.WriteString("  - {name: P" + string(rune('1'+i)) + ", tiles: [{tile: O, tent: true, tent_red: 1}]}\n")
	}
	return b.String()
}()

// fiveTentBoard is a 6x7 board with the Tents of seats 1 to 5 on the top row.
const fiveTentBoard = "board: |\n" +
	"  SM@1+t SM@2+t SM@3+t SM@4+t SM@5+t CB\n" +
	"  W W W XM XM CH\n" +
	"  V V V V V S6\n  S6 S6 S6 O O O\n  O O O SM SM SM\n  LM LM LM LM S10 S12\n  S15 CB CB CR CR GL\n"

// TestLoadChecks runs every check on a bad file and its good twin: the
// bad one must fail with every wanted text on one line, the twin must load.
func TestLoadChecks(t *testing.T) {
	board5 := func(first string) string {
		return "board: |\n  " + first + " V V V V S6\n  S6 S6 S6 O O O\n  O O O SM SM SM\n  SM SM SM SM SM LM\n  LM LM LM S10 S12 S15\n"
	}
	tests := []struct {
		name      string
		bad, good string
		want      []string // texts on one error line
		goodOpt   Options  // the twin's options; the bad file gets none
	}{
		{"negative number", "players:\n  - {name: A, coins: -1}\n", "players:\n  - {name: A, coins: 0}\n",
			[]string{"t.yaml:2: players[0].coins", "-1", "negative"}, Options{}},
		{"not a number", "players:\n  - {name: A, viziers: many}\n", "players:\n  - {name: A, viziers: 3}\n",
			[]string{"players[0].viziers", "whole number"}, Options{}},
		{"same Djinn twice", "players:\n  - {name: A, djinns: [Enki]}\n  - {name: B, djinns: [Hagis, enki]}\n",
			"players:\n  - {name: A, djinns: [Enki]}\n  - {name: B, djinns: [Hagis, Iblis]}\n",
			[]string{"players[1].djinns[1]", "Enki is already held at players[0].djinns[0]"}, Options{}},
		{"same Thief twice", "expansions: [thieves]\nplayers:\n  - {name: A, thieves: [Ziad]}\n  - {name: B, thieves: [ziad]}\n",
			"expansions: [thieves]\nplayers:\n  - {name: A, thieves: [Ziad]}\n  - {name: B, thieves: [Shaum]}\n",
			[]string{"players[1].thieves[0]", "Ziad is already held"}, Options{}},
		{"same magic item twice", "expansions: [artisans]\nplayers:\n  - {name: A, items: [flying_carpet]}\n  - {name: B, items: [Flying Carpet]}\n",
			"expansions: [artisans]\nplayers:\n  - {name: A, items: [jewels]}\n  - {name: B, items: [jewels]}\n",
			[]string{"players[1].items[0]", "Flying Carpet is already held at players[0].items[0]"}, Options{}},
		{"more tiles than the box", "players:\n  - {name: A, tiles: [{tile: O}, {tile: O}, {tile: O}, {tile: O}]}\n  - {name: B, tiles: [{tile: O}, {tile: O}, {tile: O}]}\n",
			"players:\n  - {name: A, tiles: [{tile: O}, {tile: O}, {tile: O}, {tile: O}]}\n  - {name: B, tiles: [{tile: O}, {tile: O}]}\n",
			[]string{"players", "7 Oasis tiles", "box holds 6"}, Options{}},
		{"more Viziers than the box", "players:\n  - {name: A, viziers: 9}\n  - {name: B, viziers: 8}\n",
			"players:\n  - {name: A, viziers: 9}\n  - {name: B, viziers: 7}\n",
			[]string{"17 Viziers (yellow meeples)", "box holds 16"}, Options{}},
		{"Whims add Viziers", "players:\n  - {name: A, viziers: 20}\n", "expansions: [whims]\nplayers:\n  - {name: A, viziers: 19}\n",
			[]string{"20 Viziers", "box holds 16"}, Options{}},
		{"more Elders than the box", "players:\n  - {name: A, elders: 21}\n", "players:\n  - {name: A, elders: 20}\n",
			[]string{"21 Elders", "box holds 20"}, Options{}},
		{"more of a good than the deck", "players:\n  - {name: A, merchandise: {ivory: 2}}\n  - {name: B, merchandise: {ivory: 1}}\n",
			"players:\n  - {name: A, merchandise: {ivory: 1}}\n  - {name: B, merchandise: {ivory: 1}}\n",
			[]string{"3 ivory cards", "deck holds 2"}, Options{}},
		{"more Fakirs than the deck", "players:\n  - {name: A, fakirs: 10}\n  - {name: B, fakirs: 9}\n",
			"players:\n  - {name: A, fakirs: 10}\n  - {name: B, fakirs: 8}\n",
			[]string{"19 Fakirs", "deck holds 18"}, Options{}},
		{"more items than the box", "expansions: [artisans]\nplayers:\n  - {name: A, items: [crown, crown]}\n  - {name: B, items: [crown]}\n",
			"expansions: [artisans]\nplayers:\n  - {name: A, items: [crown]}\n  - {name: B, items: [crown]}\n",
			[]string{"3 Crown items", "box holds 2"}, Options{}},
		{"more Palm Trees than the box", "players:\n  - {name: A, tiles: [{tile: O, palms: 7}]}\n  - {name: B, tiles: [{tile: O, palms: 6}]}\n",
			"players:\n  - {name: A, tiles: [{tile: O, palms: 6}]}\n  - {name: B, tiles: [{tile: O, palms: 6}]}\n",
			[]string{"13 Palm Trees", "box holds 12"}, Options{}},
		{"more Palaces than the box", "players:\n  - {name: A, tiles: [{tile: V, palaces: 11}]}\n",
			"players:\n  - {name: A, tiles: [{tile: V, palaces: 10}]}\n",
			[]string{"11 Palaces", "box holds 10"}, Options{}},
		{"Artisans without the expansion", "players:\n  - {name: A, artisans: 2}\n", "expansions: [artisans]\nplayers:\n  - {name: A, artisans: 2}\n",
			[]string{"players[0].artisans", "artisans expansion"}, Options{}},
		{"Tent without Artisans", "players:\n  - {name: A, tiles: [{tile: O, tent: true, tent_red: 3}]}\n",
			"expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: O, tent: true, tent_red: 3}]}\n",
			[]string{"players[0].tiles[0].tent", "artisans expansion"}, Options{}},
		{"items without Artisans", "players:\n  - {name: A, items: [crown]}\n", "expansions: [artisans]\nplayers:\n  - {name: A, items: [crown]}\n",
			[]string{"players[0].items", "artisans expansion"}, Options{}},
		{"Workshop without Artisans", "players:\n  - {name: A, tiles: [{tile: W}]}\n", "expansions: artisans\nplayers:\n  - {name: A, tiles: [{tile: W}]}\n",
			[]string{"players[0].tiles[0].tile", "Workshop (W) needs the artisans expansion"}, Options{}},
		{"City without Whims", "players:\n  - {name: A, tiles: [{tile: CB}]}\n", "expansions: [whims]\nplayers:\n  - {name: A, tiles: [{tile: CB}]}\n",
			[]string{"players[0].tiles[0].tile", "whims expansion"}, Options{}},
		{"Lake without Whims", "players:\n  - {name: A, tiles: [{tile: O, lake: true}]}\n", "expansions: [whims]\nplayers:\n  - {name: A, tiles: [{tile: O, lake: true}]}\n",
			[]string{"players[0].tiles[0].lake", "whims expansion"}, Options{}},
		{"Madjaar without Artisans", "expansions: [thieves]\nplayers:\n  - {name: A, thieves: [Madjaar]}\n",
			"expansions: [thieves, artisans]\nplayers:\n  - {name: A, thieves: [Madjaar]}\n",
			[]string{"players[0].thieves[0]", "Madjaar", "artisans expansion"}, Options{}},
		{"Thieves without the expansion", "players:\n  - {name: A, thieves: [Ziad]}\n", "expansions: [thieves]\nplayers:\n  - {name: A, thieves: [Ziad]}\n",
			[]string{"players[0].thieves", "thieves expansion"}, Options{}},
		{"expansion Djinn without it", "players:\n  - {name: A, djinns: [{name: Geb, vp: 4}]}\n", "expansions: [artisans]\nplayers:\n  - {name: A, djinns: [{name: Geb, vp: 4}]}\n",
			[]string{"players[0].djinns[0]", "Geb comes with the artisans expansion"}, Options{}},
		{"more than 5 players", "expansions: [whims]\n" + players(6), "expansions: [whims]\n" + players(5), []string{"players", "6 players: at most 5"}, Options{}},
		// Reference section 8: the Whims box holds the 5th player's pieces.
		{"5 players in the base game", players(5), "expansions: [whims]\n" + players(5), []string{"players", "5 players: a 5th player needs the whims expansion"}, Options{}},
		{"5 players with Thieves only", "expansions: [thieves]\n" + players(5), "expansions: [thieves, whims]\n" + players(5), []string{"players", "5 players", "whims expansion"}, Options{}},
		{"5 players with Artisans only", "expansions: [artisans]\n" + players(5), "expansions: [artisans, whims]\n" + players(5), []string{"t.yaml:3: players", "5 players", "whims expansion", "Tent"}, Options{}},
		{"4 players without Whims", "expansions: [artisans]\n" + players(5), "expansions: [artisans]\n" + players(4), []string{"5 players", "whims expansion"}, Options{}},
		{"5 Tents without Whims", "expansions: [artisans]\n" + fiveTents, "expansions: [artisans, whims]\n" + fiveTents, []string{"5 players", "whims expansion", "Tent"}, Options{}},
		{"5 Tents on the board without Whims", "expansions: [artisans]\n" + players(5) + fiveTentBoard, "expansions: [artisans, whims]\n" + players(5) + fiveTentBoard, []string{"board: row 7, column 5: owner @5", "whims expansion"}, Options{}},
		{"no players", "players: []\n", players(1), []string{"players", "no players"}, Options{}},
		{"solo with two players", players(2) + "solo: {council: 3}\n", players(1) + "solo: {council: 3}\n",
			[]string{"t.yaml:4: solo", "one player", "lists 2"}, Options{}},
		{"unknown Djinn", "players:\n  - {name: A, djinns: [Jafr]}\n", "players:\n  - {name: A, djinns: [Jaafar]}\n",
			[]string{"players[0].djinns[0]", `unknown Djinn "Jafr" (did you mean Jafaar?)`}, Options{}},
		{"Djinn VP unknown", "expansions: [artisans]\nplayers:\n  - {name: A, djinns: [Ptah]}\n", "expansions: [artisans]\nplayers:\n  - {name: A, djinns: [Ptah]}\n",
			[]string{"players[0].djinns[0]", "{name: Ptah, vp: N}", "djinn_vp.Ptah"}, Options{DjinnVP: map[string]int{"ptah": 5}}},
		{"Djinn VP disagrees", "players:\n  - {name: A, djinns: [{name: Enki, vp: 7}]}\n", "players:\n  - {name: A, djinns: [{name: Enki, vp: 8}]}\n",
			[]string{"players[0].djinns[0].vp", "Enki is worth 8 VP"}, Options{}},
		{"unknown Thief", "expansions: [thieves]\nplayers:\n  - {name: A, thieves: [Zaid]}\n", "expansions: [thieves]\nplayers:\n  - {name: A, thieves: [Ziad]}\n",
			[]string{"players[0].thieves[0]", "did you mean Ziad?"}, Options{}},
		{"unknown good", "players:\n  - {name: A, merchandise: {sand: 1}}\n", "players:\n  - {name: A, merchandise: {silk: 1}}\n",
			[]string{"players[0].merchandise.sand", "unknown good"}, Options{}},
		{"unknown tile", "players:\n  - {name: A, tiles: [{tile: Q}]}\n", "players:\n  - {name: A, tiles: [{tile: o}]}\n",
			[]string{"players[0].tiles[0].tile", `unknown tile "Q"`}, Options{}},
		{"Chasm held", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: CH}]}\n", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: XM}]}\n",
			[]string{"players[0].tiles[0].tile", "Chasm can't be controlled"}, Options{}},
		{"two Tents", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: O, tent: true, tent_red: 1}, {tile: V, tent: true, tent_red: 0}]}\n",
			"expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: O, tent: true, tent_red: 1}, {tile: V}]}\n",
			[]string{"players[0].tiles[1]", "second Tent"}, Options{}},
		{"tent without tent_red", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: O, tent: true}]}\n",
			"expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: O, tent: true, tent_red: 2}]}\n",
			[]string{"players[0].tiles[0].tent_red", "missing"}, Options{}},
		{"tent_red impossible", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: O, tent: true, tent_red: 0}]}\n",
			"expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: V, tent: true, tent_red: 0}]}\n",
			[]string{"players[0].tiles[0].tent_red", "1 to 9"}, Options{}},
		{"tent_red without tent", "players:\n  - {name: A, tiles: [{tile: O, tent_red: 2}]}\n", "players:\n  - {name: A, tiles: [{tile: O}]}\n",
			[]string{"players[0].tiles[0].tent_red", "without tent"}, Options{}},
		{"unknown key", "players:\n  - {name: A, coin: 3}\n", "players:\n  - {name: A, coins: 3}\n",
			[]string{"players[0].coin", "unknown key"}, Options{}},
		{"unknown top key", two + "winner: A\n", two, []string{"t.yaml:4: winner", "unknown key"}, Options{}},
		{"key twice", "players:\n  - {name: A, coins: 3, coins: 4}\n", "players:\n  - {name: A, coins: 3}\n",
			[]string{"players[0].coins", "twice"}, Options{}},
		{"same name twice", "players:\n  - {name: A}\n  - {name: A}\n", "players:\n  - {name: A}\n  - {name: B}\n",
			[]string{"players[1].name", `"A" is also the name of players[0]`}, Options{}},
		{"no name", "players:\n  - {coins: 3}\n", "players:\n  - {name: A, coins: 3}\n",
			[]string{"players[0].name", "missing"}, Options{}},
		{"format", "format: naqala/score/v2\n" + two, "format: naqala/score/v1\n" + two, []string{"format", "naqala/score/v1"}, Options{}},
		{"unknown expansion", "expansions: [whim]\n" + two, "expansions: [whims]\n" + two, []string{"expansions[0]", `"whim"`}, Options{}},
		{"solo lost reason", players(1) + "solo: {lost: sand}\n", players(1) + "solo: {lost: djinns}\n",
			[]string{"solo.lost", `"sand"`}, Options{}},
		{"solo Yazid's Artisans", players(1) + "solo: {artisans: 2}\n", "expansions: [artisans]\n" + players(1) + "solo: {artisans: 2}\n",
			[]string{"solo.artisans", "artisans expansion"}, Options{}},
		// Issue 9, item 14: a rule given twice would win over the first and
		// change the score; a second document would be ignored.
		{"rule twice", two + "rules:\n  thief_vp: 3\n  thief_vp: 5\n", two + "rules:\n  thief_vp: 5\n",
			[]string{"t.yaml:6: rules.thief_vp", "given twice"}, Options{}},
		{"solo rule twice", two + "rules: {black_six: literal_rows, black_six: topmost_with_meeples}\n", two + "rules: {black_six: literal_rows}\n",
			[]string{"t.yaml:4: rules.black_six", "given twice"}, Options{OtherRuleKeys: []string{"black_six"}}},
		{"second document", two + "---\nplayers: []\n", two + "---\n",
			[]string{"t.yaml:4", "a second YAML document"}, Options{}},
		{"second document broken", two + "---\nplayers: [\n", two + "...\n",
			[]string{"t.yaml:", "not valid YAML"}, Options{}},
		{"unknown rule", two + "rules: {thieves_vp: 5}\n", two + "rules: {thief_vp: 5}\n",
			[]string{"rules.thieves_vp", "unknown rule variant", "thief_vp"}, Options{}},
		{"bad rule value", two + "rules: {artisan_majority: most}\n", two + "rules: {artisan_majority: strictly_most}\n",
			[]string{"rules.artisan_majority", "no_one_more or strictly_most"}, Options{}},
		{"other part's rule", two + "rules: {black_six: literal_rows}\n", two + "rules: {black_six: literal_rows}\n",
			[]string{"rules.black_six", "unknown rule variant"}, Options{OtherRuleKeys: []string{"black_six"}}},
		{"board and tiles", "players:\n  - {name: P1, tiles: [{tile: O}]}\n  - {name: P2}\n" + board5("V@1"), players(2) + board5("V@1"),
			[]string{"players[0].tiles", "given with a board"}, Options{}},
		{"board owner past the players", players(2) + board5("V@3"), players(2) + board5("V@2"),
			[]string{"board: row 5, column 1: owner @3, but there are 2 players"}, Options{}},
		{"board owner Yazid without solo", players(2) + board5("V@Y"), players(1) + "solo: {}\n" + board5("V@Y"),
			[]string{"board: row 5, column 1", "@Y"}, Options{}},
		{"board notation", players(2) + board5("Q@1"), players(2) + board5("V@1"),
			[]string{"t.yaml:4: board: row 5, column 1: unknown tile type \"Q\""}, Options{}},
		{"board meeples and held", players(1) + "  - {name: B, viziers: 15}\n" + board5("V[YY]"), players(1) + "  - {name: B, viziers: 14}\n" + board5("V[YY]"),
			[]string{"17 Viziers", "held and on the board"}, Options{}},
		{"yaml syntax", "players: [\n", two, []string{"t.yaml:1: ", "not valid YAML"}, Options{}},
		{"more tiles around the Lake than there are", lakeTiles(9), lakeTiles(8),
			[]string{"players", "9 tiles with lake: true", "8 tiles surround the Great Lake"}, Options{}},
		{"more Camels than a player has (4 players: 8)", tilesOf(9) + players(3)[len("players:\n"):], tilesOf(8) + players(3)[len("players:\n"):],
			[]string{"t.yaml:4: players[0].tiles", "9 tiles under Camels", "8 Camels each"}, Options{}},
		{"more Camels than a player has (2 players: 11)", tilesOf(12) + players(1)[len("players:\n"):], tilesOf(11) + players(1)[len("players:\n"):],
			[]string{"players[0].tiles", "12 tiles under Camels", "11 Camels each"}, Options{}},
		{"the Tent is not a Camel", tilesOf(9) + "  - {name: B}\n  - {name: C}\n", "expansions: [artisans]\n" + tilesOf(8) + "      - {tile: O, tent: true, tent_red: 1}\n  - {name: B}\n  - {name: C}\n",
			[]string{"9 tiles under Camels"}, Options{}},
		{"more Camels on the board than a player has", players(3) + ownedBoard("1", 9), players(3) + ownedBoard("1", 8),
			[]string{"board", "@1 (P1) has 9 Camels on the board", "8 Camels each"}, Options{}},
		{"Yazid's Camels on the board", players(1) + "solo: {}\n" + ownedBoard("Y", 12), players(1) + "solo: {}\n" + ownedBoard("Y", 11),
			[]string{"board", "@Y (Yazid) has 12 Camels on the board", "11"}, Options{}},
		{"solo player's Camels on the board", players(1) + "solo: {}\n" + ownedBoard("1", 12), players(1) + "solo: {}\n" + ownedBoard("1", 11),
			[]string{"board", "@1 (P1) has 12 Camels on the board", "11"}, Options{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bad := tc.bad
			_, err := Load("t.yaml", []byte(bad), Options{})
			if err == nil {
				t.Fatalf("bad file loaded without error:\n%s", bad)
			}
			found := false
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "t.yaml") {
					t.Errorf("line does not name the file: %q", line)
				}
				all := true
				for _, w := range tc.want {
					all = all && strings.Contains(line, w)
				}
				found = found || all
			}
			if !found {
				t.Errorf("got\n%v\nwant a line with %q", err, tc.want)
			}
			if _, err := Load("t.yaml", []byte(tc.good), tc.goodOpt); err != nil {
				t.Errorf("good twin: got %v, want no error\n%s", err, tc.good)
			}
		})
	}
}

// TestAllProblemsAtOnce: a file with many problems reports each on its
// own line, in the order of the file.
func TestAllProblemsAtOnce(t *testing.T) {
	data, err := os.ReadFile("testdata/bad-many.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Load("bad-many.yaml", data, Options{Rules: scoring.DefaultRules()})
	if err == nil {
		t.Fatal("got no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) < 10 {
		t.Errorf("got %d problems, want at least 10:\n%v", len(lines), err)
	}
	golden.Check(t, "testdata/bad-many.errors", err.Error()+"\n")
}

func TestRulesOverride(t *testing.T) {
	cfg := scoring.DefaultRules()
	cfg.ThiefVP = 4
	f, err := Load("t.yaml", []byte(two+"rules: {artisan_majority: strictly_most}\n"), Options{Rules: cfg})
	if err != nil {
		t.Fatal(err)
	}
	if f.Rules.ArtisanMajority != scoring.StrictlyMost || f.Rules.ThiefVP != 4 {
		t.Errorf("got %+v, want strictly_most from the file and thief_vp 4 from the configuration", f.Rules)
	}
	f, _ = Load("t.yaml", []byte(two), Options{Rules: cfg})
	if f.Rules != cfg {
		t.Errorf("without a rules block: got %+v, want the configuration's %+v", f.Rules, cfg)
	}
}

func TestJSONInput(t *testing.T) {
	data := "{\n\t\"expansions\": [\"whims\"],\n\t\"players\": [\n\t\t{\"name\": \"A\", \"coins\": 3, \"tiles\": [{\"tile\": \"CB\"}]},\n\t\t{\"name\": \"B\"}\n\t]\n}\n"
	f, err := Load("t.json", []byte(data), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Game.Players) != 2 || f.Game.Players[0].Coins != 3 || f.Game.Players[0].Tiles[0].Type != game.CityBlue {
		t.Errorf("got %+v", f.Game)
	}
	_, err = Load("t.json", []byte(`{"players": [{"name": "A", "coins": -2}]}`), Options{})
	if err == nil || !strings.Contains(err.Error(), "t.json:1: players[0].coins") {
		t.Errorf("got %v, want the path of the bad value", err)
	}
}

func TestReadMissingFile(t *testing.T) {
	_, err := Read(filepath.Join(t.TempDir(), "none.yaml"), Options{})
	if err == nil || !strings.Contains(err.Error(), "none.yaml: no such file") {
		t.Errorf("got %v, want the file named", err)
	}
}

// FuzzLoad feeds the loader arbitrary files: it must not panic, and every
// problem line must name the file.
func FuzzLoad(f *testing.F) {
	for _, glob := range []string{"testdata/*.yaml", "../../examples/*.yaml"} {
		paths, _ := filepath.Glob(glob)
		for _, p := range paths {
			if data, err := os.ReadFile(p); err == nil {
				f.Add(data)
			}
		}
	}
	f.Add([]byte(two))
	f.Add([]byte("\"\\e[2J\": 1\nplayers: [{name: \"\\u202e\"}, {name: B, \"a\\nb\": 1}]\nrules: {\"\\e]0;x\\a\": 1}\n"))
	f.Add([]byte(`{"players": [{"name": "A", "djinns": [{"name": "Ptah"}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Load("fuzz.yaml", data, Options{Rules: scoring.DefaultRules(), DjinnVP: map[string]int{"Ptah": 3}})
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "fuzz.yaml") {
					t.Fatalf("problem does not name the file: %q", line)
				}
				if !filetext.Plain(line) {
					t.Fatalf("problem prints the file's text raw: %q", line)
				}
			}
			return
		}
		// A file that loads scores.
		if _, err := scoring.Score(file.Game, file.Rules); err != nil {
			t.Fatalf("loaded file does not score: %v", err)
		}
	})
}

// TestEmptyEntry: a list entry left empty is named as nothing, not as "".
func TestEmptyEntry(t *testing.T) {
	_, err := Load("t.yaml", []byte("players:\n  - name: A\n  -\n"), Options{})
	if err == nil || !strings.Contains(err.Error(), "t.yaml:3: players[1]: want a mapping") || !strings.HasSuffix(err.Error(), "got nothing") {
		t.Errorf("got %v, want players[1] named as an empty entry", err)
	}
	_, err = Load("t.yaml", []byte("players:\n  - name: A\n  - B\n"), Options{})
	if err == nil || !strings.HasSuffix(err.Error(), `got "B"`) {
		t.Errorf("the twin: got %v, want the text quoted", err)
	}
}

// TestOneLinePerProblem: one mistake is one line, not a second line that
// follows from the first.
func TestOneLinePerProblem(t *testing.T) {
	tests := []struct {
		name, data string
		want       int // problem lines
	}{
		{"negative Djinn VP", "players:\n  - {name: A, djinns: [{name: Hagis, vp: -3}]}\n", 1},
		{"Djinn VP not a number", "players:\n  - {name: A, djinns: [{name: Hagis, vp: ten}]}\n", 1},
		{"the twin: a wrong Djinn VP", "players:\n  - {name: A, djinns: [{name: Hagis, vp: 3}]}\n", 1},
		{"name not a word", "players:\n  - {name: [A], coins: 1}\n", 1},
		{"the twin: no name", "players:\n  - {coins: 1}\n", 1},
		{"the twin: a blank name", "players:\n  - {name: \" \", coins: 1}\n", 1},
		{"items without Artisans, beyond the box", "players:\n  - {name: A, items: [crown, crown, crown]}\n", 1},
		{"the twin: items beyond the box with Artisans", "expansions: [artisans]\nplayers:\n  - {name: A, items: [crown, crown, crown]}\n", 1},
		{"tent_red too large", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: SM, tent: true, tent_red: 999999999999}]}\n", 1},
		{"tent_red negative", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: SM, tent: true, tent_red: -1}]}\n", 1},
		{"tent_red not a number", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: SM, tent: true, tent_red: [1]}]}\n", 1},
		{"the twin: tent_red out of range", "expansions: [artisans]\nplayers:\n  - {name: A, tiles: [{tile: SM, tent: true, tent_red: 10}]}\n", 1},
		{"tile code not a word", "players:\n  - {name: A, tiles: [{tile: [x]}]}\n", 1},
		{"the twin: no tile code", "players:\n  - {name: A, tiles: [{palms: 1}]}\n", 1},
		{"Djinn name not a word", "players:\n  - {name: A, djinns: [{name: [1]}]}\n", 1},
		{"Djinn not a word", "players:\n  - {name: A, djinns: [[1]]}\n", 1},
		{"the twin: no Djinn name", "players:\n  - {name: A, djinns: [{vp: 3}]}\n", 1},
		{"format not a word", "format: [1]\nplayers:\n  - {name: A}\n", 1},
		{"the twin: a wrong format", "format: v2\nplayers:\n  - {name: A}\n", 1},
		{"Thief not a word", "expansions: [thieves]\nplayers:\n  - {name: A, thieves: [[1]]}\n", 1},
		{"item not a word", "expansions: [artisans]\nplayers:\n  - {name: A, items: [[1]]}\n", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load("t.yaml", []byte(tc.data), Options{})
			if err == nil {
				t.Fatal("got no error")
			}
			if got := strings.Split(err.Error(), "\n"); len(got) != tc.want {
				t.Errorf("got %d lines, want %d:\n%v", len(got), tc.want, err)
			}
		})
	}
}

// TestSyntaxErrors: a file that is not YAML is named with its line like
// every other problem, and a tab in the indentation says so.
func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		name, data string
		want       []string
	}{
		{"unclosed list", "players:\n  - name: A\n    coins: [1\n", []string{"t.yaml:2: ", "not valid YAML", "did not find expected"}},
		{"tab indent", "players:\n\t- name: A\n", []string{"t.yaml:2: ", "not valid YAML", "indent with spaces"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load("t.yaml", []byte(tc.data), Options{})
			if err == nil {
				t.Fatal("got no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %q, want %q in it", err, w)
				}
			}
		})
	}
	// The twin: the same file with spaces loads.
	if _, err := Load("t.yaml", []byte("players:\n  - name: A\n"), Options{}); err != nil {
		t.Errorf("spaces: got %v", err)
	}
}

// TestKeysOnOneLine: a key with a newline (or other characters that are
// not a plain word) is quoted in the path, so its problem stays one line
// naming the file; a plain key is not quoted.
func TestKeysOnOneLine(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"top-level key", "\"bad\\nkey\": 1\nplayers:\n  - {name: A}\n", `t.yaml:1: "bad\nkey": unknown key`},
		{"player key", "players:\n  - {name: A, \"co\\nins\": 1}\n", `t.yaml:2: players[0]."co\nins": unknown key`},
		{"good", "players:\n  - {name: A, merchandise: {\"fi\\nsh\": 1}}\n", `t.yaml:2: players[0].merchandise."fi\nsh": unknown good`},
		{"rule", "players:\n  - {name: A}\nrules: {\"x\\ny\": 1}\n", `t.yaml:3: rules."x\ny": unknown rule variant`},
		{"only a newline", "{\"\\n\"}\n", `t.yaml:1: "\n": unknown key`},
		{"a dot", "players:\n  - {name: A, \"coins.x\": 1}\n", `t.yaml:2: players[0]."coins.x": unknown key`},
		{"the twin: a plain word", "players:\n  - {name: A, coinz: 1}\n", `t.yaml:2: players[0].coinz: unknown key`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load("t.yaml", []byte(tc.data), Options{Rules: scoring.DefaultRules()})
			if err == nil {
				t.Fatal("got no error")
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "t.yaml") {
					t.Errorf("line %q does not name the file:\n%v", line, err)
				}
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got\n%v\nwant %q in it", err, tc.want)
			}
		})
	}
}

// TestNameControlCharacters: a player's name with a newline, tab or other
// control character, or a direction mark, is refused (it would break the
// table); its twin with a space, letters beyond ASCII and an emoji
// sequence loads.
func TestNameControlCharacters(t *testing.T) {
	for _, name := range []string{`"A\nB"`, `"A\tB"`, `"A\u0007"`, `"A\u009bB"`, `"\e[2J"`, `"\u202eevil"`, `"A\u2066B"`} {
		_, err := Load("t.yaml", []byte("players:\n  - {name: "+name+"}\n"), Options{})
		if err == nil || !strings.Contains(err.Error(), "t.yaml:2: players[0].name: ") || !strings.Contains(err.Error(), "control characters") {
			t.Errorf("name %s: got %v, want the name refused", name, err)
			continue
		}
		if n := len(strings.Split(err.Error(), "\n")); n != 1 {
			t.Errorf("name %s: got %d lines, want 1:\n%v", name, n, err)
		}
	}
	for _, name := range []string{"Aylin Öz", "名前", "👨\u200d👩\u200d👧 Family"} {
		if _, err := Load("t.yaml", []byte("players:\n  - {name: \""+name+"\"}\n"), Options{}); err != nil {
			t.Errorf("the twin %q: got %v", name, err)
		}
	}
}

// Issue 9, item 12: a name has at most game.MaxNameLength characters;
// the twin at the limit loads.
func TestNameLength(t *testing.T) {
	at := strings.Repeat("ö", game.MaxNameLength)
	if _, err := Load("t.yaml", []byte("players:\n  - {name: "+at+"}\n"), Options{}); err != nil {
		t.Errorf("a name of %d characters: got %v", game.MaxNameLength, err)
	}
	_, err := Load("t.yaml", []byte("players:\n  - {name: "+at+"x}\n"), Options{})
	want := "t.yaml:2: players[0].name: 41 characters: a name has at most 40"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
}

// TestRuleVPBound: a VP rule in the rules: block beyond 100 is one problem
// naming the rule, not an overflowing score.
func TestRuleVPBound(t *testing.T) {
	data := "expansions: [thieves]\nplayers:\n  - {name: A, thieves: [Ziad, Shaum]}\n  - {name: B}\nrules: {thief_vp: 4611686018427387904, lake_haurvatat_palm: 101}\n"
	_, err := Load("t.yaml", []byte(data), Options{Rules: scoring.DefaultRules()})
	if err == nil {
		t.Fatal("got no error")
	}
	for _, want := range []string{`t.yaml:5: rules.thief_vp: "4611686018427387904": want a whole number of VP, 0 to 100`, `t.yaml:5: rules.lake_haurvatat_palm: "101"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("got\n%v\nwant %q", err, want)
		}
	}
	if n := len(strings.Split(err.Error(), "\n")); n != 2 {
		t.Errorf("got %d lines, want 2:\n%v", n, err)
	}
	f, err := Load("t.yaml", []byte(strings.Replace(strings.Replace(data, "4611686018427387904", "100", 1), "101", "100", 1)), Options{Rules: scoring.DefaultRules()})
	if err != nil || f.Rules.ThiefVP != 100 {
		t.Errorf("the twin: got %+v, %v", f.Rules, err)
	}
}

// TestSoloRuleValues: the solo engine's rule keys in a rules: block are
// checked like the configuration checks them; a good value loads.
func TestSoloRuleValues(t *testing.T) {
	opt := Options{Rules: scoring.DefaultRules(), OtherRuleKeys: sultan.DefaultRules().Keys()}
	data := "players:\n  - {name: A}\nrules: {black_six: nonsense, strike_order: sideways}\n"
	_, err := Load("t.yaml", []byte(data), opt)
	if err == nil {
		t.Fatal("got no error")
	}
	for _, want := range []string{
		`t.yaml:3: rules.black_six: unknown value "nonsense" (want topmost_with_meeples or literal_rows)`,
		`t.yaml:3: rules.strike_order: unknown value "sideways"`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("got\n%v\nwant %q", err, want)
		}
	}
	if n := len(strings.Split(err.Error(), "\n")); n != 2 {
		t.Errorf("got %d lines, want 2:\n%v", n, err)
	}
	good := "players:\n  - {name: A}\nrules: {black_six: literal_rows, strike_order: lower_first, builders_fakirs: true}\n"
	f, err := Load("t.yaml", []byte(good), opt)
	if err != nil {
		t.Fatalf("the twin: got %v", err)
	}
	if got := f.OtherRules["strike_order"]; got != "lower_first" || len(f.OtherRules) != 3 {
		t.Errorf("the solo rules of the file: got %v, want the three given", f.OtherRules)
	}
}
