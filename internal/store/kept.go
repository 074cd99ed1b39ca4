package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrRecordTaken is matched by the error of KeepRecord when the record
// name holds another game's record (or a file that is no record).
var ErrRecordTaken = errors.New("store: history: the record name is taken by another game")

// checkHistoryID refuses a history record name that is not a plain file
// name in the history directory; "" (no record yet) is fine.
func checkHistoryID(id string) error {
	switch {
	case id == "":
		return nil
	case len(id) > 120, !strings.HasSuffix(id, ".json"), strings.HasPrefix(id, "."),
		strings.ContainsAny(id, `/\`), strings.ContainsFunc(id, func(r rune) bool { return r < ' ' || r == 0x7f }):
		return fmt.Errorf("history: %q is not the name of a history record", id)
	}
	return nil
}

// NewHistoryID is a name for the history record of a game of kind
// finished at when that no file has now, as AddHistory would choose:
// DATE-KIND.json, DATE-KIND-2.json ...
func (s *Store) NewHistoryID(when time.Time, kind Kind) string {
	stem := when.UTC().Format("20060102-150405") + "-" + kind.String()
	for n := 1; ; n++ {
		id := stem + ".json"
		if n > 1 {
			id = fmt.Sprintf("%s-%d.json", stem, n)
		}
		if _, err := os.Lstat(filepath.Join(s.HistoryDir(), id)); errors.Is(err, fs.ErrNotExist) || n >= 1000 {
			return id
		}
	}
}

// KeepRecord writes rec to the history as the record named id: a new
// file, or over the record already there when it is the same game's (the
// same Save, not ""), so that a corrected final state replaces its record.
// A file there of another game, or one that is no record, is never
// replaced: the error matches ErrRecordTaken. It returns the file.
func (s *Store) KeepRecord(id string, rec Record) (string, error) {
	if id == "" {
		return "", errors.New("store: history: no record name")
	}
	if err := checkHistoryID(id); err != nil {
		return "", fmt.Errorf("store: %w", err)
	}
	rec, data, dir, err := s.prepareRecord(rec)
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, id)
	for range 3 {
		if !s.holdsRecordOf(path, rec.Save) {
			err = writeExclusive(s.fs, path, data)
			if errors.Is(err, fs.ErrExist) {
				continue // written meanwhile: whose is it?
			}
		} else {
			err = writeAtomic(s.fs, path, data, false)
		}
		if err != nil {
			return "", fmt.Errorf("store: history: %w", err)
		}
		return path, nil
	}
	return "", fmt.Errorf("%w: %s", ErrRecordTaken, path)
}

// holdsRecordOf reports whether the history file at path is the record of the
// game saved as save; it is false when there is no file. A file of
// another game, or one that is no record, makes KeepRecord's write fail
// with fs.ErrExist (and then ErrRecordTaken).
func (s *Store) holdsRecordOf(path, save string) bool {
	data, err := readFile(path)
	if err != nil {
		return false
	}
	old, err := decodeRecord(data)
	return err == nil && save != "" && old.Save == save
}

// KeepSolo keeps the final result of the solo game saved at path in the
// history, once: it chooses the record's name, saves the game with it
// (save.History) and only then writes the record, so that however the
// program dies the game is either kept with its save naming the record, or
// not kept and still to be resumed (Latest offers it). A game already
// kept (save.History names its record) has the record replaced. rec.Save
// is set to the save's name. It returns the save as written, with its
// History, and the record's file; when the save cannot be written the
// record is kept all the same and the save's error returned with it.
func (s *Store) KeepSolo(path string, save SoloSave, rec Record) (SoloSave, string, error) {
	rec.Save = strings.TrimSuffix(filepath.Base(path), ".json")
	if rec.Date.IsZero() {
		rec.Date = s.clock()
	}
	var saveErr error
	for range 3 {
		if save.History == "" || !s.ownRecord(save.History, rec.Save) {
			if save.History == "" {
				save.History = s.NewHistoryID(rec.Date, rec.Kind)
			}
			saveErr = s.SaveSoloFile(path, save)
		}
		file, err := s.KeepRecord(save.History, rec)
		if errors.Is(err, ErrRecordTaken) {
			save.History = "" // another game's: choose again
			continue
		}
		if err != nil {
			return save, "", errors.Join(saveErr, err)
		}
		return save, file, saveErr
	}
	return save, "", fmt.Errorf("%w (three times)", ErrRecordTaken)
}

// ownRecord reports whether the record id is there and the game's own:
// then the save names it already and need not be written before it.
func (s *Store) ownRecord(id, save string) bool {
	path := filepath.Join(s.HistoryDir(), id)
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return false
	}
	return s.holdsRecordOf(path, save)
}

// kept reports whether the final result of the game saved at path, whose
// save names the record id (or none, as saves before the record name
// had), is in the history. legacy gives the save names of the history's
// records, read once, for saves without a record name.
func (s *Store) kept(path, id string, legacy func() map[string]bool) bool {
	name := strings.TrimSuffix(filepath.Base(path), ".json")
	if id != "" {
		return s.holdsRecordOf(filepath.Join(s.HistoryDir(), id), name)
	}
	return legacy()[name]
}
