package templates

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/naqala/naqala/history"
)

// SoloLog and LogRound, the log of a solo game as its sheet prints it,
// are history's: the TUI hands one over without importing this package.
type (
	SoloLog  = history.SoloLog
	LogRound = history.LogRound
)

// Log chart geometry.
const (
	logChartH   = 52.0
	logAxisW    = 8.0
	logHeaderH  = 8.0
	logHeaderPt = 8.0
	logTextPt   = 7.5
	logLineH    = 3.3
	assassinCap = 7 // Yazid wins with 7 Assassins (reference section 10)
	djinnCap    = 6 // and with 6 Djinns
)

var (
	councilColour  = rgb{200, 160, 0}
	assassinColour = rgb{190, 30, 30}
	djinnColour    = rgb{40, 90, 190}
)

// logColumn is a column of the log table.
type logColumn struct {
	key   string
	width float64 // 0: takes the rest
	align string
	text  func(r LogRound) string
}

func logColumns() []logColumn {
	num := func(f func(r LogRound) int) func(r LogRound) string {
		return func(r LogRound) string { return strconv.Itoa(f(r)) }
	}
	return []logColumn{
		{"round", 13, "C", num(func(r LogRound) int { return r.Round })},
		{"dice", 14, "C", func(r LogRound) string { return fmt.Sprintf("%d / %d", r.White, r.Black) }},
		{"targets", 36, "L", func(r LogRound) string { return r.Targets }},
		{"captures", 0, "L", func(r LogRound) string { return r.Captures }},
		{"coins_paid", 16, "C", num(func(r LogRound) int { return r.CoinsPaid })},
		{"council", 14, "C", num(func(r LogRound) int { return r.Council })},
		{"assassins", 20, "C", num(func(r LogRound) int { return r.Assassins })},
		{"yazid_djinns", 15, "C", num(func(r LogRound) int { return r.Djinns })},
	}
}

// drawLog adds the pages of the solo game's log: a chart of Yazid's
// Council, Assassins and Djinns over the rounds, then every round.
func (d *doc) drawLog(l SoloLog) {
	d.pdf.AddPage()
	y := d.heading(d.top, d.t("log.title"), 15) + 2
	if len(l.Rounds) == 0 {
		d.paragraph(y, d.t("log.empty"), 10, inkColour)
		return
	}
	y = d.drawLogChart(y, l) + 6
	d.drawLogTable(y, l)
}

// drawLogChart draws the three counts as lines over the rounds, with the
// loss thresholds dashed; it returns the y below the chart and its legend.
func (d *doc) drawLogChart(y float64, l SoloLog) float64 {
	p := d.pdf
	d.font("", 8, greyColour)
	p.SetXY(d.left, y)
	p.CellFormat(d.width, 4, d.t("log.chart"), "", 0, "L", false, 0, "")
	y += 6
	top := assassinCap
	for _, r := range l.Rounds {
		top = max(top, r.Council, r.Assassins, r.Djinns)
	}
	step := niceStep(top)
	top = (top + step - 1) / step * step
	x0, x1 := d.left+logAxisW, d.left+d.width
	y0, y1 := y+logChartH, y // y0 is the zero line
	n := len(l.Rounds)
	xAt := func(i int) float64 {
		if n == 1 {
			return (x0 + x1) / 2
		}
		return x0 + 3 + float64(i)*(x1-x0-6)/float64(n-1)
	}
	yAt := func(v int) float64 { return y0 - float64(v)*(y0-y1)/float64(top) }

	// Grid and axes.
	p.SetLineWidth(0.15)
	d.draw(ruleColour)
	d.font("", 7, greyColour)
	for v := 0; v <= top; v += step {
		p.Line(x0, yAt(v), x1, yAt(v))
		p.SetXY(d.left, yAt(v)-1.75)
		p.CellFormat(logAxisW-1.5, 3.5, strconv.Itoa(v), "", 0, "R", false, 0, "")
	}
	every := max(1, (n+19)/20)
	for i, r := range l.Rounds {
		if i == n-1 || i%every == 0 && 3*(n-1-i) > 2*every {
			p.SetXY(xAt(i)-5, y0+0.8)
			p.CellFormat(10, 3.5, strconv.Itoa(r.Round), "", 0, "C", false, 0, "")
		}
	}
	d.draw(inkColour)
	p.SetLineWidth(lineWidth)
	p.Line(x0, y0, x1, y0)
	p.Line(x0, y0, x0, y1)

	// The loss thresholds.
	p.SetDashPattern([]float64{1.2, 1}, 0)
	for _, th := range []struct {
		v int
		c rgb
	}{{assassinCap, assassinColour}, {djinnCap, djinnColour}} {
		if th.v <= top {
			d.draw(th.c)
			p.Line(x0, yAt(th.v), x1, yAt(th.v))
		}
	}
	p.SetDashPattern([]float64{}, 0)

	// The three lines, with a dot at each round.
	series := []struct {
		c rgb
		v func(r LogRound) int
	}{
		{councilColour, func(r LogRound) int { return r.Council }},
		{assassinColour, func(r LogRound) int { return r.Assassins }},
		{djinnColour, func(r LogRound) int { return r.Djinns }},
	}
	p.SetLineWidth(0.6)
	for si, s := range series {
		d.draw(s.c)
		d.fill(s.c)
		off := float64(si-1) * 0.35 // keep equal values apart
		for i, r := range l.Rounds {
			if i > 0 {
				p.Line(xAt(i-1), yAt(s.v(l.Rounds[i-1]))+off, xAt(i), yAt(s.v(r))+off)
			}
			p.Circle(xAt(i), yAt(s.v(r))+off, 0.7, "F")
		}
	}
	p.SetLineWidth(lineWidth)

	// Legend under the round numbers.
	ly := y0 + 6
	lx := x0
	for i, key := range []string{"council", "assassins", "yazid_djinns"} {
		c := series[i].c
		d.draw(c)
		p.SetLineWidth(0.6)
		p.Line(lx, ly+2, lx+6, ly+2)
		p.SetLineWidth(lineWidth)
		d.font("", 8, inkColour)
		p.SetXY(lx+7, ly)
		label := d.t(key)
		p.CellFormat(p.GetStringWidth(label)+1, 4, label, "", 0, "L", false, 0, "")
		lx += 7 + p.GetStringWidth(label) + 8
	}
	return ly + 4
}

