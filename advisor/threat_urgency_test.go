package advisor

import (
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
