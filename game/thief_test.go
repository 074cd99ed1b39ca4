package game

import "testing"

// TestLookupThiefAsFold: LookupThief finds the Thief whose folded name
// (fold) is the name's, as it did folding both, for the catalogue's
// spellings, other cases and separators, Djinns' names, invalid UTF-8;
// a Djinn's name (the rule engine asks every power's name of the
// Thieves first) is looked up with nothing allocated.
func TestLookupThiefAsFold(t *testing.T) {
	names := []string{"Houssain", "houssain", "HOUSSAIN", "Hous-sain", "hous sain", "Zi_ad", "Z.I.A.D", "Quafat'", "Kohdiah\u2019",
		"Shaum", "MADJAAR", "Madjaa", "Madjaarr", "Ziad ", "", " ", "Jafaar", "Al-Amin", "Kandicha", "\xffZiad", "Zi\xffad",
		"Z\u0130AD", "Zïad", "Ziad\u200b"}
	for _, d := range djinns {
		names = append(names, d.Name)
	}
	reference := func(name string) (Thief, bool) {
		k := fold(name)
		for _, t := range thieves {
			if fold(t.Name) == k {
				return t, true
			}
		}
		return Thief{}, false
	}
	found := 0
	for _, n := range names {
		got, ok := LookupThief(n)
		want, wok := reference(n)
		if got != want || ok != wok {
			t.Errorf("LookupThief(%q) = %v, %v, want %v, %v", n, got, ok, want, wok)
		}
		if ok {
			found++
		}
	}
	if found < 11 {
		t.Errorf("%d names found, want the 11 spellings of Thieves at least", found)
	}
	if a := testing.AllocsPerRun(100, func() { LookupThief("Jafaar") }); a != 0 {
		t.Errorf("LookupThief(a Djinn's name) allocates %.0f times, want 0", a)
	}
}

// TestLookupThiefNotByPrefix is TestLookupThiefAsFold's twin: a name
// that folds to a Thief's with a letter more or less, or a separator
// the fold keeps, is none.
func TestLookupThiefNotByPrefix(t *testing.T) {
	for _, n := range []string{"Zia", "Ziadd", "Zi/ad", "Zi,ad", "Houssai", "Xhoussain"} {
		if th, ok := LookupThief(n); ok {
			t.Errorf("LookupThief(%q) = %v, want none", n, th.Name)
		}
	}
}
