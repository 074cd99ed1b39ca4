package game

import (
	"slices"
	"strings"
	"testing"
)

// lookupDjinnSlow is LookupDjinn as a search of the catalogue in order,
// folding every name and alias: what the index must answer.
func lookupDjinnSlow(name string) (Djinn, bool) {
	k := fold(name)
	if k == "" {
		return Djinn{}, false
	}
	for _, d := range djinns {
		if fold(d.Name) == k {
			return d, true
		}
		for _, a := range d.Aliases {
			if fold(a) == k {
				return d, true
			}
		}
	}
	return Djinn{}, false
}

// TestLookupDjinnIndex: the index answers as the search of the catalogue
// for every name and alias as spelt, in upper and lower case, with
// spaces and dashes, cut short, and for names no Djinn has.
func TestLookupDjinnIndex(t *testing.T) {
	names := []string{"", " ", "-", "nobody", "Jafar the Great", "al"}
	for _, d := range djinns {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			names = append(names, n, strings.ToUpper(n), strings.ToLower(n), " "+n+"-", n[:len(n)/2], n+"x")
		}
	}
	found := 0
	for _, n := range names {
		got, gok := LookupDjinn(n)
		want, wok := lookupDjinnSlow(n)
		if gok != wok || got.Name != want.Name {
			t.Errorf("LookupDjinn(%q) = %q %v, the catalogue's search %q %v", n, got.Name, gok, want.Name, wok)
		}
		if gok {
			found++
		}
	}
	// The twin: names no Djinn has are not found, so the test above
	// compares misses too.
	if found == 0 || found == len(names) {
		t.Fatalf("%d of %d names found: want some found and some not", found, len(names))
	}
}

// TestDjinnFolds: Djinn.Folds says what comparing FoldName's answers
// says, for every Djinn and the spellings of every Djinn (as written,
// lower and upper case, spaced, dashed, curly apostrophes, cut short,
// invalid UTF-8), so a name LookupDjinn finds as d folds as d. The
// negative twin: another Djinn's name never folds as d, nor a misspelt
// one.
func TestDjinnFolds(t *testing.T) {
	var names []string
	for _, d := range djinns {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			names = append(names, n, strings.ToLower(n), strings.ToUpper(n), " "+n+".",
				strings.Join(strings.Split(n, ""), "-"), strings.ReplaceAll(n, "'", "\u2019"),
				n[:len(n)-1], n+"s", n+"\xff", "İ"+n)
		}
	}
	names = append(names, "", " ", "\xff", "İblis", "iblis")
	for _, d := range djinns {
		folds := []string{fold(d.Name)}
		for _, a := range d.Aliases {
			folds = append(folds, fold(a))
		}
		for _, n := range names {
			want := slices.Contains(folds, fold(n))
			if got := d.Folds(n); got != want {
				t.Errorf("%s folds %q: got %v, want %v", d.Name, n, got, want)
			}
			if e, ok := LookupDjinn(n); ok && e.Name == d.Name && !d.Folds(n) {
				t.Errorf("%q is looked up as %s but does not fold as it", n, d.Name)
			}
		}
		for _, e := range djinns {
			if e.Name != d.Name && d.Folds(e.Name) {
				t.Errorf("%s folds as %s", e.Name, d.Name)
			}
		}
		if d.Folds(d.Name + "x") {
			t.Errorf("%sx folds as %s", d.Name, d.Name)
		}
	}
}
