package ui

import (
	"github.com/naqala/naqala/sultan"
)

// turnChecklist is what the player does with the pieces after Yazid's
// turn, one line per step, in lang: the steps are sultan.Steps, which
// labels says both here (Printer.Checklist) and for naqala yazid resolve
// (Printer.Account), so both say the same things in the same order.
// before is the table before the turn; standIn says the turn took its
// cards from a stand-in resource row (sultan.CountedCards).
func turnChecklist(lang string, t sultan.Turn, before sultan.State, rules sultan.Rules, standIn bool) []string {
	steps := sultan.Steps(before, t, rules)
	if standIn {
		steps = sultan.CountedCards(steps)
	}
	return printerOf(lang).Checklist(steps, before.Board, before.Player.Viziers)
}
