package game

import (
	"unicode"
	"unicode/utf8"
)

// Thief is a Thief card of the Thieves of Naqala expansion.
type Thief struct {
	Name  string
	Tribe Tribe // the Tribe action that uses it
}

// Reference section 5; Madjaar (purple) only with Artisans.
var thieves = []Thief{
	{"Houssain", Merchant},
	{"Ziad", Vizier},
	{"Quafat", Elder},
	{"Kohdiah", Assassin},
	{"Shaum", Builder},
	{"Madjaar", Artisan},
}

// ThiefVP is what a Thief still held at the end adds to the Djinn VP by
// default (reference section 5, one source; configurable).
const ThiefVP = 6

// AllThieves returns the six Thief cards.
func AllThieves() []Thief { return append([]Thief(nil), thieves...) }

// LookupThief finds a Thief by name, ignoring case and punctuation.
func LookupThief(name string) (Thief, bool) {
	for _, t := range thieves {
		if t.Name == name { // the catalogue's spelling: no folding
			return t, true
		}
	}
	for i, t := range thieves {
		if foldsTo(name, thiefFolds[i]) {
			return t, true
		}
	}
	return Thief{}, false
}

// thiefFolds is each Thief's name folded (fold), in thieves' order.
var thiefFolds = func() []string {
	out := make([]string, len(thieves))
	for i, t := range thieves {
		out[i] = fold(t.Name)
	}
	return out
}()

// foldsTo reports whether fold(s) == k with nothing allocated: the
// rule engine asks every power's name of the Thieves first, and most
// are Djinns' names.
func foldsTo(s, k string) bool {
	for _, r := range s {
		r = unicode.ToLower(r) // as strings.ToLower, rune by rune
		switch r {
		case ' ', '-', '_', '\'', '\u2019', '.':
			continue
		}
		w, n := utf8.DecodeRuneInString(k)
		if n == 0 || w != r {
			return false
		}
		k = k[n:]
	}
	return k == ""
}

// SuggestThief returns the Thief name closest to a misspelt one, or "".
func SuggestThief(name string) string {
	var cands []string
	for _, t := range thieves {
		cands = append(cands, t.Name)
	}
	return Suggest(name, cands)
}

// NeedsArtisans reports whether the Thief is only in play with Artisans.
func (t Thief) NeedsArtisans() bool { return t.Tribe == Artisan }
