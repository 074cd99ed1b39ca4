package ui

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Keys lists the keys of the step shown, for the help overlay: its key
// table.
func (v *soloHost) Keys() []KeyHelp { return helpOf(v.bindings()) }

// yazidSteps is the controller of Yazid's part of the round: the roll,
// the dice and the outbid, the choice of his target, the confirmed
// targets and the checklist of his turn; it keeps what the redirects
// take (rd), and its host the game.
type yazidSteps struct {
	h       *soloHost
	rd      redirectCache // what each answer to a redirect takes (solo_step_choose.go)
	allDone afterAll      // the checklist left by a, for the Enter after it
}

// rollKey: Enter rolls (or redoes an undone roll: undo never re-rolls);
// two digits record the table's dice.
func (ys *yazidSteps) rollKey(ev *tcell.EventKey) effect {
	switch {
	case ev.Key() == tcell.KeyEnter:
		if redo := ys.h.g.RedoLog(); len(redo) > 0 && redo[len(redo)-1].Kind == sultan.EventRoll && len(ys.h.ui.Redo) > 0 {
			return effect{redo: true, done: func() { ys.h.sayT("ui.msg.same_dice") }}
		}
		dice := ys.h.dice
		if dice == nil {
			ys.h.refuseT("ui.msg.no_dice")
			return none
		}
		r, err := dice.Roll()
		if err != nil {
			ys.h.refuseT("ui.msg.dice_failed", err)
			return none
		}
		e := play(stepPending, func() { ys.h.sayT("ui.msg.rolled", rollWords(ys.h.cfg.lang(), r)) }, sultan.RollEvent(r))
		e.next = ys.choiceAsked
		return e
	case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
		if ys.h.at.typedDice != "" {
			ys.h.at.typedDice = ys.h.at.typedDice[:len(ys.h.at.typedDice)-1]
		}
	case ev.Key() == tcell.KeyRune && ev.Rune() >= '0' && ev.Rune() <= '9':
		d := ev.Rune()
		if d < '1' || d > '6' {
			ys.h.refuseT("ui.msg.die_range", d)
			return none
		}
		ys.h.at.typedDice += string(d)
		if len(ys.h.at.typedDice) == 2 {
			r := sultan.Roll{White: int(ys.h.at.typedDice[0] - '0'), Black: int(ys.h.at.typedDice[1] - '0')}
			ys.h.at.typedDice = ""
			e := play(stepPending, func() { ys.h.sayT("ui.msg.recorded", rollWords(ys.h.cfg.lang(), r)) }, sultan.RollEvent(r))
			e.next = ys.choiceAsked
			return e
		}
	}
	return none
}

// choiceAsked follows a roll that asks the choice of Yazid's target (an
// empty tile, a black 6's short column): the screen goes straight to the
// choice, which shows the outbid offer too (o), so the dice's Enter
// would only have led there; u goes back to the dice (and their outbid
// advice). Any other roll shows the dice.
func (ys *yazidSteps) choiceAsked() effect {
	if ys.h.step != stepDice {
		return none
	}
	if _, c, err := ys.h.g.Targets(); err == nil && c != nil {
		ys.h.ui.Answers = nil
		ys.h.enterStep(stepChoose)
		return kept(nil)
	}
	return none
}

// diceKey: Enter goes on to Yazid's turn, o outbids.
func (ys *yazidSteps) diceKey(ev *tcell.EventKey) effect {
	switch {
	case ev.Key() == tcell.KeyEnter:
		ys.h.ui.Answers = nil
		return ys.toChoiceOrConfirm()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'o':
		cost, ok := ys.h.g.OutbidCost()
		if !ok {
			ys.h.refuseT("ui.msg.no_outbid", ys.outbidWhyNot())
			return none
		}
		return play(stepPending, func() { ys.h.sayT("ui.msg.outbid_paid", cost) }, sultan.OutbidEvent())
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'a':
		ys.adviseOutbid()
	}
	return none
}

