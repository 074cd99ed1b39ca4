package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// finalForm is the final-state form of a solo game: a line a count or a
// list of names (Djinns, Thieves), each count with the most the box holds.
type finalForm struct {
	fields []finalField
	row    int
}

// newFinalForm is the form pre-filled from what the player (p) and Yazid
// (y) hold at the end, the cards entered on the way, with the lines of
// the expansions x, in lang.
func newFinalForm(l string, p sultan.Holdings, y sultan.YazidHoldings, x game.Expansions, cards cardTally) finalForm {
	var f finalForm
	add := func(ff finalField) { f.fields = append(f.fields, ff) }
	add(finalField{label: tr(l, "ui.final.coins"), value: strconv.Itoa(p.Coins), kind: fCoins})
	add(finalField{label: tr(l, "ui.final.viziers"), value: strconv.Itoa(p.Viziers), kind: fViziers, limit: game.BoxMeeples(game.Vizier, x)})
	add(finalField{label: tr(l, "ui.final.elders"), value: strconv.Itoa(p.Elders), kind: fElders, limit: game.BoxMeeples(game.Elder, x)})
	if x.Artisans {
		add(finalField{label: tr(l, "ui.final.artisans"), value: strconv.Itoa(p.Artisans), kind: fArtisans, limit: game.BoxMeeples(game.Artisan, x)})
	}
	add(finalField{label: tr(l, "ui.final.fakirs"), value: strconv.Itoa(p.Fakirs), kind: fFakirs, limit: game.Fakirs})
	add(finalField{label: tr(l, "ui.final.djinns"), value: strings.Join(p.Djinns, ", "), kind: fDjinns})
	if x.Thieves {
		add(finalField{label: tr(l, "ui.final.thieves"), value: strings.Join(p.Thieves, ", "), kind: fThieves})
	}
	for _, gd := range game.Goods() {
		add(finalField{label: trOr(l, "ui.good."+gd.String(), capitalised(gd.String())), value: strconv.Itoa(cards.Goods[gd]), kind: fGood, good: gd, limit: gd.Count()})
	}
	if x.Artisans {
		for _, it := range game.Items() {
			if it.Precious() {
				add(finalField{label: itemWord(l, it) + " " + tr(l, "ui.final.item"), value: strconv.Itoa(cards.Items[it]), kind: fItem, item: it, limit: it.Count()})
			}
		}
		add(finalField{label: tr(l, "ui.final.yazid_artisans"), value: strconv.Itoa(y.Artisans), kind: fYazidArtisans, limit: game.BoxMeeples(game.Artisan, x)})
	}
	add(finalField{label: tr(l, "ui.final.council"), value: strconv.Itoa(y.Council), kind: fCouncil, limit: game.BoxMeeples(game.Vizier, x)})
	return f
}

// askDjinnVP keeps a line for the VP of each Djinn listed whose VP
// neither the catalogue nor the settings (vps) know (reference section
// 4: ?, entered by the user), right after the Djinns' line; each starts
// empty, and the score waits until it is typed: no VP is assumed. A line
// typed keeps its value while its Djinn stays listed, the cursor on the
// line it was on.
func (f *finalForm) askDjinnVP(l string, vps map[string]int) {
	typed := map[string]string{}
	var kept []finalField
	at := -1 // the Djinns' line in kept
	for i, fl := range f.fields {
		if fl.kind == fDjinnVP {
			typed[fl.djinn] = fl.value
			continue
		}
		if i == f.row {
			f.row = -1 - len(kept) // the cursor's line, found again below
		}
		if fl.kind == fDjinns {
			at = len(kept)
		}
		kept = append(kept, fl)
	}
	cursorVP := ""
	if f.row >= 0 && f.row < len(f.fields) {
		cursorVP = f.fields[f.row].djinn
	}
	if at < 0 {
		return
	}
	var asks []finalField
	for _, name := range splitNames(kept[at].value) {
		d, ok := game.LookupDjinn(name)
		if !ok || scoring.HeldDjinnOf(d, vps).VPKnown || slices.ContainsFunc(asks, func(a finalField) bool { return a.djinn == d.Name }) {
			continue
		}
		asks = append(asks, finalField{label: djinnVPLabel(l, d.Name), value: typed[d.Name], kind: fDjinnVP, djinn: d.Name})
	}
	f.fields = slices.Concat(kept[:at+1], asks, kept[at+1:])
	switch {
	case f.row < 0 && -1-f.row > at:
		f.row = -1 - f.row + len(asks)
	case f.row < 0:
		f.row = -1 - f.row
	default: // on a VP line: the same Djinn's, else the Djinns' line
		f.row = at
		for i, a := range asks {
			if a.djinn == cursorVP {
				f.row = at + 1 + i
			}
		}
	}
}

// djinnVPLabel is the form's line asking the VP of the Djinn name.
func djinnVPLabel(l, name string) string { return tf(l, "ui.final.djinn_vp", name) }

// typing is true on a line of names, where every letter goes into the
// form; on a count ? opens the help.
func (f *finalForm) typing() bool {
	k := f.fields[f.row].kind
	return k == fDjinns || k == fThieves
}

// key edits the form: the arrows and Tab move between the lines, Enter
// goes to the next and on the last submits, as Ctrl-D and F10 do; a count
// takes digits up to what the box holds, refused in lang with the reason.
func (f *finalForm) key(lang string, ev *tcell.EventKey) (formAction, string) {
	fl := &f.fields[f.row]
	switch ev.Key() {
	case tcell.KeyEscape:
		return formCancel, ""
	case tcell.KeyUp, tcell.KeyBacktab:
		f.row = (f.row + len(f.fields) - 1) % len(f.fields)
	case tcell.KeyDown, tcell.KeyTab:
		f.row = (f.row + 1) % len(f.fields)
	case tcell.KeyEnter:
		if f.row < len(f.fields)-1 {
			f.row++
			return formTaken, ""
		}
		return formSubmit, ""
	case tcell.KeyCtrlD, tcell.KeyF10:
		return formSubmit, ""
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if r := []rune(fl.value); len(r) > 0 {
			fl.value = string(r[:len(r)-1])
		}
	case tcell.KeyCtrlU:
		fl.value = ""
	case tcell.KeyRune:
		r := ev.Rune()
		text := fl.kind == fDjinns || fl.kind == fThieves
		if !text && (r < '0' || r > '9') {
			return formRefused, tf(lang, "ui.final.digits_only", fl.label)
		}
		if !text {
			old := fl.value
			if fl.value == "0" {
				fl.value = ""
			}
			n, _ := strconv.Atoi(fl.value + string(r))
			if fl.limit > 0 && n > fl.limit {
				fl.value = old
				return formRefused, tf(lang, "ui.final.more_than_box", fl.label, n, fl.limit)
			}
		}
		if len(fl.value) < 80 {
			fl.value += string(r)
		}
	}
	return formTaken, ""
}

// lines are the form's lines in rows lines w wide, scrolled to keep the
// line typed shown.
func (f *finalForm) lines(rows, w int) []stepLine {
	top := 0
	if f.row >= rows {
		top = f.row - rows + 1
	}
	var out []stepLine
	for i := 0; i < rows && top+i < len(f.fields); i++ {
		fl := f.fields[top+i]
		line := fmt.Sprintf("  %-24s %s", fl.label, fl.value)
		k := lineNormal
		if top+i == f.row {
			line = fmt.Sprintf("> %-24s %s_", fl.label, fl.value)
			k = lineCursor
		}
		out = append(out, stepLine{padTo(line, w), k})
	}
	return out
}
