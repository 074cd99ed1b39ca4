package ui

// cleanupStep is the clean-up of the round and the end check.
type cleanupStep struct {
	lang string
	// thieves: with the Thieves a Thief is put out.
	thieves bool
	// end: a side placed its last camel, the game ends now.
	end bool
	// powers counts the powers usable after the turn's last step.
	powers   int
	warnings []string
}

func (v *SoloView) cleanupStep(brief bool) cleanupStep {
	if brief {
		return cleanupStep{lang: v.cfg.lang()}
	}
	return cleanupStep{lang: v.cfg.lang(), thieves: v.cfg.Expansions.Thieves || v.g.State().Expansions.Thieves,
		end: v.g.EndTriggered(), powers: v.powersShown(), warnings: v.status.warnings()}
}

func (s cleanupStep) title(round int) string { return tf(s.lang, "ui.step.cleanup", round) }

func (s cleanupStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	t.powerHint(s.powers)
	if s.end {
		// The game ends in this round: nothing is refilled.
		t.addT(lineNormal, "ui.cleanup.no_refill")
		t.addT(lineBad, "ui.cleanup.end")
		return t.out
	}
	t.addT(lineNormal, "ui.cleanup.refill")
	if s.thieves {
		t.addT(lineNormal, "ui.cleanup.thief")
	}
	t.raw(lineHeading, tr(s.lang, "ui.cleanup.keys"))
	t.warn(s.warnings)
	return t.out
}

func (s cleanupStep) keys() []KeyHelp {
	return []KeyHelp{{"Enter", tr(s.lang, "ui.key.cleanup_done")}, {"x", tr(s.lang, "ui.key.end_now")}, {"p", tr(s.lang, "ui.key.powers")}}
}
