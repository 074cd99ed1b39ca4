package ui

import (
	"fmt"

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

// tr is the TUI label key in lang (templates/labels/<lang>.txt), English
// when lang lacks it.
func tr(lang, key string) string { return templates.T(lang, key) }

// tf is the TUI label key in lang with its format verbs filled by args,
// e.g. tf("de", "ui.status.assassins", 3, 7) = "Meuchelmörder 3/7".
func tf(lang, key string, args ...any) string {
	return fmt.Sprintf(templates.T(lang, key), args...)
}

// countKey is key, or its singular form key + ".one" when n is 1 and the
// labels have one: "Yazid takes 1 card", not "1 cards".
func countKey(key string, n int) string {
	if one := key + ".one"; n == 1 && templates.T(templates.DefaultLang, one) != one {
		return one
	}
	return key
}

// trOr is the label key in lang, or fallback when no label file has it.
func trOr(lang, key, fallback string) string {
	if s := templates.T(lang, key); s != key {
		return s
	}
	return fallback
}
