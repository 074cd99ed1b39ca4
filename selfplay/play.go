package selfplay

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// MaxRounds bounds a game: far more than 11 camels a side need (each
// round Yazid places a camel or clears a tile), so a game that reaches it
// is a bug, reported as an error.
const MaxRounds = 200

// Options says what to play.
type Options struct {
	Games        int
	Seed         uint64
	Expansions   game.Expansions // base game when zero
	Hard         bool            // the 20-coin start
	Rules        sultan.Rules
	ScoringRules scoring.Rules
	// Guesses are the values played where the rules leave a number
	// unknown (the VP of some Djinns, a Whim card's reward): the policy's
	// Context should hold the same.
	Guesses Guesses
	Workers int // games played at once; at least 1
	// OnResult, when set, is called with each game's result, in game
	// order, from Run's goroutine (a progress line, a caller's records).
	OnResult func(Result)
}

// Result is how one game ended.
type Result struct {
	Index  int       // the game's index, from 0
	Rounds int       // rounds begun
	Score  int       // the final score, as if scored for a lost game
	Lost   game.Loss // why the game was lost, or NotLost
	Title  string    // the title of a game survived
	NoMove bool      // it ended because the player had no legal move
}

// gameRand returns the generators of game i: the deal (board, decks,
// their reshuffles), Yazid's dice, and the policy's choices, each its own
// stream so that a policy's choices never shift the deal or the dice.
func gameRand(seed uint64, i int) (deal, dice, policy *rand.Rand) {
	stream := func(k uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, uint64(i)*4+k)) }
	return stream(0), stream(1), stream(2)
}

// bagRand is game i's stream for the bag (Anun-Nak's draws, supply.bag),
// the fourth of gameRand's: its own, so that a draw shifts neither the
// decks' reshuffles nor the dice.
func bagRand(seed uint64, i int) *rand.Rand { return rand.New(rand.NewPCG(seed, uint64(i)*4+3)) }

// PlayGame plays game i of the seed with the policy to its end, and
// scores it.
func PlayGame(o Options, pol Policy, i int) (Result, error) {
	res, _, err := PlayGameKept(o, pol, i)
	return res, err
}

// PlayGameKept plays game i as PlayGame does and returns the engine's
// game too, as it ended: its log (Game.Log) and what each event did
// (Game.Happened), for a front end to replay and compare (the TUI's and
// naqala turn's cross-driver tests). The game is nil when the setup was
// refused.
func PlayGameKept(o Options, pol Policy, i int) (Result, *sultan.Game, error) {
	res, g, err := playGame(o, pol, i)
	if err != nil {
		return res, g, fmt.Errorf("selfplay: seed %d, game %d (%s): %w", o.Seed, i, pol.Name(), err)
	}
	return res, g, nil
}

func playGame(o Options, pol Policy, i int) (Result, *sultan.Game, error) {
	if pg, ok := pol.(PerGame); ok {
		pol = pg.ForGame()
	}
	res := Result{Index: i}
	dealRNG, diceRNG, polRNG := gameRand(o.Seed, i)
	board := game.DealBoard(o.Expansions, dealRNG)
	sup := newSupply(o.Expansions, dealRNG)
	sup.bag = bagRand(o.Seed, i)
	setup := sultan.NewSetup(board, o.Expansions, o.Hard, o.Rules)
	st := sultan.State{Resources: []game.Resource{}, DjinnRow: []string{}}
	rows := sup.refill(st)
	setup.Resources, setup.DjinnRow, setup.ThiefRow = rows.Resources, rows.DjinnRow, rows.ThiefRow
	g, err := sultan.New(setup)
	if err != nil {
		return res, nil, err
	}
	dice := sultan.NewRandDice(diceRNG)
	tb := table{g: g, pol: pol, sup: sup, rng: polRNG, whim: o.Guesses.whimCoins()}
	if err := tb.drive(dice, &res); err != nil {
		return res, g, err
	}
	res.Lost = g.Lost()
	r, err := scoring.Score(soloGame(g.State(), res.Lost, o.Guesses.DjinnVPs(o.Expansions)), o.ScoringRules)
	if err != nil {
		return res, g, err
	}
	res.Score = r.Players[0].Total
	if r.Solo != nil && r.Solo.Survived {
		res.Title = r.Solo.Title
	} else if r.Solo != nil && res.Lost == game.NotLost {
		res.Lost = r.Solo.Reason
	}
	return res, g, nil
}

