package store

import (
	"errors"
	"os"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
	"github.com/naqala/naqala/sultan/sultantest"
)

// newGame starts a solo game on the base board of testdata.
func newGame(t testing.TB) *sultan.Game {
	t.Helper()
	text, err := os.ReadFile("testdata/base.board")
	if err != nil {
		t.Fatal(err)
	}
	b, err := game.ParseBoard(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g, err := sultan.New(sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playRounds plays rounds full rounds with seeded dice (sultantest.PlayRounds).
func playRounds(t testing.TB, g *sultan.Game, rounds int, seed uint64) {
	t.Helper()
	sultantest.PlayRounds(t, g, rounds, seed)
}

func TestPlayRounds(t *testing.T) {
	g := newGame(t)
	playRounds(t, g, 60, 1)
	if g.Round() != 61 || g.Over() {
		t.Fatalf("got round %d over %v, want round 61 in play", g.Round(), g.Over())
	}
	if _, err := g.RollDice(sultan.NewSeededDice(2)); errors.Is(err, sultan.ErrGameOver) {
		t.Fatalf("got %v, want a game in play", err)
	}
	t.Logf("60 rounds: %d events", len(g.Log()))
}

// endGame plays a last round to its clean-up and ends the game there:
// Yazid's camels beside the board put right to none (as the y form
// records it), so that the rules end the game, as End requires.
func endGame(t testing.TB, g *sultan.Game, seed uint64) {
	t.Helper()
	if _, err := g.RollDice(sultan.NewSeededDice(seed)); err != nil {
		t.Fatalf("last round: roll: %v", err)
	}
	var answers []game.Place
	for {
		_, err := g.Resolve(answers...)
		c, ok := sultan.PendingChoice(err)
		if !ok {
			if err != nil {
				t.Fatalf("last round: resolve: %v", err)
			}
			break
		}
		answers = append(answers, c.Candidates[0])
	}
	if g.Over() {
		return
	}
	if n := g.Yazid().Camels; n > 0 {
		if err := g.ChangeYazid(sultan.YazidChange{Camels: -n}); err != nil {
			t.Fatalf("last round: Yazid's last camel: %v", err)
		}
	}
	if _, err := g.End(); err != nil {
		t.Fatalf("last round: end: %v", err)
	}
}
