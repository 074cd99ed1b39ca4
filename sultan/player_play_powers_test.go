package sultan

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestPlayTurnUsesThePlansPowers: a plan's powers are used once its steps
// are done (Enki on the empty Oasis r1c3, paid with the Fakir), by
// PlayTurn and by TurnInPlay.Plan alike. The negative twin: a power the
// player does not hold refuses the whole plan.
func TestPlayTurnUsesThePlansPowers(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	st.Player.Djinns = []string{"Enki"}
	st.Player.Fakirs = 1
	// A move whose turn plays with no choice made, sparing the Fakir.
	rng := rand.New(rand.NewPCG(1, 2))
	var m game.Move
	for {
		var err error
		if m, err = st.Board.SampleMove(rng); err != nil {
			t.Fatal(err)
		}
		if after, _, err := PlayTurn(st, TurnPlan{Move: m}); err == nil && after.Player.Fakirs == 1 {
			break
		}
	}
	plan := TurnPlan{Move: m, Powers: []PowerUse{{Power: "Enki", Pay: PayFakir, At: place(1, 3)}}}
	after, tp, err := PlayTurn(st, plan)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(tp.Powers, []string{"Enki"}) || after.Board.Tile(*place(1, 3)).Palms != 1 || after.Player.Fakirs != 0 {
		t.Fatalf("powers %q, Palm Trees %d, Fakirs %d; want Enki, 1, 0", tp.Powers, after.Board.Tile(*place(1, 3)).Palms, after.Player.Fakirs)
	}
	if st.Board.Tile(*place(1, 3)).Palms != 0 {
		t.Fatal("PlayTurn changed the table it was given")
	}
	p, err := BeginTurn(st, m)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Plan(plan); err != nil {
		t.Fatal(err)
	}
	if got := p.State(); !got.Equal(after) {
		t.Fatal("TurnInPlay.Plan leaves another table than PlayTurn")
	}

	st.Player.Djinns = nil
	if _, _, err := PlayTurn(st, plan); err == nil {
		t.Fatal("a plan using Enki, not held, plays")
	}
}
