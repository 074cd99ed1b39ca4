package ui

import "fmt"

// lineKind is how a line of the step region is drawn.
type lineKind int

const (
	lineNormal  lineKind = iota
	lineHeading          // what the step asks or shows first
	lineDim              // the keys
	lineBad              // a danger or an error
	lineCursor           // the line at the cursor (the checklist)
)

// stepLine is one line of a step, its words and its kind, before it is
// styled: a step's lines are a pure value a table test reads.
type stepLine struct {
	text string
	kind lineKind
}

// soloStepView is the step of a round the solo screen stands at, as it
// shows it: one type a step (solo_step_roll.go ... solo_step_over.go),
// built from the game by SoloView.stepView and tested in a table.
type soloStepView interface {
	// title heads the step region in round.
	title(round int) string
	// lines are the step's lines, at most w cells wide.
	lines(w int) []stepLine
	// keys are the step's own keys, for the help overlay.
	keys() []KeyHelp
}

// stepView is the step shown, read from the game and the screen state.
func (v *SoloView) stepView() soloStepView {
	switch v.step {
	case stepRoll:
		return v.rollStep()
	case stepDice:
		return v.diceStep()
	case stepChoose:
		return v.chooseStep()
	case stepConfirm:
		return v.confirmStep()
	case stepChecklist:
		return v.checklistStep()
	case stepPlayer:
		return v.playerStep()
	case stepCleanup:
		return v.cleanupStep()
	}
	return v.overStep()
}

// styled gives a step's lines the styles of in.
func styled(in inks, ls []stepLine) []soloLine {
	out := make([]soloLine, len(ls))
	for i, l := range ls {
		st := in.normal
		switch l.kind {
		case lineHeading:
			st = in.heading
		case lineDim:
			st = in.dim
		case lineBad:
			st = in.err
		case lineCursor:
			st = in.cursor
		}
		out[i] = soloLine{l.text, st}
	}
	return out
}

// stepText collects the lines of a step in lang, wrapped at w.
type stepText struct {
	lang string
	w    int
	out  []stepLine
}

// add adds the text of format, wrapped.
func (t *stepText) add(k lineKind, format string, a ...any) {
	for _, l := range wrapWords(fmt.Sprintf(format, a...), t.w) {
		t.out = append(t.out, stepLine{l, k})
	}
}

// addT adds the label key in the step's language, wrapped.
func (t *stepText) addT(k lineKind, key string, a ...any) {
	t.add(k, "%s", tf(t.lang, key, a...))
}

// raw adds text as one line.
func (t *stepText) raw(k lineKind, text string) {
	t.out = append(t.out, stepLine{text, k})
}

// warn adds the dangers of the status panel (soloStatus.warnings).
func (t *stepText) warn(warnings []string) {
	for _, w := range warnings {
		t.add(lineBad, "! %s", w)
	}
}
