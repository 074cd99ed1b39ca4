package advisor

import (
	"testing"
)

// On the last turn (a side has placed its last Camel: the game ends with
// this round) nothing scores later and Yazid rolls no more: every move
// has no estimate, no threat, and the moves rank by the exact score
// change alone. The negative twin: the same table with Camels left on
// both sides keeps the estimates, and they change the order.
func TestLastRoundHasNoEstimate(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	o := Options{Weights: DefaultWeights(), Rules: rules}

	t.Run("end triggered before the turn", func(t *testing.T) {
		s := st.Clone()
		s.Yazid.Camels = 0 // Yazid placed his last Camel this round
		adv, err := Advise(s, o)
		if err != nil {
			t.Fatal(err)
		}
		if len(adv.Moves) != adv.Outcomes {
			t.Fatalf("got %d moves, want all %d outcomes", len(adv.Moves), adv.Outcomes)
		}
		for i, m := range adv.Moves {
			if m.Estimate != 0 || !m.NoNextRoll || m.Yazid != (Threat{}) {
				t.Fatalf("move %d %v: estimate %v, no next roll %v, Yazid %+v; want none", m.Rank, m.Plan.Move, m.Estimate, m.NoNextRoll, m.Yazid)
			}
			if m.Value != float64(m.ScoreChange) {
				t.Errorf("move %d: value %v, want its score change %d", m.Rank, m.Value, m.ScoreChange)
			}
			if i > 0 && m.ScoreChange > adv.Moves[i-1].ScoreChange {
				t.Errorf("move %d (%+d) ranks below move %d (%+d)", m.Rank, m.ScoreChange, adv.Moves[i-1].Rank, adv.Moves[i-1].ScoreChange)
			}
		}
	})

	t.Run("end triggered by the turn", func(t *testing.T) {
		s := st.Clone()
		s.Player.Camels = 1  // a move placing it ends the game
		s.Player.Viziers = 5 // and wins the final check
		adv, err := Advise(s, o)
		if err != nil {
			t.Fatal(err)
		}
		ending, later := 0, 0
		for _, m := range adv.Moves {
			switch {
			case m.Control:
				ending++
				if m.Estimate != 0 || !m.NoNextRoll {
					t.Errorf("move %d places the last Camel: estimate %v, no next roll %v; want 0, true", m.Rank, m.Estimate, m.NoNextRoll)
				}
			case m.Estimate != 0:
				later++
			}
		}
		if ending == 0 || later == 0 {
			t.Errorf("%d moves end the game, %d others have an estimate; want some of each", ending, later)
		}
	})

	t.Run("twin: a round with more to come", func(t *testing.T) {
		adv, err := Advise(st, o)
		if err != nil {
			t.Fatal(err)
		}
		estimates, disorder := 0, false
		for i, m := range adv.Moves {
			if m.NoNextRoll {
				t.Fatalf("move %d: no next roll on a table with Camels left", m.Rank)
			}
			if m.Estimate != 0 {
				estimates++
			}
			if i > 0 && m.ScoreChange > adv.Moves[i-1].ScoreChange {
				disorder = true
			}
		}
		if estimates == 0 || !disorder {
			t.Errorf("%d moves with an estimate, order by more than the score change %v; want some, true", estimates, disorder)
		}
	})
}
