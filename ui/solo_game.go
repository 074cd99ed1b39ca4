package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// soloStep is the guided step of a round the solo screen stands at.
type soloStep string

// The steps of a round (DESIGN.md, "The solo game in the TUI").
const (
	stepRoll      soloStep = "roll"      // roll for Yazid
	stepDice      soloStep = "dice"      // the dice, the targets, the outbid offer
	stepChoose    soloStep = "choose"    // the player chooses Yazid's target
	stepConfirm   soloStep = "confirm"   // confirm the targets' meeples, then Yazid plays
	stepChecklist soloStep = "checklist" // what to do with the pieces
	stepPlayer    soloStep = "player"    // the player's turn
	stepCleanup   soloStep = "cleanup"   // clean-up and the end check
	stepOver      soloStep = "over"      // lost or ended
	// stepPending is no step shown: the one the game's pending decision
	// calls for once the events are applied (pendingStep).
	stepPending soloStep = "pending"
	// stepTurn is stepPending for a turn's event: the turn keeps its mark.
	stepTurn soloStep = "turn"
)

// soloMode is a sub-mode of the player's turn.
type soloMode int

const (
	modeMenu     soloMode = iota
	modeMove              // entering a move, guided by the rules (solo_guided.go)
	modeEdit              // choosing a tile to edit
	modeToken             // typing a tile's notation
	modeHoldings          // coins, meeples, Djinns gained or spent
	modeReveal            // typing the meeples of a tile not entered yet
	modeYazid             // putting right what Yazid holds
	modePrompt            // typing an answer of the turn's prompt (a Djinn's name)
	modeAdvice            // the advisor's best moves (solo_advice.go)
	modePower             // a Djinn's power or a Magic Item (solo_powers.go)
)

// soloMark is a point the player can undo to: the length of the event
// log and the step shown then.
type soloMark struct {
	Len   int       `json:"len"`
	Step  soloStep  `json:"step"`
	Cards cardTally `json:"cards"`
}

// soloUI is the screen state saved with the game, so that resume shows
// exactly the screen the player left.
type soloUI struct {
	Version int          `json:"version"`
	Marks   []soloMark   `json:"marks"`
	Redo    []soloMark   `json:"redo,omitempty"`
	Answers []game.Place `json:"answers,omitempty"`
	Ticks   []bool       `json:"ticks,omitempty"`
	Cursor  game.Place   `json:"cursor"`
	// Unknown and Placeholders are read from saves of before the engine
	// kept the tiles still to be asked (takeUpUnknown), never written:
	// the tiles whose meeples were left to be asked when they first
	// matter, and the log positions of the tile edits that stood in for
	// them.
	Unknown      []game.Place `json:"unknown,omitempty"`
	Placeholders []int        `json:"placeholders,omitempty"`
	// Cards are the goods and items the player holds.
	Cards cardTally `json:"cards"`
	// Advised is set once the advisor showed a move in this game.
	Advised bool `json:"advised,omitempty"`
	// AdvisedTurn is the advised turn being entered, if any, so that a
	// game resumed mid-turn keeps its reminders (absent from older saves).
	AdvisedTurn *advisedSave `json:"advised_turn,omitempty"`
}

// soloHooks are the solo screen's ties to the shell.
type soloHooks struct {
	// save keeps the game and the screen state; nil saves nothing.
	save func(g *sultan.Game, ui json.RawMessage) error
	// saveIn saves the game in another directory, and there from then on,
	// when its own file cannot be written; it returns the new file.
	saveIn func(dir string, g *sultan.Game, ui json.RawMessage) (string, error)
	// finish opens the final-state form of the ended game.
	finish func()
	// leave goes back to the home screen.
	leave func()
	// keys tells the shell the keys of the step shown.
	keys func([]KeyHelp)
	// background runs work off the UI thread and then what it returns on
	// it; nil runs both at once (tests).
	background func(work func() func())
}

