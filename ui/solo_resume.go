package ui

import (
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// dice is Yazid's dice: the injected ones, else dice seeded by the clock.
func (s *soloSaves) dice() sultan.Dice {
	if s.deps.Dice == nil {
		seed := uint64(s.deps.Clock().UnixNano())
		s.deps.Dice = sultan.NewRandDice(rand.New(rand.NewPCG(seed, seed>>7)))
	}
	return s.deps.Dice
}

// savedDice is the dice of a resumed game: a game whose dice follow a
// seed goes on with the state its save holds (and f saves it again),
// another rolls with s.dice().
func (s *soloSaves) savedDice(save history.SoloSave, f *soloFile) sultan.Dice {
	if save.Dice != "" {
		if src, err := history.ParseDice(save.Dice); err == nil {
			f.dice = src
			return sultan.NewRandDice(rand.New(src))
		}
	}
	return s.dice()
}

// ResumeLatest resumes the latest autosave.
func (a *App) ResumeLatest() {
	if a.deps.Store == nil {
		a.Flash(errNoStore.Error())
		return
	}
	path, err := a.deps.Store.Latest()
	if errors.Is(err, history.ErrNoSave) {
		a.Flash(tr(a.cfg.lang(), "ui.saves.none_to_resume"))
		return
	}
	if err != nil {
		a.Flash(oneLine(err))
		return
	}
	if err := a.Resume(path); err != nil {
		a.Flash(oneLine(err))
	}
}

// Resume opens the saved game at path on the screen it was left at, and
// saves it back to that file, locked against a second naqala (a game open
// in another one is refused, naming its process). A damaged save offers
// its backup.
func (a *App) Resume(path string) error {
	if a.deps.Store == nil {
		return errNoStore
	}
	// A game that cannot be locked (its lock file cannot be made, or is
	// not naqala's) is not opened: two naqalas would play it at once.
	lock, err := a.deps.Store.LockSave(path)
	if errors.Is(err, history.ErrLocked) {
		return a.saves.openElsewhere(path, err)
	}
	if err != nil {
		return err
	}
	save, g, err := a.deps.Store.LoadSolo(path)
	if err != nil {
		release(lock)
		if backupOf(err) != "" {
			a.Confirm(oneLine(err)+"\n\n"+tr(a.cfg.lang(), "ui.saves.open_backup"), func() {
				lock, lerr := a.deps.Store.LockSave(path)
				if errors.Is(lerr, history.ErrLocked) {
					a.Flash(oneLine(a.saves.openElsewhere(path, lerr)))
					return
				}
				if lerr != nil {
					a.Flash(oneLine(lerr))
					return
				}
				bs, bg, berr := a.deps.Store.LoadBackup(path)
				if berr != nil {
					release(lock)
					a.Flash(oneLine(berr))
					return
				}
				bf := &soloFile{name: saveName(path), path: path, lock: lock, history: bs.History}
				soloFlow{a}.play(bg, a.saves.savedDice(bs, bf), bf, bs.UI)
				a.Flash(tr(a.cfg.lang(), "ui.saves.backup_open"))
			})
			return nil
		}
		return err
	}
	f := &soloFile{name: saveName(path), path: path, lock: lock, history: save.History}
	soloFlow{a}.play(g, a.saves.savedDice(save, f), f, save.UI)
	a.Flash(tf(a.cfg.lang(), "ui.saves.resumed", saveName(path)))
	return nil
}

// saveName is the save name of a save file.
func saveName(path string) string {
	return strings.TrimSuffix(filepath.Base(path), ".json")
}

// SavesView lists the saved games to resume one.
type SavesView struct {
	*tview.Box
	saves []history.SaveInfo
	cur   int
	ink   inks
	open  func(history.SaveInfo)
	back  func()
	lang  string
}

// Keys lists the keys of the list.
func (s *SavesView) Keys() []KeyHelp {
	return append(listKeys(s.lang, tr(s.lang, "ui.key.choose")), KeyHelp{"Enter", tr(s.lang, "ui.key.resume")}, KeyHelp{"Esc", tr(s.lang, "ui.key.back")})
}

// InputHandler chooses and opens a save.
func (s *SavesView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	return s.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		switch ev = listKey(ev); ev.Key() {
		case tcell.KeyUp:
			s.cur = max(s.cur-1, 0)
		case tcell.KeyDown:
			s.cur = min(s.cur+1, max(len(s.saves)-1, 0))
		case tcell.KeyHome:
			s.cur = 0
		case tcell.KeyEnd:
			s.cur = max(len(s.saves)-1, 0)
		case tcell.KeyEnter:
			if len(s.saves) > 0 {
				s.open(s.saves[s.cur])
			}
		case tcell.KeyEscape:
			s.back()
		case tcell.KeyRune:
			if ev.Rune() == 'q' {
				s.back()
			}
		}
	})
}

// Draw lists the saves, the most recent first.
func (s *SavesView) Draw(screen tcell.Screen) {
	s.Box.DrawForSubclass(screen, s)
	x, y, w, h := s.GetInnerRect()
	put(screen, x+2, y+1, w-4, tr(s.lang, "ui.saves.title"), s.ink.heading)
	if len(s.saves) == 0 {
		put(screen, x+2, y+3, w-4, tr(s.lang, "ui.saves.empty"), s.ink.normal)
		return
	}
	rows := h - 4
	top := 0
	if s.cur >= rows {
		top = s.cur - rows + 1
	}
	for i := 0; i < rows && top+i < len(s.saves); i++ {
		st := s.ink.normal
		mark := "  "
		if top+i == s.cur {
			st, mark = s.ink.cursor, "> "
		}
		put(screen, x+2, y+3+i, w-4, padTo(mark+saveWords(s.lang, s.saves[top+i]), w-4), st)
	}
}

// ShowSaves lists the saved games to resume one.
func (a *App) ShowSaves() {
	if a.deps.Store == nil {
		a.Flash(errNoStore.Error())
		return
	}
	list, err := a.deps.Store.List()
	if err != nil {
		a.Flash(oneLine(err))
	}
	s := &SavesView{Box: tview.NewBox(), saves: list, ink: newInks(a.cfg.Colours()), back: a.ShowHome, lang: a.cfg.lang()}
	s.open = func(in history.SaveInfo) {
		if err := a.Resume(in.Path); err != nil {
			a.Flash(oneLine(err))
		}
	}
	a.Show(ScreenSavedGames, s, s.Keys())
}
