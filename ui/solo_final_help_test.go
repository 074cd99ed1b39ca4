package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// TestSoloFinalQuestionMarkHelps: in the final form, ? on a count field
// opens the help as F1 does, and the field keeps its value; the twin: on
// the Djinns' field (text) ? is typed, not the help.
func TestSoloFinalQuestionMarkHelps(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\r\rxx", sultan.Roll{White: 1, Black: 1})
	v := a.Screen().(*soloHost)
	f := newSoloFinalView(v.Game(), a.Config(), cardTally{})
	a.Show("solo final", f, f.Keys())
	before := f.fields[f.row].value
	a.Press(key('?'))
	if !a.HelpOpen() || f.msgErr {
		t.Fatalf("? on %q: help open %v, message %q", f.fields[f.row].label, a.HelpOpen(), f.msg)
	}
	if f.fields[f.row].value != before {
		t.Errorf("? changed the count: %q, was %q", f.fields[f.row].value, before)
	}
	a.Press(special(tcell.KeyEscape))
	if a.HelpOpen() {
		t.Fatal("Esc left the help open")
	}
	for f.fields[f.row].kind != fDjinns {
		a.Press(special(tcell.KeyDown))
	}
	a.Press(key('?'))
	if a.HelpOpen() {
		t.Errorf("? on the Djinns' names opened the help")
	}
}
