package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/sultan"
)

// SaveSolo writes the game to saves/NAME.json atomically (see replace):
// fast enough to run after every event. The previous good save becomes
// NAME.json.bak; a damaged file in the way is kept as NAME.json.damaged.
func (s *Store) SaveSolo(name string, save SoloSave) error {
	if err := checkName(name); err != nil {
		return err
	}
	return s.SaveSoloFile(s.SavePath(name), save)
}

// SaveSoloFile is SaveSolo to the file path, wherever it is: a game
// resumed from a file is saved back to that file.
func (s *Store) SaveSoloFile(path string, save SoloSave) error {
	if save.Saved.IsZero() {
		save.Saved = s.clock()
	}
	data, err := encodeSolo(save)
	if err != nil {
		return fmt.Errorf("store: %s: %w", path, err)
	}
	if err := s.replace(path, data, checkSolo); err != nil {
		return fmt.Errorf("store: saving %s: %w", path, err)
	}
	return nil
}

// versionOf is the save version a game of setup needs: 2 when it names
// tiles whose meeples are still to be asked, else 1.
func versionOf(setup sultan.Setup) int {
	if len(setup.Unknown) > 0 {
		return 2
	}
	return 1
}

// encodeSolo writes a save's bytes.
func encodeSolo(save SoloSave) ([]byte, error) {
	if len(save.Log) == 0 || save.Log[0].Kind != sultan.EventSetup || save.Log[0].Setup == nil {
		return nil, errors.New("the log must start with the setup")
	}
	if n := len(save.Log) - 1 + len(save.Redo); n > MaxEvents {
		return nil, fmt.Errorf("%d events and undone events, more than the %d a save may hold", n, MaxEvents)
	}
	setup := *save.Log[0].Setup
	e := envelope{Format: SaveFormat, Version: versionOf(setup), Saved: save.Saved.UTC(), UI: save.UI, History: save.History, Dice: save.Dice}
	if err := checkHistoryID(save.History); err != nil {
		return nil, err
	}
	if err := checkDice(save.Dice); err != nil {
		return nil, err
	}
	sum := save.Game
	if sum.Round == 0 {
		// A save made by hand, not by SoloSaveOf: sum the game up.
		g, err := sultan.Restore(save.Log, save.Redo)
		if err != nil {
			return nil, err
		}
		sum = SummaryOf(g, save.Log, save.Redo)
	}
	e.Game = summaryOf(sum)
	var err error
	if e.Rules, err = json.Marshal(rulesMap(setup.Rules)); err != nil {
		return nil, err
	}
	if e.Setup, err = json.Marshal(setup); err != nil {
		return nil, err
	}
	if e.Events, err = marshalEvents(save.Log[1:]); err != nil {
		return nil, err
	}
	if e.Redo, err = marshalEvents(save.Redo); err != nil {
		return nil, err
	}
	if !isNull(save.UI) && !json.Valid(save.UI) {
		return nil, errors.New("the screen state is not JSON")
	}
	return encodeEnvelope(e)
}

func rulesMap(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}

func marshalEvents(l sultan.Log) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(l))
	for i, e := range l {
		raw, err := json.Marshal(e)
		if err != nil {
			return nil, fmt.Errorf("event %d: %w", i+1, err)
		}
		out[i] = raw
	}
	return out, nil
}

// LoadSolo reads a saved game and replays it. A file that is damaged
// (bad JSON, a wrong format, a log that does not replay) or newer than
// this naqala fails with a *LoadError naming the path and the reason, and
// the backup when one exists; the file is left untouched.
func (s *Store) LoadSolo(path string) (SoloSave, *sultan.Game, error) {
	save, g, err := s.loadSolo(path)
	if err != nil {
		le := &LoadError{Path: path, Err: err}
		if _, serr := os.Stat(BackupPath(path)); serr == nil {
			le.Backup = BackupPath(path)
		}
		return SoloSave{}, nil, le
	}
	return save, g, nil
}

