package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/internal/golden"
	"github.com/rivo/tview"
)

// screenWidth and screenHeight are the terminal size the golden screens are
// drawn at: the smallest the program supports.
const (
	screenWidth  = 80
	screenHeight = 24
)

// newTestScreen returns an initialised simulation screen of w x h cells.
func newTestScreen(t testing.TB, w, h int) tcell.SimulationScreen {
	t.Helper()
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatalf("simulation screen: %v", err)
	}
	s.SetSize(w, h)
	t.Cleanup(s.Fini)
	return s
}

// drawScreen draws p filling a w x h simulation screen and returns what a
// person would read there: one line per row, trailing blanks cut.
func drawScreen(t testing.TB, p tview.Primitive, w, h int) string {
	t.Helper()
	// The language is read once, when the screen is built (the settings
	// are reached from home only): a test that changes it after draws a
	// screen no player sees.
	if v, ok := p.(*soloHost); ok && v.bv.Lang != v.cfg.lang() {
		t.Fatalf("test setup: the screen is in %q, its board in %q: build it in the language (newTestSoloIn)", v.cfg.lang(), v.bv.Lang)
	}
	s := newTestScreen(t, w, h)
	return drawOn(s, p)
}

// drawOn draws p filling s and returns the screen's text.
func drawOn(s tcell.SimulationScreen, p tview.Primitive) string {
	w, h := s.Size()
	s.Clear()
	p.SetRect(0, 0, w, h)
	p.Draw(s)
	s.Show()
	return screenText(s)
}

// screenText reads a simulation screen back as text.
func screenText(s tcell.SimulationScreen) string {
	cells, w, h := s.GetContents()
	var b strings.Builder
	for y := 0; y < h; y++ {
		var line strings.Builder
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			if len(c.Runes) == 0 {
				line.WriteByte(' ')
				continue
			}
			line.WriteString(string(c.Runes))
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// checkGolden compares got with testdata/name, or writes it with -update:
// go test ./ui -run Screen -update
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", name), got)
}

// press sends one key to p's input handler, as the application would.
func press(p tview.Primitive, key tcell.Key, r rune, mod tcell.ModMask) {
	if h := p.InputHandler(); h != nil {
		h(tcell.NewEventKey(key, r, mod), func(tview.Primitive) {})
	}
}

// typeText sends each rune of s as a key press, Enter for '\n'.
func typeText(p tview.Primitive, s string) {
	for _, r := range s {
		switch r {
		case '\n':
			press(p, tcell.KeyEnter, 0, 0)
		default:
			press(p, tcell.KeyRune, r, 0)
		}
	}
}

// pressKeys sends special keys in order.
func pressKeys(p tview.Primitive, keys ...tcell.Key) {
	for _, k := range keys {
		press(p, k, 0, 0)
	}
}

func TestScreenTextCutsTrailingBlanks(t *testing.T) {
	s := newTestScreen(t, 10, 2)
	tv := tview.NewTextView().SetText("ab  \ncd")
	got := drawOn(s, tv)
	if want := "ab\ncd\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
