package ui

import (
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
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
	v.startMove()
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

// prefillMoveKey takes Enter in the move entry as the advised step, and
// after the start tile puts the cursor on the advised last tile. It
// reports whether it took the key.
func (v *SoloView) prefillMoveKey(ev *tcell.EventKey) bool {
	mv := &v.mv
	plan := v.pf.plan.Move
	if ev.Key() != tcell.KeyEnter || !v.prefilling() {
		return false
	}
	switch mv.stage {
	case guideStart:
		if v.ui.Cursor != plan.From {
			return false
		}
		v.guideTile(plan.From)
		if mv.stage == guideLast && mv.from == plan.From {
			v.ui.Cursor = plan.Last()
		}
		return true
	case guideTribe:
		if mv.from != plan.From || mv.to != plan.Last() || len(plan.Drops) == 0 {
			return false
		}
		v.guideTribe(plan.Drops[len(plan.Drops)-1].Tribe)
		return true
	case guidePath:
		if mv.from != plan.From || mv.to != plan.Last() || v.ui.Cursor != mv.to || len(mv.steps) > 0 || len(mv.colours) > 0 {
			return false
		}
		v.playMove(plan)
		return true
	}
	return false
}

// prefillChoice takes Enter on a prompt nothing was typed in as the
// advised choice; it reports whether it took the key.
func (v *SoloView) prefillChoice(ev *tcell.EventKey, o sultan.TurnOptions) bool {
	if ev.Key() != tcell.KeyEnter || !v.prefilling() || !v.promptFresh() {
		return false
	}
	plan := v.pf.plan
	var e sultan.Event
	switch o.Step {
	case sultan.TurnControl:
		e = sultan.ControlEvent(plan.Tent)
	case sultan.TurnTribe:
		e = sultan.TribeEvent(plan.Tribe)
	case sultan.TurnTile:
		e = sultan.TileActionEvent(plan.Tile)
	case sultan.TurnSale:
		if plan.Sale.Total() == 0 {
			return false // Enter alone sells nothing, as advised
		}
		e = sultan.SaleEvent(plan.Sale)
	default:
		return false
	}
	v.turnEvent(e)
	if v.msgErr {
		v.pf.on = false // refused: the player answers this step
	}
	return true
}

// prefillAnswered drops the advised turn once the player answered a step
// otherwise (the log grew by a key that was not the advised Enter).
func (v *SoloView) prefillAnswered(logBefore int) {
	if v.pf.on && len(v.g.Log()) != logBefore {
		v.pf.on = false
	}
}

// promptFresh reports whether nothing was typed in the pending prompt.
func (v *SoloView) promptFresh() bool {
	p := v.prompt()
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
		if !v.promptFresh() {
			return nil
		}
		what = v.pf.steps[o.Step]
		if o.Step == sultan.TurnSale && v.pf.plan.Sale.Total() == 0 {
			what = tr(l, "ui.prefill.no_sale")
		}
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
	var out []soloLine
	for _, line := range wrapWords(tf(l, "ui.prefill.line", what), w) {
		out = append(out, soloLine{line, v.ink.heading})
	}
	return out
}
