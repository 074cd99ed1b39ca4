package ui

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The solo screen's key tables: one a controller (a step of the round, a
// mode of the player's turn, the failed save), each key declared once for
// the help overlay and the dispatch.

// acts makes a handler of a key function that acts on the screen itself
// and leaves nothing for the host.
func acts(f func(ev *tcell.EventKey)) func(ev *tcell.EventKey) effect {
	return func(ev *tcell.EventKey) effect {
		f(ev)
		return none
	}
}

// arrows are the four arrow keys.
func arrows() []keyMatch {
	return onKey(tcell.KeyUp, tcell.KeyDown, tcell.KeyLeft, tcell.KeyRight)
}

// bindings are the keys the screen takes now, in the order dispatch tries
// them.
func (v *soloHost) bindings() []binding {
	if v.sv.open {
		return saveBindings(v)
	}
	var out []binding
	if v.sv.err != nil {
		out = append(out, binding{keys: onKey(tcell.KeyCtrlS), label: "Ctrl-S", help: tr(v.cfg.lang(), "ui.key.reopen_save"),
			handle: func(*tcell.EventKey) effect {
				v.sv.open = true
				v.keysChanged()
				return none
			}})
	}
	if m, ok := soloModes[v.mode]; ok {
		return append(out, m.bindings(v)...)
	}
	out = append(out, v.rw.tailBinding(), v.ys.allDoneBinding())
	// Esc on the sale prompt steps back, before the round's Esc (home).
	out = append(out, binding{keys: onKey(tcell.KeyEscape), label: "Esc", help: tr(v.cfg.lang(), "ui.key.sale_back"), handle: v.pm.key, shown: v.pm.onSale})
	out = append(out, roundBindings(v)...)
	if k, ok := soloSteps[v.step]; ok && k.bindings != nil {
		out = append(out, k.bindings(v)...)
	}
	return out
}

// rekey is the effect of ev as the key table now takes it: for a
// binding that stands before the others for one key and, not taking
// it, hands it on.
func rekey(v *soloHost, ev *tcell.EventKey) effect {
	b := dispatch(v.bindings(), ev)
	if b == nil {
		return none
	}
	if why := b.why(); why != "" {
		v.refuse("%s", why)
		return none
	}
	return b.handle(ev)
}

// roundBindings are the keys of every step of the round: undo, redo,
// home.
func roundBindings(v *soloHost) []binding {
	l := v.cfg.lang()
	leave := func(*tcell.EventKey) effect {
		if v.hooks.leave != nil {
			v.hooks.leave()
		}
		return none
	}
	return []binding{
		{keys: keysOf(onRunes("u"), onKey(tcell.KeyCtrlZ)), label: "u Ctrl-Z", help: tr(l, "ui.key.undo"),
			handle: func(*tcell.EventKey) effect { return effect{undo: true} }},
		// r names the Assassins' victim on the tile typed (the player's step).
		{keys: keysOf(onRunes("r"), onKey(tcell.KeyCtrlY)), label: "r Ctrl-Y", help: tr(l, "ui.key.redo"),
			shown:  func() bool { return !v.pr.victimTile() },
			handle: func(*tcell.EventKey) effect { return effect{redo: true} }},
		{keys: onKey(tcell.KeyCtrlY), label: "Ctrl-Y", help: tr(l, "ui.key.redo"),
			shown:  v.pr.victimTile,
			handle: func(*tcell.EventKey) effect { return effect{redo: true} }},
		{keys: keysOf(onRunes("q"), onKey(tcell.KeyEscape)), label: "q Esc", help: tr(l, "ui.key.home_saved"), handle: leave,
			shown: func() bool { return !v.pm.onSale() }},
		{keys: onRunes("q"), label: "q", help: tr(l, "ui.key.home_saved"), handle: leave, shown: v.pm.onSale},
	}
}

