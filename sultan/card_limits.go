package sultan

import "github.com/naqala/naqala/game"

// CardLimit is what is wrong with a number of goods or Items held, alone
// (checkHeld adds the face-up row and the expansions).
type CardLimit int

const (
	// CardsFine: between none and what the deck or box holds.
	CardsFine CardLimit = iota
	// CardsNegative: fewer than none; more were given than held.
	CardsNegative
	// CardsBeyondBox: more than the deck (goods) or the box (Items) holds.
	CardsBeyondBox
)

// GoodLimit says whether n cards of good g can be held.
func GoodLimit(g game.Good, n int) CardLimit { return cardLimit(n, g.Count()) }

// ItemLimit says whether n Items of kind i can be held.
func ItemLimit(i game.Item, n int) CardLimit { return cardLimit(n, i.Count()) }

func cardLimit(n, box int) CardLimit {
	switch {
	case n < 0:
		return CardsNegative
	case n > box:
		return CardsBeyondBox
	}
	return CardsFine
}
