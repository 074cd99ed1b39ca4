package ui

import (
	"encoding/json"
	"fmt"
	"math"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// luminance is the relative luminance of c (WCAG 2), from the RGB values
// tcell gives its colours.
func luminance(c tcell.Color) float64 {
	r, g, b := c.RGB()
	lin := func(v int32) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is the WCAG contrast ratio of two colours, 1 to 21.
func contrast(a, b tcell.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// unreadable says why the text of a cell drawn in style may not read on a
// dark or a light terminal, or "". Text on the terminal's own background
// must stand out from black and from white (3:1, WCAG's figure for large
// text and marks); text on a background of its own must be given a
// colour of its own and stand out from it by 4.5:1.
func unreadable(style tcell.Style) string {
	fg, bg, attr := style.Decompose()
	if attr&tcell.AttrReverse != 0 {
		fg, bg = bg, fg
	}
	switch {
	case bg == tcell.ColorDefault && fg == tcell.ColorDefault:
		return ""
	case bg == tcell.ColorDefault:
		if onBlack, onWhite := contrast(fg, tcell.ColorBlack), contrast(fg, tcell.ColorWhite); onBlack < 3 || onWhite < 3 {
			return fmt.Sprintf("%v on the terminal's background: %.1f:1 on black, %.1f:1 on white", fg, onBlack, onWhite)
		}
	case fg == tcell.ColorDefault:
		return fmt.Sprintf("the terminal's own text colour on %v", bg)
	default:
		if c := contrast(fg, bg); c < 4.5 {
			return fmt.Sprintf("%v on %v: %.1f:1", fg, bg, c)
		}
	}
	return ""
}

// checkReadable fails for each cell with text of the screen s that would
// not read on a dark or a light terminal.
func checkReadable(t *testing.T, name string, s tcell.SimulationScreen) {
	t.Helper()
	cells, w, _ := s.GetContents()
	seen := map[string]bool{}
	for i, c := range cells {
		if len(c.Runes) == 0 || c.Runes[0] == ' ' {
			continue
		}
		if why := unreadable(c.Style); why != "" && !seen[why] {
			seen[why] = true
			t.Errorf("%s: %q at column %d, line %d: %s", name, string(c.Runes), i%w+1, i/w+1, why)
		}
	}
}

// TestInksReadOnDarkAndLight: every screen, with colours and without,
// draws only text that reads on a dark terminal and on a light one; before,
// Elders were white and Viziers and headings yellow on the terminal's own
// background, which vanish on a light one.
func TestInksReadOnDarkAndLight(t *testing.T) {
	for _, colour := range []bool{true, false} {
		cfg := DefaultConfig()
		cfg.NoColor = !colour
		screens := map[string]func(t *testing.T) tview.Primitive{
			"home and its help": func(t *testing.T) tview.Primitive {
				a := NewApp(cfg, Deps{Clock: fixedClock})
				a.Press(key('?'))
				return a.Root()
			},
			"a question": func(t *testing.T) tview.Primitive {
				a := NewApp(cfg, Deps{Clock: fixedClock})
				a.Confirm("Leave?", nil)
				return a.Root()
			},
			"settings": func(t *testing.T) tview.Primitive {
				return NewSettingsFor(cfg, nil, nil)
			},
			"history": func(t *testing.T) tview.Primitive {
				return NewHistoryView(historyRecords(), HistoryViewOptions{Colour: colour})
			},
			"board editor": func(t *testing.T) tview.Primitive {
				e := NewBoardEditor(BoardEditorOptions{Colour: colour, Board: soloBoard(t)})
				return e
			},
			"board pasted": func(t *testing.T) tview.Primitive {
				e := NewBoardEditor(BoardEditorOptions{Colour: colour})
				press(e, tcell.KeyCtrlV, 0, 0)
				typeText(e, "V[YWGBRP] S6[RRB]")
				return e
			},
			"Yazid's roll": func(t *testing.T) tview.Primitive {
				v := colourSolo(t, cfg, sultan.Roll{White: 1, Black: 1})
				pressKeys(v, tcell.KeyEnter)
				return v
			},
			"Yazid's checklist": func(t *testing.T) tview.Primitive {
				v := colourSolo(t, cfg, sultan.Roll{White: 1, Black: 1})
				pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
				return v
			},
			"score pad": func(t *testing.T) tview.Primitive {
				g := NewScoreGrid(ScoreGridOptions{Players: []string{"Aylin", "Bora"}, Rules: scoring.DefaultRules(), Colour: colour, Language: "en"})
				typeText(g, "42")
				return g
			},
			"result": func(t *testing.T) tview.Primitive {
				g := scoring.Game{Players: []scoring.Player{{Name: "Aylin", Coins: 42, Viziers: 8}, {Name: "Bora", Coins: 50}}}
				return NewResultView(g, scored(t, g), ResultViewOptions{Colour: colour})
			},
		}
		for name, build := range screens {
			t.Run(fmt.Sprintf("%s, colours %v", name, colour), func(t *testing.T) {
				s := newTestScreen(t, screenWidth, screenHeight)
				drawOn(s, build(t))
				checkReadable(t, name, s)
			})
		}
	}
}

// colourSolo is newTestSolo with the configuration cfg.
func colourSolo(t *testing.T, cfg Config, rolls ...sultan.Roll) *soloHost {
	t.Helper()
	g, err := sultan.New(sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	return newSoloHost(g, sultan.NewScriptedDice(rolls...), cfg, nil, soloHooks{
		save: func(*sultan.Game, json.RawMessage) error { return nil },
	})
}

// TestTribeLettersStandOnTheirColour: with colours each meeple letter is
// black or white on its tribe's colour; without, plain.
func TestTribeLettersStandOnTheirColour(t *testing.T) {
	on, off := newInks(true), newInks(false)
	for _, tribe := range game.Tribes {
		fg, bg, _ := on.tribe(tribe).Decompose()
		if bg == tcell.ColorDefault || (fg != tcell.ColorBlack && fg != tcell.ColorWhite) {
			t.Errorf("%v: letter %v on %v, want black or white on the tribe's colour", tribe, fg, bg)
		}
		if why := unreadable(on.tribe(tribe)); why != "" {
			t.Errorf("%v: %s", tribe, why)
		}
		if off.tribe(tribe) != tcell.StyleDefault {
			t.Errorf("%v without colours: got %v, want the plain style", tribe, off.tribe(tribe))
		}
	}
	// The check itself: yellow and white text on the terminal's own
	// background are refused, as they were drawn before.
	for _, c := range []tcell.Color{tcell.ColorYellow, tcell.ColorWhite, tcell.ColorBlack} {
		if unreadable(tcell.StyleDefault.Foreground(c)) == "" {
			t.Errorf("%v on the terminal's background passed the check", c)
		}
	}
}
