package ui

import (
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
)

// categoryLabel is a score pad row's name in the language, as the score
// sheets print it; a negative category is the total. With Thieves the
// Djinn row is "Djinns & Thieves".
func categoryLabel(lang string, c scoring.Category, x game.Expansions) string {
	switch {
	case c < 0:
		return tr(lang, "total")
	case c == scoring.CategoryDjinns && x.Thieves:
		return tr(lang, "djinns_thieves")
	}
	return printerOf(lang).Category(c)
}

// printerOf is the printer of lang (labels/<lang>.txt), English for a key
// lang lacks.
func printerOf(lang string) labels.Printer { return labels.For(labels.Lang(lang)) }

// tr is the TUI label key in lang.
func tr(lang, key string) string { return printerOf(lang).T(key) }

// tf is the TUI label key in lang with its format verbs filled by args,
// e.g. tf("de", "ui.status.assassins", 3, 7) = "Meuchelmörder 3/7".
func tf(lang, key string, args ...any) string { return printerOf(lang).F(key, args...) }

// countKey is key, or its singular form key + ".one" when n is 1 and the
// labels have one: "Yazid takes 1 card", not "1 cards".
func countKey(key string, n int) string { return labels.CountKey(key, n) }

// trOr is the label key in lang, or fallback when no label file has it.
func trOr(lang, key, fallback string) string { return printerOf(lang).Or(key, fallback) }

// errLine is err in lang on one line: the domain's typed problems (a
// board's, a move's) said in lang, the rest of the text as it is.
func errLine(lang string, err error) string {
	if s, ok := powerErrorWords(lang, err); ok {
		return s
	}
	say := func(e error) (string, bool) {
		if s, ok := cardErrorWords(lang, e); ok {
			return s, true
		}
		return sultanErrorWords(lang, e)
	}
	return strings.ReplaceAll(printerOf(lang).Saying(say).Error(err), "\n", "; ")
}
