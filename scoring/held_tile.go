package scoring

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/naqala/naqala/game"
)

// HeldTileError is why a held tile's line does not read; Reason says it
// in the score pad's words.
type HeldTileError struct {
	Reason string
}

func (e *HeldTileError) Error() string { return "scoring: held tile: " + e.Reason }

// ParseHeldTile reads a held tile's line, the score pad's notation: the
// tile type's code, then after "+" p Palm Tree, P Palace, l next to the
// Great Lake, t Tent followed by the red tiles around it, e.g. "O+pp",
// "V+Pl", "SM+t4". With partial, a line that can still become a tile (a
// code's start, a Tent without its count) is no error. Errors are
// *HeldTileError.
func ParseHeldTile(s string, partial bool) (HeldTile, error) {
	var h HeldTile
	fail := func(format string, a ...any) (HeldTile, error) {
		return h, &HeldTileError{Reason: fmt.Sprintf(format, a...)}
	}
	code, extras, hasPlus := strings.Cut(s, "+")
	t, err := game.ParseTileType(code)
	if err != nil || code != strings.ToUpper(code) {
		if partial && !hasPlus {
			for _, tt := range game.TileTypes() {
				if strings.HasPrefix(tt.Code(), strings.ToUpper(code)) {
					return h, nil
				}
			}
		}
		return fail("unknown tile type %q", code)
	}
	h.Type = t
	red := ""
	for i, c := range extras {
		switch {
		case c == 'p':
			h.Palms++
		case c == 'P':
			h.Palaces++
		case c == 'l':
			if h.Lake {
				return fail("%q: l (next to the Great Lake) twice", s)
			}
			h.Lake = true
		case c == 't':
			if h.Tent {
				return fail("%q: two Tents on one tile", s)
			}
			h.Tent = true
		case c >= '0' && c <= '9' && h.Tent && strings.LastIndexByte(extras[:i], 't') >= 0:
			red += string(c)
		default:
			return fail("%q: unknown extra %q (p Palm Tree, P Palace, l next to the Lake, t4 Tent with 4 red tiles)", s, string(c))
		}
	}
	if h.Tent {
		if red == "" {
			if !partial {
				return fail("%q: how many red tiles surround the Tent, its own included? e.g. t4", s)
			}
		} else {
			// Too many digits read as the most there is: a limit refuses it.
			h.TentRed, _ = strconv.Atoi(red)
		}
	}
	return h, nil
}

// Token writes the held tile in the score pad's notation, which
// ParseHeldTile reads back: "O+pp", "SM+t4".
func (h HeldTile) Token() string {
	out := h.Type.Code()
	extra := strings.Repeat("p", h.Palms) + strings.Repeat("P", h.Palaces)
	if h.Lake {
		extra += "l"
	}
	if h.Tent {
		extra += "t" + strconv.Itoa(h.TentRed)
	}
	if extra != "" {
		out += "+" + extra
	}
	return out
}

// TileLimit is why a player can't hold one more tile, or TileHeld when
// they can.
type TileLimit int

// The limits of HeldTileLimit, in the order it checks them.
const (
	TileHeld TileLimit = iota
	// TileUncontrolled: the Chasm and the Great Lake are nobody's.
	TileUncontrolled
	// TileNeedsExpansion: the tile type is in a box not in play.
	TileNeedsExpansion
	// TileSecondTent: the player's one Tent already stands on a tile.
	TileSecondTent
	// TileSupply: the box's tiles of the type are all held.
	TileSupply
	// TilePalmTrees: more Palm Trees than the box holds.
	TilePalmTrees
	// TilePalaces: more Palaces than the box holds.
	TilePalaces
	// TileLakeNeedsWhims: the Great Lake is in Whims of the Sultan.
	TileLakeNeedsWhims
	// TileTentNeedsArtisans: the Tents are in Artisans of Naqala.
	TileTentNeedsArtisans
	// TileTentRed: a Tent is surrounded by at most 9 tiles, its own
	// included.
	TileTentRed
)

// HeldTileLimit checks one more tile h for player against the box and
// the rules, held being every player's tiles so far: the tile counts,
// the supply of Palm Trees and Palaces, one Tent each, the Tent's red
// tiles. For TileSecondTent, tent is the type of the tile the player's
// Tent already stands on.
func HeldTileLimit(h HeldTile, held [][]HeldTile, player int, x game.Expansions) (limit TileLimit, tent game.TileType) {
	if h.Type.Forbidden() {
		return TileUncontrolled, 0
	}
	if !x.Has(h.Type.Expansion()) {
		return TileNeedsExpansion, 0
	}
	same, palms, palaces := 1, h.Palms, h.Palaces
	for j, tiles := range held {
		for _, t := range tiles {
			if t.Type == h.Type {
				same++
			}
			palms += t.Palms
			palaces += t.Palaces
			if j == player && t.Tent && h.Tent {
				return TileSecondTent, t.Type
			}
		}
	}
	switch {
	case same > h.Type.Count():
		return TileSupply, 0
	case palms > game.PalmTrees:
		return TilePalmTrees, 0
	case palaces > game.Palaces:
		return TilePalaces, 0
	case h.Lake && !x.Whims:
		return TileLakeNeedsWhims, 0
	case h.Tent && !x.Artisans:
		return TileTentNeedsArtisans, 0
	case h.Tent && h.TentRed > 9:
		return TileTentRed, 0
	}
	return TileHeld, 0
}

var tileLimitNames = [...]string{
	TileHeld: "held", TileUncontrolled: "uncontrolled", TileNeedsExpansion: "needs expansion",
	TileSecondTent: "second tent", TileSupply: "supply", TilePalmTrees: "palm trees",
	TilePalaces: "palaces", TileLakeNeedsWhims: "lake needs whims",
	TileTentNeedsArtisans: "tent needs artisans", TileTentRed: "tent red",
}

// String names the limit, such as "second tent".
func (l TileLimit) String() string {
	if l < 0 || int(l) >= len(tileLimitNames) {
		return fmt.Sprintf("TileLimit(%d)", int(l))
	}
	return tileLimitNames[l]
}
