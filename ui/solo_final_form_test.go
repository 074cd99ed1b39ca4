package ui

import (
	"fmt"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// baseFinalForm is the final form of a base game: the player with 3
// coins, 2 Viziers and Jafaar; Yazid's Council of 1.
func baseFinalForm(lang string) finalForm {
	return newFinalForm(lang, sultan.Holdings{Coins: 3, Viziers: 2, Djinns: []string{"Jafaar"}}, sultan.YazidHoldings{Council: 1}, game.Expansions{}, cardTally{})
}

// TestFinalFormKeys: the final form's editing: counts take digits up to
// what the box holds, names take letters, Enter walks the lines and
// submits on the last; each refusal says why in the player's language.
func TestFinalFormKeys(t *testing.T) {
	viziers := game.BoxMeeples(game.Vizier, game.Expansions{})
	tests := []struct {
		name    string
		lang    string
		row     int
		script  string
		value   string // the value of the line typed on, after
		act     formAction
		refusal string
	}{
		{"a count typed after what was there", "en", 0, "1", "31", formTaken, ""},
		{"a 0 gives way to the digit typed", "en", 3, "7", "7", formTaken, ""},
		{"Backspace and a digit", "en", 0, "\b5", "5", formTaken, ""},
		{"Ctrl-U clears", "en", 0, "\x15", "", formTaken, ""},
		{"a letter on a count", "en", 0, "x", "3", formRefused, "Coins is a count: digits only"},
		{"a letter on a count, in German", "de", 0, "x", "3", formRefused, "Goldmünzen ist eine Anzahl: nur Ziffern"},
		{"more than the box", "en", 1, "9", "2", formRefused, fmt.Sprintf("Viziers: 29 is more than the box holds (%d)", viziers)},
		{"as many as the box", "en", 1, "\b" + fmt.Sprint(viziers), fmt.Sprint(viziers), formTaken, ""},
		{"names take letters", "en", 4, ", Dhenim", "Jafaar, Dhenim", formTaken, ""},
		{"Esc goes back", "en", 0, "1\x1b", "31", formCancel, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := baseFinalForm(tc.lang)
			f.row = tc.row
			var act formAction
			var refusal string
			for _, ev := range formKeys(tc.script) {
				act, refusal = f.key(tc.lang, ev)
			}
			if got := f.fields[tc.row].value; got != tc.value || act != tc.act || refusal != tc.refusal {
				t.Errorf("got %q action %d %q, want %q action %d %q", got, act, refusal, tc.value, tc.act, tc.refusal)
			}
		})
	}
	// Enter walks to the next line and submits on the last; Ctrl-D
	// submits from anywhere.
	f := baseFinalForm("en")
	if act, _ := f.key("en", tcell.NewEventKey(tcell.KeyEnter, 0, 0)); act != formTaken || f.row != 1 {
		t.Errorf("Enter on the first line: action %d, row %d", act, f.row)
	}
	f.row = len(f.fields) - 1
	if act, _ := f.key("en", tcell.NewEventKey(tcell.KeyEnter, 0, 0)); act != formSubmit {
		t.Errorf("Enter on the last line: action %d, want submit", act)
	}
	f.row = 0
	if act, _ := f.key("en", tcell.NewEventKey(tcell.KeyCtrlD, 0, 0)); act != formSubmit {
		t.Errorf("Ctrl-D: action %d, want submit", act)
	}
	if f.typing() {
		t.Errorf("typing on the coins")
	}
	f.row = 4
	if !f.typing() {
		t.Errorf("not typing on the Djinns")
	}
}

// TestFinalFormLines: the lines scroll to keep the line typed shown, the
// cursor on it; the lines of the expansions only with them (the twin).
func TestFinalFormLines(t *testing.T) {
	line := func(s string) string { return fmt.Sprintf("%-50s", s) }
	f := baseFinalForm("en")
	f.row = 4
	checkSteps(t, []stepCase{
		{"the Djinns typed, three lines shown", finalCase{f, 3}, 50, []stepLine{
			{line("  Elders                   0"), lineNormal},
			{line("  Fakirs                   0"), lineNormal},
			{line("> Djinns (names, commas)   Jafaar_"), lineCursor}}},
		{"the first lines", finalCase{baseFinalForm("en"), 2}, 50, []stepLine{
			{line("> Coins                    3_"), lineCursor},
			{line("  Viziers                  2"), lineNormal}}},
		{"in German", finalCase{baseFinalForm("de"), 2}, 50, []stepLine{
			{line("> Goldmünzen               3_"), lineCursor},
			{line("  Wesire                   2"), lineNormal}}},
		{"no room", finalCase{baseFinalForm("en"), 0}, 50, nil},
	})
	base := baseFinalForm("en")
	all := newFinalForm("en", sultan.Holdings{}, sultan.YazidHoldings{}, game.Expansions{Artisans: true, Thieves: true}, cardTally{})
	if n, want := len(all.fields)-len(base.fields), 1+1+3+1; n != want {
		t.Errorf("Artisans and Thieves add %d lines, want %d (Artisans, Thieves, 3 precious items, Yazid's Artisans)", n, want)
	}
	// The Thieves held at the end are the line's value, as the Djinns
	// are; the twin: none held, the line is empty.
	for _, tc := range []struct {
		held []string
		want string
	}{{[]string{"Ziad", "Madjaar"}, "Ziad, Madjaar"}, {nil, ""}} {
		f := newFinalForm("en", sultan.Holdings{Thieves: tc.held}, sultan.YazidHoldings{}, game.Expansions{Artisans: true, Thieves: true}, cardTally{})
		for _, ff := range f.fields {
			if ff.kind == fThieves && ff.value != tc.want {
				t.Errorf("Thieves held %v: the line says %q, want %q", tc.held, ff.value, tc.want)
			}
		}
	}
}

// finalCase shows the final form in rows lines, for checkSteps.
type finalCase struct {
	f    finalForm
	rows int
}

func (c finalCase) title(int) string       { return "" }
func (c finalCase) lines(w int) []stepLine { return c.f.lines(c.rows, w) }
