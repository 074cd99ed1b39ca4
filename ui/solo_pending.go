package ui

import "github.com/naqala/naqala/sultan"

// pendingStep is the step that shows what the game waits for: the
// engine's pending decision (sultan.Game.Pending) alone orders the round
// and ends the game. The screen adds only steps of its own inside a
// decision: the choice and the confirmation of Yazid's targets, and the
// checklist of what his turn did.
func (v *soloHost) pendingStep() soloStep {
	d := v.g.Pending()
	t, turning := v.g.Turn()
	switch d.Kind {
	case sultan.DecideRoll:
		// The re-roll after an outbid: the player's step shows while the
		// turn has a question left (a sale), no move was made (it says so)
		// or a power is still usable.
		if d.ReRoll && (!turning || t.Step != sultan.TurnDone || len(v.pw.list()) > 0) {
			return stepPlayer
		}
		return stepRoll
	case sultan.DecideOutbidOrResolve, sultan.DecideResolve:
		return stepDice
	case sultan.DecideTurn:
		return stepPlayer
	case sultan.DecideCleanUp, sultan.DecideEnd:
		// A sale may still come, or the player has no move (the step says
		// so; Enter goes on): the player's step.
		if d.Step == sultan.TurnSale || !turning && v.g.Phase() == sultan.PlayerTurn {
			return stepPlayer
		}
		return stepCleanup
	}
	return stepOver
}
