package game

import (
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
