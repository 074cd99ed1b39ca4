package ui

import "github.com/naqala/naqala/sultan"

// cleanupStep is the clean-up of the round and the end check.
type cleanupStep struct {
	lang string
	// thieves: with the Thieves a Thief is put out.
	thieves bool
	// end: why the game ends now (the engine's Pending), EndNone when the
	// next round comes.
	end sultan.EndReason
	// powers counts the powers usable after the turn's last step.
	powers   int
	warnings []string
}

func (re *roundEnd) view(brief bool) cleanupStep {
	if brief {
		return cleanupStep{lang: re.h.cfg.lang()}
	}
	return cleanupStep{lang: re.h.cfg.lang(), thieves: re.h.cfg.Expansions.Thieves || re.h.g.State().Expansions.Thieves,
		end: re.endsNow(), powers: re.h.pm.powersShown(), warnings: re.h.status.warnings()}
}

func (s cleanupStep) title(round int) string { return tf(s.lang, "ui.step.cleanup", round) }

func (s cleanupStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	t.powerHint(s.powers)
	if s.end != sultan.EndNone {
		// The game ends in this round: nothing is refilled.
		t.addT(lineNormal, "ui.cleanup.no_refill")
		if s.end == sultan.EndNoMove {
			t.addT(lineBad, "ui.cleanup.end_no_move")
		} else {
			t.addT(lineBad, "ui.cleanup.end")
		}
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
