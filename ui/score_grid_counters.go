package ui

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
)

// The goods and items panels: rows of counters.

// counter is one count in the goods or items panel.
type counter struct {
	label string
	value *int
	box   int // how many the box holds
	held  func(s *sheet) int
}

// goodsFields are the counters of the goods panel for sheet s.
func goodsFields(s *sheet) []counter {
	var out []counter
	for _, gd := range game.Goods() {
		gd := gd
		out = append(out, counter{gd.String(), &s.goods[gd], gd.Count(), func(o *sheet) int { return o.goods[gd] }})
	}
	out = append(out, counter{"fakirs", &s.fakirs, game.Fakirs, func(o *sheet) int { return o.fakirs }})
	return out
}

// itemFields are the counters of the items panel for sheet s.
func itemFields(s *sheet) []counter {
	var out []counter
	for i, it := range preciousItems {
		i := i
		out = append(out, counter{it.Key(), &s.items[i], it.Count(), func(o *sheet) int { return o.items[i] }})
	}
	return out
}

// counterPanel is the goods or items panel of the cursor's player: a row
// of counters, each no more than the box holds less the others' share.
type counterPanel struct {
	host   panelHost
	lang   string
	ps     *panelState
	sheets []*sheet
	col    int
	fields []counter
}

// key takes a key of the panel.
func (p counterPanel) key(ev *tcell.EventKey) {
	fields := p.fields
	ps := p.ps
	ps.field = min(max(ps.field, 0), len(fields)-1)
	f := fields[ps.field]
	switch ev.Key() {
	case tcell.KeyEscape, tcell.KeyEnter:
		p.host.closePanel()
	case tcell.KeyLeft, tcell.KeyBacktab:
		ps.field = (ps.field + len(fields) - 1) % len(fields)
		ps.fresh = true
	case tcell.KeyRight, tcell.KeyTab:
		ps.field = (ps.field + 1) % len(fields)
		ps.fresh = true
	case tcell.KeyUp, tcell.KeyDown:
		p.host.closePanel()
		p.host.gridKey(ev)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		*f.value /= 10
		ps.fresh = false
	case tcell.KeyDelete:
		*f.value = 0
	case tcell.KeyRune:
		r := ev.Rune()
		switch {
		case r == '-':
			p.host.refuse(tr(p.lang, "ui.gmsg.negative"))
			return
		case r == ' ':
			ps.field = (ps.field + 1) % len(fields)
			ps.fresh = true
			return
		case r < '0' || r > '9':
			p.host.refuse(tf(p.lang, "ui.gmsg.type_number_lr", f.label, string(r)))
			return
		}
		n := *f.value*10 + int(r-'0')
		if ps.fresh {
			n = int(r - '0')
		}
		others := 0
		for j, o := range p.sheets {
			if j != p.col {
				others += f.held(o)
			}
		}
		if n > f.box-others {
			why := fmt.Sprintf("only %d %s in the box", f.box, f.label)
			if others > 0 {
				why += fmt.Sprintf(" and the others hold %d", others)
			}
			p.host.refuse(tf(p.lang, "ui.gmsg.count_refused", n, f.label, why))
			return
		}
		*f.value = n
		ps.fresh = false
		p.host.say("")
	}
}
