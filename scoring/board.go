package scoring

import "github.com/naqala/naqala/game"

// TilesFromBoard lists the tiles seat controls on b, in row-major order,
// with whether each surrounds the Great Lake and, for the Tent's tile, the
// red-valued tiles surrounding it, itself included.
func TilesFromBoard(b *game.Board, seat game.Owner) []HeldTile {
	if b == nil || seat == game.NoOwner {
		return nil
	}
	var out []HeldTile
	for _, p := range b.Places() {
		t := b.Tile(p)
		if t.Owner != seat || t.Type.Forbidden() {
			continue
		}
		h := HeldTile{Type: t.Type, Palms: t.Palms, Palaces: t.Palaces, Lake: b.NextToLake(p), Tent: t.Tent}
		if t.Tent {
			h.TentRed = b.RedSurrounding(p)
		}
		out = append(out, h)
	}
	return out
}
