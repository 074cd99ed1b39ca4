package sultan

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestTurnInPlayMatchesPlayTurn: a turn played step by step with a
// plan's choices leaves the table PlayTurn leaves, on dealt boards with
// every first choice the options list; a refused step changes nothing.
func TestTurnInPlayMatchesPlayTurn(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	x := game.Expansions{Artisans: true, Whims: true}
	played := 0
	for range 40 {
		b := game.DealBoard(x, rng)
		st := State{Board: b, Expansions: x, Player: Holdings{Coins: 12, Camels: 11, Elders: 2, Fakirs: 2, Artisans: 1, Djinns: []string{"Echidna"}},
			Resources: []game.Resource{{Fakir: true}, {Good: game.Fish}, {Good: game.Gold}}, DjinnRow: []string{"Marid", "Boaz"}}
		m, err := b.SampleMove(rng)
		if err != nil {
			t.Fatal(err)
		}
		p, err := BeginTurn(st, m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		plan := TurnPlan{Move: m}
		tribeWaited := false
		for !p.Complete() {
			o := p.Options()
			var err error
			switch o.Step {
			case TurnControl:
				err = p.Control(false)
			case TurnTribe:
				plan.Tribe = firstTribeChoice(o)
				tribeWaited = true
				before := p.State()
				if bad := p.Tribe(TribeChoice{Fakirs: 99}); bad == nil {
					t.Fatalf("%s: 99 Fakirs taken", m)
				}
				if !p.State().Equal(before) {
					t.Fatalf("%s: a refused step changed the table", m)
				}
				err = p.Tribe(plan.Tribe)
			case TurnTile:
				plan.Tile = TileChoice{Skip: true}
				err = p.Tile(plan.Tile)
			}
			if err != nil {
				t.Fatalf("%s at the %s: %v", m, o.Step, err)
			}
		}
		want, _, err := PlayTurn(st, plan)
		if err != nil {
			t.Fatalf("%s: PlayTurn: %v", m, err)
		}
		if got := p.State(); !got.Equal(want) {
			t.Errorf("%s: step by step and PlayTurn leave different tables", m)
		}
		// PlayTurnOn on a copy plays the same turn; the twin, a plan the
		// rules refuse, is an error.
		on := st.Clone()
		if _, err := PlayTurnOn(&on, plan); err != nil || !on.Equal(want) {
			t.Errorf("%s: PlayTurnOn: %v, or a different table", m, err)
		}
		if tribeWaited {
			refused, on := plan, st.Clone()
			refused.Tribe = TribeChoice{Fakirs: 99}
			if _, err := PlayTurnOn(&on, refused); err == nil {
				t.Errorf("%s: PlayTurnOn took 99 Fakirs", m)
			}
		}
		// The same plan through Plan.
		q, _ := BeginTurn(st, m)
		if err := q.Plan(plan); err != nil || !q.State().Equal(want) {
			t.Errorf("%s: Plan: %v, or a different table", m, err)
		}
		played++
	}
	if played == 0 {
		t.Fatal("no turn played")
	}
}

func firstTribeChoice(o TurnOptions) TribeChoice {
	switch o.Tribe {
	case game.Assassin:
		if len(o.Victims) > 0 {
			v := o.Victims[0]
			return TribeChoice{Fakirs: v.Fakirs, Kill: &Kill{Place: v.Place, Meeple: string(v.Tribe.Letter())}}
		}
		return TribeChoice{Skip: true}
	case game.Artisan:
		if len(o.Items) > 0 {
			return TribeChoice{Item: o.Items[0].Key()}
		}
		return TribeChoice{Skip: true}
	}
	return TribeChoice{}
}

// TestGameTurnInPlay: the game's turn taken up mid-turn (the move made,
// the tile action waiting) plays on apart from the game: its steps left
// leave the table the game's own events leave, and the game does not
// change; the twin: before the move there is no turn in play.
func TestGameTurnInPlay(t *testing.T) {
	g := turnGame(t)
	if _, ok := g.TurnInPlay(); ok {
		t.Fatal("a turn in play before the move")
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	p, ok := g.TurnInPlay()
	if !ok || p.Progress().Step != TurnTile {
		t.Fatalf("got %v, %v, want the turn at the tile action", p, ok)
	}
	before, n := g.State(), g.Len()
	if err := p.Tile(TileChoice{Djinn: "Enki"}); err != nil {
		t.Fatal(err)
	}
	if !g.State().Equal(before) || g.Len() != n {
		t.Fatal("the turn in play changed the game")
	}
	if _, err := g.TileAction(TileChoice{Djinn: "Enki"}); err != nil {
		t.Fatal(err)
	}
	if !p.State().Equal(g.State()) {
		t.Error("the turn in play and the game's events leave different tables")
	}
}
