package ui

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"time"

	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// soloFile is where the solo game on the screen is saved: its file, the
// lock that keeps a second naqala off it, and the name of its record in
// the history once it is kept there.
type soloFile struct {
	// name is the save name: a new game's file is NAME.json, and its
	// history record names it.
	name string
	// path is the save file, the one the game was resumed from too; ""
	// until the first save of a new game is written.
	path string
	lock Lock
	// history is the game's record name in the history (history.SoloSave.History).
	history string
	// err is why the last save failed; nil after a good one.
	err error
	// dice is the generator of Yazid's dice when they follow a seed
	// (naqala solo --seed): its state is saved with the game, so that
	// after a resume the dice go on where they stood. Nil otherwise.
	dice *rand.PCG
}

// saveOf is the save of g for f, with its record's name and its dice.
func (f *soloFile) saveOf(g *sultan.Game, ui json.RawMessage) history.SoloSave {
	save := history.SoloSaveOf(g, ui)
	save.History = f.history
	if f.dice != nil {
		save.Dice = history.DiceState(f.dice)
	}
	return save
}

// release gives up a lock, if one was taken.
func release(l Lock) {
	if l != nil {
		_ = l.Release()
	}
}

// backupOf is the previous good save that an error of Store.LoadSolo
// names, "" for none.
func backupOf(err error) string {
	var le interface {
		error
		PreviousSave() string
	}
	if errors.As(err, &le) {
		return le.PreviousSave()
	}
	return ""
}

// localError is an error told in the player's language that still
// matches its cause with errors.Is.
type localError struct {
	msg string
	err error
}

func (e *localError) Error() string { return e.msg }
func (e *localError) Unwrap() error { return e.err }

// soloSaves saves and resumes the solo games of an App: it holds the
// App's ties to the store, clock and dice, its configuration (for the
// language in force) and the file of the game on the screen.
type soloSaves struct {
	// deps are the App's: dice keeps the dice it makes there.
	deps *Deps
	// cfg is the App's configuration, whatever SetConfig made it.
	cfg *Config
	// open is the file of the solo game being played, locked; nil when
	// none.
	open *soloFile
}

// openElsewhere says that another naqala has the game open.
func (s *soloSaves) openElsewhere(path string, err error) error {
	var le *history.LockedError
	if !errors.As(err, &le) || le.PID == 0 {
		return &localError{tf(s.cfg.lang(), "ui.save.open_elsewhere", escapeControls(path)), err}
	}
	return &localError{tf(s.cfg.lang(), "ui.save.open_elsewhere_pid", le.PID, escapeControls(path)), err}
}

// save saves the game to its file: a new game's first save creates
// NAME.json in the saves directory (NAME-2.json ... when taken) and locks
// it; later saves replace the file atomically.
func (s *soloSaves) save(f *soloFile, g *sultan.Game, ui json.RawMessage) error {
	save := f.saveOf(g, ui)
	var err error
	if f.path == "" {
		var path string
		var lock Lock
		if path, lock, err = s.deps.Store.CreateSolo("", f.name, save); err == nil {
			f.path, f.lock = path, lock
		}
	} else {
		err = s.deps.Store.SaveSoloFile(f.path, save)
	}
	f.err = err
	return err
}

// saveIn saves the game as a new file in dir, when its own file
// cannot be written, and saves it there from then on. It returns the file.
func (s *soloSaves) saveIn(f *soloFile, dir string, g *sultan.Game, ui json.RawMessage) (string, error) {
	dir = strings.TrimSpace(dir)
	if dir == "" {
		return "", errors.New(tr(s.cfg.lang(), "ui.save.no_dir"))
	}
	save := f.saveOf(g, ui)
	path, lock, err := s.deps.Store.CreateSolo(dir, plainSaveName(f.name), save)
	if err != nil {
		f.err = err
		return "", err
	}
	release(f.lock)
	f.path, f.lock, f.err = path, lock, nil
	return path, nil
}

// plainSaveName makes a save name the store takes of a file's name
// ("my game" -> "my-game").
func plainSaveName(name string) string {
	var b strings.Builder
	for _, r := range name {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' {
			b.WriteRune(r)
		} else {
			b.WriteByte('-')
		}
	}
	s := strings.TrimLeft(b.String(), ".")
	if len(s) > 100 {
		s = s[:100]
	}
	if s == "" {
		s = "solo"
	}
	return s
}

// savedWords tells where the game is saved and how to go on with it.
func (s *soloSaves) savedWords(f *soloFile) string {
	l := s.cfg.lang()
	if f.path == "" || filepath.Dir(f.path) == filepath.Dir(s.deps.Store.SavePath("x")) {
		return tf(l, "ui.msg.saved_as", strings.TrimSuffix(filepath.Base(cmpStr(f.path, f.name)), ".json"))
	}
	return tf(l, "ui.save.saved_at", escapeControls(f.path))
}

// cmpStr is s, or def when s is "".
func cmpStr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// close lets go of the game on the screen: its lock is released, so
// that it can be resumed, here or in another naqala.
func (s *soloSaves) close() {
	if s.open != nil {
		release(s.open.lock)
		s.open = nil
	}
}

// finishedSoloRecord is the history record of the solo game v scored as r,
// finished at when.
func finishedSoloRecord(v *soloHost, sg scoring.Game, r scoring.Result, when time.Time) history.Record {
	rec := history.NewRecord(sg, r, when)
	if rec.Solo != nil {
		rec.Solo.Rounds = v.Game().Round()
		rec.Advised = v.ui.Advised
	}
	return rec
}

// keep keeps the finished game in the history once: the save names
// the record (history.KeepSolo), so that a corrected final state, after a
// resume too, replaces it.
func (s *soloSaves) keep(v *soloHost, f *soloFile, rec history.Record) error {
	if s.deps.Store == nil {
		return nil
	}
	g := v.Game()
	ui := v.uiJSON()
	if f.path == "" {
		if err := s.save(f, g, ui); err != nil {
			// Never saved: the result is kept all the same.
			rec.Save = f.name
			_, herr := s.deps.Store.AddHistory(rec)
			return errors.Join(err, herr)
		}
	}
	save := f.saveOf(g, ui)
	saved, _, err := s.deps.Store.KeepSolo(f.path, save, rec)
	f.history = saved.History
	if err == nil {
		f.err = nil
	}
	return err
}
