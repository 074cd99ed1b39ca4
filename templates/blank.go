package templates

import (
	"fmt"
	"io"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// blankRowH is the height of a category row of the blank pad: room to
// write by hand.
const blankRowH = 13.0

// BlankSheet writes an empty score pad to print, for 1 (solo, with the
// survival box and title bands) to 5 players, with the rows of the
// expansions x.
func BlankSheet(w io.Writer, players int, x game.Expansions, opts Options) error {
	if players < 1 || players > MaxPlayers {
		return fmt.Errorf("templates: blank sheet: %d players: want 1 to %d", players, MaxPlayers)
	}
	opts = opts.printable()
	d, err := newDoc(opts, "")
	if err != nil {
		return err
	}
	titleKey := "sheet.blank_title"
	if players == 1 {
		titleKey = "sheet.solo_title"
	}
	d.pdf.SetTitle(d.t(titleKey), true)
	rows := opts.template().RowsFor(x, nil)
	cols := make([]padColumn, players)
	d.pdf.AddPage()
	y := d.heading(d.top, d.t(titleKey), 17) + 1
	label := d.t("date") + ": " + d.date
	if d.date == "" {
		label = d.t("date") + ": ______________"
	}
	y = d.paragraph(y, label+"   ·   "+d.t("expansions")+": "+d.expansionNames(x), 9, inkColour)
	y = d.drawPad(y+3, pad{rows: rows, x: x, columns: cols, rowH: blankRowH, showRank: players > 1})
	if players == 1 {
		d.drawSurvival(y+5, scoring.Game{}, nil)
	}
	return d.finish(w)
}
