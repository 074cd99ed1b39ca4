package advisor

import (
	"fmt"
	"math"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// valueAt reckons Yazid's roll on st (taken as the table after a turn
// scoring 50) at the weights w: the value and the threat.
func valueAt(t *testing.T, st sultan.State, rules sultan.Rules, w Weights) (float64, Threat) {
	t.Helper()
	c := &candidate{after: st, score: 50}
	tf := &threatFinder{rules: rules, w: w}
	reckon(c, tf, Options{Weights: w, Rules: rules})
	return c.value, c.threat
}

// rankValue is docs/advice.md's value of a turn that changes nothing
// (score 50, no change, no estimate) with Yazid's roll y.
func rankValue(st sultan.State, y Threat, w Weights) float64 {
	w = threatWeights(st, w)
	return -(y.Coins + y.PLoss*50) - (w.Assassin*y.Assassins + w.Council*y.Council + w.Loss*y.PLoss +
		w.YazidDjinn*y.Djinns + w.YazidElderFakir*y.EldersFakirs + w.YazidCamel*y.Camels)
}

// A Camel Yazid is expected to place with his next roll costs
// yazid_camel each: on tracked.yaml no tile has a Camel, so every roll
// that strikes places one. The negative twin: with every tile the
// player's, he places none, and the weight costs nothing.
func TestYazidCamelWeight(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	w0 := DefaultWeights()
	w0.YazidCamel = 0
	w6 := w0
	w6.YazidCamel = 6
	owned := st.Clone()
	for i := range owned.Board.Tiles {
		owned.Board.Tiles[i].Owner = 1
	}
	for _, tc := range []struct {
		name   string
		st     sultan.State
		places bool
	}{{"no Camels on the board", st, true}, {"every tile the player's", owned, false}} {
		t.Run(tc.name, func(t *testing.T) {
			v0, y0 := valueAt(t, tc.st, rules, w0)
			v6, y6 := valueAt(t, tc.st, rules, w6)
			if tc.places != (y6.Camels > 0) {
				t.Fatalf("expected Camels %v, want placing %v", y6.Camels, tc.places)
			}
			if tc.places && y6.Camels < 1 {
				t.Errorf("expected Camels %v: want at least 1 (every roll strikes an unowned tile)", y6.Camels)
			}
			if got, want := v6, rankValue(tc.st, y6, w6); math.Abs(got-want) > 1e-9 {
				t.Errorf("value %v, want %v (%v Camels at 6)", got, want, y6.Camels)
			}
			if got, want := v0, rankValue(tc.st, y0, w0); math.Abs(got-want) > 1e-9 {
				t.Errorf("at 0: value %v, want %v", got, want)
			}
			if !tc.places && v0 != v6 {
				t.Errorf("no Camel placed, yet the weight changed the value: %v, %v", v0, v6)
			}
		})
	}
}

// A Djinn Yazid is expected to buy with his next roll costs yazid_djinn x
// 6/(6 - the Djinns he holds): on tracked.yaml he holds an Elder, a Fakir
// and one Djinn, so nearly every roll buys one, at 4 x 1.2 each. The
// negative twin: with the Djinn row empty he buys none, and the weight
// costs nothing.
func TestYazidDjinnWeight(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	w0 := DefaultWeights()
	w0.YazidDjinn = 0
	w4 := w0
	w4.YazidDjinn = 4
	for _, tc := range []struct {
		name  string
		row   []string
		buys  bool
		extra float64
	}{
		{"row of three", []string{"Enki", "Utug", "Leta"}, true, 4 * 1.2},
		{"row empty", []string{}, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := st.Clone()
			s.DjinnRow = tc.row
			v0, y := valueAt(t, s, rules, w0)
			v4, _ := valueAt(t, s, rules, w4)
			if tc.buys != (y.Djinns > 0.5) {
				t.Fatalf("expected Djinns bought %v, want buying %v", y.Djinns, tc.buys)
			}
			if got, want := v0-v4, tc.extra*y.Djinns; math.Abs(got-want) > 1e-9 {
				t.Errorf("the Djinns cost %v, want %v", got, want)
			}
		})
	}
	for _, tc := range []struct {
		have int
		want float64
	}{{0, 1}, {1, 1.2}, {3, 2}, {5, 6}, {6, 6}} {
		if got := urgency(tc.have, sultan.LosingDjinns); got != tc.want {
			t.Errorf("urgency(%d Djinns) = %v, want %v", tc.have, got, tc.want)
		}
	}
}

