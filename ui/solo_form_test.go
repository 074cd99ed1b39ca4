package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// formKeys turns "+1\x1b" style scripts into keys: \n Enter, \x1b Esc,
// \t Tab, \b Backspace, \x15 Ctrl-U, ^ Up; other runes are typed.
func formKeys(script string) []*tcell.EventKey {
	var out []*tcell.EventKey
	for _, r := range script {
		switch r {
		case '\n':
			out = append(out, tcell.NewEventKey(tcell.KeyEnter, 0, 0))
		case '\x1b':
			out = append(out, tcell.NewEventKey(tcell.KeyEscape, 0, 0))
		case '\t':
			out = append(out, tcell.NewEventKey(tcell.KeyTab, 0, 0))
		case '\b':
			out = append(out, tcell.NewEventKey(tcell.KeyBackspace2, 0, 0))
		case '\x15':
			out = append(out, tcell.NewEventKey(tcell.KeyCtrlU, 0, 0))
		case '^':
			out = append(out, tcell.NewEventKey(tcell.KeyUp, 0, 0))
		default:
			out = append(out, tcell.NewEventKey(tcell.KeyRune, r, 0))
		}
	}
	return out
}

// TestEditField: the editing every form of the player's turn shares.
func TestEditField(t *testing.T) {
	tests := []struct {
		name   string
		script string
		count  bool
		size   int
		fields []string
		row    int
		last   formAction
	}{
		{"a count typed", "+12", true, 6, []string{"+12", "", ""}, 0, formTaken},
		{"Tab to the next line, Up back", "1\t2\t^^3", true, 6, []string{"13", "2", ""}, 0, formTaken},
		{"Up from the first line wraps to the last", "^5", true, 6, []string{"", "", "5"}, 2, formTaken},
		{"Backspace takes a character, Ctrl-U the line", "+12\b", true, 6, []string{"+1", "", ""}, 0, formTaken},
		{"Ctrl-U", "+12\x15", true, 6, []string{"", "", ""}, 0, formTaken},
		{"a letter on a line of counts is refused", "1a", true, 6, []string{"1", "", ""}, 0, formNotCount},
		{"a letter on a line of names is typed", "1a", false, 6, []string{"1a", "", ""}, 0, formTaken},
		{"Backspace takes a whole letter", "ä\b", false, 6, []string{"", "", ""}, 0, formTaken},
		{"a line holds size bytes", "1234567", true, 6, []string{"123456", "", ""}, 0, formTaken},
		{"Enter submits", "+1\n", true, 6, []string{"+1", "", ""}, 0, formSubmit},
		{"Esc cancels", "+1\x1b", true, 6, []string{"+1", "", ""}, 0, formCancel},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fields, row, last := make([]string, 3), 0, formTaken
			for _, ev := range formKeys(tc.script) {
				last = editField(ev, &row, fields, tc.size, tc.count)
			}
			if !slices.Equal(fields, tc.fields) || row != tc.row || last != tc.last {
				t.Errorf("got %q row %d action %d, want %q row %d action %d", fields, row, last, tc.fields, tc.row, tc.last)
			}
		})
	}
}

// TestYazidFormChange: the corrections read against what Yazid has; a
// line no number or giving back more than he has is refused, in the
// player's language, and becomes the line typed.
func TestYazidFormChange(t *testing.T) {
	have := [7]int{2, 1, 0, 3, 0, 1, 5} // Council, Elders, Fakirs, Assassins, Artisans, Djinns, Camels
	tests := []struct {
		name    string
		lang    string
		fields  [7]string
		want    sultan.YazidChange
		changed bool
		err     string
		row     int
	}{
		{"nothing typed", "en", [7]string{}, sultan.YazidChange{}, false, "", 0},
		{"+0 is no change", "en", [7]string{0: "+0"}, sultan.YazidChange{}, false, "", 0},
		{"a Vizier more, an Assassin back", "en", [7]string{0: "+1", 3: " -1 "}, sultan.YazidChange{Council: 1, Assassins: -1}, true, "", 0},
		{"all he has given back", "en", [7]string{6: "-5"}, sultan.YazidChange{Camels: -5}, true, "", 0},
		{"more than he has", "en", [7]string{6: "-6"}, sultan.YazidChange{}, false, "Camels: Yazid has 5, he can't give 6", 6},
		{"not a number", "en", [7]string{0: "+1", 1: "+-"}, sultan.YazidChange{}, false, `Elders: "+-" is not a number like +1 or -2`, 1},
		{"more than he has, in German", "de", [7]string{3: "-4"}, sultan.YazidChange{}, false, "Meuchelmörder: Yazid hat 3, er kann nicht 4 abgeben", 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := yazidForm{fields: tc.fields}
			c, changed, err := f.change(tc.lang, have)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if c != tc.want || changed != tc.changed || got != tc.err || f.row != tc.row {
				t.Errorf("got %+v %v %q row %d, want %+v %v %q row %d", c, changed, got, f.row, tc.want, tc.changed, tc.err, tc.row)
			}
		})
	}
}

