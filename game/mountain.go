package game

import (
	"fmt"
	"math/bits"
	"strings"
)

// Direction is a side of a tile, as the board notation names it: North
// towards the top row, East towards column 6, South towards row 1, West
// towards column 1.
type Direction int

// The four directions in the notation's order n e s w.
const (
	North Direction = iota
	East
	South
	West
	NumDirections = 4
)

// Directions lists the directions in the notation's order n e s w.
var Directions = [NumDirections]Direction{North, East, South, West}

var directionInfo = [NumDirections]struct {
	letter   byte
	name     string
	col, row int
}{
	{'n', "north", 0, 1},
	{'e', "east", 1, 0},
	{'s', "south", 0, -1},
	{'w', "west", -1, 0},
}

func (d Direction) valid() bool { return d >= 0 && d < NumDirections }

// String returns "north", "east", "south" or "west".
func (d Direction) String() string {
	if !d.valid() {
		return fmt.Sprintf("Direction(%d)", int(d))
	}
	return directionInfo[d].name
}

// Letter returns the notation letter: n e s w.
func (d Direction) Letter() byte {
	if !d.valid() {
		return '?'
	}
	return directionInfo[d].letter
}

// Opposite is the direction back: South for North.
func (d Direction) Opposite() Direction { return (d + 2) % NumDirections }

// From returns the place one step from p in direction d (maybe off the
// board).
func (d Direction) From(p Place) Place {
	if !d.valid() {
		return p
	}
	return Place{Col: p.Col + directionInfo[d].col, Row: p.Row + directionInfo[d].row}
}

// DirectionBetween returns the direction of the step from a to b when
// they are orthogonal neighbours.
func DirectionBetween(a, b Place) (Direction, bool) {
	for _, d := range Directions {
		if d.From(a) == b {
			return d, true
		}
	}
	return 0, false
}

// Edges is a set of a tile's sides: the ones that carry a Mountain.
type Edges uint8

// Has reports whether d is in the set.
func (e Edges) Has(d Direction) bool { return d.valid() && e&(1<<d) != 0 }

// With returns the set with d added.
func (e Edges) With(d Direction) Edges {
	if !d.valid() {
		return e
	}
	return e | 1<<d
}

// WorkshopMountains is how many Mountains stand on each Workshop.
// Artisans rules: "Stellt je 2 Berge auf die Werkstätten."
const WorkshopMountains = 2

// Count is how many edges the set holds.
func (e Edges) Count() int {
	n := 0
	for _, d := range Directions {
		if e.Has(d) {
			n++
		}
	}
	return n
}

// String writes the edges in the notation's order n e s w, such as "ne";
// "" for none.
func (e Edges) String() string {
	var b strings.Builder
	for _, d := range Directions {
		if e.Has(d) {
			b.WriteByte(d.Letter())
		}
	}
	return b.String()
}

// ParseEdges reads edge letters n e s w in any order, each at most once,
// such as "ne"; "" is no edge.
func ParseEdges(s string) (Edges, error) {
	e, code, letter := parseEdges(s)
	switch code {
	case ProblemEdge:
		return 0, fmt.Errorf("unknown edge %q (want n, e, s or w)", letter)
	case ProblemEdgeTwice:
		return 0, fmt.Errorf("edge %q given twice", letter)
	}
	return e, nil
}

// parseEdges is ParseEdges with its problem as a code and the letter at
// fault.
func parseEdges(s string) (Edges, ProblemCode, string) {
	var e Edges
	for i := 0; i < len(s); i++ {
		d, ok := directionByLetter(s[i])
		if !ok {
			return 0, ProblemEdge, string(s[i])
		}
		if e.Has(d) {
			return 0, ProblemEdgeTwice, string(s[i])
		}
		e = e.With(d)
	}
	return e, "", ""
}

func directionByLetter(c byte) (Direction, bool) {
	for _, d := range Directions {
		if d.Letter() == c {
			return d, true
		}
	}
	return 0, false
}

// MountainBetween reports whether a Mountain blocks the edge between p and
// its neighbour in direction d: either tile has a Mountain on that edge
// (docs/formats.md section 1). Edges off the board carry none that matter.
func (b *Board) MountainBetween(p Place, d Direction) bool {
	if b.Tile(p).Mountains.Has(d) {
		return true
	}
	q := d.From(p)
	return b.Contains(q) && b.Tile(q).Mountains.Has(d.Opposite())
}

// WithMountains returns a copy of the board with edges as the Mountains
// of every Workshop: the solo setup asks once which edges carry them.
func (b *Board) WithMountains(edges Edges) *Board {
	c := b.Clone()
	for i := range c.Tiles {
		if c.Tiles[i].Type == Workshop {
			c.Tiles[i].Mountains = edges
		}
	}
	return c
}

// checkMountains reports a Mountain on a tile that is not a Workshop.
func (b *Board) checkMountains() Problems {
	var errs Problems
	for _, p := range b.Places() {
		t := b.Tile(p)
		switch n := bits.OnesCount8(uint8(t.Mountains)); {
		case t.Mountains != 0 && t.Type != Workshop:
			errs = append(errs, &Problem{Code: ProblemMountainTile, Place: p, Type: t.Type, Bad: t.Mountains.String()})
		case n > WorkshopMountains:
			// Artisans rules: 2 Mountains stand on each Workshop; more
			// edges than that no table can show.
			errs = append(errs, &Problem{Code: ProblemMountainCount, Place: p, Type: t.Type, Bad: t.Mountains.String(), Nums: []int{n, WorkshopMountains}})
		}
	}
	return errs
}

// NeedsMountains reports a board with Workshops none of which has a
// Mountain yet: the Workshops' Mountains are still to be set (Artisans).
func (b *Board) NeedsMountains() bool {
	workshops := false
	for _, t := range b.Tiles {
		if t.Mountains != 0 {
			return false
		}
		workshops = workshops || t.Type == Workshop
	}
	return workshops
}
