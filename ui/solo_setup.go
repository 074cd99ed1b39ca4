package ui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// SoloOptions start a new solo game: `naqala solo [--hard] [--expansions
// ...] [--seed N]`.
type SoloOptions struct {
	Hard       bool
	Expansions game.Expansions
	// Seed makes the dice (and a dealt board) repeatable when HasSeed.
	Seed    uint64
	HasSeed bool
}

// SoloSetupView is the setup of a solo game: expansions, hard mode and
// the board layout with its starting meeples.
type SoloSetupView struct {
	*tview.Box
	opt     SoloOptions
	board   *game.Board
	ink     inks
	msg     string
	msgErr  bool
	onBoard func(x game.Expansions, b *game.Board) // opens the grid editor
	onStart func(o SoloOptions, b *game.Board)
	onBack  func()
	rng     *rand.Rand
	lang    string
	// aside keeps, by its number of rows, a board the expansions no longer
	// fit, so that switching back brings it back.
	aside map[int]*game.Board
	// Before a board with Workshops and no Mountains starts, the setup asks
	// once which edges carry them, for every Workshop.
	askMountains bool
	mountains    game.Edges
	mountainsOf  *game.Board // the board the question was answered for
}

// newSoloSetupView returns the setup screen.
func newSoloSetupView(o SoloOptions, colour bool, rng *rand.Rand) *SoloSetupView {
	return &SoloSetupView{Box: tview.NewBox(), opt: o, ink: newInks(colour), rng: rng}
}

// Keys lists the setup keys.
func (s *SoloSetupView) Keys() []KeyHelp {
	l := s.lang
	return []KeyHelp{
		{"a t w", tr(l, "ui.key.setup_expansions")},
		{"h", tr(l, "ui.key.setup_hard")},
		{"b", tr(l, "ui.key.setup_board")},
		{"d", tr(l, "ui.key.setup_deal")},
		{"Enter", tr(l, "ui.key.start")},
		{"Esc", tr(l, "ui.key.back_home")},
	}
}

// InputHandler toggles the options, opens the editor, starts the game.
func (s *SoloSetupView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	return s.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		s.msg, s.msgErr = "", false
		if s.askMountains {
			s.mountainsKey(ev)
			return
		}
		switch ev.Key() {
		case tcell.KeyEscape:
			if s.onBack != nil {
				s.onBack()
			}
			return
		case tcell.KeyEnter:
			s.start()
			return
		case tcell.KeyRune:
		default:
			return
		}
		x := &s.opt.Expansions
		switch ev.Rune() {
		case 'a':
			x.Artisans = !x.Artisans
			s.dropBoardIfResized()
		case 't':
			x.Thieves = !x.Thieves
		case 'w':
			x.Whims = !x.Whims
			s.dropBoardIfResized()
		case 'h':
			s.opt.Hard = !s.opt.Hard
		case 'b', 'p':
			if s.onBoard != nil {
				s.onBoard(s.opt.Expansions, s.board)
			}
		case 'd':
			s.deal()
		}
	})
}

// dropBoardIfResized puts the board aside when the expansions change its
// number of rows, and brings back a board put aside for the new size.
func (s *SoloSetupView) dropBoardIfResized() {
	rows := s.opt.Expansions.Rows()
	if s.board != nil && s.board.Rows != rows {
		if s.aside == nil {
			s.aside = map[int]*game.Board{}
		}
		s.aside[s.board.Rows] = s.board
		s.board = nil
		s.msg, s.msgErr = tf(s.lang, "ui.setup.resized", rows), true
	}
	if b := s.aside[rows]; s.board == nil && b != nil {
		s.board = b
		delete(s.aside, rows)
		s.msg, s.msgErr = tr(s.lang, "ui.setup.back"), false
	}
}

// SetBoard takes the board from the grid editor.
func (s *SoloSetupView) SetBoard(b *game.Board) {
	s.board = b
	s.msg = tr(s.lang, "ui.setup.entered")
}

// start checks the setup and starts the game.
func (s *SoloSetupView) start() {
	if s.board == nil {
		s.msg, s.msgErr = tr(s.lang, "ui.setup.no_board"), true
		return
	}
	if err := s.board.Check(game.CheckOptions{Expansions: s.opt.Expansions, Solo: true}); err != nil {
		s.msg, s.msgErr = errLine(s.lang, err), true
		return
	}
	if s.mountainsOf != s.board && s.board.NeedsMountains() {
		s.askMountains, s.mountains = true, 0
		return
	}
	if s.onStart != nil {
		s.onStart(s.opt, s.board)
	}
}

