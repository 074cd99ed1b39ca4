package selfplay

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/naqala/naqala/advisor"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// Policy is how the player chooses. It sees the table as the player does
// (sultan.State holds only what lies open: the board, both sides'
// holdings, the face-up rows), never the decks. Its methods may be
// called from several goroutines at once, each game with its own rng.
type Policy interface {
	// Name is the policy's name on the command line.
	Name() string
	// Turn chooses the player's whole turn, playable by sultan.PlayTurn;
	// game.ErrNoMove when there is no legal move. The Item a plan names
	// for an Artisan draw or a Workshop stands for a draw it cannot see
	// (the policy keeps one of the Items actually drawn: ItemKeeper), the
	// Thief it buys for the face-up one (the table buys that), and a
	// City's Whim card pays the run's reward whatever the plan says.
	Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error)
	// Redirect answers a redirect of Yazid's roll (the player chooses):
	// one of c's candidates, the answers before it being answered.
	Redirect(st sultan.State, roll sultan.Roll, answered []game.Place, c sultan.Choice, rng *rand.Rand) game.Place
	// Outbid says whether to pay for the roll and play first.
	Outbid(st sultan.State, roll sultan.Roll, rng *rand.Rand) bool
}

// PerGame is a policy that keeps what it learns within one game:
// PlayGame plays each game with the policy ForGame returns, so that the
// workers share nothing mutable.
type PerGame interface {
	ForGame() Policy
}

// PerWorker is a policy that keeps buffers from one game to the next on
// one worker: Run asks each worker's own (ForWorker), so that the workers
// share nothing mutable.
type PerWorker interface {
	ForWorker() Policy
}

// forWorker is pol's own for one worker (PerWorker), else pol.
func forWorker(pol Policy) Policy {
	if pw, ok := pol.(PerWorker); ok {
		return pw.ForWorker()
	}
	return pol
}

// Context is what a policy knows of the game beside the table: the rule
// variants of Yazid's turn and of the score.
type Context struct {
	Rules        sultan.Rules
	ScoringRules scoring.Rules
	Guesses      Guesses // what the rules leave unknown: the run's (Options.Guesses)
}

// Random plays a legal move drawn uniformly from every legal move
// (game.Board.SampleMove), then at each step a choice drawn uniformly
// from the step's legal options (skipping an optional action is one of
// them); right after the tribe action, a use of a Thief it holds or none,
// drawn uniformly, and once the steps are done, one power use after
// another (powerUses) until none is drawn; it sells, for each good held,
// a uniform number of its cards from none to all; it keeps a uniform
// Item of an Artisan draw; it answers redirects with a uniform candidate
// and never outbids.
type Random struct{ Context }

// Name is "random".
func (Random) Name() string { return "random" }

// Turn draws the move and the choices.
func (r Random) Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error) {
	m, err := st.Board.SampleMove(rng)
	if err != nil {
		return sultan.TurnPlan{}, err
	}
	p, err := sultan.BeginTurn(st, m)
	if err != nil {
		return sultan.TurnPlan{}, err
	}
	plan := sultan.TurnPlan{Move: m}
	var tent *bool
	thieved := len(st.Player.Thieves) == 0
	for !p.Complete() {
		if p.Options().Step == sultan.TurnTile && !thieved {
			thieved = true
			if plan.Thieves = randomPowers(p, true, rng); len(plan.Thieves) > 0 {
				continue // the tile action may have played by itself
			}
		}
		cs := choices(p, tent, r.Guesses.whimCoins())
		shuffle(rng, cs)
		taken := false
		for _, c := range cs {
			step := p.Options().Step
			if c.apply(p, &plan) == nil {
				if step == sultan.TurnControl {
					t := c.tent
					tent = &t
				}
				taken = true
				break
			}
		}
		if !taken {
			return sultan.TurnPlan{}, fmt.Errorf("selfplay: random: no legal choice at the %s of %s", p.Options().Step, m)
		}
	}
	plan.Powers = randomPowers(p, false, rng)
	if o := p.Options(); o.Step == sultan.TurnSale {
		for _, g := range game.Goods() {
			plan.Sale[g] = rng.IntN(o.Goods[g] + 1)
		}
	}
	return plan, nil
}

// randomPowers uses on p one power use after another, each drawn
// uniformly from the uses listed and none, until none is drawn (with
// thieves, the Thieves' only), and returns them.
func randomPowers(p *sultan.TurnInPlay, thieves bool, rng *rand.Rand) []sultan.PowerUse {
	var used []sultan.PowerUse
	for {
		uses := powerUses(p, thieves)
		k := rng.IntN(len(uses) + 1)
		if k == len(uses) || p.UsePower(uses[k]) != nil {
			return used
		}
		used = append(used, uses[k])
	}
}

