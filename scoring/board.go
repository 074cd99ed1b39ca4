package scoring

import "github.com/naqala/naqala/game"

// TilesFromBoard lists the tiles seat controls on b, in row-major order,
// with whether each surrounds the Great Lake and, for the Tent's tile, the
// red-valued tiles surrounding it, itself included (reference section 1:
// a tile and its up to 8 neighbours, diagonals included).
func TilesFromBoard(b *game.Board, seat game.Owner) []HeldTile {
	if b == nil || seat == game.NoOwner || len(b.Tiles) != b.Cols*b.Rows {
		return nil
	}
	var out []HeldTile
	for i, t := range b.Tiles {
		if t.Owner != seat || t.Type.Forbidden() {
			continue
		}
		p := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		h := HeldTile{Type: t.Type, Palms: t.Palms, Palaces: t.Palaces, Tent: t.Tent}
		for r := p.Row - 1; r <= p.Row+1; r++ {
			for c := p.Col - 1; c <= p.Col+1; c++ {
				if c < 1 || c > b.Cols || r < 1 || r > b.Rows {
					continue
				}
				n := b.Tiles[(r-1)*b.Cols+c-1].Type
				if n == game.GreatLake {
					h.Lake = true
				}
				if t.Tent && n.ValueColour() == game.Red {
					h.TentRed++
				}
			}
		}
		out = append(out, h)
	}
	return out
}
