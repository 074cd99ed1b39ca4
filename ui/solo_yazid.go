package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// yazidLabels are the lines of the form that puts right what Yazid holds.
var yazidLabels = [7]string{"Council", "Elders", "Fakirs", "Assassins", "Artisans", "Djinns", "Camels"}

// yazidForm is the form of corrections to Yazid's holdings: a change a
// line ("+1", "-2"), read against what he has.
type yazidForm struct {
	row    int
	fields [7]string
}

// key edits the form.
func (f *yazidForm) key(ev *tcell.EventKey) formAction {
	return editField(ev, &f.row, f.fields[:], 6, true)
}

// change reads the form against have, Yazid's pieces in the order of
// yazidLabels: the change and whether there is one. A line that is no
// number, or gives back more than Yazid has, is refused in lang and
// becomes the line typed.
func (f *yazidForm) change(lang string, have [7]int) (sultan.YazidChange, bool, error) {
	var d [7]int
	for i, s := range f.fields {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
		if err != nil {
			f.row = i
			return sultan.YazidChange{}, false, errors.New(tf(lang, "ui.msg.not_number", formLabel(lang, "ui.yazid_form.", yazidLabels[i]), s))
		}
		if have[i]+n < 0 {
			f.row = i
			return sultan.YazidChange{}, false, errors.New(tf(lang, "ui.msg.cant_give", formLabel(lang, "ui.yazid_form.", yazidLabels[i]), have[i], -n))
		}
		d[i] = n
	}
	c := sultan.YazidChange{Council: d[0], Elders: d[1], Fakirs: d[2], Assassins: d[3], Artisans: d[4], Djinns: d[5], Camels: d[6]}
	return c, d != [7]int{}, nil
}

// lines draw the form in two columns, what Yazid has beside each line.
func (f yazidForm) lines(lang string, have [7]int, w int) []stepLine {
	lw := formLabelWidth(lang, "ui.yazid_form.", yazidLabels[:], 10)
	col := w / 2
	var out []stepLine
	for i := 0; i < 4; i++ {
		var b strings.Builder
		for j := 0; j < 2; j++ {
			k := i + 4*j
			if k >= len(yazidLabels) {
				continue
			}
			mark := "  "
			if k == f.row {
				mark = "> "
			}
			cell := fmt.Sprintf("%s%-*s%3d  %s", mark, lw, formLabel(lang, "ui.yazid_form.", yazidLabels[k]), have[k], f.fields[k])
			if k == f.row {
				cell += "_"
			}
			b.WriteString(padTo(cell, col))
		}
		out = append(out, stepLine{b.String(), lineNormal})
	}
	for _, line := range wrapWords(tr(lang, "ui.yazid_form.keys"), w) {
		out = append(out, stepLine{line, lineDim})
	}
	return out
}

// yazidPanel is the controller of the form that puts right what Yazid
// holds.
type yazidPanel struct {
	form yazidForm
	h    *soloHost
}

// start opens the form of Yazid's holdings.
func (yp *yazidPanel) start() {
	yp.h.mode = modeYazid
	yp.form = yazidForm{}
	yp.h.sayT("ui.msg.yazid_start")
	yp.h.keysChanged()
}

func (yp *yazidPanel) have() [7]int {
	y := yp.h.g.Yazid()
	return [7]int{y.Council, y.Elders, y.Fakirs, y.Assassins, y.Artisans, y.Djinns, y.Camels}
}

// yazidKey edits the corrections; Enter plays them.
func (yp *yazidPanel) key(ev *tcell.EventKey) effect {
	switch yp.form.key(ev) {
	case formCancel:
		yp.h.closeForm()
	case formNotCount:
		yp.h.refuseT("ui.msg.a_count")
	case formSubmit:
		c, changed, err := yp.form.change(yp.h.cfg.lang(), yp.have())
		switch {
		case err != nil:
			yp.h.refuse("%v", err)
		case !changed:
			yp.h.closeForm()
		default:
			return play(stepPlayer, func() {
				y := yp.h.g.Yazid()
				yp.h.sayT("ui.msg.yazid_now", y.Council, y.Elders, y.Fakirs, y.Assassins, y.Djinns, y.Camels)
			}, sultan.YazidEvent(c))
		}
	}
	return none
}

// yazidLines draw the form.
func (yp *yazidPanel) lines(w int) []soloLine {
	return styled(yp.h.ink, yp.form.lines(yp.h.cfg.lang(), yp.have(), w))
}
