package store

import (
	"errors"
	"os"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
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

// playRounds plays rounds full rounds with seeded dice. After each of
// Yazid's turns the player puts the table back as it was (tiles, Yazid's
// pieces, coins), as a long game at the table does with its many edits, so
// that the game runs as long as asked: about eight events a round.
func playRounds(t testing.TB, g *sultan.Game, rounds int, seed uint64) {
	t.Helper()
	dice := sultan.NewSeededDice(seed)
	start := g.Board()
	yazid0, coins0 := g.Yazid(), g.Player().Coins
	for r := 0; r < rounds; r++ {
		if _, err := g.RollDice(dice); err != nil {
			t.Fatalf("round %d: roll: %v", r+1, err)
		}
		var answers []game.Place
		for {
			_, err := g.Resolve(answers...)
			c, ok := sultan.PendingChoice(err)
			if !ok {
				if err != nil {
					t.Fatalf("round %d: resolve: %v", r+1, err)
				}
				break
			}
			answers = append(answers, c.Candidates[0])
		}
		// Yazid's meeples go back before the tiles are restocked, and his
		// camels after, so that no edit holds more than the box.
		y := g.Yazid()
		fix := sultan.YazidChange{
			Council: yazid0.Council - y.Council, Elders: yazid0.Elders - y.Elders, Fakirs: yazid0.Fakirs - y.Fakirs,
			Assassins: yazid0.Assassins - y.Assassins, Artisans: yazid0.Artisans - y.Artisans,
			Djinns: yazid0.Djinns - y.Djinns,
		}
		if fix != (sultan.YazidChange{}) {
			if err := g.ChangeYazid(fix); err != nil {
				t.Fatalf("round %d: put Yazid back: %v", r+1, err)
			}
		}
		now := g.Board()
		for _, p := range start.Places() {
			if tok := start.Tile(p).Token(); now.Tile(p).Token() != tok {
				if err := g.SetTile(p, tok); err != nil {
					t.Fatalf("round %d: restock %s: %v", r+1, p, err)
				}
			}
		}
		if d := yazid0.Camels - g.Yazid().Camels; d != 0 {
			if err := g.ChangeYazid(sultan.YazidChange{Camels: d}); err != nil {
				t.Fatalf("round %d: Yazid's camels back: %v", r+1, err)
			}
		}
		if d := coins0 - g.Player().Coins; d != 0 {
			if err := g.ChangePlayer(sultan.PlayerChange{Coins: d}); err != nil {
				t.Fatalf("round %d: coins: %v", r+1, err)
			}
		}
		if err := g.CleanUp(sultan.Rows{}); err != nil {
			t.Fatalf("round %d: clean-up: %v", r+1, err)
		}
	}
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
