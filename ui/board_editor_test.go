package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
)

// exampleBoard is the 6x5 base board of docs/formats.md section 1.
const exampleBoard = `V[YWG]   S6[RRB]  O[GGW]@1+pp  SM[BWY]  LM[]      S12[YRW]
O[WWR]   SM[GBY]  V@1+P        SM[RGW]  S6[BBG]   O[YGG]
SM[RWB]  LM[YBW]  S15[GRB]     O[WBB]   SM[YRG]   V[WWG]
S10[BGY] O[RRW]   SM[YBW]      V[GGR]   LM[WRB]   SM[BRR]
LM[YWW]  V[RBG]   O[BYY]       S6[WGR]  SM[GWB]   S6[RYW]
`

func TestScreenBoardEditorEmpty(t *testing.T) {
	e := NewBoardEditor(BoardEditorOptions{})
	checkGolden(t, "board_editor_empty.txt", drawScreen(t, e, screenWidth, screenHeight))
}

func TestScreenBoardEditorTyped(t *testing.T) {
	var got *game.Board
	e := NewBoardEditor(BoardEditorOptions{Solo: true, OnDone: func(b *game.Board) { got = b }})
	// The notation typed as it stands, spaces and newlines included.
	typeText(e, exampleBoard)
	checkGolden(t, "board_editor_typed.txt", drawScreen(t, e, screenWidth, screenHeight))
	press(e, tcell.KeyCtrlD, 0, 0)
	want, err := game.ParseBoard(exampleBoard)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(want) {
		t.Errorf("got board\n%s\nwant\n%s", got, want)
	}
}

func TestScreenBoardEditorWhimsArtisans(t *testing.T) {
	x := game.Expansions{Artisans: true, Whims: true}
	e := NewBoardEditor(BoardEditorOptions{Expansions: x, Colour: true})
	typeText(e, "GL CH W[PPY]@1+t XM")
	checkGolden(t, "board_editor_7rows.txt", drawScreen(t, e, screenWidth, screenHeight))
}

func TestBoardEditorRefusesWithReason(t *testing.T) {
	tests := []struct {
		name   string
		x      game.Expansions
		solo   bool
		typed  string
		want   string // in the message; "" for no refusal
		cursor game.Place
	}{
		{"second S15", game.Expansions{}, false, "S15 S15", "only 1 S15 in the box (already at row 5, column 1)", game.Place{Col: 2, Row: 5}},
		{"first S15", game.Expansions{}, false, "S15 S10", "", game.Place{Col: 2, Row: 5}},
		{"sixth village", game.Expansions{}, false, "V V V V V V", "only 5 V in the box", game.Place{Col: 6, Row: 5}},
		{"fifth village", game.Expansions{}, false, "V V V V V", "", game.Place{Col: 5, Row: 5}},
		{"unknown code", game.Expansions{}, false, "Q", `no tile code starts with "Q"`, game.Place{Col: 1, Row: 5}},
		{"workshop without artisans", game.Expansions{}, false, "W", "W (Workshop) needs the artisans expansion", game.Place{Col: 1, Row: 5}},
		{"workshop with artisans", game.Expansions{Artisans: true}, false, "W", "", game.Place{Col: 1, Row: 6}},
		{"meeples on the chasm", game.Expansions{Artisans: true}, false, "CH[Y", "the Chasm never holds meeples", game.Place{Col: 1, Row: 6}},
		{"chasm bare", game.Expansions{Artisans: true}, false, "CH ", "", game.Place{Col: 2, Row: 6}},
		{"artisan meeple without artisans", game.Expansions{}, false, "V[P", "Artisans (P) need the artisans expansion", game.Place{Col: 1, Row: 5}},
		{"unknown meeple", game.Expansions{}, false, "V[Q", `unknown meeple letter "Q"`, game.Place{Col: 1, Row: 5}},
		{"lower-case meeples", game.Expansions{}, false, "v[ywg] ", "", game.Place{Col: 2, Row: 5}},
		{"yazid owner in multiplayer", game.Expansions{}, false, "V@Y", "owner @Y (Yazid) only in a solo game", game.Place{Col: 1, Row: 5}},
		{"yazid owner in solo", game.Expansions{}, true, "V@Y ", "", game.Place{Col: 2, Row: 5}},
		{"seat 2 in solo", game.Expansions{}, true, "V@2", "a solo board has only @1", game.Place{Col: 1, Row: 5}},
		// Reference section 2: the Oasis and Village actions are
		// compulsory, so a Palm Tree or Palace may stand on any tile.
		{"palm without owner", game.Expansions{}, false, "O+p ", "", game.Place{Col: 2, Row: 5}},
		{"palace without owner", game.Expansions{}, false, "V+P ", "", game.Place{Col: 2, Row: 5}},
		{"palace on Yazid's tile", game.Expansions{}, true, "V@Y+P ", "", game.Place{Col: 2, Row: 5}},
		{"tent without owner", game.Expansions{Artisans: true}, false, "O+t", "a Tent needs an owner first", game.Place{Col: 1, Row: 6}},
		// Reference section 8: the 5th player's pieces are in the Whims box.
		{"seat 5 without whims", game.Expansions{Artisans: true}, false, "O@5", "owner @5: a 5th player needs Whims", game.Place{Col: 1, Row: 6}},
		{"seat 5 with whims", game.Expansions{Whims: true}, false, "O@5 ", "", game.Place{Col: 2, Row: 6}},
		{"seat 4 without whims", game.Expansions{}, false, "O@4 ", "", game.Place{Col: 2, Row: 5}},
		{"palm with owner", game.Expansions{}, false, "O@1+pp ", "", game.Place{Col: 2, Row: 5}},
		{"tent without artisans", game.Expansions{}, false, "O@1+t", "the Tent needs the artisans expansion", game.Place{Col: 1, Row: 5}},
		{"two tents", game.Expansions{Artisans: true}, false, "O@1+t O@1+t", "@1 has only one Tent", game.Place{Col: 2, Row: 6}},
		{"unfinished code then move", game.Expansions{}, false, "S1 ", `"S1" is not a whole tile code yet`, game.Place{Col: 1, Row: 5}},
		{"codes run together", game.Expansions{}, false, "VS6O", "", game.Place{Col: 3, Row: 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := NewBoardEditor(BoardEditorOptions{Expansions: tc.x, Solo: tc.solo})
			typeText(e, tc.typed)
			if tc.want == "" && e.Message() != "" {
				t.Errorf("got message %q, want none", e.Message())
			}
			if !strings.Contains(e.Message(), tc.want) {
				t.Errorf("got message %q, want it to contain %q", e.Message(), tc.want)
			}
			if e.Cursor() != tc.cursor {
				t.Errorf("got cursor %v, want %v", e.Cursor(), tc.cursor)
			}
		})
	}
}

