package sultan

// Happened is one event of a game's log, replayed: what Apply reported,
// the table and the round before it, the round after, the roll standing
// before it (the dice an outbid outbids) and Yazid's holdings after.
type Happened struct {
	// At is the event's index in the log (the setup is 0).
	At     int
	Report Report
	// Before is the table before the event.
	Before State
	// RoundBefore and Round are the round before and after the event.
	RoundBefore, Round int
	// Roll is the roll standing before the event, if Rolled.
	Roll   Roll
	Rolled bool
	// Yazid is what Yazid holds after the event.
	Yazid YazidHoldings
	// StandIn says a turn (EventResolve) took its cards from a stand-in
	// resource row: a row put in just before it and taken away just after
	// it, the row not being tracked.
	StandIn bool
}

// History replays log and tells every event after the setup as it
// happened, in order. It stops before the first event that does not
// apply; nil when the setup does not.
func History(log Log) []Happened {
	if len(log) == 0 {
		return nil
	}
	r, err := Replay(log[:1])
	if err != nil {
		return nil
	}
	var out []Happened
	for i, e := range log[1:] {
		h := Happened{At: i + 1, Before: r.State(), RoundBefore: r.Round()}
		h.Roll, h.Rolled = r.CurrentRoll()
		rep, err := r.Apply(e)
		if err != nil {
			break
		}
		h.Report, h.Round, h.Yazid = rep, r.Round(), r.Yazid()
		h.StandIn = e.Kind == EventResolve && standInRow(log, i+1)
		out = append(out, h)
	}
	return out
}
