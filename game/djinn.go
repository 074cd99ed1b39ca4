package game

import "sort"

// Djinn is a Djinn card of the catalogue.
type Djinn struct {
	Name      string
	VP        int  // printed VP; meaningful only when VPKnown
	VPKnown   bool // false where the rules reference marks the VP unknown (?)
	Expansion Expansion
	Aliases   []string
}

// Reference section 4: the 22 base Djinns (V), the Dhenim promo (V), and the
// Djinns whose VP is unknown (?), which the user must supply.
var djinns = []Djinn{
	{Name: "Al-Amin", VP: 5, VPKnown: true},
	{Name: "Anun-Nak", VP: 8, VPKnown: true},
	{Name: "Ba'al", VP: 6, VPKnown: true, Aliases: []string{"Baal"}},
	{Name: "Boaz", VP: 6, VPKnown: true},
	{Name: "Bouraq", VP: 6, VPKnown: true},
	{Name: "Echidna", VP: 4, VPKnown: true},
	{Name: "Enki", VP: 8, VPKnown: true},
	{Name: "Hagis", VP: 10, VPKnown: true},
	{Name: "Haurvatat", VP: 8, VPKnown: true},
	{Name: "Iblis", VP: 8, VPKnown: true},
	{Name: "Jafaar", VP: 6, VPKnown: true, Aliases: []string{"Jafar", "Jaafar"}},
	{Name: "Kandicha", VP: 6, VPKnown: true},
	{Name: "Kumarbi", VP: 6, VPKnown: true},
	{Name: "Lamia", VP: 10, VPKnown: true},
	{Name: "Leta", VP: 4, VPKnown: true},
	{Name: "Marid", VP: 6, VPKnown: true},
	{Name: "Monkir", VP: 6, VPKnown: true},
	{Name: "Nekir", VP: 6, VPKnown: true},
	{Name: "Shamhat", VP: 6, VPKnown: true},
	{Name: "Sibittis", VP: 4, VPKnown: true},
	{Name: "Sloar", VP: 8, VPKnown: true},
	{Name: "Utug", VP: 4, VPKnown: true},
	{Name: "Dhenim", VP: 6, VPKnown: true, Aliases: []string{"Denhim"}},
	{Name: "Ptah", Expansion: Artisans},
	{Name: "Geb", Expansion: Artisans},
	{Name: "Ganapati", Expansion: Whims},
	{Name: "Kali", Expansion: Whims},
	{Name: "Morgiane", Expansion: Thieves},
	{Name: "Wilwit"},
	{Name: "Galbells"},
}

// Names of the Djinns whose powers matter to the program.
const (
	AlAmin    = "Al-Amin"
	Baal      = "Ba'al"
	Dhenim    = "Dhenim"
	Geb       = "Geb"
	Haurvatat = "Haurvatat"
	Jafaar    = "Jafaar"
	Marid     = "Marid"
	Nekir     = "Nekir"
	Ptah      = "Ptah"
	Shamhat   = "Shamhat"
	Wilwit    = "Wilwit"
)

// Djinns returns the catalogue, sorted by name.
func Djinns() []Djinn {
	out := append([]Djinn(nil), djinns...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// LookupDjinn finds a Djinn by name or alias, ignoring case, spaces, dashes
// and apostrophes: "jafar", "JAAFAR" and "Jafaar" are all Jafaar.
func LookupDjinn(name string) (Djinn, bool) {
	if i, ok := djinnIndex.byName[name]; ok {
		return djinns[i], true // spelt as the catalogue does: no folding
	}
	if i, ok := djinnIndex.byFold[fold(name)]; ok {
		return djinns[i], true
	}
	return Djinn{}, false
}

// SuggestDjinn returns the catalogue name closest to a misspelt one, or ""
// when nothing is close.
func SuggestDjinn(name string) string {
	var cands []string
	for _, d := range djinns {
		cands = append(cands, d.Name)
		cands = append(cands, d.Aliases...)
	}
	best := Suggest(name, cands)
	if d, ok := LookupDjinn(best); ok {
		return d.Name
	}
	return ""
}

// Suggest returns the candidate of cands nearest to s, ignoring case,
// spaces, dashes and apostrophes, when it is within a small edit distance
// (2, or 3 for words longer than 6), else "": the "did you mean" of every
// name a person types.
func Suggest(s string, cands []string) string {
	k := fold(s)
	best, bestD := "", -1
	for _, c := range cands {
		d := editDistance(k, fold(c))
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	limit := 2
	if len(k) > 6 {
		limit = 3
	}
	if bestD < 0 || bestD > limit {
		return ""
	}
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// DjinnsInPlay counts the Djinns of the base game and of the expansions in
// x: the most a side can hold.
func DjinnsInPlay(x Expansions) int {
	n := 0
	for _, d := range djinns {
		if x.Has(d.Expansion) {
			n++
		}
	}
	return n
}
