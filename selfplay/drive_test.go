package selfplay

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestSameGamesAsScripted: self-play, a loop over the engine's pending
// decisions, plays the same games from version to version: seed 1
// greedy in the base game, seed 3 random with Artisans and the Whims.
// The figures were the scripted round's of earlier versions; they are
// now the whole deck's (every Djinn dealt, the Whim cards paying
// DefaultWhimCoins, the Items kept and the powers used by the policy).
// -short plays the greedy policy's first game of the two.
func TestSameGamesAsScripted(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		pol  Policy
		seed uint64
		x    game.Expansions
		want []string
	}{
		{Greedy{testCtx}, 1, game.Expansions{}, []string{
			"{Index:0 Rounds:8 Score:113 Lost:djinns Title: NoMove:false}",
			"{Index:1 Rounds:10 Score:125 Lost: Title:Insufficient Iznogoud NoMove:false}",
		}},
		{Random{}, 3, game.Expansions{Artisans: true, Whims: true}, []string{
			"{Index:0 Rounds:9 Score:20 Lost:viziers Title: NoMove:false}",
			"{Index:1 Rounds:7 Score:12 Lost:payment Title: NoMove:false}",
			"{Index:2 Rounds:11 Score:76 Lost:assassins Title: NoMove:false}",
			"{Index:3 Rounds:12 Score:74 Lost: Title:Insufficient Iznogoud NoMove:false}",
		}},
	} {
		t.Run(tc.pol.Name(), func(t *testing.T) {
			if testing.Short() && tc.pol.Name() == "greedy" {
				tc.want = tc.want[:1]
			}
			o := testOptions(len(tc.want), 1)
			o.Seed, o.Expansions = tc.seed, tc.x
			for i, want := range tc.want {
				r, err := PlayGame(o, tc.pol, i)
				if got := fmt.Sprintf("%+v", r); err != nil || got != want {
					t.Errorf("game %d: got %s (%v), want %s", i, got, err, want)
				}
			}
		})
	}
}

// outbidder outbids every roll it can, and passes every turn when pass
// is set: the decisions of the round a greedy policy never takes.
type outbidder struct {
	Greedy
	pass bool
}

func (o outbidder) Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error) {
	if o.pass {
		return sultan.TurnPlan{}, game.ErrNoMove
	}
	return o.Greedy.Turn(st, rng)
}

func (outbidder) Outbid(sultan.State, sultan.Roll, *rand.Rand) bool { return true }

// TestDriveOutbidsAndPasses: the loop takes the outbid (the player's turn
// first, then the re-roll) and a passed turn where the engine says what
// comes next (Decision.Pass); each game ends, with at most one round
// counted a roll of the round's, not the re-roll. Its twin, the same
// policy never passing, plays turns and ends too. -short plays the first
// game of the three a side.
func TestDriveOutbidsAndPasses(t *testing.T) {
	t.Parallel()
	for _, pass := range []bool{true, false} {
		t.Run(fmt.Sprintf("pass %v", pass), func(t *testing.T) {
			o := testOptions(3, 1)
			if testing.Short() {
				o.Games = 1
			}
			for i := range o.Games {
				r, err := PlayGame(o, outbidder{Greedy{testCtx}, pass}, i)
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("game %d: %+v", i, r)
				if r.Rounds < 1 || r.Rounds > MaxRounds || (r.Lost == game.NotLost) == (r.Title == "") {
					t.Errorf("game %d: %+v", i, r)
				}
			}
		})
	}
}
