package main

import (
	"io"
	"strings"

	"github.com/rivo/uniseg"
)

// textWidth is the number of terminal columns s takes: a wide character
// (CJK, most emoji) takes two, a combining mark none.
func textWidth(s string) int { return uniseg.StringWidth(s) }

// padRight pads s with spaces to width columns.
func padRight(s string, width int) string {
	return s + strings.Repeat(" ", max(0, width-textWidth(s)))
}

// padLeft pads s with spaces on the left to width columns.
func padLeft(s string, width int) string {
	return strings.Repeat(" ", max(0, width-textWidth(s))) + s
}

// textTable lines up rows of cells in columns by their width on a
// terminal, two spaces apart, unlike text/tabwriter, which counts runes.
type textTable struct {
	rows [][]string
	// right marks the columns aligned to the right (numbers).
	right map[int]bool
}

// add appends a row.
func (t *textTable) add(cells ...string) { t.rows = append(t.rows, cells) }

// write prints the table to w; a row's last cell is not padded.
func (t *textTable) write(w io.Writer) error {
	var width []int
	for _, r := range t.rows {
		for i, c := range r {
			if i == len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], textWidth(c))
		}
	}
	var b strings.Builder
	for _, r := range t.rows {
		for i, c := range r {
			if i > 0 {
				b.WriteString("  ")
			}
			switch {
			case t.right[i]:
				b.WriteString(padLeft(c, width[i]))
			case i < len(r)-1:
				b.WriteString(padRight(c, width[i]))
			default:
				b.WriteString(c)
			}
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}
