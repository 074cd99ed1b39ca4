package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// The fixtures of these tests, for the external tests (package
// sultan_test) that say turns through labels, which imports sultan.

func FixtureGrid(t *testing.T, x game.Expansions, spec string) *game.Board { return grid(t, x, spec) }

func FixtureOneTile(t *testing.T, tok string) *game.Board { return oneTile(t, tok) }

func FixtureState(b *game.Board, x game.Expansions, coins int, djinns ...string) State {
	return state(b, x, coins, djinns...)
}