func TestBoardEditorMeepleBoxLimit(t *testing.T) {
	e := NewBoardEditor(BoardEditorOptions{})
	// 16 Viziers fit in the base box, the 17th does not.
	typeText(e, "V[YYYYYYYY] V[YYYYYYYY] ")
	if e.Message() != "" {
		t.Fatalf("16 Viziers refused: %q", e.Message())
	}
	typeText(e, "V[Y")
	if want := "only 16 Viziers (Y) in the box"; !strings.Contains(e.Message(), want) {
		t.Errorf("got message %q, want %q", e.Message(), want)
	}
}

func TestBoardEditorArrowsBackspaceDelete(t *testing.T) {
	e := NewBoardEditor(BoardEditorOptions{})
	typeText(e, "O[GGW]")
	pressKeys(e, tcell.KeyDown) // commits and moves down
	if got, want := e.Cursor(), (game.Place{Col: 1, Row: 4}); got != want {
		t.Fatalf("got cursor %v, want %v", got, want)
	}
	pressKeys(e, tcell.KeyUp, tcell.KeyBackspace2) // edit O[GGW] -> O[GGW
	typeText(e, "Y] ")
	b, _ := e.Board()
	if got := b.Tile(game.Place{Col: 1, Row: 5}).Token(); got != "O[WGGY]"[:1]+"[YWGG]" {
		t.Errorf("got %q, want O[YWGG]", got)
	}
	pressKeys(e, tcell.KeyLeft, tcell.KeyDelete)
	if _, complete := e.Board(); complete {
		t.Errorf("board complete after one tile")
	}
	if !strings.Contains(e.Message(), "cleared") {
		t.Errorf("got message %q, want cleared", e.Message())
	}
	// Keys off the edges are ignored, never a crash.
	pressKeys(e, tcell.KeyLeft, tcell.KeyLeft, tcell.KeyUp, tcell.KeyUp)
	if got, want := e.Cursor(), (game.Place{Col: 1, Row: 5}); got != want {
		t.Errorf("got cursor %v, want %v", got, want)
	}
}

func TestBoardEditorDoneNeedsEveryTile(t *testing.T) {
	called := false
	e := NewBoardEditor(BoardEditorOptions{OnDone: func(*game.Board) { called = true }})
	typeText(e, "V S6")
	press(e, tcell.KeyCtrlD, 0, 0)
	if called {
		t.Errorf("OnDone called with 2 of 30 tiles")
	}
	if want := "28 tiles still to enter (the first at row 5, column 3)"; e.Message() != want {
		t.Errorf("got %q, want %q", e.Message(), want)
	}
}