// KeepItem keeps a uniform Item of the draw.
func (Random) KeepItem(_ sultan.State, drawn []game.Item, rng *rand.Rand) game.Item {
	return drawn[rng.IntN(len(drawn))]
}

// Redirect draws a candidate.
func (Random) Redirect(_ sultan.State, _ sultan.Roll, _ []game.Place, c sultan.Choice, rng *rand.Rand) game.Place {
	return c.Candidates[rng.IntN(len(c.Candidates))]
}

// Outbid never outbids.
func (Random) Outbid(sultan.State, sultan.Roll, *rand.Rand) bool { return false }

// Greedy plays the turn with the best immediate score change: the
// player's score if the game ended after the turn, less the score
// before (the scoring package), over every outcome of the legal moves
// (start tile, last tile, tribe) and every choice the turn then leaves
// open; ties are broken uniformly. The drops of an outcome are one of
// its moves drawn uniformly (they change the score only through Marid).
// A Magic Item (worth nothing) stands for the unknown draw; it keeps the
// Item of a draw with the most VP (ties drawn uniformly). A Thief use
// right after the tribe action is one more choice of the turn; once the
// best turn is found, it adds the power use (powerUses) that raises the
// score most, one after another while one does. It never sells (a sale
// never raises the score). It answers each redirect with
// the candidate that limits the damage of Yazid's turn (no loss first,
// then the highest score after it, every later answer chosen the same
// way), and never outbids.
//
// It stands in for the advisor's exact-only ranking without Yazid
// (advisor.Advise with ExactOnly and IgnoreYazid) until that is wired.
type Greedy struct{ Context }

// Name is "greedy".
func (Greedy) Name() string { return "greedy" }

// Turn searches the outcomes and their choices.
func (g Greedy) Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error) {
	vps := g.Guesses.DjinnVPs(st.Expansions)
	before, err := scoreNow(st, g.ScoringRules, vps)
	if err != nil {
		return sultan.TurnPlan{}, err
	}
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		return sultan.TurnPlan{}, err
	}
	if len(outs) == 0 {
		return sultan.TurnPlan{}, game.ErrNoMove
	}
	var best sultan.TurnPlan
	bestGain, ties := 0, 0
	thieved, whim := len(st.Player.Thieves) == 0, g.Guesses.whimCoins()
	for _, o := range outs {
		m, err := st.Board.SampleOutcome(rng, o)
		if err != nil {
			return sultan.TurnPlan{}, err
		}
		p, err := sultan.BeginTurn(st, m)
		if err != nil {
			return sultan.TurnPlan{}, err
		}
		err = eachPlan(p, sultan.TurnPlan{Move: m}, nil, thieved, whim, func(plan sultan.TurnPlan, after sultan.State) error {
			score, err := scoreNow(after, g.ScoringRules, vps)
			if err != nil {
				return err
			}
			switch gain := score - before; {
			case ties == 0 || gain > bestGain:
				best, bestGain, ties = plan, gain, 1
			case gain == bestGain:
				// Reservoir draw: each of the tied plans kept with
				// probability 1/ties.
				ties++
				if rng.IntN(ties) == 0 {
					best = plan
				}
			}
			return nil
		})
		if err != nil {
			return sultan.TurnPlan{}, err
		}
	}
	return g.addPowers(st, best, before+bestGain, vps)
}

// addPowers adds to the turn plan the power uses that raise the score
// most, one after another while one does; score is the score after
// plan.
func (g Greedy) addPowers(st sultan.State, plan sultan.TurnPlan, score int, vps map[string]int) (sultan.TurnPlan, error) {
	p, err := sultan.BeginTurn(st, plan.Move)
	if err != nil {
		return sultan.TurnPlan{}, err
	}
	if err := p.Plan(plan); err != nil {
		return sultan.TurnPlan{}, err
	}
	for {
		var (
			best  sultan.PowerUse
			bestP *sultan.TurnInPlay
		)
		bestScore := score
		for _, u := range powerUses(p, false) {
			q := p.Copy()
			if q.UsePower(u) != nil {
				continue
			}
			s, err := scoreNow(q.State(), g.ScoringRules, vps)
			if err != nil {
				return sultan.TurnPlan{}, err
			}
			if s > bestScore {
				best, bestP, bestScore = u, q, s
			}
		}
		if bestP == nil {
			return plan, nil
		}
		plan.Powers = append(slices.Clone(plan.Powers), best)
		p, score = bestP, bestScore
	}
}

