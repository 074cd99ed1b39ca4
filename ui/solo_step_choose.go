package ui

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// chooseStep is the player's choice of Yazid's target among the tiles
// marked ?.
type chooseStep struct {
	lang string
	// choice is the choice asked; nil when none is left.
	choice *sultan.Choice
	board  *game.Board
	cursor game.Place
	// typed are the digits of a tile typed so far (its row, then its
	// column).
	typed string
	// reason says why the roll asks the choice (the rolled tile is
	// empty, a black 6's column has fewer than two tiles with meeples).
	reason string
	// clearing says for each candidate, in the choice's order, what
	// clearing it does; room is the lines the step has for the list.
	clearing []string
	room     int
	// canOutbid: before the first answer, the player may still pay cost
	// of their coins to play first (o), as on the dice.
	canOutbid   bool
	cost, coins int
}

// redirectCache keeps what each answer to the redirect pending takes, for
// the log length and answers it was worked out for.
type redirectCache struct {
	at      int
	answers string
	words   []string
}

func (ys *yazidSteps) chooseView(brief bool) chooseStep {
	if brief {
		return chooseStep{lang: ys.h.cfg.lang()}
	}
	_, c, _ := ys.h.g.Targets(ys.h.ui.Answers...)
	s := chooseStep{lang: ys.h.cfg.lang(), choice: c, board: ys.h.g.Board(), cursor: ys.h.ui.Cursor, typed: ys.h.at.tile, room: ys.h.room}
	if roll, ok := ys.h.g.CurrentRoll(); ok && c != nil {
		s.reason = printerOf(s.lang).ChoiceReason(*c, roll, ys.h.g.Rules())
		s.clearing = ys.redirectWords(roll)
	}
	if len(ys.h.ui.Answers) == 0 {
		s.cost, s.canOutbid = ys.h.g.OutbidCost()
		s.coins = ys.h.g.Player().Coins
	}
	return s
}

// redirectWords says for each candidate of the redirect pending what
// Yazid's roll takes when it is chosen: all the engine's turn of it
// takes (Printer.StrikeTakes); a candidate whose meeples are not entered yet, or
// with a target that is not, says so.
func (ys *yazidSteps) redirectWords(roll sultan.Roll) []string {
	key := fmt.Sprint(ys.h.ui.Answers)
	if ys.rd.at == ys.h.g.Len() && ys.rd.answers == key && ys.rd.words != nil {
		return ys.rd.words
	}
	l := ys.h.cfg.lang()
	opts, err := advisor.RedirectOptions(ys.h.g.State(), roll, ys.h.g.Rules(), ys.h.ad.weights(), ys.h.ui.Answers)
	if err != nil {
		return nil
	}
	unknown := ys.h.unknownTiles()
	ts, _, _ := ys.h.g.Targets(ys.h.ui.Answers...)
	blind := ys.anyUnknown(ts) || slices.ContainsFunc(ys.h.ui.Answers, func(p game.Place) bool { return unknown[p] })
	words := make([]string, len(opts))
	for i, o := range opts {
		switch {
		case blind || unknown[o.Place] || !o.Played:
			words[i] = tr(l, "ui.solo.not_entered")
		default:
			words[i] = printerOf(l).StrikeTakes(o.Strike.PLoss > 0, o.Turn)
		}
	}
	ys.rd = redirectCache{at: ys.h.g.Len(), answers: key, words: words}
	return words
}

func (s chooseStep) title(round int) string { return tf(s.lang, "ui.step.choose", round) }

func (s chooseStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	if s.reason != "" {
		t.add(lineHeading, "%s", s.reason)
	}
	if s.choice != nil {
		s.clearingLines(&t, w)
	}
	t.addT(lineNormal, "ui.choose.prompt", whereIn(s.lang, s.board, s.cursor))
	if s.typed != "" {
		t.addT(lineNormal, "ui.choose.typed", tileTyped(s.lang, s.board, s.typed))
	}
	if s.canOutbid && s.typed == "" {
		t.addT(lineHeading, "ui.dice.outbid", s.cost, s.coins)
	}
	return t.out
}

// clearingLines list the candidates, each with what clearing it does,
// the cursor's marked, when they fit the step's room with the prompt;
// else the choice's candidates and what clearing the cursor's tile does.
func (s chooseStep) clearingLines(t *stepText, w int) {
	c := *s.choice
	p := printerOf(s.lang)
	// One line more: the tile typed, or else the outbid offer.
	prompt := len(wrapWords(tf(s.lang, "ui.choose.prompt", whereIn(s.lang, s.board, s.cursor)), w)) + 1
	var list []stepLine
	for i, at := range c.Candidates {
		if len(s.clearing) != len(c.Candidates) {
			break
		}
		mark := "  "
		if at == s.cursor {
			mark = "> "
		}
		for _, line := range wrapWords(tf(s.lang, "ui.choose.clearing", p.WhereTile(nil, at), s.clearing[i]), w-2) {
			list = append(list, stepLine{mark + line, lineNormal})
			mark = "  "
		}
	}
	if list != nil && (s.room == 0 || len(t.out)+len(list)+prompt <= s.room) {
		t.out = append(t.out, list...)
		return
	}
	if s.reason != "" {
		// The reason said what to choose: the tiles are the board's ?.
		t.addT(lineNormal, "ui.choose.marked", len(c.Candidates))
	} else {
		t.add(lineHeading, "%s", p.Choice(c))
	}
	if i := slices.Index(c.Candidates, s.cursor); i >= 0 && i < len(s.clearing) {
		t.addT(lineNormal, "ui.choose.clearing", p.WhereTile(nil, s.cursor), s.clearing[i])
	}
}

// enterChoose puts the cursor on the first candidate listed, wherever a
// move or an earlier choice left it.
func (ys *yazidSteps) enterChoose() {
	if _, c, err := ys.h.g.Targets(ys.h.ui.Answers...); err == nil && c != nil && len(c.Candidates) > 0 {
		ys.h.ui.Cursor = c.Candidates[0]
	}
}
