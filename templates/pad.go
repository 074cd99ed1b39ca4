package templates

import (
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// categoryColours are the colours of the categories in the pad's swatches,
// the bar chart and its legend (a palette that stays apart for colour-blind
// readers as far as twelve colours can).
var categoryColours = [scoring.NumCategories]rgb{
	scoring.CategoryCoins:       {230, 159, 0},
	scoring.CategoryViziers:     {240, 215, 50},
	scoring.CategoryElders:      {165, 165, 165},
	scoring.CategoryArtisans:    {148, 103, 189},
	scoring.CategoryDjinns:      {86, 180, 233},
	scoring.CategoryPalmTrees:   {0, 158, 115},
	scoring.CategoryPalaces:     {213, 94, 0},
	scoring.CategoryTiles:       {140, 86, 75},
	scoring.CategoryTent:        {204, 121, 167},
	scoring.CategoryCities:      {0, 90, 160},
	scoring.CategoryMerchandise: {170, 170, 30},
	scoring.CategoryItems:       {23, 190, 207},
}

// padColumn is one player's column of the pad; blank pads leave the texts
// empty.
type padColumn struct {
	name   string
	values map[scoring.Category]string
	total  string
	rank   string
	winner bool
}

// pad is a score pad table: the rows in the template's order, one column a
// player.
type pad struct {
	rows     []Row
	x        game.Expansions
	columns  []padColumn
	rowH     float64 // height of a category row
	showRank bool
}

// Widths of the pad's parts.
const (
	padLabelW   = 64.0
	padMaxColW  = 28.0
	padHeaderH  = 10.0
	padTotalH   = 10.0
	padRankH    = 8.0
	padSwatch   = 3.2
	padValuePt  = 12.0
	padLabelPt  = 10.0
	padHintPt   = 6.5
	padHeaderPt = 10.0
)

// geometry returns the pad's left edge and column width, the pad centred
// on the page.
func (d *doc) padGeometry(n int) (x0, colW float64) {
	colW = min(padMaxColW, (d.width-padLabelW)/float64(max(n, 1)))
	tableW := padLabelW + colW*float64(n)
	return d.left + (d.width-tableW)/2, colW
}

// drawPad draws the pad from y and returns the y below it.
func (d *doc) drawPad(y float64, s pad) float64 {
	p := d.pdf
	n := len(s.columns)
	x0, colW := d.padGeometry(n)
	tableW := padLabelW + colW*float64(n)
	top := y

	// Header: the players' names.
	d.fill(headerFill)
	p.Rect(x0, y, tableW, padHeaderH, "F")
	d.font("B", padHeaderPt, inkColour)
	d.cell(x0+padSwatch+1.5, y, padLabelW-padSwatch-1.5, padHeaderH, d.t("player"), "B", padHeaderPt, inkColour, "L")
	for i, c := range s.columns {
		colour := inkColour
		if c.winner {
			colour = winnerColour
		}
		d.multiFit(x0+padLabelW+colW*float64(i), y+0.3, colW, padHeaderH-0.6, c.name, "B", padHeaderPt, colour)
	}
	y += padHeaderH

	// The category rows.
	for ri, r := range s.rows {
		if ri%2 == 1 {
			d.fill(stripeFill)
			p.Rect(x0, y, tableW, s.rowH, "F")
		}
		sw := categoryColours[r.Category]
		d.fill(sw)
		p.Rect(x0+1.2, y+(s.rowH-padSwatch)/2, padSwatch, padSwatch, "F")
		lx := x0 + padSwatch + 1.5
		lw := padLabelW - padSwatch - 1.5
		labelH := s.rowH * 0.58
		d.cell(lx, y+0.4, lw, labelH, r.Label(d.lang, s.x), "B", padLabelPt, inkColour, "L")
		d.cell(lx, y+labelH, lw, s.rowH-labelH-0.6, r.Hint(d.lang, s.x), "", padHintPt, greyColour, "L")
		for i, c := range s.columns {
			d.cell(x0+padLabelW+colW*float64(i), y, colW, s.rowH, c.values[r.Category], "", padValuePt, inkColour, "C")
		}
		y += s.rowH
	}

	// Total and rank.
	d.fill(totalFill)
	p.Rect(x0, y, tableW, padTotalH, "F")
	d.cell(x0+padSwatch+1.5, y, padLabelW-padSwatch-1.5, padTotalH, d.t("total"), "B", 11, inkColour, "L")
	for i, c := range s.columns {
		d.cell(x0+padLabelW+colW*float64(i), y, colW, padTotalH, c.total, "B", 13, inkColour, "C")
	}
	y += padTotalH
	if s.showRank {
		d.cell(x0+padSwatch+1.5, y, padLabelW-padSwatch-1.5, padRankH, d.t("rank"), "B", padLabelPt, inkColour, "L")
		for i, c := range s.columns {
			colour := inkColour
			if c.winner {
				colour = winnerColour
			}
			d.cell(x0+padLabelW+colW*float64(i), y, colW, padRankH, c.rank, "B", 11, colour, "C")
		}
		y += padRankH
	}

	// Rules: thin between rows and columns, thick round the table and
	// above the total.
	d.draw(ruleColour)
	p.SetLineWidth(lineWidth)
	ry := top + padHeaderH
	for range s.rows {
		p.Line(x0, ry, x0+tableW, ry)
		ry += s.rowH
	}
	if s.showRank {
		p.Line(x0, ry+padTotalH, x0+tableW, ry+padTotalH)
	}
	for i := 0; i < n; i++ {
		cx := x0 + padLabelW + colW*float64(i)
		p.Line(cx, top, cx, y)
	}
	d.draw(inkColour)
	p.SetLineWidth(thickWidth)
	p.Line(x0, ry, x0+tableW, ry)
	p.Rect(x0, top, tableW, y-top, "D")
	p.SetLineWidth(lineWidth)
	return y
}
