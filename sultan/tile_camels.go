package sultan

import (
	"errors"

	"github.com/naqala/naqala/game"
)

// camelOn is 1 when a camel of o stands on t (the Tent is not a camel).
func camelOn(t game.Tile, o game.Owner) int {
	if t.Owner == o && !t.Tent {
		return 1
	}
	return 0
}

// camelsAfterEdit is the camels beside the board of the player and of
// Yazid once the tile before becomes after: a camel put on the tile comes
// from its owner's, one taken off goes back, never beyond the 11 a side
// has (a table taken up mid-way may count its camels on and off the board
// apart).
func camelsAfterEdit(before, after game.Tile, player, yazid int) (int, int, error) {
	player += camelOn(before, 1) - camelOn(after, 1)
	yazid += camelOn(before, game.Yazid) - camelOn(after, game.Yazid)
	switch {
	case player < 0:
		return 0, 0, errors.New("the player has no camel left to place (all are on the board): take one off another tile first, or correct the camels beside the board")
	case yazid < 0:
		return 0, 0, errors.New("no camel of Yazid's left to place (all are on the board): take one off another tile first, or correct his camels")
	}
	return min(player, Camels), min(yazid, Camels), nil
}
