package ui

import (
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/makiuchi-d/gozxing"
	gozxingqr "github.com/makiuchi-d/gozxing/qrcode"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/bgstats"
	"github.com/naqala/naqala/scoring"
)

// shortLink is a link a QR code at 80x24 holds (a real play's does not:
// docs/bgstats.md).
const shortLink = "https://app.bgstatsapp.com/createPlay.html?data=%7B%22sourceName%22:%22naqala%22%7D"

// playLink is the link of a real solo game: hard mode, Artisans, the
// title Ambitious Al-Rachid.
func playLink(t *testing.T) string {
	t.Helper()
	g := scoring.Game{Expansions: game.Expansions{Artisans: true}, Solo: &scoring.Solo{Council: 5, Hard: true},
		Players: []scoring.Player{{Name: "Aylin", Coins: 150, Viziers: 8, Elders: 10,
			Tiles: []scoring.HeldTile{{Type: game.Sacred15}, {Type: game.Sacred12}}}}}
	rec := history.NewRecord(g, scored(t, g), time.Date(2026, 11, 1, 21, 0, 0, 0, time.UTC))
	rec.Solo.Rounds = 14
	link, err := bgstats.Link(rec, bgstats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return link
}

// decodeHalfBlocks turns half-block text back into an image, as a camera
// sees the terminal (each character a 4x8 pixel cell, light around it),
// and decodes the QR code in it.
func decodeHalfBlocks(t *testing.T, lines []string) (string, error) {
	t.Helper()
	const cw, ch, margin = 4, 8, 16
	cols := 0
	for _, l := range lines {
		cols = max(cols, len([]rune(l)))
	}
	img := image.NewGray(image.Rect(0, 0, cols*cw+2*margin, len(lines)*ch+2*margin))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for y, l := range lines {
		for x, r := range []rune(l) {
			var top, bottom bool
			switch r {
			case '█':
				top, bottom = true, true
			case '▀':
				top = true
			case '▄':
				bottom = true
			}
			for py := 0; py < ch; py++ {
				if (py < ch/2 && top) || (py >= ch/2 && bottom) {
					for px := 0; px < cw; px++ {
						img.SetGray(margin+x*cw+px, margin+y*ch+py, color.Gray{0})
					}
				}
			}
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gozxingqr.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		return "", err
	}
	return res.GetText(), nil
}

func TestQRCodeDecodesBack(t *testing.T) {
	for _, link := range []string{shortLink, playLink(t)} {
		code, err := newQRCode(link)
		if err != nil {
			t.Fatal(err)
		}
		lines, ok := code.lines(200, 200)
		if !ok {
			t.Fatalf("%d modules: no room in 200x200", len(code))
		}
		if c, _ := code.cellsFor(4); len([]rune(lines[0])) != c {
			t.Errorf("width %d, want %d: the full quiet zone when there is room", len([]rune(lines[0])), c)
		}
		got, err := decodeHalfBlocks(t, lines)
		if err != nil || got != link {
			t.Errorf("decoded %q, %v; want %q", got, err, link)
		}
	}
}

// TestQRCodeDoesNotFit is the negative twin: a space too small for the
// code with its smallest quiet zone gives no lines, and a code cut to
// the space would not decode.
func TestQRCodeDoesNotFit(t *testing.T) {
	code, err := newQRCode(playLink(t))
	if err != nil {
		t.Fatal(err)
	}
	c, r := code.cellsFor(2)
	if _, ok := code.lines(c-1, r); ok {
		t.Error("one column short: want no code")
	}
	if _, ok := code.lines(c, r-1); ok {
		t.Error("one row short: want no code")
	}
	lines, ok := code.lines(c, r)
	if !ok {
		t.Fatal("exactly the room: want the code")
	}
	if _, err := decodeHalfBlocks(t, lines[:len(lines)-3]); err == nil {
		t.Error("a code missing its last rows decoded")
	}
}

// qrScreenLines reads the QR code's rows back from a screen: every
// character between the title and the keys.
func qrScreenLines(s tcell.SimulationScreen) []string {
	cells, w, h := s.GetContents()
	var out []string
	for y := 1; y < h-1; y++ {
		var b strings.Builder
		for x := 0; x < w; x++ {
			if c := cells[y*w+x]; len(c.Runes) > 0 {
				b.WriteRune(c.Runes[0])
			} else {
				b.WriteRune(' ')
			}
		}
		out = append(out, b.String())
	}
	return out
}

func TestScreenResultLinkQR(t *testing.T) {
	g := scoring.Game{Solo: &scoring.Solo{Council: 5}, Players: []scoring.Player{{Name: "You", Coins: 150, Viziers: 8,
		Tiles: []scoring.HeldTile{{Type: game.Sacred15}}}}}
	play := playLink(t)
	t.Logf("a real solo play's link: %d bytes", len(play))
	tests := []struct {
		name, lang, link string
		w, h             int
		qr               bool
		want             string
	}{
		{"fits at 80x24", "en", shortLink, 80, 24, true, "Scan with the phone"},
		{"fits at 80x24 in German", "de", shortLink, 80, 24, true, "Mit dem Handy scannen"},
		{"a play's link at 80x24", "en", play, 80, 24, false, "is too long for a QR code in this window"},
		{"a play's link at 80x24 in German", "de", play, 80, 24, false, "ist für einen QR-Code in diesem Fenster zu lang"},
		{"a play's link on a larger window", "en", play, 100, 50, true, "Scan with the phone"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := NewResultView(g, scored(t, g), ResultViewOptions{Language: tc.lang, Link: tc.link})
			s := newTestScreen(t, tc.w, tc.h)
			if out := drawOn(s, v); strings.Contains(out, tc.want) || !strings.Contains(out, "b BG Stats") {
				t.Fatalf("before b: want the score with the key b:\n%s", out)
			}
			typeText(v, "b")
			out := drawOn(s, v)
			if !strings.Contains(out, tc.want) {
				t.Errorf("screen lacks %q:\n%s", tc.want, out)
			}
			got, err := decodeHalfBlocks(t, qrScreenLines(s))
			if tc.qr && (err != nil || got != tc.link) {
				t.Errorf("decoded %q, %v; want %q:\n%s", got, err, tc.link, out)
			}
			if !tc.qr {
				if err == nil {
					t.Errorf("decoded %q from a screen that has no room for the code", got)
				}
				if flat := strings.ReplaceAll(out, "\n", ""); !strings.Contains(flat, tc.link[:80]) {
					t.Errorf("the link is not shown to copy:\n%s", out)
				}
			}
			typeText(v, "b")
			if out := drawOn(s, v); strings.Contains(out, tc.want) {
				t.Errorf("b again: want the score back:\n%s", out)
			}
		})
	}
	// Without a link the key is neither offered nor taken.
	v := NewResultView(g, scored(t, g), ResultViewOptions{})
	typeText(v, "b")
	if out := drawScreen(t, v, 80, 24); strings.Contains(out, "BG Stats") || strings.Contains(out, "Scan") {
		t.Errorf("no link: want no BG Stats key:\n%s", out)
	}
}