// soloHost is the solo game against Sultan Yazid: the board with its
// threat map, the status panel, the log and, below, the controller of the
// decision the player stands at, one question at a time. The host keeps
// the game, the screen state saved with it, the log and the messages; it
// dispatches each key to the controller shown (bindings) and applies the
// effect a handler returns, saving once per effect.
type soloHost struct {
	*tview.Box
	g     *sultan.Game
	dice  sultan.Dice
	cfg   Config
	hooks soloHooks
	ink   inks
	bv    *BoardView
	ui    soloUI
	step  soloStep

	mode   soloMode
	msg    string
	msgErr bool
	// at is what the step shown has gathered from the keys.
	at   stepState
	room int // lines the step region has for a list

	// The controllers, one a decision or form, each with its own state.
	ys     yazidSteps    // roll, dice, target, confirm, checklist
	pm     playerMenu    // the player's turn as the step shows it
	pr     turnPrompt    // the question the turn waits for
	rw     rowEntry      // the rows typed in a prompt
	mv     moveEntry     // the move's guided entry
	ad     adviceList    // the advisor's best moves
	pf     advisedTurn   // an advised turn entered step by step
	pw     powerPrompt   // Djinn powers and Magic Items
	te     tileEdit      // the free edit of a tile
	rv     revealEntry   // the meeples of a tile not entered yet
	hold   holdingsPanel // the player's holdings
	yz     yazidPanel    // what Yazid holds
	re     roundEnd      // clean-up and the end
	sv     saveFailure   // a save that failed, shown until one succeeds
	region stepArea      // the controller shown and its marks

	// holding counts the effects being carried out whose save waits for
	// the effect that follows them (effect.next); unsaved says a save
	// waits.
	holding int
	unsaved bool
	// later runs work off the screen's thread (hooks.background), then
	// carries out the effect it returns on it.
	later func(work func() func() effect)

	cacheLen int
	status   soloStatus
	threat   map[game.Place]float64
	log      soloLog
}

// newSoloHost returns the solo screen of g, restoring the screen state ui
// (nil for a new game).
func newSoloHost(g *sultan.Game, dice sultan.Dice, cfg Config, ui json.RawMessage, h soloHooks) *soloHost {
	v := &soloHost{Box: tview.NewBox(), g: g, dice: dice, cfg: cfg, hooks: h, ink: newInks(cfg.Colours())}
	for _, h := range []**soloHost{&v.ys.h, &v.pm.h, &v.pr.h, &v.rw.h, &v.mv.h, &v.ad.h, &v.pf.h, &v.pw.h,
		&v.te.h, &v.rv.h, &v.hold.h, &v.yz.h, &v.re.h, &v.sv.h, &v.region.h} {
		*h = v
	}
	v.later = func(work func() func() effect) {
		run := func() func() {
			f := work()
			return func() { v.do(f()) }
		}
		if v.hooks.background == nil {
			run()()
			return
		}
		v.hooks.background(run)
	}
	v.bv = newBoardView(g.Board(), cfg.Colours())
	v.bv.Lang = cfg.lang()
	var st soloUI
	parsed := len(ui) > 0 && json.Unmarshal(ui, &st) == nil
	if parsed {
		v.g, st = takeUpUnknown(g, st)
		g = v.g
	}
	agrees := parsed && screenAgrees(g, st)
	if agrees {
		v.ui = st
		v.step = st.Marks[len(st.Marks)-1].Step
	} else {
		// The log is the truth: the screen stands where the game does,
		// keeping the cards and the tiles still to be asked.
		v.step = v.pendingStep()
		v.ui = soloUI{Version: 1, Marks: []soloMark{{Len: len(g.Log()), Step: v.step}}}
		if parsed {
			v.ui.Cards, v.ui.Advised = st.Cards, st.Advised
		}
	}
	if v.step == stepChecklist && len(v.ui.Ticks) != len(v.ys.checklist()) {
		v.ui.Ticks = make([]bool, len(v.ys.checklist()))
	}
	v.refresh()
	v.enterStep(v.step)
	if parsed && st.AdvisedTurn != nil {
		v.pf.restore(*st.AdvisedTurn)
	}
	if len(ui) > 0 && !agrees {
		v.refuseT("ui.saves.screen_rebuilt")
	}
	return v
}

