package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// TurnPlan is a whole turn of the player's, every choice made in advance:
// what an advisor tries.
type TurnPlan struct {
	// Move is read only: the TurnProgress PlayTurn returns shares its
	// drops.
	Move game.Move
	// Tent: control with the Tent when both it and a Camel can be placed,
	// at the turn's control or at a power's (UsePlannedPowerOn).
	Tent  bool
	Tribe TribeChoice // used only when the tribe action waits for a choice
	Tile  TileChoice  // used only when the tile action waits for a choice
	Sale  GoodsHeld   // nothing sold when zero
	// Before are the Djinns' powers and Magic Items used before the move,
	// so before its tribe action (a power comes at any point of the turn:
	// the Horn of Plenty orders the row the Merchants take from), in
	// order. Read only.
	Before []PowerUse
	// Thieves are the Thieves used right after the tribe action, before
	// the tile action, asked or by itself (thieves-of-naqala.en.txt:
	// "immediately after your Tribe action"), in order. Read only.
	Thieves []PowerUse
	// Powers are the Djinns' powers and Magic Items used once the steps
	// are done, in order, before the sale (a power comes at any point of
	// the turn up to clean-up: docs/turn.md). Read only.
	Powers []PowerUse
	// Carpet: Move is made with the Flying Carpet (its power event: the
	// last meeple on any tile but the one dropped on before it).
	Carpet bool
}

// PlayTurn plays a whole turn on a copy of st by the rules of the
// player's turn events, and returns the table after it and what the turn
// did. A choice for a step the rules settle alone is not used; a choice a
// waiting step refuses is the error, naming the step and the rule. st is
// not changed.
func PlayTurn(st State, plan TurnPlan) (State, TurnProgress, error) {
	next := st.Clone()
	t, err := PlayTurnOn(&next, plan)
	if err != nil {
		return st, TurnProgress{}, err
	}
	return next, t, nil
}

// PlayTurnOn is PlayTurn on st itself, for a caller that copied the table
// already (st must share nothing with a table kept: st.Clone()). On an
// error st is left part-played.
func PlayTurnOn(st *State, plan TurnPlan) (TurnProgress, error) {
	var t TurnProgress
	if len(plan.Before) > 0 {
		var err error
		if t, err = usePowersOn(st, t, plan.Before, plan.Tent); err != nil {
			return TurnProgress{}, err
		}
	}
	if plan.Carpet {
		m := plan.Move
		var err error
		if t, err = usePowersOn(st, t, []PowerUse{{Power: game.FlyingCarpet.Key(), Move: &m}}, plan.Tent); err != nil {
			return TurnProgress{}, err
		}
	} else if err := t.playMoveShared(st, plan.Move); err != nil {
		return TurnProgress{}, err
	}
	thieves := plan.Thieves
	for !t.Complete() {
		var err error
		switch t.Step {
		case TurnControl:
			err = t.control(st, plan.Tent)
		case TurnTribe:
			err = t.tribe(st, plan.Tribe)
		case TurnTile:
			t, err = usePowersOn(st, t, thieves, plan.Tent)
			thieves = nil
			if err == nil && t.Step == TurnTile {
				err = t.tile(st, t.tileChoice(st, plan.Tile))
			}
		default:
			err = fmt.Errorf("sultan: the turn stopped at the %s", t.Step)
		}
		if err != nil {
			return TurnProgress{}, err
		}
	}
	var err error
	if t, err = usePowersOn(st, t, slices.Concat(thieves, plan.Powers), plan.Tent); err != nil {
		return TurnProgress{}, err
	}
	if plan.Sale.Total() != 0 {
		if err := t.sale(st, plan.Sale); err != nil {
			return TurnProgress{}, err
		}
	}
	return t, nil
}

// UsePowerOn uses a power in turn t on st, as the power event does, for a
// caller that copied the table (st shares nothing with a table kept:
// State.Clone) and keeps the turn t: an advisor trying a power after a
// turn played by PlayTurnOn. On an error st may be left part-changed and
// t is as it was.
func UsePowerOn(st *State, t *TurnProgress, u PowerUse) error {
	c := t.clone()
	if err := c.usePower(st, u); err != nil {
		return err
	}
	*t = c
	return nil
}

// UsePlannedPowerOn is UsePowerOn for a power of a plan (TurnPlan.Powers
// or TurnPlan.Before), as PlayTurn uses it: a tile the power empties is
// controlled at once, with the Tent when tent (the plan's Tent) and both
// it and a Camel can be placed, so that the plan's next power may come.
func UsePlannedPowerOn(st *State, t *TurnProgress, u PowerUse, tent bool) error {
	c := t.clone()
	if err := c.usePlanned(st, u, tent); err != nil {
		return err
	}
	*t = c
	return nil
}

// usePlanned uses the plan's power u; a control it leaves waiting is
// placed (UsePlannedPowerOn).
func (t *TurnProgress) usePlanned(st *State, u PowerUse, tent bool) error {
	if err := t.usePower(st, u); err != nil {
		return err
	}
	if t.Step == TurnControl {
		return t.control(st, tent)
	}
	return nil
}

// usePowersOn is usePowers on a copy of the table's header: a power's
// play escapes the table it is given to the heap, and st (the caller's
// scratch table) stays where it is.
func usePowersOn(st *State, t TurnProgress, us []PowerUse, tent bool) (TurnProgress, error) {
	if len(us) == 0 {
		return t, nil
	}
	on := new(State)
	*on = *st
	t, err := usePowers(on, t, us, tent)
	*st = *on
	return t, err
}

// usePowers uses the powers us of a plan in turn t on st (usePlanned,
// tent the plan's), and returns the turn. t is taken and returned by
// value: a power's play escapes its turn to the heap, and PlayTurnOn's
// own turn stays on the stack.
func usePowers(st *State, t TurnProgress, us []PowerUse, tent bool) (TurnProgress, error) {
	for _, u := range us {
		if err := t.usePlanned(st, u, tent); err != nil {
			return TurnProgress{}, err
		}
	}
	return t, nil
}

// tileChoice is the plan's tile choice, or none when the action plays by
// itself (the turn waited for a Thief's moment only).
func (t *TurnProgress) tileChoice(st *State, c TileChoice) TileChoice {
	if t.tileAsks(st) {
		return c
	}
	return TileChoice{}
}