// An Elder or Fakir Yazid is expected to take costs yazid_elder_fakir
// each. The negative twin: with no Elder on the board and no Fakir in
// the resource row he can take none, and the weight costs nothing.
func TestYazidElderFakirWeight(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	w0 := DefaultWeights()
	w0.YazidElderFakir = 0
	w3 := w0
	w3.YazidElderFakir = 3
	none := st.Clone()
	for i := range none.Board.Tiles {
		if m := &none.Board.Tiles[i].Meeples; m[game.Elder] > 0 {
			m[game.Merchant] += m[game.Elder] // the tile keeps its meeples
			m[game.Elder] = 0
		}
	}
	none.Resources = []game.Resource{{Good: game.Fish}, {Good: game.Silk}, {Good: game.Wheat}}
	for _, tc := range []struct {
		name  string
		st    sultan.State
		takes bool
	}{{"Elders and Fakirs in reach", st, true}, {"none in reach", none, false}} {
		t.Run(tc.name, func(t *testing.T) {
			// The redirects are answered at the weights, so the threat
			// itself may change with them: each value is checked
			// against its own threat.
			v0, y0 := valueAt(t, tc.st, rules, w0)
			v3, y3 := valueAt(t, tc.st, rules, w3)
			if tc.takes != (y3.EldersFakirs > 0) {
				t.Fatalf("expected Elders and Fakirs %v, want taking %v", y3.EldersFakirs, tc.takes)
			}
			if got, want := v3, rankValue(tc.st, y3, w3); math.Abs(got-want) > 1e-9 {
				t.Errorf("value %v, want %v (%v of Elders and Fakirs at 3)", got, want, y3.EldersFakirs)
			}
			if got, want := v0, rankValue(tc.st, y0, w0); math.Abs(got-want) > 1e-9 {
				t.Errorf("at 0: value %v, want %v", got, want)
			}
			if !tc.takes && v0 != v3 {
				t.Errorf("nothing to take, yet the weight changed the value: %v, %v", v0, v3)
			}
		})
	}
}

// With clock c, what scores later fades with the Camels left, the fewer
// of the two sides': min(1, left/c). The negative twins: with enough
// Camels left, or clock 0, the estimate is whole; the Vizier lead never
// fades (the final check is at the end).
func TestEstimateClock(t *testing.T) {
	tests := []struct {
		name          string
		clock         float64
		player, yazid int
		want          float64
	}{
		{"half way to the end", 4, 2, 9, 0.5 * (2 + 3)},
		{"Yazid's Camels are the clock", 4, 9, 1, 0.25 * (2 + 3)},
		{"enough Camels left", 4, 6, 9, 2 + 3},
		{"no clock", 0, 1, 1, 2 + 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := Weights{Elder: 1, Fakir: 1, VizierLead: 4, Clock: tc.clock}
			st := sultan.State{Player: sultan.Holdings{Camels: tc.player}, Yazid: sultan.YazidHoldings{Camels: tc.yazid, Council: 5}}
			after := st
			after.Player.Elders, after.Player.Fakirs = 2, 3
			if got := estimate(st, after, w); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
			after.Player.Viziers = 1 // still behind the Council: the lead's 4, whole
			if got := estimate(st, after, w); got != tc.want+4 {
				t.Errorf("with a Vizier: got %v, want %v", got, tc.want+4)
			}
		})
	}
}

// A redirect answer limits what Yazid takes and never gives him meeples
// to keep his Camel off the board: at yazid_camel 6, an answer where he
// places a Camel and takes nothing goes before one where he takes an
// Elder and places none. The twin: the ranking's harm of the same rolls
// counts the Camel (the clock is valued in the ranking alone).
func TestRedirectIgnoresYazidCamel(t *testing.T) {
	w := DefaultWeights()
	w.YazidCamel = 6
	camel := rollDamage{camels: 1}
	elder := rollDamage{eldersFakirs: 1}
	if !camel.less(elder, w) || elder.less(camel, w) {
		t.Errorf("answers: the Camel placed goes after the Elder taken (weighed %v, %v)", camel.weighed(w), elder.weighed(w))
	}
	if hc, he := harm(camel, 100, w, false), harm(elder, 100, w, false); hc != 6 || he != w.YazidElderFakir {
		t.Errorf("harm: the Camel %v, the Elder %v: want 6, %v", hc, he, w.YazidElderFakir)
	}
}

// An Assassin left on the board beyond Yazid's next roll costs
// assassins_left x A/(7 - A) when he holds A: on tracked.yaml with 5 he
// holds, each costs 2.5 at 1. The negative twin: holding none, the
// weight costs nothing.
func TestAssassinsLeftWeight(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	w0 := DefaultWeights()
	w1 := w0
	w1.AssassinsLeft = 1
	for _, tc := range []struct {
		held int
		each float64
	}{{5, 2.5}, {0, 0}} {
		t.Run(fmt.Sprintf("Yazid holds %d", tc.held), func(t *testing.T) {
			s := st.Clone()
			s.Yazid.Assassins = tc.held
			v0, y0 := valueAt(t, s, rules, w0)
			v1, y1 := valueAt(t, s, rules, w1)
			if y0 != y1 {
				t.Fatalf("the threat changed with the weight: %+v, %+v", y0, y1)
			}
			left := float64(assassinsOn(s.Board)) - y1.Assassins
			if left < 1 {
				t.Fatalf("%v Assassins left on the board: want some", left)
			}
			if got, want := v0-v1, tc.each*left; math.Abs(got-want) > 1e-9 {
				t.Errorf("the weight cost %v, want %v (%v left at %v each)", got, want, left, tc.each)
			}
		})
	}
}

