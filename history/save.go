package history

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// SoloSave is a solo game as it is saved: its event log (the setup first),
// the events undone and not yet redone, and the screen state of the TUI.
type SoloSave struct {
	// Saved is when the game was saved; zero takes the store's clock.
	Saved time.Time
	// Log is the game's event log, the setup first (sultan.Game.Log).
	Log sultan.Log
	// Redo are the undone events, the next to redo last
	// (sultan.Game.RedoLog).
	Redo sultan.Log
	// UI is the screen state the TUI restores on resume; the store keeps it
	// as it is given. Nil for none.
	UI json.RawMessage
	// History is the name of the game's record in the history (a file in
	// the history directory), chosen before the record is written so that the game
	// is kept once however often it is finished again; "" until the game
	// is kept. See store.KeepSolo.
	History string
	// Dice is the state of Yazid's dice when they follow a seed (naqala
	// solo --seed), so that they go on from there after a resume: as
	// DiceState writes it; "" for dice that follow no seed.
	Dice string
	// Game sums the game up for the listings, which read it alone
	// (SoloSaveOf fills it; the store works it out when it is zero).
	Game SaveSummary
}

// SaveSummary is what a list of saved games shows of one: kept at the
// head of the save, so that a listing reads no log.
type SaveSummary struct {
	Round  int       // the round the game stands in
	Lost   game.Loss // why the game was lost, or NotLost
	Ended  bool      // the game reached its end
	Over   bool      // the game accepts no more play (lost or ended)
	Hard   bool      // the 20-coin start
	Events int       // events in the log after the setup
	Undone int       // undone events, to redo
}

// SummaryOf sums up the game g as it stands, whose log and undone events
// are log and redo.
func SummaryOf(g *sultan.Game, log, redo sultan.Log) SaveSummary {
	return SaveSummary{Round: g.Round(), Lost: g.Lost(), Ended: g.Ended(), Over: g.Over(),
		Hard: g.Setup().Hard, Events: len(log) - 1, Undone: len(redo)}
}

// SoloSaveOf is the save of a game as it stands, with the screen state ui
// (nil for none).
func SoloSaveOf(g *sultan.Game, ui json.RawMessage) SoloSave {
	s := SoloSave{Log: g.Log(), Redo: g.RedoLog(), UI: ui}
	s.Game = SummaryOf(g, s.Log, s.Redo)
	return s
}

// SaveInfo describes one saved game for a list to choose from.
type SaveInfo struct {
	Name     string    // the save name, without .json
	Path     string    // the file
	Modified time.Time // when the file was last written
	Saved    time.Time // when the game says it was saved
	Round    int       // the round the game stands in
	Lost     game.Loss // why the game was lost, or NotLost
	Ended    bool      // the game reached its end
	Over     bool      // the game accepts no more play (lost or ended)
	Hard     bool      // the 20-coin start
	Events   int       // events in the log after the setup
	// History names the game's history record (SoloSave.History).
	History string
	// Kept is set when the game's final result is in the history: a
	// game over is to be resumed until it is.
	Kept bool
	// Err is why the file does not load (a *LoadError); the other fields
	// but Name, Path and Modified are then zero.
	Err error
}

// NewSaveName is the autosave name of a solo game started at start, such
// as "solo-20261122-064310".
func NewSaveName(start time.Time) string {
	return "solo-" + start.UTC().Format("20060102-150405")
}

// ErrNoSave is returned by the store's Latest when there is no saved game to resume.
var ErrNoSave = errors.New("store: no saved game")

// ErrLocked is matched by the error for a saved game that another naqala
// has open.
var ErrLocked = errors.New("open in another naqala")

// LockedError says that another naqala has a saved game open, and which
// (the store's LockSave).
type LockedError struct {
	Path string // the save
	PID  int    // the process that holds it; 0 when not known
}

// Error names the save and the process.
func (e *LockedError) Error() string {
	if e.PID > 0 {
		return fmt.Sprintf("store: %s: this game is open in another naqala (pid %d)", e.Path, e.PID)
	}
	return fmt.Sprintf("store: %s: this game is open in another naqala", e.Path)
}

// Unwrap gives ErrLocked.
func (e *LockedError) Unwrap() error { return ErrLocked }
