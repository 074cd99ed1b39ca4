package ui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// yazidLabels are the lines of the form that puts right what Yazid holds.
var yazidLabels = [7]string{"Council", "Elders", "Fakirs", "Assassins", "Artisans", "Djinns", "Camels"}

// yazidForm is the form of corrections to Yazid's holdings.
type yazidForm struct {
	row    int
	fields [7]string
}

func (v *SoloView) startYazid() {
	v.mode = modeYazid
	v.yz = yazidForm{}
	v.sayT("ui.msg.yazid_start")
	v.keysChanged()
}

func (v *SoloView) yazidHave() [7]int {
	y := v.g.Yazid()
	return [7]int{y.Council, y.Elders, y.Fakirs, y.Assassins, y.Artisans, y.Djinns, y.Camels}
}

// yazidKey edits the corrections.
func (v *SoloView) yazidKey(ev *tcell.EventKey) {
	f := &v.yz.fields[v.yz.row]
	switch ev.Key() {
	case tcell.KeyEscape:
		v.mode = modeMenu
		v.sayT("ui.msg.nothing_changed")
		v.keysChanged()
	case tcell.KeyUp, tcell.KeyBacktab:
		v.yz.row = (v.yz.row + len(v.yz.fields) - 1) % len(v.yz.fields)
	case tcell.KeyDown, tcell.KeyTab:
		v.yz.row = (v.yz.row + 1) % len(v.yz.fields)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if *f != "" {
			*f = (*f)[:len(*f)-1]
		}
	case tcell.KeyCtrlU:
		*f = ""
	case tcell.KeyRune:
		r := ev.Rune()
		if !(r >= '0' && r <= '9' || r == '+' || r == '-') {
			v.refuseT("ui.msg.a_count")
			return
		}
		if len(*f) < 6 {
			*f += string(r)
		}
	case tcell.KeyEnter:
		have := v.yazidHave()
		var d [7]int
		for i, s := range v.yz.fields {
			s = strings.TrimSpace(s)
			if s == "" {
				continue
			}
			n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
			if err != nil {
				v.yz.row = i
				v.refuseT("ui.msg.not_number", formLabel(v.cfg.lang(), "ui.yazid_form.", yazidLabels[i]), s)
				return
			}
			if have[i]+n < 0 {
				v.yz.row = i
				v.refuseT("ui.msg.cant_give", formLabel(v.cfg.lang(), "ui.yazid_form.", yazidLabels[i]), have[i], -n)
				return
			}
			d[i] = n
		}
		if d == [7]int{} {
			v.mode = modeMenu
			v.sayT("ui.msg.nothing_changed")
			v.keysChanged()
			return
		}
		c := sultan.YazidChange{Council: d[0], Elders: d[1], Fakirs: d[2], Assassins: d[3], Artisans: d[4], Djinns: d[5], Camels: d[6]}
		if v.apply(stepPlayer, sultan.YazidEvent(c)) == nil {
			y := v.g.Yazid()
			v.sayT("ui.msg.yazid_now", y.Council, y.Elders, y.Fakirs, y.Assassins, y.Djinns, y.Camels)
		}
	}
}

// yazidLines draw the form in two columns.
func (v *SoloView) yazidLines(w int) []soloLine {
	have := v.yazidHave()
	l := v.cfg.lang()
	lw := formLabelWidth(l, "ui.yazid_form.", yazidLabels[:], 10)
	col := w / 2
	var out []soloLine
	for i := 0; i < 4; i++ {
		var b strings.Builder
		for j := 0; j < 2; j++ {
			k := i + 4*j
			if k >= len(yazidLabels) {
				continue
			}
			mark := "  "
			if k == v.yz.row {
				mark = "> "
			}
			cell := fmt.Sprintf("%s%-*s%3d  %s", mark, lw, formLabel(l, "ui.yazid_form.", yazidLabels[k]), have[k], v.yz.fields[k])
			if k == v.yz.row {
				cell += "_"
			}
			b.WriteString(padTo(cell, col))
		}
		out = append(out, soloLine{b.String(), v.ink.normal})
	}
	for _, line := range wrapWords(tr(l, "ui.yazid_form.keys"), w) {
		out = append(out, soloLine{line, v.ink.dim})
	}
	return out
}
