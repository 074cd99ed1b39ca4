package ui

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Keys lists the keys of the step shown, for the help overlay: its key
// table.
func (v *SoloView) Keys() []KeyHelp { return helpOf(v.bindings()) }

// rollKey: Enter rolls (or redoes an undone roll: undo never re-rolls);
// two digits record the table's dice.
func (v *SoloView) rollKey(ev *tcell.EventKey) {
	switch {
	case ev.Key() == tcell.KeyEnter:
		if redo := v.g.RedoLog(); len(redo) > 0 && redo[len(redo)-1].Kind == sultan.EventRoll && len(v.ui.Redo) > 0 {
			v.Redo()
			v.sayT("ui.msg.same_dice")
			return
		}
		dice := v.dice
		if dice == nil {
			v.refuseT("ui.msg.no_dice")
			return
		}
		r, err := dice.Roll()
		if err != nil {
			v.refuseT("ui.msg.dice_failed", err)
			return
		}
		if v.apply(stepDice, sultan.RollEvent(r)) == nil {
			v.sayT("ui.msg.rolled", rollWords(v.cfg.lang(), r))
		}
	case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
		if v.at.typedDice != "" {
			v.at.typedDice = v.at.typedDice[:len(v.at.typedDice)-1]
		}
	case ev.Key() == tcell.KeyRune && ev.Rune() >= '0' && ev.Rune() <= '9':
		d := ev.Rune()
		if d < '1' || d > '6' {
			v.refuseT("ui.msg.die_range", d)
			return
		}
		v.at.typedDice += string(d)
		if len(v.at.typedDice) == 2 {
			r := sultan.Roll{White: int(v.at.typedDice[0] - '0'), Black: int(v.at.typedDice[1] - '0')}
			v.at.typedDice = ""
			if v.apply(stepDice, sultan.RollEvent(r)) == nil {
				v.sayT("ui.msg.recorded", rollWords(v.cfg.lang(), r))
			}
		}
	}
}

// diceKey: Enter goes on to Yazid's turn, o outbids.
func (v *SoloView) diceKey(ev *tcell.EventKey) {
	switch {
	case ev.Key() == tcell.KeyEnter:
		v.ui.Answers = nil
		v.toChoiceOrConfirm()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'o':
		cost, ok := v.g.OutbidCost()
		if !ok {
			v.refuseT("ui.msg.no_outbid", v.outbidWhyNot())
			return
		}
		if v.apply(stepPlayer, sultan.OutbidEvent()) == nil {
			v.sayT("ui.msg.outbid_paid", cost)
		}
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'a':
		v.adviseOutbid()
	}
}

func (v *SoloView) outbidWhyNot() string {
	if v.g.Phase() == sultan.YazidAfterOutbid {
		return tr(v.cfg.lang(), "ui.msg.outbid_once")
	}
	r, _ := v.g.CurrentRoll()
	return tf(v.cfg.lang(), "ui.msg.outbid_cost", r.Cost(), v.g.Player().Coins)
}

// toChoiceOrConfirm asks the next missing answer or shows the targets.
func (v *SoloView) toChoiceOrConfirm() {
	_, c, err := v.g.Targets(v.ui.Answers...)
	if err != nil {
		v.refuse("%s", oneLine(err))
		return
	}
	if c != nil {
		v.enterStep(stepChoose)
		v.save()
		return
	}
	v.enterStep(stepConfirm)
	v.save()
}

