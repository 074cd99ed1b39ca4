package ui

import "github.com/naqala/naqala/sultan"

// screenAgrees reports whether a saved screen state agrees with the
// game's log, which is the truth: its marks stand within the log, in
// order, the last one at its end, and each mark's step is one the phase of
// the game at that point allows (a game is over on the screen only where
// the log ends it); the marks to redo stand within the undone events, and
// fit them too. A save edited to "over" in round 4 does not agree. The
// phases are those the game kept of each event and each undone one
// (sultan.Game.Happened, Undone): nothing is replayed.
func screenAgrees(g *sultan.Game, st soloUI) bool {
	n, hs, undone := g.Len(), g.Happened(), g.Undone()
	if len(st.Marks) == 0 || st.Marks[len(st.Marks)-1].Len != n || len(undone) != len(g.RedoLog()) || len(hs) != n-1 {
		return false
	}
	// phaseAt is the phase after the first k events, the setup first.
	phaseAt := func(k int) sultan.Phase {
		switch {
		case k == 1 && len(hs) > 0:
			return hs[0].PhaseBefore
		case k == 1 && len(undone) > 0:
			return undone[len(undone)-1].PhaseBefore
		case k == 1:
			return g.Phase()
		case k <= n:
			return hs[k-2].Phase
		}
		return undone[len(undone)-1-(k-n-1)].Phase
	}
	prev := 1
	for _, m := range st.Marks {
		if m.Len < prev || m.Len > n || !stepFits(m.Step, phaseAt(m.Len)) {
			return false
		}
		prev = m.Len
	}
	for _, m := range st.Redo {
		if m.Len < n || m.Len > n+len(undone) || !stepFits(m.Step, phaseAt(m.Len)) {
			return false
		}
	}
	return true
}

// stepFits reports whether the screen may stand at step when the game is
// in phase p (the steps of a round, DESIGN.md).
func stepFits(step soloStep, p sultan.Phase) bool {
	if p == sultan.Over {
		// Lost in Yazid's turn, the checklist is still to be done.
		return step == stepOver || step == stepChecklist
	}
	switch step {
	case stepOver:
		return false
	case stepRoll:
		return p == sultan.AwaitRoll || p == sultan.PlayerFirst
	case stepDice, stepChoose, stepConfirm:
		return p == sultan.YazidToPlay || p == sultan.YazidAfterOutbid
	case stepChecklist, stepCleanup:
		return p == sultan.PlayerTurn || p == sultan.CleanUpDue
	case stepPlayer:
		return p == sultan.PlayerTurn || p == sultan.PlayerFirst || p == sultan.CleanUpDue
	}
	return true // a step of the screen's own: any phase but Over
}
