package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// takenBy is what Yazid's next roll takes from turn c (its value less its
// key, the categories aside), reckoned in full.
func takenBy(c *candidate, rules sultan.Rules, o Options) float64 {
	y := (&threatFinder{rules: rules, w: o.Weights}).threat(c.after)
	t := y.Coins + y.PLoss*float64(max(c.score, 0))
	if !o.ExactOnly {
		w := threatWeights(c.after, o.Weights)
		t += w.Assassin*y.Assassins + w.Council*y.Council + w.Loss*y.PLoss +
			w.YazidDjinn*y.Djinns + w.YazidElderFakir*y.EldersFakirs + w.YazidCamel*y.Camels
	}
	return t
}

// TestSureHarmBelowEveryTurn: on random tables (both strike orders, the
// literal rows, the Builders with Yazid's Fakirs, some payments short,
// Yazid near his seventh Assassin, exact only or not) what sureHarm says
// Yazid surely takes from a turn is never more than his roll takes from
// it, reckoned in full; and what each tile holds after the turn is what
// after says of it (but a kill's).
func TestSureHarmBelowEveryTurn(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(11, 2))
	checked, sure := 0, 0
	n := sample(16, 3)
	for i := range n {
		st, rules := randomState(t, rng, i%2 == 1)
		rules.StrikeOrder = []sultan.StrikeOrder{sultan.UpperFirst, sultan.LowerFirst}[i%2]
		if i%5 == 4 {
			rules.BlackSix = sultan.LiteralRows
		}
		st.Player.Coins = rng.IntN(12) // some payments short
		st.Yazid.Assassins = rng.IntN(7)
		st.Yazid.Fakirs = rng.IntN(3)
		rules.BuildersFakirs = i%3 == 1
		o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules(), ExactOnly: i%4 == 3}
		h := newSureHarm(st, o)
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		eachTurn(t, st, someOutcomes(rng, outs, 40), o, 3, 2, 4, func(mv game.Move, plan sultan.TurnPlan, c *candidate) {
			var held [64]game.Meeples
			known := h.after(held[:len(st.Board.Tiles)], plan)
			for q, tile := range c.after.Board.Tiles {
				if known&(1<<q) != 0 && held[q] != tile.Meeples {
					t.Fatalf("state %d: %v %+v: tile %d holds %v, after says %v", i, mv, plan.Tribe, q, tile.Meeples, held[q])
				}
			}
			pv, err := preValueOf(st, c.after, o)
			if err != nil {
				t.Fatal(err)
			}
			s := h.sureOf(pv, plan)
			if endsAfter(c.after) {
				if s != 0 {
					t.Fatalf("state %d: %v: Yazid rolls no more, sure harm %v", i, mv, s)
				}
				return
			}
			if got := takenBy(c, rules, o); s > got+1e-9 {
				t.Fatalf("state %d: %v %+v: sure harm %v, his roll takes %v", i, mv, plan.Tribe, s, got)
			}
			checked++
			if s > 0 {
				sure++
			}
		})
	}
	if checked < 500*n/16 || sure < checked/2 {
		t.Fatalf("only %d turns checked, %d with a sure harm: the test proves little", checked, sure)
	}
}

// TestSureHarmNeedsTheTouchedTiles is its negative twin: the roll that
// names a turn's start tile, were the tile taken as it was before the
// move, would be said to surely take that tile's meeples; the move
// emptied it, and the roll takes less from some turn.
func TestSureHarmNeedsTheTouchedTiles(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules()}
	h := newSureHarm(st, o)
	over := 0
	for _, ft := range firstTurns(t, st) {
		x, after := ft.x, ft.after
		if x.From.Row > 5 {
			continue
		}
		pv, err := preValueOf(st, after, o)
		if err != nil {
			t.Fatal(err)
		}
		tf := &threatFinder{rules: rules, w: o.Weights}
		tf.setTable(after)
		d, ok := tf.best(after, sultan.Roll{White: x.From.Col, Black: x.From.Row}, nil)
		took := 0.0
		if ok {
			took = harm(d, pv.score, threatWeights(after, o.Weights), false)
		}
		i := (x.From.Row-1)*st.Board.Cols + x.From.Col - 1
		if claimed, _ := h.struck(i, h.base[i], pv.coins); claimed > took+1e-9 {
			over++
		}
	}
	if over == 0 {
		t.Fatal("the start tile as it was told no roll more than it took: the twin shows nothing")
	}
}

