package game

// djinnIndex finds a Djinn without folding the catalogue on every look-up:
// byFold maps each folded name and alias to the first Djinn in catalogue
// order that has it (what a search of the catalogue in order finds), and
// byName each name and alias as spelt to the same answer.
var djinnIndex = newDjinnIndex()

type djinnLookup struct {
	byFold map[string]int
	byName map[string]int
}

func newDjinnIndex() djinnLookup {
	x := djinnLookup{byFold: map[string]int{}, byName: map[string]int{}}
	for i, d := range djinns {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			if k := fold(n); k != "" {
				if _, ok := x.byFold[k]; !ok {
					x.byFold[k] = i
				}
			}
		}
	}
	for _, d := range djinns {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			if i, ok := x.byFold[fold(n)]; ok {
				x.byName[n] = i
			}
		}
	}
	return x
}
