package sultan

import (
	"fmt"
	"strings"

	"github.com/naqala/naqala/game"
)

// PowerProblem is why the rules refuse what a power's use names (the
// meeples, the Djinn, the tile, the row): the kind a driver says in its
// own words (PowerError).
type PowerProblem int

// The problems of a power's use.
const (
	// PowerMeeplesNamed: Got meeples named where the power takes Want
	// (Anun-Nak 3, Iblis 1, the Burning Scimitar 1 or 2 from At).
	PowerMeeplesNamed PowerProblem = iota + 1
	// PowerNoMeeple: At holds no (more) Tribe (Iblis, the Burning
	// Scimitar; the Enchanting Flute's meeple Index).
	PowerNoMeeple
	// PowerMeepleLetter: Name is no meeple's letter (the Flute's meeple
	// Index when not 0).
	PowerMeepleLetter
	// PowerNoArtisans: Artisans named without the Artisans expansion.
	PowerNoArtisans
	// PowerFluteMeeples: the Enchanting Flute moves 1 to 5 meeples, Got
	// named.
	PowerFluteMeeples
	// PowerNotNext: the Flute's meeple Index stands on From, not next to
	// At.
	PowerNotNext
	// PowerUnknownDjinn: no Djinn is called Name; Suggest is the closest
	// name, if any.
	PowerUnknownDjinn
	// PowerDjinnExpansion: the Djinn Name needs the expansion Expansion.
	PowerDjinnExpansion
	// PowerDjinnHeld: the player holds the Djinn Name already.
	PowerDjinnHeld
	// PowerDjinnFaceUp: the Djinn Name is face up, not in the deck.
	PowerDjinnFaceUp
	// PowerDeckEmpty: no Djinn is left in the deck.
	PowerDeckEmpty
	// PowerRingItself: the Rebirth Ring cannot take itself back.
	PowerRingItself
	// PowerOffBoard: At is off the board.
	PowerOffBoard
	// PowerForbidden: At cannot be controlled.
	PowerForbidden
	// PowerOwned: At has a Camel or Tent already.
	PowerOwned
	// PowerRowUntracked: the row is not tracked, and a row was typed.
	PowerRowUntracked
	// PowerRowSize: the row refilled holds Want cards, Got typed.
	PowerRowSize
	// PowerRowCard: card Index of the row, Name, is no card.
	PowerRowCard
	// PowerRowKept: the row refilled lacks the cards that lay there
	// (Cards, Want of them lay there).
	PowerRowKept
	// PowerNoTent: no Tent to place.
	PowerNoTent
	// PowerNoCamel: no Camel left to place.
	PowerNoCamel
	// PowerNotInFront: Iblis after a kill in front of Yazid names Tribe,
	// which never stands in front of him (his Council's Viziers, his
	// Elders and Artisans do).
	PowerNotInFront
	// PowerNoneInFront: Iblis after a kill in front of Yazid names Tribe,
	// of which none stands in front of him now (Yazid: what does).
	PowerNoneInFront
	// PowerBagFew: Want meeples drawn from the bag, which holds Got
	// (Anun-Nak; bag.go).
	PowerBagFew
	// PowerBagShort: Want of Tribe drawn from the bag, which holds Got
	// of them (Anun-Nak).
	PowerBagShort
)

// PowerError is a power's use the rules refuse, typed: Power is the
// power's name as printed ("Enchanting Flute", "Iblis") and the fields
// its Problem names are set. Its Error is the English sentence.
type PowerError struct {
	Power     string
	Problem   PowerProblem
	Want, Got int
	// Index counts from 1 the meeple or card the problem is about.
	Index     int
	At, From  game.Place
	Tribe     game.Tribe
	Name      string
	Suggest   string
	Expansion game.Expansion
	Cards     []game.Resource
	// Yazid is what Yazid holds in front of him (PowerNoneInFront).
	Yazid YazidHoldings
	msg   string
}

func (e *PowerError) Error() string { return "sultan: power " + e.Power + ": " + e.msg }

// powerError is a PowerError of the power that what names ("power
// Iblis"), its English sentence by format.
func powerError(what string, e PowerError, format string, a ...any) *PowerError {
	e.Power = strings.TrimPrefix(what, "power ")
	e.msg = fmt.Sprintf(format, a...)
	return &e
}
