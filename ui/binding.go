package ui

import (
	"unicode"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// keyMatch is a key a binding takes: a special key, or a rune from lo to
// hi typed.
type keyMatch struct {
	key    tcell.Key
	lo, hi rune
}

// onKey matches the special keys ks (Backspace takes both of its codes).
func onKey(ks ...tcell.Key) []keyMatch {
	var out []keyMatch
	for _, k := range ks {
		out = append(out, keyMatch{key: k})
		if k == tcell.KeyBackspace2 {
			out = append(out, keyMatch{key: tcell.KeyBackspace})
		}
	}
	return out
}

// onRunes matches each rune of s.
func onRunes(s string) []keyMatch {
	var out []keyMatch
	for _, r := range s {
		out = append(out, keyMatch{key: tcell.KeyRune, lo: r, hi: r})
	}
	return out
}

// onRange matches the runes lo to hi.
func onRange(lo, hi rune) []keyMatch {
	return []keyMatch{{key: tcell.KeyRune, lo: lo, hi: hi}}
}

// onText matches every rune typed: a text field.
func onText() []keyMatch { return onRange(' ', unicode.MaxRune) }

// matches reports whether ev is the key.
func (m keyMatch) matches(ev *tcell.EventKey) bool {
	if m.key != tcell.KeyRune {
		return ev.Key() == m.key
	}
	return ev.Key() == tcell.KeyRune && ev.Rune() >= m.lo && ev.Rune() <= m.hi
}

// sample is one key the match takes, for tests.
func (m keyMatch) sample() *tcell.EventKey {
	if m.key != tcell.KeyRune {
		return tcell.NewEventKey(m.key, 0, 0)
	}
	return tcell.NewEventKey(tcell.KeyRune, m.lo, 0)
}

// keysOf joins key matches.
func keysOf(ms ...[]keyMatch) []keyMatch {
	var out []keyMatch
	for _, m := range ms {
		out = append(out, m...)
	}
	return out
}

// binding is one line of a controller's keys, declared once: the keys it
// takes, how the help overlay names them and what it says they do, the
// handler, and why it is off. The overlay (helpOf) and the dispatch
// (dispatch) read the same table, so they cannot drift apart.
type binding struct {
	keys  []keyMatch
	label string // the keys as the overlay names them
	help  string
	// handle does what the key does and returns what the host carries
	// out.
	handle func(ev *tcell.EventKey) effect
	// shown reports the binding in use in the controller's state (nil:
	// always); one not shown is neither listed nor dispatched.
	shown func() bool
	// off says why the binding is off now ("": on): it is listed with the
	// reason, and its keys show the reason instead of acting.
	off func() string
}

// present reports the binding in use now.
func (b *binding) present() bool { return b.shown == nil || b.shown() }

// why is the reason the binding is off, "" when on.
func (b *binding) why() string {
	if b.off == nil {
		return ""
	}
	return b.off()
}

// takes reports whether ev is one of the binding's keys.
func (b *binding) takes(ev *tcell.EventKey) bool {
	for _, m := range b.keys {
		if m.matches(ev) {
			return true
		}
	}
	return false
}

// dispatch finds the binding of bs that takes ev: the first present one
// whose keys match; nil when none does (the key is not listed, so it
// does nothing).
func dispatch(bs []binding, ev *tcell.EventKey) *binding {
	for i := range bs {
		if b := &bs[i]; b.present() && b.takes(ev) {
			return b
		}
	}
	return nil
}

// helpOf is the help overlay's list of bs: every binding present, an off
// one with why.
func helpOf(bs []binding) []KeyHelp {
	var out []KeyHelp
	for i := range bs {
		b := &bs[i]
		if !b.present() {
			continue
		}
		what := b.help
		if why := b.why(); why != "" {
			what += " (" + why + ")"
		}
		out = append(out, KeyHelp{b.label, what})
	}
	return out
}

// effect is what a key asks of the solo screen's host, which alone
// changes the game and saves: events to apply as one answered decision
// and the step shown after them, or a step marked with no event (a
// decision answered with nothing to record), or the screen state kept
// (a tick, the advice shown), or an undo or a redo; then what to say.
// The host saves once per effect. The zero effect asks nothing.
type effect struct {
	events []sultan.Event
	// step is the step shown after the events; with no events, the step
	// marked (stepPending: the one the game waits for).
	step soloStep
	// keep saves the screen state, the game unchanged.
	keep bool
	// undo and redo take back or play again one step.
	undo, redo bool
	// back leaves a step marked with no event for the step under it (the
	// sale opened from the clean-up): not an undo, nothing to redo.
	back bool
	// saveIn saves the game in the directory the failed save's
	// controller had typed, and there from then on.
	saveIn bool
	// done runs once the effect is carried out (a message).
	done func()
	// refused runs when the events are refused (nothing applied).
	refused func()
	// next is the effect that follows once this one is carried out (the
	// move that goes on after a tile's reveal), with a save of its own.
	next func() effect
}

// none is the effect of a key that changed only its controller's state.
var none = effect{}

// play asks for events to be applied as one step, then for done.
func play(step soloStep, done func(), events ...sultan.Event) effect {
	return effect{events: events, step: step, done: done}
}

// markStep asks for step to be shown as a step the player can undo to,
// no event recorded, then for done.
func markStep(step soloStep, done func()) effect {
	return effect{step: step, done: done}
}

// kept asks for the screen state to be saved, then for done.
func kept(done func()) effect { return effect{keep: true, done: done} }

// then runs f after the effect is carried out, whether or not its
// events were refused, and returns it.
func (e effect) then(f func()) effect {
	done, refused := e.done, e.refused
	e.done = func() {
		if done != nil {
			done()
		}
		f()
	}
	e.refused = func() {
		if refused != nil {
			refused()
		}
		f()
	}
	return e
}
