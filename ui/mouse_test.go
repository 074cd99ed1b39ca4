package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// mouseScreen records whether the mouse is on.
type mouseScreen struct {
	tcell.SimulationScreen
	mouse, set bool
}

func (s *mouseScreen) EnableMouse(...tcell.MouseFlags) { s.mouse, s.set = true, true }
func (s *mouseScreen) DisableMouse()                   { s.mouse, s.set = false, true }

// TestMouseSetting: mouse: false leaves the mouse to the terminal (for
// selecting text), and the settings screen turns it off and on at once.
func TestMouseSetting(t *testing.T) {
	scr := &mouseScreen{SimulationScreen: newTestScreen(t, screenWidth, screenHeight)}
	cfg := DefaultConfig()
	cfg.NoColor = true
	var saved []bool
	a := NewApp(cfg, Deps{Clock: fixedClock, Screen: scr, SaveConfig: func(c Config) error {
		saved = append(saved, c.Mouse)
		return nil
	}})
	a.Press(key('c'))
	s, ok := a.Screen().(*SettingsView)
	if !ok {
		t.Fatalf("c opened %q", a.Current())
	}
	settingsAt(t, s, "mouse")
	a.Press(key(' '))
	a.Press(special(tcell.KeyCtrlS))
	if len(saved) != 1 || saved[0] || a.Config().Mouse {
		t.Fatalf("saved %v, in force %v: want the mouse off", saved, a.Config().Mouse)
	}
	if !scr.set || scr.mouse {
		t.Errorf("the terminal's mouse: set %v, on %v; want it turned off", scr.set, scr.mouse)
	}
	a.Press(key(' '))
	a.Press(special(tcell.KeyCtrlS))
	if !a.Config().Mouse || !scr.mouse {
		t.Errorf("turned on again: in force %v, terminal %v", a.Config().Mouse, scr.mouse)
	}
}