// mountainsKey answers the question of the Workshops' Mountains: n e s w
// toggle an edge, Enter puts them on every Workshop and starts (only with
// the 2 edges the rules give each Workshop), Esc goes back to the setup.
func (s *SoloSetupView) mountainsKey(ev *tcell.EventKey) {
	switch ev.Key() {
	case tcell.KeyEscape:
		s.askMountains = false
	case tcell.KeyEnter:
		if n := s.mountains.Count(); n != game.WorkshopMountains {
			// The rule is the default: no Workshop starts without its Mountains.
			s.msg, s.msgErr = tf(s.lang, "ui.setup.mountains_count", game.WorkshopMountains, n), true
			return
		}
		s.board = s.board.WithMountains(s.mountains)
		s.askMountains, s.mountainsOf = false, s.board
		s.start()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		s.mountains = 0
	case tcell.KeyRune:
		for _, d := range game.Directions {
			if ev.Rune() == rune(d.Letter()) {
				s.mountains ^= game.Edges(0).With(d)
			}
		}
	}
}

// Draw draws the setup.
func (s *SoloSetupView) Draw(screen tcell.Screen) {
	s.Box.DrawForSubclass(screen, s)
	x, y, w, h := s.GetInnerRect()
	onOff := func(b bool) string {
		if b {
			return "[x]"
		}
		return "[ ]"
	}
	x2 := x + 2
	l := s.lang
	put(screen, x2, y+1, w-4, tr(l, "ui.setup.title"), s.ink.heading)
	xs := s.opt.Expansions
	// The names before the values line up; the widest sets the column.
	lw := 0
	for _, k := range []string{"ui.setup.expansions", "ui.setup.hard", "ui.setup.board"} {
		lw = max(lw, textWidth(tr(l, k)))
	}
	lw += 2
	name := func(key string) string { return padTo(tr(l, key), lw) }
	indent := strings.Repeat(" ", lw)
	lines := []string{
		"",
		name("ui.setup.expansions") + onOff(xs.Artisans) + " a " + tr(l, "ui.setup.artisans") + "   " + onOff(xs.Thieves) + " t " + tr(l, "ui.setup.thieves") + "   " + onOff(xs.Whims) + " w " + tr(l, "ui.setup.whims"),
		name("ui.setup.hard") + onOff(s.opt.Hard) + " h  " + tr(l, "ui.setup.hard_note"),
		"",
	}
	if s.board == nil {
		lines = append(lines, name("ui.setup.board")+tf(l, "ui.setup.none_yet", xs.Rows()),
			indent+tr(l, "ui.setup.b"),
			indent+tr(l, "ui.setup.d"))
	} else {
		empty := 0
		for _, p := range s.board.Places() {
			t := s.board.Tile(p)
			if !t.Type.Forbidden() && t.Meeples.Empty() {
				empty++
			}
		}
		lines = append(lines, name("ui.setup.board")+tf(l, "ui.setup.board_size", s.board.Cols, s.board.Rows, s.board.Meeples().Total()))
		if empty > 0 {
			lines = append(lines, indent+tf(l, "ui.setup.empty", empty))
		}
	}
	lines = append(lines, "", tr(l, "ui.setup.keys"))
	for i, l := range lines {
		put(screen, x2, y+2+i, w-4, l, s.ink.normal)
	}
	if s.board != nil {
		bv := newBoardView(s.board, s.ink.colour)
		bv.Lang = l
		bv.Unknown = map[game.Place]bool{}
		for _, p := range s.board.Places() {
			if t := s.board.Tile(p); !t.Type.Forbidden() && t.Meeples.Empty() {
				bv.Unknown[p] = true
			}
		}
		top := y + 3 + len(lines)
		bottom := 1
		if s.askMountains {
			bottom = 2
		}
		// A board too tall for the window (7 rows at 80x24) shows a row a
		// line, so that every row is seen.
		if _, bh := bv.Size(); bh > h-(top-y)-bottom {
			bv.Compact = true
		}
		bv.Draw(screen, x2, top, w-4, h-(top-y)-bottom)
	}
	if s.askMountains {
		now := s.mountains.String()
		if now == "" {
			now = tr(l, "ui.setup.mountains_none")
		}
		put(screen, x2, y+h-2, w-4, tr(l, "ui.setup.mountains"), s.ink.heading)
		if s.msgErr {
			put(screen, x2, y+h-1, w-4, "! "+s.msg, s.ink.err)
			return
		}
		put(screen, x2, y+h-1, w-4, tf(l, "ui.setup.mountains_keys", now), s.ink.normal)
		return
	}
	if s.msg != "" {
		st, text := s.ink.good, s.msg
		if s.msgErr {
			st, text = s.ink.err, "! "+s.msg
		}
		put(screen, x2, y+h-1, w-4, text, st)
	}
}

// newRand is the random source of a new game: the seed when given, else
// the clock.
func newRand(o SoloOptions, clock func() time.Time) *rand.Rand {
	seed := o.Seed
	if !o.HasSeed {
		seed = uint64(clock().UnixNano())
	}
	return game.DealRand(seed) // the same deal as naqala deal --seed
}

// ShowSoloSetup shows the setup of a new solo game with the configured
// expansions.
func (a *App) ShowSoloSetup() {
	a.NewSolo(SoloOptions{Expansions: a.cfg.Expansions})
}

