package ui

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	qrcode "github.com/skip2/go-qrcode"
)

// qrStyle draws a QR code black on white whatever the colour setting: a
// phone reads dark modules on a light ground.
var qrStyle = tcell.StyleDefault.Foreground(tcell.ColorBlack).Background(tcell.ColorWhite)

// qrQuietZones are the quiet zones tried around a code, in modules: the
// 4 of the standard, else 2, which phones still read.
var qrQuietZones = []int{4, 2}

// qrCode is a QR code of a text: its dark modules, without quiet zone.
type qrCode [][]bool

// newQRCode encodes text with error correction L, the smallest code.
func newQRCode(text string) (qrCode, error) {
	q, err := qrcode.New(text, qrcode.Low)
	if err != nil {
		return nil, err
	}
	q.DisableBorder = true
	return q.Bitmap(), nil
}

// cellsFor is the screen a code needs with a quiet zone of quiet
// modules: one column a module, two modules a row (half blocks).
func (q qrCode) cellsFor(quiet int) (cols, rows int) {
	n := len(q) + 2*quiet
	return n, (n + 1) / 2
}

// lines draws the code in half blocks for at most cols columns and rows
// rows, with the widest quiet zone that fits; ok is false when none does.
func (q qrCode) lines(cols, rows int) (out []string, ok bool) {
	for _, quiet := range qrQuietZones {
		c, r := q.cellsFor(quiet)
		if c > cols || r > rows {
			continue
		}
		dark := func(row, col int) bool {
			row, col = row-quiet, col-quiet
			return row >= 0 && col >= 0 && row < len(q) && col < len(q) && q[row][col]
		}
		for y := 0; y < r; y++ {
			var b strings.Builder
			for x := 0; x < c; x++ {
				top, bottom := dark(2*y, x), dark(2*y+1, x)
				switch {
				case top && bottom:
					b.WriteRune('█')
				case top:
					b.WriteRune('▀')
				case bottom:
					b.WriteRune('▄')
				default:
					b.WriteRune(' ')
				}
			}
			out = append(out, b.String())
		}
		return out, true
	}
	return nil, false
}
