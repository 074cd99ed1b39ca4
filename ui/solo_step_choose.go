package ui

import (
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
}

func (v *SoloView) chooseStep(brief bool) chooseStep {
	if brief {
		return chooseStep{lang: v.cfg.lang()}
	}
	_, c, _ := v.g.Targets(v.ui.Answers...)
	return chooseStep{lang: v.cfg.lang(), choice: c, board: v.g.Board(), cursor: v.ui.Cursor, typed: v.at.tile}
}

func (s chooseStep) title(round int) string { return tf(s.lang, "ui.step.choose", round) }

func (s chooseStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	if s.choice != nil {
		t.add(lineHeading, "%s", printerOf(s.lang).Choice(*s.choice))
	}
	t.addT(lineNormal, "ui.choose.prompt", whereIn(s.lang, s.board, s.cursor))
	if s.typed != "" {
		t.addT(lineNormal, "ui.choose.typed", tileTyped(s.lang, s.board, s.typed))
	}
	return t.out
}

func (s chooseStep) keys() []KeyHelp {
	return []KeyHelp{{"1-9 1-9", tr(s.lang, "ui.key.choose_rc")}, {tr(s.lang, "ui.keyname.arrows_tab") + " j k g G", tr(s.lang, "ui.key.to_candidate")},
		{"Enter", tr(s.lang, "ui.key.choose_target")}, {"a", tr(s.lang, "ui.key.advise_target")}}
}

// enterChoose puts the cursor on the first candidate listed, wherever a
// move or an earlier choice left it.
func (v *SoloView) enterChoose() {
	if _, c, err := v.g.Targets(v.ui.Answers...); err == nil && c != nil && len(c.Candidates) > 0 {
		v.ui.Cursor = c.Candidates[0]
	}
}
