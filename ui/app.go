package ui

import (
	"errors"
	"fmt"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/safetext"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// KeyHelp is one line of the help overlay: a key (or keys) and what it
// does on the current screen.
type KeyHelp struct{ Key, What string }

// Saves is what the TUI needs to save and resume solo games.
type Saves interface {
	// Latest is the path of the save to resume (history.ErrNoSave if none).
	Latest() (string, error)
	// List describes every saved game, the most recent first.
	List() ([]history.SaveInfo, error)
	// LoadSolo reads and replays a saved game; when it is damaged and an
	// earlier good save is kept, the error has a method PreviousSave()
	// string naming it (see backupOf).
	LoadSolo(path string) (history.SoloSave, *sultan.Game, error)
	// LoadBackup reads the previous good save of path.
	LoadBackup(path string) (history.SoloSave, *sultan.Game, error)
	// SaveSoloFile writes a game atomically to its file.
	SaveSoloFile(path string, save history.SoloSave) error
	// CreateSolo saves a new game in dir (the saves directory for "")
	// without replacing a file, and locks it.
	CreateSolo(dir, name string, save history.SoloSave) (string, Lock, error)
	// LockSave takes the lock of a save (history.ErrLocked, with a
	// *history.LockedError, when another naqala has it); nil when none is
	// taken.
	LockSave(path string) (Lock, error)
	// SavePath is the file a save of the given name goes to.
	SavePath(name string) string
}

// Records is what the TUI needs of the history of finished games.
type Records interface {
	// AddHistory keeps a finished game.
	AddHistory(rec history.Record) (string, error)
	// KeepSolo keeps a finished solo game in the history once, the save
	// naming its record.
	KeepSolo(path string, save history.SoloSave, rec history.Record) (history.SoloSave, string, error)
	// History reads every finished game, oldest first.
	History() ([]history.Record, error)
}

// Lock keeps a second naqala off a saved game this one has open; Release
// gives it up. A lock not taken is nil (see release).
type Lock = interface{ Release() error }

// Store is what the TUI needs of the data directory: saved solo games and
// the history. cmd/naqala gives the real one (store.Lockers); tests give
// an in-memory fake (memStore) or the real one on disk.
type Store interface {
	Saves
	Records
}

// Deps are the TUI's ties to the world outside, each narrow enough to fake
// in a test.
type Deps struct {
	// Store keeps saves and the history; nil keeps nothing (a warning is
	// shown once).
	Store Store
	// Clock gives the time for save names and history dates; nil is
	// time.Now.
	Clock func() time.Time
	// Dice rolls for Yazid; nil rolls from a random seed.
	Dice sultan.Dice
	// SaveConfig keeps changed settings; nil keeps them for this session.
	SaveConfig func(Config) error
	// WritePDF writes the filled score sheet of a finished game (with
	// the log of a solo game, nil otherwise) and returns where; nil hides
	// the PDF key.
	WritePDF func(g scoring.Game, r scoring.Result, log *history.SoloLog) (string, error)
	// BGStatsLink is the BG Stats push-play link of a finished game,
	// shown as a QR code on the result screens; nil hides it.
	BGStatsLink func(history.Record) (string, error)
	// Baselines are the self-play runs kept as the machine's figures
	// (naqala history --baseline), shown beside the player's solo record;
	// nil shows none.
	Baselines func() ([]history.Baseline, error)
	// Screen is the terminal; nil opens the real one.
	Screen tcell.Screen
	// ExitAfterFirstDraw stops Run as soon as the first frame is drawn
	// (for timing the start-up).
	ExitAfterFirstDraw bool
}

// bgstatsLink is the BG Stats link of rec, "" when there is none.
func (d Deps) bgstatsLink(rec history.Record) string {
	if d.BGStatsLink == nil {
		return ""
	}
	link, err := d.BGStatsLink(rec)
	if err != nil {
		return ""
	}
	return link
}

// App is the TUI shell: one screen at a time in a page switcher, a status
// line at the bottom, the help overlay (? or F1) over any screen, and the
// recovery that keeps a stack trace off the terminal.
type App struct {
	cfg   Config
	deps  Deps
	tv    *tview.Application
	pages *tview.Pages
	root  *tview.Flex
	line  *tview.TextView

	current ScreenID
	keys    []KeyHelp
	screen  tview.Primitive
	// over is the help overlay and the rules reference.
	over    overlays
	flash   string
	flashAt time.Time
	onQuit  []func()
	// running is set while Run runs the terminal's event loop.
	running bool
	// term is the terminal OpenTerminal opened, until Run takes it over.
	term tcell.Screen

	// saves saves and resumes the solo games (solo_file.go).
	saves *soloSaves
}

// Typist is implemented by screens with text fields: while Typing is
// true, '?' and 'q' reach the screen instead of the shell.
type Typist interface{ Typing() bool }

// NewApp returns the shell showing the home screen.
func NewApp(cfg Config, deps Deps) *App {
	if deps.Clock == nil {
		deps.Clock = time.Now
	}
	if cfg.Rules == nil || cfg.DjinnVP == nil {
		d := DefaultConfig()
		if cfg.Rules == nil {
			cfg.Rules = d.Rules
		}
		if cfg.DjinnVP == nil {
			cfg.DjinnVP = d.DjinnVP
		}
	}
	useTerminalColours(cfg.Colours())
	a := &App{cfg: cfg, deps: deps, tv: tview.NewApplication()}
	a.saves = &soloSaves{deps: &a.deps, cfg: &a.cfg}
	a.over.app = a
	a.pages = tview.NewPages()
	a.line = tview.NewTextView().SetDynamicColors(false).SetWrap(false)
	a.root = tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(a.pages, 0, 1, true).
		AddItem(a.line, 1, 0, false)
	// The mouse is optional: clicks choose tiles, every key works alone.
	// Off (mouse: false), the terminal keeps it for selecting text.
	a.tv.SetRoot(rootView{a.root}, true).SetInputCapture(a.capture).EnableMouse(cfg.Mouse)
	if deps.Screen != nil {
		a.tv.SetScreen(deps.Screen)
	}
	if deps.ExitAfterFirstDraw {
		first := true
		a.tv.SetAfterDrawFunc(func(tcell.Screen) {
			if first {
				first = false
				go a.tv.QueueUpdate(a.tv.Stop)
			}
		})
	}
	a.ShowHome()
	return a
}

// Config is the configuration in force.
func (a *App) Config() Config { return a.cfg }

// SetConfig replaces the configuration in force and keeps it with
// Deps.SaveConfig when given.
func (a *App) SetConfig(c Config) error {
	a.cfg = c
	a.tv.EnableMouse(c.Mouse)
	if a.deps.SaveConfig != nil {
		return a.deps.SaveConfig(c)
	}
	return nil
}

// Root is the whole screen: the pages and the status line (for drawing in
// tests).
func (a *App) Root() tview.Primitive { return rootView{a.root} }

// Current is the screen shown.
func (a *App) Current() ScreenID { return a.current }

// Screen is the screen shown.
func (a *App) Screen() tview.Primitive { return a.screen }

// Show makes p the screen id, with the keys its help overlay lists; the
// screen it replaces is dropped.
func (a *App) Show(id ScreenID, p tview.Primitive, keys []KeyHelp) {
	if a.current != "" && a.current != id {
		a.pages.RemovePage(string(a.current))
	}
	a.over.closeHelp()
	a.current, a.keys, a.screen = id, keys, p
	a.pages.AddAndSwitchToPage(string(id), p, true)
	a.tv.SetFocus(p)
	a.drawLine()
}

// SetKeys changes the keys the help overlay lists for the current screen
// (when its step changes).
func (a *App) SetKeys(keys []KeyHelp) {
	a.keys = keys
	a.drawLine()
}

// Flash shows a message on the status line until the next one, escaped
// where it does not print as itself (safetext.Line).
func (a *App) Flash(msg string) {
	a.flash, a.flashAt = safetext.Line(msg), a.deps.Clock()
	a.drawLine()
}

// Message is the message on the status line.
func (a *App) Message() string { return a.flash }

// OnQuit adds a function run when the program leaves (to save).
func (a *App) OnQuit(f func()) { a.onQuit = append(a.onQuit, f) }

// Quit leaves the program after the OnQuit functions ran; with a game
// whose last save failed it asks first.
func (a *App) Quit() {
	if f := a.saves.open; f != nil && f.err != nil {
		a.Confirm(tf(a.cfg.lang(), "ui.save.quit_unsaved", oneLine(f.err)), a.quit)
		return
	}
	a.quit()
}

func (a *App) quit() {
	for _, f := range a.onQuit {
		f()
	}
	a.saves.close()
	a.tv.Stop()
}

func (a *App) drawLine() {
	text := " " + tr(a.cfg.lang(), "ui.line.keys")
	if a.flash != "" {
		text = " " + a.flash + "   " + tr(a.cfg.lang(), "ui.line.flash_keys")
	}
	a.line.SetText(text)
}

// capture is the shell's own keys, before the screen's: help and quit.
func (a *App) capture(ev *tcell.EventKey) *tcell.EventKey {
	if ev.Modifiers()&tcell.ModAlt != 0 {
		// Esc then a key, typed quickly, reads as Alt+key: no screen has
		// Alt keys, so play them as Esc and the key.
		for _, k := range splitAlt(ev) {
			a.Press(k)
		}
		return nil
	}
	if a.over.on {
		return ev
	}
	if a.flash != "" {
		// A message stays until the next key.
		a.flash = ""
		a.drawLine()
	}
	typing := false
	if t, ok := a.screen.(Typist); ok && t.Typing() {
		typing = true
	}
	if _, ok := a.tv.GetFocus().(*tview.InputField); ok {
		typing = true
	}
	switch {
	case ev.Key() == tcell.KeyF1, ev.Key() == tcell.KeyRune && ev.Rune() == '?' && !typing:
		a.over.openHelp()
		return nil
	case ev.Key() == tcell.KeyCtrlQ:
		a.Quit()
		return nil
	case ev.Key() == tcell.KeyCtrlC:
		a.Quit()
		return nil
	}
	return ev
}

// overlays are the help overlay and the rules reference (rules_ref.go)
// over the shell's screen, one at a time: Esc goes back to the screen as
// it was.
type overlays struct {
	app *App
	// on is set while one is shown: the shell's keys reach it.
	on bool
}

// openHelp shows the keys of the screen, and the shell's.
func (o *overlays) openHelp() {
	a := o.app
	keys := append(append([]KeyHelp(nil), a.keys...),
		KeyHelp{"? F1", tr(a.cfg.lang(), "ui.key.this_list")}, rulesKey(a.cfg.lang()), KeyHelp{"Ctrl-Q", tr(a.cfg.lang(), "ui.key.quit_saved")})
	h := NewHelp(a.current.title(a.cfg.lang()), keys, a.cfg.Colours(), o.closeHelp)
	h.lang = a.cfg.lang()
	h.onRules = o.openRules // rules_ref.go
	o.on = true
	a.pages.AddPage(helpPage, h, true, true)
	a.tv.SetFocus(h)
}

// closeHelp leaves the help overlay for the screen below.
func (o *overlays) closeHelp() {
	a := o.app
	if !o.on {
		return
	}
	o.on = false
	a.pages.RemovePage(helpPage)
	if a.screen != nil {
		a.tv.SetFocus(a.screen)
	}
}

// HelpOpen reports whether the help overlay is shown.
func (a *App) HelpOpen() bool { return a.over.on }

// Press handles one key as the running application would: the shell's
// keys first, then the focused primitive (for tests and scripted input).
func (a *App) Press(ev *tcell.EventKey) {
	if ev = a.capture(ev); ev == nil {
		return
	}
	// As tview does: from the root down to the focused primitive, so
	// that the input captures on the way apply.
	if h := a.root.InputHandler(); h != nil {
		h(ev, func(q tview.Primitive) { a.tv.SetFocus(q) })
	}
}

// Confirm asks a yes/no question over the current screen; onYes runs on
// y or Enter on "Yes", nothing happens on n or Esc.
func (a *App) Confirm(question string, onYes func()) {
	l := a.cfg.lang()
	m := tview.NewModal().SetText(tviewText(question) + "\n\n" + tr(l, "ui.confirm.keys")).AddButtons([]string{tr(l, "ui.confirm.yes"), tr(l, "ui.confirm.no")})
	styleQuestion(m, a.cfg.Colours())
	back := a.screen
	m.SetDoneFunc(func(i int, label string) {
		a.pages.RemovePage(confirmPage)
		if back != nil {
			a.tv.SetFocus(back)
		}
		if i == 0 && label != "" && onYes != nil {
			onYes()
		}
	})
	m.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyRune {
			switch ev.Rune() {
			case 'y', 'Y', 'j', 'J':
				return tcell.NewEventKey(tcell.KeyEnter, 0, 0)
			case 'n', 'N':
				return tcell.NewEventKey(tcell.KeyEscape, 0, 0)
			}
		}
		return ev
	})
	a.pages.AddPage(confirmPage, m, true, true)
	a.tv.SetFocus(m)
}

