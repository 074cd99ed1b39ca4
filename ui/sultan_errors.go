package ui

import (
	"strings"

	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/sultan"
)

// sultanErrorKeys are the label keys of the engine's error kinds.
var sultanErrorKeys = []struct {
	kind error
	key  string
}{
	{sultan.ErrWrongPhase, "ui.sultanerr.wrong_phase"},
	{sultan.ErrGameOver, "ui.sultanerr.game_over"},
	{sultan.ErrUnknownTile, "ui.sultanerr.unknown_tile"},
	{sultan.ErrBadChoice, "ui.sultanerr.bad_choice"},
	{sultan.ErrNoMoreRolls, "ui.sultanerr.no_more_rolls"},
	{sultan.ErrNothingToUndo, "ui.sultanerr.nothing_undo"},
	{sultan.ErrNothingToRedo, "ui.sultanerr.nothing_redo"},
}

// sultanErrorWords says in lang an error of one of the engine's kinds
// (sultan.ErrWrongPhase ...), err itself only, its text the kind's and
// a detail after it ("sultan: not now: a roll in phase ..."): in English
// as the engine says it, with its detail; in another language the kind
// in that language, the English detail left out. ok is false for
// another error (a wrapper is said around it by labels.Printer.Error).
func sultanErrorWords(l string, err error) (string, bool) {
	if printerOf(l).Lang() == labels.English {
		return "", false
	}
	for _, k := range sultanErrorKeys {
		if strings.HasPrefix(err.Error(), k.kind.Error()) {
			return tr(l, k.key), true
		}
	}
	return "", false
}
