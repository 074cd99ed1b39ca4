package sultan

// Phase is where a round of the solo game stands: what the next play event
// may be.
type Phase int

// The phases of a round (reference section 10).
const (
	// AwaitRoll: the round begins; roll for Yazid.
	AwaitRoll Phase = iota
	// YazidToPlay: the dice are known; the player may outbid (once a
	// round, if affordable), else Yazid plays.
	YazidToPlay
	// PlayerFirst: the player outbid and plays first; then re-roll.
	PlayerFirst
	// YazidAfterOutbid: the re-roll is known and must be accepted; Yazid plays.
	YazidAfterOutbid
	// PlayerTurn: Yazid has played; the player's turn, then clean-up.
	PlayerTurn
	// CleanUpDue: both have played (after an outbid); clean-up.
	CleanUpDue
	// Over: the game is lost or ended; no more play events.
	Over
)

var phaseNames = [...]string{"roll", "yazid to play", "player first", "yazid after outbid", "player's turn", "clean-up", "over"}

// String names the phase.
func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "unknown phase"
	}
	return phaseNames[p]
}