// NewSolo shows the setup of a new solo game with the options given.
func (a *App) NewSolo(o SoloOptions) {
	rng := newRand(o, a.deps.Clock)
	s := newSoloSetupView(o, a.cfg.Colours(), rng)
	s.lang = a.cfg.lang()
	s.onBack = a.ShowHome
	s.onBoard = func(x game.Expansions, b *game.Board) {
		ed := NewBoardEditor(BoardEditorOptions{
			Expansions: x, Solo: true, Board: b, Colour: a.cfg.Colours(), Language: a.cfg.lang(),
			OnDone: func(nb *game.Board) {
				s.SetBoard(nb)
				a.Show(ScreenSoloSetup, s, s.Keys())
			},
			OnCancel: func() { a.Show(ScreenSoloSetup, s, s.Keys()) },
		})
		a.Show(ScreenBoardEditor, ed, ed.Keys())
	}
	s.onStart = func(o SoloOptions, b *game.Board) {
		// Tiles without meeples are asked when they first matter; the
		// engine holds a placeholder meeple on each meanwhile.
		var unknown []game.Place
		for _, p := range b.Places() {
			if t := b.Tile(p); !t.Type.Forbidden() && t.Meeples.Empty() {
				unknown = append(unknown, p)
			}
		}
		setup := sultan.NewSetup(b, o.Expansions, o.Hard, a.cfg.SoloRules)
		setup.Unknown = unknown
		g, err := sultan.New(setup)
		if err != nil {
			s.msg, s.msgErr = errLine(s.lang, err), true
			return
		}
		src := rand.NewPCG(rng.Uint64(), rng.Uint64())
		var dice sultan.Dice = sultan.NewRandDice(rand.New(src))
		f := &soloFile{name: history.NewSaveName(a.deps.Clock())}
		if o.HasSeed {
			f.dice = src // saved with the game: a resume rolls on from it
		}
		if a.deps.Dice != nil {
			dice, f.dice = a.deps.Dice, nil
		}
		soloFlow{a}.play(g, dice, f, nil)
	}
	a.Show(ScreenSoloSetup, s, s.Keys())
}

// soloFlow hands a solo game from screen to screen of the shell: the
// setup or a resume starts it on the game screen, whose end opens the
// final state, then the result.
type soloFlow struct{ app *App }

// play shows the game screen of g, saved to f (locked already when
// resumed). A failed save stays on the screen until a save succeeds.
func (p soloFlow) play(g *sultan.Game, dice sultan.Dice, f *soloFile, ui []byte) {
	a := p.app
	if a.saves.open != f {
		a.saves.close()
	}
	a.saves.open = f
	var v *soloHost
	hooks := soloHooks{
		finish: func() { p.final(v, f) },
		leave: func() {
			leave := func() {
				a.saves.close()
				a.ShowHome()
				a.Flash(a.saves.savedWords(f))
			}
			if f.err != nil {
				a.Confirm(tf(a.cfg.lang(), "ui.save.leave_unsaved", oneLine(f.err)), leave)
				return
			}
			leave()
		},
		keys: a.SetKeys,
	}
	if a.running {
		hooks.background = func(work func() func()) {
			go func() {
				done := work()
				a.tv.QueueUpdateDraw(done)
			}()
		}
	}
	if a.deps.Store != nil {
		hooks.save = func(g *sultan.Game, ui json.RawMessage) error { return a.saves.save(f, g, ui) }
		hooks.saveIn = func(dir string, g *sultan.Game, ui json.RawMessage) (string, error) {
			return a.saves.saveIn(f, dir, g, ui)
		}
	}
	v = newSoloHost(g, dice, a.cfg, ui, hooks)
	v.save()
	a.Show(ScreenSoloGame, v, v.Keys())
	if a.deps.Store == nil {
		a.Flash(errNoStore.Error())
	}
}

// saveWords lists saves briefly, in lang.
func saveWords(lang string, in history.SaveInfo) string {
	if in.Err != nil {
		return fmt.Sprintf("%s  %s", in.Name, tf(lang, "ui.saves.damaged", strings.SplitN(in.Err.Error(), "\n", 2)[0]))
	}
	state := tf(lang, "ui.saves.round", in.Round)
	switch {
	case in.Lost != game.NotLost:
		state = tf(lang, "ui.log.lost", trOr(lang, "ui.lossname."+in.Lost.String(), in.Lost.String()))
	case in.Ended:
		state = tr(lang, "ui.saves.ended")
	}
	if in.Over && !in.Kept {
		state += ", " + tr(lang, "ui.saves.unscored")
	}
	hard := ""
	if in.Hard {
		hard = ", " + tr(lang, "ui.hard")
	}
	return fmt.Sprintf("%s  %s%s  (%s)", in.Name, state, hard, in.Modified.Format("2006-01-02 15:04"))
}