// Game is the game shown.
func (v *soloHost) Game() *sultan.Game { return v.g }

// Step is the step shown.
func (v *soloHost) Step() soloStep { return v.step }

// Message is the last message.
func (v *soloHost) Message() string { return v.msg }

// Typing reports a text field in use, so that the shell leaves ? and q.
// Move mode takes meeple letters only and the name entries a name's
// letters (modePrompt): '?' there opens the keys.
func (v *soloHost) Typing() bool {
	return v.sv.typing || soloModes[v.mode].typing
}

func (v *soloHost) refuse(format string, a ...any) {
	v.msg, v.msgErr = fmt.Sprintf(format, a...), true
}

// sayT shows the message of label key in the configured language.
func (v *soloHost) sayT(key string, a ...any) {
	v.msg, v.msgErr = tf(v.cfg.lang(), key, a...), false
}

// refuseT shows the refusal of label key in the configured language.
func (v *soloHost) refuseT(key string, a ...any) {
	v.msg, v.msgErr = tf(v.cfg.lang(), key, a...), true
}

// refresh recomputes what depends on the log: board, status, threats, log;
// a change of language tells the status and the log again in the new one.
func (v *soloHost) refresh() {
	n := v.g.Len()
	v.bv.Board = v.g.Board()
	if n == v.cacheLen && v.threat != nil && v.status.lang == v.cfg.lang() && v.log.lang == v.cfg.lang() {
		return
	}
	v.cacheLen = n
	v.status = statusOf(v.g)
	v.status.Unknown = len(v.unknownTiles())
	v.status.lang = v.cfg.lang()
	if v.g.Over() {
		v.threat = map[game.Place]float64{}
	} else {
		v.threat = ThreatOf(v.g.Odds())
	}
	v.syncLog(v.g.Len())
}

// syncLog brings the told log to the game's from the log's index from
// on: the events told from there on are cut (undone, or told before what
// came after them was known) and the game's kept reports of the events
// since are told (sultan.Game.Happened): nothing is replayed. A log told
// in another language is told again whole in the configured one.
func (v *soloHost) syncLog(from int) {
	n := v.g.Len()
	if v.log.ends == nil || v.log.lang != v.cfg.lang() {
		v.log = soloLogOf(v.cfg.lang(), v.g.Happened())
		return
	}
	v.log.cut(min(from, n))
	if v.log.told() < n {
		hs := v.g.Happened()
		for at := v.log.told(); at < n; at++ {
			v.log.add(hs[at-1])
		}
	}
}

// checklist is the checklist of Yazid's last turn.
func (ys *yazidSteps) checklist() []string {
	ys.h.refresh()
	t, before, ok := ys.h.log.lastTurn()
	if !ok {
		return nil
	}
	return turnChecklist(ys.h.cfg.lang(), t, before, ys.h.g.Rules(), ys.h.log.standIns[ys.h.log.lastTurnAt()])
}

// uiJSON is the screen state as saved.
func (v *soloHost) uiJSON() json.RawMessage {
	v.ui.AdvisedTurn = v.pf.saved()
	b, err := json.Marshal(v.ui)
	if err != nil {
		return nil
	}
	return b
}

// save keeps the game now, or once the effects being carried out are
// (holding).
func (v *soloHost) save() {
	if v.holding > 0 {
		v.unsaved = true
		return
	}
	v.unsaved = false
	if v.hooks.save == nil {
		return
	}
	v.sv.saved(v.hooks.save(v.g, v.uiJSON()))
}

// mark records a step the player can undo to, and saves.
func (v *soloHost) mark(step soloStep) {
	v.ui.Marks = append(v.ui.Marks, soloMark{Len: v.g.Len(), Step: step, Cards: v.ui.Cards})
	v.ui.Redo = nil
	if step != stepConfirm && step != stepChoose {
		v.ui.Answers = nil
	}
	v.enterStep(step)
	v.refresh()
	v.save()
}

