package sultan

// TentToPlace reports whether the player still has the Tent to place:
// with Artisans, until it stands on the board.
func (s State) TentToPlace() bool {
	return s.Expansions.Artisans && s.Board != nil && !s.Board.HasTent(1)
}

// PlayerPlacedAll reports whether the player has placed every camel and,
// with Artisans, the Tent.
func (s State) PlayerPlacedAll() bool { return s.Player.Camels == 0 && !s.TentToPlace() }
