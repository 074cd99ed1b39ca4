// Package sultantest holds the long games the tests of other packages
// play through the engine (the store's saves, the solo screen's log).
package sultantest

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// PlayRounds plays rounds full rounds with seeded dice. After each of
// Yazid's turns the player puts the table back as it was (tiles, Yazid's
// pieces, coins), as a long game at the table does with its many edits, so
// that the game runs as long as asked: about eight events a round.
func PlayRounds(t testing.TB, g *sultan.Game, rounds int, seed uint64) {
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