// LoadBackup reads the previous good save of path (path.bak), as LoadSolo
// does. Saving the game again under the same name keeps the damaged file
// beside it (path.damaged) rather than overwriting it.
func (s *Store) LoadBackup(path string) (SoloSave, *sultan.Game, error) {
	bak := BackupPath(path)
	save, g, err := s.loadSolo(bak)
	if err != nil {
		return SoloSave{}, nil, &LoadError{Path: bak, Err: err}
	}
	return save, g, nil
}

func (s *Store) loadSolo(path string) (SoloSave, *sultan.Game, error) {
	before, _ := stampOf(path)
	data, err := readFile(path)
	if err != nil {
		if fi, lerr := os.Lstat(path); lerr == nil && fi.IsDir() {
			return SoloSave{}, nil, damaged("%v", errNotASave)
		}
		if errors.Is(err, fs.ErrNotExist) {
			if to, lerr := os.Readlink(path); lerr == nil {
				return SoloSave{}, nil, fmt.Errorf("a symbolic link to %s, which does not exist: %w", filetext.Text(to), fs.ErrNotExist)
			}
			return SoloSave{}, nil, fs.ErrNotExist
		}
		return SoloSave{}, nil, err
	}
	save, g, err := decodeSolo(data)
	if err != nil {
		return SoloSave{}, nil, err
	}
	if after, ok := stampOf(path); ok && after == before {
		s.mu.Lock()
		s.good[path] = after
		s.mu.Unlock()
	}
	return save, g, nil
}

// checkSolo reports whether data is a save that loads.
func checkSolo(data []byte) error {
	_, _, err := decodeSolo(data)
	return err
}

// decodeSolo reads a save's bytes and replays its log, with the undone
// events too so that a redo cannot fail later. Errors match ErrDamaged or
// ErrNewerVersion.
func decodeSolo(data []byte) (SoloSave, *sultan.Game, error) {
	e, err := decodeEnvelope(data)
	if err != nil {
		return SoloSave{}, nil, err
	}
	var setup sultan.Setup
	if err := json.Unmarshal(e.Setup, &setup); err != nil {
		return SoloSave{}, nil, damaged("setup: %s", jsonProblem(e.Setup, err))
	}
	// Strict as the events are: a field the setup does not know is damage.
	if unknown := unknownFields(e.Setup, reflect.TypeOf(setup), "setup"); len(unknown) > 0 {
		return SoloSave{}, nil, damaged("%s", strings.Join(unknown, "; "))
	}
	if v := versionOf(setup); e.Version < v {
		return SoloSave{}, nil, damaged("setup.unknown: tiles still to be asked in a version %d save (they came with version %d)", e.Version, v)
	}
	if !isNull(e.Rules) {
		var rules map[string]string
		if err := json.Unmarshal(e.Rules, &rules); err != nil {
			return SoloSave{}, nil, damaged("rules: %s", jsonProblem(e.Rules, err))
		}
		switch {
		case len(setup.Rules) == 0:
			setup.Rules = rules
		case len(rules) > 0 && !maps.Equal(rules, setup.Rules):
			return SoloSave{}, nil, damaged("rules %q and the setup's rules %q disagree", rules, setup.Rules)
		}
	}
	log := make(sultan.Log, 1, 1+len(e.Events))
	log[0] = sultan.SetupEvent(setup)
	events, err := unmarshalEvents("events", e.Events)
	if err != nil {
		return SoloSave{}, nil, err
	}
	log = append(log, events...)
	redo, err := unmarshalEvents("redo", e.Redo)
	if err != nil {
		return SoloSave{}, nil, err
	}
	g, err := sultan.Restore(log, redo)
	if err != nil {
		return SoloSave{}, nil, damaged("the log does not replay: %v", err)
	}
	if err := checkHistoryID(e.History); err != nil {
		return SoloSave{}, nil, damaged("%v", err)
	}
	if err := checkDice(e.Dice); err != nil {
		return SoloSave{}, nil, damaged("%v", err)
	}
	sum := SummaryOf(g, log, redo)
	// The head is what listings show: it must be the game's.
	if e.Game != nil && *e.Game != *summaryOf(sum) {
		return SoloSave{}, nil, damaged("the summary at the head (%s) is not the game the log plays (%s)", e.Game, summaryOf(sum))
	}
	save := SoloSave{Saved: e.Saved, Log: log, Redo: redo, History: e.History, Dice: e.Dice, Game: sum}
	if !isNull(e.UI) {
		save.UI = append(json.RawMessage(nil), e.UI...)
	}
	return save, g, nil
}