// KeepItem keeps the Item with the most VP, ties drawn uniformly.
func (Greedy) KeepItem(_ sultan.State, drawn []game.Item, rng *rand.Rand) game.Item {
	best, ties := drawn[0], 1
	for _, it := range drawn[1:] {
		switch {
		case it.VP() > best.VP():
			best, ties = it, 1
		case it.VP() == best.VP():
			if ties++; rng.IntN(ties) == 0 {
				best = it
			}
		}
	}
	return best
}

// eachPlan calls visit with every plan that completes the turn p, and
// the table it leaves (no sale). Right after the tribe action, unless
// thieved, each use of a Thief held is a branch beside none; a City's
// Whim card pays whim coins.
func eachPlan(p *sultan.TurnInPlay, plan sultan.TurnPlan, tent *bool, thieved bool, whim int, visit func(sultan.TurnPlan, sultan.State) error) error {
	if p.Complete() {
		return visit(plan, p.State())
	}
	step := p.Options().Step
	if step == sultan.TurnTile && !thieved {
		if err := eachPlan(p, plan, tent, true, whim, visit); err != nil {
			return err
		}
		for _, u := range powerUses(p, true) {
			q := p.Copy()
			if q.UsePower(u) != nil {
				continue
			}
			next := plan
			next.Thieves = append(slices.Clone(plan.Thieves), u)
			if err := eachPlan(q, next, tent, true, whim, visit); err != nil {
				return err
			}
		}
		return nil
	}
	taken := false
	for _, c := range choices(p, tent, whim) {
		q := p.Copy()
		next := plan
		if c.apply(q, &next) != nil {
			continue
		}
		taken = true
		t := tent
		if step == sultan.TurnControl {
			v := c.tent
			t = &v
		}
		if err := eachPlan(q, next, t, thieved, whim, visit); err != nil {
			return err
		}
	}
	if !taken {
		return fmt.Errorf("selfplay: no legal choice at the %s of %s", step, plan.Move)
	}
	return nil
}

// Redirect limits the damage.
func (g Greedy) Redirect(st sultan.State, roll sultan.Roll, answered []game.Place, c sultan.Choice, _ *rand.Rand) game.Place {
	best, bestV := c.Candidates[0], damage{}
	for i, cand := range c.Candidates {
		v := g.damage(st, roll, append(append([]game.Place{}, answered...), cand))
		if i == 0 || v.better(bestV) {
			best, bestV = cand, v
		}
	}
	return best
}

// damage is what Yazid's turn leaves the player: lost or not, and the
// score after it.
type damage struct {
	lost  bool
	score int
}

func (d damage) better(o damage) bool {
	if d.lost != o.lost {
		return !d.lost
	}
	return d.score > o.score
}

// damage resolves Yazid's turn with the answers on a copy of st, the
// answers still to give chosen to limit the damage.
func (g Greedy) damage(st sultan.State, roll sultan.Roll, answers []game.Place) damage {
	after := st.Clone()
	t, err := sultan.ResolveTurn(&after, roll, g.Rules, answers)
	if c, ok := sultan.PendingChoice(err); ok {
		var best damage
		for i, cand := range c.Candidates {
			v := g.damage(st, roll, append(append([]game.Place{}, answers...), cand))
			if i == 0 || v.better(best) {
				best = v
			}
		}
		return best
	}
	if err != nil || t.Lost != game.NotLost {
		return damage{lost: true}
	}
	score, err := scoreNow(after, g.ScoringRules, g.Guesses.DjinnVPs(st.Expansions))
	if err != nil {
		return damage{lost: true}
	}
	return damage{score: score}
}

// Outbid never outbids.
func (Greedy) Outbid(sultan.State, sultan.Roll, *rand.Rand) bool { return false }

// ErrUnknownPolicy is returned by NewPolicy for a name it does not know.
var ErrUnknownPolicy = errors.New("selfplay: unknown policy")

// NewPolicy returns the policy of a name: advisor (with the default
// weights), greedy or random.
func NewPolicy(name string, ctx Context) (Policy, error) {
	switch name {
	case "advisor":
		return Advisor{Context: ctx, Weights: advisor.DefaultWeights()}, nil
	case "random":
		return Random{ctx}, nil
	case "greedy":
		return Greedy{ctx}, nil
	}
	return nil, fmt.Errorf("%w %q (want advisor, greedy or random)", ErrUnknownPolicy, name)
}
