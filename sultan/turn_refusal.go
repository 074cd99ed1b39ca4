package sultan

import (
	"errors"
	"fmt"

	"github.com/naqala/naqala/game"
)

// Refusal is why the rules refuse an event of the player's turn, as a
// typed reason; RefusalCode prefixes it with the event's kind
// ("tribe.out-of-reach"), the problem code of naqala turn (docs/turn.md).
type Refusal string

// The reasons a turn event is refused. The move's own (a game.MoveError's
// problem) are moveRefusals'.
const (
	RefuseGameOver   Refusal = "game-over"    // the game is lost or ended
	RefuseNotNow     Refusal = "not-now"      // the turn waits for another step (ErrWrongPhase)
	RefuseMissing    Refusal = "missing"      // the event lacks its field
	RefuseTable      Refusal = "table"        // the table after it breaks a check of the box
	RefuseRule       Refusal = "rule"         // any other rule (the message names it)
	RefuseNotation   Refusal = "notation"     // the move's text does not read
	RefuseNoTent     Refusal = "no-tent"      // the Tent is placed, or no Artisans
	RefuseNoCamel    Refusal = "no-camel"     // every Camel is on the board
	RefuseNotAChoice Refusal = "not-a-choice" // a field of another tribe or tile
	RefuseNoChoice   Refusal = "no-choice"    // the action plays by itself
	RefuseFakirs     Refusal = "fakirs"       // more Fakirs than held, or discarded for nothing
	RefusePayment    Refusal = "payment"      // a way to pay not allowed, not affordable or not said
	RefuseKill       Refusal = "kill"         // no victim named, or none there
	RefuseOutOfReach Refusal = "out-of-reach" // the victim is beyond the Assassins' reach
	RefuseCards      Refusal = "cards"        // cards not allowed, too many, not in the deck
	RefuseItem       Refusal = "item"         // no Item named, unknown, or none left in the box
	RefuseDjinn      Refusal = "djinn"        // no Djinn named, unknown, held, or not to be had
	RefuseNotFaceUp  Refusal = "not-face-up"  // a Djinn not in the tracked row
	RefuseCoins      Refusal = "coins"        // too few coins to pay
	RefusePick       Refusal = "pick"         // a card not on offer, picked twice, too many
	RefuseWhim       Refusal = "whim"         // a Whim reward out of range, no Whim card left
	RefuseGoods      Refusal = "goods"        // goods not held, or none sold
)

// RuleError is a turn event the rules refuse: the reason and the English
// message (Err's text, unchanged).
type RuleError struct {
	Reason Refusal
	Err    error
}

func (e *RuleError) Error() string { return e.Err.Error() }
func (e *RuleError) Unwrap() error { return e.Err }

// ruleError is fmt.Errorf with the reason the rules refuse.
func ruleError(r Refusal, format string, a ...any) error {
	return &RuleError{Reason: r, Err: fmt.Errorf(format, a...)}
}

// moveRefusals names the move's problems (game.CheckMove) in the codes'
// words: "move.last-colour".
var moveRefusals = map[game.ProblemCode]Refusal{
	game.ProblemMoveStartOff:       "start-off",
	game.ProblemMoveStartForbidden: "start-forbidden",
	game.ProblemMoveStartEmpty:     "start-empty",
	game.ProblemMoveTribe:          "tribe",
	game.ProblemMoveCount:          "count",
	game.ProblemMoveTribeCount:     "tribe-count",
	game.ProblemMoveOff:            "off",
	game.ProblemMoveNotNext:        "not-next",
	game.ProblemMoveBack:           "back",
	game.ProblemMoveForbidden:      "forbidden",
	game.ProblemMoveMountain:       "mountain",
	game.ProblemMoveLast:           "last-colour",
}

// RefusalOf is the reason of an error Game.Apply returned for a turn
// event: from the typed error it carries, never from its text.
func RefusalOf(err error) Refusal {
	var re *RuleError
	var me *game.MoveError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, ErrGameOver):
		return RefuseGameOver
	case errors.Is(err, ErrWrongPhase):
		return RefuseNotNow
	case errors.As(err, &me):
		if r, ok := moveRefusals[me.Problem.Code]; ok {
			return r
		}
	case errors.As(err, &re):
		return re.Reason
	}
	return RefuseRule
}

// RefusalCode is the problem code of naqala turn for an error Game.Apply
// returned for a turn event of kind k: "move.last-colour",
// "tribe.out-of-reach", "tile_action.payment" (docs/turn.md).
func RefusalCode(k EventKind, err error) string {
	return string(k) + "." + string(RefusalOf(err))
}

// TurnEventKinds lists the kinds of the player's turn events, in the
// turn's order.
func TurnEventKinds() []EventKind {
	return []EventKind{EventMove, EventControl, EventTribe, EventTileAction, EventSale, EventPower}
}

// RefuseUnreadMove is the refusal Apply gives e, a move event or a
// power event (the Flying Carpet's move), whose move is written so that
// it does not read: err is game.ParseMove's. A typed move fails as its
// JSON is read, before any rule is asked; a driver that reads a turn's
// events first and plays them after (naqala turn) asks here what the
// rules say in that event's place, so that the refusal is the one the
// move's text met in the rules: what is checked before the move (the game
// over, the phase, the power's own checks) first, else err as the move's
// notation ("move.notation", the power's "power.rule"). g does not change.
func (g *Game) RefuseUnreadMove(e Event, err error) error {
	e = e.clone()
	e.unread = err
	switch {
	case e.Kind == EventPower && e.Power != nil:
		// A move stands in the field, so that the power's checks pass it
		// as named; the Flying Carpet then meets err where it reads it.
		e.Power.Move, e.Power.unread = &game.Move{}, err
	case e.Kind != EventMove && e.Kind != EventPower:
		return fmt.Errorf("sultan: a %s event has no move", e.Kind)
	}
	next := *g
	if _, serr := next.step(e); serr != nil {
		return serr
	}
	return &RuleError{Reason: RefuseNotation, Err: within("", err)}
}
