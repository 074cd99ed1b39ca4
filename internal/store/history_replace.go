package store

import (
	"encoding/json"
	"fmt"
	"path/filepath"
)

// ReplaceHistory rewrites the history record at path, one AddHistory
// returned, with rec: a finished game whose final state was corrected
// keeps one record. The write is atomic; path must be in HistoryDir.
func (s *Store) ReplaceHistory(path string, rec Record) error {
	if filepath.Dir(filepath.Clean(path)) != filepath.Clean(s.HistoryDir()) {
		return fmt.Errorf("store: history: %s is not in %s", path, s.HistoryDir())
	}
	if rec.Date.IsZero() {
		rec.Date = s.clock()
	}
	rec.Date = rec.Date.UTC()
	if err := rec.Check(); err != nil {
		return fmt.Errorf("store: history record: %w", err)
	}
	data, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return fmt.Errorf("store: history record: %w", err)
	}
	if err := writeAtomic(s.fs, path, append(data, '\n'), false); err != nil {
		return fmt.Errorf("store: history: %w", err)
	}
	return nil
}