func (ys *yazidSteps) outbidWhyNot() string {
	if ys.h.g.Pending().ReRoll {
		return tr(ys.h.cfg.lang(), "ui.msg.outbid_once")
	}
	r, _ := ys.h.g.CurrentRoll()
	return tf(ys.h.cfg.lang(), "ui.msg.outbid_cost", r.Cost(), ys.h.g.Player().Coins)
}

// toChoiceOrConfirm asks the next missing answer or shows the targets.
func (ys *yazidSteps) toChoiceOrConfirm() effect {
	_, c, err := ys.h.g.Targets(ys.h.ui.Answers...)
	if err != nil {
		ys.h.refuse("%s", oneLine(err))
		return none
	}
	if c != nil {
		ys.h.enterStep(stepChoose)
		return kept(nil)
	}
	// One decision, one key: the targets' meeples are on the board, so
	// the Enter that took the dice (or the last target) lets Yazid play;
	// the confirmation step stays for what is still to ask (the meeples
	// of a tile not entered, the Fakirs among his cards, a losing turn's
	// y) and for e.
	ys.h.enterStep(stepConfirm)
	if e := ys.confirmKey(tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone)); len(e.events) > 0 {
		return e
	}
	ys.h.keysChanged()
	return kept(nil)
}

// correctKey: e on the dice corrects the first target's meeples, then
// the confirmation lets Yazid play.
func (ys *yazidSteps) correctKey(*tcell.EventKey) effect {
	ts, c, err := ys.h.g.Targets(ys.h.ui.Answers...)
	if err != nil || c != nil || len(ts) == 0 {
		ys.h.refuseT("ui.msg.no_target")
		return none
	}
	ys.h.ui.Cursor = ts[0].Place
	ys.h.te.startToken(ys.h.ui.Cursor, stepConfirm)
	return none
}

// chooseKey moves among the candidates and takes one.
func (ys *yazidSteps) chooseKey(ev *tcell.EventKey) effect {
	_, c, err := ys.h.g.Targets(ys.h.ui.Answers...)
	if err != nil || c == nil {
		return ys.toChoiceOrConfirm()
	}
	cur := ys.h.ui.Cursor
	b := ys.h.g.Board()
	// A tile typed: its row, then its column, among those listed.
	typed := ys.h.at.tile
	ys.h.at.tile = ""
	switch r := ev.Rune(); {
	case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
		if typed != "" {
			ys.h.at.tile = typed[:len(typed)-1]
		}
		return none
	case ev.Key() == tcell.KeyRune && r >= '1' && r <= '9':
		if typed += string(r); len(typed) < 2 {
			ys.h.at.tile = typed
			return none
		}
		cur = tileOf(typed)
		ev = tcell.NewEventKey(tcell.KeyEnter, 0, 0)
	}
	if ev.Key() == tcell.KeyRune {
		// The candidates as a list: j k the next and the one before,
		// g G the first and the last.
		switch ev.Rune() {
		case 'j':
			ev = tcell.NewEventKey(tcell.KeyTab, 0, 0)
		case 'k':
			ev = tcell.NewEventKey(tcell.KeyBacktab, 0, 0)
		case 'g':
			ys.h.ui.Cursor = c.Candidates[0]
			return none
		case 'G':
			ys.h.ui.Cursor = c.Candidates[len(c.Candidates)-1]
			return none
		case 'a':
			return ys.adviseTarget()
		}
	}
	switch ev.Key() {
	case tcell.KeyUp:
		cur.Row = min(cur.Row+1, b.Rows)
	case tcell.KeyDown:
		cur.Row = max(cur.Row-1, 1)
	case tcell.KeyLeft:
		cur.Col = max(cur.Col-1, 1)
	case tcell.KeyRight:
		cur.Col = min(cur.Col+1, b.Cols)
	case tcell.KeyTab, tcell.KeyBacktab:
		i := 0
		for j, p := range c.Candidates {
			if p == cur {
				i = j + 1
				if ev.Key() == tcell.KeyBacktab {
					i = j - 1 + len(c.Candidates)
				}
			}
		}
		cur = c.Candidates[i%len(c.Candidates)]
	case tcell.KeyEnter:
		if !containsPlace(c.Candidates, cur) {
			ys.h.refuseT("ui.msg.not_candidate", whereIn(ys.h.cfg.lang(), b, cur), printerOf(ys.h.cfg.lang()).Choice(*c))
			return none
		}
		ys.h.ui.Answers = append(ys.h.ui.Answers, cur)
		ys.h.sayT("ui.msg.strikes", whereIn(ys.h.cfg.lang(), b, cur))
		return ys.toChoiceOrConfirm()
	}
	ys.h.ui.Cursor = cur
	return none
}

