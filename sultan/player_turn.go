package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// TurnStep is where the player's turn stands (reference section 11): the
// decision it waits for.
type TurnStep int

// The steps of the player's turn, in order.
const (
	TurnMove    TurnStep = iota // the move is still to enter
	TurnControl                 // Camel or Tent on the tile the turn emptied
	TurnTribe                   // the tribe action's choices
	TurnTile                    // the tile action's choices
	TurnSale                    // an optional sale; clean-up goes on without one
	TurnDone                    // the turn is complete
)

var turnStepNames = [...]string{"move", "control", "tribe action", "tile action", "sale", "done"}

// String names the step.
func (s TurnStep) String() string {
	if s < 0 || int(s) >= len(turnStepNames) {
		return fmt.Sprintf("TurnStep(%d)", int(s))
	}
	return turnStepNames[s]
}

// Djinns whose powers the player's turn applies, beside those game names.
const (
	echidna  = "Echidna"
	monkir   = "Monkir"
	ganapati = "Ganapati"
)

// TurnCoins is where the coins of the player's turn came from, and what
// the markets cost.
type TurnCoins struct {
	Marid    int `json:"marid,omitempty"`    // 1 a meeple dropped on the player's tiles
	Builders int `json:"builders,omitempty"` // the Builders' coins
	Nekir    int `json:"nekir,omitempty"`    // 1 for the Assassins' kill
	Monkir   int `json:"monkir,omitempty"`   // 1 for the Palace placed
	Baal     int `json:"baal,omitempty"`     // 1 for the Djinn taken
	Ganapati int `json:"ganapati,omitempty"` // 1 for the Whim card taken
	Kandicha int `json:"kandicha,omitempty"` // a Builder killed: the coins it would have taken
	Whim     int `json:"whim,omitempty"`     // the Whim card's reward, as entered
	Sale     int `json:"sale,omitempty"`     // the goods sold
	Spent    int `json:"spent,omitempty"`    // paid at a market
}

// Net is the coins the turn gave, less what it spent.
func (c TurnCoins) Net() int {
	return c.Marid + c.Builders + c.Nekir + c.Monkir + c.Baal + c.Ganapati + c.Kandicha + c.Whim + c.Sale - c.Spent
}

// TurnProgress is the player's turn as it stands: the step it waits for,
// the move and the meeples taken, and what the steps did so far.
type TurnProgress struct {
	Step  TurnStep
	Move  game.Move
	Tribe game.Tribe // the tribe of the meeples taken from the last tile
	Taken int        // how many were taken
	// ControlAt is the tile whose control waits (TurnControl): the last
	// tile, or the tile the Assassins' kill emptied.
	ControlAt    game.Place
	afterControl TurnStep

	Camels   []game.Place    // where the turn placed Camels
	Tent     *game.Place     // where it placed the Tent
	Kill     *Kill           // the Assassins' kill
	Cards    []game.Resource // cards taken (Merchants, markets)
	Djinn    string          // the Djinn taken at a Sacred Place
	Items    []game.Item     // Items kept (Artisans, Workshop)
	PalmTree bool            // a Palm Tree placed on the Oasis
	Palace   bool            // a Palace placed on the Village
	Whim     bool            // the City's Whim card taken
	Sold     GoodsHeld       // the goods sold
	Powers   []string        // Djinn powers, Magic Items and Thieves used (player_powers.go)
	// ThiefBought is the Thief bought at the Sacred Place (Djinn names it
	// too): not usable this turn.
	ThiefBought string
	Coins       TurnCoins

	// IblisKill is the second meeple Iblis killed, on the kill's tile.
	IblisKill *Kill
	// KandichaDone counts the turn's kills (Kill, then IblisKill) that
	// Kandicha acted on.
	KandichaDone int
	// PalacesAt and PalmsAt are where the turn placed Palaces (the
	// Village's, Bouraq's, Shaum's) and Palm Trees (the Oasis's, Enki's,
	// Shaum's), in order:
	// what Hagis and Lamia move.
	PalacesAt, PalmsAt []game.Place
	// tileEntered: the tile action or a sale was entered, so the moment
	// of a Thief, right after the tribe action, is over.
	tileEntered bool
	// killsInFront: the game plays rule kill_in_front_of_yazid, so the
	// Assassins may kill in front of Yazid (Game sets it; PlayTurn does
	// not).
	killsInFront bool
}

// Last is the tile the move ended on.
func (t TurnProgress) Last() game.Place { return t.Move.Last() }

// Moved reports whether the turn's move was made (powers may come
// before it).
func (t TurnProgress) Moved() bool { return len(t.Move.Drops) > 0 }

// Complete reports whether the turn can end: every step done, the sale
// being optional.
func (t TurnProgress) Complete() bool { return t.Step >= TurnSale }

// clone returns a copy sharing nothing that a step changes.
func (t TurnProgress) clone() TurnProgress {
	c := t
	c.Camels = append([]game.Place(nil), t.Camels...)
	c.Cards = append([]game.Resource(nil), t.Cards...)
	c.Items = append([]game.Item(nil), t.Items...)
	c.Powers = cloneStrings(t.Powers)
	c.PalacesAt = slices.Clone(t.PalacesAt)
	c.PalmsAt = slices.Clone(t.PalmsAt)
	if t.IblisKill != nil {
		k := *t.IblisKill
		c.IblisKill = &k
	}
	if t.Tent != nil {
		p := *t.Tent
		c.Tent = &p
	}
	if t.Kill != nil {
		k := *t.Kill
		c.Kill = &k
	}
	return c
}

