package game

import "fmt"

// Owner is who controls a tile: nobody, a player seat 1..5, or Yazid.
type Owner int

// Owners other than the player seats 1..MaxPlayers.
const (
	NoOwner    Owner = 0
	MaxPlayers       = 5
	Yazid      Owner = 9
)

// String is the notation form: "", "@1".."@5" or "@Y".
func (o Owner) String() string {
	switch {
	case o == NoOwner:
		return ""
	case o == Yazid:
		return "@Y"
	case o >= 1 && o <= MaxPlayers:
		return fmt.Sprintf("@%d", int(o))
	}
	return fmt.Sprintf("@?%d", int(o))
}

// Place is a board position as seen from the solo player's seat: columns
// 1..6 from the left, rows 1..R from the nearest row (reference section 1).
type Place struct {
	Col int `json:"col"`
	Row int `json:"row"`
}

// String names the place as a person sees it: "row 3, column 4".
func (p Place) String() string { return fmt.Sprintf("row %d, column %d", p.Row, p.Col) }

// Tile is one board tile with what stands on it.
type Tile struct {
	Type    TileType
	Meeples Meeples
	Owner   Owner // whose Camel (or Tent) stands on it
	Palms   int
	Palaces int
	Tent    bool // the owner's Tent stands instead of a Camel
	// Mountains are the edges that carry a Mountain (Workshops only).
	Mountains Edges
}

// Board is the grid of tiles. Tiles are stored row-major from row 1,
// column 1.
type Board struct {
	Cols, Rows int
	Tiles      []Tile
}

// NewBoard returns a board of the given size, every tile a Village with
// nothing on it.
func NewBoard(cols, rows int) *Board {
	if cols < 0 || rows < 0 {
		cols, rows = 0, 0
	}
	return &Board{Cols: cols, Rows: rows, Tiles: make([]Tile, cols*rows)}
}

// Contains reports whether p is on the board.
func (b *Board) Contains(p Place) bool {
	return p.Col >= 1 && p.Col <= b.Cols && p.Row >= 1 && p.Row <= b.Rows
}

func (b *Board) index(p Place) int { return (p.Row-1)*b.Cols + p.Col - 1 }

// At returns the tile at p for reading and changing, or nil off the board.
func (b *Board) At(p Place) *Tile {
	if !b.Contains(p) {
		return nil
	}
	return &b.Tiles[b.index(p)]
}

// Tile returns a copy of the tile at p (the zero Tile off the board).
func (b *Board) Tile(p Place) Tile {
	if t := b.At(p); t != nil {
		return *t
	}
	return Tile{}
}

// Places lists every place in row-major order from row 1, column 1.
func (b *Board) Places() []Place {
	out := make([]Place, 0, b.Cols*b.Rows)
	for r := 1; r <= b.Rows; r++ {
		for c := 1; c <= b.Cols; c++ {
			out = append(out, Place{c, r})
		}
	}
	return out
}

// Surrounding lists the tile at p and its up to 8 neighbours, diagonals
// included, clipped at the edges (reference section 1; Mountains never
// matter here).
func (b *Board) Surrounding(p Place) []Place {
	var out []Place
	for r := p.Row - 1; r <= p.Row+1; r++ {
		for c := p.Col - 1; c <= p.Col+1; c++ {
			if q := (Place{c, r}); b.Contains(q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// CountSurrounding counts the tiles surrounding p, itself included, for
// which match is true.
func (b *Board) CountSurrounding(p Place, match func(Tile) bool) int {
	n := 0
	for r := p.Row - 1; r <= p.Row+1; r++ { // the tiles of Surrounding, without the list
		for c := p.Col - 1; c <= p.Col+1; c++ {
			if q := (Place{c, r}); b.Contains(q) && match(b.Tile(q)) {
				n++
			}
		}
	}
	return n
}

// BlueSurrounding counts blue-valued tiles surrounding p, itself included:
// what a Builder multiplies.
func (b *Board) BlueSurrounding(p Place) int {
	return b.CountSurrounding(p, func(t Tile) bool { return t.Type.ValueColour() == Blue })
}

// RedSurrounding counts red-valued tiles surrounding p, itself included:
// what the Tent scores.
func (b *Board) RedSurrounding(p Place) int {
	return b.CountSurrounding(p, func(t Tile) bool { return t.Type.ValueColour() == Red })
}

// NextToLake reports whether p surrounds the Great Lake.
func (b *Board) NextToLake(p Place) bool {
	return b.CountSurrounding(p, func(t Tile) bool { return t.Type == GreatLake }) > 0 &&
		b.Tile(p).Type != GreatLake
}

// Owned lists the places controlled by o, in row-major order.
func (b *Board) Owned(o Owner) []Place {
	var out []Place
	for _, p := range b.Places() {
		if b.Tile(p).Owner == o {
			out = append(out, p)
		}
	}
	return out
}

// Camels counts o's Camels on the board (a Tent is not a Camel).
func (b *Board) Camels(o Owner) int {
	n := 0
	for _, t := range b.Tiles {
		if t.Owner == o && !t.Tent {
			n++
		}
	}
	return n
}

// Meeples counts the meeples on the whole board.
func (b *Board) Meeples() Meeples {
	var m Meeples
	for _, t := range b.Tiles {
		m = m.Add(t.Meeples)
	}
	return m
}

// Clone returns a deep copy.
func (b *Board) Clone() *Board {
	c := *b
	c.Tiles = append([]Tile(nil), b.Tiles...)
	return &c
}

// Equal reports whether two boards hold the same tiles and pieces.
func (b *Board) Equal(o *Board) bool {
	if b == nil || o == nil {
		return b == o
	}
	if b.Cols != o.Cols || b.Rows != o.Rows || len(b.Tiles) != len(o.Tiles) {
		return false
	}
	for i := range b.Tiles {
		if b.Tiles[i] != o.Tiles[i] {
			return false
		}
	}
	return true
}
