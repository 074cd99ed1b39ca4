package templates

import (
	"strconv"

	"github.com/naqala/naqala/scoring"
)

// Bar chart geometry.
const (
	barH       = 7.0
	barGap     = 3.0
	barNameW   = 34.0
	barAxisH   = 5.0
	legendRowH = 5.0
	legendCols = 4
)

// niceStep returns a step for axis ticks giving at most about six ticks up
// to top.
func niceStep(top int) int {
	for _, s := range []int{1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000} {
		if top/s <= 6 {
			return s
		}
	}
	return 1 + top/6
}

// chartHeight is the height drawBarChart needs for n players and the given
// number of legend entries.
func chartHeight(n, legend int) float64 {
	rows := (legend + legendCols - 1) / legendCols
	return 9 + float64(n)*(barH+barGap) + barAxisH + 3 + float64(rows)*legendRowH
}

// drawBarChart draws each player's points as a bar stacked by category, in
// the order of rows, with an axis and a legend; it returns the y below it.
func (d *doc) drawBarChart(y float64, players []scoring.PlayerResult, rows []Row, sg *scored) float64 {
	p := d.pdf
	y = d.heading(y, d.t("chart.title"), 12) + 1

	top := 0
	for _, pl := range players {
		sum := 0
		for _, row := range rows {
			sum += max(pl.Categories[row.Category], 0)
		}
		top = max(top, sum)
	}
	step := niceStep(max(top, 1))
	axisMax := (top + step - 1) / step * step
	if axisMax == 0 {
		axisMax = step
	}
	x0 := d.left + barNameW
	plotW := d.width - barNameW - 12 // room for the total after a bar
	scale := plotW / float64(axisMax)
	plotTop := y
	plotH := float64(len(players))*(barH+barGap) - barGap

	// Grid lines and the axis.
	d.draw(ruleColour)
	p.SetLineWidth(0.15)
	d.font("", 7, greyColour)
	for v := 0; v <= axisMax; v += step {
		gx := x0 + float64(v)*scale
		p.Line(gx, plotTop-1, gx, plotTop+plotH+1)
		p.SetXY(gx-8, plotTop+plotH+1.2)
		p.CellFormat(16, 3.5, strconv.Itoa(v), "", 0, "C", false, 0, "")
	}
	p.SetXY(x0+float64(axisMax)*scale+4.5, plotTop+plotH+1.2)
	p.CellFormat(12, 3.5, d.t("chart.points"), "", 0, "L", false, 0, "")
	p.SetLineWidth(lineWidth)

	for i, pl := range players {
		by := plotTop + float64(i)*(barH+barGap)
		colour := inkColour
		if sg.isWinner(i) {
			colour = winnerColour
		}
		d.cell(d.left, by, barNameW-1, barH, pl.Name, "B", 9, colour, "R")
		bx := x0
		for _, row := range rows {
			v := pl.Categories[row.Category]
			if v <= 0 {
				continue
			}
			w := float64(v) * scale
			d.fill(categoryColours[row.Category])
			p.Rect(bx, by, w, barH, "F")
			if w >= 5 {
				text := inkColour
				if dark(categoryColours[row.Category]) {
					text = white
				}
				d.font("", 6.5, text)
				if p.GetStringWidth(strconv.Itoa(v)) <= w-0.6 {
					p.SetXY(bx, by)
					p.CellFormat(w, barH, strconv.Itoa(v), "", 0, "C", false, 0, "")
				}
			}
			bx += w
		}
		d.font("B", 9, colour)
		p.SetXY(bx+1, by)
		p.CellFormat(12, barH, strconv.Itoa(pl.Total), "", 0, "L", false, 0, "")
	}
	y = plotTop + plotH + barAxisH + 3.5

	// Legend.
	colW := d.width / legendCols
	for i, row := range rows {
		lx := d.left + float64(i%legendCols)*colW
		ly := y + float64(i/legendCols)*legendRowH
		d.fill(categoryColours[row.Category])
		p.Rect(lx, ly+1, 3, 3, "F")
		d.cell(lx+3.5, ly, colW-4, legendRowH, row.Label(d.lang, sg.x), "", 8, inkColour, "L")
	}
	return y + float64((len(rows)+legendCols-1)/legendCols)*legendRowH
}

// dark reports whether c needs white text on it.
func dark(c rgb) bool {
	return 299*c.r+587*c.g+114*c.b < 140*1000
}
