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

// saved takes the outcome of a save: the first failure opens the
// choices; a success after failures says so and clears the warning.
func (v *SoloView) saved(err error) {
	switch {
	case err != nil:
		first := v.sv.err == nil
		v.sv.err = err
		if first {
			v.sv.open = true
			v.keysChanged()
		}
	case v.sv.err != nil:
		v.sv = saveTrouble{}
		v.sayT("ui.save.saved_again")
		v.keysChanged()
	}
}

// saveTroubleKey handles a key while a save failure is open, and Ctrl-S,
// which opens it again; it reports whether the key was taken.
func (v *SoloView) saveTroubleKey(ev *tcell.EventKey) bool {
	if !v.sv.open {
		if ev.Key() == tcell.KeyCtrlS && v.sv.err != nil {
			v.sv.open = true
			v.keysChanged()
			return true
		}
		return false
	}
	if v.sv.typing {
		switch ev.Key() {
		case tcell.KeyEscape:
			v.sv.typing = false
			v.keysChanged()
		case tcell.KeyEnter:
			v.saveElsewhere()
		case tcell.KeyBackspace, tcell.KeyBackspace2:
			if r := []rune(v.sv.dir); len(r) > 0 {
				v.sv.dir = string(r[:len(r)-1])
			}
		case tcell.KeyCtrlU:
			v.sv.dir = ""
		case tcell.KeyRune:
			if len(v.sv.dir) < 4096 && unicode.IsPrint(ev.Rune()) {
				v.sv.dir += string(ev.Rune())
			}
		}
		return true
	}
	switch {
	case ev.Key() == tcell.KeyEnter, ev.Key() == tcell.KeyRune && ev.Rune() == 'r':
		v.save()
		if v.sv.err != nil {
			v.refuseT("ui.save.still_not")
		}
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'd':
		if v.hooks.saveIn != nil {
			v.sv.typing = true
			v.keysChanged()
		}
	case ev.Key() == tcell.KeyEscape:
		v.sv.open = false
		v.keysChanged()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'q':
		if v.hooks.leave != nil {
			v.hooks.leave()
		}
	}
	return true
}

// saveElsewhere saves the game in the directory typed.
func (v *SoloView) saveElsewhere() {
	path, err := v.hooks.saveIn(v.sv.dir, v.g, v.uiJSON())
	if err != nil {
		v.sv.err = err
		v.refuseT("ui.save.still_not")
		return
	}
	v.sv = saveTrouble{}
	v.sayT("ui.save.saved_in", escapeControls(path))
	v.keysChanged()
}

// saveLines are the step region's lines while the save failure is open:
// the reason and the ways out.
func (v *SoloView) saveLines(width int) []soloLine {
	l := v.cfg.lang()
	var out []soloLine
	add := func(text string, st tcell.Style) {
		for _, line := range wrapWords(text, width) {
			out = append(out, soloLine{line, st})
		}
	}
	add(tf(l, "ui.save.failed", escapeControls(oneLine(v.sv.err))), v.ink.err)
	if v.sv.typing {
		add(tr(l, "ui.save.dir_prompt")+" "+v.sv.dir+"_", v.ink.cursor)
		add(tr(l, "ui.save.dir_help"), v.ink.dim)
		return out
	}
	add(tr(l, "ui.save.at_risk"), v.ink.normal)
	add("r, Enter: "+tr(l, "ui.save.retry"), v.ink.normal)
	if v.hooks.saveIn != nil {
		add("d: "+tr(l, "ui.save.elsewhere"), v.ink.normal)
	}
	add("Esc: "+tr(l, "ui.save.play_on"), v.ink.normal)
	return out
}

// saveBanner is the warning over the step while a save failure is not
// open: it stays until a save succeeds.
func (v *SoloView) saveBanner(width int) []soloLine {
	if v.sv.err == nil || v.sv.open {
		return nil
	}
	var out []soloLine
	for _, line := range wrapWords(tf(v.cfg.lang(), "ui.save.banner", escapeControls(oneLine(v.sv.err))), width) {
		out = append(out, soloLine{line, v.ink.err})
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
