package selfplay

import (
	"errors"
	"math/rand/v2"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Advisor plays the advisor's first move (advisor.Advise with the default
// weights), answers redirects as the advice reckons Yazid's roll
// (advisor.Redirect: a loss avoided first, then the least coins and
// Assassins and Council Viziers at the weights) and outbids when the
// advice says so (advisor.Outbid).
type Advisor struct {
	Context
	Weights advisor.Weights
}

// Name is "advisor".
func (Advisor) Name() string { return "advisor" }

// Turn is the advisor's best move with its choices.
func (a Advisor) Turn(st sultan.State, _ *rand.Rand) (sultan.TurnPlan, error) {
	adv, err := advisor.Advise(st, advisor.Options{Top: 1, Weights: a.Weights, Rules: a.Rules, ScoringRules: a.ScoringRules})
	if errors.Is(err, advisor.ErrNoMove) || errors.Is(err, advisor.ErrOnlyCarpet) {
		return sultan.TurnPlan{}, game.ErrNoMove // the turn passed; the engine says whether the game ends
	}
	if err != nil {
		return sultan.TurnPlan{}, err
	}
	if len(adv.Moves) == 0 {
		return sultan.TurnPlan{}, game.ErrNoMove
	}
	return adv.Moves[0].Plan, nil
}

// Redirect limits the damage as the advice reckons Yazid's roll
// (advisor.Redirect).
func (a Advisor) Redirect(st sultan.State, roll sultan.Roll, answered []game.Place, c sultan.Choice, _ *rand.Rand) game.Place {
	p, err := advisor.Redirect(st, roll, a.Rules, a.Weights, answered)
	if err != nil {
		return c.Candidates[0] // never: the roll asks this choice
	}
	return p
}

// Outbid outbids when the advice says so (advisor.Outbid).
func (a Advisor) Outbid(st sultan.State, roll sultan.Roll, _ *rand.Rand) bool {
	if st.Player.Coins < roll.Cost() {
		return false
	}
	o, err := advisor.Outbid(st, roll, advisor.Options{Weights: a.Weights, Rules: a.Rules, ScoringRules: a.ScoringRules})
	return err == nil && o.Outbid
}
