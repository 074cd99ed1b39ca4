package advisor

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestRedirectOptions: each candidate of a redirect with what the roll
// takes: the Assassins and the Builders' coins of the tile chosen, as
// sultan.ResolveTurn plays it. The twin: a roll that asks no answer is an
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
	}
	if opts[0].Strike == opts[1].Strike {
		t.Errorf("the two answers take the same: %+v", opts)
	}
	if _, err := RedirectOptions(st, sultan.Roll{White: 2, Black: 1}, rules, DefaultWeights(), nil); err == nil {
		t.Error("a roll on a tile with meeples: no error")
	}
}
