package ui

import (
	"github.com/naqala/naqala/game"
)

// overStep is the end of the game: lost, or survived with the Viziers
// against the Council.
type overStep struct {
	lang             string
	lost             game.Loss
	viziers, council int
}

func (re *roundEnd) overView(brief bool) overStep {
	if brief {
		return overStep{lang: re.h.cfg.lang()}
	}
	return overStep{lang: re.h.cfg.lang(), lost: re.h.g.Lost(), viziers: re.h.g.Player().Viziers, council: re.h.g.Yazid().Council}
}

func (s overStep) title(int) string { return tr(s.lang, "ui.step.over") }

func (s overStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	if s.lost != game.NotLost {
		t.addT(lineBad, "ui.over.lost", lossWords(s.lang, s.lost))
	} else {
		t.addT(lineHeading, "ui.over.survived", s.viziers, s.council)
	}
	t.addT(lineNormal, "ui.over.next")
	return t.out
}
