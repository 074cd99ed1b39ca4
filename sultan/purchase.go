package sultan

import "github.com/naqala/naqala/game"

// Leftmost is the name given to the Djinn Yazid buys when the Djinn row is
// not tracked: the person at the table takes the left-most one.
const Leftmost = "leftmost"

// Purchase is Yazid's Djinn purchase at the end of his turn.
type Purchase struct {
	Djinn      string // the Djinn bought, or Leftmost when the row is not tracked
	Elders     int    // Elders spent
	Fakirs     int    // Fakirs spent
	BaalIncome int    // what the player's Ba'al paid
	Djinns     int    // Yazid's Djinns afterwards
}

// buyDjinn makes Yazid's purchase, if he can (solo sheet): 1 Elder and 1
// Fakir, or 2 Elders when he has no Fakir, for the left-most face-up
// Djinn; none when the tracked row is empty. One Djinn a turn.
func buyDjinn(st *State) *Purchase {
	y := &st.Yazid
	var p Purchase
	switch {
	case y.Elders >= 1 && y.Fakirs >= 1:
		p.Elders, p.Fakirs = 1, 1
	case y.Fakirs == 0 && y.Elders >= 2:
		p.Elders = 2
	default:
		return nil
	}
	if st.DjinnRow != nil {
		if len(st.DjinnRow) == 0 {
			return nil
		}
		p.Djinn = st.DjinnRow[0]
		st.DjinnRow = append([]string{}, st.DjinnRow[1:]...)
	} else {
		// Not tracked: the left-most is named when it is known.
		if st.DjinnCount() == 0 {
			return nil
		}
		p.Djinn = Leftmost
		if len(st.Unseen.Djinns) > 0 {
			p.Djinn = st.Unseen.Djinns[0]
		}
		st.djinnTaken(p.Djinn)
	}
	if p.Djinn != Leftmost {
		st.Unseen.Bought = append(cloneStrings(st.Unseen.Bought), p.Djinn)
	}
	y.Elders -= p.Elders
	y.Fakirs -= p.Fakirs
	y.Djinns++
	p.Djinns = y.Djinns
	// Solo sheet: the player's Ba'al pays 2 GC when Yazid takes a Djinn.
	if st.Player.HasDjinn(game.Baal) {
		p.BaalIncome = DjinnIncomeCoins
		st.Player.Coins += p.BaalIncome
	}
	return &p
}
