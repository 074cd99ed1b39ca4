package store

import (
	"encoding/json"
	"time"

	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// The records, statistics and saves the store keeps are the pure package
// history's; these names keep the store's callers as they are.
type (
	Kind         = history.Kind
	Record       = history.Record
	PlayerRecord = history.PlayerRecord
	SoloRecord   = history.SoloRecord
	Stats        = history.Stats
	TitleCount   = history.TitleCount
	LossCount    = history.LossCount
	BestScore    = history.BestScore
	SoloSave     = history.SoloSave
	SaveInfo     = history.SaveInfo
	SaveSummary  = history.SaveSummary
	LockedError  = history.LockedError
)

// The kinds of finished game.
const (
	KindMulti = history.KindMulti
	KindSolo  = history.KindSolo
)

// HistoryFormat and HistoryVersion tag a history record's file.
const (
	HistoryFormat  = history.Format
	HistoryVersion = history.Version
)

// ErrNoSave is returned by Latest when there is no saved game to resume;
// ErrLocked is matched by the error for a saved game that another naqala
// has open.
var (
	ErrNoSave = history.ErrNoSave
	ErrLocked = history.ErrLocked
)

// Titles lists the solo titles from the lowest band to the highest.
var Titles = history.Titles

// NewRecord is the history record of a game scored as r, finished at when.
func NewRecord(g scoring.Game, r scoring.Result, when time.Time) Record {
	return history.NewRecord(g, r, when)
}

// ComputeStats sums up records; it reads nothing.
func ComputeStats(records []Record) Stats { return history.ComputeStats(records) }

// SoloSaveOf is the save of a game as it stands, with the screen state ui
// (nil for none).
func SoloSaveOf(g *sultan.Game, ui json.RawMessage) SoloSave { return history.SoloSaveOf(g, ui) }

// NewSaveName is the autosave name of a solo game started at start, such
// as "solo-20261122-064310".
func NewSaveName(start time.Time) string { return history.NewSaveName(start) }

// SummaryOf sums up a game whose log and undone events are log and redo.
func SummaryOf(g *sultan.Game, log, redo sultan.Log) SaveSummary {
	return history.SummaryOf(g, log, redo)
}
