package ui

// rollStep is the roll for Yazid: Enter rolls, or the table's dice are
// typed.
type rollStep struct {
	lang string
	// reroll: the player outbid, Yazid rolls again and must accept it.
	reroll bool
	// typed are the digits of the table's dice typed so far.
	typed    string
	warnings []string
}

func (ys *yazidSteps) rollView(brief bool) rollStep {
	s := rollStep{lang: ys.h.cfg.lang(), reroll: reRollNext(ys.h.g.Pending()), typed: ys.h.at.typedDice}
	if !brief {
		s.warnings = ys.h.status.warnings()
	}
	return s
}

func (s rollStep) title(round int) string {
	if s.reroll {
		return tf(s.lang, "ui.step.reroll", round)
	}
	return tf(s.lang, "ui.step.roll", round)
}

func (s rollStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	if s.reroll {
		t.addT(lineNormal, "ui.roll.reroll")
	} else {
		t.addT(lineNormal, "ui.roll.enter")
	}
	t.addT(lineNormal, "ui.roll.type", s.typed)
	t.warn(s.warnings)
	return t.out
}
