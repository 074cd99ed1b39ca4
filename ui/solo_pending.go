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
		// The player has no move (the step says so; Enter goes on), or
		// the advice plans a sale: the player's step. A sale of the
		// player's own is offered at the clean-up (s), not asked every
		// turn: selling only turns goods into the coins they score.
		if d.Step == sultan.TurnSale && v.pf.sells() || d.NoMove {
			return stepPlayer
		}
		return stepCleanup
	}
	return stepOver
}

// reRollNext reports that the roll that comes once the player's turn is
// passed or done is Yazid's re-roll after an outbid
// (sultan.Decision.Passed; the roll step waits for it too).
func reRollNext(d sultan.Decision) bool {
	return d.Passed() == sultan.DecideRoll && (d.Kind == sultan.DecideTurn || d.ReRoll)
}
