package game

// Walks lists walks of exactly steps steps from the tile at from, each a
// list of the tiles stepped on in order (from not included), by the rules
// of WalkEnds (across Mountain edges only when overMountains), none
// stepping on avoid: at most limit of them, in the order of their steps'
// directions n e s w. The walks of the Flying Carpet's meeples before
// its last are these across Mountains.
func (b *Board) Walks(from Place, steps int, overMountains bool, avoid Place, limit int) [][]Place {
	if !b.Contains(from) || steps < 0 || limit <= 0 || len(b.Tiles) != b.Cols*b.Rows {
		return nil
	}
	var out [][]Place
	path := make([]Place, 0, steps)
	// tries bounds the dead ends followed: a walk is found in about steps
	// tries on a grid, a board of forbidden tiles aside.
	tries := 64 * limit * (steps + 1)
	var walk func(p Place, arrived Direction, first bool)
	walk = func(p Place, arrived Direction, first bool) {
		if len(out) == limit || tries <= 0 {
			return
		}
		tries--
		if len(path) == steps {
			out = append(out, append([]Place(nil), path...))
			return
		}
		for _, d := range Directions {
			if !first && d == arrived.Opposite() {
				continue // straight back
			}
			q := d.From(p)
			if !b.Contains(q) || q == avoid || b.Tile(q).Type.Forbidden() || !overMountains && b.MountainBetween(p, d) {
				continue
			}
			path = append(path, q)
			walk(q, d, false)
			path = path[:len(path)-1]
		}
	}
	walk(from, 0, true)
	return out
}
