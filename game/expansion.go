package game

import (
	"fmt"
	"sort"
	"strings"
)

// Expansion is one of the boxes that add pieces to the base game.
type Expansion int

// The expansions; Base marks pieces of the base game (and promos).
const (
	Base Expansion = iota
	Artisans
	Thieves
	Whims
)

var expansionNames = [...]string{"base", "artisans", "thieves", "whims"}

// String returns the expansion's name as the files spell it.
func (e Expansion) String() string {
	if e < 0 || int(e) >= len(expansionNames) {
		return fmt.Sprintf("Expansion(%d)", int(e))
	}
	return expansionNames[e]
}

// Expansions is the set of expansions in play.
type Expansions struct {
	Artisans bool
	Thieves  bool
	Whims    bool
}

// Has reports whether e is in play; the base game always is.
func (x Expansions) Has(e Expansion) bool {
	switch e {
	case Base:
		return true
	case Artisans:
		return x.Artisans
	case Thieves:
		return x.Thieves
	case Whims:
		return x.Whims
	}
	return false
}

// Names lists the expansions in play in a fixed order.
func (x Expansions) Names() []string {
	var out []string
	for _, e := range []Expansion{Artisans, Thieves, Whims} {
		if x.Has(e) {
			out = append(out, e.String())
		}
	}
	return out
}

// String joins the names, or says "base".
func (x Expansions) String() string {
	if n := x.Names(); len(n) > 0 {
		return strings.Join(n, ",")
	}
	return "base"
}

// ParseExpansion reads an expansion name, case-insensitively.
func ParseExpansion(s string) (Expansion, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	for i, n := range expansionNames {
		if i > 0 && k == n {
			return Expansion(i), nil
		}
	}
	return Base, fmt.Errorf("game: unknown expansion %q (want artisans, thieves or whims)", s)
}

// ParseExpansions reads a list of expansion names; "base" and "" are ignored.
func ParseExpansions(names []string) (Expansions, error) {
	var x Expansions
	var bad []string
	for _, n := range names {
		for _, part := range strings.Split(n, ",") {
			part = strings.TrimSpace(part)
			if part == "" || strings.EqualFold(part, "base") {
				continue
			}
			e, err := ParseExpansion(part)
			if err != nil {
				bad = append(bad, part)
				continue
			}
			x = x.With(e)
		}
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		return x, fmt.Errorf("game: unknown expansion %q (want artisans, thieves or whims)", strings.Join(bad, ","))
	}
	return x, nil
}

// With returns x with e in play.
func (x Expansions) With(e Expansion) Expansions { return x.set(e, true) }

// Without returns x without e.
func (x Expansions) Without(e Expansion) Expansions { return x.set(e, false) }

func (x Expansions) set(e Expansion, on bool) Expansions {
	switch e {
	case Artisans:
		x.Artisans = on
	case Thieves:
		x.Thieves = on
	case Whims:
		x.Whims = on
	}
	return x
}

// Rows is the number of board rows with these expansions: 5 for the base
// game, 6 with Artisans or Whims, 7 with both (reference section 1).
func (x Expansions) Rows() int {
	r := 5
	if x.Artisans {
		r++
	}
	if x.Whims {
		r++
	}
	return r
}