// enterStep shows a step and tells the shell its keys.
func (v *soloHost) enterStep(step soloStep) {
	v.step = step
	v.mode = modeMenu
	v.at = stepState{fakirs: -1}
	if enter := soloSteps[step].enter; enter != nil {
		enter(v)
	}
	if v.hooks.keys != nil {
		v.hooks.keys(v.Keys())
	}
}

// Undo goes back one step: the events since the previous mark are undone.
func (v *soloHost) Undo() {
	if len(v.ui.Marks) < 2 {
		v.refuseT("ui.msg.nothing_undo")
		return
	}
	top := v.ui.Marks[len(v.ui.Marks)-1]
	if (v.step == stepChoose || v.step == stepConfirm) && top.Step != v.step {
		// Back from the choice to the dice, without undoing the roll.
		v.ui.Answers = nil
		v.enterStep(stepDice)
		v.sayT("ui.msg.back_dice")
		v.save()
		return
	}
	prev := v.ui.Marks[len(v.ui.Marks)-2]
	for v.g.Len() > prev.Len {
		if _, err := v.g.Undo(); err != nil {
			v.refuseT("ui.msg.undo_failed", err)
			return
		}
	}
	v.ui.Marks = v.ui.Marks[:len(v.ui.Marks)-1]
	v.ui.Redo = append(v.ui.Redo, top)
	v.ui.Cards = prev.Cards
	v.ui.Answers = nil
	v.pr.promptState = promptState{at: -1, fakirs: -1} // nothing typed: the log holds no answer
	v.enterStep(prev.Step)
	v.refresh()
	v.sayT("ui.msg.undone", stepWords(v.cfg.lang(), prev.Step))
	v.save()
}

// markedOnly reports whether the step shown, with the log n events
// long, was marked with no event over the one under it (the sale opened
// from the clean-up by s).
func (u soloUI) markedOnly(n int) bool {
	m := u.Marks
	k := len(m)
	return k >= 2 && m[k-1].Len == m[k-2].Len && m[k-1].Len == n
}

// stepBack shows again the step under one marked with no event
// (markedOnly), the game and the redo list as they are; it does nothing
// otherwise.
func (v *soloHost) stepBack() {
	if !v.ui.markedOnly(v.g.Len()) {
		return
	}
	v.ui.Marks = v.ui.Marks[:len(v.ui.Marks)-1]
	v.pr.promptState = promptState{at: -1, fakirs: -1}
	v.enterStep(v.ui.Marks[len(v.ui.Marks)-1].Step)
	v.refresh()
	v.save()
}

// Redo applies again what Undo took back, with the same dice.
func (v *soloHost) Redo() {
	if len(v.ui.Redo) == 0 {
		v.refuseT("ui.msg.nothing_redo")
		return
	}
	next := v.ui.Redo[len(v.ui.Redo)-1]
	for v.g.Len() < next.Len {
		if _, err := v.g.Redo(); err != nil {
			v.refuseT("ui.msg.redo_failed", err)
			return
		}
	}
	v.ui.Redo = v.ui.Redo[:len(v.ui.Redo)-1]
	v.ui.Marks = append(v.ui.Marks, next)
	v.ui.Cards = next.Cards
	v.ui.Answers = nil
	v.pr.promptState = promptState{at: -1, fakirs: -1}
	v.enterStep(next.Step)
	v.refresh()
	v.sayT("ui.msg.redone", stepWords(v.cfg.lang(), next.Step))
	v.save()
}

