package advisor

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestOutbidWhenTheRollLoses: Yazid holds 5 Assassins and the roll names
// a tile with 2: letting it strike loses the game, so outbidding (8
// coins of 25) is advised, the strike's figures exact (a loss, 2
// Assassins). The twin: the same roll on a tile of one Elder is let
// strike (the coins are worth more than an Elder to Yazid).
func TestOutbidWhenTheRollLoses(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	st.Yazid.Assassins = 5
	roll := sultan.Roll{White: 4, Black: 4}
	target := game.Place{Col: 4, Row: 4}
	o := Options{Weights: DefaultWeights(), Rules: rules}
	st.Board.At(target).Meeples = game.Meeples{game.Assassin: 2}
	a, err := Outbid(st, roll, o)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Outbid || a.Cost != 8 || a.Strike.PLoss != 1 || a.Strike.Assassins != 2 || a.StrikeMove != nil || a.OutbidMove == nil {
		t.Errorf("a losing roll: %+v", a)
	}
	st.Board.At(target).Meeples = game.Meeples{game.Elder: 1}
	if a, err = Outbid(st, roll, o); err != nil {
		t.Fatal(err)
	}
	if a.Outbid || a.Strike.PLoss != 0 || a.Strike.Assassins != 0 || a.StrikeMove == nil {
		t.Errorf("a roll taking one Elder: %+v", a)
	}
	st.Player.Coins = 7
	if _, err := Outbid(st, roll, o); err == nil {
		t.Error("outbidding 8 coins with 7 advised")
	}
}

// TestOutbidValuesAreTheAdvice: each way's value is what the advice says
// of its table: outbidding, the score with the cost paid plus the best
// move's value (its Yazid roll the re-roll); letting the roll strike,
// the score less what the roll takes (harm) plus the best move after it,
// without its roll (next round's, which comes either way).
func TestOutbidValuesAreTheAdvice(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	o := Options{Weights: DefaultWeights(), Rules: rules, Top: 1}
	for _, roll := range []sultan.Roll{{White: 1, Black: 1}, {White: 3, Black: 2}, {White: 1, Black: 6}} {
		a, err := Outbid(st, roll, o)
		if err != nil {
			t.Fatal(err)
		}
		paid := st.Clone()
		paid.Player.Coins -= roll.Cost()
		pa, err := Advise(paid, o)
		if err != nil {
			t.Fatal(err)
		}
		ps, _, _ := scoreOf(paid, o)
		if want := float64(ps) + pa.Moves[0].Value; a.OutbidValue != want {
			t.Errorf("%v: outbid value %v, want %v", roll, a.OutbidValue, want)
		}
		struck, d, err := strike(st, roll, o)
		if err != nil {
			t.Fatal(err)
		}
		sa, err := Advise(struck, o)
		if err != nil {
			t.Fatal(err)
		}
		score, _, _ := scoreOf(st, o)
		want := float64(score) - harm(d, score, threatWeights(st, o.Weights), false) + float64(sa.Moves[0].ScoreChange) + sa.Moves[0].Estimate
		if d.lost || a.StrikeValue != want {
			t.Errorf("%v: strike value %v (lost %v), want %v", roll, a.StrikeValue, d.lost, want)
		}
	}
}

// TestOutbidStrikeTurnIsTheEngines: Outbid hands over the engine's turn
// of the strike, every capture whole: a tile of an Assassin, a Vizier
// and an Elder gives Yazid the Elder too (Strike weighs none); the twin,
// a tile without the Elder, gives him none.
func TestOutbidStrikeTurnIsTheEngines(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	roll := sultan.Roll{White: 3, Black: 1}
	target := game.Place{Col: 3, Row: 1}
	o := Options{Weights: DefaultWeights(), Rules: rules}
	for _, c := range []struct {
		m      game.Meeples
		elders int
	}{
		{game.Meeples{game.Assassin: 1, game.Vizier: 1, game.Elder: 1}, 1},
		{game.Meeples{game.Assassin: 1, game.Vizier: 1}, 0},
	} {
		st.Board.At(target).Meeples = c.m
		a, err := Outbid(st, roll, o)
		if err != nil {
			t.Fatal(err)
		}
		cs := a.StrikeTurn.Captures
		if len(cs) != 1 || cs[0].Place != target || cs[0].Taken != c.m || cs[0].Elders != c.elders ||
			cs[0].Assassins != 1 || cs[0].Council != 1 || a.Strike.Assassins != 1 || a.Strike.Council != 1 {
			t.Errorf("%v: strike turn %+v, strike %+v", c.m, a.StrikeTurn, a.Strike)
		}
	}
}