func TestScreenBoardEditorPasteErrors(t *testing.T) {
	e := NewBoardEditor(BoardEditorOptions{})
	press(e, tcell.KeyCtrlV, 0, 0)
	bad := strings.Replace(exampleBoard, "S15[GRB]", "Q[GRB]", 1)
	bad = strings.Replace(bad, "V[RBG]", "V[RXG]", 1)
	if h := e.PasteHandler(); h != nil {
		h(bad, nil)
	}
	press(e, tcell.KeyCtrlD, 0, 0)
	out := drawScreen(t, e, screenWidth, screenHeight)
	for _, want := range []string{`row 3, column 3: unknown tile type "Q"`, `row 1, column 2: unknown meeple letter "X"`} {
		if !strings.Contains(out, want) {
			t.Errorf("paste errors do not name %q:\n%s", want, out)
		}
	}
	checkGolden(t, "board_editor_paste_errors.txt", out)
}

func TestBoardEditorPasteGood(t *testing.T) {
	var got *game.Board
	e := NewBoardEditor(BoardEditorOptions{OnDone: func(b *game.Board) { got = b }})
	press(e, tcell.KeyCtrlV, 0, 0)
	e.PasteHandler()(exampleBoard, nil)
	press(e, tcell.KeyCtrlD, 0, 0) // apply the paste
	press(e, tcell.KeyCtrlD, 0, 0) // use the board
	if got == nil {
		t.Fatalf("no board; message %q", e.Message())
	}
	if got.String() != mustBoard(t, exampleBoard).String() {
		t.Errorf("got\n%s", got)
	}
}

func TestBoardEditorPasteWrongSize(t *testing.T) {
	e := NewBoardEditor(BoardEditorOptions{Expansions: game.Expansions{Whims: true}})
	_, err := e.ParseBoardText(exampleBoard)
	if err == nil || !strings.Contains(err.Error(), "6 columns x 5 rows: with Whims the board has 6 columns x 6 rows") {
		t.Errorf("got %v", err)
	}
}

func mustBoard(t testing.TB, s string) *game.Board {
	t.Helper()
	b, err := game.ParseBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func FuzzBoardEditorKeys(f *testing.F) {
	f.Add(exampleBoard)
	f.Add("S15 S15 CH[Y] O@1+ppt V@Y [@+]")
	f.Fuzz(fz)
}

func fz(t *testing.T, keys string) {
	{
		e := NewBoardEditor(BoardEditorOptions{Expansions: game.Expansions{Artisans: true}})
		s := newTestScreen(t, 80, 24)
		for i, r := range keys {
			switch r % 7 {
			case 0:
				pressKeys(e, tcell.KeyLeft)
			case 1:
				pressKeys(e, tcell.KeyBackspace2)
			}
			if i%5 == 0 {
				pressKeys(e, tcell.KeyDown)
			}
			press(e, tcell.KeyRune, r, 0)
		}
		drawOn(s, e)
		b, complete := e.Board()
		if complete {
			if err := b.Check(game.CheckOptions{Expansions: game.Expansions{Artisans: true}}); err != nil {
				t.Errorf("editor let a bad board through: %v\n%s", err, b)
			}
		}
	}
}

func TestBoardEditorColoursOnlyWhenAsked(t *testing.T) {
	for _, colour := range []bool{false, true} {
		e := NewBoardEditor(BoardEditorOptions{Colour: colour})
		typeText(e, "O[R] S6 ")
		s := newTestScreen(t, screenWidth, screenHeight)
		drawOn(s, e)
		cells, w, _ := s.GetContents()
		// Row 5 is on screen line 2; the Oasis code at column 4, its
		// Assassin on line 3.
		code, meeple := cells[2*w+4].Style, cells[3*w+4].Style
		fgCode, _, _ := code.Decompose()
		fgMeeple, bgMeeple, _ := meeple.Decompose()
		// The Assassin is a white letter on red (maroon), the code red.
		if colour && (fgCode != tcell.ColorRed || fgMeeple != tcell.ColorWhite || bgMeeple != tcell.ColorMaroon) {
			t.Errorf("colour on: got code %v, meeple %v on %v, want red and white on maroon", fgCode, fgMeeple, bgMeeple)
		}
		if !colour && (fgCode != tcell.ColorDefault || fgMeeple != tcell.ColorDefault || bgMeeple != tcell.ColorDefault) {
			t.Errorf("colour off: got code %v, meeple %v on %v, want the default", fgCode, fgMeeple, bgMeeple)
		}
	}
}
