package ui

import (
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// advisedSave is the advised turn being entered, saved with the screen
// state (soloUI.AdvisedTurn): the plan the advice returned, which cannot
// be asked again (the advice searched the table before the turn), the
// round it was advised in and whether it is a Flying Carpet's move
// (powersOnly). The words of its steps are said again on resume, in the
// language of the screen then.
type advisedSave struct {
	Round      int                `json:"round"`
	Move       game.Move          `json:"move"`
	Tent       bool               `json:"tent,omitempty"`
	Tribe      sultan.TribeChoice `json:"tribe"`
	Tile       sultan.TileChoice  `json:"tile"`
	Sale       sultan.GoodsHeld   `json:"sale"`
	Before     []sultan.PowerUse  `json:"before,omitempty"`
	Thieves    []sultan.PowerUse  `json:"thieves,omitempty"`
	Powers     []sultan.PowerUse  `json:"powers,omitempty"`
	Carpet     bool               `json:"carpet,omitempty"`
	PowersOnly bool               `json:"powers_only,omitempty"`
}

// saved is the advised turn to save, nil when none guides this round.
func (pt *advisedTurn) saved() *advisedSave {
	if !pt.on || pt.round != pt.h.g.Round() {
		return nil
	}
	p := pt.plan
	return &advisedSave{Round: pt.round, Move: p.Move, Tent: p.Tent, Tribe: p.Tribe, Tile: p.Tile, Sale: p.Sale,
		Before: p.Before, Thieves: p.Thieves, Powers: p.Powers, Carpet: p.Carpet, PowersOnly: pt.powersOnly}
}

// restore takes up the advised turn saved, when it is this round's: its
// plan, and what each of its steps left does, said from the turn as it
// stands (sultan.Game.TurnInPlay) or, before the move, from the table
// with the powers the turn used before it taken as used. The move entry
// is left as the screen state has it.
func (pt *advisedTurn) restore(s advisedSave) {
	if s.Round != pt.h.g.Round() {
		return
	}
	plan := sultan.TurnPlan{Move: s.Move, Tent: s.Tent, Tribe: s.Tribe, Tile: s.Tile, Sale: s.Sale,
		Before: s.Before, Thieves: s.Thieves, Powers: s.Powers, Carpet: s.Carpet}
	pt.prefillState = prefillState{on: true, round: s.Round, plan: plan, steps: map[sultan.TurnStep]string{}, powersOnly: s.PowersOnly}
	if s.PowersOnly {
		return
	}
	if p, ok := pt.h.g.TurnInPlay(); ok {
		pt.sayStepsFrom(p)
		return
	}
	t, _ := pt.h.g.Turn()
	left := plan
	left.Before = slices.DeleteFunc(slices.Clone(plan.Before), func(u sultan.PowerUse) bool { return slices.Contains(t.Powers, u.Power) })
	if p, err := sultan.BeginPlan(pt.h.g.State(), left); err == nil {
		pt.sayStepsFrom(p)
	}
}