// TestSureHarmSecondTargetNeedsNoLoss is its second twin: with Yazid at
// six Assassins, a black 6 whose first target holds an Assassin loses
// the game there and strikes no second tile; counting the second all the
// same says he surely takes more than he does from some turn (the loss
// weighing nothing, and forfeiting no score).
func TestSureHarmSecondTargetNeedsNoLoss(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	st.Yazid.Assassins = sultan.LosingAssassins - 1
	st.Player.Coins = 0 // a loss forfeits no score
	w := DefaultWeights()
	w.Loss = 0
	o := Options{Weights: w, Rules: rules, ScoringRules: scoring.DefaultRules()}
	h := newSureHarm(st, o)
	blind := h
	blind.yazid.Assassins = -100 // never seven: the second target always counted
	over := 0
	for _, ft := range firstTurns(t, st) {
		plan, after := ft.plan, ft.after
		pv, err := preValueOf(st, after, o)
		if err != nil {
			t.Fatal(err)
		}
		c := &candidate{after: after, score: pv.score}
		took := takenBy(c, rules, o)
		if s := h.sureOf(pv, plan); s > took+1e-9 {
			t.Fatalf("%v: sure harm %v, his roll takes %v", plan.Move, s, took)
		}
		if blind.sureOf(pv, plan) > took+1e-9 {
			over++
		}
	}
	if over == 0 {
		t.Fatal("counting the second target after a losing first told no turn more than it took: the twin shows nothing")
	}
}

// TestSureHarmRedirectIsTheLeast is a third twin: the roll naming a
// turn's emptied start tile is sent to a tile of its column the player
// chooses to limit the damage; the sure harm counts the least of them,
// and counting the most would say the roll takes more than it does from
// some turn.
func TestSureHarmRedirectIsTheLeast(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules()}
	h := newSureHarm(st, o)
	over := 0
	for _, ft := range firstTurns(t, st) {
		x, plan, after := ft.x, ft.plan, ft.after
		if x.From.Row > 5 {
			continue
		}
		pv, err := preValueOf(st, after, o)
		if err != nil {
			t.Fatal(err)
		}
		var held [64]game.Meeples
		h.after(held[:len(st.Board.Tiles)], plan)
		most := 0.0
		for j := x.From.Col - 1; j < len(st.Board.Tiles); j += st.Board.Cols {
			if t, _ := h.struck(j, held[j], pv.coins); !held[j].Empty() && t > most {
				most = t
			}
		}
		tf := &threatFinder{rules: rules, w: o.Weights}
		tf.setTable(after)
		d, ok := tf.best(after, sultan.Roll{White: x.From.Col, Black: x.From.Row}, nil)
		if ok && most > harm(d, pv.score, threatWeights(after, o.Weights), false)+1e-9 {
			over++
		}
	}
	if over == 0 {
		t.Fatal("the most harmful tile of the column told no roll more than it took: the twin shows nothing")
	}
}

// firstTurn is the first turn of an outcome: its first move, no kill, and
// the table after it.
type firstTurn struct {
	x     game.MoveOutcome
	plan  sultan.TurnPlan
	after sultan.State
}

// firstTurns plays the first turn of every outcome on st the rules take.
func firstTurns(t *testing.T, st sultan.State) []firstTurn {
	t.Helper()
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	var turns []firstTurn
	for _, x := range outs {
		paths, _, _ := st.Board.OutcomePaths(x.From, x.To, x.Tribe, 1)
		moves, _ := placements(st.Board, x.From, paths[0].Path, st.Board.Tile(x.From).Meeples, x.Tribe, 1)
		plan := sultan.TurnPlan{Move: moves[0], Tribe: sultan.TribeChoice{Skip: x.Tribe == game.Assassin}}
		if after, _, err := sultan.PlayTurn(st, plan); err == nil {
			turns = append(turns, firstTurn{x, plan, after})
		}
	}
	return turns
}

// eachTurn plays, on st, up to plansEach plans of up to spreads spreads
// of up to pathsEach paths of each outcome of outs, and calls fn with
// each turn the rules take.
func eachTurn(t *testing.T, st sultan.State, outs []game.MoveOutcome, o Options, pathsEach, spreads, plansEach int, fn func(mv game.Move, plan sultan.TurnPlan, c *candidate)) {
	t.Helper()
	before, _, err := scoreOf(st, o)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range outs {
		paths, _, _ := st.Board.OutcomePaths(x.From, x.To, x.Tribe, pathsEach)
		for _, p := range paths {
			moves, _ := placements(st.Board, x.From, p.Path, st.Board.Tile(x.From).Meeples, x.Tribe, spreads)
			for _, mv := range moves {
				ps, _ := plans(st, mv)
				for _, plan := range ps[:min(plansEach, len(ps))] {
					c, ok, err := try(st, plan, before, o)
					if err != nil {
						t.Fatal(err)
					}
					if ok {
						fn(mv, plan, c)
					}
				}
			}
		}
	}
}

// someOutcomes is up to n of outs, drawn at random.
func someOutcomes(rng *rand.Rand, outs []game.MoveOutcome, n int) []game.MoveOutcome {
	var some []game.MoveOutcome
	for _, j := range rng.Perm(len(outs))[:min(n, len(outs))] {
		some = append(some, outs[j])
	}
	return some
}