// drawLogTable writes every round, wrapping the texts and starting a new
// page (with the header again) when the page is full.
func (d *doc) drawLogTable(y float64, l SoloLog) {
	p := d.pdf
	cols := logColumns()
	// A fixed column is widened to its header's longest word at the
	// header size, so that no header word is cut (German
	// "Meuchelmörder"); the captures column gives up the room.
	p.SetFont(fontFamily, "B", logHeaderPt)
	fixed := 0.0
	for i, c := range cols {
		if c.width > 0 {
			for _, w := range strings.Fields(d.t(c.key)) {
				cols[i].width = max(cols[i].width, p.GetStringWidth(w)+2.4)
			}
		}
		fixed += cols[i].width
	}
	for i := range cols {
		if cols[i].width == 0 {
			cols[i].width = d.width - fixed
		}
	}
	header := func(y float64) float64 {
		d.fill(headerFill)
		p.Rect(d.left, y, d.width, logHeaderH, "F")
		x := d.left
		for _, c := range cols {
			d.multiFit(x, y+0.3, c.width, logHeaderH-0.6, d.t(c.key), "B", logHeaderPt, inkColour)
			x += c.width
		}
		d.draw(inkColour)
		p.Line(d.left, y+logHeaderH, d.left+d.width, y+logHeaderH)
		return y + logHeaderH
	}
	y = header(y)
	for ri, r := range l.Rounds {
		p.SetFont(fontFamily, "", logTextPt)
		lines := make([][]string, len(cols))
		nl := 1
		for i, c := range cols {
			lines[i] = p.SplitText(c.text(r), c.width-2.4)
			nl = max(nl, len(lines[i]))
		}
		h := float64(nl)*logLineH + 1.6
		if y+h > d.bottom {
			p.AddPage()
			y = header(d.top)
		}
		if ri%2 == 1 {
			d.fill(stripeFill)
			p.Rect(d.left, y, d.width, h, "F")
		}
		x := d.left
		d.font("", logTextPt, inkColour)
		for i, c := range cols {
			for li, line := range lines[i] {
				p.SetXY(x+1.2, y+0.8+float64(li)*logLineH)
				p.CellFormat(c.width-2.4, logLineH, line, "", 0, c.align, false, 0, "")
			}
			x += c.width
		}
		y += h
		d.draw(ruleColour)
		p.SetLineWidth(0.15)
		p.Line(d.left, y, d.left+d.width, y)
		p.SetLineWidth(lineWidth)
	}
}
