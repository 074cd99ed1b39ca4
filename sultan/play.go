package sultan

import (
	"fmt"

	"github.com/naqala/naqala/game"
)

// RollDice throws d for Yazid and records the roll.
func (g *Game) RollDice(d Dice) (Roll, error) {
	if g.phase != AwaitRoll && g.phase != PlayerFirst {
		if g.phase == Over {
			return Roll{}, fmt.Errorf("%w (%s)", ErrGameOver, g.overWords())
		}
		return Roll{}, fmt.Errorf("%w: a roll in phase %q", ErrWrongPhase, g.phase)
	}
	r, err := d.Roll()
	if err != nil {
		return Roll{}, err
	}
	_, err = g.Apply(RollEvent(r))
	return r, err
}

// RecordRoll records dice rolled at the table.
func (g *Game) RecordRoll(r Roll) error {
	_, err := g.Apply(RollEvent(r))
	return err
}

// Outbid pays white + black coins and lets the player play first; the
// roll that follows must be accepted. It returns the cost.
func (g *Game) Outbid() (int, error) {
	rep, err := g.Apply(OutbidEvent())
	return rep.Paid, err
}

// Resolve plays Yazid's turn for the current roll with the player's
// answers. A missing answer gives a *ChoiceError (errors.Is ErrNeedsChoice,
// PendingChoice gives the candidates) and changes nothing.
func (g *Game) Resolve(answers ...game.Place) (Turn, error) {
	rep, err := g.Apply(ResolveEvent(answers...))
	if err != nil {
		return Turn{}, err
	}
	return *rep.Turn, nil
}

// Targets previews Yazid's targets for the current roll with the answers
// given so far: the targets found and, when an answer is missing, the
// pending choice (nil when the targets are complete).
func (g *Game) Targets(answers ...game.Place) ([]Target, *Choice, error) {
	if !g.rolled || (g.phase != YazidToPlay && g.phase != YazidAfterOutbid) {
		return nil, nil, fmt.Errorf("%w: no roll waiting for Yazid (phase %q)", ErrWrongPhase, g.phase)
	}
	ts, err := FindTargets(g.state.Board, g.roll, g.rules, answers)
	if c, ok := PendingChoice(err); ok {
		return nil, &c, nil
	}
	return ts, nil, err
}

// Preview resolves Yazid's turn for the current roll on a copy of the
// table, without logging it: what clearing the targets would do. A missing
// answer gives ErrNeedsChoice as Resolve does.
func (g *Game) Preview(answers ...game.Place) (Turn, State, error) {
	if !g.rolled || (g.phase != YazidToPlay && g.phase != YazidAfterOutbid) {
		return Turn{}, State{}, fmt.Errorf("%w: no roll waiting for Yazid (phase %q)", ErrWrongPhase, g.phase)
	}
	st := g.state.Clone()
	t, err := ResolveTurn(&st, g.roll, g.rules, answers)
	if err != nil {
		return Turn{}, State{}, err
	}
	return t, st, nil
}

// SetTile sets one tile of the board to a notation token.
func (g *Game) SetTile(p game.Place, token string) error {
	_, err := g.Apply(TileEvent(p, token))
	return err
}

// ChangePlayer adds to the player's holdings.
func (g *Game) ChangePlayer(c PlayerChange) error {
	_, err := g.Apply(PlayerEvent(c))
	return err
}

// ChangeYazid puts right what Yazid holds.
func (g *Game) ChangeYazid(c YazidChange) error {
	_, err := g.Apply(YazidEvent(c))
	return err
}

// SetRows records the face-up rows as they now stand.
func (g *Game) SetRows(r Rows) error {
	_, err := g.Apply(RowsEvent(r))
	return err
}

// CleanUp ends the round with the rows as refilled.
func (g *Game) CleanUp(r Rows) error {
	_, err := g.Apply(CleanUpEvent(r))
	return err
}

// End ends the game where the rules end it (end.go: at the round's
// clean-up, a side's last Camel placed or no legal move left; else
// ErrWrongPhase) and returns the final check: NotLost when the player has
// strictly more Viziers than the Council.
func (g *Game) End() (game.Loss, error) {
	rep, err := g.Apply(EndEvent())
	return rep.Lost, err
}

// CanUndo reports whether there is an event after the setup to drop.
func (g *Game) CanUndo() bool { return len(g.log) > 1 }

// CanRedo reports whether an undone event can be applied again.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Undo drops the last event (never the setup) and returns it. It costs
// at most checkpointEvery events replayed from the nearest checkpoint,
// whatever the length of the log (undo.go).
func (g *Game) Undo() (Event, error) {
	if !g.CanUndo() {
		return Event{}, ErrNothingToUndo
	}
	last := g.log[len(g.log)-1]
	ng, err := g.rewind(len(g.log) - 1)
	if err != nil {
		return Event{}, err
	}
	ng.redo = append(g.redo, last)
	ng.undone = nil
	if len(g.undone) == len(g.redo) && len(g.happened) == len(g.log)-1 {
		ng.undone = append(g.undone[:len(g.undone):len(g.undone)], g.happened[len(g.happened)-1])
	}
	*g = *ng
	return last, nil
}

// Redo applies the last undone event again, with the same values.
func (g *Game) Redo() (Report, error) {
	if !g.CanRedo() {
		return Report{}, ErrNothingToRedo
	}
	e := g.redo[len(g.redo)-1]
	redo := g.redo[:len(g.redo)-1]
	rep, err := g.apply(e)
	if err != nil {
		return rep, err
	}
	g.redo = redo
	if len(g.undone) == len(redo)+1 {
		g.undone = g.undone[:len(redo):len(redo)]
	} else {
		g.undone = nil
	}
	return rep, nil
}
