package sultan

import (
	"errors"
	"fmt"
	"slices"
)

// checkpointEvery is how many events lie between two checkpoints of a
// game: an undo replays at most this many events, and a game keeps one
// copy of the table for every this many events of its log.
const checkpointEvery = 64

// checkpoint is the game as it stood after the first n events of its
// log: a copy of its own (the table cloned), without the log, the undone
// events or the checkpoints.
type checkpoint struct {
	n    int
	game Game
}

// snapshot is g as a checkpoint after its whole log.
func (g *Game) snapshot() checkpoint {
	c := *g
	c.state = g.state.Clone()
	c.log, c.redo, c.checkpoints, c.happened, c.undone = nil, nil, nil, nil, nil
	return checkpoint{n: len(g.log), game: c}
}

// resume is a game that goes on from the checkpoint, whose log is the
// first n events of log and whose events did what happened tells (nil for
// a game that keeps none, such as one making checkpoints); the
// checkpoint stays as it was. The kept list is cut to a capacity of its
// own, so that what comes next never writes over a list handed out.
func (c checkpoint) resume(log Log, happened []Happened) *Game {
	g := c.game
	g.state = c.game.state.Clone()
	g.log = log[:c.n]
	if len(happened) >= c.n-1 {
		g.happened = happened[: c.n-1 : c.n-1]
	}
	return &g
}

// rewind is g as it stood after the first n events of its log (n >= 1),
// from the nearest checkpoint at or before n, with the checkpoints after
// n dropped. The checkpoints of g always stand for prefixes of its log:
// Apply and Redo only add events, and an undo drops the checkpoints past
// the shortened log. The events are replayed from the checkpoint; the log's
// events stay the same values.
func (g *Game) rewind(n int) (*Game, error) {
	if err := g.extendCheckpoints(n); err != nil {
		return nil, err
	}
	i := len(g.checkpoints) - 1
	for i > 0 && g.checkpoints[i].n > n {
		i--
	}
	cp := g.checkpoints[i]
	ng := cp.resume(g.log, g.happened)
	for k := cp.n; k < n; k++ {
		if _, err := ng.apply(g.log[k]); err != nil {
			return nil, within(fmt.Sprintf("log event %d (%s)", k+1, key(string(g.log[k].Kind))), err)
		}
	}
	// A slice of its own, so that a later checkpoint of one game is not
	// written over another's.
	ng.checkpoints = g.checkpoints[: i+1 : i+1]
	return ng, nil
}

// extendCheckpoints adds the checkpoints of g up to the first n events
// of its log, replaying the events after the last one once: all the
// undos of a game together replay each event about once.
func (g *Game) extendCheckpoints(n int) error {
	var at *Game
	if len(g.checkpoints) == 0 {
		first, err := replay(g.log[:1], g.takenUp)
		if err != nil {
			return err
		}
		g.checkpoints = []checkpoint{first.snapshot()}
		at = first
	}
	last := g.checkpoints[len(g.checkpoints)-1]
	if last.n+checkpointEvery > n {
		return nil
	}
	if at == nil {
		at = last.resume(g.log, nil)
	}
	for k := last.n; k+checkpointEvery <= n; {
		for end := k + checkpointEvery; k < end; k++ {
			if _, err := at.apply(g.log[k]); err != nil {
				return within(fmt.Sprintf("log event %d (%s)", k+1, key(string(g.log[k].Kind))), err)
			}
		}
		g.checkpoints = append(g.checkpoints, at.snapshot())
	}
	return nil
}

// Restore rebuilds a game from its log and its undone events (the next
// to redo last, as RedoLog gives them), checking that each undone event
// applies again in turn, so that no redo can fail later. It replays every
// event once: linear in the events, however many were undone.
func Restore(l, redo Log) (*Game, error) {
	if len(l) == 0 || l[0].Kind != EventSetup {
		return nil, errors.New("sultan: log: the first event must be the setup")
	}
	replays.Add(1)
	g := &Game{}
	var kept *Game
	full := len(l) + len(redo)
	for i := 0; i < full; i++ {
		e := l[min(i, len(l)-1)]
		if i >= len(l) {
			e = redo[len(redo)-1-(i-len(l))]
		}
		if i == len(l) {
			// The game to return: the table as it stands after the log,
			// before the undone events are tried on g.
			kept = g.copyAt()
		}
		if _, err := g.apply(e); err != nil {
			return nil, within(fmt.Sprintf("log event %d (%s)", i+1, key(string(e.Kind))), err)
		}
		if n := len(g.log); n%checkpointEvery == 1 && n <= len(l) {
			g.checkpoints = append(g.checkpoints, g.snapshot())
		}
	}
	if kept == nil {
		kept = g
	}
	kept.redo = redo.clone()
	// What the undone events did, the next to redo last (Undone).
	kept.undone = slices.Clone(g.happened[len(l)-1:])
	slices.Reverse(kept.undone)
	return kept, nil
}

// copyAt is a copy of g that changes no more when g goes on.
func (g *Game) copyAt() *Game {
	c := *g
	c.state = g.state.Clone()
	c.log = g.log[:len(g.log):len(g.log)]
	c.checkpoints = g.checkpoints[:len(g.checkpoints):len(g.checkpoints)]
	c.happened = g.happened[:len(g.happened):len(g.happened)]
	return &c
}
