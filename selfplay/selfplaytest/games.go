// Package selfplaytest holds the self-play games that the drivers' tests
// replay (the solo screen's host in ui, naqala turn in cmd/naqala): the
// same seeded games for both, so that they are compared on one sample.
package selfplaytest

import (
	"fmt"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/selfplay"
	"github.com/naqala/naqala/sultan"
)

// Seed is the seed of every game the drivers replay.
const Seed = 19

// Game is one self-play game: the policy (greedy, random or advisor),
// the expansions and the game's index.
type Game struct {
	Policy     string
	Expansions game.Expansions
	Index      int
}

func (g Game) String() string {
	return fmt.Sprintf("%s %s game %d", g.Policy, g.Expansions, g.Index)
}

// Games are the games the drivers replay: greedy games of the base game
// and of Artisans (Camel or Tent), random games with the Whims (a random
// policy sells, a greedy one never does), random games with every
// expansion (Thieves and Magic Items used) and, in the whole run, advised
// games (the powers, an outbid). With short, the first game of each but
// the advisor's, and of the greedy ones only the base game's when
// greedyBase, else only the Artisans': each driver plays one of them.
func Games(short, greedyBase bool) []Game {
	var out []Game
	add := func(pol string, x game.Expansions, full, fast int) {
		n := full
		if short {
			n = fast
		}
		for i := range n {
			out = append(out, Game{pol, x, i})
		}
	}
	base, artisans := 1, 0
	if !greedyBase {
		base, artisans = 0, 1
	}
	add("greedy", game.Expansions{}, 3, base)
	add("greedy", game.Expansions{Artisans: true}, 3, artisans)
	add("random", game.Expansions{Artisans: true, Whims: true}, 8, 3)
	// Games with every expansion where the random player buys and uses a
	// Thief (19: Quafat, and Leta), buys one and uses the Tempest
	// Talisman (18), uses the Burning Scimitar (47).
	every := []int{19, 18, 47}
	if short {
		every = every[:1]
	}
	for _, i := range every {
		out = append(out, Game{"random", game.Expansions{Artisans: true, Thieves: true, Whims: true}, i})
	}
	add("advisor", game.Expansions{}, 1, 0)
	add("advisor", game.Expansions{Artisans: true}, 1, 0)
	return out
}

// Play plays g to its end: its result and the engine's game.
func (g Game) Play(t testing.TB) (selfplay.Result, *sultan.Game) {
	t.Helper()
	ctx := selfplay.Context{Rules: sultan.DefaultRules(), ScoringRules: scoring.DefaultRules()}
	pol, err := selfplay.NewPolicy(g.Policy, ctx)
	if err != nil {
		t.Fatal(err)
	}
	o := selfplay.Options{Games: g.Index + 1, Seed: Seed, Expansions: g.Expansions, Rules: ctx.Rules, ScoringRules: ctx.ScoringRules, Workers: 1}
	res, sg, err := selfplay.PlayGameKept(o, pol, g.Index)
	if err != nil {
		t.Fatal(err)
	}
	return res, sg
}
