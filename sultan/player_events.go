package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// The events of the player's turn, one a decision (docs/turn.md). What
// the rules decide alone (the meeples taken, a Camel when the Tent is not
// to place, the Viziers and Elders kept, the Builders' coins, the
// Merchants' cards from a tracked row, the Palm Tree and the Palace, the
// Djinns that pay) is played by the event before it, so the log holds
// only the player's choices.
const (
	EventMove       EventKind = "move"        // the meeple move: start tile and drops
	EventControl    EventKind = "control"     // a Camel or the Tent on the emptied tile
	EventTribe      EventKind = "tribe"       // the tribe action's choices
	EventTileAction EventKind = "tile_action" // the tile action's choices
	EventSale       EventKind = "sale"        // goods sold
)

// Control is the player's choice of what controls an emptied tile.
type Control struct {
	Tent bool `json:"tent,omitempty"` // the Tent; else a Camel
}

// MoveEvent records the player's move.
func MoveEvent(m game.Move) Event {
	m = cloneMove(m)
	return Event{Kind: EventMove, Move: &m}
}

// cloneMove copies a move, its drops too.
func cloneMove(m game.Move) game.Move {
	m.Drops = slices.Clone(m.Drops)
	return m
}

// ControlEvent records a Camel (tent false) or the Tent on the emptied tile.
func ControlEvent(tent bool) Event { return Event{Kind: EventControl, Control: &Control{Tent: tent}} }

// TribeEvent records the tribe action's choices.
func TribeEvent(c TribeChoice) Event {
	c = c.clone()
	return Event{Kind: EventTribe, TribeAction: &c}
}

// TileActionEvent records the tile action's choices.
func TileActionEvent(c TileChoice) Event {
	c = c.clone()
	return Event{Kind: EventTileAction, TileAction: &c}
}

// SaleEvent records goods sold.
func SaleEvent(sold GoodsHeld) Event { return Event{Kind: EventSale, Sale: &sold} }

// cloneTurnEvent deep-copies the turn fields of an event copy.
func cloneTurnEvent(c *Event) {
	if c.Move != nil {
		m := cloneMove(*c.Move)
		c.Move = &m
	}
	if c.Control != nil {
		k := *c.Control
		c.Control = &k
	}
	if c.TribeAction != nil {
		k := c.TribeAction.clone()
		c.TribeAction = &k
	}
	if c.TileAction != nil {
		k := c.TileAction.clone()
		c.TileAction = &k
	}
	if c.Sale != nil {
		k := *c.Sale
		c.Sale = &k
	}
	if c.Power != nil {
		k := c.Power.clone()
		c.Power = &k
	}
}

// stepTurn plays a turn event on a copy of the table, and keeps the copy
// when the rules and the table's checks accept it.
func (g *Game) stepTurn(e Event) (*TurnProgress, error) {
	if g.phase != PlayerTurn && g.phase != PlayerFirst {
		return nil, fmt.Errorf("%w: a %s event comes in the player's turn (phase %q)", ErrWrongPhase, e.Kind, g.phase)
	}
	t := TurnProgress{}
	if g.turn != nil {
		t = g.turn.clone()
	}
	t.killsInFront = g.rules.KillInFrontOfYazid
	st := g.state.Clone()
	if err := st.takesKnown(e); err != nil {
		return nil, ruleError(RefuseRule, "%w", err)
	}
	var err error
	switch e.Kind {
	case EventMove:
		switch {
		case e.unread != nil:
			return nil, &RuleError{Reason: RefuseNotation, Err: within("", e.unread)}
		case e.Move == nil:
			return nil, ruleError(RefuseMissing, "sultan: move event without a move")
		}
		if err := st.movesKnown(*e.Move); err != nil {
			return nil, ruleError(RefuseRule, "%w", err)
		}
		err = t.playMove(&st, *e.Move)
	case EventControl:
		if e.Control == nil {
			return nil, ruleError(RefuseMissing, "sultan: control event without a choice")
		}
		err = t.control(&st, e.Control.Tent)
	case EventTribe:
		if e.TribeAction == nil {
			return nil, ruleError(RefuseMissing, "sultan: tribe event without choices")
		}
		err = t.tribe(&st, *e.TribeAction)
	case EventTileAction:
		if e.TileAction == nil {
			return nil, ruleError(RefuseMissing, "sultan: tile action event without choices")
		}
		err = t.tile(&st, *e.TileAction)
	case EventSale:
		if e.Sale == nil {
			return nil, ruleError(RefuseMissing, "sultan: sale event without goods")
		}
		err = t.sale(&st, *e.Sale)
	case EventPower:
		if e.Power == nil {
			return nil, ruleError(RefuseMissing, "sultan: power event without a power")
		}
		err = t.usePower(&st, *e.Power)
	}
	if err != nil {
		return nil, err
	}
	if err := g.state.tookKnown(st); err != nil {
		return nil, ruleError(RefuseRule, "%w", err)
	}
	// The rules keep the table whole; the checks of a setup stand guard.
	if err := g.checkTable(st); err != nil {
		return nil, ruleError(RefuseTable, "sultan: %s: %w", e.Kind, err)
	}
	g.state, g.turn = st, &t
	out := t.clone()
	return &out, nil
}

// endTurn closes the player's turn at clean-up, or at the re-roll after
// an outbid: a turn begun (its move entered, or a power used before it)
// must have its steps done (the sale is optional). A turn entered by free
// edits has no move and ends as before.
func (g *Game) endTurn() error {
	if g.turn != nil && !g.turn.Complete() {
		return fmt.Errorf("%w: the player's turn waits for the %s", ErrWrongPhase, g.turn.Step)
	}
	g.turn = nil
	return nil
}

// Turn returns the player's turn as it stands; ok is false while it
// waits for its move (the powers used before it are in t) and in Yazid's
// part of the round.
func (g *Game) Turn() (t TurnProgress, ok bool) {
	if g.turn == nil {
		return TurnProgress{}, false
	}
	return g.turn.clone(), g.turn.Step != TurnMove
}

// PlayMove plays the player's move and what follows it by itself.
func (g *Game) PlayMove(m game.Move) (TurnProgress, error) { return g.applyTurn(MoveEvent(m)) }

// Control puts a Camel, or the Tent, on the tile whose control waits.
func (g *Game) Control(tent bool) (TurnProgress, error) { return g.applyTurn(ControlEvent(tent)) }

// Tribe plays the tribe action with the player's choices.
func (g *Game) Tribe(c TribeChoice) (TurnProgress, error) { return g.applyTurn(TribeEvent(c)) }

// TileAction plays the tile action with the player's choices.
func (g *Game) TileAction(c TileChoice) (TurnProgress, error) { return g.applyTurn(TileActionEvent(c)) }

// Sell sells goods at the suit values.
func (g *Game) Sell(sold GoodsHeld) (TurnProgress, error) { return g.applyTurn(SaleEvent(sold)) }

func (g *Game) applyTurn(e Event) (TurnProgress, error) {
	rep, err := g.Apply(e)
	if err != nil {
		return TurnProgress{}, err
	}
	return *rep.Player, nil
}
