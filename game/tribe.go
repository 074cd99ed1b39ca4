package game

import (
	"fmt"
	"strings"
)

// Tribe is a meeple colour.
type Tribe int

// The tribes in the notation's order Y W G B R P.
const (
	Vizier Tribe = iota
	Elder
	Merchant
	Builder
	Assassin
	Artisan
	NumTribes = 6
)

// Tribes lists every tribe in the notation's order.
var Tribes = [NumTribes]Tribe{Vizier, Elder, Merchant, Builder, Assassin, Artisan}

var tribeInfo = [NumTribes]struct {
	letter       byte
	name, plural string
	colour       string
}{
	{'Y', "Vizier", "Viziers", "yellow"},
	{'W', "Elder", "Elders", "white"},
	{'G', "Merchant", "Merchants", "green"},
	{'B', "Builder", "Builders", "blue"},
	{'R', "Assassin", "Assassins", "red"},
	{'P', "Artisan", "Artisans", "purple"},
}

func (t Tribe) valid() bool { return t >= 0 && t < NumTribes }

// String returns the tribe's name, such as "Vizier".
func (t Tribe) String() string {
	if !t.valid() {
		return fmt.Sprintf("Tribe(%d)", int(t))
	}
	return tribeInfo[t].name
}

// Plural returns the name for several meeples, such as "Viziers".
func (t Tribe) Plural() string {
	if !t.valid() {
		return t.String()
	}
	return tribeInfo[t].plural
}

// Letter returns the notation letter: Y W G B R P.
func (t Tribe) Letter() byte {
	if !t.valid() {
		return '?'
	}
	return tribeInfo[t].letter
}

// Colour returns the meeple colour: yellow, white, green, blue, red, purple.
func (t Tribe) Colour() string {
	if !t.valid() {
		return "?"
	}
	return tribeInfo[t].colour
}

// Expansion is the box the tribe comes in.
func (t Tribe) Expansion() Expansion {
	if t == Artisan {
		return Artisans
	}
	return Base
}

// TribeByLetter finds a tribe by its notation letter (upper case).
func TribeByLetter(c byte) (Tribe, bool) {
	for _, t := range Tribes {
		if tribeInfo[t].letter == c {
			return t, true
		}
	}
	return 0, false
}

// ParseTribe reads a tribe by letter, name, plural or colour.
func ParseTribe(s string) (Tribe, error) {
	if t, ok := tribeAsWritten(s); ok {
		return t, nil // as the program writes it: nothing to fold
	}
	return parseTribeFolded(s)
}

// parseTribeFolded is ParseTribe, any case, spaces trimmed.
func parseTribeFolded(s string) (Tribe, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	for _, t := range Tribes {
		in := tribeInfo[t]
		if k == strings.ToLower(string(in.letter)) || k == strings.ToLower(in.name) ||
			k == strings.ToLower(in.plural) || k == in.colour {
			return t, nil
		}
	}
	return 0, fmt.Errorf("game: unknown tribe %q", s)
}

// tribeAsWritten is the tribe s names as the program writes it: its
// letter, name, plural or colour exactly (ParseTribe reads it, with no
// case folded nor space trimmed; no tribe writes another's).
func tribeAsWritten(s string) (Tribe, bool) {
	for _, t := range Tribes {
		in := &tribeInfo[t]
		if s == in.name || s == in.plural || s == in.colour || len(s) == 1 && s[0] == in.letter {
			return t, true
		}
	}
	return 0, false
}

// BoxMeeples is how many meeples of the tribe the boxes in play hold
// (reference section 3): base 16 Viziers and 18 or 20 of the others,
// 3 more of each with Whims, 15 Artisans with Artisans.
func BoxMeeples(t Tribe, x Expansions) int {
	n := 0
	switch t {
	case Vizier:
		n = 16
	case Elder:
		n = 20
	case Merchant, Builder, Assassin:
		n = 18
	case Artisan:
		if x.Artisans {
			return 15
		}
		return 0
	}
	if x.Whims {
		n += 3
	}
	return n
}

// Meeples counts meeples by tribe.
type Meeples [NumTribes]int

// Total is the number of meeples of all tribes.
func (m Meeples) Total() int {
	n := 0
	for _, c := range m {
		n += c
	}
	return n
}

// Empty reports whether there are no meeples.
func (m Meeples) Empty() bool { return m.Total() == 0 }

// Add returns the sum of m and o.
func (m Meeples) Add(o Meeples) Meeples {
	for i := range m {
		m[i] += o[i]
	}
	return m
}

// String writes the meeples as letters in the order Y W G B R P.
func (m Meeples) String() string {
	var b strings.Builder
	for _, t := range Tribes {
		for i := 0; i < m[t]; i++ {
			b.WriteByte(t.Letter())
		}
	}
	return b.String()
}

// ParseMeeples reads meeple letters in any order, such as "YYR".
func ParseMeeples(s string) (Meeples, error) {
	var m Meeples
	for i := 0; i < len(s); i++ {
		t, ok := TribeByLetter(s[i])
		if !ok {
			return m, fmt.Errorf("game: unknown meeple letter %q (want Y W G B R P)", string(s[i]))
		}
		m[t]++
	}
	return m, nil
}

// Words says the meeples in words, such as "2 Viziers, 1 Assassin".
func (m Meeples) Words() string {
	var parts []string
	for _, t := range Tribes {
		switch n := m[t]; {
		case n == 1:
			parts = append(parts, "1 "+t.String())
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n, t.Plural()))
		}
	}
	if len(parts) == 0 {
		return "no meeples"
	}
	return strings.Join(parts, ", ")
}
