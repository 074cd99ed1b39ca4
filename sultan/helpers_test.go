package sultan

import (
	"fmt"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// baseTypes is a legal 6x5 base-game layout, top row first.
var baseTypes = [][]string{
	{"V", "S6", "O", "SM", "LM", "S12"},
	{"O", "SM", "V", "SM", "S6", "O"},
	{"SM", "LM", "S15", "O", "SM", "V"},
	{"S10", "O", "SM", "V", "LM", "SM"},
	{"LM", "V", "O", "S6", "SM", "S6"},
}

var (
	artisansRow = []string{"W", "W", "W", "XM", "XM", "CH"}
	whimsRow    = []string{"CB", "CB", "CB", "CR", "CR", "GL"}
)

// layout returns the tile types of a legal board with the expansions, top
// row first: the Whims row above the Artisans row above the base rows.
func layout(x game.Expansions) [][]string {
	var out [][]string
	if x.Whims {
		out = append(out, whimsRow)
	}
	if x.Artisans {
		out = append(out, artisansRow)
	}
	return append(out, baseTypes...)
}

// grid builds a board of the layout for x from a spec of meeples, one line
// a row, top row first, six tokens a line: "-" for no meeples, else meeple
// letters, each optionally followed by an owner and extras ("YR@1",
// "-@Y").
func grid(t testing.TB, x game.Expansions, spec string) *game.Board {
	t.Helper()
	types := layout(x)
	var lines [][]string
	for _, l := range strings.Split(spec, "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			lines = append(lines, f)
		}
	}
	if len(lines) != len(types) {
		t.Fatalf("grid: %d rows, the layout has %d", len(lines), len(types))
	}
	var sb strings.Builder
	for i, f := range lines {
		for j, tok := range f {
			m, rest, _ := strings.Cut(tok, "@")
			if m == "-" {
				m = ""
			}
			fmt.Fprintf(&sb, "%s", types[i][j])
			if m != "" {
				fmt.Fprintf(&sb, "[%s]", m)
			}
			if strings.Contains(tok, "@") {
				sb.WriteString("@" + rest)
			}
			sb.WriteByte(' ')
		}
		sb.WriteByte('\n')
	}
	b, err := game.ParseBoard(sb.String())
	if err != nil {
		t.Fatalf("grid: %v\n%s", err, sb.String())
	}
	if err := b.Check(game.CheckOptions{Expansions: x, Solo: true}); err != nil {
		t.Fatalf("grid: %v\n%s", err, sb.String())
	}
	return b
}

// full is a base board with three meeples on every tile.
const full = `
YYG RYB GYW BWY WRB YRW
WWR GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW YBW GGR WRB BRR
YWW RBG BYY WGR GWB RYW`

func pl(c, r int) game.Place { return game.Place{Col: c, Row: r} }

// state returns a state on b with the player's coins and Djinns.
func state(b *game.Board, x game.Expansions, coins int, djinns ...string) State {
	return State{
		Board:      b,
		Expansions: x,
		Yazid:      YazidHoldings{Camels: Camels - b.Camels(game.Yazid)},
		Player:     Holdings{Coins: coins, Camels: Camels - b.Camels(1), Djinns: djinns},
	}
}

var base = game.Expansions{}
