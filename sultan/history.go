package sultan

import (
	"slices"
	"sync/atomic"
)

// replays counts the games this process has rebuilt from a log
// (Replays).
var replays atomic.Int64

// Replays is how many games this process has rebuilt from a log or a
// part of one (Replay, Restore, History), for a caller's tests to count
// the replays an operation makes. An undo, which plays at most
// checkpointEvery events from a checkpoint the game keeps, is not one.
func Replays() int64 { return replays.Load() }

// Happened is one event of a game's log as it happened: what Apply
// reported, the round before and after it, the roll standing before it
// (the dice an outbid outbids), Yazid's holdings after and, for Yazid's
// turns, the table before it. A Game keeps one for every event as it
// plays it (Game.Happened), as notnil/chess keeps what each move
// produced; History rebuilds them for a caller with only a log.
type Happened struct {
	// At is the event's index in the log (the setup is 0).
	At     int
	Report Report
	// Before is the table before the event for Yazid's turns
	// (EventResolve, the table his turn's checklist is told on); nil for
	// the other events, which would cost a copy of the table each. The
	// game's own: read it, never change it.
	Before *State
	// RoundBefore and Round are the round before and after the event.
	RoundBefore, Round int
	// PhaseBefore and Phase are the phase before and after the event.
	PhaseBefore, Phase Phase
	// Roll is the roll standing before the event, if Rolled.
	Roll   Roll
	Rolled bool
	// Yazid is what Yazid holds after the event.
	Yazid YazidHoldings
	// StandIn says a turn (EventResolve) took its cards from a stand-in
	// resource row: a row put in just before it and taken away just after
	// it, the row not being tracked. It is set when the event after the
	// turn takes the row away.
	StandIn bool
}

// Happened returns what every event of the log after the setup did, in
// order: kept as the game plays (Apply, Redo), trimmed by Undo, built
// once by Replay, Restore and TakeUp; nothing is replayed to learn it.
// The slice is the game's own, shared with the caller to spare a copy on
// every draw: read it, never change it. It stays as it is when the game
// goes on (the game writes what comes next elsewhere).
func (g *Game) Happened() []Happened { return g.happened[:len(g.happened):len(g.happened)] }

// Undone returns what each undone event did when it was last played,
// in RedoLog's order (the next to redo last): kept by Undo and Restore,
// so that a caller learns it without a replay. The slice is the game's
// own: read it, never change it.
func (g *Game) Undone() []Happened {
	if len(g.undone) != len(g.redo) {
		return nil
	}
	return g.undone[:len(g.undone):len(g.undone)]
}

// happen keeps what e, the event just logged as g.log's last, did: rep,
// with the game before it (was). A turn's stand-in row is known when the
// event after it takes the row away: that event marks the turn, on a
// copy of the kept list, so a list handed out never changes.
func (g *Game) happen(was *Game, e Event, rep Report, before *State) {
	at := len(g.log) - 1
	h := Happened{At: at, Report: rep, RoundBefore: was.round, Round: g.round, PhaseBefore: was.phase, Phase: g.phase,
		Roll: was.roll, Rolled: was.rolled, Yazid: g.state.Yazid}
	h.Before = before
	hs := was.happened
	if at >= 2 && len(hs) == at-1 && g.log[at-1].Kind == EventResolve && standInRow(g.log, at-1) {
		hs = slices.Clone(hs)
		hs[at-2].StandIn = true
	}
	g.happened = append(hs, h)
}

// History replays log and tells every event after the setup as it
// happened, in order (Game.Happened). It stops before the first event
// that does not apply; nil when the setup does not. A caller holding the
// Game reads Game.Happened instead, which replays nothing.
func History(log Log) []Happened {
	if len(log) == 0 {
		return nil
	}
	r, err := Replay(log[:1])
	if err != nil {
		return nil
	}
	for _, e := range log[1:] {
		if _, err := r.Apply(e); err != nil {
			break
		}
	}
	return r.Happened()
}
