package ui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/rulesref"
	"github.com/rivo/tview"
)

// rulesPage is the page of the rules reference, over any screen.
const rulesPage = "rules"

// RulesView is the rules reference (? then r, from every screen): a list
// of every entry on the left, narrowed by what is typed, and the chosen
// entry on the right, as package rulesref says it.
type RulesView struct {
	*tview.Box
	lang    string
	ink     inks
	all     []rulesref.Entry
	shown   []rulesref.Entry // the entries the filter keeps
	filter  string
	sel     int
	top     int
	onClose func()
}

// NewRulesView returns the reference in lang; onClose is called on Esc.
func NewRulesView(lang string, colour bool, onClose func()) *RulesView {
	v := &RulesView{Box: tview.NewBox(), lang: lang, ink: newInks(colour), all: rulesref.Entries(), onClose: onClose}
	v.refilter()
	return v
}

// Keys lists the reference's keys.
func (v *RulesView) Keys() []KeyHelp {
	return []KeyHelp{{"Esc", tr(v.lang, "ui.key.close")}}
}

// Typing is true: every letter goes to the filter.
func (v *RulesView) Typing() bool { return true }

// Selected is the entry shown, and false when the filter keeps none.
func (v *RulesView) Selected() (rulesref.Entry, bool) {
	if v.sel < 0 || v.sel >= len(v.shown) {
		return rulesref.Entry{}, false
	}
	return v.shown[v.sel], true
}

// refilter keeps the entries a name of which (in the view's language or
// English, or the tile code) contains the filter, folded.
func (v *RulesView) refilter() {
	k := game.FoldName(v.filter)
	v.shown = v.shown[:0]
	for _, e := range v.all {
		names := []string{e.Name, e.Code, rulesref.Say(e, labels.Lang(v.lang)).Name}
		for _, n := range names {
			if strings.Contains(game.FoldName(n), k) {
				v.shown = append(v.shown, e)
				break
			}
		}
	}
	v.sel, v.top = 0, 0
}

// InputHandler types the filter, moves the choice and closes.
func (v *RulesView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	return v.WrapInputHandler(func(ev *tcell.EventKey, _ func(p tview.Primitive)) {
		switch ev.Key() {
		case tcell.KeyEscape:
			if v.onClose != nil {
				v.onClose()
			}
		case tcell.KeyUp:
			v.sel = max(v.sel-1, 0)
		case tcell.KeyDown:
			v.sel = min(v.sel+1, max(len(v.shown)-1, 0))
		case tcell.KeyPgUp:
			v.sel = max(v.sel-10, 0)
		case tcell.KeyPgDn:
			v.sel = min(v.sel+10, max(len(v.shown)-1, 0))
		case tcell.KeyHome:
			v.sel = 0
		case tcell.KeyEnd:
			v.sel = max(len(v.shown)-1, 0)
		case tcell.KeyBackspace, tcell.KeyBackspace2:
			if r := []rune(v.filter); len(r) > 0 {
				v.filter = string(r[:len(r)-1])
				v.refilter()
			}
		case tcell.KeyRune:
			if len([]rune(v.filter)) < 20 {
				v.filter += string(ev.Rune())
				v.refilter()
			}
		}
	})
}

// rulesListWidth is the width of the list column.
const rulesListWidth = 27

// Draw draws the title and filter, the list and the entry.
func (v *RulesView) Draw(screen tcell.Screen) {
	x, y, w, h := v.GetRect()
	fill(screen, x, y, w, h, v.ink.normal)
	lang := labels.Lang(v.lang)
	head := rulesref.T(lang, "ref.title") + "   " + rulesref.T(lang, "ref.filter") + ": " + v.filter + "_"
	put(screen, x+1, y, w-2, head, v.ink.heading)
	put(screen, x+1, y+h-1, w-2, rulesref.T(lang, "ref.filter_hint"), v.ink.dim)
	rows := h - 3
	if rows < 1 || w < rulesListWidth+20 {
		return
	}
	if len(v.shown) == 0 {
		put(screen, x+1, y+2, w-2, rulesref.F(lang, "ref.no_match", v.filter), v.ink.err)
		return
	}
	// The list, scrolled to keep the choice in view.
	if v.sel < v.top {
		v.top = v.sel
	}
	if v.sel >= v.top+rows {
		v.top = v.sel - rows + 1
	}
	for i := 0; i < rows && v.top+i < len(v.shown); i++ {
		e := v.shown[v.top+i]
		name := rulesref.Say(e, lang).Name
		if e.Kind == rulesref.Tile {
			name = e.Code + " " + name
		}
		st := v.ink.normal
		if v.top+i == v.sel {
			st = v.ink.cursor
		}
		put(screen, x+1, y+2+i, rulesListWidth-1, padTo(name, rulesListWidth-1), st)
	}
	e, _ := v.Selected()
	dx, dw := x+rulesListWidth+1, w-rulesListWidth-2
	lines, heads := v.detail(e, dw)
	for i, l := range lines {
		if i >= rows {
			break
		}
		st := v.ink.normal
		if i < heads {
			st = v.ink.heading
		}
		put(screen, dx, y+2+i, dw, l, st)
	}
}

// detail is the entry in lines of at most width columns: its name and
// kind (its first heads lines), then a field a paragraph, wrapped.
func (v *RulesView) detail(e rulesref.Entry, width int) (lines []string, heads int) {
	lang := labels.Lang(v.lang)
	s := rulesref.Say(e, lang)
	out := wrapWords(fmt.Sprintf("%s - %s (%s)", s.Name, s.Kind, s.Expansion), width)
	heads = len(out)
	field := func(key, text string) {
		if text != "" {
			out = append(out, wrapWords(rulesref.T(lang, key)+": "+text, width)...)
		}
	}
	none := rulesref.T(lang, "ref.none")
	cost, vp := s.Cost, s.VP
	if cost == "" {
		cost = none
	}
	if vp == "" {
		vp = none
	}
	field("ref.cost", cost)
	field("ref.vp", vp)
	field("ref.effect", s.Effect)
	field("ref.reading", s.Reading)
	solo := s.SoloTag
	if s.Solo != "" {
		solo += ". " + s.Solo
	}
	field("ref.solo", solo)
	for _, vt := range s.Variants {
		field("ref.variant", "rules."+vt.Key+" ("+rulesref.F(lang, "ref.variant_default", vt.Default)+")")
	}
	return out, heads
}

// rulesKey is the help overlay's line of the reference: ? then r opens it
// from every screen.
func rulesKey(lang string) KeyHelp {
	return KeyHelp{"? r", rulesref.T(labels.Lang(lang), "ref.title")}
}

// openRules shows the rules reference over the current screen, in the
// help overlay's place: Esc goes back to the screen as it was.
func (o *overlays) openRules() {
	a := o.app
	if o.on {
		a.pages.RemovePage(helpPage)
	}
	o.on = true // the shell's keys reach the reference, as the overlay's
	v := NewRulesView(a.cfg.lang(), a.cfg.Colours(), o.closeRules)
	a.pages.AddPage(rulesPage, v, true, true)
	a.tv.SetFocus(v)
}

// closeRules leaves the reference for the screen below.
func (o *overlays) closeRules() {
	a := o.app
	o.on = false
	a.pages.RemovePage(rulesPage)
	if a.screen != nil {
		a.tv.SetFocus(a.screen)
	}
}

// RulesOpen reports whether the rules reference is shown.
func (a *App) RulesOpen() bool { return a.pages.HasPage(rulesPage) }
