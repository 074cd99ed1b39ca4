package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// TestSoloScreensAnySize draws the home, setup, solo game (at every step
// and mode), final form and saves screens from tiny to large: nothing may
// panic.
func TestSoloScreensAnySize(t *testing.T) {
	cfg := DefaultConfig()
	cfg.NoColor = true
	atStep := func(keys string) func() tview.Primitive {
		return func() tview.Primitive {
			v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 5, Black: 5})
			for _, r := range keys {
				switch r {
				case '\r':
					press(v, tcell.KeyEnter, 0, 0)
				case '>':
					press(v, tcell.KeyRight, 0, 0)
				default:
					press(v, tcell.KeyRune, r, 0)
				}
			}
			return v
		}
	}
	screens := map[string]func() tview.Primitive{
		"home": func() tview.Primitive { return newMemApp(t).Root() },
		"setup": func() tview.Primitive {
			s := newSoloSetupView(SoloOptions{Expansions: game.Expansions{Artisans: true, Whims: true}}, false, nil)
			s.board = soloBoard(t)
			return s
		},
		"roll":      atStep(""),
		"dice":      atStep("\r"),
		"confirm":   atStep("\r\r"),
		"checklist": atStep("\r\r\r"),
		"player":    atStep("\r\r\ra\r"),
		"move":      atStep("\r\r\ra\rm>\r>r"),
		"holdings":  atStep("\r\r\ra\rh+3"),
		"token":     atStep("\r\r\ra\re\r"),
		"yazid":     atStep("\r\r\ra\ry+1"),
		"over":      atStep("\r\r\ra\r\rxx"),
		"final": func() tview.Primitive {
			v := atStep("\r\r\ra\r\rxx")().(*soloHost)
			return newSoloFinalView(v.Game(), cfg, cardTally{})
		},
		"saves": func() tview.Primitive { return &SavesView{Box: tview.NewBox(), ink: newInks(false)} },
	}
	sizes := [][2]int{{1, 1}, {5, 2}, {12, 4}, {20, 6}, {30, 8}, {40, 10}, {60, 16}, {79, 23}, {80, 24}, {120, 40}, {250, 70}}
	if testing.Short() {
		// -short: 6 of the 11, the edges kept (1x1, 79x23, 80x24, 250x70).
		sizes = [][2]int{{1, 1}, {12, 4}, {40, 10}, {79, 23}, {80, 24}, {250, 70}}
	}
	for name, mk := range screens {
		for _, sz := range sizes {
			t.Run(fmt.Sprintf("%s %dx%d", name, sz[0], sz[1]), func(t *testing.T) {
				drawScreen(t, mk(), sz[0], sz[1])
			})
		}
	}
}

// TestScreenSoloSevenRows is the largest board (Artisans and Whims) at
// 80x24: the dice step must still show its keys.
func TestScreenSoloSevenRows(t *testing.T) {
	x := game.Expansions{Artisans: true, Whims: true}
	b := game.DealBoard(x, newRand(SoloOptions{Seed: 9, HasSeed: true}, newMemApp(t).deps.Clock))
	g, err := sultan.New(sultan.NewSetup(b, x, false, sultan.DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.NoColor = true
	v := newSoloHost(g, sultan.NewScriptedDice(sultan.Roll{White: 2, Black: 3}), cfg, nil, soloHooks{})
	pressKeys(v, tcell.KeyEnter)
	a := newMemApp(t)
	a.Show("solo game", v, v.Keys())
	got := drawScreen(t, a.Root(), screenWidth, screenHeight)
	checkGolden(t, "solo_seven_rows.txt", got)
	if !strings.Contains(got, "Enter  let Yazid play") {
		t.Errorf("the dice step lost its keys at 80x24:\n%s", got)
	}
}
