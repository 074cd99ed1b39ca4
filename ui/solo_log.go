package ui

import (
	"fmt"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// soloLog is the game log as the screen tells it: a line for every roll,
// capture, purchase, clean-up and loss, and Yazid's turns by their place
// in the log, each with the table before it. It is kept as the game goes:
// each event's report is added as the host receives it (add), undone
// events are cut (cut), so that no key replays the log.
type soloLog struct {
	lang    string
	lines   []string
	turns   map[int]sultan.Turn // log index of a resolve -> its turn
	befores map[int]sultan.State
	// standIns marks the turns played on a stand-in resource row
	// (fakirRow).
	standIns map[int]bool
	// ends[i] is the number of lines told up to the log's event i (the
	// setup is 0): len(ends) is the length of the log told.
	ends []int
}

// newSoloLog is the log of a game with its setup only, in lang.
func newSoloLog(l string) soloLog {
	return soloLog{lang: l, turns: map[int]sultan.Turn{}, befores: map[int]sultan.State{}, standIns: map[int]bool{}, ends: []int{0}}
}

// soloLogOf tells in lang what the events of a game did, as the game
// kept them (sultan.Game.Happened): nothing is replayed.
func soloLogOf(l string, past []sultan.Happened) soloLog {
	s := newSoloLog(l)
	for _, h := range past {
		s.add(h)
	}
	return s
}

// told is the length of the log told.
func (s *soloLog) told() int { return len(s.ends) }

// cut forgets the events from the log's index n on (undone).
func (s *soloLog) cut(n int) {
	if n >= len(s.ends) || n < 1 {
		return
	}
	s.lines = s.lines[:s.ends[n-1]]
	s.ends = s.ends[:n]
	for i := range s.turns {
		if i >= n {
			delete(s.turns, i)
			delete(s.befores, i)
			delete(s.standIns, i)
		}
	}
}

// add tells one event, the next of the log, from what it did.
func (s *soloLog) add(h sultan.Happened) {
	l := s.lang
	defer func() { s.ends = append(s.ends, len(s.lines)) }()

	e, rep, round := h.Report.Event, h.Report, h.Round
	switch e.Kind {
	case sultan.EventRoll:
		s.lines = append(s.lines, tf(l, "ui.log.roll", round, e.Roll.White, e.Roll.Black))
	case sultan.EventOutbid:
		s.lines = append(s.lines, tf(l, "ui.log.outbid", round, rep.Paid))
	case sultan.EventResolve:
		if rep.Turn != nil {
			s.turns[h.At] = *rep.Turn
			if h.Before != nil {
				s.befores[h.At] = *h.Before
			}
			s.standIns[h.At] = h.StandIn
			for _, c := range rep.Turn.Captures {
				line := tf(l, "ui.log.capture", round, c.Row, c.Col, c.Meeples)
				if c.Meeples == "" {
					line = tf(l, "ui.log.nothing", round, c.Row, c.Col)
				}
				if c.CoinsDue > 0 {
					line += fmt.Sprintf(" -%d", c.CoinsPaid)
				}
				s.lines = append(s.lines, line)
			}
			if p := rep.Turn.Purchase; p != nil {
				s.lines = append(s.lines, tf(l, "ui.log.djinn", round, p.Djinns))
			}
		}
	case sultan.EventReveal:
		if r := e.Reveal; r != nil {
			s.lines = append(s.lines, tf(l, "ui.log.reveal", round, r.Row, r.Col, r.Meeples))
		}
	case sultan.EventCleanUp:
		s.lines = append(s.lines, tf(l, "ui.log.cleanup", round-1))
	case sultan.EventEnd:
		s.lines = append(s.lines, tr(l, "ui.log.over"))
	}
	if rep.Lost != game.NotLost && e.Kind != sultan.EventEnd {
		s.lines = append(s.lines, tf(l, "ui.log.lost", trOr(l, "ui.lossname."+rep.Lost.String(), rep.Lost.String())))
	}
}

// lastTurn is Yazid's last turn and the table before it.
func (s *soloLog) lastTurn() (sultan.Turn, sultan.State, bool) {
	best := s.lastTurnAt()
	if best < 0 {
		return sultan.Turn{}, sultan.State{}, false
	}
	return s.turns[best], s.befores[best], true
}

// lastTurnAt is the index in the log of Yazid's last turn, -1 before his
// first.
func (s *soloLog) lastTurnAt() int {
	best := -1
	for i := range s.turns {
		best = max(best, i)
	}
	return best
}
