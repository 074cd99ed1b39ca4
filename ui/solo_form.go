package ui

import (
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
)

// formAction is what a key did to a form of the player's turn: the form
// edits its own lines and says when the view has to act.
type formAction int

const (
	formTaken    formAction = iota // the form took the key (or had no use for it)
	formCancel                     // Esc: leave the form, nothing changed
	formSubmit                     // Enter: read the form
	formNotCount                   // a key that is no part of a count, on a line of counts
	formRefused                    // a key refused, with the reason
)

// editField applies a key to a form of lines, the line row of fields
// being typed: the arrows and Tab move between the lines, Backspace
// deletes a character, Ctrl-U the line; a line holds at most size bytes,
// and on a line of counts (count) only digits, + and -.
func editField(ev *tcell.EventKey, row *int, fields []string, size int, count bool) formAction {
	f := &fields[*row]
	switch ev.Key() {
	case tcell.KeyEscape:
		return formCancel
	case tcell.KeyEnter:
		return formSubmit
	case tcell.KeyUp, tcell.KeyBacktab:
		*row = (*row + len(fields) - 1) % len(fields)
	case tcell.KeyDown, tcell.KeyTab:
		*row = (*row + 1) % len(fields)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if *f != "" {
			r := []rune(*f)
			*f = string(r[:len(r)-1])
		}
	case tcell.KeyCtrlU:
		*f = ""
	case tcell.KeyRune:
		r := ev.Rune()
		if count && !(r >= '0' && r <= '9' || r == '+' || r == '-') {
			return formNotCount
		}
		if utf8.RuneCountInString(*f) < size { // characters: "Töpferwaren" is 11
			*f += string(r)
		}
	}
	return formTaken
}

// closeForm leaves a form of the player's turn with nothing changed.
func (v *soloHost) closeForm() {
	v.mode = modeMenu
	v.sayT("ui.msg.nothing_changed")
	v.keysChanged()
}
