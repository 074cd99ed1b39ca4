package ui

import (
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The TUI's own words for the pieces, places and rolls of the game, in the
// configured language: the pure packages (game, sultan) speak English
// only, so the screens name these things through the label files.

// tribeName is a tribe's name in lang, singular or plural ("Wesir",
// "Wesire").
func tribeName(lang string, t game.Tribe, n int) string {
	key := "ui.tribe." + strings.ToLower(t.String())
	if n != 1 {
		key += ".plural"
	}
	return trOr(lang, key, t.String())
}

// tribeColour is a tribe's colour in lang ("gelb").
func tribeColour(lang string, t game.Tribe) string {
	return trOr(lang, "ui.colour."+t.Colour(), t.Colour())
}

// tileName is a tile type's name in lang ("Oase").
func tileName(lang string, t game.TileType) string {
	return trOr(lang, "ui.tile."+strings.ToLower(t.Code()), t.String())
}

// whereIn names a place briefly in lang: "r3 c4 (Oasis)".
func whereIn(lang string, b *game.Board, p game.Place) string {
	if b == nil || !b.Contains(p) {
		return tf(lang, "ui.where", p.Row, p.Col)
	}
	return tf(lang, "ui.where_tile", p.Row, p.Col, tileName(lang, b.Tile(p).Type))
}

// orNoneIn is s, or the word for none in lang when s is empty.
func orNoneIn(lang, s string) string {
	if s == "" {
		return tr(lang, "ui.none")
	}
	return s
}

// rollWords is a roll in lang: "white 4, black 6".
func rollWords(lang string, r sultan.Roll) string {
	return tf(lang, "ui.roll", r.White, r.Black)
}

// rollList names rolls in lang, at most n of them and how many more:
// "white 1, black 5; white 3, black 5 and 2 more".
func rollList(lang string, rolls []sultan.Roll, n int) string {
	words := make([]string, 0, n)
	for i, r := range rolls {
		if i == n {
			return strings.Join(words, "; ") + " " + tf(lang, "ui.warn.more", len(rolls)-n)
		}
		words = append(words, rollWords(lang, r))
	}
	return strings.Join(words, "; ")
}

// rollWhere says in lang where a roll strikes, before looking at the
// board, as sultan.Roll.Words does in English.
func rollWhere(lang string, r sultan.Roll, rules sultan.Rules) string {
	switch {
	case !r.Double():
		return tf(lang, "ui.roll.where", r.White, r.Black)
	case rules.BlackSix == sultan.LiteralRows:
		return tf(lang, "ui.roll.where_rows", r.White)
	}
	return tf(lang, "ui.roll.where_double", r.White)
}

// choiceWords says a choice of Yazid's target in lang, as
// sultan.Choice.Words does in English.
func choiceWords(lang string, c sultan.Choice) string {
	key := "ui.choice.any"
	switch c.Kind {
	case sultan.SameColumn:
		key = "ui.choice.same_column"
	case sultan.OtherColumn:
		key = "ui.choice.other_column"
	}
	places := make([]string, len(c.Candidates))
	for i, p := range c.Candidates {
		places[i] = tf(lang, "ui.place", p.Row, p.Col)
	}
	return tr(lang, key) + ": " + strings.Join(places, "; ")
}

// choiceBrief says a choice of Yazid's target in lang for the dice step:
// a few candidates by name ("r1 c5, r2 c5"), more by their number; the
// board marks them all with ?.
func choiceBrief(lang string, c sultan.Choice) string {
	key := "ui.choice.any"
	switch c.Kind {
	case sultan.SameColumn:
		key = "ui.choice.same_column"
	case sultan.OtherColumn:
		key = "ui.choice.other_column"
	}
	if len(c.Candidates) > 6 {
		return tr(lang, key) + ": " + tf(lang, "ui.dice.marked_n", len(c.Candidates))
	}
	places := make([]string, len(c.Candidates))
	for i, p := range c.Candidates {
		places[i] = tf(lang, "ui.where", p.Row, p.Col)
	}
	return tr(lang, key) + ": " + strings.Join(places, ", ") + " " + tr(lang, "ui.dice.marked")
}

// lossWords says why the game is lost, in lang.
func lossWords(lang string, l game.Loss) string {
	return trOr(lang, "reason."+l.String(), l.Words())
}

// formLabel is the name of a form's line in lang: the label prefix plus
// the English name in lower case with blanks, '+' and '-' spelt out
// ("Djinn +" is ui.holdings.djinn_plus), the English name itself when
// no label file has it.
func formLabel(lang, prefix, english string) string {
	key := strings.NewReplacer(" ", "", "+", "_plus", "-", "_minus").Replace(strings.ToLower(english))
	return trOr(lang, prefix+key, english)
}

// formLabelWidth is the width of a form's widest line name in lang, at
// least least.
func formLabelWidth(lang, prefix string, english []string, least int) int {
	w := least
	for _, e := range english {
		w = max(w, textWidth(formLabel(lang, prefix, e)))
	}
	return w
}

// expansionName names one expansion briefly in lang ("artisans").
func expansionName(lang string, e game.Expansion) string {
	return trOr(lang, "ui.exp."+e.String(), e.String())
}

// expansionWords names the expansions of a game briefly in lang, as
// game.Expansions.String does in English ("artisans,whims", "base").
func expansionWords(lang string, x game.Expansions) string {
	names := x.Names()
	if len(names) == 0 {
		return trOr(lang, "ui.exp.base", "base")
	}
	for i, n := range names {
		names[i] = trOr(lang, "ui.exp."+n, n)
	}
	return strings.Join(names, ",")
}