// notNow is the error for a choice the turn does not wait for.
func (t TurnProgress) notNow(what string) error {
	return fmt.Errorf("%w: %s: the player's turn waits for the %s", ErrWrongPhase, what, t.Step)
}

// playMove plays the move on st (reference section 11, step 1): the
// meeples dropped (Marid pays 1 a drop on the player's tiles), every
// meeple of the last colour taken from the last tile; then the steps
// that need no choice. Like every step it changes st even when it fails:
// callers play on a copy.
func (t *TurnProgress) playMove(st *State, m game.Move) error {
	m.Drops = slices.Clone(m.Drops) // the turn kept after the caller's move
	return t.playMoveShared(st, m)
}

// playMoveShared is playMove keeping m's drops in t.Move, not a copy: for
// PlayTurnOn, whose plan is read only and whose turn is read beside it.
func (t *TurnProgress) playMoveShared(st *State, m game.Move) error {
	if t.Step != TurnMove {
		return t.notNow("a move")
	}
	if err := st.Board.CheckMove(m); err != nil {
		return within("illegal move", err)
	}
	t.drop(st, m)
	return nil
}

// drop plays a checked move on st: the meeples dropped (Marid pays 1 a
// drop on the player's tiles), every meeple of the last colour taken from
// the last tile; then the steps that need no choice. t.Move is m, its
// drops shared.
func (t *TurnProgress) drop(st *State, m game.Move) {
	b := st.Board
	b.At(m.From).Meeples = game.Meeples{}
	marid := -1 // Marid held: looked up at the first drop on a tile of the player's
	for _, d := range m.Drops {
		tile := b.At(d.To)
		tile.Meeples[d.Tribe]++
		// Cheat sheet: Marid pays 1 GC a meeple dropped on the mover's tile.
		if tile.Owner != 1 {
			continue
		}
		if marid < 0 {
			marid = 0
			if st.Player.HasDjinn(game.Marid) {
				marid = 1
			}
		}
		if marid == 1 {
			t.Coins.Marid++
			st.Player.Coins++
		}
	}
	last := m.Last()
	tile := b.At(last)
	tr := m.Drops[len(m.Drops)-1].Tribe
	t.Move = m
	t.Tribe, t.Taken = tr, tile.Meeples[tr]
	tile.Meeples[tr] = 0
	t.Step = TurnTribe
	// Reference 11 step 2: an emptied tile with no Camel is controlled.
	t.controlIfEmptied(st, last, TurnTribe)
	t.advance(st)
}

// controlIfEmptied makes the control of p the next step when p holds no
// meeple and no Camel; next is the step after it.
func (t *TurnProgress) controlIfEmptied(st *State, p game.Place, next TurnStep) {
	tile := st.Board.At(p)
	if tile.Meeples.Empty() && tile.Owner == game.NoOwner {
		t.Step, t.ControlAt, t.afterControl = TurnControl, p, next
	}
}

// controlChoices says what the player can place on an emptied tile: a
// Camel while any is left, the Tent while it is to place (Artisans).
func controlChoices(st *State) (camel, tent bool) {
	return st.Player.Camels > 0, st.TentToPlace()
}

// control places a Camel, or the Tent, on the tile whose control waits.
func (t *TurnProgress) control(st *State, tent bool) error {
	if t.Step != TurnControl {
		return t.notNow("control")
	}
	camel, tentOK := controlChoices(st)
	switch {
	case tent && !tentOK:
		if !st.Expansions.Artisans {
			return ruleError(RefuseNoTent, "sultan: control: the Tent needs the artisans expansion")
		}
		return ruleError(RefuseNoTent, "sultan: control: the Tent already stands on the board (once a game)")
	case !tent && !camel:
		return ruleError(RefuseNoCamel, "sultan: control: no Camel left to place (all 11 are on the board)")
	}
	t.place(st, tent)
	t.Step = t.afterControl
	t.advance(st)
	return nil
}

// place puts a Camel or the Tent on ControlAt.
func (t *TurnProgress) place(st *State, tent bool) {
	tile := st.Board.At(t.ControlAt)
	tile.Owner, tile.Tent = 1, tent
	if tent {
		p := t.ControlAt
		t.Tent = &p
		return
	}
	st.Player.Camels--
	t.Camels = append(t.Camels, t.ControlAt)
}

// goodsChanged offers the turn's sale by the goods held now, once the
// turn is past its tile action and sold nothing (reference section 11,
// step 5: the sale is the turn's last step): goods entered after it (a
// correction) may be sold, and none left to sell leaves no sale.
func (t *TurnProgress) goodsChanged(st State) {
	if t.Step < TurnSale || t.Sold.Total() > 0 {
		return
	}
	t.Step = TurnSale
	if st.Player.Goods.Total() == 0 {
		t.Step = TurnDone
	}
}

// advance plays the steps that need no choice, until one does or the
// turn waits for its optional sale.
func (t *TurnProgress) advance(st *State) {
	for {
		switch t.Step {
		case TurnControl:
			camel, tent := controlChoices(st)
			if camel && tent {
				return
			}
			if camel || tent {
				t.place(st, tent)
			}
			// With nothing left to place the tile stays free.
			t.Step = t.afterControl
		case TurnTribe:
			if !t.tribeByItself(st) {
				return
			}
		case TurnTile:
			if t.thiefWaits(st) || !t.tileByItself(st) {
				return
			}
		case TurnSale:
			if st.Player.Goods.Total() == 0 {
				t.Step = TurnDone
			}
			return
		default:
			return
		}
	}
}
