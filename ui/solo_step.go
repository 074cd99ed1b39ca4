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
// built from the game by soloHost.stepView and tested in a table.
type soloStepView interface {
	// title heads the step region in round.
	title(round int) string
	// lines are the step's lines, at most w cells wide.
	lines(w int) []stepLine
}

// soloStepKind wires a step of the round: the value it shows, the keys
// it takes (its key table), the board's marks and what entering it sets up (nil: none).
type soloStepKind struct {
	// name is the label key that names the step in messages.
	name string
	// view builds the step's value; brief, only what its title and keys
	// need (a draw asks for the title apart from the lines).
	view     func(v *soloHost, brief bool) soloStepView
	bindings func(v *soloHost) []binding
	board    func(v *soloHost, bv *BoardView)
	enter    func(v *soloHost)
}

// soloSteps are the steps of a round: the one place a step is wired. Set
// in init, since their key handlers reach back to the table (a step they
// enter tells the shell its keys).
var soloSteps map[soloStep]soloStepKind

func init() {
	soloSteps = map[soloStep]soloStepKind{
		stepRoll: {name: "ui.stepname.roll", bindings: rollBindings,
			view: func(v *soloHost, brief bool) soloStepView { return v.ys.rollView(brief) }},
		stepDice: {name: "ui.stepname.dice", bindings: diceBindings, board: targetMarks,
			view: func(v *soloHost, brief bool) soloStepView { return v.ys.diceView(brief) }},
		stepChoose: {name: "ui.stepname.dice", bindings: chooseBindings, board: targetMarks, enter: func(v *soloHost) { v.ys.enterChoose() },
			view: func(v *soloHost, brief bool) soloStepView { return v.ys.chooseView(brief) }},
		stepConfirm: {name: "ui.stepname.dice", bindings: confirmBindings, board: targetMarks,
			view: func(v *soloHost, brief bool) soloStepView { return v.ys.confirmView(brief) }},
		stepChecklist: {name: "ui.stepname.checklist", bindings: checklistBindings, enter: func(v *soloHost) { v.ys.enterChecklist() },
			view: func(v *soloHost, brief bool) soloStepView { return v.ys.checklistView(brief) }},
		stepPlayer: {name: "ui.stepname.player", bindings: playerBindings, enter: func(v *soloHost) { v.rw.open() },
			view: func(v *soloHost, brief bool) soloStepView { return v.pm.view(brief) }},
		stepCleanup: {name: "ui.stepname.cleanup", bindings: cleanupBindings,
			view: func(v *soloHost, brief bool) soloStepView { return v.re.view(brief) }},
		stepOver: {name: "ui.stepname.over", bindings: overBindings,
			view: func(v *soloHost, brief bool) soloStepView { return v.re.overView(brief) }},
	}
}

// targetMarks marks Yazid's targets on the board.
func targetMarks(v *soloHost, bv *BoardView) { v.ys.targetMarks(bv) }

// stepArea is the region under the board: the controller shown there
// (the step of the round, or a sub-mode of the player's turn over it)
// with its title, lines and the board's marks.
type stepArea struct{ h *soloHost }

// view is the step shown, read from the game and the screen state.
// A step this version does not know (a save's) shows nothing.
func (sr *stepArea) view() soloStepView { return sr.stepOf(false) }

// head is the step shown as far as its title and keys need.
func (sr *stepArea) head() soloStepView { return sr.stepOf(true) }

func (sr *stepArea) stepOf(brief bool) soloStepView {
	if k, ok := soloSteps[sr.h.step]; ok {
		return k.view(sr.h, brief)
	}
	return noStep{lang: sr.h.cfg.lang()}
}

// noStep is a step the screen does not know: it shows and takes nothing.
type noStep struct{ lang string }

func (s noStep) title(int) string   { return tr(s.lang, "ui.step.over") }
func (noStep) lines(int) []stepLine { return nil }

// stepWords names a step for messages, in lang.
func stepWords(lang string, s soloStep) string {
	if k, ok := soloSteps[s]; ok {
		return tr(lang, k.name)
	}
	return tr(lang, "ui.stepname.over")
}

// stepState is what the step shown has gathered from the keys; entering
// a step starts it afresh.
type stepState struct {
	check int // the checklist line at the cursor
	// loseOK is set once the player has seen that the next resolve loses.
	loseOK bool
	// passOK is set once the player has seen that Enter passes a turn
	// that has a legal move.
	passOK bool
	// typedDice are the digits typed as the table's dice in the roll step.
	typedDice string
	// fakirs counts the Fakirs among the cards Yazid's Merchants take
	// (-1 not asked); askingFakirs is set while the question is open.
	fakirs       int
	askingFakirs bool
	// tile are the digits of a tile typed in the choice of Yazid's target.
	tile string
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

// powerHint says that p opens the n powers usable now (none: nothing).
func (t *stepText) powerHint(n int) {
	if n > 0 {
		t.addT(lineNormal, "ui.power.hint", n)
	}
}
