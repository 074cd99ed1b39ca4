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
	samePlanned(t, st, plan, after)

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
	samePlanned(t, st, plan, after)
	if _, _, err := PlayTurn(st, TurnPlan{Move: other, Thieves: []PowerUse{*ziad}}); err == nil {
		t.Fatalf("Ziad after the %s' action plays", other.Drops[len(other.Drops)-1].Tribe.Plural())
	}
	if _, _, err := PlayTurn(st, TurnPlan{Move: vizier, Tile: TileChoice{Skip: true}, Powers: []PowerUse{*ziad}}); err == nil {
		t.Fatal("Ziad after the tile action plays")
	}
}

// TestPlayTurnPlacesAPowersControl: a plan's power that empties a tile
// nobody owns (the Burning Scimitar), with the Tent still to place and a
// Camel left, has its control placed at once by PlayTurn and by
// TurnInPlay.Plan alike: a Camel, or the Tent with the plan's Tent. The
// negative twin: UsePowerOn, outside a plan, leaves the control waiting
// for the player's choice.
func TestPlayTurnPlacesAPowersControl(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	st.Player.Items[game.BurningScimitar] = 1
	// A move whose turn plays with no choice made and controls nothing.
	rng := rand.New(rand.NewPCG(5, 6))
	var m game.Move
	for {
		var err error
		if m, err = st.Board.SampleMove(rng); err != nil {
			t.Fatal(err)
		}
		if _, tp, err := PlayTurn(st, TurnPlan{Move: m}); err == nil && len(tp.Camels) == 0 && tp.Tent == nil {
			break
		}
	}
	// A tile the move leaves alone, nobody's, with a Vizier and an Elder.
	var q game.Place
	for i, tile := range st.Board.Tiles {
		p := game.Place{Col: i%st.Board.Cols + 1, Row: i/st.Board.Cols + 1}
		touched := p == m.From || slices.ContainsFunc(m.Drops, func(d game.Drop) bool { return d.To == p })
		if !touched && tile.Owner == game.NoOwner && !tile.Type.Forbidden() && tile.Meeples.Total() > 0 {
			q = p
			break
		}
	}
	st.Board.At(q).Meeples = game.Meeples{game.Vizier: 1, game.Elder: 1}
	for _, tent := range []bool{false, true} {
		plan := TurnPlan{Move: m, Tent: tent, Powers: []PowerUse{{Power: "burning_scimitar", At: &q, Meeples: "YW"}}}
		after, tp, err := PlayTurn(st, plan)
		if err != nil {
			t.Fatal(err)
		}
		if tile := after.Board.Tile(q); tile.Owner != 1 || tile.Tent != tent || !tp.Complete() {
			t.Fatalf("plan Tent %v: %s %+v after the turn (step %s); want the player's, Tent %v", tent, q.Short(), tile, tp.Step, tent)
		}
		samePlanned(t, st, plan, after)
	}
	next := st.Clone()
	tp, err := PlayTurnOn(&next, TurnPlan{Move: m})
	if err != nil {
		t.Fatal(err)
	}
	if err := UsePowerOn(&next, &tp, PowerUse{Power: "burning_scimitar", At: &q, Meeples: "YW"}); err != nil {
		t.Fatal(err)
	}
	if tp.Step != TurnControl || next.Board.Tile(q).Owner != game.NoOwner {
		t.Fatalf("UsePowerOn: step %s, %s %+v; want the control waiting", tp.Step, q.Short(), next.Board.Tile(q))
	}
}

// samePlanned checks that TurnInPlay.Plan, begun with the plan's move on
// st, leaves the table PlayTurn did (after).
func samePlanned(t *testing.T, st State, plan TurnPlan, after State) {
	t.Helper()
	p, err := BeginPlan(st, plan)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Plan(plan); err != nil {
		t.Fatal(err)
	}
	if got := p.State(); !got.Equal(after) {
		t.Fatal("TurnInPlay.Plan leaves another table than PlayTurn")
	}
}
