package ui

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/rivo/tview"
	"github.com/rivo/uniseg"
)

// inks are the styles the editor, grid, result, settings, help and history
// screens draw with. Every meaning also shows without colour: the cursor is
// reverse video, errors are bold and start with "!", headings are bold,
// tribes are letters.
type inks struct {
	colour  bool
	normal  tcell.Style
	heading tcell.Style
	dim     tcell.Style
	cursor  tcell.Style
	err     tcell.Style
	good    tcell.Style
}

// newInks returns the styles, with colours only when colour is true.
func newInks(colour bool) inks {
	n := tcell.StyleDefault
	in := inks{
		colour:  colour,
		normal:  n,
		heading: n.Bold(true),
		dim:     n.Dim(true),
		cursor:  n.Reverse(true),
		err:     n.Bold(true),
		good:    n.Bold(true),
	}
	if colour {
		in.heading = in.heading.Foreground(tcell.ColorYellow)
		in.err = in.err.Foreground(tcell.ColorRed)
		in.good = in.good.Foreground(tcell.ColorGreen)
	}
	return in
}

// tribe is the style of a meeple letter: its colour when colours are on.
func (in inks) tribe(t game.Tribe) tcell.Style {
	if !in.colour {
		return in.normal
	}
	switch t {
	case game.Vizier:
		return in.normal.Foreground(tcell.ColorYellow)
	case game.Elder:
		return in.normal.Foreground(tcell.ColorWhite).Bold(true)
	case game.Merchant:
		return in.normal.Foreground(tcell.ColorGreen)
	case game.Builder:
		return in.normal.Foreground(tcell.ColorDodgerBlue)
	case game.Assassin:
		return in.normal.Foreground(tcell.ColorRed)
	case game.Artisan:
		return in.normal.Foreground(tcell.ColorPurple)
	}
	return in.normal
}

// valueColour is the style of a tile code: blue or red by the colour of
// its printed value when colours are on (the code says the type anyway).
func (in inks) valueColour(c game.ValueColour) tcell.Style {
	switch {
	case !in.colour:
		return in.normal
	case c == game.Blue:
		return in.normal.Foreground(tcell.ColorDodgerBlue)
	case c == game.Red:
		return in.normal.Foreground(tcell.ColorRed)
	}
	return in.dim
}

// put writes text at x, y in style, at most maxWidth cells wide, and
// returns the cells used. Text is plain: no style tags. A character that
// does not print as itself (a control character, an escape sequence, a
// direction mark from a file's name) is shown escaped (filetext.Line),
// never sent to the terminal.
func put(s tcell.Screen, x, y, maxWidth int, text string, style tcell.Style) int {
	text = filetext.Line(text)
	used := 0
	g := uniseg.NewGraphemes(text)
	for g.Next() {
		rs := g.Runes()
		w := g.Width()
		if used+w > maxWidth {
			break
		}
		s.SetContent(x+used, y, rs[0], rs[1:], style)
		for i := 1; i < w; i++ {
			s.SetContent(x+used+i, y, ' ', nil, style)
		}
		used += w
	}
	return used
}

// fill paints the rectangle with blanks in style.
func fill(s tcell.Screen, x, y, w, h int, style tcell.Style) {
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			s.SetContent(i, j, ' ', nil, style)
		}
	}
}

// textWidth is the number of cells text takes.
func textWidth(text string) int { return uniseg.StringWidth(text) }

// tviewText is text for a tview primitive: each line escaped as put
// escapes it and tview's style tags escaped, so that a file's text shows
// as it is written.
func tviewText(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = tview.Escape(filetext.Line(l))
	}
	return strings.Join(lines, "\n")
}

// padTo cuts or pads text with blanks to exactly n cells.
func padTo(text string, n int) string {
	w := 0
	out := make([]rune, 0, n)
	for _, r := range text {
		rw := uniseg.StringWidth(string(r))
		if w+rw > n {
			break
		}
		out = append(out, r)
		w += rw
	}
	for ; w < n; w++ {
		out = append(out, ' ')
	}
	return string(out)
}

// wrapWords splits text into lines of at most width cells, at blanks.
func wrapWords(text string, width int) []string {
	if width <= 0 {
		return nil
	}
	var lines []string
	line := ""
	for _, word := range splitBlanks(text) {
		switch {
		case line == "":
			line = word
		case textWidth(line)+1+textWidth(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
		for textWidth(line) > width {
			head := []rune(strings.TrimRight(padTo(line, width), " "))
			if len(head) == 0 {
				head = []rune(line)[:1] // a character wider than the line
			}
			lines = append(lines, string(head))
			line = string([]rune(line)[len(head):])
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

func splitBlanks(text string) []string {
	var out []string
	word := []rune{}
	for _, r := range text {
		if r == ' ' || r == '\n' || r == '\t' {
			if len(word) > 0 {
				out = append(out, string(word))
				word = word[:0]
			}
			continue
		}
		word = append(word, r)
	}
	if len(word) > 0 {
		out = append(out, string(word))
	}
	return out
}