// openedScreen is a terminal OpenTerminal has opened: tview initialises
// the screen it is given, which must happen once.
type openedScreen struct{ tcell.Screen }

// Init does nothing: the terminal is open.
func (openedScreen) Init() error { return nil }

// OpenTerminal opens the terminal before any game is opened, so that a
// naqala that cannot have one says so having touched no save. Run opens
// it when this was not called; after it, Run or Close must follow.
func (a *App) OpenTerminal() error {
	if a.deps.Screen != nil {
		return nil
	}
	scr, err := tcell.NewScreen()
	if err == nil {
		err = scr.Init()
	}
	if err != nil {
		return terminalError(err)
	}
	if a.cfg.Mouse {
		scr.EnableMouse()
	}
	a.deps.Screen, a.term = scr, scr
	a.tv.SetScreen(openedScreen{scr})
	return nil
}

// Close gives up the game's lock and gives the terminal back, when Run is
// not to be called after all (a game that does not open).
func (a *App) Close() {
	a.saves.close()
	if a.term != nil {
		a.term.Fini()
		a.term = nil
	}
}

func terminalError(err error) error {
	return fmt.Errorf("ui: terminal: %w (the TUI needs a terminal; naqala score, sheet and yazid work without one)", err)
}

// Run runs the TUI until the user quits. A panic anywhere is caught: the
// terminal is restored (tview finishes the screen before the panic reaches
// here) and a one-line error returned instead of a stack trace. However
// it ends, the lock of the game open is given up.
func (a *App) Run() error {
	defer a.saves.close()
	return guarded(func() error {
		a.running = true
		a.term = nil // tview finishes the screen from now on
		defer func() { a.running = false }()
		if err := a.tv.Run(); err != nil {
			return terminalError(err)
		}
		return nil
	})
}

// guarded runs f and turns a panic into a one-line error.
func guarded(f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("ui: internal error: %v (your game is saved; naqala resume goes on)", p)
		}
	}()
	return f()
}

// errNoStore is shown when the TUI runs without a data directory.
var errNoStore = errors.New("ui: no data directory: games are not saved")
