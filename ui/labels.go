package ui

import (
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/templates"
)

// categoryLabel is a score pad row's name in the language, as the score
// sheets print it; a negative category is the total. With Thieves the
// Djinn row is "Djinns & Thieves".
func categoryLabel(lang string, c scoring.Category, x game.Expansions) string {
	switch {
	case c < 0:
		return templates.T(lang, "total")
	case c == scoring.CategoryDjinns && x.Thieves:
		return templates.T(lang, "djinns_thieves")
	}
	return templates.T(lang, c.String())
}