// saveBindings are the keys of the open save failure.
func saveBindings(v *soloHost) []binding {
	l := v.cfg.lang()
	h := v.sv.key
	if v.sv.typing {
		return []binding{
			{keys: onText(), label: tr(l, "ui.keyname.letters"), help: tr(l, "ui.save.key_dir"), handle: h},
			{keys: onKey(tcell.KeyBackspace2), label: "Backspace", help: tr(l, "ui.key.delete_letter"), handle: h},
			{keys: onKey(tcell.KeyCtrlU), label: "Ctrl-U", help: tr(l, "ui.key.clear_field"), handle: h},
			{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.save.key_save_there"), handle: h},
			{keys: onKey(tcell.KeyEscape), label: "Esc", help: tr(l, "ui.key.back"), handle: h},
		}
	}
	return []binding{
		{keys: keysOf(onRunes("r"), onKey(tcell.KeyEnter)), label: "r Enter", help: tr(l, "ui.save.key_retry"), handle: h},
		{keys: onRunes("d"), label: "d", help: tr(l, "ui.save.key_elsewhere"), handle: h,
			shown: func() bool { return v.hooks.saveIn != nil }},
		{keys: onKey(tcell.KeyEscape), label: "Esc", help: tr(l, "ui.save.key_play_on"), handle: h},
		{keys: onRunes("q"), label: "q", help: tr(l, "ui.save.key_leave"), handle: h},
	}
}

// rollBindings: Enter rolls (or redoes an undone roll: undo never
// re-rolls); two digits record the table's dice.
func rollBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.ys.rollKey
	return []binding{
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.roll"), handle: h},
		{keys: onRange('0', '9'), label: "1-6 1-6", help: tr(l, "ui.key.type_dice"), handle: h},
		{keys: onKey(tcell.KeyBackspace2), label: "Backspace", help: tr(l, "ui.key.delete_digit"), handle: h,
			shown: func() bool { return v.at.typedDice != "" }},
	}
}

// diceBindings: Enter goes on to Yazid's turn, o outbids, a advises.
func diceBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.ys.diceKey
	noOutbid := func() string {
		if _, ok := v.g.OutbidCost(); !ok {
			return tf(l, "ui.msg.no_outbid", v.ys.outbidWhyNot())
		}
		return ""
	}
	return []binding{
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.let_play"), handle: h},
		{keys: onRunes("o"), label: "o", help: tr(l, "ui.key.outbid"), handle: h, off: noOutbid},
		{keys: onRunes("e"), label: "e", help: tr(l, "ui.key.correct_target"), handle: v.ys.correctKey,
			shown: func() bool { _, c, err := v.g.Targets(v.ui.Answers...); return err == nil && c == nil }},
		{keys: onRunes("a"), label: "a", help: tr(l, "ui.key.advise_outbid"), handle: h,
			off: func() string {
				if why := noOutbid(); why != "" {
					return why
				}
				if cost, _ := v.g.OutbidCost(); v.g.Player().Coins < cost {
					return tf(l, "ui.msg.no_outbid", v.ys.outbidWhyNot())
				}
				return ""
			}},
	}
}

// chooseBindings: the candidates for Yazid's target, and the one taken.
func chooseBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.ys.chooseKey
	return []binding{
		{keys: onRange('1', '9'), label: "1-9 1-9", help: tr(l, "ui.key.choose_rc"), handle: h},
		{keys: onKey(tcell.KeyBackspace2), label: "Backspace", help: tr(l, "ui.key.delete_digit"), handle: h,
			shown: func() bool { return v.at.tile != "" }},
		{keys: keysOf(arrows(), onKey(tcell.KeyTab, tcell.KeyBacktab), onRunes("jkgG")),
			label: tr(l, "ui.keyname.arrows_tab") + " j k g G", help: tr(l, "ui.key.to_candidate"), handle: h},
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.choose_target"), handle: h},
		{keys: onRunes("a"), label: "a", help: tr(l, "ui.key.advise_target"), handle: h},
		// The roll went straight to the choice: the dice's outbid, before
		// the first answer.
		{keys: onRunes("o"), label: "o", help: tr(l, "ui.key.outbid"), handle: v.ys.diceKey,
			shown: func() bool { _, ok := v.g.OutbidCost(); return ok && len(v.ui.Answers) == 0 }},
	}
}

