package ui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// HelpView is the help overlay ("?"): a framed box in the middle of the
// screen listing the keys of the current screen. It draws only its box,
// so the screen below stays visible around it.
type HelpView struct {
	*tview.Box
	title   string
	keys    []KeyHelp
	top     int
	ink     inks
	onClose func()
	lang    string
	// onRules, when set, opens the rules reference (r).
	onRules func()
}

// NewHelp returns the overlay for the screen called title with its keys;
// onClose is called on Esc, q, ? or Enter.
func NewHelp(title string, keys []KeyHelp, colour bool, onClose func()) *HelpView {
	return &HelpView{Box: tview.NewBox(), title: title, keys: keys, ink: newInks(colour), onClose: onClose}
}

// Keys lists the overlay's own keys.
func (v *HelpView) Keys() []KeyHelp {
	return append(listKeys(v.lang, tr(v.lang, "ui.key.scroll")), KeyHelp{"Esc ? q Enter", tr(v.lang, "ui.key.close")})
}

// InputHandler scrolls and closes the overlay.
func (v *HelpView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	handle := func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		switch ev = listKey(ev); ev.Key() {
		case tcell.KeyUp:
			v.top = max(v.top-1, 0)
		case tcell.KeyDown:
			v.top = min(v.top+1, max(len(v.keys)-1, 0))
		case tcell.KeyHome:
			v.top = 0
		case tcell.KeyEnd:
			v.top = max(len(v.keys)-1, 0)
		case tcell.KeyEscape, tcell.KeyEnter:
			v.close()
		case tcell.KeyRune:
			switch ev.Rune() {
			case '?', 'q':
				v.close()
			case 'r':
				if v.onRules != nil {
					v.onRules()
				}
			}
		}
	}
	return v.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		for _, k := range splitAlt(ev) {
			handle(k, setFocus)
		}
	})
}

func (v *HelpView) close() {
	if v.onClose != nil {
		v.onClose()
	}
}

// Draw draws the framed list in the middle of the overlay's area.
func (v *HelpView) Draw(screen tcell.Screen) {
	x, y, w, h := v.GetRect()
	keyW := 0
	for _, k := range v.keys {
		keyW = max(keyW, textWidth(k.Key))
	}
	keyW = min(keyW, 26)
	whatW := 0
	for _, k := range v.keys {
		whatW = max(whatW, textWidth(k.What))
	}
	title := " " + tf(v.lang, "ui.help.title", v.title) + " "
	bw := min(max(keyW+2+whatW, textWidth(title)+2, 30)+4, w)
	// Each key's words wrap onto as many lines as they need.
	whatAt := bw - keyW - 6
	whats := make([][]string, len(v.keys))
	lines := 0
	for i, k := range v.keys {
		whats[i] = wrapWords(k.What, whatAt)
		if len(whats[i]) == 0 {
			whats[i] = []string{""}
		}
		lines += len(whats[i])
	}
	bh := min(lines+4, h)
	if bw < 10 || bh < 4 {
		return
	}
	bx, by := x+(w-bw)/2, y+(h-bh)/2
	fill(screen, bx, by, bw, bh, v.ink.normal)
	v.frame(screen, bx, by, bw, bh)
	put(screen, bx+2, by, bw-4, title, v.ink.heading)
	rows := bh - 4
	// The last top that still fills the box to the end of the list.
	last, tail := len(v.keys), 0
	for last > 0 && tail+len(whats[last-1]) <= rows {
		last--
		tail += len(whats[last])
	}
	v.top = min(v.top, last)
	row, shown := 0, v.top
	for ; shown < len(v.keys) && row < rows; shown++ {
		k := v.keys[shown]
		if row+len(whats[shown]) > rows && row > 0 {
			break
		}
		put(screen, bx+2, by+2+row, keyW, k.Key, v.ink.heading)
		for _, l := range whats[shown] {
			if row < rows {
				put(screen, bx+2+keyW+2, by+2+row, whatAt, l, v.ink.normal)
			}
			row++
		}
	}
	foot := " " + tr(v.lang, "ui.help.foot") + " "
	if v.top > 0 || shown < len(v.keys) {
		foot = " " + tf(v.lang, "ui.help.foot_scroll", v.top+1, shown, len(v.keys)) + " "
	}
	put(screen, bx+2, by+bh-1, bw-4, foot, v.ink.dim)
}

// frame draws a box border with line characters.
func (v *HelpView) frame(s tcell.Screen, x, y, w, h int) {
	st := v.ink.normal
	for i := x + 1; i < x+w-1; i++ {
		s.SetContent(i, y, tview.BoxDrawingsLightHorizontal, nil, st)
		s.SetContent(i, y+h-1, tview.BoxDrawingsLightHorizontal, nil, st)
	}
	for j := y + 1; j < y+h-1; j++ {
		s.SetContent(x, j, tview.BoxDrawingsLightVertical, nil, st)
		s.SetContent(x+w-1, j, tview.BoxDrawingsLightVertical, nil, st)
	}
	s.SetContent(x, y, tview.BoxDrawingsLightDownAndRight, nil, st)
	s.SetContent(x+w-1, y, tview.BoxDrawingsLightDownAndLeft, nil, st)
	s.SetContent(x, y+h-1, tview.BoxDrawingsLightUpAndRight, nil, st)
	s.SetContent(x+w-1, y+h-1, tview.BoxDrawingsLightUpAndLeft, nil, st)
}
