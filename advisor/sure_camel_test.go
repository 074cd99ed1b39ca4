package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestSureHarmCountsYazidsCamel: on random tables where some tiles with
// meeples are controlled (the player's or Yazid's) and Yazid has one,
// two or more Camels left, both strike orders, some strikes losing,
// what sureHarm says he surely takes, the Camels he places counted, is
// never more than his roll takes from the turn reckoned in full; and it
// counts a Camel on many turns.
func TestSureHarmCountsYazidsCamel(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(29, 7))
	checked, camel := 0, 0
	n := sample(16, 2)
	for i := range n {
		st, rules := randomState(t, rng, i%4 == 3)
		for j := range st.Board.Tiles {
			tile := &st.Board.Tiles[j]
			if tile.Meeples.Empty() || tile.Owner != game.NoOwner || rng.IntN(3) != 0 {
				continue
			}
			if rng.IntN(2) == 0 {
				tile.Owner = 1
				st.Player.Camels--
			} else {
				tile.Owner = game.Yazid
				st.Yazid.Camels--
			}
		}
		switch i % 3 {
		case 0:
			st.Yazid.Camels = 1 // his last: a black 6 places one at most
		case 1:
			st.Yazid.Camels = 2
		}
		rules.StrikeOrder = []sultan.StrikeOrder{sultan.UpperFirst, sultan.LowerFirst}[i/2%2]
		o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules(), ExactOnly: i%8 == 7}
		c, k := sureBelowOnTurns(t, rng, i, st, rules, o, func(h *sureHarm) { h.w.YazidCamel = 0 })
		checked, camel = checked+c, camel+k
	}
	t.Logf("%d turns checked, %d with a sure Camel", checked, camel)
	if checked < 300*n/16 || camel < checked/2 {
		t.Fatalf("only %d turns checked, %d with a sure Camel: the test proves little", checked, camel)
	}
}

// TestSureHarmCamelNeedsItsRules is its negative twin, one case a rule
// the sure Camel reads: were it blind to the rule, it would say Yazid
// surely takes more than his roll takes from some turn of the setup
// board, while the sure harm as it is never does. The Camel is weighed
// high (100) so that its part shows.
func TestSureHarmCamelNeedsItsRules(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		prep  func(st *sultan.State)
		blind func(h *sureHarm)
	}{
		{
			name: "a controlled tile takes no Camel",
			prep: func(st *sultan.State) {
				for j := range st.Board.Tiles {
					if j%2 == 0 {
						st.Board.Tiles[j].Owner = 1
						st.Player.Camels--
					}
				}
			},
			blind: func(h *sureHarm) { h.free = ^uint64(0) },
		},
		{
			name:  "his last Camel is placed once",
			prep:  func(st *sultan.State) { st.Yazid.Camels = 1 },
			blind: func(h *sureHarm) { h.yazid.Camels = 100 },
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			st, rules := loadState(t, "setup.yaml")
			w := DefaultWeights()
			w.YazidCamel = 100
			tc.prep(&st)
			o := Options{Weights: w, Rules: rules, ScoringRules: scoring.DefaultRules()}
			h := newSureHarm(st, o)
			blind := h
			tc.blind(&blind)
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
				if blind.sureOf(pv, ft.plan) > took+1e-9 {
					over++
				}
			}
			if checked == 0 || over == 0 {
				t.Fatalf("%d turns checked, the blind sure harm over none: the twin shows nothing", checked)
			}
		})
	}
}

// TestSureHarmCamelNotWherePowersAct is a third twin: Utug puts the
// player's Camel on a tile with meeples, which then takes none of
// Yazid's; the sure harm reads the plan's powers and never says more
// than his roll takes, while one blind to them (the plan without its
// powers) says more from some turn.
func TestSureHarmCamelNotWherePowersAct(t *testing.T) {
	t.Parallel()
	st, rules := loadState(t, "setup.yaml")
	st.Player.Djinns = []string{"Utug"}
	st.Player.Elders, st.Player.Fakirs = 2, 0
	w := DefaultWeights()
	w.YazidCamel = 100
	o := Options{Weights: w, Rules: rules, ScoringRules: scoring.DefaultRules()}
	h := newSureHarm(st, o)
	over, checked := 0, 0
	for k, ft := range firstTurns(t, st) {
		// Utug on a tile a roll names, one of every few turns.
		at := game.Place{Col: k%6 + 1, Row: k/6%5 + 1}
		plan := ft.plan
		plan.Powers = []sultan.PowerUse{{Power: "Utug", At: &at}}
		after, _, err := sultan.PlayTurn(st, plan)
		if err != nil {
			continue // the tile emptied or controlled by the move
		}
		pv, err := preValueOf(st, after, o)
		if err != nil {
			t.Fatal(err)
		}
		if !pv.rolls {
			continue
		}
		took := takenBy(&candidate{after: after, score: pv.score}, rules, o)
		if s := h.sureOf(pv, plan); s > took+1e-9 {
			t.Fatalf("%v, Utug on %v: sure harm %v, his roll takes %v", plan.Move, at, s, took)
		}
		checked++
		if h.sureOf(pv, sultan.TurnPlan{Move: plan.Move, Tribe: plan.Tribe}) > took+1e-9 {
			over++
		}
	}
	if checked == 0 || over == 0 {
		t.Fatalf("%d turns checked, the sure harm blind to Utug over none: the twin shows nothing", checked)
	}
	t.Logf("%d turns checked, %d over when blind to Utug", checked, over)
}
