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

// TestPlayTurnUsesThePlansThief: a plan's Thief is used right after the
// tribe action of its colour, before the tile action (Thieves of
// Naqala), by PlayTurn and TurnInPlay.Plan alike: Ziad after the
// Viziers, a Vizier of Yazid's Council taken. The negative twins: Ziad
// with a move taking another tribe, and Ziad in plan.Powers (after the
// tile action, when it waits for a choice) refuse the plan.
func TestPlayTurnUsesThePlansThief(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	st.Expansions.Thieves = true
	st.Player.Thieves = []string{"Ziad"}
	st.Yazid.Council = 2
	// A Viziers' move whose tile action waits for a choice (a market).
	var vizier, other game.Move
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		m, err := st.Board.SampleMove(rng)
		if err != nil {
			t.Fatal(err)
		}
		tr := m.Drops[len(m.Drops)-1].Tribe
		_, market := MarketOf(st.Board.Tile(m.Last()).Type)
		switch {
		case tr == game.Vizier && market && vizier.Drops == nil:
			vizier = m
		case tr != game.Vizier && other.Drops == nil:
			other = m
		}
		if vizier.Drops != nil && other.Drops != nil {
			break
		}
	}
	if vizier.Drops == nil || other.Drops == nil {
		t.Fatal("no Viziers' move to a market on the board")
	}
	ziad := &PowerUse{Power: "Ziad"}
	plan := TurnPlan{Move: vizier, Tile: TileChoice{Skip: true}, Thieves: []PowerUse{*ziad}}
	after, tp, err := PlayTurn(st, plan)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(tp.Powers, []string{"Ziad"}) || after.Yazid.Council != 1 || len(after.Player.Thieves) != 0 {
		t.Fatalf("powers %q, Council %d, Thieves %q; want Ziad, 1, none", tp.Powers, after.Yazid.Council, after.Player.Thieves)
	}
	p, err := BeginTurn(st, vizier)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Plan(plan); err != nil {
		t.Fatal(err)
	}
	if got := p.State(); !got.Equal(after) {
		t.Fatal("TurnInPlay.Plan leaves another table than PlayTurn")
	}
	if _, _, err := PlayTurn(st, TurnPlan{Move: other, Thieves: []PowerUse{*ziad}}); err == nil {
		t.Fatalf("Ziad after the %s' action plays", other.Drops[len(other.Drops)-1].Tribe.Plural())
	}
	if _, _, err := PlayTurn(st, TurnPlan{Move: vizier, Tile: TileChoice{Skip: true}, Powers: []PowerUse{*ziad}}); err == nil {
		t.Fatal("Ziad after the tile action plays")
	}
}
