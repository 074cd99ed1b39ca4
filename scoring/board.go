package scoring

import "github.com/naqala/naqala/game"

// TilesFromBoard lists the tiles seat controls on b, in row-major order,
// with whether each surrounds the Great Lake and, for the Tent's tile, the
// red-valued tiles surrounding it, itself included (reference section 1:
// a tile and its up to 8 neighbours, diagonals included). It reads the
// Lake with the default rules; TilesFromBoardRules follows a variant.
func TilesFromBoard(b *game.Board, seat game.Owner) []HeldTile {
	return TilesFromBoardRules(b, seat, DefaultRules())
}

// TilesFromBoardRules is TilesFromBoard with r's reading of which tiles
// surround the Great Lake (Rules.LakeAdjacency).
func TilesFromBoardRules(b *game.Board, seat game.Owner, r Rules) []HeldTile {
	if b == nil || seat == game.NoOwner || len(b.Tiles) != b.Cols*b.Rows {
		return nil
	}
	return appendTiles(nil, b, seat, r)
}

// appendTiles appends to out the tiles of b held by seat, as
// TilesFromBoardRules lists them.
func appendTiles(out []HeldTile, b *game.Board, seat game.Owner, r Rules) []HeldTile {
	for i, t := range b.Tiles {
		if t.Owner != seat || t.Type.Forbidden() {
			continue
		}
		p := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		h := HeldTile{Type: t.Type, Palms: t.Palms, Palaces: t.Palaces, Tent: t.Tent}
		for row := p.Row - 1; row <= p.Row+1; row++ {
			for c := p.Col - 1; c <= p.Col+1; c++ {
				if c < 1 || c > b.Cols || row < 1 || row > b.Rows {
					continue
				}
				n := b.Tiles[(row-1)*b.Cols+c-1].Type
				diagonal := row != p.Row && c != p.Col
				if n == game.GreatLake && (r.LakeAdjacency != LakeOrthogonal || !diagonal) {
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