// TestYazidFormLines: two columns, what Yazid has beside each line, the
// cursor on the line typed; the keys under them.
func TestYazidFormLines(t *testing.T) {
	row := func(a, b string) string { return fmt.Sprintf("%-30s%-30s", a, b) }
	have := [7]int{2, 1, 0, 3, 0, 1, 5}
	checkSteps(t, []stepCase{
		{"the Council corrected", formCase{yazid: &yazidForm{fields: [7]string{0: "+1"}}, have: have}, 60, []stepLine{
			{row("> Council     2  +1_", "  Artisans    0  "), lineNormal},
			{row("  Elders      1  ", "  Djinns      1  "), lineNormal},
			{row("  Fakirs      0  ", "  Camels      5  "), lineNormal},
			{fmt.Sprintf("%-30s", "  Assassins   3  "), lineNormal},
			{"+N or -N on each line that is wrong; Up/Down moves, Enter", lineDim},
			{"applies, Ctrl-U clears, Esc cancels", lineDim}}},
		{"in German, the cursor on the camels", formCase{lang: "de", yazid: &yazidForm{row: 6}, have: have}, 60, []stepLine{
			{row("  Rat            2  ", "  Kunstschmiede  0  "), lineNormal},
			{row("  Älteste        1  ", "  Dschinn        1  "), lineNormal},
			{row("  Fakire         0  ", "> Kamele         5  _"), lineNormal},
			{fmt.Sprintf("%-30s", "  Meuchelmörder  3  "), lineNormal},
			{"+N oder -N in jeder falschen Zeile; Auf/Ab wechselt, Enter", lineDim},
			{"übernimmt, Ctrl-U leert, Esc bricht ab", lineDim}}},
	})
}

// formCase shows a form as a step, for checkSteps.
type formCase struct {
	lang  string
	yazid *yazidForm
	have  [7]int
	hold  *holdingsForm
	held  [12]string
}

func (c formCase) title(int) string { return "" }
func (c formCase) lines(w int) []stepLine {
	lang := c.lang
	if lang == "" {
		lang = "en"
	}
	if c.yazid != nil {
		return c.yazid.lines(lang, c.have, w)
	}
	return c.hold.lines(lang, c.held, w)
}

// TestHoldingsFormChange: the counts and the Djinns of the holdings form
// read against what the player has; a line no number, giving more than
// the player has or naming no Djinn is refused and becomes the line typed.
func TestHoldingsFormChange(t *testing.T) {
	have := [holdingsCounts]int{5, 2, 1, 0, 0, 3} // coins, Viziers, Elders, Fakirs, Artisans, camels
	tests := []struct {
		name   string
		lang   string
		fields [12]string
		want   sultan.PlayerChange
		err    string
		row    int
	}{
		{"coins and a Djinn", "en", [12]string{0: "+3", 1: "-2", 6: "jafar"}, sultan.PlayerChange{Coins: 3, Viziers: -2, GainDjinns: []string{"Jafaar"}}, "", 0},
		{"a Djinn given up", "en", [12]string{7: "Dhenim"}, sultan.PlayerChange{LoseDjinns: []string{"Dhenim"}}, "", 0},
		{"more coins than held", "en", [12]string{0: "-6"}, sultan.PlayerChange{}, "Coins: you have 5, you can't give 6", 0},
		{"a count without its sign", "en", [12]string{5: "3"}, sultan.PlayerChange{Camels: 3}, "", 0},
		{"not a number", "en", [12]string{2: "+x"}, sultan.PlayerChange{}, `Elders: "+x" is not a number like +3 or -2`, 2},
		{"no such Djinn", "en", [12]string{6: "Nobody"}, sultan.PlayerChange{}, `Djinn +: no Djinn is called "Nobody"`, 6},
		{"Djinns with commas", "en", [12]string{6: "Enki, kandicha,", 7: "Dhenim,Jafaar"}, sultan.PlayerChange{GainDjinns: []string{"Enki", "Kandicha"}, LoseDjinns: []string{"Dhenim", "Jafaar"}}, "", 0},
		{"no such Djinn among them", "en", [12]string{6: "Enki, Nobody"}, sultan.PlayerChange{}, `Djinn +: no Djinn is called "Nobody"`, 6},
		{"in German", "de", [12]string{1: "-3"}, sultan.PlayerChange{}, "Wesire: du hast 2, du kannst nicht 3 abgeben", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := holdingsForm{fields: tc.fields}
			c, err := f.change(tc.lang, have)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tc.err || f.row != tc.row {
				t.Fatalf("got %q row %d, want %q row %d", got, f.row, tc.err, tc.row)
			}
			if err == nil && fmt.Sprint(c) != fmt.Sprint(tc.want) {
				t.Errorf("got %+v, want %+v", c, tc.want)
			}
		})
	}
}

