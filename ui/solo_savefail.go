package ui

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gdamore/tcell/v2"
)

// saveTrouble is a save of the solo game that failed (a full disk, a
// read-only directory): it stays on the screen until a save succeeds, and
// the player is offered a way out: try again, or save in another
// directory.
type saveTrouble struct {
	err    error  // why the last save failed; nil once one succeeds
	open   bool   // the choices are shown over the step
	typing bool   // the other directory is being typed
	dir    string // the other directory, as typed
}

// saveFailure is the controller of a failed save: the failure, and the
// choices offered (try again, save in another directory).
type saveFailure struct {
	saveTrouble
	h *soloHost
}

// saved takes the outcome of a save: the first failure opens the
// choices; a success after failures says so and clears the warning.
func (sf *saveFailure) saved(err error) {
	switch {
	case err != nil:
		first := sf.err == nil
		sf.err = err
		if first {
			sf.open = true
			sf.h.keysChanged()
		}
	case sf.err != nil:
		sf.saveTrouble = saveTrouble{}
		sf.h.sayT("ui.save.saved_again")
		sf.h.keysChanged()
	}
}

// key handles a key while a save failure is open: the host tries the
// save again, or in the directory typed (effect.saveIn).
func (sf *saveFailure) key(ev *tcell.EventKey) effect {
	if sf.typing {
		switch ev.Key() {
		case tcell.KeyEscape:
			sf.typing = false
			sf.h.keysChanged()
		case tcell.KeyEnter:
			return effect{saveIn: true}
		case tcell.KeyBackspace, tcell.KeyBackspace2:
			if r := []rune(sf.dir); len(r) > 0 {
				sf.dir = string(r[:len(r)-1])
			}
		case tcell.KeyCtrlU:
			sf.dir = ""
		case tcell.KeyRune:
			if len(sf.dir) < 4096 && unicode.IsPrint(ev.Rune()) {
				sf.dir += string(ev.Rune())
			}
		}
		return none
	}
	switch {
	case ev.Key() == tcell.KeyEnter, ev.Key() == tcell.KeyRune && ev.Rune() == 'r':
		return kept(func() {
			if sf.err != nil {
				sf.h.refuseT("ui.save.still_not")
			}
		})
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'd':
		if sf.h.hooks.saveIn != nil {
			sf.typing = true
			sf.h.keysChanged()
		}
	case ev.Key() == tcell.KeyEscape:
		sf.open = false
		sf.h.keysChanged()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'q':
		if sf.h.hooks.leave != nil {
			sf.h.hooks.leave()
		}
	}
	return none
}

// savedIn takes the outcome of a save in another directory: the file
// written, or why not.
func (sf *saveFailure) savedIn(path string, err error) {
	if err != nil {
		sf.err = err
		sf.h.refuseT("ui.save.still_not")
		return
	}
	sf.saveTrouble = saveTrouble{}
	sf.h.sayT("ui.save.saved_in", escapeControls(path))
	sf.h.keysChanged()
}

// lines are the step region's lines while the save failure is open:
// the reason and the ways out.
func (sf *saveFailure) lines(width int) []soloLine {
	l := sf.h.cfg.lang()
	var out []soloLine
	add := func(text string, st tcell.Style) {
		for _, line := range wrapWords(text, width) {
			out = append(out, soloLine{line, st})
		}
	}
	add(tf(l, "ui.save.failed", escapeControls(oneLine(sf.err))), sf.h.ink.err)
	if sf.typing {
		add(tr(l, "ui.save.dir_prompt")+" "+sf.dir+"_", sf.h.ink.cursor)
		add(tr(l, "ui.save.dir_help"), sf.h.ink.dim)
		return out
	}
	add(tr(l, "ui.save.at_risk"), sf.h.ink.normal)
	add("r, Enter: "+tr(l, "ui.save.retry"), sf.h.ink.normal)
	if sf.h.hooks.saveIn != nil {
		add("d: "+tr(l, "ui.save.elsewhere"), sf.h.ink.normal)
	}
	add("Esc: "+tr(l, "ui.save.play_on"), sf.h.ink.normal)
	return out
}

// banner is the warning over the step while a save failure is not
// open: it stays until a save succeeds.
func (sf *saveFailure) banner(width int) []soloLine {
	if sf.err == nil || sf.open {
		return nil
	}
	var out []soloLine
	for _, line := range wrapWords(tf(sf.h.cfg.lang(), "ui.save.banner", escapeControls(oneLine(sf.err))), width) {
		out = append(out, soloLine{line, sf.h.ink.err})
	}
	if len(out) > 2 {
		out = out[:2]
	}
	return out
}

// escapeControls writes the control characters of text (from a file
// name, say) as \x1b, so that none reaches the terminal.
func escapeControls(text string) string {
	if !strings.ContainsFunc(text, unicode.IsControl) {
		return text
	}
	var b strings.Builder
	for _, r := range text {
		if unicode.IsControl(r) {
			fmt.Fprintf(&b, `\x%02x`, r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
