package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestSureHarmCountsYazidsDjinn: on random tables where Yazid holds some
// of a Djinn's price (Elders, Fakirs) and some Djinns, the Djinn row
// tracked, empty or not, rule builders_fakirs on or off, some strikes
// losing, what sureHarm says he surely takes, his Elders and the Djinn
// he buys counted, is never more than his roll takes from the turn
// reckoned in full; and it counts a Djinn on many turns.
func TestSureHarmCountsYazidsDjinn(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(23, 5))
	checked, djinn := 0, 0
	n := sample(16, 2)
	for i := range n {
		st, rules := randomState(t, rng, i%4 == 3)
		st.Yazid.Elders, st.Yazid.Fakirs = rng.IntN(3), rng.IntN(2)
		if i%4 != 3 {
			st.Yazid.Djinns = rng.IntN(6)
		}
		if i%3 == 2 {
			st.DjinnRow = []string{} // bought out: he buys none
		}
		rules.BuildersFakirs = i%2 == 1
		rules.StrikeOrder = []sultan.StrikeOrder{sultan.UpperFirst, sultan.LowerFirst}[i/2%2]
		o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules(), ExactOnly: i%8 == 7}
		c, k := sureBelowOnTurns(t, rng, i, st, rules, o, func(h *sureHarm) { h.w.YazidDjinn = 0 })
		checked, djinn = checked+c, djinn+k
	}
	t.Logf("%d turns checked, %d with a sure Djinn", checked, djinn)
	if checked < 300*n/16 || djinn < checked/8 {
		t.Fatalf("only %d turns checked, %d with a sure Djinn: the test proves little", checked, djinn)
	}
}

// TestSureHarmDjinnNeedsItsRules is its negative twin, one case a rule
// the sure Djinn reads: were it blind to the rule, it would say Yazid
// surely takes more than his roll takes from some turn of the setup
// board, while the sure harm as it is never does. The Djinn is weighed
// high (100) so that its part shows.
func TestSureHarmDjinnNeedsItsRules(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		prep  func(st *sultan.State, rules *sultan.Rules, w *Weights)
		blind func(h *sureHarm)
		row   bool // the blind harm reads the row as holding a Djinn
	}{
		{
			name: "the row bought out",
			prep: func(st *sultan.State, _ *sultan.Rules, _ *Weights) {
				st.Yazid.Elders = 2
				st.DjinnRow = []string{}
			},
			row: true,
		},
		{
			name: "Builders spend his Fakir (builders_fakirs)",
			prep: func(st *sultan.State, rules *sultan.Rules, _ *Weights) {
				st.Yazid.Elders, st.Yazid.Fakirs = 1, 1
				rules.BuildersFakirs = true
			},
			blind: func(h *sureHarm) { h.buildersFakirs = false },
		},
		{
			name: "a strike that loses buys nothing",
			prep: func(st *sultan.State, rules *sultan.Rules, w *Weights) {
				st.Yazid.Elders, st.Yazid.Assassins = 2, sultan.LosingAssassins-1
				st.Player.Coins = 0
				rules.BlackSix = sultan.LiteralRows // one target a roll: only the Djinn reads the loss
				w.Loss = 0
			},
			blind: func(h *sureHarm) { h.yazid.Assassins = -100 },
		},
		{
			name: "a payment short buys nothing",
			prep: func(st *sultan.State, rules *sultan.Rules, w *Weights) {
				st.Yazid.Elders = 2
				st.Player.Coins = 1
				rules.BlackSix = sultan.LiteralRows
				w.Loss = 0
			},
			blind: func(h *sureHarm) { h.blue = make([]int, len(h.blue)) }, // nothing ever due
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			st, rules := loadState(t, "setup.yaml")
			w := DefaultWeights()
			w.YazidDjinn = 100
			tc.prep(&st, &rules, &w)
			o := Options{Weights: w, Rules: rules, ScoringRules: scoring.DefaultRules()}
			h := newSureHarm(st, o)
			blind := h
			blind.blue = append([]int(nil), h.blue...)
			if tc.blind != nil {
				tc.blind(&blind)
			}
			over, checked := 0, 0
			for _, ft := range firstTurns(t, st) {
				pv, err := preValueOf(st, ft.after, o)
				if err != nil {
					t.Fatal(err)
				}
				if !pv.rolls {
					continue
				}
				took := takenBy(&candidate{after: ft.after, score: pv.score}, rules, o)
				if s := h.sureOf(pv, ft.plan); s > took+1e-9 {
					t.Fatalf("%v: sure harm %v, his roll takes %v", ft.plan.Move, s, took)
				}
				checked++
				b := blind.of(ft.plan, pv.coins, pv.djinnRow || tc.row)
				if b > took+1e-9 {
					over++
				}
			}
			if checked == 0 || over == 0 {
				t.Fatalf("%d turns checked, the blind sure harm over none: the twin shows nothing", checked)
			}
		})
	}
}

// sureBelowOnTurns checks, on some turns of st's board, that the sure
// harm never exceeds what Yazid's roll takes, and counts the turns whose
// sure harm is above that of the harm with off applied (the part one
// weight adds): the shared body of the sure Djinn's and Camel's checks.
func sureBelowOnTurns(t *testing.T, rng *rand.Rand, i int, st sultan.State, rules sultan.Rules, o Options, off func(h *sureHarm)) (checked, counted int) {
	t.Helper()
	h := newSureHarm(st, o)
	without := h
	off(&without)
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	eachTurn(t, st, someOutcomes(rng, outs, 40), o, 2, 2, 3, func(mv game.Move, plan sultan.TurnPlan, c *candidate) {
		if endsAfter(c.after) {
			return
		}
		pv, err := preValueOf(st, c.after, o)
		if err != nil {
			t.Fatal(err)
		}
		s := h.sureOf(pv, plan)
		if got := takenBy(c, rules, o); s > got+1e-9 {
			t.Fatalf("state %d (Yazid %+v, row %v): %v %+v: sure harm %v, his roll takes %v", i, st.Yazid, st.DjinnRow, mv, plan.Tribe, s, got)
		}
		checked++
		if s > without.sureOf(pv, plan)+1e-9 {
			counted++
		}
	})
	return checked, counted
}
