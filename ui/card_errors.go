package ui

import "github.com/naqala/naqala/sultan"

// cardErrorKeys are the label keys of the goods and Items held or taken
// that the deck or the box refuses.
var cardErrorKeys = map[sultan.CardProblem]string{
	sultan.CardNegative:         "ui.carderr.negative",
	sultan.CardBeyondDeck:       "ui.carderr.beyond_deck",
	sultan.CardBeyondBox:        "ui.carderr.beyond_box",
	sultan.CardNoArtisans:       "ui.carderr.no_artisans",
	sultan.CardTakenBeyondDeck:  "ui.carderr.taken",
	sultan.CardFakirsBeyondDeck: "ui.carderr.fakirs",
	sultan.CardItemNoneLeft:     "ui.carderr.item_none_left",
}

// cardErrorWords says in lang goods or Items the deck or the box refuses
// (sultan.CardError), the card by its name in lang: "Juwelen: 3, der
// Stapel enthält 2"; ok is false for another error, err itself only (a
// wrapper is said around it by labels.Printer.Error).
func cardErrorWords(l string, err error) (string, bool) {
	e, ok := err.(*sultan.CardError)
	if !ok {
		return "", false
	}
	key, ok := cardErrorKeys[e.Problem]
	if !ok {
		return "", false
	}
	if e.Problem == sultan.CardBeyondDeck && e.InRow > 0 {
		key += "_row"
	}
	name := goodWord(l, e.Good)
	if e.IsItem {
		name = itemWord(l, e.Item)
	}
	// Verbs by index: the name, held, the box, the cards in the row or
	// typed, their sum with those held.
	more := e.InRow + e.Taken
	return tf(l, key, name, e.Held, e.Box, more, e.Held+more), true
}