// TestHoldingsFormCards: goods and items read against the cards held and
// the box; items only with the Artisans (the twin without refuses them).
func TestHoldingsFormCards(t *testing.T) {
	var have cardTally
	have.Goods[game.Silk] = 3
	have.Items[game.Crown] = 1
	tests := []struct {
		name     string
		fields   [12]string
		artisans bool
		goods    map[game.Good]int
		items    map[game.Item]int
		err      string
		row      int
	}{
		{"goods gained and sold", [12]string{8: "2 fish", 9: "silk"}, false, map[game.Good]int{game.Fish: 2, game.Silk: -1}, nil, "", 0},
		{"all the silk sold", [12]string{9: "3 silk"}, false, map[game.Good]int{game.Silk: -3}, nil, "", 0},
		{"more silk sold than held", [12]string{9: "4 silk"}, false, nil, nil, "Sold: you have 3 Silk, you can't give 4", 9},
		{"more than the deck", [12]string{8: "2 silk"}, false, nil, nil, "Goods +: 5 Silk, the deck holds 4", 8},
		{"no such good", [12]string{8: "gems"}, false, nil, nil, `Goods +: no good is called "gems" (ivory, jewels, gold, papyrus, silk, spice, fish, wheat, pottery)`, 8},
		{"an item with the Artisans", [12]string{10: "crown"}, true, nil, map[game.Item]int{game.Crown: 1}, "", 0},
		{"an item without the Artisans", [12]string{10: "crown"}, false, nil, nil, "Items +: items come with the Artisans expansion", 10},
		{"more crowns than the box", [12]string{10: "2 crown"}, true, nil, nil, "Items +: 3 Crown, the box holds 2", 10},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := holdingsForm{fields: tc.fields}
			var c sultan.PlayerChange
			err := f.cards("en", have, tc.artisans, &c)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tc.err || f.row != tc.row {
				t.Fatalf("got %q row %d, want %q row %d", got, f.row, tc.err, tc.row)
			}
			if err != nil {
				return
			}
			for g := range c.Goods {
				if c.Goods[g] != tc.goods[game.Good(g)] {
					t.Errorf("%s: got %d, want %d", game.Good(g), c.Goods[g], tc.goods[game.Good(g)])
				}
			}
			for i := range c.Items {
				if c.Items[i] != tc.items[game.Item(i)] {
					t.Errorf("%s: got %d, want %d", game.Item(i), c.Items[i], tc.items[game.Item(i)])
				}
			}
		})
	}
}

// TestHoldingsFormSale: the goods sold pay their suits (two different
// goods: 3 coins); a line that does not read pays nothing (the twin).
func TestHoldingsFormSale(t *testing.T) {
	for sold, want := range map[string]int{"silk, fish": 3, "silk": 1, "": 0, "gems": 0} {
		f := holdingsForm{fields: [12]string{9: sold}}
		if got := f.salePays("en"); got != want {
			t.Errorf("%q sold: got %d, want %d", sold, got, want)
		}
	}
}

