package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// fullBoard42 is a 6x7 board (Artisans and Whims) with meeples on every
// tile that can hold them.
func fullBoard42(t testing.TB) (*game.Board, game.Expansions) {
	x := game.Expansions{Artisans: true, Whims: true}
	return grid(t, x, `
RR YW RB GW BY -
PP YP WP GP BP -
YYG RYB GYW BWY WRB YRW
WWR GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW YBW GGR WRB BRR
YWW RBG BYY WGR GWB RYW`), x
}

func BenchmarkOdds42(b *testing.B) {
	board, _ := fullBoard42(b)
	rules := DefaultRules()
	for b.Loop() {
		ComputeOdds(board, rules)
	}
}

func BenchmarkExposure42(b *testing.B) {
	board, x := fullBoard42(b)
	st := state(board, x, 25)
	rules := DefaultRules()
	for b.Loop() {
		ComputeExposure(st, rules, PlayerChoosesBest)
	}
}

// sixtyRounds plays 60 rounds on a 42-tile board: Yazid's roll and turn,
// the player refilling the tiles he cleared, and clean-up
// with both rows refilled.
func sixtyRounds(t testing.TB) Log {
	board, x := fullBoard42(t)
	// One meeple a tile that goes back to the bag, so that the tiles can be
	// refilled for ever: Merchants and Builders (the player is rich).
	harmless := []game.Tribe{game.Merchant, game.Builder}
	refill := map[game.Place]game.Meeples{}
	for i, p := range board.Places() {
		if tile := board.At(p); !tile.Type.Forbidden() {
			tile.Meeples = game.Meeples{}
			tile.Meeples[harmless[i%2]] = 1
			refill[p] = tile.Meeples
		}
	}
	s := NewSetup(board, x, false, DefaultRules())
	s.Player.Coins = 10000
	s.Resources, s.DjinnRow = []string{}, []string{}
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	dice := NewSeededDice(60)
	for i := 0; i < 60; i++ {
		if _, err := g.RollDice(dice); err != nil {
			t.Fatal(err)
		}
		turn, err := g.Resolve(answers(t, g)...)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range turn.Captures {
			// The tile refilled and Yazid's camel taken back: he never
			// places his last, and the game goes on.
			tile := g.Board().Tile(c.Place)
			tile.Meeples = refill[c.Place]
			if tile.Owner == game.Yazid {
				tile.Owner = 0
			}
			if err := g.SetTile(c.Place, tile.Token()); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.ChangePlayer(PlayerChange{Coins: 1}); err != nil {
			t.Fatal(err)
		}
		if err := g.CleanUp(Rows{Resources: []string{"pottery", "fish", "silk", "wheat", "gold", "fish", "spice", "ivory", "jewels"}, DjinnRow: []string{}}); err != nil {
			t.Fatal(err)
		}
	}
	if g.Over() || g.Round() != 61 {
		t.Fatalf("the 60 rounds ended early: lost %v, round %d", g.Lost(), g.Round())
	}
	return g.Log()
}

func TestSixtyRounds(t *testing.T) {
	l := sixtyRounds(t)
	if len(l) < 300 {
		t.Errorf("got %d events, want at least 300", len(l))
	}
}

func BenchmarkReplay60Rounds(b *testing.B) {
	l := sixtyRounds(b)
	for b.Loop() {
		if _, err := Replay(l); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(l)), "events")
}

func BenchmarkResolveTurn(b *testing.B) {
	board, x := fullBoard42(b)
	st := state(board, x, 1000)
	for b.Loop() {
		s := st.Clone()
		if _, err := ResolveTurn(&s, Roll{3, 6}, DefaultRules(), nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFindTargetsRedirect: Yazid's rolls into an empty column of a
// 42-tile board, redirected to any tile (the advice asks such rolls for
// every redirect answer it tries): a black 3, then a black 6 answered
// with two tiles. The candidates are listed on the stack; a choice
// copies its own.
func BenchmarkFindTargetsRedirect(b *testing.B) {
	board, _ := fullBoard42(b)
	for r := 1; r <= board.Rows; r++ {
		board.At(game.Place{Col: 3, Row: r}).Meeples = game.Meeples{}
	}
	rules := DefaultRules()
	one := []game.Place{{Col: 1, Row: 3}}
	two := []game.Place{{Col: 1, Row: 3}, {Col: 2, Row: 4}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := FindTargets(board, Roll{White: 3, Black: 3}, rules, one); err != nil {
			b.Fatal(err)
		}
		if _, err := FindTargets(board, Roll{White: 3, Black: 6}, rules, two); err != nil {
			b.Fatal(err)
		}
	}
}
