package sultan

import "testing"

// TestHasDjinnAnySpelling: a Djinn held is found by any spelling of it
// asked or held (the catalogue's, lower case, an alias), among other
// Djinns held. The negative twins: a Djinn not held, another Djinn's
// name, a name the catalogue does not know.
func TestHasDjinnAnySpelling(t *testing.T) {
	tests := []struct {
		name string
		held []string
		ask  string
		want bool
	}{
		{"as the catalogue", []string{"Enki", "Ba'al", "Marid"}, "Marid", true},
		{"held lower case", []string{"enki", "marid"}, "Marid", true},
		{"asked lower case", []string{"Enki", "Marid"}, "marid", true},
		{"held by an alias", []string{"Enki", "Baal"}, "Ba'al", true},
		{"asked by an alias", []string{"Enki", "Jafaar"}, "JAFAR", true},
		{"spaced and dashed", []string{"Enki", "al-amin"}, "Al-Amin", true},
		{"not held", []string{"Enki", "Ba'al"}, "Marid", false},
		{"none held", nil, "Marid", false},
		{"another Djinn's name", []string{"Jafaar"}, "Ba'al", false},
		{"unknown asked", []string{"Enki"}, "Enkki", false},
		{"unknown held", []string{"Maridd"}, "Marid", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := (Holdings{Djinns: tc.held}).HasDjinn(tc.ask); got != tc.want {
				t.Errorf("%v asked %q: got %v, want %v", tc.held, tc.ask, got, tc.want)
			}
		})
	}
}