// apply plays events as one step and marks it; on an error nothing is
// kept and the reason is shown.
func (v *soloHost) apply(step soloStep, events ...sultan.Event) error {
	start := v.g.Len()
	undoTo := func() {
		for v.g.Len() > start {
			if _, err := v.g.Undo(); err != nil {
				break
			}
		}
	}
	var err error
	for _, e := range events {
		if _, err = v.g.Apply(e); err != nil {
			break
		}
	}
	if err == nil {
		// The event before those applied is told again: a stand-in row
		// taken away now marks the turn before it (Happened.StandIn).
		v.syncLog(max(start-1, 1))
	}
	if err != nil {
		undoTo()
		v.refuse("%s", errLine(v.cfg.lang(), err))
		return err
	}
	if step == stepPending {
		step = v.pendingStep()
	}
	if step == stepTurn {
		// The turn's last answer: u from the clean-up shows the turn as
		// played, so the turn keeps its mark; one save for both.
		if step = v.pendingStep(); step != stepPlayer {
			v.ui.Marks = append(v.ui.Marks, soloMark{Len: v.g.Len(), Step: stepPlayer, Cards: v.ui.Cards})
		}
	}
	if v.g.Over() && step != stepOver && step != stepChecklist {
		step = stepOver
	}
	v.mark(step)
	return nil
}

// oneLine joins an error's lines.
func oneLine(err error) string {
	return strings.ReplaceAll(err.Error(), "\n", "; ")
}

func containsPlace(ps []game.Place, p game.Place) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// InputHandler handles the keys of the step shown.
func (v *soloHost) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	return v.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		v.key(ev)
	})
}

// key handles one key: the binding of the key table shown that takes
// it acts, or says why it is off; a key no binding lists does nothing.
func (v *soloHost) key(ev *tcell.EventKey) {
	// A message stays until the next key.
	v.msg, v.msgErr = "", false
	b := dispatch(v.bindings(), ev)
	if b == nil {
		return
	}
	if why := b.why(); why != "" {
		v.refuse("%s", why)
		return
	}
	v.do(b.handle(ev))
}

// do carries out what a key asked, the one place the solo screen
// changes its game: the events applied as one step (or a step marked, an
// undo, a redo, the screen state kept), then what it says, then the
// effect that follows; saved once, after the last.
func (v *soloHost) do(e effect) {
	if e.next != nil {
		v.holding++
	}
	release := func() {
		if e.next != nil {
			v.holding--
		}
		if v.holding == 0 && v.unsaved {
			v.save()
		}
	}
	switch {
	case e.undo:
		v.Undo()
	case e.redo:
		v.Redo()
	case e.back:
		v.stepBack()
	case len(e.events) > 0:
		if err := v.apply(e.step, e.events...); err != nil {
			release()
			if e.refused != nil {
				e.refused()
			}
			// A tile's meeples still to be asked: asked now, then the
			// answer again (the engine names the tile).
			var ut *sultan.UnknownTileError
			if errors.As(err, &ut) && v.mode != modeReveal {
				v.rv.ask(ut.At, e)
			}
			return
		}
	case e.step == stepPending:
		v.mark(v.pendingStep())
	case e.step != "":
		v.mark(e.step)
	case e.keep:
		v.save()
	case e.saveIn && v.hooks.saveIn != nil:
		path, err := v.hooks.saveIn(v.sv.dir, v.g, v.uiJSON())
		v.sv.savedIn(path, err)
	}
	if e.done != nil {
		e.done()
	}
	if e.next != nil {
		v.do(e.next())
	}
	release()
}

// MouseHandler lets a click on the board move the cursor: in a choice of
// Yazid's target a click on a tile marked ? chooses it, in a move or an
// edit it puts the cursor there. Everything works without a mouse too.
func (v *soloHost) MouseHandler() func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (consumed bool, capture tview.Primitive) {
	return v.WrapMouseHandler(func(action tview.MouseAction, event *tcell.EventMouse, setFocus func(p tview.Primitive)) (bool, tview.Primitive) {
		if action != tview.MouseLeftClick || !v.InRect(event.Position()) {
			return false, nil
		}
		setFocus(v)
		x, y, _, _ := v.GetInnerRect()
		mx, my := event.Position()
		p, ok := v.bv.cellAt(x, y, mx, my)
		if !ok {
			return true, nil
		}
		switch {
		case v.step == stepChoose && v.mode == modeMenu:
			v.ui.Cursor = p
			v.key(tcell.NewEventKey(tcell.KeyEnter, 0, 0))
		case v.mode == modeMove || v.mode == modeEdit:
			v.ui.Cursor = p
		}
		return true, nil
	})
}
