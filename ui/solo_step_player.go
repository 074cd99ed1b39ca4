package ui

import (
	"strings"
)

// playerStep is the menu of the player's turn: the move, the free edits
// and what the player holds. A decision the turn waits for is asked by
// its prompt instead (promptLines).
type playerStep struct {
	lang string
	// pending: the turn waits for a decision (sultan.TurnOptions).
	pending bool
	// moved: a move is entered; did says what it did (turnDid).
	moved bool
	did   string
	// reroll: Yazid re-rolls after this turn (the player outbid).
	reroll bool
	// begun: a power was used before the move; the move is due (the
	// engine passes no begun turn), Enter does not end the turn.
	begun                                    bool
	coins, viziers, elders, fakirs, artisans int
	djinns                                   []string
	// thieves are the Thieves held, said when withThieves (the Thieves in
	// play) or any is held.
	thieves     []string
	withThieves bool
	// goods and items say the goods cards and the Items held ("" none).
	goods, items string
	// score is the score if the game ended now, when scored.
	score  int
	scored bool
	// powers counts the Djinn powers and Magic Items usable now (the hint
	// that p opens them).
	powers   int
	warnings []string
}

func (pm *playerMenu) view(brief bool) playerStep {
	s := playerStep{lang: pm.h.cfg.lang()}
	if _, s.pending = pm.turnOptions(); s.pending || brief {
		return s
	}
	p := pm.h.g.Player()
	s.coins, s.viziers, s.elders, s.fakirs, s.artisans, s.djinns = p.Coins, p.Viziers, p.Elders, p.Fakirs, p.Artisans, p.Djinns
	s.thieves, s.withThieves = p.Thieves, pm.h.status.Thieves
	s.goods, s.items = goodsWords(s.lang, p.Goods), itemsWords(s.lang, p.Items)
	if tp, moved := pm.h.g.Turn(); moved {
		s.moved, s.did = true, turnDid(s.lang, pm.h.g.Board(), tp)
	} else {
		s.begun = len(tp.Powers) > 0
	}
	s.reroll = reRollNext(pm.h.g.Pending())
	s.score, s.scored = pm.provisional()
	s.powers = pm.powersShown()
	s.warnings = pm.h.status.warnings()
	return s
}

func (s playerStep) title(round int) string { return tf(s.lang, "ui.step.player", round) }

func (s playerStep) lines(w int) []stepLine {
	l := s.lang
	t := stepText{lang: l, w: w}
	dj := tr(l, "ui.none")
	if len(s.djinns) > 0 {
		dj = strings.Join(s.djinns, ", ")
	}
	if s.moved {
		// The move entered (after an undo from the clean-up): say what it did.
		t.addT(lineHeading, "ui.player.moved", s.did)
	} else {
		t.raw(lineHeading, tr(l, "ui.player.m"))
		t.raw(lineHeading, tr(l, "ui.player.ap")) // the advice and the powers, for a new player to find
	}
	t.raw(lineHeading, tr(l, "ui.player.ehy"))
	switch {
	case s.begun:
		// The move is due: Enter does not end the turn.
	case s.reroll:
		t.raw(lineHeading, tr(l, "ui.player.done_reroll"))
	default:
		t.raw(lineHeading, tr(l, "ui.player.done_cleanup"))
	}
	if s.withThieves || len(s.thieves) > 0 {
		t.addT(lineNormal, "ui.player.hold_thieves", s.coins, s.viziers, s.elders, s.fakirs, s.artisans, dj, orNoneIn(l, strings.Join(s.thieves, ", ")))
	} else {
		t.addT(lineNormal, "ui.player.hold", s.coins, s.viziers, s.elders, s.fakirs, s.artisans, dj)
	}
	switch {
	case s.goods != "" && s.items != "":
		t.addT(lineNormal, "ui.player.hold_goods_items", s.goods, s.items)
	case s.goods != "":
		t.addT(lineNormal, "ui.player.hold_goods", s.goods)
	case s.items != "":
		t.addT(lineNormal, "ui.player.hold_items", s.items)
	}
	if s.scored {
		t.addT(lineNormal, "ui.player.score", s.score)
	}
	t.powerHint(s.powers)
	t.warn(s.warnings)
	return t.out
}

// powersShown counts the powers usable now, for the hint under the menu
// (none in a sub-mode), as powerHint does.
func (pm *playerMenu) powersShown() int {
	if pm.h.mode != modeMenu {
		return 0
	}
	return len(pm.h.pw.list())
}
