package templates

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// MaxPlayers is the most columns a sheet has.
const MaxPlayers = 5

// filledRowH is the height of a category row of a filled sheet, and
// minFilledRowH the least it shrinks to so that the chart fits on the page.
const (
	filledRowH    = 9.0
	minFilledRowH = 7.5
)

// scored is what the drawing needs to know about a scored game.
type scored struct {
	x      game.Expansions
	winner []bool
}

func (s *scored) isWinner(i int) bool { return i < len(s.winner) && s.winner[i] }

// FilledSheet writes the score sheet of a scored game as PDF: the players
// as columns (up to five), the template's rows for the expansions in play,
// totals, ranks and winners, the date and the rule variants, and a bar
// chart of each player's points by category. A solo game adds survival,
// the title and the mode, and, with opts.SoloLog, a page with the log.
func FilledSheet(w io.Writer, g scoring.Game, r scoring.Result, opts Options) error {
	n := len(r.Players)
	switch {
	case n == 0:
		return fmt.Errorf("templates: filled sheet: the result has no players")
	case n > MaxPlayers:
		return fmt.Errorf("templates: filled sheet: %d players, at most %d fit", n, MaxPlayers)
	}
	// Characters the fonts lack print as '?' (Printable).
	opts = opts.printable()
	players := make([]scoring.PlayerResult, n)
	for i, p := range r.Players {
		p.Name = printable(p.Name)
		players[i] = p
	}
	r.Players = players
	winners := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		winners[i] = printable(w)
	}
	r.Winners = winners
	solo := r.Solo != nil
	titleKey := "sheet.title"
	if solo {
		titleKey = "sheet.solo_title"
	}
	d, err := newDoc(opts, "")
	if err != nil {
		return err
	}
	d.pdf.SetTitle(d.t(titleKey), true)
	sg := &scored{x: g.Expansions, winner: make([]bool, n)}
	for i, p := range r.Players {
		sg.winner[i] = p.Rank == 1 && len(r.Winners) > 0
	}
	rows := opts.template().RowsFor(g.Expansions, r.Players)

	d.pdf.AddPage()
	y := d.heading(d.top, d.t(titleKey), 17) + 1
	y = d.facts(y, g.Expansions, opts)

	cols := make([]padColumn, n)
	for i, p := range r.Players {
		c := padColumn{name: p.Name, values: map[scoring.Category]string{},
			total: strconv.Itoa(p.Total), rank: strconv.Itoa(p.Rank), winner: sg.winner[i]}
		for _, row := range rows {
			c.values[row.Category] = strconv.Itoa(p.Categories[row.Category])
		}
		cols[i] = c
	}
	// Rows as tall as the page allows (up to filledRowH) with the chart
	// below on the same page.
	below := chartHeight(n, len(rows)) + 5 + padHeaderH + padTotalH + 2
	if solo {
		below += survivalH + 4
	} else {
		below += padRankH + 8.5
	}
	rowH := min(filledRowH, max(minFilledRowH, (d.bottom-y-below)/float64(len(rows))))
	y = d.drawPad(y+2, pad{rows: rows, x: g.Expansions, columns: cols, rowH: rowH, showRank: !solo})

	if solo {
		y = d.drawSurvival(y+4, g, &r)
	} else {
		y = d.drawWinners(y+2.5, r.Winners)
	}
	if y+chartHeight(n, len(rows)) > d.bottom {
		d.pdf.AddPage()
		y = d.top
	} else {
		y += 5
	}
	d.drawBarChart(y, r.Players, rows, sg)

	if solo && opts.SoloLog != nil {
		d.drawLog(*opts.SoloLog)
	}
	return d.finish(w)
}

// facts writes the date, the expansions and the rule variants under the
// title and returns the y below them.
func (d *doc) facts(y float64, x game.Expansions, opts Options) float64 {
	var parts []string
	if d.date != "" {
		parts = append(parts, d.t("date")+": "+d.date)
	}
	parts = append(parts, d.t("expansions")+": "+d.expansionNames(x))
	y = d.paragraph(y, strings.Join(parts, "   ·   "), 9, inkColour)
	variants := d.t("variants_none")
	if len(opts.Variants) > 0 {
		variants = strings.Join(opts.Variants, ", ")
	}
	y = d.paragraph(y+0.5, d.t("variants")+": "+variants, 9, inkColour)
	if opts.SoloLog != nil && opts.SoloLog.Advised {
		y = d.paragraph(y+0.5, d.t("advised"), 9, inkColour)
	}
	return y
}

// expansionNames lists the expansions in play in the sheet's language.
func (d *doc) expansionNames(x game.Expansions) string {
	names := x.Names()
	if len(names) == 0 {
		return d.t("expansion.base")
	}
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = d.t("expansion." + n)
	}
	return strings.Join(out, ", ")
}

// drawWinners writes the winners line under the pad.
func (d *doc) drawWinners(y float64, winners []string) float64 {
	if len(winners) == 0 {
		return y
	}
	key := "winner"
	if len(winners) > 1 {
		key = "winners"
	}
	d.font("B", 12, winnerColour)
	d.pdf.SetXY(d.left, y)
	text, _ := d.fit("★ "+d.t(key)+": "+strings.Join(winners, ", "), "B", 12, d.width)
	d.pdf.CellFormat(d.width, 6, text, "", 0, "C", false, 0, "")
	return y + 6
}
