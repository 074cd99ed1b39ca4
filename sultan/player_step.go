package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// TurnInPlay is a player's turn played step by step on its own copy of a
// table, by the rules of the turn events, without a log: for a player
// that decides each step on what the steps before it did (a policy of the
// self-play, a search). A refused step leaves it as it was.
type TurnInPlay struct {
	st State
	t  TurnProgress
}

// BeginTurn plays the move on a copy of st, and the steps that follow it
// by themselves. st is not changed.
func BeginTurn(st State, m game.Move) (*TurnInPlay, error) {
	return BeginPlan(st, TurnPlan{Move: m})
}

// BeginPlan is BeginTurn for plan's move, the powers plan uses before it
// (TurnPlan.Before) used first, as PlayTurn uses them. The Flying Carpet
// (TurnPlan.Carpet) is not: its move is a power of its own.
func BeginPlan(st State, plan TurnPlan) (*TurnInPlay, error) {
	p := &TurnInPlay{st: st.Clone()}
	for _, u := range plan.Before {
		if err := p.t.usePlanned(&p.st, u, plan.Tent); err != nil {
			return nil, err
		}
	}
	if err := p.t.playMove(&p.st, plan.Move); err != nil {
		return nil, err
	}
	return p, nil
}

// Copy returns a turn that goes on apart from p: each step replaces the
// table and the turn it holds instead of changing them, so a copy of the
// struct is enough.
func (p *TurnInPlay) Copy() *TurnInPlay {
	c := *p
	return &c
}

// State is a copy of the table as the turn leaves it so far.
func (p *TurnInPlay) State() State { return p.st.Clone() }

// Progress is the turn as it stands.
func (p *TurnInPlay) Progress() TurnProgress { return p.t.clone() }

// Options lists what the turn waits for and its legal options.
func (p *TurnInPlay) Options() TurnOptions { return p.t.Options(p.st) }

// Complete reports whether the turn can end (the sale is optional).
func (p *TurnInPlay) Complete() bool { return p.t.Complete() }

// Control places a Camel (tent false) or the Tent on the emptied tile.
func (p *TurnInPlay) Control(tent bool) error {
	return p.try(func(st *State, t *TurnProgress) error { return t.control(st, tent) })
}

// Tribe plays the tribe action.
func (p *TurnInPlay) Tribe(c TribeChoice) error {
	return p.try(func(st *State, t *TurnProgress) error { return t.tribe(st, c) })
}

// Tile plays the tile action.
func (p *TurnInPlay) Tile(c TileChoice) error {
	return p.try(func(st *State, t *TurnProgress) error { return t.tile(st, c) })
}

// Sell sells goods at the sale step.
func (p *TurnInPlay) Sell(sold GoodsHeld) error {
	return p.try(func(st *State, t *TurnProgress) error { return t.sale(st, sold) })
}

// UsePower uses a Djinn's power or a Magic Item (docs/turn.md).
func (p *TurnInPlay) UsePower(u PowerUse) error {
	return p.try(func(st *State, t *TurnProgress) error { return t.usePower(st, u) })
}

// usePlanned uses a power of the plan; a control it leaves waiting is
// placed, with the Tent when tent and both can be (UsePlannedPowerOn).
func (p *TurnInPlay) usePlanned(u PowerUse, tent bool) error {
	return p.try(func(st *State, t *TurnProgress) error { return t.usePlanned(st, u, tent) })
}

// try plays a step on copies and keeps them when it is taken.
func (p *TurnInPlay) try(step func(*State, *TurnProgress) error) error {
	st, t := p.st.Clone(), p.t.clone()
	if err := step(&st, &t); err != nil {
		return err
	}
	p.st, p.t = st, t
	return nil
}

// Plan plays the steps left with the choices of plan (its move and the
// powers before it are not used: BeginPlan): what PlayTurn does after
// the move.
func (p *TurnInPlay) Plan(plan TurnPlan) error {
	thieves := plan.Thieves
	for !p.Complete() {
		var err error
		switch p.t.Step {
		case TurnControl:
			err = p.Control(plan.Tent)
		case TurnTribe:
			err = p.Tribe(plan.Tribe)
		case TurnTile:
			for _, u := range thieves {
				if err = p.usePlanned(u, plan.Tent); err != nil {
					return err
				}
			}
			thieves = nil
			if p.t.Step == TurnTile {
				err = p.Tile(p.t.tileChoice(&p.st, plan.Tile))
			}
		default:
			err = fmt.Errorf("sultan: the turn stopped at the %s", p.t.Step)
		}
		if err != nil {
			return err
		}
	}
	for _, u := range slices.Concat(thieves, plan.Powers) {
		if err := p.usePlanned(u, plan.Tent); err != nil {
			return err
		}
	}
	if plan.Sale.Total() != 0 {
		return p.Sell(plan.Sale)
	}
	return nil
}

// TurnInPlay is the player's turn as it stands in g, on a copy of the
// table, to play on apart from the game (a driver reckoning what the
// steps left would do): ok is false while the turn waits for its move
// and outside the player's turn. g does not change.
func (g *Game) TurnInPlay() (p *TurnInPlay, ok bool) {
	if g.turn == nil || g.turn.Step == TurnMove {
		return nil, false
	}
	return &TurnInPlay{st: g.state.Clone(), t: g.turn.clone()}, true
}