// preview plays Yazid's turn on a copy of the table: what it would do.
// With the Fakirs among the cards his Merchants take known, the copy holds
// them at the front of the resource row.
func (ys *yazidSteps) preview() (sultan.Turn, sultan.State, error) {
	st := ys.h.g.State()
	if st.Resources == nil && ys.h.at.fakirs >= 0 {
		st.Resources = []game.Resource{}
		for i := 0; i < 20; i++ {
			r := game.Resource{Good: game.Fish}
			if i < ys.h.at.fakirs {
				r = game.Resource{Fakir: true}
			}
			st.Resources = append(st.Resources, r)
		}
	}
	before := st.Clone()
	r, ok := ys.h.g.CurrentRoll()
	if !ok {
		return sultan.Turn{}, before, fmt.Errorf("no roll")
	}
	t, err := sultan.ResolveTurn(&st, r, ys.h.g.Rules(), ys.h.ui.Answers)
	return t, before, err
}

// confirmKey: Enter resolves (a losing turn needs y), e corrects meeples.
func (ys *yazidSteps) confirmKey(ev *tcell.EventKey) effect {
	t, _, err := ys.preview()
	if err != nil {
		ys.h.refuse("%s", oneLine(err))
		ys.h.enterStep(stepDice)
		return none
	}
	if ys.h.at.askingFakirs {
		ys.fakirsKey(ev, t.Merchants())
		if !ys.h.at.askingFakirs && ys.h.at.fakirs >= 0 && ev.Key() == tcell.KeyRune {
			// Asked after Enter let Yazid play: the answer lets him.
			return ys.confirmKey(tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone))
		}
		return none
	}
	if ev.Key() == tcell.KeyEnter {
		unknown := ys.h.unknownTiles()
		for _, tg := range t.Targets {
			if unknown[tg.Place] {
				ys.h.rv.start(tg.Place, modeMenu)
				return none
			}
		}
		if n := t.Merchants(); n > 0 && ys.h.at.fakirs < 0 && unknownCardsTaken(ys.h.g.State(), n) {
			// The step asks: the message line says nothing more.
			ys.h.at.askingFakirs = true
			ys.h.keysChanged() // ? lists the answers now
			return none
		}
	}
	loses := t.Lost != game.NotLost
	switch {
	case ev.Key() == tcell.KeyEnter && loses && !ys.h.at.loseOK:
		ys.h.at.loseOK = true
		ys.h.refuseT("ui.msg.turn_loses", lossWords(ys.h.cfg.lang(), t.Lost))
	case ev.Key() == tcell.KeyEnter && !loses, ev.Key() == tcell.KeyRune && ev.Rune() == 'y' && loses:
		ys.h.ui.Ticks = nil
		events := []sultan.Event{sultan.ResolveEvent(ys.h.ui.Answers...)}
		if row := ys.fakirRow(t); row != nil {
			// The row is not tracked: it stands for the cards Yazid takes
			// during his turn only, so that he keeps the Fakirs; the real
			// row is counted after it, the Djinn row kept.
			roll, _ := ys.h.g.CurrentRoll()
			in, out, err := sultan.StandInRows(ys.h.g.State(), row, roll, ys.h.g.Rules(), ys.h.ui.Answers)
			if err != nil {
				ys.h.refuse("%s", oneLine(err))
				return none
			}
			events = append([]sultan.Event{sultan.RowsEvent(in)}, events[0])
			if !loses {
				// A turn that loses ends the game: no row comes after it.
				events = append(events, sultan.RowsEvent(out))
			}
		}
		return play(stepChecklist, func() { ys.h.sayT("ui.msg.played") }, events...)
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'e':
		if len(t.Targets) == 0 {
			ys.h.refuseT("ui.msg.no_target")
			return none
		}
		ys.h.ui.Cursor = t.Targets[0].Place
		ys.h.te.startToken(ys.h.ui.Cursor, stepConfirm)
	}
	return none
}

