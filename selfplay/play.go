package selfplay

import (
	"errors"
	"fmt"
	"math/rand/v2"

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
	Expansions   game.Expansions // base game when zero; Thieves are refused
	Hard         bool            // the 20-coin start
	Rules        sultan.Rules
	ScoringRules scoring.Rules
	Workers      int // games played at once; at least 1
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

// PlayGame plays game i of the seed with the policy to its end, and
// scores it.
func PlayGame(o Options, pol Policy, i int) (Result, error) {
	res, err := playGame(o, pol, i)
	if err != nil {
		return res, fmt.Errorf("selfplay: seed %d, game %d (%s): %w", o.Seed, i, pol.Name(), err)
	}
	return res, nil
}

func playGame(o Options, pol Policy, i int) (Result, error) {
	if pg, ok := pol.(PerGame); ok {
		pol = pg.ForGame()
	}
	res := Result{Index: i}
	if o.Expansions.Thieves {
		return res, errors.New("the Thieves' actions are not built: self-play has no Thieves")
	}
	dealRNG, diceRNG, polRNG := gameRand(o.Seed, i)
	board := game.DealBoard(o.Expansions, dealRNG)
	sup := newSupply(o.Expansions, dealRNG)
	setup := sultan.NewSetup(board, o.Expansions, o.Hard, o.Rules)
	st := sultan.State{Resources: []game.Resource{}, DjinnRow: []string{}}
	rows := sup.refill(st)
	setup.Resources, setup.DjinnRow = rows.Resources, rows.DjinnRow
	g, err := sultan.New(setup)
	if err != nil {
		return res, err
	}
	dice := sultan.NewRandDice(diceRNG)
	for !g.Over() {
		if res.Rounds++; res.Rounds > MaxRounds {
			return res, fmt.Errorf("no end after %d rounds", MaxRounds)
		}
		roll, err := g.RollDice(dice)
		if err != nil {
			return res, err
		}
		played := false
		if cost, ok := g.OutbidCost(); ok && cost > 0 && pol.Outbid(g.State(), roll, polRNG) {
			if _, err := g.Outbid(); err != nil {
				return res, err
			}
			if err = playerTurn(g, pol, sup, polRNG); err != nil {
				return res, err
			}
			played = true
			if roll, err = g.RollDice(dice); err != nil {
				return res, err
			}
		}
		if err := yazidTurn(g, pol, roll, polRNG); err != nil {
			return res, err
		}
		if g.Over() {
			break
		}
		if !played {
			if err = playerTurn(g, pol, sup, polRNG); err != nil {
				return res, err
			}
		}
		// The engine decides the end (reference section 9: the round in
		// which a side places its last camel, or no legal move remains,
		// is played out): the end in the clean-up's place, as in the TUI.
		if g.Pending().Kind == sultan.DecideEnd {
			if _, err := g.End(); err != nil {
				return res, err
			}
			res.NoMove = g.EndReason() == sultan.EndNoMove
			break
		}
		if err := g.CleanUp(sup.refill(g.State())); err != nil {
			return res, err
		}
	}
	res.Lost = g.Lost()
	r, err := scoring.Score(soloGame(g.State(), res.Lost), o.ScoringRules)
	if err != nil {
		return res, err
	}
	res.Score = r.Players[0].Total
	if r.Solo != nil && r.Solo.Survived {
		res.Title = r.Solo.Title
	} else if r.Solo != nil && res.Lost == game.NotLost {
		res.Lost = r.Solo.Reason
	}
	return res, nil
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

// playerTurn plays the policy's turn through the game's turn events; the
// Items drawn come from the stack, the best kept. A board on which the
// policy finds no move is passed: the engine says whether the game ends
// for it (a Flying Carpet move, which no policy plays, keeps it going).
func playerTurn(g *sultan.Game, pol Policy, sup *supply, rng *rand.Rand) error {
	plan, err := pol.Turn(g.State(), rng)
	if errors.Is(err, game.ErrNoMove) {
		return nil
	}
	if err != nil {
		return err
	}
	t, err := g.PlayMove(plan.Move)
	if err != nil {
		return err
	}
	for !t.Complete() {
		switch t.Step {
		case sultan.TurnControl:
			t, err = g.Control(plan.Tent)
		case sultan.TurnTribe:
			c := plan.Tribe
			if t.Tribe == game.Artisan {
				// Reference 11 step 3: draw n Items, keep 1.
				c = sultan.TribeChoice{Skip: true}
				if drawn := sup.drawItems(t.Taken); len(drawn) > 0 {
					c = sultan.TribeChoice{Item: bestItem(drawn).Key()}
				}
			}
			t, err = g.Tribe(c)
		case sultan.TurnTile:
			c := plan.Tile
			if g.State().Board.Tile(t.Last()).Type == game.Workshop && !c.Skip {
				c.Item = ""
				if drawn := sup.drawItems(1); len(drawn) > 0 {
					c.Item = drawn[0].Key()
				} else {
					c = sultan.TileChoice{Skip: true}
				}
			}
			t, err = g.TileAction(c)
		default:
			err = fmt.Errorf("the turn stopped at the %s", t.Step)
		}
		if err != nil {
			return fmt.Errorf("turn %s: %w", plan.Move, err)
		}
	}
	// The powers the plan uses, once the steps are done (docs/turn.md: a
	// power comes at any point of the turn, up to clean-up).
	for _, u := range plan.Powers {
		if t, err = g.UsePower(u); err != nil {
			return fmt.Errorf("turn %s: %w", plan.Move, err)
		}
	}
	if plan.Sale.Total() > 0 && t.Step == sultan.TurnSale {
		if _, err := g.Sell(plan.Sale); err != nil {
			return fmt.Errorf("turn %s: %w", plan.Move, err)
		}
	}
	return nil
}
