package sultan

import (
	"errors"
	"fmt"

	"github.com/naqala/naqala/game"
)

// The end of the game (the solo sheet, "End of the game"): "the Game
// stops at the end of the Turn during which either of these 2 events
// occur: a player drops his last Camel on a Tile (you or Yazid); no more
// legal Meeple movements are possible". The engine alone decides it:
//
//   - A side's last Camel (with Artisans, the player's last Camel and the
//     Tent: "ein Spieler [muss] alle seine Kamele UND sein Zelt eingesetzt
//     haben, um das Spielende auszulösen") triggers the end the moment it
//     is placed, by whatever event places it; the trigger is kept, so a
//     Camel that comes back later in the round (Kohdiah) does not take it
//     back. Only undoing the event that placed it does.
//   - No legal move is judged where the round's turns are done, at its
//     clean-up: the board as it then stands, with every means the player
//     holds (the Flying Carpet's moves count).
//
// Where the round's clean-up is reached (both turns played, the player's
// turn done or entered by free edits) and the end is due, the game ends
// instead: End is the one event that goes on, the clean-up is refused,
// and End anywhere else is refused.

// EndReason is why the game ends, or EndNone.
type EndReason int

// The reasons the rules end the game.
const (
	EndNone         EndReason = iota
	EndYazidCamels            // Yazid placed his last Camel
	EndPlayerCamels           // the player placed the last Camel (and, with Artisans, the Tent)
	EndNoMove                 // the player has no legal move, with every means held
)

var endReasonWords = [...]string{"the game goes on", "Yazid placed his last Camel",
	"you placed your last Camel", "you have no legal move left"}

// String says why the game ends, in the player's words.
func (r EndReason) String() string {
	if r < 0 || int(r) >= len(endReasonWords) {
		return fmt.Sprintf("EndReason(%d)", int(r))
	}
	return endReasonWords[r]
}

// TentToPlace reports whether the player still has the Tent to place:
// with Artisans, until it stands on the board.
func (s State) TentToPlace() bool {
	return s.Expansions.Artisans && s.Board != nil && !s.Board.HasTent(1)
}

// PlayerPlacedAll reports whether the player has placed every camel and,
// with Artisans, the Tent.
func (s State) PlayerPlacedAll() bool { return s.Player.Camels == 0 && !s.TentToPlace() }

// lastCamelPlaced is the end the table shows placed: Yazid's last Camel
// first, then the player's; EndNone when both sides have pieces to place.
func (s State) lastCamelPlaced() EndReason {
	switch {
	case s.Yazid.Camels == 0:
		return EndYazidCamels
	case s.PlayerPlacedAll():
		return EndPlayerCamels
	}
	return EndNone
}

// PlayerHasMove reports whether the player has a legal move with every
// means held: a move of the base rules (game.Board.HasMove) or, holding
// the Flying Carpet (Artisans), a move made with it.
func (s State) PlayerHasMove() bool {
	if s.Board == nil {
		return false
	}
	if s.Board.HasMove() {
		return true
	}
	return s.Expansions.Artisans && s.Player.Items[game.FlyingCarpet] > 0 && hasCarpetMove(s.Board)
}

// PlayerHasMove reports whether the player has a legal move now, with
// every means held (State.PlayerHasMove).
func (g *Game) PlayerHasMove() bool { return g.state.PlayerHasMove() }

// EndTriggered reports whether a side has placed its last piece this
// game: Yazid his last camel, or the player the last camel and, with
// Artisans, the Tent (reference section 9). The game ends at this
// round's clean-up. The trigger is kept once placed, a camel given back
// later (Kohdiah, an edit) leaves it; undo takes it back.
func (g *Game) EndTriggered() bool { return g.trigger != EndNone }

// EndReason is why the game ended (Over and Ended), or why it ends at
// this round's clean-up once the turns are played; EndNone while the game
// goes on.
func (g *Game) EndReason() EndReason {
	if g.ended {
		return g.endReason
	}
	if g.phase == Over {
		return EndNone // lost in play: the rules did not end it
	}
	return g.endDue()
}

// endDue is why the game ends at this round's clean-up: the trigger kept,
// else no legal move on the board as it stands; EndNone when the game
// goes on.
func (g *Game) endDue() EndReason {
	if g.trigger != EndNone {
		return g.trigger
	}
	if !g.state.PlayerHasMove() {
		return EndNoMove
	}
	return EndNone
}

// atCleanUp reports whether the round has reached its clean-up: Yazid
// has played and the player's turn is done (or has no move entered: a
// turn entered by free edits, or none).
func (g *Game) atCleanUp() bool {
	return (g.phase == PlayerTurn || g.phase == CleanUpDue) && (g.turn == nil || g.turn.Complete())
}

// stepEnd plays the end event: only where the rules end the game.
func (g *Game) stepEnd() error {
	if !g.atCleanUp() {
		return fmt.Errorf("%w: the game ends at a round's clean-up, once both turns are played (now: %s)", ErrWrongPhase, g.waitWords())
	}
	why := g.endDue()
	if why == EndNone {
		return fmt.Errorf("%w: the game goes on: both sides have Camels to place and you have a legal move", ErrWrongPhase)
	}
	// Solo sheet: at the end the player needs strictly more Viziers than
	// Yazid's Council.
	g.lost = FinalLoss(g.state.Player.Viziers, g.state.Yazid.Council)
	g.ended, g.endReason, g.phase = true, why, Over
	return nil
}

// waitWords says what the game waits for, for a refusal.
func (g *Game) waitWords() string {
	if g.turn != nil && !g.turn.Complete() && (g.phase == PlayerTurn || g.phase == PlayerFirst) {
		return "your turn waits for the " + g.turn.Step.String()
	}
	return "the " + g.phase.String()
}

// checkStart refuses a setup the rules cannot reach at the start of a
// round, which a game's setup is: every one of Yazid's 11 Camels and of
// the player's 11 either on the board or beside it (none leaves the game);
// neither side done with its pieces (the game would have ended with that
// round); Yazid not holding a loss already (the game would be over). A
// table taken up mid-round (TakeUp) is not held to it.
func checkStart(st State) error {
	var errs []error
	if on := st.Board.Camels(game.Yazid); on+st.Yazid.Camels != Camels {
		errs = append(errs, fmt.Errorf("sultan: yazid.camels: %d beside the board and %d on it make %d; a game starts with all %d of Yazid's", st.Yazid.Camels, on, on+st.Yazid.Camels, Camels))
	}
	if on := st.Board.Camels(1); on+st.Player.Camels != Camels {
		errs = append(errs, fmt.Errorf("sultan: player.camels: %d beside the board and %d on it make %d; a game starts with all %d of yours", st.Player.Camels, on, on+st.Player.Camels, Camels))
	}
	switch st.lastCamelPlaced() {
	case EndYazidCamels:
		errs = append(errs, errors.New("sultan: yazid.camels: Yazid has placed his last Camel: the game ended with that round, no game starts here"))
	case EndPlayerCamels:
		errs = append(errs, errors.New("sultan: player.camels: you have placed your last Camel (and the Tent): the game ended with that round, no game starts here"))
	}
	if l := lossOfHoldings(st.Yazid); l != game.NotLost {
		errs = append(errs, fmt.Errorf("sultan: yazid: the game is lost already (%s): no game starts here", l.Words()))
	}
	return errors.Join(errs...)
}