// chooseKey moves among the candidates and takes one.
func (v *SoloView) chooseKey(ev *tcell.EventKey) {
	_, c, err := v.g.Targets(v.ui.Answers...)
	if err != nil || c == nil {
		v.toChoiceOrConfirm()
		return
	}
	cur := v.ui.Cursor
	b := v.g.Board()
	// A tile typed: its row, then its column, among those listed.
	typed := v.at.tile
	v.at.tile = ""
	switch r := ev.Rune(); {
	case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
		if typed != "" {
			v.at.tile = typed[:len(typed)-1]
		}
		return
	case ev.Key() == tcell.KeyRune && r >= '1' && r <= '9':
		if typed += string(r); len(typed) < 2 {
			v.at.tile = typed
			return
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
			v.ui.Cursor = c.Candidates[0]
			return
		case 'G':
			v.ui.Cursor = c.Candidates[len(c.Candidates)-1]
			return
		case 'a':
			v.adviseTarget()
			return
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
			v.refuseT("ui.msg.not_candidate", whereIn(v.cfg.lang(), b, cur), printerOf(v.cfg.lang()).Choice(*c))
			return
		}
		v.ui.Answers = append(v.ui.Answers, cur)
		v.sayT("ui.msg.strikes", whereIn(v.cfg.lang(), b, cur))
		v.toChoiceOrConfirm()
		return
	}
	v.ui.Cursor = cur
}

// preview plays Yazid's turn on a copy of the table: what it would do.
// With the Fakirs among the cards his Merchants take known, the copy holds
// them at the front of the resource row.
func (v *SoloView) preview() (sultan.Turn, sultan.State, error) {
	st := v.g.State()
	if st.Resources == nil && v.at.fakirs >= 0 {
		st.Resources = []game.Resource{}
		for i := 0; i < 20; i++ {
			r := game.Resource{Good: game.Fish}
			if i < v.at.fakirs {
				r = game.Resource{Fakir: true}
			}
			st.Resources = append(st.Resources, r)
		}
	}
	before := st.Clone()
	r, ok := v.g.CurrentRoll()
	if !ok {
		return sultan.Turn{}, before, fmt.Errorf("no roll")
	}
	t, err := sultan.ResolveTurn(&st, r, v.g.Rules(), v.ui.Answers)
	return t, before, err
}

// confirmKey: Enter resolves (a losing turn needs y), e corrects meeples.
func (v *SoloView) confirmKey(ev *tcell.EventKey) {
	t, _, err := v.preview()
	if err != nil {
		v.refuse("%s", oneLine(err))
		v.enterStep(stepDice)
		return
	}
	if v.at.askingFakirs {
		v.fakirsKey(ev, t.Merchants())
		return
	}
	if ev.Key() == tcell.KeyEnter {
		unknown := v.unknownTiles()
		for _, tg := range t.Targets {
			if unknown[tg.Place] {
				v.startReveal(tg.Place, modeMenu)
				return
			}
		}
		if n := t.Merchants(); n > 0 && v.at.fakirs < 0 && unknownCardsTaken(v.g.State(), n) {
			v.at.askingFakirs = true
			v.sayT(countKey("ui.msg.merchants_fakirs", n), n, n)
			return
		}
	}
	loses := t.Lost != game.NotLost
	switch {
	case ev.Key() == tcell.KeyEnter && loses && !v.at.loseOK:
		v.at.loseOK = true
		v.refuseT("ui.msg.turn_loses", lossWords(v.cfg.lang(), t.Lost))
	case ev.Key() == tcell.KeyEnter && !loses, ev.Key() == tcell.KeyRune && ev.Rune() == 'y' && loses:
		v.ui.Ticks = nil
		events := []sultan.Event{sultan.ResolveEvent(v.ui.Answers...)}
		if row := v.fakirRow(t); row != nil {
			// The row is not tracked: it stands for the cards Yazid takes
			// during his turn only, so that he keeps the Fakirs; the real
			// row is counted after it, the Djinn row kept.
			roll, _ := v.g.CurrentRoll()
			in, out, err := sultan.StandInRows(v.g.State(), row, roll, v.g.Rules(), v.ui.Answers)
			if err != nil {
				v.refuse("%s", oneLine(err))
				return
			}
			events = append([]sultan.Event{sultan.RowsEvent(in)}, events[0])
			if !loses {
				// A turn that loses ends the game: no row comes after it.
				events = append(events, sultan.RowsEvent(out))
			}
		}
		if v.apply(stepChecklist, events...) == nil {
			v.sayT("ui.msg.played")
		}
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'e':
		if len(t.Targets) == 0 {
			v.refuseT("ui.msg.no_target")
			return
		}
		v.ui.Cursor = t.Targets[0].Place
		v.startToken(v.ui.Cursor, stepConfirm)
	}
}