// checklistKey ticks lines off; when all are ticked Enter goes on.
func (ys *yazidSteps) checklistKey(ev *tcell.EventKey) effect {
	n := len(ys.h.ui.Ticks)
	all := func() bool {
		for _, t := range ys.h.ui.Ticks {
			if !t {
				return false
			}
		}
		return true
	}
	switch ev = listKey(ev); {
	case ev.Key() == tcell.KeyUp:
		ys.h.at.check = max(ys.h.at.check-1, 0)
	case ev.Key() == tcell.KeyDown:
		ys.h.at.check = min(ys.h.at.check+1, max(n-1, 0))
	case ev.Key() == tcell.KeyHome:
		ys.h.at.check = 0
	case ev.Key() == tcell.KeyEnd:
		ys.h.at.check = max(n-1, 0)
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'a':
		// Every line done: Enter would be the only answer left.
		for i := range ys.h.ui.Ticks {
			ys.h.ui.Ticks[i] = true
		}
		ys.allDone = afterAll{on: true, at: ys.h.g.Len()}
		e := ys.afterChecklist()
		// Said once the step that follows is known: the player's turn,
		// or the clean-up after an outbid (the turn played first).
		e.done = func() { ys.h.sayT("ui.msg.checklist_all", stepWords(ys.h.cfg.lang(), ys.h.step)) }
		return e
	case ev.Key() == tcell.KeyEnter && all(), n == 0:
		return ys.afterChecklist()
	case ev.Key() == tcell.KeyEnter, ev.Key() == tcell.KeyRune && ev.Rune() == ' ':
		if n == 0 {
			return none
		}
		ys.h.ui.Ticks[ys.h.at.check] = !ys.h.ui.Ticks[ys.h.at.check]
		if ys.h.ui.Ticks[ys.h.at.check] {
			for i := 1; i <= n; i++ {
				j := (ys.h.at.check + i) % n
				if !ys.h.ui.Ticks[j] {
					ys.h.at.check = j
					break
				}
			}
		}
		if all() {
			ys.h.sayT("ui.msg.all_done")
		}
		return kept(nil)
	}
	return none
}

// afterChecklist goes on to the step the game waits for.
func (ys *yazidSteps) afterChecklist() effect { return markStep(stepPending, nil) }

// afterAll is the checklist left by a (every line ticked, and on), for
// the key that follows it.
type afterAll struct {
	on bool
	at int // the log length it belongs to
}

// allDoneBinding takes the Enter that went on after a when a only
// ticked the lines: it says that a went on, and the step that follows
// never takes it (the turn's Enter ends the turn, the clean-up's the
// round). Any other key goes on to the step; after a turn of Yazid's
// that ends the game, Enter goes on to the final form as ever.
func (ys *yazidSteps) allDoneBinding() binding {
	l := ys.h.cfg.lang()
	return binding{keys: keysOf(onText(), onKey(tcell.KeyEnter, tcell.KeyEscape, tcell.KeyBackspace2, tcell.KeyTab, tcell.KeyUp, tcell.KeyDown, tcell.KeyLeft, tcell.KeyRight)),
		label: "Enter", help: tr(l, "ui.key.after_all"),
		shown: func() bool {
			s := ys.h.step
			return ys.allDone.on && ys.allDone.at == ys.h.g.Len() && ys.h.mode == modeMenu && (s == stepPlayer || s == stepCleanup)
		},
		handle: func(ev *tcell.EventKey) effect {
			ys.allDone.on = false
			if ev.Key() == tcell.KeyEnter {
				ys.h.sayT("ui.msg.checklist_enter")
				return none
			}
			return rekey(ys.h, ev)
		}}
}

// playerMenu is the controller of the player's turn as the step shows
// it: the question the turn waits for, the move, the free edits.
type playerMenu struct{ h *soloHost }

