package ui

import (
	"regexp"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/rulesref"
	"github.com/naqala/naqala/sultan"
)

// The TUI's own words for the pieces, places and rolls of the game, in the
// configured language: the pure packages (game, sultan) speak English
// only, so the screens name these things through the label files.

// itemWord names an Item in lang as the rules reference does: the German
// edition's names ("Talisman des Sturms", "Juwelen"), the catalogue's in
// English.
func itemWord(lang string, it game.Item) string {
	if w := rulesref.T(labels.Lang(lang), "item."+it.Key()+".name"); w != "" {
		return w
	}
	return it.String()
}

// goodWord names a good in lang: "Seide" in German, "silk" in English.
func goodWord(lang string, g game.Good) string { return trOr(lang, "ui.good."+g.String(), g.String()) }

// cardKeyOf is a resource card typed by its name in lang or in English
// ("Fisch", "fish", "Fakir") as the events name it ("fish"); a name
// neither has is kept as typed, for the rules to refuse.
func cardKeyOf(lang, typed string) string {
	cards := []game.Resource{{Fakir: true}}
	for _, g := range game.Goods() {
		cards = append(cards, game.Resource{Good: g})
	}
	for _, c := range cards {
		if game.FoldName(cardWord(lang, c)) == game.FoldName(typed) {
			return c.String()
		}
	}
	return typed
}

// itemKeyOf is an Item typed by its name in lang or in English ("Krone",
// "crown") as the events name it ("crown"); a name neither has is kept
// as typed, for the rules to refuse.
func itemKeyOf(lang, typed string) string {
	for _, it := range game.Items() {
		if game.FoldName(itemWord(lang, it)) == game.FoldName(typed) {
			return it.Key()
		}
	}
	return typed
}

// unknownNameWords refuses in lang a card (or, with item, an Item) typed
// by a name it has in neither lang nor English, with the names there are.
func unknownNameWords(lang, typed string, item bool) string {
	var names []string
	if item {
		for _, it := range game.Items() {
			names = append(names, cardName(lang, itemWord(lang, it)))
		}
		return tf(lang, "ui.power.no_item", typed, strings.Join(names, ", "))
	}
	names = append(names, cardName(lang, cardWord(lang, game.Resource{Fakir: true})))
	for _, g := range game.Goods() {
		names = append(names, cardName(lang, cardWord(lang, game.Resource{Good: g})))
	}
	return tf(lang, "ui.power.no_card", typed, strings.Join(names, ", "))
}

// powerWord names a power in lang: a Magic Item by itemWord, a Djinn or a
// Thief by its name, the same in every language.
func powerWord(lang, name string) string {
	if it, err := game.ParseItem(name); err == nil {
		return itemWord(lang, it)
	}
	return name
}

// tribeName is a tribe's name in lang, singular or plural ("Wesir",
// "Wesire").
func tribeName(lang string, t game.Tribe, n int) string {
	key := "ui.tribe." + strings.ToLower(t.String())
	if n != 1 {
		key += ".plural"
	}
	return trOr(lang, key, t.String())
}

// tileName is a tile type's name in lang ("Oase").
func tileName(lang string, t game.TileType) string {
	return trOr(lang, "ui.tile."+strings.ToLower(t.Code()), t.String())
}

// whereIn names a place briefly in lang: "r3 c4 (Oasis)".
func whereIn(lang string, b *game.Board, p game.Place) string { return printerOf(lang).WhereTile(b, p) }

// placeBrief names a place compactly in lang, for paths and lists:
// "r2c3", in German "r2s3" (Reihe, Spalte), as whereIn's "r2 s3".
func placeBrief(lang string, p game.Place) string { return tf(lang, "ui.where_brief", p.Row, p.Col) }

// dropsBrief says a move's drops compactly in lang: "r2c4 Y, r3c4 W",
// in German "r2s4 Y, r3s4 W"; the tribes by their letters, as typed.
func dropsBrief(lang string, m game.Move) string {
	parts := make([]string, len(m.Drops))
	for i, d := range m.Drops {
		parts[i] = placeBrief(lang, d.To) + " " + string(d.Tribe.Letter())
	}
	return strings.Join(parts, ", ")
}

// moveBrief writes a move compactly in lang, as the power prompt takes
// it: "r2c3: r2c4 Y, r3c4 W", in German "r2s3: r2s4 Y, r3s4 W".
func moveBrief(lang string, m game.Move) string {
	return placeBrief(lang, m.From) + ": " + dropsBrief(lang, m)
}

// columnTyped finds a place typed with another column letter than the
// move's text form's c: "r2s3", "R2 S3".
var columnTyped = regexp.MustCompile(`(?i)(r\s*\d+\s*)([a-z])(\s*\d)`)

// moveTextOf is a move typed in lang (moveBrief) in the move's text form
// game.ParseMove reads: the column letter of lang's places ("s" in
// German) read as c; c itself is read in every language.
func moveTextOf(lang, s string) string {
	letter := strings.TrimRight(strings.TrimLeft(tr(lang, "ui.where_brief"), "r%d"), "%d")
	if len(letter) != 1 || strings.EqualFold(letter, "c") {
		return s
	}
	return columnTyped.ReplaceAllStringFunc(s, func(p string) string {
		m := columnTyped.FindStringSubmatch(p)
		if !strings.EqualFold(m[2], letter) {
			return p
		}
		return m[1] + "c" + m[3]
	})
}

// orNoneIn is s, or the word for none in lang when s is empty.
func orNoneIn(lang, s string) string {
	if s == "" {
		return tr(lang, "ui.none")
	}
	return s
}

// rollWords is a roll in lang: "white 4, black 6".
func rollWords(lang string, r sultan.Roll) string { return printerOf(lang).Roll(r) }

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

// lossWords says why the game is lost, in lang.
func lossWords(lang string, l game.Loss) string { return printerOf(lang).Loss(l) }

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
// naqala history names a rule set's ("Artisans, Whims", "base game").
func expansionWords(lang string, x game.Expansions) string {
	return printerOf(lang).RuleSet(x, false, false)
}
