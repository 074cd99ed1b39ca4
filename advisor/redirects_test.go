package advisor

import (
	"reflect"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestRedirectOptions: each candidate of a redirect with what the roll
// takes: the Assassins and the Builders' coins of the tile chosen, as
// sultan.ResolveTurn plays it, with the engine's turn. The twin: a roll that asks no answer is an
// error.
func TestRedirectOptions(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	b := st.Board
	for row := 1; row <= b.Rows; row++ {
		b.At(game.Place{Col: 1, Row: row}).Meeples = game.Meeples{}
	}
	b.At(game.Place{Col: 1, Row: 2}).Meeples[game.Assassin] = 1
	builders := game.Place{Col: 1, Row: 4}
	b.At(builders).Meeples[game.Builder] = 2
	roll := sultan.Roll{White: 1, Black: 1} // an empty tile: sent up the column
	opts, err := RedirectOptions(st, roll, rules, DefaultWeights(), nil)
	if err != nil || len(opts) != 2 {
		t.Fatalf("got %+v, %v; want the two tiles of column 1", opts, err)
	}
	for _, o := range opts {
		next := st.Clone()
		turn, err := sultan.ResolveTurn(&next, roll, rules, []game.Place{o.Place})
		if err != nil || !o.Played {
			t.Fatalf("%v: %v (played %v)", o.Place, err, o.Played)
		}
		want := Threat{Assassins: float64(next.Yazid.Assassins - st.Yazid.Assassins), Coins: float64(st.Player.Coins - next.Player.Coins)}
		if turn.Lost != game.NotLost {
			want.PLoss = 1
		}
		if o.Strike != want {
			t.Errorf("%v: got %+v, want %+v", o.Place, o.Strike, want)
		}
		if !reflect.DeepEqual(o.Turn, turn) {
			t.Errorf("%v: turn %+v, want the engine's %+v", o.Place, o.Turn, turn)
		}
	}
	if opts[0].Strike == opts[1].Strike {
		t.Errorf("the two answers take the same: %+v", opts)
	}
	if _, err := RedirectOptions(st, sultan.Roll{White: 2, Black: 1}, rules, DefaultWeights(), nil); err == nil {
		t.Error("a roll on a tile with meeples: no error")
	}
}

// TestRedirectWeighsTheEndAndDjinns: the roll names r1c1, empty, so the
// player chooses in column 1 between r2c1 (1 Elder, no Camel: the least
// captured) and r3c1 (1 Vizier, the player's tile: Council +1). The
// Elder's tile is avoided when it places Yazid's last Camel and the final
// check would then fail, or lets him buy his 5th Djinn (or the 6th, which
// loses); the twins take it: the player leads in Viziers at the end, Yazid
// has no Fakir to buy with, or it is only his 1st Djinn. The Djinn is
// weighed at an Assassin's 2, so that its urgency (6/(6 - D)) decides
// against the Council Vizier's 3; at the fitted yazid_djinn (8) even his
// 1st Djinn outweighs a Vizier.
func TestRedirectWeighsTheEndAndDjinns(t *testing.T) {
	w := DefaultWeights()
	w.YazidDjinn = w.Assassin
	b, err := game.ParseBoard(`
V   S6 O  SM LM S12
O   SM V  SM S6 O
SM[Y]@1 LM S15 O SM V
S10[W] O SM V LM SM
LM  V  O  S6 SM S6`)
	if err != nil {
		t.Fatal(err)
	}
	elder, vizier := game.Place{Col: 1, Row: 2}, game.Place{Col: 1, Row: 3}
	cases := []struct {
		name                          string
		yazidCamels, viziers, council int
		fakirs, djinns                int
		want                          game.Place
	}{
		{"his last Camel, the final check lost: the Vizier's tile", 1, 2, 3, 0, 0, vizier},
		{"his last Camel, the player leads: the Elder's tile", 1, 6, 3, 0, 0, elder},
		{"his 5th Djinn: the Vizier's tile", 10, 6, 0, 1, 4, vizier},
		{"his 6th Djinn: the Vizier's tile", 10, 6, 0, 1, 5, vizier},
		{"no Fakir to buy with: the Elder's tile", 10, 6, 0, 0, 4, elder},
		{"his 1st Djinn: the Elder's tile", 10, 6, 0, 1, 0, elder},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := sultan.State{Board: b.Clone(),
				Player: sultan.Holdings{Coins: 20, Camels: 10, Viziers: tc.viziers},
				Yazid:  sultan.YazidHoldings{Camels: tc.yazidCamels, Council: tc.council, Fakirs: tc.fakirs, Djinns: tc.djinns}}
			roll := sultan.Roll{White: 1, Black: 1}
			got, err := Redirect(st, roll, sultan.DefaultRules(), w, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				opts, _ := RedirectOptions(st, roll, sultan.DefaultRules(), w, nil)
				t.Errorf("got %v, want %v (%+v)", got, tc.want, opts)
			}
		})
	}
}

// BenchmarkRedirectOptions: the target choice's words for a black 6 on
// an empty column, sent to any two tiles: each tile's damage and the
// engine's turn, its second target given as Redirect gives it.
func BenchmarkRedirectOptions(b *testing.B) {
	st, rules := loadState(b, "setup.yaml")
	for row := 1; row <= st.Board.Rows; row++ {
		st.Board.At(game.Place{Col: 5, Row: row}).Meeples = game.Meeples{}
	}
	roll := sultan.Roll{White: 5, Black: 6}
	for b.Loop() {
		if opts, err := RedirectOptions(st, roll, rules, DefaultWeights(), nil); err != nil || len(opts) < 20 {
			b.Fatalf("%d options, %v", len(opts), err)
		}
	}
}