// roundEnd is the controller of the clean-up and of the game's end.
type roundEnd struct{ h *soloHost }

// key is the menu of the player's turn: the prompt of the decision
// the turn waits for, the move (its start tile's row and column, or m),
// the free edits.
func (pm *playerMenu) key(ev *tcell.EventKey) effect {
	o, pending := pm.turnOptions()
	if pending {
		if e, ok := pm.h.pf.choice(ev, o); ok {
			return e
		}
	}
	if n := pm.h.g.Len(); pending && pm.h.pr.key(ev, o) {
		e := pm.h.pr.flush()
		if pm.h.pf.keeps(o, ev) {
			return e
		}
		return e.then(func() { pm.h.pf.answered(n) })
	}
	tp, moved := pm.h.g.Turn()
	switch {
	case pending && ev.Key() == tcell.KeyEnter:
		pm.h.refuseT("ui.msg.turn_waits", stepName(pm.h.cfg.lang(), o.Step))
	case !moved && len(tp.Powers) > 0 && ev.Key() == tcell.KeyEnter:
		// A power used before the move (the Horn of Plenty, the
		// Enchanting Flute) begins the turn: its move is due, the turn
		// cannot be passed (sultan: a begun turn is done before the roll
		// or the clean-up).
		pm.h.refuseT("ui.msg.move_after_power")
	case !moved && ev.Key() == tcell.KeyRune && ev.Rune() >= '1' && ev.Rune() <= '9':
		pm.h.mv.start()
		return pm.h.mv.handle(ev)
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'm':
		if moved {
			pm.h.refuseT("ui.msg.move_entered")
			return none
		}
		pm.h.mv.start()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'e':
		pm.h.mode = modeEdit
		if !pm.h.g.Board().Contains(pm.h.ui.Cursor) {
			pm.h.ui.Cursor = game.Place{Col: 1, Row: 1}
		}
		pm.h.sayT("ui.msg.edit_start")
		pm.h.keysChanged()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'h':
		pm.h.hold.start()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'y':
		pm.h.yz.start()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'p':
		pm.h.pw.start()
	case pending && ev.Key() == tcell.KeyRune:
		pm.h.refuseT("ui.msg.prompt_key", ev.Rune(), stepName(pm.h.cfg.lang(), o.Step))
	case ev.Key() == tcell.KeyEnter && !moved && pm.hasMove() && !pm.h.at.passOK:
		// Enter never skips the move the screen offers: a second Enter
		// passes the turn (played by hand with the free edits).
		pm.h.at.passOK = true
		pm.h.refuseT("ui.msg.pass_confirm")
	case ev.Key() == tcell.KeyEnter:
		return pm.goesOn()
	}
	return none
}

// hasMove says whether the engine waits for a move it has a legal one
// for (sultan.Game.Pending: no legal move goes on by itself).
func (pm *playerMenu) hasMove() bool {
	d := pm.h.g.Pending()
	return d.Kind == sultan.DecideTurn && d.Step == sultan.TurnMove
}

func (v *soloHost) keysChanged() {
	if v.hooks.keys != nil {
		v.hooks.keys(v.Keys())
	}
}

// endsNow is why the game ends at this clean-up (sultan.Game.Pending:
// the engine alone decides), EndNone when the next round comes.
func (re *roundEnd) endsNow() sultan.EndReason {
	d := re.h.g.Pending()
	if d.Kind == sultan.DecideEnd || d.Kind == sultan.DecideTurn {
		return d.End // DecideTurn: a turn played by hand, closed here
	}
	return sultan.EndNone
}

