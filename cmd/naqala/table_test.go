package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/scoring"
	"github.com/rivo/uniseg"
)

// Names with wide (CJK, emoji) and combining characters: as runes they
// are 4, 2, 5 and 4 long, on a terminal 8, 4, 4 and 4 columns wide.
var wideNames = []string{"山田太郎", "😀😀", "Zoe\u0308y", "Jose\u0301"}

func TestTextWidth(t *testing.T) {
	t.Parallel()
	for i, want := range []int{8, 4, 4, 4} {
		if got := textWidth(wideNames[i]); got != want {
			t.Errorf("textWidth(%q): got %d, want %d", wideNames[i], got, want)
		}
	}
}

// cellEnds lists the terminal columns at which the cells of a line end:
// the columns of the last character before a run of spaces or the end.
func cellEnds(line string) []int {
	var ends []int
	col, inCell := 0, false
	for _, g := range splitGraphemes(line) {
		if g == " " {
			if inCell {
				ends = append(ends, col)
			}
			inCell = false
		} else {
			inCell = true
		}
		col += textWidth(g)
	}
	if inCell {
		ends = append(ends, col)
	}
	return ends
}

// cellStarts lists the terminal columns at which the cells of a line
// start, cells being separated by two spaces or more.
func cellStarts(line string) []int {
	var starts []int
	col, spaces := 0, 2
	for _, g := range splitGraphemes(line) {
		if g == " " {
			spaces++
		} else {
			if spaces >= 2 {
				starts = append(starts, col)
			}
			spaces = 0
		}
		col += textWidth(g)
	}
	return starts
}

func TestTextTable(t *testing.T) {
	t.Parallel()
	tab := textTable{right: map[int]bool{1: true}}
	tab.add("name", "VP", "note")
	for i, n := range wideNames {
		tab.add(n, strings.Repeat("9", i+1), "done")
	}
	var b bytes.Buffer
	if err := tab.write(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	// name ends where it ends; VP (right-aligned) ends at one column; note
	// starts at one column.
	want := textWidth(lines[0])
	for _, l := range lines {
		if got := textWidth(l); got != want {
			t.Errorf("line %q: %d columns wide, want %d like the header", l, got, want)
		}
		starts := cellStarts(l)
		if len(starts) != 3 || starts[2] != cellStarts(lines[0])[2] {
			t.Errorf("line %q: cells start at %v, want the last at %d", l, starts, cellStarts(lines[0])[2])
		}
	}
	// Negative twin: with runes counted (as text/tabwriter does) the wide
	// names would push their rows out of line.
	if n := len([]rune(wideNames[0])); n == textWidth(wideNames[0]) {
		t.Fatalf("test name %q is not wide", wideNames[0])
	}
}

// TestScoreTableWideNames: the score table's columns end at the same
// terminal column on every line whatever characters the names hold.
func TestScoreTableWideNames(t *testing.T) {
	t.Parallel()
	var players []scoring.Player
	for i, n := range wideNames {
		players = append(players, scoring.Player{Name: n, Coins: 10 * (i + 1), Viziers: i})
	}
	res, err := scoring.Score(scoring.Game{Players: players}, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := writeScoreTable(&b, "en", scoring.Game{}.Expansions, res); err != nil {
		t.Fatal(err)
	}
	table, _, _ := strings.Cut(b.String(), "\n\n")
	lines := strings.Split(table, "\n")
	want := cellEnds(lines[0])
	if len(want) != len(wideNames) {
		t.Fatalf("header %q: got %d cells, want %d names", lines[0], len(want), len(wideNames))
	}
	for _, l := range lines[1:] {
		ends := cellEnds(l)
		if len(ends) < len(want) || !slices.Equal(ends[len(ends)-len(want):], want) {
			t.Errorf("line %q: cells end at %v, want %v as the names do:\n%s", l, ends, want, table)
		}
	}
}

// TestHistoryWideNames: the history list lines its columns up by terminal
// width: the outcome column starts at one column on every line.
func TestHistoryWideNames(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for i, n := range wideNames {
		keepGame(t, dir, scoring.Game{
			Players: []scoring.Player{{Name: n, Coins: 100 + i}, {Name: "Bo", Coins: 50}},
		}, historyStart.AddDate(0, 0, i))
	}
	code, out, errs := runHistory(t, dir)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "2026-") || strings.HasPrefix(l, printerOf("en").T("history.col.date")) {
			lines = append(lines, l)
		}
	}
	if len(lines) != len(wideNames)+1 {
		t.Fatalf("got %d table lines, want %d:\n%s", len(lines), len(wideNames)+1, out)
	}
	want := cellStarts(lines[0])
	for _, l := range lines[1:] {
		got := cellStarts(l)
		// The players cell holds ", ": compare the date, kind and the last
		// two cells' starts.
		if len(got) < 4 || got[0] != want[0] || got[1] != want[1] ||
			got[len(got)-1] != want[len(want)-1] || got[len(got)-2] != want[len(want)-2] {
			t.Errorf("line %q: cells start at %v, want %v as the header's:\n%s", l, got, want, out)
		}
	}
}

// splitGraphemes splits s into user-perceived characters.
func splitGraphemes(s string) []string {
	var out []string
	g := uniseg.NewGraphemes(s)
	for g.Next() {
		out = append(out, g.Str())
	}
	return out
}
