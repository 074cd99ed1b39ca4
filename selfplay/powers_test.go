package selfplay

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// playerTurnWith plays game 0 of seed 3 to the player's first turn, gives
// the player Enki, a Fakir, and the first Oasis of the board with owner's
// Camel on it (emptied), and plays the advisor's turn: the game's turn as
// it ends, and the Oasis.
func playerTurnWith(t *testing.T, owner string) (sultan.TurnProgress, game.Tile) {
	t.Helper()
	deal, dice, polRNG := gameRand(3, 0)
	board := game.DealBoard(game.Expansions{}, deal)
	sup := newSupply(game.Expansions{}, deal)
	setup := sultan.NewSetup(board, game.Expansions{}, false, testCtx.Rules)
	rows := sup.refill(sultan.State{Resources: []game.Resource{}, DjinnRow: []string{}})
	setup.Resources, setup.DjinnRow = rows.Resources, rows.DjinnRow
	g, err := sultan.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	pol := Advisor{testCtx, advisor.DefaultWeights()}
	roll, err := g.RollDice(sultan.NewRandDice(dice))
	if err != nil {
		t.Fatal(err)
	}
	if err := yazidTurn(g, pol, roll, polRNG); err != nil {
		t.Fatal(err)
	}
	var oasis game.Place
	for _, p := range g.State().Board.Places() {
		if g.State().Board.Tile(p).Type == game.Oasis {
			oasis = p
			break
		}
	}
	if err := g.SetTile(oasis, "O@"+owner); err != nil {
		t.Fatal(err)
	}
	if err := g.ChangePlayer(sultan.PlayerChange{GainDjinns: []string{"Enki"}, Fakirs: 1}); err != nil {
		t.Fatal(err)
	}
	// The game is driven as self-play drives it, up to the next roll.
	var res Result
	tb := &table{g: g, pol: pol, sup: sup, rng: polRNG}
	if err := tb.drive(stopDice{}, &res); !errors.Is(err, errStopped) {
		t.Fatalf("got %v, want the drive stopped at the next roll", err)
	}
	var tp sultan.TurnProgress
	for _, h := range g.Happened() {
		if h.Report.Player != nil {
			tp = *h.Report.Player
		}
	}
	return tp, g.State().Board.Tile(oasis)
}

// errStopped is stopDice's roll.
var errStopped = errors.New("stopped before the roll")

// stopDice stops a drive at its next roll.
type stopDice struct{}

func (stopDice) Roll() (sultan.Roll, error) { return sultan.Roll{}, errStopped }

// TestPlayerTurnUsesThePlansPowers: self-play's advisor holding Enki and
// an Oasis without a Palm Tree places one there with Enki, through the
// game's power event. The negative twin: the Oasis is Yazid's, Enki is
// left unused.
func TestPlayerTurnUsesThePlansPowers(t *testing.T) {
	tp, oasis := playerTurnWith(t, "1")
	if !slices.Contains(tp.Powers, "Enki") || oasis.Palms != 1 {
		t.Fatalf("your Oasis: powers %q, Palm Trees %d; want Enki, 1", tp.Powers, oasis.Palms)
	}
	tp, oasis = playerTurnWith(t, "Y")
	if len(tp.Powers) > 0 || oasis.Palms != 0 {
		t.Fatalf("Yazid's Oasis: powers %q, Palm Trees %d; want none, 0", tp.Powers, oasis.Palms)
	}
}

// powerTally wraps a policy and counts the powers its plans use.
type powerTally struct {
	Policy
	uses map[string]int
}

func (p powerTally) Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error) {
	plan, err := p.Policy.Turn(st, rng)
	for _, u := range plan.Powers {
		p.uses[u.Power]++
	}
	return plan, err
}

// TestAdvisorUsesThePowers plays whole games with the advisor: the powers
// it takes are used (docs/selfplay.md gives the counts of 100 games).
// Long: not with -short.
func TestAdvisorUsesThePowers(t *testing.T) {
	if testing.Short() {
		t.Skip("whole advised games")
	}
	tally := powerTally{Advisor{testCtx, advisor.DefaultWeights()}, map[string]int{}}
	o := testOptions(6, 1)
	o.Seed = 5000
	if _, _, err := runAll(o, tally); err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, n := range tally.uses {
		total += n
	}
	if total == 0 {
		t.Fatal("no power used in 6 games")
	}
	t.Logf("powers used in 6 games: %v", tally.uses)
}
