package ui

import "github.com/naqala/naqala/game"

// confirmStep shows the meeples Yazid's turn strikes and what it does,
// for the player to confirm before he plays.
type confirmStep struct {
	lang string
	// err is why the turn cannot be played (shown alone).
	err error
	// board is the table before the turn.
	board   *game.Board
	targets []confirmTarget
	// summary is what the turn does (turnSummary).
	summary string
	// merchants is how many Merchants Yazid takes; askingFakirs is set
	// while the player is asked how many of the cards they take are
	// Fakirs, at most fakirsMost.
	merchants    int
	askingFakirs bool
	fakirsMost   int
	lost         game.Loss
}

// confirmTarget is a tile Yazid strikes: its meeples, or unknown when
// they are not entered yet.
type confirmTarget struct {
	place   game.Place
	meeples string
	unknown bool
}

func (ys *yazidSteps) confirmView(brief bool) confirmStep {
	s := confirmStep{lang: ys.h.cfg.lang()}
	if brief {
		return s
	}
	t, before, err := ys.preview()
	if err != nil {
		s.err = err
		return s
	}
	s.board = before.Board
	unknown := ys.h.unknownTiles()
	for _, tg := range t.Targets {
		s.targets = append(s.targets, confirmTarget{place: tg.Place, meeples: before.Board.Tile(tg.Place).Meeples.String(), unknown: unknown[tg.Place]})
	}
	s.summary = turnSummary(s.lang, t, before, ys.h.g.Rules())
	s.merchants = t.Merchants()
	s.askingFakirs, s.fakirsMost = ys.h.at.askingFakirs, cardsTaken(ys.h.g.State(), s.merchants)
	s.lost = t.Lost
	return s
}

func (s confirmStep) title(round int) string { return tf(s.lang, "ui.step.confirm", round) }

func (s confirmStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	if s.err != nil {
		t.add(lineBad, "%s", errLine(s.lang, s.err))
		return t.out
	}
	asking := false
	for _, tg := range s.targets {
		if tg.unknown {
			asking = true
			t.addT(lineHeading, "ui.confirm.unknown", whereIn(s.lang, s.board, tg.place))
			continue
		}
		t.addT(lineHeading, "ui.confirm.strikes", whereIn(s.lang, s.board, tg.place), orNoneIn(s.lang, tg.meeples))
	}
	if asking {
		return t.out
	}
	if s.summary != "" {
		t.add(lineNormal, "%s", s.summary)
	}
	if n := s.merchants; s.askingFakirs {
		t.addT(lineHeading, countKey("ui.confirm.fakirs", n), n, s.fakirsMost)
	} else if s.lost != game.NotLost {
		t.addT(lineBad, "ui.confirm.loses", lossWords(s.lang, s.lost))
	} else {
		t.addT(lineDim, "ui.confirm.ask")
	}
	return t.out
}
