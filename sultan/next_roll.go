package sultan

// YazidRollsAgain reports whether Yazid has a roll to come in this game:
// not once it is over, nor after his turn in the round the game ends with
// (a side placed its last camel), so that no warning speaks of a next
// roll that will not come.
func (g *Game) YazidRollsAgain() bool {
	switch {
	case g.phase == Over:
		return false
	case g.EndTriggered() && (g.phase == PlayerTurn || g.phase == CleanUpDue):
		return false
	}
	return true
}