// checklistKey ticks lines off; when all are ticked Enter goes on.
func (v *SoloView) checklistKey(ev *tcell.EventKey) {
	n := len(v.ui.Ticks)
	all := func() bool {
		for _, t := range v.ui.Ticks {
			if !t {
				return false
			}
		}
		return true
	}
	switch ev = listKey(ev); {
	case ev.Key() == tcell.KeyUp:
		v.at.check = max(v.at.check-1, 0)
	case ev.Key() == tcell.KeyDown:
		v.at.check = min(v.at.check+1, max(n-1, 0))
	case ev.Key() == tcell.KeyHome:
		v.at.check = 0
	case ev.Key() == tcell.KeyEnd:
		v.at.check = max(n-1, 0)
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'a':
		for i := range v.ui.Ticks {
			v.ui.Ticks[i] = true
		}
		v.save()
	case ev.Key() == tcell.KeyEnter && all(), n == 0:
		v.afterChecklist()
	case ev.Key() == tcell.KeyEnter, ev.Key() == tcell.KeyRune && ev.Rune() == ' ':
		if n == 0 {
			return
		}
		v.ui.Ticks[v.at.check] = !v.ui.Ticks[v.at.check]
		if v.ui.Ticks[v.at.check] {
			for i := 1; i <= n; i++ {
				j := (v.at.check + i) % n
				if !v.ui.Ticks[j] {
					v.at.check = j
					break
				}
			}
		}
		if all() {
			v.sayT("ui.msg.all_done")
		}
		v.save()
	}
}

func (v *SoloView) afterChecklist() {
	switch {
	case v.g.Over():
		v.mark(stepOver)
	case v.g.Phase() == sultan.CleanUpDue:
		v.mark(stepCleanup)
	default:
		v.mark(stepPlayer)
	}
}

// playerKey is the menu of the player's turn: the prompt of the decision
// the turn waits for, the move (its start tile's row and column, or m),
// the free edits.
func (v *SoloView) playerKey(ev *tcell.EventKey) {
	o, pending := v.turnOptions()
	if pending && v.prefillChoice(ev, o) {
		return
	}
	if n := v.g.Len(); pending && v.pr.key(ev, o) {
		v.do(v.pr.flush())
		if !v.prefillKeeps(o, ev) {
			v.prefillAnswered(n)
		}
		return
	}
	_, moved := v.g.Turn()
	switch {
	case pending && ev.Key() == tcell.KeyEnter:
		v.refuseT("ui.msg.turn_waits", stepName(v.cfg.lang(), o.Step))
	case !moved && ev.Key() == tcell.KeyRune && ev.Rune() >= '1' && ev.Rune() <= '9':
		v.mv.start()
		v.do(v.mv.handle(ev))
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'm':
		if moved {
			v.refuseT("ui.msg.move_entered")
			return
		}
		v.mv.start()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'e':
		v.mode = modeEdit
		if !v.g.Board().Contains(v.ui.Cursor) {
			v.ui.Cursor = game.Place{Col: 1, Row: 1}
		}
		v.sayT("ui.msg.edit_start")
		v.keysChanged()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'h':
		v.startHoldings()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'y':
		v.startYazid()
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'p':
		v.pw.start()
	case pending && ev.Key() == tcell.KeyRune:
		v.refuseT("ui.msg.prompt_key", ev.Rune(), stepName(v.cfg.lang(), o.Step))
	case ev.Key() == tcell.KeyEnter:
		if v.g.Phase() == sultan.PlayerFirst {
			v.mark(stepRoll)
			v.sayT("ui.msg.now_reroll")
			return
		}
		v.mark(stepCleanup)
	}
}

