package ui

import "github.com/gdamore/tcell/v2"

// splitAlt undoes the terminal's reading of Esc followed quickly by a key
// as Alt+key: the screens have no Alt keys, so such an event is Esc, then
// the key (a Ctrl letter made a Ctrl key again).
func splitAlt(ev *tcell.EventKey) []*tcell.EventKey {
	mod := ev.Modifiers()
	if mod&tcell.ModAlt == 0 {
		return []*tcell.EventKey{ev}
	}
	esc := tcell.NewEventKey(tcell.KeyEscape, 0, tcell.ModNone)
	mod &^= tcell.ModAlt
	if ev.Key() == tcell.KeyRune {
		r := ev.Rune()
		if mod&tcell.ModCtrl != 0 && r >= 'a' && r <= 'z' {
			return []*tcell.EventKey{esc, tcell.NewEventKey(tcell.KeyCtrlA+tcell.Key(r-'a'), 0, mod)}
		}
		return []*tcell.EventKey{esc, tcell.NewEventKey(tcell.KeyRune, r, mod)}
	}
	return []*tcell.EventKey{esc, tcell.NewEventKey(ev.Key(), ev.Rune(), mod)}
}
