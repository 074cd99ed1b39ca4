package sultan

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestPlayTurnSharesTheMovesDrops: PlayTurn's turn keeps the plan's
// move, its drops shared (the plan is read only; a copy a turn played
// was 9% of self-play's bytes). The negative twin: the step by step turn
// (BeginPlan, the move's event) keeps a copy, the caller's move changed
// after it leaving the turn's as it was played.
func TestPlayTurnSharesTheMovesDrops(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	rng := rand.New(rand.NewPCG(7, 8))
	var m game.Move
	for range 5000 {
		var err error
		if m, err = st.Board.SampleMove(rng); err != nil {
			t.Fatal(err)
		}
		if _, _, err := PlayTurn(st, TurnPlan{Move: m}); err == nil {
			break
		}
		m = game.Move{}
	}
	if m.Drops == nil {
		t.Fatal("no move that plays by itself")
	}
	_, tp, err := PlayTurn(st, TurnPlan{Move: m})
	if err != nil {
		t.Fatal(err)
	}
	if &tp.Move.Drops[0] != &m.Drops[0] || tp.Move.From != m.From || len(tp.Move.Drops) != len(m.Drops) {
		t.Errorf("PlayTurn's move %v does not share the plan's drops %v", tp.Move, m)
	}

	played := slices.Clone(m.Drops)
	p, err := BeginPlan(st, TurnPlan{Move: m})
	if err != nil {
		t.Fatal(err)
	}
	g := p.Progress()
	for i := range m.Drops {
		m.Drops[i].Tribe = (m.Drops[i].Tribe + 1) % game.Tribe(len(game.Tribes))
	}
	if !slices.Equal(g.Move.Drops, played) {
		t.Errorf("the step by step turn's drops %v changed with the caller's move: want %v", g.Move.Drops, played)
	}
}