// A loss costs loss_camel more for each Camel Yazid has left: on
// tracked.yaml with 6 Assassins he holds (a roll that strikes one
// loses) and 10 Camels left, loss_camel 1 takes PLoss x 10 more. The
// negative twin: holding none, no roll loses, and the weight costs
// nothing.
func TestLossCamelWeight(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	w0 := DefaultWeights()
	w1 := w0
	w1.LossCamel = 1
	for _, held := range []int{6, 0} {
		t.Run(fmt.Sprintf("Yazid holds %d Assassins", held), func(t *testing.T) {
			s := st.Clone()
			s.Yazid.Assassins = held
			v0, y0 := valueAt(t, s, rules, w0)
			v1, y1 := valueAt(t, s, rules, w1)
			if y0 != y1 {
				t.Fatalf("the threat changed with the weight: %+v, %+v", y0, y1)
			}
			if held > 0 && y1.PLoss == 0 {
				t.Fatal("no roll loses: want some")
			}
			if got, want := v0-v1, y1.PLoss*float64(s.Yazid.Camels); math.Abs(got-want) > 1e-9 {
				t.Errorf("the weight cost %v, want %v (PLoss %v, %d Camels left)", got, want, y1.PLoss, s.Yazid.Camels)
			}
		})
	}
}

// An Assassin Yazid takes while he holds five costs sixth_assassin more:
// the value is the ranking's with the Assassin's price raised by it. The
// negative twin: holding four, the weight changes nothing.
func TestSixthAssassinWeight(t *testing.T) {
	checkNearLossWeight(t, nearLoss{
		set:   func(w *Weights) { w.SixthAssassin = 20 },
		hold:  func(s *sultan.State, n int) { s.Yazid.Assassins = n },
		at:    5,
		twins: []int{4},
		taken: func(y Threat) float64 { return y.Assassins },
		what:  "Assassins",
	})
}

// A Djinn Yazid buys while he holds four costs fifth_djinn more: the
// value is the ranking's with the Djinn's price raised by it. The
// negative twins: holding three or five, the weight changes nothing.
func TestFifthDjinnWeight(t *testing.T) {
	checkNearLossWeight(t, nearLoss{
		set:   func(w *Weights) { w.FifthDjinn = 20 },
		hold:  func(s *sultan.State, n int) { s.Yazid.Djinns = n },
		at:    4,
		twins: []int{3, 5},
		taken: func(y Threat) float64 { return y.Djinns },
		what:  "Djinns",
	})
}

// An Elder or Fakir Yazid takes while he holds five Djinns costs
// sixth_djinn_pair more: the value is the ranking's with its price raised
// by it. The negative twin: holding four Djinns, the weight changes
// nothing.
func TestSixthDjinnPairWeight(t *testing.T) {
	checkNearLossWeight(t, nearLoss{
		set:   func(w *Weights) { w.SixthDjinnPair = 20 },
		hold:  func(s *sultan.State, n int) { s.Yazid.Djinns = n },
		at:    5,
		twins: []int{4},
		taken: func(y Threat) float64 { return y.EldersFakirs },
		what:  "Elders and Fakirs",
	})
}

// nearLoss is a weight that prices what Yazid takes when he holds at
// (set to 20), and how he comes to hold n (hold).
type nearLoss struct {
	set   func(*Weights)
	hold  func(*sultan.State, int)
	at    int
	twins []int
	taken func(Threat) float64
	what  string
}

// checkNearLossWeight: on tracked.yaml, holding c.at, the value is the
// ranking's at the weight and costs 20 for each piece taken; holding each
// of c.twins, the weight changes nothing.
func checkNearLossWeight(t *testing.T, c nearLoss) {
	st, rules := loadState(t, "tracked.yaml")
	w0 := DefaultWeights()
	w1 := w0
	c.set(&w1)
	for _, held := range append([]int{c.at}, c.twins...) {
		t.Run(fmt.Sprintf("Yazid holds %d", held), func(t *testing.T) {
			s := st.Clone()
			c.hold(&s, held)
			v0, y0 := valueAt(t, s, rules, w0)
			v1, y1 := valueAt(t, s, rules, w1)
			if held != c.at {
				if v0 != v1 || y0 != y1 {
					t.Errorf("holding %d: %v %+v, want %v %+v", held, v1, y1, v0, y0)
				}
				return
			}
			n := c.taken(y1)
			if n == 0 {
				t.Fatalf("no %s taken: want some", c.what)
			}
			if got, want := v1, rankValue(s, y1, w1); math.Abs(got-want) > 1e-9 {
				t.Errorf("value %v, want %v", got, want)
			}
			if got, want := rankValue(s, y1, w0)-v1, 20*n; math.Abs(got-want) > 1e-9 {
				t.Errorf("the weight cost %v, want %v (%v %s at 20)", got, want, n, c.what)
			}
		})
	}
}
