package game

import (
	"fmt"
	"strings"
)

// Good is a type of merchandise card.
type Good int

// The nine goods, rarest first (reference section 6).
const (
	Ivory Good = iota
	Jewels
	Gold
	Papyrus
	Silk
	Spice
	Fish
	Wheat
	Pottery
	NumGoods = 9
)

var goodInfo = [NumGoods]struct {
	name  string
	count int
}{
	{"ivory", 2}, {"jewels", 2}, {"gold", 2}, {"papyrus", 4}, {"silk", 4},
	{"spice", 4}, {"fish", 6}, {"wheat", 6}, {"pottery", 6},
}

// Fakirs is how many Fakir cards the deck holds (old printing: Slaves).
const Fakirs = 18

// Goods lists every good.
func Goods() []Good {
	out := make([]Good, NumGoods)
	for i := range out {
		out[i] = Good(i)
	}
	return out
}

// String is the good's name as the files spell it, such as "papyrus".
func (g Good) String() string {
	if g < 0 || g >= NumGoods {
		return fmt.Sprintf("Good(%d)", int(g))
	}
	return goodInfo[g].name
}

// Count is how many cards of the good the deck holds.
func (g Good) Count() int {
	if g < 0 || g >= NumGoods {
		return 0
	}
	return goodInfo[g].count
}

// ParseGood reads a good's name, case-insensitively.
func ParseGood(s string) (Good, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	for _, g := range Goods() {
		if goodInfo[g].name == k {
			return g, nil
		}
	}
	return 0, fmt.Errorf("unknown good %q", s)
}

// SuitVP is what a suit of n different goods scores: 1, 3, 7, 13, 21, 30,
// 40, 50, 60 for n = 1..9 (reference section 6).
func SuitVP(n int) int {
	vp := [...]int{0, 1, 3, 7, 13, 21, 30, 40, 50, 60}
	if n < 0 || n >= len(vp) {
		return 0
	}
	return vp[n]
}

// Resource is a card of the resource row: a good or a Fakir.
type Resource struct {
	Fakir bool
	Good  Good
}

// String is "fakir" or the good's name.
func (r Resource) String() string {
	if r.Fakir {
		return "fakir"
	}
	return r.Good.String()
}

// ParseResource reads "fakir" (or "slave") or a good's name.
func ParseResource(s string) (Resource, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	if k == "fakir" || k == "slave" {
		return Resource{Fakir: true}, nil
	}
	g, err := ParseGood(k)
	if err != nil {
		return Resource{}, fmt.Errorf("unknown resource card %q (want fakir or a good)", s)
	}
	return Resource{Good: g}, nil
}
