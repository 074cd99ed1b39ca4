package sultan

import "github.com/naqala/naqala/game"

// Rules returns the rule variants in force.
func (g *Game) Rules() Rules { return g.rules }

// Setup returns the setup the game started from.
func (g *Game) Setup() Setup { return g.log[0].Setup.clone() }

// State returns a copy of the table.
func (g *Game) State() State { return g.state.Clone() }

// Board returns a copy of the board.
func (g *Game) Board() *game.Board { return g.state.Board.Clone() }

// Yazid returns what Yazid holds.
func (g *Game) Yazid() YazidHoldings { return g.state.Yazid }

// Player returns what the player holds.
func (g *Game) Player() Holdings {
	p := g.state.Player
	p.Djinns = cloneStrings(p.Djinns)
	p.Thieves = cloneStrings(p.Thieves)
	return p
}

// Round is the round number, from 1.
func (g *Game) Round() int { return g.round }

// Phase is where the round stands.
func (g *Game) Phase() Phase { return g.phase }

// CurrentRoll returns the roll waiting for Yazid's turn, if any.
func (g *Game) CurrentRoll() (Roll, bool) { return g.roll, g.rolled }

// LastTurn returns Yazid's last turn, if he has played.
func (g *Game) LastTurn() (Turn, bool) {
	if g.lastTurn == nil {
		return Turn{}, false
	}
	return *g.lastTurn, true
}

// Lost is why the game was lost, or NotLost.
func (g *Game) Lost() game.Loss { return g.lost }

// Ended reports whether the game reached its end (lost or not).
func (g *Game) Ended() bool { return g.ended }

// Over reports whether the game accepts no more play events: lost or ended.
func (g *Game) Over() bool { return g.phase == Over }

// OutbidCost is what outbidding the current roll would cost; ok is false
// when no outbid is possible now (no roll, already outbid this round, or
// too few coins).
func (g *Game) OutbidCost() (cost int, ok bool) {
	if g.phase != YazidToPlay || g.outbid {
		return 0, false
	}
	cost = g.roll.Cost()
	return cost, g.state.Player.Coins >= cost
}

// Len is the number of events in the log (the setup included), without
// copying it.
func (g *Game) Len() int { return len(g.log) }

// Log returns a copy of the event log.
func (g *Game) Log() Log {
	return g.log.clone()
}

// RedoLog returns the undone events, the next to redo last.
func (g *Game) RedoLog() Log { return g.redo.clone() }

// clone deep-copies every event.
func (l Log) clone() Log {
	out := make(Log, len(l))
	for i, e := range l {
		out[i] = e.clone()
	}
	return out
}

// Odds gives the chances of the next roll on the current board.
func (g *Game) Odds() Odds { return ComputeOdds(g.state.Board, g.rules) }

// Exposure gives the worst the next roll can bring.
func (g *Game) Exposure(how Reckoning) Exposure { return ComputeExposure(g.state, g.rules, how) }

func (s *Setup) clone() Setup {
	c := *s
	c.Expansions = cloneStrings(s.Expansions)
	if s.Rules != nil {
		c.Rules = make(map[string]string, len(s.Rules))
		for k, v := range s.Rules {
			c.Rules[k] = v
		}
	}
	c.Player.Djinns = cloneStrings(s.Player.Djinns)
	c.Player.Thieves = cloneStrings(s.Player.Thieves)
	c.Resources = cloneStrings(s.Resources)
	c.DjinnRow = cloneStrings(s.DjinnRow)
	return c
}
