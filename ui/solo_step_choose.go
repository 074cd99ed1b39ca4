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
}

func (v *SoloView) chooseStep(brief bool) chooseStep {
	if brief {
		return chooseStep{lang: v.cfg.lang()}
	}
	_, c, _ := v.g.Targets(v.ui.Answers...)
	return chooseStep{lang: v.cfg.lang(), choice: c, board: v.g.Board(), cursor: v.ui.Cursor}
}

func (s chooseStep) title(round int) string { return tf(s.lang, "ui.step.choose", round) }

func (s chooseStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	if s.choice != nil {
		t.add(lineHeading, "%s", printerOf(s.lang).Choice(*s.choice))
	}
	t.addT(lineNormal, "ui.choose.prompt", whereIn(s.lang, s.board, s.cursor))
	return t.out
}

func (s chooseStep) keys() []KeyHelp {
	return []KeyHelp{{tr(s.lang, "ui.keyname.arrows_tab") + " j k g G", tr(s.lang, "ui.key.to_candidate")}, {"Enter", tr(s.lang, "ui.key.choose_target")}}
}

// enterChoose puts the cursor on the first candidate unless it is on one.
func (v *SoloView) enterChoose() {
	if _, c, err := v.g.Targets(v.ui.Answers...); err == nil && c != nil && len(c.Candidates) > 0 {
		if !containsPlace(c.Candidates, v.ui.Cursor) {
			v.ui.Cursor = c.Candidates[0]
		}
	}
}
