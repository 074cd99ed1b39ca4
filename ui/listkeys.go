package ui

import "github.com/gdamore/tcell/v2"

// listKey reads the vi keys of a list as the keys every list knows: j
// Down, k Up, g Home (the first line), G End (the last line). Any other
// key comes back as it is. Lists call it where no text is being typed.
func listKey(ev *tcell.EventKey) *tcell.EventKey {
	if ev.Key() != tcell.KeyRune || ev.Modifiers()&^tcell.ModShift != 0 {
		return ev
	}
	switch ev.Rune() {
	case 'j':
		return tcell.NewEventKey(tcell.KeyDown, 0, 0)
	case 'k':
		return tcell.NewEventKey(tcell.KeyUp, 0, 0)
	case 'g':
		return tcell.NewEventKey(tcell.KeyHome, 0, 0)
	case 'G':
		return tcell.NewEventKey(tcell.KeyEnd, 0, 0)
	}
	return ev
}

// listKeys are the help overlay's lines for moving in a list: what Up and
// Down do there (what), and the first and last line.
func listKeys(l, what string) []KeyHelp {
	return []KeyHelp{
		{tr(l, "ui.keyname.up_down_jk"), what},
		{tr(l, "ui.keyname.first_last"), tr(l, "ui.key.first_last")},
	}
}