// confirmBindings: Enter resolves (a losing turn needs y), e corrects
// meeples; while Yazid's Merchants take unknown cards, how many are
// Fakirs.
func confirmBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.ys.confirmKey
	asking := func() bool { return v.at.askingFakirs }
	answering := func() bool { return !v.at.askingFakirs }
	return []binding{
		{keys: onRange('0', '9'), label: fakirsLabel(v), help: tr(l, "ui.key.fakirs_count"), handle: h, shown: asking},
		{keys: onText(), label: tr(l, "ui.keyname.other"), help: tr(l, "ui.key.prompt_other"), handle: h, shown: asking},
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.confirm"), handle: h, shown: answering},
		{keys: onRunes("y"), label: "y", help: tr(l, "ui.key.confirm"), handle: h,
			shown: func() bool {
				t, _, err := v.ys.preview()
				return answering() && err == nil && t.Lost != game.NotLost
			}},
		{keys: onRunes("e"), label: "e", help: tr(l, "ui.key.correct_target"), handle: h, shown: answering},
	}
}

// checklistBindings tick lines off; when all are ticked Enter goes on.
func checklistBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.ys.checklistKey
	return []binding{
		{keys: keysOf(onKey(tcell.KeyEnter), onRunes(" ")), label: "Enter " + tr(l, "ui.keyname.space"), help: tr(l, "ui.key.tick"), handle: h},
		{keys: onRunes("a"), label: "a", help: tr(l, "ui.key.tick_all"), handle: h},
		{keys: keysOf(onKey(tcell.KeyUp, tcell.KeyDown), onRunes("jk")), label: tr(l, "ui.keyname.up_down_jk"), help: tr(l, "ui.key.move_line"), handle: h},
		{keys: keysOf(onKey(tcell.KeyHome, tcell.KeyEnd), onRunes("gG")), label: tr(l, "ui.keyname.first_last"), help: tr(l, "ui.key.first_last"), handle: h},
	}
}

// playerBindings are the menu of the player's turn: the question the
// turn waits for, the move, the advice, the free edits.
func playerBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.pm.key
	pending := func() bool { _, p := v.pm.turnOptions(); return p }
	free := func() bool { return !pending() }
	moved := func() bool { _, m := v.g.Turn(); return m }
	canSkip := func() bool { o, p := v.pm.turnOptions(); return p && o.CanSkip }
	advice := func(ev *tcell.EventKey) effect {
		level := hintFull
		if ev.Rune() == 'A' {
			level = hintStart
		}
		return v.ad.open(level)
	}
	return []binding{
		{keys: keysOf(onRange('0', '9'), onRunes(optionKeys[10:]+"ct")), label: "0-9 d-z", help: tr(l, "ui.key.prompt_pick"), handle: h, shown: pending},
		{keys: onRunes("s"), label: "s", help: tr(l, "ui.key.prompt_skip"), handle: h, shown: canSkip},
		{keys: onKey(tcell.KeyBackspace2), label: "Backspace", help: tr(l, "ui.key.delete_letter"), handle: h, shown: pending},
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.prompt_answer"), handle: h, shown: pending},
		{keys: onRunes("aA"), label: "a A", help: tr(l, "ui.key.advice"), handle: advice, shown: free},
		{keys: onRange('1', '9'), label: "1-9 1-9", help: tr(l, "ui.key.enter_move"), handle: h,
			shown: func() bool { return !moved() && !pending() }},
		{keys: onRunes("m"), label: "m", help: tr(l, "ui.key.enter_move"), handle: h},
		{keys: onRunes("e"), label: "e", help: tr(l, "ui.key.edit_any"), handle: h},
		{keys: onRunes("h"), label: "h", help: tr(l, "ui.key.holdings"), handle: h},
		{keys: onRunes("y"), label: "y", help: tr(l, "ui.key.yazid"), handle: h},
		{keys: onRunes("p"), label: "p", help: tr(l, "ui.key.powers"), handle: h},
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.turn_done"), handle: h, shown: free},
		{keys: onText(), label: tr(l, "ui.keyname.other"), help: tr(l, "ui.key.prompt_other"), handle: h, shown: pending},
	}
}

