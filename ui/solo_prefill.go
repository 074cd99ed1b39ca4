package ui

import (
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
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
}

// prefill starts entering plan through the guided entry.
func (v *SoloView) prefill(plan sultan.TurnPlan) {
	v.pf = prefillState{on: true, round: v.g.Round(), plan: plan, steps: map[sultan.TurnStep]string{}}
	// What each step does, from a copy of the turn played by the plan.
	if p, err := sultan.BeginTurn(v.g.State(), plan.Move); err == nil {
		l := v.cfg.lang()
		said := turnParts(l, p.Progress())
		for range 8 {
			step, ok := playPlanStep(p, plan)
			if !ok {
				break
			}
			now := turnParts(l, p.Progress())
			var parts []string
			for _, s := range now {
				if !slices.Contains(said, s) {
					parts = append(parts, s)
				}
			}
			v.pf.steps[step], said = strings.Join(parts, "; "), now
		}
	}
	v.mv.start()
	v.ui.Cursor = plan.Move.From
	v.sayT("ui.msg.prefill")
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

// prefilling reports whether the advised turn still guides the entry:
// the same round, the player's turn, and the move (once made) the plan's.
func (v *SoloView) prefilling() bool {
	if !v.pf.on || v.step != stepPlayer || v.g.Round() != v.pf.round {
		return false
	}
	tp, moved := v.g.Turn()
	return !moved || tp.Move.String() == v.pf.plan.Move.String()
}

// prefillKey takes Enter in the move entry as the advised step, and
// after the start tile puts the cursor on the advised last tile. It
// reports whether it took the key.
func (e *moveEntry) prefillKey(ev *tcell.EventKey) bool {
	mv := &e.moveState
	plan := e.h.pf.plan.Move
	if ev.Key() != tcell.KeyEnter || !e.h.prefilling() {
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

// prefillChoice takes Enter on a prompt nothing was typed in as the
// advised choice, when the screen says Enter takes it (prefillAdvice);
// it reports whether it took the key.
func (v *SoloView) prefillChoice(ev *tcell.EventKey, o sultan.TurnOptions) bool {
	if ev.Key() != tcell.KeyEnter {
		return false
	}
	a := v.prefillAdvice(o)
	if a.enter == nil {
		return false
	}
	v.turnEvent(*a.enter)
	if v.msgErr {
		v.pf.on = false // refused: the player answers this step
	}
	return true
}

// prefillAdvised is the advice at a prompt of the advised turn: what
// Enter takes (nil: Enter keeps the prompt's own meaning) and the line
// that says it (empty: the advice says nothing here).
type prefillAdvised struct {
	enter *sultan.Event
	line  string
}

// prefillAdvice is the advice at the pending prompt o. Enter takes the
// advised answer only where the line says what it takes; never a draw
// the player makes at the table (an Item: the advice valued a hidden
// draw, its Item is shown as the estimate it is, and the player chooses
// what was drawn), never a skip (the advice names the key s: a skip is
// also the plan where the row is not tracked), never what the advice
// could not know (a Whim card's reward, the cards of an untracked row).
func (v *SoloView) prefillAdvice(o sultan.TurnOptions) prefillAdvised {
	if !v.prefilling() {
		return prefillAdvised{}
	}
	l := v.cfg.lang()
	plan, p := v.pf.plan, v.pr.state()
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
	if !v.promptFresh() {
		return prefillAdvised{}
	}
	switch o.Step {
	case sultan.TurnControl:
		return takes(sultan.ControlEvent(plan.Tent), v.pf.steps[o.Step])
	case sultan.TurnTribe:
		switch {
		case o.Tribe == game.Artisan && plan.Tribe.Item != "":
			return prefillAdvised{line: hiddenItemLine(l, plan.Tribe.Item)}
		case o.Tribe == game.Merchant:
			return prefillAdvised{} // the row not tracked: the advice chose no cards
		case plan.Tribe.Skip:
			return skip
		}
		what := v.pf.steps[o.Step]
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
		}
		what := v.pf.steps[o.Step]
		if plan.Tile.Pay != "" && len(o.Payments) > 1 && what != "" {
			what += tf(l, "ui.prefill.paid", printerOf(l).Payment(plan.Tile.Pay))
		}
		return takes(sultan.TileActionEvent(plan.Tile), what)
	case sultan.TurnSale:
		if plan.Sale.Total() == 0 {
			// Enter alone sells nothing, as the prompt says and as advised.
			return prefillAdvised{line: tf(l, "ui.prefill.line", tr(l, "ui.prefill.no_sale"))}
		}
		return takes(sultan.SaleEvent(plan.Sale), v.pf.steps[o.Step])
	}
	return prefillAdvised{}
}

// hiddenItemLine says that the Item drawn is the player's to type, and
// which one the advice reckoned with, as the estimate it is.
func hiddenItemLine(l, item string) string {
	if it, err := game.ParseItem(item); err == nil {
		item = it.String()
	}
	return tf(l, "ui.prefill.item", item)
}

// prefillEnters reports whether Enter takes the advice at the prompt o.
func (v *SoloView) prefillEnters(o sultan.TurnOptions) bool {
	return v.prefillAdvice(o).enter != nil
}

// prefillKeeps reports whether the advised turn still guides the entry
// once the prompt o is answered by ev otherwise than by its Enter: an
// Item drawn is what the table gave, not a turn of the player's own, and
// s where the advice skips is the advice followed.
func (v *SoloView) prefillKeeps(o sultan.TurnOptions, ev *tcell.EventKey) bool {
	plan := v.pf.plan
	s := ev.Key() == tcell.KeyRune && ev.Rune() == 's'
	return o.Step == sultan.TurnTribe && o.Tribe == game.Artisan && plan.Tribe.Item != "" ||
		o.Step == sultan.TurnTile && o.Type == game.Workshop && plan.Tile.Item != "" ||
		s && o.Step == sultan.TurnTribe && plan.Tribe.Skip ||
		s && o.Step == sultan.TurnTile && plan.Tile.Skip
}

// prefillAnswered drops the advised turn once the player answered a step
// otherwise (the log grew by a key that was not the advised Enter).
func (v *SoloView) prefillAnswered(logBefore int) {
	if v.pf.on && v.g.Len() != logBefore {
		v.pf.on = false
	}
}

// promptFresh reports whether nothing was typed in the pending prompt.
func (v *SoloView) promptFresh() bool {
	p := v.pr.state()
	return p.fakirs < 0 && p.djinn == "" && p.item == "" && len(p.cards) == 0 && len(p.picks) == 0 && p.text == ""
}

// prefillLines say the advised answer of the step shown, if any.
func (v *SoloView) prefillLines(w int, o sultan.TurnOptions, pending bool) []soloLine {
	if !v.prefilling() {
		return nil
	}
	l := v.cfg.lang()
	b := v.g.Board()
	plan := v.pf.plan.Move
	what := ""
	switch {
	case pending:
		return wrapLines(v.prefillAdvice(o).line, w, v.ink.heading)
	case v.mode != modeMove:
		return nil
	case v.mv.stage == guideStart:
		what = tf(l, "ui.prefill.from", whereIn(l, b, plan.From))
	case v.mv.from != plan.From:
		return nil
	case v.mv.stage == guideLast:
		what = tf(l, "ui.prefill.to", whereIn(l, b, plan.Last()))
	case v.mv.to != plan.Last():
		return nil
	case v.mv.stage == guideTribe && len(plan.Drops) > 0:
		t := plan.Drops[len(plan.Drops)-1].Tribe
		what = tf(l, "ui.prefill.tribe", tribeName(l, t, 2))
	case v.mv.stage == guidePath && len(v.mv.steps) == 0 && len(v.mv.colours) == 0:
		_, drops, _ := strings.Cut(plan.String(), ": ")
		what = tf(l, "ui.prefill.path", drops)
	}
	if what == "" {
		return nil
	}
	return wrapLines(tf(l, "ui.prefill.line", what), w, v.ink.heading)
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
