package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/filetext"
)

// decodeRecord reads a history file's bytes. Errors match ErrDamaged or
// ErrNewerVersion.
func decodeRecord(data []byte) (Record, error) {
	var h header
	if err := json.Unmarshal(data, &h); err != nil {
		return Record{}, damaged("%s", jsonProblem(data, err))
	}
	if strings.HasPrefix(h.Format, "naqala/history/") && (h.Format != HistoryFormat || h.Version > HistoryVersion) {
		return Record{}, fmt.Errorf("%w: format %q version %d (this naqala reads version %d)",
			ErrNewerVersion, h.Format, h.Version, HistoryVersion)
	}
	if h.Format != HistoryFormat || h.Version < 1 {
		return Record{}, damaged("not a naqala history record: format %q version %d, want %q version %d",
			h.Format, h.Version, HistoryFormat, HistoryVersion)
	}
	var j history.File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return Record{}, damaged("%s", jsonProblem(data, err))
	}
	if dec.More() {
		return Record{}, damaged("bad JSON: data after the record")
	}
	r := j.Record()
	if err := r.Check(); err != nil {
		return Record{}, damaged("%s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	return r, nil
}

// prepareRecord dates rec by the store's clock when it has no date,
// checks it, and returns it with its file's text and the history
// directory, made if need be.
func (s *Store) prepareRecord(rec Record) (Record, []byte, string, error) {
	if rec.Date.IsZero() {
		rec.Date = s.clock()
	}
	rec.Date = rec.Date.UTC()
	if err := rec.Check(); err != nil {
		return rec, nil, "", fmt.Errorf("store: history record: %w", err)
	}
	data, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return rec, nil, "", fmt.Errorf("store: history record: %w", err)
	}
	data = append(data, '\n')
	dir := s.HistoryDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return rec, nil, "", fmt.Errorf("store: history: %w", err)
	}
	return rec, data, dir, nil
}

// AddHistory keeps a finished game in history/, one file a game, written
// atomically and never over another record. A zero Date takes the store's
// clock. It returns the file written.
func (s *Store) AddHistory(rec Record) (string, error) {
	rec, data, dir, err := s.prepareRecord(rec)
	if err != nil {
		return "", err
	}
	stem := rec.Date.Format("20060102-150405") + "-" + rec.Kind.String()
	path, err := writeNew(s.fs, dir, func(n int) string {
		if n == 0 {
			return stem + ".json"
		}
		return fmt.Sprintf("%s-%d.json", stem, n+1)
	}, data)
	if err != nil {
		return "", fmt.Errorf("store: history: %w", err)
	}
	return path, nil
}

// History reads every finished game, oldest first. A record file that
// does not read is reported in the error, one line each naming its path,
// and the others are still returned.
func (s *Store) History() ([]Record, error) {
	dir := s.HistoryDir()
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: history: %w", err)
	}
	var out []Record
	var errs []error
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || isTemp(n) || !strings.HasSuffix(n, ".json") {
			continue
		}
		path := filepath.Join(dir, n)
		data, err := readFile(path)
		if err == nil {
			var r Record
			if r, err = decodeRecord(data); err == nil {
				r.Path = path
				out = append(out, r)
				continue
			}
		}
		errs = append(errs, fmt.Errorf("store: %s: %w", filetext.Text(path), err))
	}
	slices.SortStableFunc(out, func(a, b Record) int {
		if c := a.Date.Compare(b.Date); c != 0 {
			return c
		}
		return strings.Compare(a.Path, b.Path)
	})
	return out, errors.Join(errs...)
}
