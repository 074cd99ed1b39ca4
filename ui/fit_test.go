package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// cutsOf draws p at w x h and returns every text put cut short.
func cutsOf(t *testing.T, p tview.Primitive, w, h int) []string {
	t.Helper()
	var cuts []string
	textCut = func(text string, width int) { cuts = append(cuts, fmt.Sprintf("%q in %d cells", text, width)) }
	defer func() { textCut = nil }()
	drawScreen(t, p, w, h)
	return cuts
}

// fitApp is the shell in lang with scripted dice.
func fitApp(t *testing.T, lang string, rolls ...sultan.Roll) *App {
	t.Helper()
	a := newMemApp(t, rolls...)
	cfg := a.Config()
	cfg.Language = lang
	if err := a.SetConfig(cfg); err != nil {
		t.Fatal(err)
	}
	return a
}

// fitSolo is a solo game on the test board in lang (or on the 7-row
// board of Artisans and Whims when seven), shown in the shell, after the
// keys.
func fitSolo(t *testing.T, lang string, seven bool, change func(*sultan.Setup), keys string, rolls ...sultan.Roll) *App {
	t.Helper()
	a := fitApp(t, lang)
	setup := sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules())
	if seven {
		x := game.Expansions{Artisans: true, Whims: true}
		setup = sultan.NewSetup(game.DealBoard(x, newRand(SoloOptions{Seed: 9, HasSeed: true}, a.deps.Clock)), x, false, sultan.DefaultRules())
	}
	if change != nil {
		change(&setup)
	}
	g, err := sultan.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	cfg := a.Config()
	cfg.NoColor = true
	v := newSoloHost(g, sultan.NewScriptedDice(rolls...), cfg, nil, soloHooks{})
	a.Show("solo game", v, v.Keys())
	for _, r := range keys {
		switch r {
		case '\r':
			press(v, tcell.KeyEnter, 0, 0)
		case '>':
			press(v, tcell.KeyRight, 0, 0)
		case '^':
			press(v, tcell.KeyUp, 0, 0)
		default:
			press(v, tcell.KeyRune, r, 0)
		}
	}
	return a
}

