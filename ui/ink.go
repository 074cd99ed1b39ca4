package ui

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/safetext"
	"github.com/rivo/tview"
	"github.com/rivo/uniseg"
)

// inks are the styles the editor, grid, result, settings, help and history
// screens draw with. Every meaning also shows without colour: the cursor is
// reverse video, errors are bold and start with "!", headings are bold,
// tribes are letters. The colours read on dark and light terminals alike:
// text on the terminal's own background is never white, yellow or black,
// and a letter on a coloured background is black or white, whichever
// stands out on it (TestInksReadOnDarkAndLight).
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
		// Headings stay bold in the terminal's own colour: yellow, as
		// they were, vanishes on a light background.
		in.err = in.err.Foreground(tcell.ColorRed)
		in.good = in.good.Foreground(tcell.ColorGreen)
	}
	return in
}

// tribe is the style of a meeple letter. With colours the letter stands
// on its tribe's colour, in black or white, so that White Elders and
// yellow Viziers read on a light terminal as on a dark one.
func (in inks) tribe(t game.Tribe) tcell.Style {
	if !in.colour {
		return in.normal
	}
	if c, ok := tribeColours[t]; ok {
		return in.normal.Background(c.bg).Foreground(c.fg)
	}
	return in.normal
}

// tribeColours are the meeples' colours as letter on background.
var tribeColours = map[game.Tribe]struct{ fg, bg tcell.Color }{
	game.Vizier:   {tcell.ColorBlack, tcell.ColorYellow},
	game.Elder:    {tcell.ColorBlack, tcell.ColorWhite},
	game.Merchant: {tcell.ColorBlack, tcell.ColorLime},
	game.Builder:  {tcell.ColorWhite, tcell.ColorNavy},
	game.Assassin: {tcell.ColorWhite, tcell.ColorMaroon},
	game.Artisan:  {tcell.ColorWhite, tcell.ColorPurple},
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

// textCut, when set (by the tests), hears of every text put cuts short
// for lack of width, so that a test can tell that nothing is cut.
var textCut func(text string, width int)

// put writes text at x, y in style, at most maxWidth cells wide, and
// returns the cells used. Text is plain: no style tags. A character that
// does not print as itself (a control character, an escape sequence, a
// direction mark from a file's name) is shown escaped (safetext.Line),
// never sent to the terminal.
func put(s tcell.Screen, x, y, maxWidth int, text string, style tcell.Style) int {
	text = safetext.Line(text)
	used := 0
	// The clusters are put as the substrings they are: no rune slices
	// or strings made per cell. A printable ASCII character followed by
	// another is a cluster one cell wide.
	rest, state := text, -1
	for rest != "" {
		from := len(text) - len(rest)
		var cluster string
		var w int
		if printableASCII(rest[0]) && (len(rest) == 1 || printableASCII(rest[1])) {
			cluster, rest, w, state = rest[:1], rest[1:], 1, -1
		} else {
			cluster, rest, w, state = uniseg.FirstGraphemeClusterInString(rest, state)
		}
		if used+w > maxWidth {
			if textCut != nil && strings.TrimSpace(text[from:]) != "" {
				textCut(text, maxWidth)
			}
			break
		}
		s.Put(x+used, y, cluster, style)
		for i := 1; i < w; i++ {
			s.Put(x+used+i, y, " ", style)
		}
		used += w
	}
	return used
}

// printableASCII is whether b is a printable ASCII character.
func printableASCII(b byte) bool { return b >= ' ' && b <= '~' }

// fill paints the rectangle with blanks in style.
func fill(s tcell.Screen, x, y, w, h int, style tcell.Style) {
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			s.Put(i, j, " ", style)
		}
	}
}

// textWidth is the number of cells text takes: a cell a character when
// all print as ASCII.
func textWidth(text string) int {
	for i := 0; i < len(text); i++ {
		if !printableASCII(text[i]) {
			return uniseg.StringWidth(text)
		}
	}
	return len(text)
}

// tviewText is text for a tview primitive: each line escaped as put
// escapes it and tview's style tags escaped, so that a file's text shows
// as it is written.
func tviewText(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = tview.Escape(safetext.Line(l))
	}
	return strings.Join(lines, "\n")
}

// padTo cuts or pads text with blanks to exactly n cells.
func padTo(text string, n int) string {
	out := fitTo(text, n)
	if textCut != nil && textWidth(strings.TrimRight(text, " ")) > n {
		textCut(text, n)
	}
	return out
}

// elide is padTo for a cell whose whole text shows elsewhere: a text too
// long ends in "…".
func elide(text string, n int) string {
	if textWidth(strings.TrimRight(text, " ")) <= n || n < 2 {
		return fitTo(text, n)
	}
	return fitTo(text, n-2) + "… "
}

// fitTo is padTo for the wrapping, which breaks a word too long for a
// line on purpose.
func fitTo(text string, n int) string {
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

// wrapped keeps the lines wrapWords made, by text and width: a frame
// wraps again the texts a key did not change.
var wrapped = struct {
	sync.Mutex
	lines map[wrapKey][]string
}{lines: map[wrapKey][]string{}}

// wrapKey is a text wrapped at a width.
type wrapKey struct {
	text  string
	width int
}

// wrappedMax is the most texts wrapped kept; past it they are forgotten.
const wrappedMax = 512

// wrapWords splits text into lines of at most width cells, at blanks.
// The lines are the caller's own.
func wrapWords(text string, width int) []string {
	if width <= 0 {
		return nil
	}
	k := wrapKey{text, width}
	wrapped.Lock()
	lines, ok := wrapped.lines[k]
	wrapped.Unlock()
	if !ok {
		lines = wrapAt(text, width)
		wrapped.Lock()
		if len(wrapped.lines) >= wrappedMax {
			clear(wrapped.lines)
		}
		wrapped.lines[k] = lines
		wrapped.Unlock()
	}
	return slices.Clone(lines)
}

// wrapAt is wrapWords without the lines kept.
func wrapAt(text string, width int) []string {
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
			head := []rune(strings.TrimRight(fitTo(line, width), " "))
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

// cellScreen is a screen whose SetContent of one ASCII character makes no
// string: tview clears its boxes' backgrounds a cell at a time, and
// tcell's own SetContent makes a string of every cell it is given. What
// reaches the screen is the same.
type cellScreen struct{ tcell.Screen }

// asciiCells are the one-character strings of the ASCII characters.
var asciiCells = func() (a [utf8.RuneSelf]string) {
	for i := range a {
		a[i] = string(rune(i))
	}
	return a
}()

// SetContent puts the character r (and its combining characters) at x, y
// in style, as tcell's does.
func (c cellScreen) SetContent(x, y int, r rune, combining []rune, style tcell.Style) {
	if len(combining) == 0 && r >= 0 && r < utf8.RuneSelf {
		c.Put(x, y, asciiCells[r], style)
		return
	}
	c.Screen.SetContent(x, y, r, combining, style)
}

// withCells returns s as a cellScreen.
func withCells(s tcell.Screen) tcell.Screen {
	if _, ok := s.(cellScreen); ok {
		return s
	}
	return cellScreen{s}
}

// rootView is the shell's root drawn on a cellScreen.
type rootView struct{ *tview.Flex }

// Draw draws the root on a cellScreen.
func (r rootView) Draw(s tcell.Screen) { r.Flex.Draw(withCells(s)) }