// yazidTurn resolves the roll, asking the policy each redirect.
func yazidTurn(g *sultan.Game, pol Policy, roll sultan.Roll, rng *rand.Rand) error {
	var answers []game.Place
	for {
		_, err := g.Resolve(answers...)
		c, ok := sultan.PendingChoice(err)
		if !ok {
			return err
		}
		a := pol.Redirect(g.State(), roll, answers, c, rng)
		answers = append(answers, a)
	}
}

// table is one game as self-play holds it: the engine's game, the
// policy, what the table hides, the policy's source of chance and the
// reward a Whim card pays.
type table struct {
	g    *sultan.Game
	pol  Policy
	sup  *supply
	rng  *rand.Rand
	whim int
}

// drive plays the game to its end as a loop over what the game waits for
// (sultan.Game.Pending): the engine alone holds the round's order and
// the end; the policy answers the player's decisions, the supply what
// the table would show (the rows refilled, the Items drawn, the face-up
// Thief).
func (tb *table) drive(dice sultan.Dice, res *Result) error {
	g, pol, sup, rng := tb.g, tb.pol, tb.sup, tb.rng
	var (
		plan          *sultan.TurnPlan // the policy's turn, from its move to its sale
		sold, powered bool
	)
	for {
		d := g.Pending()
		if plan != nil && !powered && d.Kind != sultan.DecideTurn {
			// The turn's steps are done: the Thieves the tile action did
			// not wait for, the powers the plan uses, then the optional
			// sale (docs/turn.md: a power comes at any point of the turn,
			// up to clean-up).
			powered = true
			for _, u := range slices.Concat(plan.Thieves, plan.Powers) {
				u, ok := sup.drawFor(g.State(), u)
				if !ok {
					continue // nothing left to draw: the power is not used
				}
				t, err := g.UsePower(u)
				if err != nil {
					return fmt.Errorf("turn %s: %w", plan.Move, err)
				}
				if t.Step == sultan.TurnControl {
					// The tile the power emptied, controlled as
					// sultan.PlayTurn does, before the plan's next power.
					if _, err := g.Control(plan.Tent); err != nil {
						return fmt.Errorf("turn %s: %w", plan.Move, err)
					}
				}
				if it, err := game.ParseItem(u.Power); err == nil {
					// Artisans: a Magic Item used is discarded.
					sup.discarded = append(sup.discarded, it)
				}
			}
			plan.Thieves = nil
			if len(plan.Powers) > 0 {
				continue
			}
		}
		if d.Step == sultan.TurnSale && plan != nil && !sold && d.Kind != sultan.DecideTurn {
			// The optional sale, where the turn is complete.
			sold = true
			if plan.Sale.Total() > 0 {
				if _, err := g.Sell(plan.Sale); err != nil {
					return fmt.Errorf("turn %s: %w", plan.Move, err)
				}
				continue
			}
		}
		kind := d.Kind
		if kind == sultan.DecideTurn && d.Turn.Step == sultan.TurnMove {
			p, err := pol.Turn(g.State(), rng)
			switch {
			case errors.Is(err, game.ErrNoMove):
				// No move the policy plays (a Flying Carpet's the advice
				// does not list keeps the game going): the turn is passed,
				// and the engine says what comes then.
				kind = d.Pass
			case err != nil:
				return err
			default:
				plan, sold, powered = &p, false, false
			}
		}
		var err error
		switch kind {
		case sultan.DecideOver:
			return nil
		case sultan.DecideRoll:
			if !d.ReRoll {
				if res.Rounds++; res.Rounds > MaxRounds {
					return fmt.Errorf("no end after %d rounds", MaxRounds)
				}
			}
			_, err = g.RollDice(dice)
		case sultan.DecideOutbidOrResolve:
			if d.OutbidCost > 0 && pol.Outbid(g.State(), d.Roll, rng) {
				_, err = g.Outbid()
			} else {
				err = yazidTurn(g, pol, d.Roll, rng)
			}
		case sultan.DecideResolve:
			err = yazidTurn(g, pol, d.Roll, rng)
		case sultan.DecideTurn:
			err = tb.turnStep(d.Turn.Step, plan)
		case sultan.DecideCleanUp:
			plan = nil
			err = g.CleanUp(sup.refill(g.State()))
		case sultan.DecideEnd:
			if _, err = g.End(); err == nil {
				res.NoMove = g.EndReason() == sultan.EndNoMove
			}
		default:
			err = fmt.Errorf("the game waits for a %s", kind)
		}
		if err != nil {
			return err
		}
	}
}