// TestScreensFitText draws every screen, in every state a game passes
// through, at 80x24 and 100x30 in English and German: no text may be cut
// short for lack of width; it wraps instead.
func TestScreensFitText(t *testing.T) {
	roll := func(w, b int) sultan.Roll { return sultan.Roll{White: w, Black: b} }
	// Column 5 of the test board: r5 c5 is empty, so 5,5 asks for another tile.
	scenes := map[string]func(t *testing.T, lang string) tview.Primitive{
		"home": func(t *testing.T, lang string) tview.Primitive { return fitApp(t, lang).Root() },
		"setup": func(t *testing.T, lang string) tview.Primitive {
			a := fitApp(t, lang)
			a.ShowSoloSetup()
			return a.Root()
		},
		"setup help": func(t *testing.T, lang string) tview.Primitive {
			a := fitApp(t, lang)
			a.ShowSoloSetup()
			a.Press(key('?'))
			return a.Root()
		},
		"setup seven rows": func(t *testing.T, lang string) tview.Primitive {
			a := fitApp(t, lang)
			x := game.Expansions{Artisans: true, Whims: true}
			s := newSoloSetupView(SoloOptions{Expansions: x}, false, nil)
			s.lang = lang
			s.board = game.DealBoard(x, newRand(SoloOptions{Seed: 9, HasSeed: true}, a.deps.Clock))
			a.Show("solo setup", s, s.Keys())
			return a.Root()
		},
		"roll": func(t *testing.T, l string) tview.Primitive { return fitSolo(t, l, false, nil, "", roll(1, 1)).Root() },
		"dice": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r", roll(1, 1)).Root()
		},
		"dice choice": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r", roll(5, 5)).Root()
		},
		"dice double": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r", roll(5, 6)).Root()
		},
		"dice double six rows": func(t *testing.T, l string) tview.Primitive {
			x := game.Expansions{Artisans: true}
			return fitSolo(t, l, false, withTiles(t, x, 0, map[game.Place]string{}), "\r", roll(1, 6)).Root()
		},
		"dice mountains six rows": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, mountainBoardSetup(t, "ew"), "\r", roll(1, 6)).Root()
		},
		"checklist double seven rows": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, true, nil, "\r\r\r0\r", roll(2, 6)).Root()
		},
		"checklist double seven rows end": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, true, nil, "\r\r\r0\rG", roll(2, 6)).Root()
		},
		"dice seven rows": func(t *testing.T, l string) tview.Primitive { return fitSolo(t, l, true, nil, "\r", roll(2, 6)).Root() },
		"choose": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r", roll(5, 5)).Root()
		},
		"confirm": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r", roll(1, 1)).Root()
		},
		"checklist": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\r", roll(1, 1)).Root()
		},
		"player": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r", roll(1, 1)).Root()
		},
		"advice": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\ra", roll(1, 1)).Root()
		},
		"advice prefill": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\ra\r", roll(1, 1)).Root()
		},
		"advice prefill last": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\ra\r\r", roll(1, 1)).Root()
		},
		"advice hint": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\rA", roll(1, 1)).Root()
		},
		"move": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\rm>\r>r", roll(1, 1)).Root()
		},
		"move last": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r12", roll(1, 1)).Root()
		},
		"move tribe": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r12c", roll(1, 1)).Root()
		},
		"move colours": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r12cg", roll(1, 1)).Root()
		},
		"move paths": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, pathsSetup(t), "\r\r\ra\r3313", roll(1, 1)).Root()
		},
		"prompt merchants": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r12cgr23", roll(1, 1)).Root()
		},
		"prompt market": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r12cgr23\r", roll(1, 1)).Root()
		},
		"prompt sale": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r12cgr23\rs2", roll(1, 1)).Root()
		},
		"prompt assassins": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, assassinsSetup(t), "\r\r\ra\r1214", roll(1, 1)).Root()
		},
		"prompt assassins many": func(t *testing.T, l string) tview.Primitive {
			many := func(s *sultan.Setup) { assassinsSetup(t)(s); s.Player.Fakirs = 5 }
			return fitSolo(t, l, false, many, "\r\r\ra\r12145", roll(1, 1)).Root()
		},
		"prompt djinn": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, assassinsSetup(t), "\r\r\ra\r12141\rb", roll(1, 1)).Root()
		},
		"prompt control": func(t *testing.T, l string) tview.Primitive {
			x := game.Expansions{Artisans: true}
			return fitSolo(t, l, false, withTiles(t, x, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"}), "\r\r\ra\r1213", roll(1, 1)).Root()
		},
		"prompt artisans": func(t *testing.T, l string) tview.Primitive {
			x := game.Expansions{Artisans: true}
			tiles := map[game.Place]string{at(1, 2): "V[P]", at(1, 3): "O[P]"}
			return fitSolo(t, l, false, withTiles(t, x, 0, tiles), "\r\r\ra\r1213c", roll(1, 1)).Root()
		},
		"control sacred": func(t *testing.T, l string) tview.Primitive {
			x := game.Expansions{Artisans: true}
			tiles := map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "S15[W]", at(3, 3): "O[GBR]"}
			return fitSolo(t, l, false, withTiles(t, x, 0, tiles), "\r\r\ra\r1213", roll(1, 1)).Root()
		},
		"control sacred camel": func(t *testing.T, l string) tview.Primitive {
			x := game.Expansions{Artisans: true}
			tiles := map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "S15[W]", at(3, 3): "O[GBR]"}
			return fitSolo(t, l, false, withTiles(t, x, 0, tiles), "\r\r\ra\r1213c", roll(1, 1)).Root()
		},
		"holdings": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\rh+3", roll(1, 1)).Root()
		},
		"holdings goods": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\rh^^^^2 silk, fish, ivory, wheat, spice", roll(1, 1)).Root()
		},
		"holdings djinns": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\rh^^^^^^Al-Amin, Anun-Nak, Ba'al, Haurvatat", roll(1, 1)).Root()
		},
		"help": func(t *testing.T, l string) tview.Primitive {
			a := fitSolo(t, l, false, nil, "\r", roll(1, 1))
			a.Press(key('?'))
			return a.Root()
		},
		"dice rows": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, func(s *sultan.Setup) { s.Rules["black_six"] = "literal_rows" }, "\r", roll(5, 6)).Root()
		},
		"edit": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\re", roll(1, 1)).Root()
		},
		"token": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\re\r", roll(1, 1)).Root()
		},
		"yazid": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\ry+1", roll(1, 1)).Root()
		},
		"cleanup": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r\r", roll(1, 1)).Root()
		},
		"over": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\r\r\ra\r\rxx", roll(1, 1)).Root()
		},
		"outbid": func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, false, nil, "\ro", roll(1, 1), roll(2, 2)).Root()
		},
		"final": func(t *testing.T, l string) tview.Primitive {
			a := fitSolo(t, l, false, nil, "\r\r\ra\r\rxx", roll(1, 1))
			v := a.Screen().(*soloHost)
			f := newSoloFinalView(v.Game(), a.Config(), cardTally{})
			a.Show("solo final", f, nil)
			return a.Root()
		},
		"result pdf": func(t *testing.T, l string) tview.Primitive {
			a := fitApp(t, l)
			g := scoring.Game{Solo: &scoring.Solo{Council: 1}, Players: []scoring.Player{{Name: "You", Coins: 150, Viziers: 8}}}
			path := "/home/aylin/Documents/naqala/score-sheets/solo-2026-11-23-20-43-01-against-sultan-yazid.pdf"
			r := NewResultView(g, scored(t, g), ResultViewOptions{Language: l, OnPDF: func() (string, error) { return path, nil }})
			a.Show("result", r, nil)
			a.Press(key('p'))
			return a.Root()
		},
		"board editor seven rows": func(t *testing.T, l string) tview.Primitive {
			a := fitApp(t, l)
			x := game.Expansions{Artisans: true, Whims: true}
			e := NewBoardEditor(BoardEditorOptions{Expansions: x, Solo: true, Language: l,
				Board: game.DealBoard(x, newRand(SoloOptions{Seed: 9, HasSeed: true}, a.deps.Clock))})
			a.Show("board", e, nil)
			return a.Root()
		},
		"score grid": func(t *testing.T, l string) tview.Primitive {
			a := fitApp(t, l)
			a.ShowScoreGrid()
			return a.Root()
		},
		"history": func(t *testing.T, l string) tview.Primitive {
			a := fitApp(t, l)
			a.ShowHistory()
			return a.Root()
		},
		"history records": func(t *testing.T, l string) tview.Primitive {
			a := fitApp(t, l)
			h := NewHistoryView(historyRecords(), HistoryViewOptions{Language: l})
			a.Show("history", h, nil)
			return a.Root()
		},
		"history iznogoud": func(t *testing.T, l string) tview.Primitive {
			a := fitApp(t, l)
			h := NewHistoryView([]history.Record{soloRecord(3, 170, game.NotLost), soloRecord(4, 205, game.NotLost)}, HistoryViewOptions{Language: l})
			a.Show("history", h, nil)
			return a.Root()
		},
		"settings": func(t *testing.T, l string) tview.Primitive {
			a := fitApp(t, l)
			a.ShowSettings()
			return a.Root()
		},
		"saves": func(t *testing.T, l string) tview.Primitive {
			a := fitApp(t, l)
			a.ShowSaves()
			return a.Root()
		},
	}
	// The same steps on the largest board, 7 rows (Artisans and Whims).
	for name, keys := range map[string]string{"roll": "", "confirm": "\r\r", "checklist": "\r\r\r", "player": "\r\r\ra\r",
		"move": "\r\r\ra\rm>\r", "holdings": "\r\r\ra\rh+3", "yazid": "\r\r\ra\ry+1", "cleanup": "\r\r\ra\r\r",
		"token": "\r\r\ra\re\r", "over": "\r\r\ra\r\rxx"} {
		scenes[name+" seven rows"] = func(t *testing.T, l string) tview.Primitive {
			return fitSolo(t, l, true, nil, keys, roll(2, 6)).Root()
		}
	}
	sizes := [][2]int{{80, 24}, {100, 30}}
	if testing.Short() {
		sizes = sizes[:1] // -short: 80x24 only; the whole run 100x30 too
	}
	for name, mk := range scenes {
		for _, lang := range []string{"en", "de"} {
			for _, sz := range sizes {
				t.Run(fmt.Sprintf("%s %s %dx%d", name, lang, sz[0], sz[1]), func(t *testing.T) {
					if cuts := cutsOf(t, mk(t, lang), sz[0], sz[1]); len(cuts) > 0 {
						t.Errorf("cut short:\n%s\n%s", strings.Join(cuts, "\n"), drawScreen(t, mk(t, lang), sz[0], sz[1]))
					}
				})
			}
		}
	}
}

