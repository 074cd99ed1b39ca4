package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// keyOn reports whether ev reaches a binding of the screen that is on.
func keyOn(v *soloHost, ev *tcell.EventKey) bool {
	b := dispatch(v.bindings(), ev)
	return b != nil && b.why() == ""
}

// soloAt is the solo screen at each controller a round shows: a name and
// how to get there.
func soloAt(t *testing.T) map[string]func() *soloHost {
	one := sultan.Roll{White: 1, Black: 1}
	player := func() *soloHost {
		v, _ := newTestSolo(t, nil, one)
		toPlayerTurn(t, v)
		return v
	}
	then := func(v *soloHost, keys string) *soloHost {
		for _, ev := range formKeys(keys) {
			v.key(ev)
		}
		return v
	}
	return map[string]func() *soloHost{
		"roll":      func() *soloHost { v, _ := newTestSolo(t, nil, one); return v },
		"dice":      func() *soloHost { v, _ := newTestSolo(t, nil, one); return then(v, "\n") },
		"confirm":   func() *soloHost { v, _ := newTestSolo(t, nil, one); return then(v, "\n\n") },
		"checklist": func() *soloHost { v, _ := newTestSolo(t, nil, one); return then(v, "\n\n\n") },
		"choose": func() *soloHost {
			v, _ := newTestSolo(t, redirectSetup(t), sultan.Roll{White: 2, Black: 2})
			return then(v, "\n\n")
		},
		"player":    player,
		"move":      func() *soloHost { return then(player(), "m") },
		"move last": func() *soloHost { return then(player(), "12") },
		"edit":      func() *soloHost { return then(player(), "e") },
		"token":     func() *soloHost { return then(player(), "e\n") },
		"holdings":  func() *soloHost { return then(player(), "h") },
		"yazid":     func() *soloHost { return then(player(), "y") },
		"advice":    func() *soloHost { return then(player(), "a") },
		"hint":      func() *soloHost { return then(player(), "A") },
		"cleanup":   func() *soloHost { return then(player(), "\n") },
		"reveal": func() *soloHost {
			return then(newUnknownSolo(t, one), "\n\n\n")
		},
		"powers": func() *soloHost {
			v, _ := newTestSolo(t, powersSetup(t), one)
			toPlayerTurn(t, v)
			return then(v, "1213p")
		},
		"prompt": func() *soloHost {
			v, _ := newTestSolo(t, assassinsSetup(t), one)
			toPlayerTurn(t, v)
			return then(v, "1214")
		},
	}
}

// samples are keys a match takes: each rune of a short run, the first
// of a text field's.
func samples(m keyMatch) []*tcell.EventKey {
	if m.key != tcell.KeyRune || m.hi-m.lo > 128 {
		return []*tcell.EventKey{m.sample()}
	}
	var out []*tcell.EventKey
	for r := m.lo; r <= m.hi; r++ {
		out = append(out, tcell.NewEventKey(tcell.KeyRune, r, 0))
	}
	return out
}

// everyKey is every key a player can press that a test tries.
func everyKey() []*tcell.EventKey {
	var out []*tcell.EventKey
	for r := rune(' '); r <= '~'; r++ {
		out = append(out, tcell.NewEventKey(tcell.KeyRune, r, 0))
	}
	for _, k := range []tcell.Key{tcell.KeyEnter, tcell.KeyEscape, tcell.KeyBackspace, tcell.KeyBackspace2, tcell.KeyTab, tcell.KeyBacktab,
		tcell.KeyUp, tcell.KeyDown, tcell.KeyLeft, tcell.KeyRight, tcell.KeyHome, tcell.KeyEnd, tcell.KeyPgUp, tcell.KeyPgDn,
		tcell.KeyDelete, tcell.KeyInsert, tcell.KeyF2, tcell.KeyCtrlA, tcell.KeyCtrlS, tcell.KeyCtrlU, tcell.KeyCtrlY, tcell.KeyCtrlZ} {
		out = append(out, tcell.NewEventKey(k, 0, 0))
	}
	return out
}

// TestSoloKeysListedAreDispatched: at every controller of the solo
// screen, each key the help overlay lists reaches its own binding (none
// shadowed by another), and each line has its keys, words and handler;
// the twin: a key no binding lists does nothing at all (no message, no
// event, the same step and mode), so nothing is handled unlisted.
func TestSoloKeysListedAreDispatched(t *testing.T) {
	for name, open := range soloAt(t) {
		t.Run(name, func(t *testing.T) {
			v := open()
			bs := v.bindings()
			if len(helpOf(bs)) == 0 {
				t.Fatalf("no keys listed (step %s, mode %d, %q)", v.Step(), v.mode, v.Message())
			}
			for i := range bs {
				b := &bs[i]
				if !b.present() {
					continue
				}
				if b.label == "" || b.help == "" || b.handle == nil || len(b.keys) == 0 {
					t.Errorf("binding %q %q: label, help, handler or keys missing", b.label, b.help)
				}
				for _, m := range b.keys {
					for _, ev := range samples(m) {
						if got := dispatch(bs, ev); got != b {
							t.Errorf("%q listed for %q: dispatched to %v", keyName(ev), b.label, bindingName(got))
						}
					}
				}
			}
			log, step, mode := len(v.g.Log()), v.Step(), v.mode
			for _, ev := range everyKey() {
				if dispatch(v.bindings(), ev) != nil {
					continue
				}
				v.key(ev)
				if v.Message() != "" || len(v.g.Log()) != log || v.Step() != step || v.mode != mode {
					t.Errorf("%s, listed nowhere, acted: %q, log %d, step %s, mode %d", keyName(ev), v.Message(), len(v.g.Log()), v.Step(), v.mode)
				}
			}
		})
	}
}

func bindingName(b *binding) string {
	if b == nil {
		return "nothing"
	}
	return fmt.Sprintf("%q", b.label)
}

// TestSoloHelpIsTheTable: the help overlay the shell shows for the solo
// screen lists exactly its key table, at each controller, and an off
// key with why it is off (o at the dice without the coins).
func TestSoloHelpIsTheTable(t *testing.T) {
	a := newMemApp(t)
	v, _ := newTestSolo(t, func(s *sultan.Setup) { s.Player.Coins = 3 }, sultan.Roll{White: 2, Black: 2})
	a.Show("solo game", v, v.Keys())
	v.hooks.keys = a.SetKeys
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepDice {
		t.Fatalf("step %s", v.Step())
	}
	a.Press(key('?'))
	screen := drawScreen(t, a.Root(), 80, 24)
	for _, k := range helpOf(v.bindings()) {
		if !strings.Contains(review2Flat(screen), strings.Fields(k.What)[0]) || !strings.Contains(screen, k.Key) {
			t.Errorf("help lacks %q %q:\n%s", k.Key, k.What, screen)
		}
	}
	if !strings.Contains(review2Flat(screen), "it costs 4 coins") {
		t.Errorf("o off without its reason:\n%s", screen)
	}
	var _ tview.Primitive = v
}