// TestHoldingsFormLines: three columns, what the player has beside each
// line; a line typed too long for its cell is shown whole under them.
func TestHoldingsFormLines(t *testing.T) {
	held := [12]string{"5", "2", "1", "0", "0", "3", "1", "", "4", "", "0", ""}
	row := func(a, b, c string) string { return fmt.Sprintf("%-26s%-26s%-26s", a, b, c) }
	checkSteps(t, []stepCase{
		{"coins typed", formCase{hold: &holdingsForm{fields: [12]string{0: "+3"}}, held: held}, 78, []stepLine{
			{row("> Coins     5 +3_", "  Artisans  0 ", "  Goods +   4 "), lineNormal},
			{row("  Viziers   2 ", "  Camels    3 ", "  Sold         "), lineNormal},
			{row("  Elders    1 ", "  Djinn +   1 ", "  Items +   0 "), lineNormal},
			{row("  Fakirs    0 ", "  Djinn -      ", "  Items -      "), lineNormal},
			{"+N or -N; names with commas (2 silk, fish); Up/Down moves, Enter applies,", lineDim},
			{"Ctrl-U clears, Esc cancels", lineDim}}},
		{"a long line of goods shown whole", formCase{hold: &holdingsForm{row: 8, fields: [12]string{8: "2 silk, fish, wheat"}}, held: held}, 78, []stepLine{
			{row("  Coins     5 ", "  Artisans  0 ", "> Goods +   4 2 silk, fi… "), lineNormal},
			{row("  Viziers   2 ", "  Camels    3 ", "  Sold         "), lineNormal},
			{row("  Elders    1 ", "  Djinn +   1 ", "  Items +   0 "), lineNormal},
			{row("  Fakirs    0 ", "  Djinn -      ", "  Items -      "), lineNormal},
			{"Goods +: 2 silk, fish, wheat_", lineHeading},
			{"+N or -N; names with commas (2 silk, fish); Up/Down moves, Enter applies,", lineDim},
			{"Ctrl-U clears, Esc cancels", lineDim}}},
	})
}

// TestParseCardsInTheLanguage: a name no item has is refused in the
// screen's language, naming the line and the items that are; the twin: a
// name that is one reads.
func TestParseCardsInTheLanguage(t *testing.T) {
	f := holdingsForm{}
	for lang, want := range map[string]string{
		"en": `Items +: no item is called "flute" (jewels, chest, crown, burning scimitar`,
		"de": `: kein Gegenstand heißt "flute" (Juwelen, Truhe, Krone, Flammender Krummsäbel`,
	} {
		_, err := parseCards(lang, f.label(lang, 10), "flute", true)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", lang, err, want)
		}
	}
	if m, err := parseCards("de", f.label("de", 10), "enchanting flute", true); err != nil || m[game.EnchantingFlute] != 1 {
		t.Errorf("enchanting flute: %v, %v", m, err)
	}
}

// TestParseCardsGermanNames: on German screens the holdings form reads
// the goods and items by their German names ("2 Seide, Fisch", "Krone,
// Fliegender Teppich"), the English ones too, and pays a German sale;
// the twin: English screens read no German name, and a German name no
// good has is refused with the German names.
func TestParseCardsGermanNames(t *testing.T) {
	f := holdingsForm{}
	for _, tc := range []struct {
		lang, typed string
		item        bool
		want        map[int]int // index: count; nil: refused
		err         string
	}{
		{"de", "2 Seide, fisch", false, map[int]int{int(game.Silk): 2, int(game.Fish): 1}, ""},
		{"de", "Töpferwaren, 2 silk", false, map[int]int{int(game.Pottery): 1, int(game.Silk): 2}, ""},
		{"de", "Krone, Fliegender Teppich, chest", true, map[int]int{int(game.Crown): 1, int(game.FlyingCarpet): 1, int(game.Chest): 1}, ""},
		{"de", "Salz", false, nil, `keine Ware heißt "Salz" (Elfenbein, Juwelen, Gold, Papyrus, Seide, Gewürze, Fisch, Weizen, Töpferwaren)`},
		{"en", "2 Seide", false, nil, `no good is called "Seide" (ivory, jewels, gold, papyrus, silk, spice, fish, wheat, pottery)`},
		{"en", "Krone", true, nil, `no item is called "Krone"`},
	} {
		line := 8
		if tc.item {
			line = 10
		}
		m, err := parseCards(tc.lang, f.label(tc.lang, line), tc.typed, tc.item)
		if tc.want == nil {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s %q: %v, want %q", tc.lang, tc.typed, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %q: %v", tc.lang, tc.typed, err)
			continue
		}
		for i, n := range m {
			if n != tc.want[i] {
				t.Errorf("%s %q: [%d] got %d, want %d", tc.lang, tc.typed, i, n, tc.want[i])
			}
		}
	}
	sale := holdingsForm{fields: [12]string{9: "Seide, Fisch"}}
	if got := sale.salePays("de"); got != 3 {
		t.Errorf("a German sale pays %d, want 3", got)
	}
	if got := sale.salePays("en"); got != 0 {
		t.Errorf("German names on an English screen pay %d, want 0", got)
	}
}