// key ends the round, or the game when the rules end it (Enter, or
// x then too).
func (re *roundEnd) key(ev *tcell.EventKey) effect {
	x := ev.Key() == tcell.KeyRune && ev.Rune() == 'x'
	end := re.endsNow() != sultan.EndNone
	if x && !end {
		re.h.refuseT("ui.msg.end_not_now")
		return none
	}
	ending := end && (ev.Key() == tcell.KeyEnter || x)
	if p, y := re.h.g.Player(), re.h.g.Yazid(); ending && sultan.FinalLoss(p.Viziers, y.Council) != game.NotLost && !re.h.at.loseOK {
		// Solo sheet: the game is lost without more Viziers than the
		// Council (the engine's rule, sultan.FinalLoss).
		re.h.at.loseOK = true
		re.h.refuseT("ui.msg.end_loses", p.Viziers, y.Council, keyName(ev))
		return none
	}
	switch {
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'p':
		re.h.pw.start() // a power after the turn's last step
	case ev.Key() == tcell.KeyEnter && !end:
		// The rows refilled behind the cards still known (sultan.RefilledRows).
		return play(stepPending, func() { re.h.sayT("ui.msg.next_round", re.h.g.Round()) }, sultan.CleanUpEvent(sultan.RefilledRows(re.h.g.State())))
	case ev.Key() == tcell.KeyEnter, x:
		return re.endGame()
	}
	return none
}

// endGame plays the end check. The round is not cleaned up first, so the
// game ends in the round that was played, not in the next one.
func (re *roundEnd) endGame() effect {
	return play(stepPending, func() {
		if l := re.h.g.Lost(); l != game.NotLost {
			re.h.refuseT("ui.msg.over_lost", lossWords(re.h.cfg.lang(), l))
		} else {
			re.h.sayT("ui.msg.over_survived")
		}
	}, sultan.EndEvent())
}

// turnSummary says briefly what Yazid's turn t would do to the table
// before, in lang, for the dice and confirm steps: the steps of
// sultan.Steps that change the game's danger and score.
func turnSummary(lang string, t sultan.Turn, before sultan.State, rules sultan.Rules) string {
	return printerOf(lang).Summary(sultan.Steps(before, t, rules), before.Player.Viziers)
}

// anyUnknown reports a target whose meeples are not entered yet.
func (ys *yazidSteps) anyUnknown(ts []sultan.Target) bool {
	unknown := ys.h.unknownTiles()
	for _, t := range ts {
		if unknown[t.Place] {
			return true
		}
	}
	return false
}

// keyName names a key for messages.
func keyName(ev *tcell.EventKey) string {
	if ev.Key() == tcell.KeyRune {
		return string(ev.Rune())
	}
	return ev.Name()
}

// fakirRow is the resource row that stands for the cards Yazid's
// Merchants take when the row is not tracked (sultan.StandInRow). Nil when
// no count was asked.
func (ys *yazidSteps) fakirRow(t sultan.Turn) []string {
	n := t.Merchants()
	st := ys.h.g.State()
	if ys.h.at.fakirs < 0 || n == 0 || !unknownCardsTaken(st, n) {
		return nil
	}
	return sultan.StandInRow(cardsTaken(st, n), ys.h.at.fakirs)
}

// fakirsKey reads how many of the cards Yazid takes are Fakirs.
func (ys *yazidSteps) fakirsKey(ev *tcell.EventKey, n int) {
	switch {
	case ev.Key() == tcell.KeyEscape:
		ys.h.at.askingFakirs = false
		ys.h.keysChanged()
	case ev.Key() == tcell.KeyRune && ev.Rune() >= '0' && ev.Rune() <= '9':
		k := int(ev.Rune() - '0')
		if most := cardsTaken(ys.h.g.State(), n); k > most {
			ys.h.refuseT(countKey("ui.msg.fakirs_most", n), n, most)
			return
		}
		ys.h.at.fakirs, ys.h.at.askingFakirs = k, false
		ys.h.sayT("ui.msg.fakirs_set", k)
		ys.h.keysChanged()
	default:
		ys.h.sayT(countKey("ui.msg.fakirs_ask", n), n, cardsTaken(ys.h.g.State(), n))
	}
}

// cardsTaken is how many cards n Merchants take from the resource row as
// the engine counts it (tracked or not).
func cardsTaken(st sultan.State, n int) int { return min(n, st.ResourceCount()) }

// unknownCardsTaken reports whether n Merchants take cards nobody has
// entered: more than the row's known front.
func unknownCardsTaken(st sultan.State, n int) bool {
	return st.Resources == nil && cardsTaken(st, n) > len(st.KnownResources())
}
