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
	// Deeper and DeeperCamels search its moves one roll deeper late in
	// the game (advisor.Options.Deeper); 0: never. DeeperAssassins
	// deepens them too when Yazid holds that many Assassins or more.
	Deeper, DeeperCamels, DeeperAssassins int
	// scratch is what one worker's searches reuse (ForWorker); nil: each
	// game its own.
	scratch *advisor.Scratch
}

// ForWorker is the advisor for one worker: its games' searches reuse one
// advisor.Scratch, game after game (the same games: a search starts from
// nothing the scratch holds).
func (a Advisor) ForWorker() Policy {
	a.scratch = &advisor.Scratch{}
	return a
}

// Name is "advisor".
func (Advisor) Name() string { return "advisor" }

// Turn is the advisor's best move with its choices.
func (a Advisor) Turn(st sultan.State, _ *rand.Rand) (sultan.TurnPlan, error) {
	return a.turn(st, nil)
}

// turn is Turn, its searches reusing sc (nil: none).
func (a Advisor) turn(st sultan.State, sc *advisor.Scratch) (sultan.TurnPlan, error) {
	o := a.turnOptions(st.Expansions)
	o.Scratch = sc
	adv, err := advisor.Advise(st, o)
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

// HornRow orders the row the Horn of Plenty refilled as the advice does
// (advisor.HornRow): the best n cards for the player first, for the
// Merchants, then the goods, the Fakirs last.
func (a Advisor) HornRow(st sultan.State, row []game.Resource, n int) []string {
	return advisor.HornRow(st, row, n, a.Weights)
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
	o, err := advisor.Outbid(st, roll, a.outbidOptions(st.Expansions))
	return err == nil && o.Outbid
}

// turnOptions are the options the advisor asks its move with.
func (a Advisor) turnOptions(x game.Expansions) advisor.Options {
	return advisor.Options{Top: 1, Weights: a.Weights, Rules: a.Rules, ScoringRules: a.ScoringRules,
		DjinnVP: a.Guesses.DjinnVPs(x), Deeper: a.Deeper, DeeperCamels: a.DeeperCamels,
		DeeperAssassins: a.DeeperAssassins}
}

// outbidOptions are the options the advisor asks Outbid with: Turn's but
// for Top (Outbid searches Top 1, as Turn).
func (a Advisor) outbidOptions(x game.Expansions) advisor.Options {
	return advisor.Options{Weights: a.Weights, Rules: a.Rules, ScoringRules: a.ScoringRules, DjinnVP: a.Guesses.DjinnVPs(x)}
}

// ForGame is the advisor for one game: it asks the outbid's choice with
// less search (advisor.ChooseOutbid: the same choice) and keeps the move
// that follows it, so that when the roll strikes, or the cost is paid,
// and leaves the table the advice foresaw, the move is that advice's,
// not searched again (the same table and options give the same advice:
// the same games, a search a round fewer).
func (a Advisor) ForGame() Policy {
	g := &advisorGame{Advisor: a, scratch: a.scratch}
	if g.scratch == nil {
		g.scratch = &advisor.Scratch{}
	}
	return g
}

// advisorGame is the advisor in one game.
type advisorGame struct {
	Advisor
	// struck is the table the outbid's choice leaves (the roll struck,
	// or the cost paid), plan the advice's move on it; kept says they
	// are set.
	struck sultan.State
	plan   sultan.TurnPlan
	kept   bool
	// scratch is what the game's searches reuse: this game's or its
	// worker's alone.
	scratch *advisor.Scratch
}

// Turn is the advice's move: the one kept when the table is the one it
// was found for.
func (a *advisorGame) Turn(st sultan.State, _ *rand.Rand) (sultan.TurnPlan, error) {
	// A move searched deeper is not the outbid advice's.
	kept := a.kept && !a.turnOptions(st.Expansions).Deepens(st) && st.Equal(a.struck)
	a.kept, a.struck = false, sultan.State{}
	if kept {
		return a.plan, nil
	}
	return a.Advisor.turn(st, a.scratch)
}

// Outbid is Advisor.Outbid's choice (advisor.ChooseOutbid), keeping the
// move that follows it.
func (a *advisorGame) Outbid(st sultan.State, roll sultan.Roll, _ *rand.Rand) bool {
	a.kept, a.struck = false, sultan.State{}
	if st.Player.Coins < roll.Cost() {
		return false
	}
	o := a.outbidOptions(st.Expansions)
	o.Scratch = a.scratch
	c, err := advisor.ChooseOutbid(st, roll, o)
	if err != nil {
		return false
	}
	if c.Move != nil {
		a.struck, a.plan, a.kept = c.Table, c.Move.Plan, true
	}
	return c.Outbid
}
