package ui

import (
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// An advised turn entered step by step: Enter on the advice fills the
// guided entry with it, one step at a time: the cursor on the start tile,
// then on the last tile, the path and colours, then each choice of the
// turn pre-selected. Enter takes the step; any other answer changes it,
// and from then on the turn is the player's own (nothing more is
// pre-selected).

// prefillState is the advised turn being entered.
type prefillState struct {
	on    bool
	round int // the round it was advised in
	plan  sultan.TurnPlan
	// steps say in the player's words what each choice of the plan does.
	steps map[sultan.TurnStep]string
	// powersOnly: a Flying Carpet move, played through the Carpet's
	// prompt: only its powers after the move are reminded.
	powersOnly bool
}

// advisedTurn is the controller of an advised turn entered step by
// step: the plan, and what each of its choices does.
type advisedTurn struct {
	prefillState
	h *soloHost
}

// startCarpet keeps the Flying Carpet move plan, played through the
// Carpet's prompt, for the reminders of its powers after the move.
func (pt *advisedTurn) startCarpet(plan sultan.TurnPlan) {
	pt.prefillState = prefillState{on: true, round: pt.h.g.Round(), plan: plan, steps: map[sultan.TurnStep]string{}, powersOnly: true}
}

// start starts entering plan through the guided entry.
func (pt *advisedTurn) start(plan sultan.TurnPlan) {
	pt.prefillState = prefillState{on: true, round: pt.h.g.Round(), plan: plan, steps: map[sultan.TurnStep]string{}}
	if p, err := sultan.BeginPlan(pt.h.g.State(), plan); err == nil {
		pt.sayStepsFrom(p)
	}
	pt.h.mv.start()
	pt.h.ui.Cursor = plan.Move.From
	pt.h.sayT("ui.msg.prefill")
}

// sayStepsFrom says what each step of the plan left to p does, from a
// copy of the turn played by the plan from there on.
func (pt *advisedTurn) sayStepsFrom(p *sultan.TurnInPlay) {
	l, plan := pt.h.cfg.lang(), pt.plan
	said := turnParts(l, p.Progress())
	cards := tf(l, "ui.did.cards", "")
	for range 8 {
		step, ok := playPlanStep(p, plan)
		if !ok {
			break
		}
		now := turnParts(l, p.Progress())
		var parts []string
		for _, s := range now {
			// After the Horn of Plenty the cards are the table's: its
			// line names those the advice knows.
			if !slices.Contains(said, s) && !(hornBefore(plan) && strings.HasPrefix(s, cards)) {
				parts = append(parts, s)
			}
		}
		pt.steps[step], said = strings.Join(parts, "; "), now
	}
}

// playPlanStep plays the step p waits for with plan's choice; it reports
// the step and false when the turn is done or the step refused.
func playPlanStep(p *sultan.TurnInPlay, plan sultan.TurnPlan) (sultan.TurnStep, bool) {
	var err error
	step := p.Progress().Step
	switch {
	case step == sultan.TurnControl:
		err = p.Control(plan.Tent)
	case step == sultan.TurnTribe:
		err = p.Tribe(plan.Tribe)
	case step == sultan.TurnTile:
		err = p.Tile(plan.Tile)
	case step == sultan.TurnSale && plan.Sale.Total() > 0:
		err = p.Sell(plan.Sale)
	default:
		return step, false
	}
	return step, err == nil
}

// turnParts are the parts of what a turn did, as turnDid says them.
func turnParts(lang string, t sultan.TurnProgress) []string {
	return strings.Split(turnDid(lang, nil, t), "; ")
}

// active reports whether the advised turn still guides the entry:
// the same round, the player's turn, and the move (once made) the plan's.
func (pt *advisedTurn) active() bool {
	if !pt.on || pt.h.step != stepPlayer || pt.h.g.Round() != pt.round {
		return false
	}
	tp, moved := pt.h.g.Turn()
	return !moved || tp.Move.String() == pt.plan.Move.String()
}

// prefillKey takes Enter in the move entry as the advised step, and
// after the start tile puts the cursor on the advised last tile. It
// reports whether it took the key.
func (e *moveEntry) prefillKey(ev *tcell.EventKey) bool {
	mv := &e.moveState
	plan := e.h.pf.plan.Move
	if ev.Key() != tcell.KeyEnter || !e.h.pf.active() || e.h.pf.powersOnly {
		return false
	}
	switch mv.stage {
	case guideStart:
		if e.h.ui.Cursor != plan.From {
			return false
		}
		e.guideTile(plan.From)
		if mv.stage == guideLast && mv.from == plan.From {
			e.h.ui.Cursor = plan.Last()
		}
		return true
	case guideTribe:
		if mv.from != plan.From || mv.to != plan.Last() || len(plan.Drops) == 0 {
			return false
		}
		e.guideTribe(plan.Drops[len(plan.Drops)-1].Tribe)
		return true
	case guidePath:
		if mv.from != plan.From || mv.to != plan.Last() || e.h.ui.Cursor != mv.to || len(mv.steps) > 0 || len(mv.colours) > 0 {
			return false
		}
		e.playMove(plan)
		return true
	}
	return false
}

// choice takes Enter on a prompt nothing was typed in as the
// advised choice, when the screen says Enter takes it (prefillAdvice);
// it reports whether it took the key, and its effect.
func (pt *advisedTurn) choice(ev *tcell.EventKey, o sultan.TurnOptions) (effect, bool) {
	if ev.Key() != tcell.KeyEnter {
		return none, false
	}
	a := pt.advice(o)
	if a.enter == nil {
		return none, false
	}
	e := pt.h.pm.turnEvent(*a.enter)
	e.refused = func() { pt.on = false } // the player answers this step
	return e, true
}

// prefillAdvised is the advice at a prompt of the advised turn: what
// Enter takes (nil: Enter keeps the prompt's own meaning) and the line
// that says it (empty: the advice says nothing here).
type prefillAdvised struct {
	enter *sultan.Event
	line  string
}

// advice is the advice at the pending prompt o. Enter takes the
// advised answer only where the line says what it takes; never a draw
// the player makes at the table (an Item: the advice valued a hidden
// draw, its Item is shown as the estimate it is, and the player chooses
// what was drawn), never a skip (the advice names the key s: a skip is
// also the plan where the row is not tracked), never what the advice
// could not know (a Whim card's reward, the cards of an untracked row).
func (pt *advisedTurn) advice(o sultan.TurnOptions) prefillAdvised {
	if !pt.active() || pt.powersOnly {
		return prefillAdvised{}
	}
	l := pt.h.cfg.lang()
	plan, p := pt.plan, pt.h.pr.state()
	takes := func(e sultan.Event, what string) prefillAdvised {
		if what == "" {
			return prefillAdvised{} // nothing to show: Enter takes nothing
		}
		return prefillAdvised{enter: &e, line: tf(l, "ui.prefill.line", what)}
	}
	skip := prefillAdvised{line: tf(l, "ui.prefill.skip", stepName(l, o.Step))}
	if o.Step == sultan.TurnTile && o.Type == game.Workshop && plan.Tile.Item != "" {
		if p.item == "" {
			return prefillAdvised{line: hiddenItemLine(l, plan.Tile.Item)}
		}
		// The Item typed: the advised payment, when there is a choice.
		if p.djinn != "" || p.text != "" || len(o.Payments) < 2 || !slices.Contains(o.Payments, plan.Tile.Pay) {
			return prefillAdvised{}
		}
		return takes(sultan.TileActionEvent(sultan.TileChoice{Item: p.item, Pay: plan.Tile.Pay}),
			tf(l, "ui.prefill.pay", printerOf(l).Payment(plan.Tile.Pay)))
	}
	if !pt.fresh() {
		return prefillAdvised{}
	}
	switch o.Step {
	case sultan.TurnControl:
		return takes(sultan.ControlEvent(plan.Tent), pt.steps[o.Step])
	case sultan.TurnTribe:
		switch {
		case o.Tribe == game.Artisan && plan.Tribe.Item != "":
			return prefillAdvised{line: hiddenItemLine(l, plan.Tribe.Item)}
		case o.Tribe == game.Merchant:
			return prefillAdvised{} // the row not tracked: the advice chose no cards
		case plan.Tribe.Skip:
			return skip
		}
		what := pt.steps[o.Step]
		if o.Tribe == game.Builder && o.MaxFakirs > 0 && what != "" {
			fakirs := tr(l, "ui.prefill.no_fakirs")
			if n := plan.Tribe.Fakirs; n > 0 {
				fakirs = tf(l, countKey("ui.prefill.fakirs", n), n)
			}
			what = fakirs + ": " + what
		}
		return takes(sultan.TribeEvent(plan.Tribe), what)
	case sultan.TurnTile:
		switch {
		case o.Type.IsCity():
			return prefillAdvised{} // a Whim card's reward: not known to the advice
		case plan.Tile.Skip:
			return skip
		case hornBefore(plan) && len(plan.Tile.Picks) > 0:
			// The market's cards lie where the Horn ordered the row at
			// the table, its refill unknown to the advice.
			return prefillAdvised{}
		case thiefNotFaceUp(pt.h.g.State(), plan.Tile.Djinn):
			// The advice played a stand-in for the face-up Thief, not
			// entered then: Enter buys no Thief the table may not show.
			return prefillAdvised{}
		}
		what := pt.steps[o.Step]
		if plan.Tile.Pay != "" && len(o.Payments) > 1 && what != "" {
			what += tf(l, "ui.prefill.paid", printerOf(l).Payment(plan.Tile.Pay))
		}
		return takes(sultan.TileActionEvent(plan.Tile), what)
	case sultan.TurnSale:
		if plan.Sale.Total() == 0 {
			// Enter alone sells nothing, as the prompt says and as advised.
			return prefillAdvised{line: tf(l, "ui.prefill.line", tr(l, "ui.prefill.no_sale"))}
		}
		return takes(sultan.SaleEvent(plan.Sale), pt.steps[o.Step])
	}
	return prefillAdvised{}
}

// thiefNotFaceUp reports name as a Thief that the tracked Thief row of
// st does not show, or any Thief while the row is not tracked.
func thiefNotFaceUp(st sultan.State, name string) bool {
	_, thief := game.LookupThief(name)
	return thief && !slices.Contains(st.ThiefRow, name)
}

// hiddenItemLine says that the Item drawn is the player's to type, and
// which one the advice reckoned with, as the estimate it is.
func hiddenItemLine(l, item string) string {
	if it, err := game.ParseItem(item); err == nil {
		item = itemWord(l, it)
	}
	return tf(l, "ui.prefill.item", item)
}

// enters reports whether Enter takes the advice at the prompt o.
func (pt *advisedTurn) enters(o sultan.TurnOptions) bool {
	return pt.advice(o).enter != nil
}

// sells reports an advised turn whose sale is pending and planned.
func (pt *advisedTurn) sells() bool {
	o, err := pt.h.g.TurnOptions()
	return err == nil && o.Step == sultan.TurnSale && pt.enters(o)
}

// keeps reports whether the advised turn still guides the entry
// once the prompt o is answered by ev otherwise than by its Enter: an
// Item drawn is what the table gave, not a turn of the player's own, and
// s where the advice skips is the advice followed.
func (pt *advisedTurn) keeps(o sultan.TurnOptions, ev *tcell.EventKey) bool {
	plan := pt.plan
	s := ev.Key() == tcell.KeyRune && ev.Rune() == 's'
	return o.Step == sultan.TurnTribe && o.Tribe == game.Artisan && plan.Tribe.Item != "" ||
		o.Step == sultan.TurnTile && o.Type == game.Workshop && plan.Tile.Item != "" ||
		s && o.Step == sultan.TurnTribe && plan.Tribe.Skip ||
		s && o.Step == sultan.TurnTile && plan.Tile.Skip
}

// answered drops the advised turn once the player answered a step
// otherwise (the log grew by a key that was not the advised Enter); a
// Carpet move's steps are the player's answers (powersOnly).
func (pt *advisedTurn) answered(logBefore int) {
	if pt.on && !pt.powersOnly && pt.h.g.Len() != logBefore {
		pt.on = false
	}
}

// fresh reports whether nothing was typed in the pending prompt.
func (pt *advisedTurn) fresh() bool {
	p := pt.h.pr.state()
	return p.fakirs < 0 && p.djinn == "" && p.item == "" && len(p.cards) == 0 && len(p.picks) == 0 && p.text == ""
}

// lines say the advised answer of the step shown, if any.
func (pt *advisedTurn) lines(w int, o sultan.TurnOptions, pending bool) []soloLine {
	if !pt.active() {
		return nil
	}
	l := pt.h.cfg.lang()
	b := pt.h.g.Board()
	plan := pt.plan.Move
	what := ""
	switch {
	case pending:
		return append(pt.powersLine(w, o), wrapLines(pt.advice(o).line, w, pt.h.ink.heading)...)
	case pt.h.mode != modeMove || pt.powersOnly:
		return nil
	case pt.h.mv.stage == guideStart:
		what = tf(l, "ui.prefill.from", whereIn(l, b, plan.From))
	case pt.h.mv.from != plan.From:
		return nil
	case pt.h.mv.stage == guideLast:
		what = tf(l, "ui.prefill.to", whereIn(l, b, plan.Last()))
	case pt.h.mv.to != plan.Last():
		return nil
	case pt.h.mv.stage == guideTribe && len(plan.Drops) > 0:
		t := plan.Drops[len(plan.Drops)-1].Tribe
		what = tf(l, "ui.prefill.tribe", tribeName(l, t, 2))
	case pt.h.mv.stage == guidePath && len(pt.h.mv.steps) == 0 && len(pt.h.mv.colours) == 0:
		what = tf(l, "ui.prefill.path", dropsBrief(l, plan))
	}
	if what == "" {
		return nil
	}
	if u, ok := hornOf(pt.plan); ok && !hornUsed(pt.h.g) {
		// The Horn orders the row before the move: said until used.
		what = tf(l, "ui.prefill.horn", hornFrontWords(l, u, pt.h.g.State(), pt.taken()), what)
	}
	if u, ok := fluteBeforeOf(pt.plan); ok && !itemUsed(pt.h.g, u.Power) {
		// The Flute moves meeples before the move: said until used.
		what = tf(l, "ui.prefill.flute", powerWord(l, u.Power), fluteWords(l, b, u), what)
	}
	return wrapLines(tf(l, "ui.prefill.line", what), w, pt.h.ink.heading)
}

// wrapLines are text's lines w wide in style st; none for no text.
func wrapLines(text string, w int, st tcell.Style) []soloLine {
	var out []soloLine
	if text == "" {
		return nil
	}
	for _, line := range wrapWords(text, w) {
		out = append(out, soloLine{line, st})
	}
	return out
}

// hornOf is the Horn of Plenty's use the plan makes before its move.
func hornOf(plan sultan.TurnPlan) (sultan.PowerUse, bool) {
	for _, u := range plan.Before {
		if u.Power == game.HornOfPlenty.Key() {
			return u, true
		}
	}
	return sultan.PowerUse{}, false
}

// hornBefore reports a plan that uses the Horn of Plenty before its move.
func hornBefore(plan sultan.TurnPlan) bool {
	_, ok := hornOf(plan)
	return ok
}

// hornFrontWords names, in lang, the cards the Merchants take of the row
// the Horn orders (advisor.HornFront): the row's, then the best of those
// drawn to refill it (hidden: the player sees them at the table).
func hornFrontWords(l string, u sultan.PowerUse, st sultan.State, n int) string {
	known, drawn := advisor.HornFront(u, st, n)
	var names []string
	for _, r := range known {
		if r.Fakir {
			names = append(names, tr(l, "ui.noun.fakir"))
		} else {
			names = append(names, trOr(l, "ui.good."+r.Good.String(), r.Good.String()))
		}
	}
	if len(drawn) > 0 {
		names = append(names, tf(l, countKey("ui.prefill.horn_drawn", len(drawn)), len(drawn)))
	}
	return strings.Join(names, ", ")
}

// taken is how many meeples the advised move takes from its last tile.
func (pt *advisedTurn) taken() int {
	p, err := sultan.BeginTurn(pt.h.g.State(), pt.plan.Move)
	if err != nil {
		return 0
	}
	return p.Progress().Taken
}

// hornUsed reports whether the turn of g used the Horn of Plenty.
func hornUsed(g *sultan.Game) bool { return itemUsed(g, game.HornOfPlenty.Key()) }

// itemUsed reports whether the turn of g used power.
func itemUsed(g *sultan.Game, power string) bool {
	t, _ := g.Turn()
	return slices.Contains(t.Powers, power)
}
