package scoring

import "github.com/naqala/naqala/game"

// Expansion is the box that adds the category's row to the score pad:
// Artisans for artisans, tent and items, Whims for cities, the base game
// for the others (the Thieves score within djinns).
func (c Category) Expansion() game.Expansion {
	switch c {
	case CategoryArtisans, CategoryTent, CategoryItems:
		return game.Artisans
	case CategoryCities:
		return game.Whims
	}
	return game.Base
}

// RowsInPlay lists, in the score pad's order, the categories a score pad
// shows for a game with the expansions x: the base rows, the rows of the
// expansions in play, and any other row where one of the players scored.
func RowsInPlay(x game.Expansions, players []PlayerResult) []Category {
	var out []Category
	for _, c := range AllCategories() {
		show := x.Has(c.Expansion())
		for _, p := range players {
			show = show || p.Categories[c] != 0
		}
		if show {
			out = append(out, c)
		}
	}
	return out
}
