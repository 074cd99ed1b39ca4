package game

// HasTent reports whether o's Tent stands on the board (Artisans: it
// stands instead of a Camel, once a game).
func (b *Board) HasTent(o Owner) bool {
	for _, t := range b.Tiles {
		if t.Owner == o && t.Tent {
			return true
		}
	}
	return false
}
