package ui

import (
	"fmt"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// soloLog is the game log as the screen tells it: a line for every roll,
// capture, purchase, clean-up and loss, and Yazid's turns by their place
// in the log, each with the table before it.
type soloLog struct {
	lines   []string
	turns   map[int]sultan.Turn // log index of a resolve -> its turn
	befores map[int]sultan.State
	// standIns marks the turns played on a stand-in resource row
	// (fakirRow).
	standIns map[int]bool
}

// soloLogOf tells in lang what the events of a game did, as the game
// kept them (sultan.Game.Happened): nothing is replayed.
func soloLogOf(l string, past []sultan.Happened) soloLog {
	s := soloLog{turns: map[int]sultan.Turn{}, befores: map[int]sultan.State{}, standIns: map[int]bool{}}
	for _, h := range past {
		e, rep, round := h.Report.Event, h.Report, h.Round
		switch e.Kind {
		case sultan.EventRoll:
			s.lines = append(s.lines, tf(l, "ui.log.roll", round, e.Roll.White, e.Roll.Black))
		case sultan.EventOutbid:
			s.lines = append(s.lines, tf(l, "ui.log.outbid", round, rep.Paid))
		case sultan.EventResolve:
			if rep.Turn != nil {
				s.turns[h.At] = *rep.Turn
				s.befores[h.At] = *h.Before
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
		case sultan.EventCleanUp:
			s.lines = append(s.lines, tf(l, "ui.log.cleanup", round-1))
		case sultan.EventEnd:
			s.lines = append(s.lines, tr(l, "ui.log.over"))
		}
		if rep.Lost != game.NotLost && e.Kind != sultan.EventEnd {
			s.lines = append(s.lines, tf(l, "ui.log.lost", trOr(l, "ui.lossname."+rep.Lost.String(), rep.Lost.String())))
		}
	}
	return s
}

// lastTurn is Yazid's last turn and the table before it.
func (s soloLog) lastTurn() (sultan.Turn, sultan.State, bool) {
	best := s.lastTurnAt()
	if best < 0 {
		return sultan.Turn{}, sultan.State{}, false
	}
	return s.turns[best], s.befores[best], true
}

// lastTurnAt is the index in the log of Yazid's last turn, -1 before his
// first.
func (s soloLog) lastTurnAt() int {
	best := -1
	for i := range s.turns {
		best = max(best, i)
	}
	return best
}