func (v *SoloView) keysChanged() {
	if v.hooks.keys != nil {
		v.hooks.keys(v.Keys())
	}
}

// endsNow is why the game ends at this clean-up (sultan.Game.Pending:
// the engine alone decides), EndNone when the next round comes.
func (v *SoloView) endsNow() sultan.EndReason {
	d := v.g.Pending()
	if d.Kind == sultan.DecideEnd || d.Kind == sultan.DecideTurn {
		return d.End // DecideTurn: a turn played by hand, closed here
	}
	return sultan.EndNone
}

// cleanupKey ends the round, or the game when the rules end it (Enter, or
// x then too).
func (v *SoloView) cleanupKey(ev *tcell.EventKey) {
	x := ev.Key() == tcell.KeyRune && ev.Rune() == 'x'
	end := v.endsNow() != sultan.EndNone
	if x && !end {
		v.refuseT("ui.msg.end_not_now")
		return
	}
	ending := end && (ev.Key() == tcell.KeyEnter || x)
	if p, y := v.g.Player(), v.g.Yazid(); ending && p.Viziers <= y.Council && !v.at.loseOK {
		// Solo sheet: the game is lost without more Viziers than the Council.
		v.at.loseOK = true
		v.refuseT("ui.msg.end_loses", p.Viziers, y.Council, keyName(ev))
		return
	}
	switch {
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'p':
		v.pw.start() // a power after the turn's last step
	case ev.Key() == tcell.KeyEnter:
		if end {
			v.endGame()
			return
		}
		// The rows refilled behind the cards still known (sultan.RefilledRows).
		if v.apply(stepRoll, sultan.CleanUpEvent(sultan.RefilledRows(v.g.State()))) == nil {
			v.sayT("ui.msg.next_round", v.g.Round())
		}
	case x:
		v.endGame()
	}
}

// endGame plays the end check. The round is not cleaned up first, so the
// game ends in the round that was played, not in the next one.
func (v *SoloView) endGame() {
	if v.apply(stepOver, sultan.EndEvent()) == nil {
		if l := v.g.Lost(); l != game.NotLost {
			v.refuseT("ui.msg.over_lost", lossWords(v.cfg.lang(), l))
		} else {
			v.sayT("ui.msg.over_survived")
		}
	}
}

// turnSummary says briefly what Yazid's turn t would do to the table
// before, in lang, for the dice and confirm steps: the steps of
// sultan.Steps that change the game's danger and score.
func turnSummary(lang string, t sultan.Turn, before sultan.State, rules sultan.Rules) string {
	return printerOf(lang).Summary(sultan.Steps(before, t, rules), before.Player.Viziers)
}

// anyUnknown reports a target whose meeples are not entered yet.
func (v *SoloView) anyUnknown(ts []sultan.Target) bool {
	unknown := v.unknownTiles()
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
func (v *SoloView) fakirRow(t sultan.Turn) []string {
	n := t.Merchants()
	st := v.g.State()
	if v.at.fakirs < 0 || n == 0 || !unknownCardsTaken(st, n) {
		return nil
	}
	return sultan.StandInRow(cardsTaken(st, n), v.at.fakirs)
}

// fakirsKey reads how many of the cards Yazid takes are Fakirs.
func (v *SoloView) fakirsKey(ev *tcell.EventKey, n int) {
	switch {
	case ev.Key() == tcell.KeyEscape:
		v.at.askingFakirs = false
	case ev.Key() == tcell.KeyRune && ev.Rune() >= '0' && ev.Rune() <= '9':
		k := int(ev.Rune() - '0')
		if most := cardsTaken(v.g.State(), n); k > most {
			v.refuseT(countKey("ui.msg.fakirs_most", n), n, most)
			return
		}
		v.at.fakirs, v.at.askingFakirs = k, false
		v.sayT("ui.msg.fakirs_set", k)
	default:
		v.sayT(countKey("ui.msg.fakirs_ask", n), n, cardsTaken(v.g.State(), n))
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
