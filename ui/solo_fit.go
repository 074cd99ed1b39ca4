package ui

import (
	"slices"

	"github.com/naqala/naqala/sultan"
)

// screenAgrees reports whether a saved screen state agrees with the
// game's log, which is the truth: its marks stand within the log, in
// order, the last one at its end, and each mark's step is one the phase of
// the game at that point allows (a game is over on the screen only where
// the log ends it); the marks to redo stand within the undone events, and
// fit them too. A save edited to "over" in round 4 does not agree.
func screenAgrees(g *sultan.Game, st soloUI) bool {
	log, redo := g.Log(), g.RedoLog()
	if len(st.Marks) == 0 || st.Marks[len(st.Marks)-1].Len != len(log) {
		return false
	}
	// phases[n] is the phase after the first n events, the setup first.
	phases := make([]sultan.Phase, len(log)+len(redo)+1)
	r, err := sultan.Replay(log[:1])
	if err != nil {
		return false
	}
	phases[1] = r.Phase()
	undone := slices.Clone(redo)
	slices.Reverse(undone) // the next to redo first
	for i, e := range append(slices.Clone(log[1:]), undone...) {
		if _, err := r.Apply(e); err != nil {
			return false
		}
		phases[i+2] = r.Phase()
	}
	prev := 1
	for _, m := range st.Marks {
		if m.Len < prev || m.Len > len(log) || !stepFits(m.Step, phases[m.Len]) {
			return false
		}
		prev = m.Len
	}
	for _, m := range st.Redo {
		if m.Len < len(log) || m.Len > len(log)+len(redo) || !stepFits(m.Step, phases[m.Len]) {
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
