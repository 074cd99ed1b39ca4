package sultan

import (
	"fmt"

	"github.com/naqala/naqala/game"
)

// CardProblem is why the table refuses a number of goods or Items the
// player holds (CardError).
type CardProblem int

// The problems of goods and Items held.
const (
	// CardNegative: Held is fewer than none.
	CardNegative CardProblem = iota + 1
	// CardBeyondDeck: Held goods, with InRow more in the face-up row, are
	// more than the Box the deck holds.
	CardBeyondDeck
	// CardBeyondBox: Held Items are more than the Box holds.
	CardBeyondBox
	// CardNoArtisans: Items held without the Artisans expansion.
	CardNoArtisans
	// CardTakenBeyondDeck: Taken goods cards typed for What (a tribe or
	// tile action), with the Held of the kind, are more than the Box the
	// deck holds.
	CardTakenBeyondDeck
	// CardFakirsBeyondDeck: Taken Fakirs typed for What, with the Held
	// the player and Yazid have, are more than the Box the deck holds.
	CardFakirsBeyondDeck
	// CardItemNoneLeft: the Item drawn for What (the Workshop) is one the
	// player holds every one of: Held, the Box holds.
	CardItemNoneLeft
)

// CardError is a number of goods or Items held that the box or the
// expansions refuse, typed: Item tells an Item (Good unset) from a good
// (Item unset), and the fields its Problem names are set. Its Error is
// the English sentence, naming the holdings' field.
type CardError struct {
	Problem CardProblem
	IsItem  bool
	Good    game.Good
	Item    game.Item
	// Held is the number held, Box what the deck or box holds, InRow the
	// goods of the kind in the face-up row (CardBeyondDeck), Taken the
	// cards typed for What, the action that takes them.
	Held, Box, InRow, Taken int
	What                    string
}

func (e *CardError) Error() string {
	field := "player.goods." + e.Good.String()
	if e.IsItem {
		field = "player.items." + e.Item.Key()
	}
	switch e.Problem {
	case CardNegative:
		return fmt.Sprintf("sultan: %s: %d must not be negative", field, e.Held)
	case CardBeyondDeck:
		if e.InRow > 0 {
			return fmt.Sprintf("sultan: %s: %d held and %d in the row make %d, the deck holds %d", field, e.Held, e.InRow, e.Held+e.InRow, e.Box)
		}
		return fmt.Sprintf("sultan: %s: %d, the deck holds %d", field, e.Held, e.Box)
	case CardBeyondBox:
		return fmt.Sprintf("sultan: %s: %d, the box holds %d", field, e.Held, e.Box)
	case CardNoArtisans:
		return fmt.Sprintf("sultan: %s: Items need the artisans expansion", field)
	case CardTakenBeyondDeck:
		return fmt.Sprintf("sultan: %s: %d %s cards with the %d you hold, the deck holds %d", e.What, e.Taken, e.Good, e.Held, e.Box)
	case CardFakirsBeyondDeck:
		return fmt.Sprintf("sultan: %s: %d Fakirs with yours and Yazid's make %d, the deck holds %d", e.What, e.Taken, e.Taken+e.Held, e.Box)
	case CardItemNoneLeft:
		return fmt.Sprintf("sultan: %s: you hold %d %s, the box holds %d", e.What, e.Held, e.Item, e.Box)
	}
	return fmt.Sprintf("sultan: %s: %d", field, e.Held)
}
