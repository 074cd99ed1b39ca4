package ui

import (
	"fmt"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// diceStep shows Yazid's dice large, his targets or the choice among
// them, what clearing the target does, and the outbid offer.
type diceStep struct {
	lang string
	// rolled: a roll is current (nothing is shown without one).
	rolled bool
	roll   sultan.Roll
	rules  sultan.Rules
	// room is the lines the step region has: with fewer than 6 the dice
	// take one line.
	room int
	// choice is the choice of target asked; nil when the targets are known.
	choice *sultan.Choice
	// previewed: the turn could be played on a copy; unknown: a target's
	// meeples are not entered; summary (turnSummary) and loses say what
	// the turn does.
	previewed bool
	unknown   bool
	summary   string
	loses     bool
	// canOutbid: the player may pay cost of their coins to play first.
	canOutbid   bool
	cost, coins int
}

func (ys *yazidSteps) diceView(brief bool) diceStep {
	s := diceStep{lang: ys.h.cfg.lang(), rules: ys.h.g.Rules(), room: ys.h.room, coins: ys.h.g.Player().Coins}
	s.cost, s.canOutbid = ys.h.g.OutbidCost()
	s.roll, s.rolled = ys.h.g.CurrentRoll()
	if !s.rolled || brief {
		return s
	}
	_, s.choice, _ = ys.h.g.Targets(ys.h.ui.Answers...)
	if s.choice == nil {
		if t, before, err := ys.preview(); err == nil {
			s.previewed = true
			s.unknown = ys.anyUnknown(t.Targets)
			if !s.unknown {
				s.summary = turnSummary(s.lang, t, before, ys.h.g.Rules())
				s.loses = t.Lost != game.NotLost
			}
		}
	}
	return s
}

func (s diceStep) title(round int) string { return tf(s.lang, "ui.step.dice", round) }

func (s diceStep) lines(w int) []stepLine {
	if !s.rolled {
		return nil
	}
	l, r := s.lang, s.roll
	var out []stepLine
	where := printerOf(l).RollWhere(r, s.rules)
	wrap := func(text string, k lineKind) {
		if textWidth(text) <= w {
			out = append(out, stepLine{text, k})
			return
		}
		for _, line := range wrapWords(text, w) {
			out = append(out, stepLine{line, k})
		}
	}
	if s.room > 0 && s.room < 6 {
		// Little room (the 7-row board at 80x24): the dice on one line.
		wrap(tf(l, "ui.dice.one_line", r.White, r.Black, where), lineHeading)
	} else {
		// The words beside the dice wrap under them.
		beside := func(dice, text string) {
			indent := textWidth(dice)
			for i, line := range wrapWords(text, max(w-indent, 10)) {
				if i > 0 {
					dice = strings.Repeat(" ", indent)
				}
				out = append(out, stepLine{dice + line, lineHeading})
			}
		}
		out = append(out, stepLine{"┌─────┐ ┌─────┐", lineHeading})
		beside(fmt.Sprintf("│  %d  │ │  %d  │  ", r.White, r.Black), rollWords(l, r))
		beside("└─────┘ └─────┘  ", where)
	}
	if s.choice != nil {
		wrap(printerOf(l).ChoiceBrief(*s.choice), lineNormal)
	} else if s.previewed && s.unknown {
		out = append(out, stepLine{tr(l, "ui.dice.unknown"), lineNormal})
	} else if s.previewed {
		sum := s.summary
		if sum == "" {
			sum = tr(l, "ui.dice.nothing")
		}
		k := lineNormal
		if s.loses {
			k = lineBad
			sum = tr(l, "ui.dice.loses") + " " + sum
		}
		for _, line := range wrapWords(tr(l, "ui.dice.clearing")+" "+sum, w) {
			out = append(out, stepLine{line, k})
		}
	}
	if s.canOutbid {
		wrap(tf(l, "ui.dice.outbid", s.cost, s.coins), lineHeading)
	}
	if s.choice == nil && s.previewed && !s.unknown {
		wrap(tr(l, "ui.dice.enter_correct"), lineDim) // the meeples known: e corrects them first
	} else {
		wrap(tr(l, "ui.dice.enter"), lineDim)
	}
	return out
}

// targetMarks mark Yazid's targets on the board from the dice on, the
// candidates of a choice, and in the choice the cursor.
func (ys *yazidSteps) targetMarks(bv *BoardView) {
	ts, c, err := ys.h.g.Targets(ys.h.ui.Answers...)
	if err != nil {
		return
	}
	bv.Targets = map[game.Place]bool{}
	for _, t := range ts {
		bv.Targets[t.Place] = true
	}
	for _, a := range ys.h.ui.Answers {
		bv.Targets[a] = true
	}
	if c != nil {
		bv.Candidates = map[game.Place]bool{}
		for _, p := range c.Candidates {
			bv.Candidates[p] = true
		}
		if ys.h.step == stepChoose {
			bv.Cursor, bv.ShowCursor = ys.h.ui.Cursor, true
		}
	}
}