// cleanupBindings end the round, or the game when the rules end it
// (Enter, or x then too); p plays a power after the turn's last step.
func cleanupBindings(v *soloHost) []binding {
	l, h := v.cfg.lang(), v.re.key
	ends := func() bool { return v.re.endsNow() != sultan.EndNone }
	return []binding{
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.end_now"), handle: h, shown: ends},
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(l, "ui.key.cleanup_done"),
			// The rows refilled behind the cards still known (sultan.RefilledRows).
			handle: func(*tcell.EventKey) effect {
				return play(stepPending, func() { v.sayT("ui.msg.next_round", v.g.Round()) }, sultan.CleanUpEvent(sultan.RefilledRows(v.g.State())))
			},
			shown: func() bool { return !ends() }},
		// x is offered only when the rules end the game (the engine's end).
		{keys: onRunes("x"), label: "x", help: tr(l, "ui.key.end_x"), handle: h, shown: ends},
		{keys: onRunes("p"), label: "p", help: tr(l, "ui.key.powers"), handle: h},
		{keys: onRunes("s"), label: "s", help: tr(l, "ui.key.sell"), handle: v.re.sell,
			shown: func() bool { return v.re.saleGoods() != "" }},
	}
}

// overBindings: Enter opens the final form of an ended game.
func overBindings(v *soloHost) []binding {
	final := func(*tcell.EventKey) effect {
		if v.g.Over() && v.hooks.finish != nil {
			v.hooks.finish()
		}
		return none
	}
	return []binding{{keys: onKey(tcell.KeyEnter), label: "Enter", help: tr(v.cfg.lang(), "ui.key.final"), handle: final}}
}

// textBindings are the keys of a text field whose handler is h: letters,
// Backspace, Ctrl-U, Enter, Esc.
func textBindings(l string, h func(ev *tcell.EventKey) effect, letters, enter, esc string) []binding {
	return []binding{
		{keys: onText(), label: tr(l, "ui.keyname.letters"), help: letters, handle: h},
		{keys: onKey(tcell.KeyBackspace2), label: "Backspace", help: tr(l, "ui.key.delete_letter"), handle: h},
		{keys: onKey(tcell.KeyCtrlU), label: "Ctrl-U", help: tr(l, "ui.key.clear_field"), handle: h},
		{keys: onKey(tcell.KeyEnter), label: "Enter", help: enter, handle: h},
		{keys: onKey(tcell.KeyEscape), label: "Esc", help: esc, handle: h},
	}
}

// formBindings are the keys of a form of lines (holdings, Yazid's
// corrections) whose handler is h.
func formBindings(l string, h func(ev *tcell.EventKey) effect, typing, enter string) []binding {
	lines := binding{keys: onKey(tcell.KeyUp, tcell.KeyDown, tcell.KeyTab, tcell.KeyBacktab),
		label: tr(l, "ui.keyname.up_down") + " Tab", help: tr(l, "ui.key.choose_line"), handle: h}
	return append([]binding{lines}, textBindings(l, h, typing, enter, tr(l, "ui.key.cancel"))...)
}

// fakirsLabel names the answers to the Fakirs among Yazid's cards: 0 to
// the cards his Merchants take.
func fakirsLabel(v *soloHost) string {
	if !v.at.askingFakirs {
		return "0-9"
	}
	t, _, err := v.ys.preview()
	if err != nil {
		return "0-9"
	}
	return fmt.Sprintf("0-%d", cardsTaken(v.g.State(), t.Merchants()))
}