// before uses the powers the plan uses before its move
// (sultan.TurnPlan.Before): the Horn of Plenty's refill drawn from the
// resource deck and ordered by the policy, every card seen; a Horn the
// deck cannot refill for is not used.
func (tb *table) before(plan *sultan.TurnPlan) error {
	g, sup := tb.g, tb.sup
	for _, u := range plan.Before {
		if u.Power == game.HornOfPlenty.Key() {
			st := g.State()
			p, err := sultan.BeginTurn(st, plan.Move)
			if err != nil {
				return err
			}
			var ok bool
			if u, ok = sup.hornFor(st, u, tb.pol, p.Progress().Taken); !ok {
				continue
			}
		}
		if _, err := g.UsePower(u); err != nil {
			return err
		}
		if it, err := game.ParseItem(u.Power); err == nil {
			// Artisans: a Magic Item used is discarded.
			sup.discarded = append(sup.discarded, it)
		}
	}
	return nil
}

// turnStep answers one step of the player's turn with the policy's plan,
// the table showing what the plan could not see: the Items drawn (the
// policy keeps one), the face-up Thief bought, the Whim card's reward.
func (tb *table) turnStep(step sultan.TurnStep, plan *sultan.TurnPlan) error {
	if plan == nil {
		return fmt.Errorf("the turn waits for the %s, and no move was planned", step)
	}
	g, sup := tb.g, tb.sup
	t, _ := g.Turn()
	var err error
	switch step {
	case sultan.TurnMove:
		if err := tb.before(plan); err != nil {
			return fmt.Errorf("turn %s: %w", plan.Move, err)
		}
		if !plan.Carpet {
			_, err = g.PlayMove(plan.Move)
			break
		}
		// The move made with the Flying Carpet, discarded once used.
		m := plan.Move
		if _, err = g.UsePower(sultan.PowerUse{Power: game.FlyingCarpet.Key(), Move: &m}); err == nil {
			sup.discarded = append(sup.discarded, game.FlyingCarpet)
		}
	case sultan.TurnControl:
		_, err = g.Control(plan.Tent)
	case sultan.TurnTribe:
		c := plan.Tribe
		if t.Tribe == game.Artisan {
			// Reference 11 step 3: draw n Items, keep 1.
			c = sultan.TribeChoice{Skip: true}
			if drawn := sup.drawItems(t.Taken); len(drawn) > 0 {
				kept := keepItem(tb.pol, g.State(), drawn, tb.rng)
				c = sultan.TribeChoice{Item: kept.Key()}
				sup.discardBut(drawn, kept)
			}
		}
		_, err = g.Tribe(c)
	case sultan.TurnTile:
		// The Thieves come right after the tribe action, before the tile
		// action.
		for _, u := range plan.Thieves {
			if _, err := g.UsePower(u); err != nil {
				return fmt.Errorf("turn %s: %w", plan.Move, err)
			}
		}
		plan.Thieves = nil
		o, oerr := g.TurnOptions()
		switch {
		case oerr != nil:
			return fmt.Errorf("turn %s: %w", plan.Move, oerr)
		case o.Step != sultan.TurnTile:
			return nil // the Thief used, the action played by itself
		case o.ByItself:
			if _, err := g.TileAction(sultan.TileChoice{}); err != nil {
				return fmt.Errorf("turn %s: %w", plan.Move, err)
			}
			return nil
		}
		c := plan.Tile
		tt := g.State().Board.Tile(t.Last()).Type
		_, thief := game.LookupThief(c.Djinn)
		up := g.State().ThiefRow
		switch {
		case tt == game.Workshop && !c.Skip:
			c.Item = ""
			if drawn := sup.drawItems(1); len(drawn) > 0 {
				c.Item = drawn[0].Key()
			} else {
				c = sultan.TileChoice{Skip: true}
			}
		case thief && len(up) == 0:
			c = sultan.TileChoice{Skip: true} // the Thief pile ran out
		case thief:
			// A plan that names a stand-in buys the face-up Thief, the
			// game's Thief row.
			c.Djinn = up[0]
		case tt.IsCity() && !c.Skip:
			c.Coins = tb.whim
		}
		_, err = g.TileAction(c)
	default:
		err = fmt.Errorf("the turn stopped at the %s", step)
	}
	if err != nil {
		return fmt.Errorf("turn %s: %w", plan.Move, err)
	}
	return nil
}
