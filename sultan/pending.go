package sultan

import "fmt"

// DecisionKind names what the game waits for next.
type DecisionKind int

// The decisions of a round, in its order (reference section 10), and its
// end.
const (
	// DecideRoll: roll Yazid's dice (Decision.ReRoll: the re-roll after
	// an outbid, which must be accepted).
	DecideRoll DecisionKind = iota
	// DecideOutbidOrResolve: the dice are known; the player may outbid
	// (Decision.OutbidCost, affordable) or let Yazid play.
	DecideOutbidOrResolve
	// DecideResolve: Yazid plays the roll; Decision.Choice is the first
	// answer his targets need, if any.
	DecideResolve
	// DecideTurn: the player's turn waits at Decision.Step (TurnMove:
	// the move, or free edits and the clean-up for a turn played by hand);
	// Decision.Turn lists its legal answers and what the rules derive.
	DecideTurn
	// DecideCleanUp: the round's clean-up (an optional sale may still come
	// when Decision.Step is TurnSale).
	DecideCleanUp
	// DecideEnd: the round is played and the rules end the game
	// (Decision.End says why): End is the one event that goes on.
	DecideEnd
	// DecideOver: the game is lost or ended; nothing more is played.
	DecideOver
)

var decisionNames = [...]string{"roll", "outbid or resolve", "resolve", "turn", "clean-up", "end", "over"}

// String names the decision.
func (k DecisionKind) String() string {
	if k < 0 || int(k) >= len(decisionNames) {
		return fmt.Sprintf("DecisionKind(%d)", int(k))
	}
	return decisionNames[k]
}

// Decision is what the game waits for, with the options the rules leave.
// Free edits (tile, player, yazid, rows) are always open until the game
// is over, and are not listed.
type Decision struct {
	Kind DecisionKind
	// ReRoll: DecideRoll and DecideResolve after an outbid.
	ReRoll bool
	// Roll: the dice, from DecideOutbidOrResolve to the player's turn.
	Roll Roll
	// OutbidCost: DecideOutbidOrResolve, what outbidding costs.
	OutbidCost int
	// Choice: DecideOutbidOrResolve and DecideResolve, the first answer
	// Yazid's targets need (the player's choice), nil when none.
	Choice *Choice
	// Step: DecideTurn, the step the player's turn waits for; DecideCleanUp
	// and DecideEnd, TurnSale while a sale may still be made, else TurnDone.
	Step TurnStep
	// NoMove: DecideTurn at TurnMove never has it; DecideRoll (the re-roll)
	// and DecideEnd have it when the player's turn is passed, no move
	// entered and no legal move with every means held, whatever ends the
	// game (End).
	NoMove bool
	// End: DecideEnd and DecideOver, why the rules end (ended) the game,
	// EndNone for a game lost in play; DecideTurn before the move, why the
	// game ends if the turn is played by hand (free edits): End then takes
	// the clean-up's place.
	End EndReason
	// Turn: DecideTurn, the step with what the rules derive at it and
	// every legal answer (TurnDecision; the legal moves are not counted
	// here, which costs up to milliseconds: Game.TurnDecision counts them).
	Turn *TurnDecision
	// Pass: DecideTurn before the move, what comes when the player passes
	// the turn (no move event: a turn played by hand, or a driver that
	// finds no move where the Flying Carpet still has one): DecideRoll,
	// the re-roll after an outbid; DecideEnd where End says the game ends;
	// else DecideCleanUp.
	Pass DecisionKind
}

// Pending returns what the game waits for: the one source of the round's
// order and of the end (end.go) for every driver.
func (g *Game) Pending() Decision {
	d := Decision{Roll: g.roll}
	switch g.phase {
	case Over:
		d.Kind, d.End = DecideOver, g.EndReason()
		return d
	case AwaitRoll:
		d.Kind, d.Roll = DecideRoll, Roll{}
		return d
	case YazidToPlay, YazidAfterOutbid:
		d.Kind, d.ReRoll = DecideResolve, g.phase == YazidAfterOutbid
		if cost, ok := g.OutbidCost(); ok {
			d.Kind, d.OutbidCost = DecideOutbidOrResolve, cost
		}
		if _, c, err := g.Targets(); err == nil {
			d.Choice = c
		}
		return d
	}
	// The player's turn, then (PlayerTurn, CleanUpDue) the clean-up.
	step := TurnMove
	if g.turn != nil {
		step = g.turn.Step
	}
	noMove := g.turn == nil && g.phase != CleanUpDue && !g.state.PlayerHasMove()
	switch {
	case g.phase != CleanUpDue && step < TurnSale && !noMove:
		d.Kind, d.Step = DecideTurn, step
		if step == TurnMove {
			d.Pass = DecideRoll
			// Only an outbid puts the player's turn before Yazid's roll:
			// a turn begun by a power before the move still leads to the
			// clean-up.
			if g.phase != PlayerFirst {
				d.End = g.endDue() // a turn played by hand ends with End, not a clean-up
				d.Pass = DecideCleanUp
				if d.End != EndNone {
					d.Pass = DecideEnd
				}
			}
		}
		d.Turn = g.turnDecision()
	case g.phase == PlayerFirst:
		d.Kind, d.ReRoll, d.NoMove, d.Roll = DecideRoll, true, noMove, Roll{}
		if step == TurnSale {
			d.Step = TurnSale // the sale may still come before the re-roll
		}
	default:
		d.Step = TurnDone
		if g.phase == PlayerTurn && step == TurnSale {
			d.Step = TurnSale
		}
		d.Kind = DecideCleanUp
		if d.End = g.endDue(); d.End != EndNone {
			d.Kind, d.NoMove = DecideEnd, noMove
		}
	}
	return d
}

// Passed is what the game waits for once the player's turn is passed or
// done: Pass at DecideTurn (no move made), else Kind. A driver that
// ends the turn without another answer goes on to it: the re-roll after
// an outbid (DecideRoll), the clean-up or the end.
func (d Decision) Passed() DecisionKind {
	if d.Kind == DecideTurn {
		return d.Pass
	}
	return d.Kind
}
