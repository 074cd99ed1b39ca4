package advisor

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestRedirectAnswersCostAssassinsByUrgency: a roll sent to another tile
// of its column is answered to limit the damage at the weights the advice
// values Yazid's roll at: with no Assassin in front of Yazid one Assassin
// (2) costs less than the Builders' coins and is given up; with five
// (7/2 times 2 = 7) the coins are paid instead. The negative twin: at the
// flat weights the player would still give up the Assassin.
func TestRedirectAnswersCostAssassinsByUrgency(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	b := st.Board
	for row := 1; row <= b.Rows; row++ {
		b.At(game.Place{Col: 1, Row: row}).Meeples = game.Meeples{}
	}
	b.At(game.Place{Col: 1, Row: 2}).Meeples[game.Assassin] = 1
	builders := game.Place{Col: 1, Row: 4}
	b.At(builders).Meeples[game.Builder] = 2
	due := 2 * b.BlueSurrounding(builders)
	if due <= 2 || due >= 7 {
		t.Fatalf("the Builders cost %d coins: the test wants between 2 and 7", due)
	}
	roll := sultan.Roll{White: 1, Black: 1} // an empty tile: sent up the column
	answer := func(assassins int, flat bool) rollDamage {
		s := st.Clone()
		s.Yazid.Assassins = assassins
		tf := &threatFinder{rules: rules, w: DefaultWeights()}
		tf.setTable(s)
		if flat {
			tf.answerW = tf.w
		}
		d, ok := tf.best(s, roll, nil)
		if !ok {
			t.Fatal("no answer")
		}
		return d
	}
	if d := answer(0, false); d.assassins != 1 || d.coins != 0 {
		t.Errorf("no Assassin with Yazid: %+v, want the Assassin given up", d)
	}
	if d := answer(5, false); d.assassins != 0 || d.coins != due {
		t.Errorf("five Assassins with Yazid: %+v, want the %d coins paid", d, due)
	}
	if d := answer(5, true); d.assassins != 1 {
		t.Errorf("the twin, flat weights: %+v, want the Assassin given up", d)
	}
}

// TestRedirectIsTheLeastHarm: the answer Redirect gives is one whose
// turn does what the threat reckons the roll does (the least harmful
// answer), on random tables with columns emptied; on the board of the
// test above it is the Assassin's tile with none in front of Yazid and
// the Builders' with five (the twin: the answer follows the urgency).
func TestRedirectIsTheLeastHarm(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 21))
	asked := 0
	for i := range 12 {
		st, rules := randomState(t, rng, i%2 == 1)
		col := 1 + rng.IntN(st.Board.Cols)
		for row := 1; row <= st.Board.Rows; row++ {
			st.Board.At(game.Place{Col: col, Row: row}).Meeples = game.Meeples{}
		}
		for r := range sultan.Rolls {
			roll := sultan.Roll{White: r/6 + 1, Black: r%6 + 1}
			if roll.White > st.Board.Cols {
				continue
			}
			if _, err := sultan.FindTargets(st.Board, roll, rules, nil); !errors.Is(err, sultan.ErrNeedsChoice) {
				continue
			}
			p, err := Redirect(st, roll, rules, DefaultWeights(), nil)
			if err != nil {
				t.Fatal(err)
			}
			tf := &threatFinder{rules: rules, w: DefaultWeights()}
			tf.setTable(st)
			want, _ := tf.best(st, roll, nil)
			if got, _ := tf.best(st, roll, []game.Place{p}); got != want {
				t.Fatalf("state %d, %v: answer %v does %+v, the least harm is %+v", i, roll, p, got, want)
			}
			asked++
		}
	}
	if asked < 20 {
		t.Fatalf("only %d redirects asked", asked)
	}
	st, rules := loadState(t, "setup.yaml")
	b := st.Board
	for row := 1; row <= b.Rows; row++ {
		b.At(game.Place{Col: 1, Row: row}).Meeples = game.Meeples{}
	}
	b.At(game.Place{Col: 1, Row: 2}).Meeples[game.Assassin] = 1
	b.At(game.Place{Col: 1, Row: 4}).Meeples[game.Builder] = 2
	roll := sultan.Roll{White: 1, Black: 1}
	for _, tc := range []struct {
		assassins int
		want      game.Place
	}{{0, game.Place{Col: 1, Row: 2}}, {5, game.Place{Col: 1, Row: 4}}} {
		s := st.Clone()
		s.Yazid.Assassins = tc.assassins
		if p, err := Redirect(s, roll, rules, DefaultWeights(), nil); err != nil || p != tc.want {
			t.Errorf("Yazid with %d Assassins: answer %v (%v), want %v", tc.assassins, p, err, tc.want)
		}
	}
	if _, err := Redirect(st, sultan.Roll{White: 2, Black: 2}, rules, DefaultWeights(), nil); err == nil {
		t.Error("a roll that strikes its tile asks no answer, Redirect gave one")
	}
}
