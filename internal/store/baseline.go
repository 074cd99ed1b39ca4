package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/naqala/naqala/history"
)

// BaselinesFormat is the format tag of the file of self-play baselines.
const BaselinesFormat = "naqala/baselines/v1"

// baselinesFile is the cache of self-play runs in the data directory.
type baselinesFile struct {
	Format    string             `json:"format"`
	Version   int                `json:"version"`
	Baselines []history.Baseline `json:"baselines"`
}

// BaselinesPath is the file that keeps the self-play baselines.
func (s *Store) BaselinesPath() string { return filepath.Join(s.dir, "baselines.json") }

// Baselines reads the self-play runs kept as the machine's figures, one a
// rule set; none (and no error) when none was kept. A file that is not
// what naqala writes is reported as ErrDamaged (or ErrNewerVersion) with
// its path, and no baseline is given: never a figure half read.
func (s *Store) Baselines() ([]history.Baseline, error) {
	path := s.BaselinesPath()
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	var f baselinesFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, &LoadError{Path: path, Err: damaged("%v", err)}
	}
	switch {
	case f.Format != BaselinesFormat:
		return nil, &LoadError{Path: path, Err: damaged("format %q, want %q", f.Format, BaselinesFormat)}
	case f.Version > 1:
		return nil, &LoadError{Path: path, Err: fmt.Errorf("%w (version %d)", ErrNewerVersion, f.Version)}
	}
	for i, b := range f.Baselines {
		if b.Games < 1 || b.Survived < 0 || b.Survived > b.Games || b.Date.IsZero() || b.Policy == "" {
			return nil, &LoadError{Path: path, Err: damaged("baselines[%d]: %d of %d games survived, date %v, policy %q", i, b.Survived, b.Games, b.Date, b.Policy)}
		}
	}
	return f.Baselines, nil
}

// KeepBaseline keeps a self-play run as the baseline of its rule set, in
// place of the one kept before; the file is written atomically. A file
// that cannot be read is not overwritten.
func (s *Store) KeepBaseline(b history.Baseline) error {
	kept, err := s.Baselines()
	if err != nil {
		return err
	}
	out := []history.Baseline{}
	for _, k := range kept {
		if k.RuleSet != b.RuleSet {
			out = append(out, k)
		}
	}
	out = append(out, b)
	data, err := json.MarshalIndent(baselinesFile{BaselinesFormat, 1, out}, "", "  ")
	if err != nil {
		return fmt.Errorf("store: baselines: %w", err)
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if err := writeAtomic(s.fs, s.BaselinesPath(), append(data, '\n'), false); err != nil {
		return fmt.Errorf("store: baselines: %w", err)
	}
	return nil
}
