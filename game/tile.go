package game

import (
	"fmt"
	"strings"
)

// TileType is a kind of board tile.
type TileType int

// The tile types, in the order of reference section 2.
const (
	Village TileType = iota
	Sacred6
	Sacred10
	Sacred12
	Sacred15
	Oasis
	SmallMarket
	LargeMarket
	Workshop
	SpecializedMarket
	Chasm
	CityBlue
	CityRed
	GreatLake
	NumTileTypes = 14
)

// ValueColour is the colour of a tile's printed value: Builders count blue
// tiles, the Tent counts red ones.
type ValueColour int

// The value colours; NoColour for the Chasm and the Great Lake.
const (
	NoColour ValueColour = iota
	Blue
	Red
)

// String returns "blue", "red" or "none".
func (c ValueColour) String() string {
	switch c {
	case Blue:
		return "blue"
	case Red:
		return "red"
	}
	return "none"
}

type tileInfo struct {
	code, name string
	count, vp  int
	colour     ValueColour
	expansion  Expansion
}

// Reference section 2; Workshop VP and colour, Specialized Market colour and
// the City split 3 blue + 2 red are from one source (S).
var tiles = [NumTileTypes]tileInfo{
	{"V", "Village", 5, 5, Blue, Base},
	{"S6", "Sacred Place 6", 4, 6, Blue, Base},
	{"S10", "Sacred Place 10", 1, 10, Blue, Base},
	{"S12", "Sacred Place 12", 1, 12, Blue, Base},
	{"S15", "Sacred Place 15", 1, 15, Blue, Base},
	{"O", "Oasis", 6, 8, Red, Base},
	{"SM", "Small Market", 8, 6, Red, Base},
	{"LM", "Large Market", 4, 4, Red, Base},
	{"W", "Workshop", 3, 5, Blue, Artisans},
	{"XM", "Specialized Market", 2, 10, Red, Artisans},
	{"CH", "Chasm", 1, 0, NoColour, Artisans},
	{"CB", "Fabulous City (blue)", 3, 0, Blue, Whims},
	{"CR", "Fabulous City (red)", 2, 0, Red, Whims},
	{"GL", "Great Lake", 1, 0, NoColour, Whims},
}

func (t TileType) valid() bool { return t >= 0 && t < NumTileTypes }

func (t TileType) info() tileInfo {
	if !t.valid() {
		return tileInfo{code: "?", name: fmt.Sprintf("TileType(%d)", int(t))}
	}
	return tiles[t]
}

// Code is the notation code, such as "S12".
func (t TileType) Code() string { return t.info().code }

// String is the tile's name, such as "Small Market".
func (t TileType) String() string { return t.info().name }

// Count is how many tiles of the type the box holds.
func (t TileType) Count() int { return t.info().count }

// VP is the tile's printed value; Cities score as a set instead (0 here).
func (t TileType) VP() int { return t.info().vp }

// ValueColour is the colour of the printed value.
func (t TileType) ValueColour() ValueColour {
	if !t.valid() {
		return NoColour
	}
	return tiles[t].colour // read on every Builder counted: no copy of the info
}

// Expansion is the box the tile comes in.
func (t TileType) Expansion() Expansion { return t.info().expansion }

// Forbidden reports whether the tile never holds meeples and can't be
// controlled: the Chasm and the Great Lake.
func (t TileType) Forbidden() bool { return t == Chasm || t == GreatLake }

// IsCity reports whether the tile is a Fabulous City.
func (t TileType) IsCity() bool { return t == CityBlue || t == CityRed }

// TileTypes lists every tile type.
func TileTypes() []TileType {
	out := make([]TileType, NumTileTypes)
	for i := range out {
		out[i] = TileType(i)
	}
	return out
}

// ParseTileType reads a notation code, case-insensitively.
func ParseTileType(s string) (TileType, error) {
	k := strings.ToUpper(strings.TrimSpace(s))
	for i, in := range tiles {
		if in.code == k {
			return TileType(i), nil
		}
	}
	return 0, fmt.Errorf("unknown tile type %q", s)
}

// BoxTiles is how many tiles the boxes in play hold in all.
func BoxTiles(x Expansions) int {
	n := 0
	for _, t := range TileTypes() {
		if x.Has(t.Expansion()) {
			n += t.Count()
		}
	}
	return n
}

// Supply limits of the wooden pieces (reference section 2).
const (
	PalmTrees = 12
	Palaces   = 10
)