func TestWrapKeys(t *testing.T) {
	tests := []struct {
		text  string
		width int
		want  []string
	}{
		{"a b  c d", 8, []string{"a b  c d"}},
		{"arrows move  0-9 count  Enter details", 25, []string{"arrows move  0-9 count", "Enter details"}},
		{"Pfeile  0-9 Anzahl  Enter Details  Ctrl-E Erweiterungen  Ctrl-D Ergebnis  ? Tasten", 80,
			[]string{"Pfeile  0-9 Anzahl  Enter Details  Ctrl-E Erweiterungen  Ctrl-D Ergebnis", "? Tasten"}},
		{"a-very-long-group of words  x", 10, []string{"a-very-lon", "g-group of", "words  x"}},
	}
	for _, tc := range tests {
		got := wrapKeys(tc.text, tc.width)
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("wrapKeys(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}

// joined is a screen's text with its lines trimmed and joined by blanks,
// so that a wrapped sentence reads as one.
func joined(screen string) string {
	var parts []string
	for _, l := range strings.Split(screen, "\n") {
		if l = strings.TrimSpace(strings.TrimLeft(l, " │└┘┌┐─")); l != "" {
			parts = append(parts, l)
		}
	}
	return strings.Join(parts, " ")
}

// TestScreensShowWholeText: the texts issue 9 found cut at 80 and 100
// columns are read whole (wrapped), and the 7-row setup preview shows
// every row at 80x24.
func TestScreensShowWholeText(t *testing.T) {
	roll := func(w, b int) sultan.Roll { return sultan.Roll{White: w, Black: b} }
	path := "/home/aylin/Documents/naqala/score-sheets/solo-2026-11-23-20-43-01-against-sultan-yazid.pdf"
	tests := []struct {
		name string
		show func(t *testing.T) tview.Primitive
		want []string
	}{
		{"target choices", func(t *testing.T) tview.Primitive { return fitSolo(t, "en", false, nil, "\ru", roll(5, 5)).Root() }, // u: back to the dice
			[]string{"Choose another tile of the same column for Yazid: r1 c5, r2 c5, r3 c5, r4 c5 (marked ?)"}},
		{"holdings help", func(t *testing.T) tview.Primitive {
			return fitSolo(t, "en", false, nil, "\r\r\ra\rh", roll(1, 1)).Root()
		}, []string{"Up/Down moves, Enter applies, Ctrl-U clears, Esc cancels"}},
		{"double strike", func(t *testing.T) tview.Primitive { return fitSolo(t, "en", true, nil, "\r", roll(2, 6)).Root() },
			[]string{"column 2, double strike: top and bottom tiles with meeples", "Enter  let Yazid play"}},
		{"pdf path", func(t *testing.T) tview.Primitive {
			a := fitApp(t, "en")
			g := scoring.Game{Solo: &scoring.Solo{Council: 1}, Players: []scoring.Player{{Name: "You", Coins: 150, Viziers: 8}}}
			r := NewResultView(g, scored(t, g), ResultViewOptions{OnPDF: func() (string, error) { return path, nil }})
			a.Show("result", r, nil)
			a.Press(key('p'))
			return a.Root()
		}, []string{"score sheet written to " + path[:78-len("score sheet written to ")]}},
		{"setup preview", func(t *testing.T) tview.Primitive {
			a := fitApp(t, "en")
			x := game.Expansions{Artisans: true, Whims: true}
			s := newSoloSetupView(SoloOptions{Expansions: x}, false, nil)
			s.board = game.DealBoard(x, newRand(SoloOptions{Seed: 9, HasSeed: true}, a.deps.Clock))
			a.Show("solo setup", s, s.Keys())
			return a.Root()
		}, []string{"r7 ", "r2 ", "r1 "}},
	}
	for _, tc := range tests {
		for _, w := range []int{80, 100} {
			t.Run(fmt.Sprintf("%s %d", tc.name, w), func(t *testing.T) {
				screen := drawScreen(t, tc.show(t), w, 24)
				text := joined(screen)
				for _, want := range tc.want {
					if !strings.Contains(text, want) {
						t.Errorf("no %q in\n%s", want, screen)
					}
				}
				if tc.name == "pdf path" && !strings.Contains(strings.ReplaceAll(text, " ", ""), strings.ReplaceAll(path, " ", "")) {
					t.Errorf("the path is not whole in\n%s", screen)
				}
			})
		}
	}
}