func unmarshalEvents(field string, raws []json.RawMessage) (sultan.Log, error) {
	out := make(sultan.Log, len(raws))
	for i, raw := range raws {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&out[i]); err != nil {
			return nil, damaged("%s[%d]: %s", field, i, jsonProblem(raw, err))
		}
		if out[i].Kind == sultan.EventSetup {
			return nil, damaged("%s[%d]: a second setup", field, i)
		}
	}
	return out, nil
}

// List describes every saved game, the most recently written first. A
// file that does not load is listed with its Err set; backups, damaged
// copies and temporary files are not listed.
func (s *Store) List() ([]SaveInfo, error) {
	dir := s.SavesDir()
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: listing %s: %w", dir, err)
	}
	var out []SaveInfo
	var names map[string]bool
	legacy := func() map[string]bool {
		if names == nil {
			names = map[string]bool{}
			recs, _ := s.History() // unreadable records are no game's
			for _, r := range recs {
				if r.Save != "" {
					names[r.Save] = true
				}
			}
		}
		return names
	}
	for _, de := range entries {
		n := de.Name()
		if isTemp(n) || !strings.HasSuffix(n, ".json") {
			continue
		}
		info := SaveInfo{Name: strings.TrimSuffix(n, ".json"), Path: filepath.Join(dir, n)}
		if de.IsDir() {
			// A directory in a save's place hides nothing but its
			// backup: listed when there is one, to offer it.
			if _, err := os.Stat(BackupPath(info.Path)); err != nil {
				continue
			}
		}
		if fi, err := de.Info(); err == nil {
			info.Modified = fi.ModTime()
		}
		// The head alone, when it sums the game up: a listing reads no
		// log. A file's damage further on is told when it is opened.
		if h, ok := readHead(info.Path); ok && infoOfHead(&info, h) {
			info.Kept = info.Over && s.kept(info.Path, info.History, legacy)
			out = append(out, info)
			continue
		}
		save, g, err := s.LoadSolo(info.Path)
		if err != nil {
			info.Err = err
		} else {
			info.Saved = save.Saved
			info.Round = g.Round()
			info.Lost = g.Lost()
			info.Ended = g.Ended()
			info.Over = g.Over()
			info.Hard = g.Setup().Hard
			info.Events = len(save.Log) - 1
			info.History = save.History
			info.Kept = info.Over && s.kept(info.Path, save.History, legacy)
		}
		out = append(out, info)
	}
	slices.SortStableFunc(out, func(a, b SaveInfo) int {
		if c := b.Modified.Compare(a.Modified); c != 0 {
			return c
		}
		return strings.Compare(b.Name, a.Name)
	})
	return out, nil
}

// Latest is the path of the most recently written save of a game still to
// be played or finished, to resume: a game over counts until its final
// result is in the history (SaveInfo.Kept), and a save that does not load
// counts too, so that the player hears about it (LoadSolo then says why and
// offers the backup). It returns ErrNoSave when there is none.
func (s *Store) Latest() (string, error) {
	list, err := s.List()
	if err != nil {
		return "", err
	}
	for _, info := range list {
		if info.Err != nil || !info.Kept {
			return info.Path, nil
		}
	}
	return "", ErrNoSave
}

// Delete removes a saved game and its backup. path must be a save of this
// store (SaveInfo.Path or SavePath).
func (s *Store) Delete(path string) error {
	clean := filepath.Clean(path)
	if filepath.Dir(clean) != filepath.Clean(s.SavesDir()) || !strings.HasSuffix(clean, ".json") || isTemp(filepath.Base(clean)) {
		return fmt.Errorf("store: delete %s: not a saved game in %s", path, s.SavesDir())
	}
	var errs []error
	for _, p := range []string{clean, BackupPath(clean)} {
		if err := s.fs.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, fmt.Errorf("store: delete %s: %w", p, err))
		}
		s.forget(p)
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return s.fs.SyncDir(filepath.Dir(clean))
}
