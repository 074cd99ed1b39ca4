package game

import "testing"

func TestTokenCode(t *testing.T) {
	for _, tc := range []struct{ tok, code, rest string }{
		{"S6[RRB]@1", "S6", "[RRB]@1"},
		{"O@Y+pp", "O", "@Y+pp"},
		{"V+P", "V", "+P"},
		{"SM", "SM", ""},
		{"", "", ""},
	} {
		if code, rest := TokenCode(tc.tok); code != tc.code || rest != tc.rest {
			t.Errorf("TokenCode(%q): got %q %q, want %q %q", tc.tok, code, rest, tc.code, tc.rest)
		}
	}
}

func TestStartsTileCode(t *testing.T) {
	for _, r := range "VOSLWXCG" {
		if !StartsTileCode(r) {
			t.Errorf("%q starts no code, want one", r)
		}
	}
	for _, r := range "YZ1[@+v" {
		if StartsTileCode(r) {
			t.Errorf("%q starts a code, want none", r)
		}
	}
}

func TestTokenCase(t *testing.T) {
	for _, tc := range []struct {
		edit string
		r    rune
		want rune
	}{
		{"", 's', 'S'},      // the code
		{"S6[", 'r', 'R'},   // a meeple
		{"O@", 'y', 'Y'},    // the owner
		{"O+", 'p', 'p'},    // a Palm Tree stays
		{"O+", 'P', 'P'},    // a Palace stays
		{"O+p^", 'n', 'n'},  // an edge stays
		{"O[+", 'y', 'Y'},   // a meeple list still open
		{"O[Y]+", 't', 't'}, // the list closed: a Tent
		{"O", '4', '4'},     // not a letter
	} {
		if got := TokenCase(tc.edit, tc.r); got != tc.want {
			t.Errorf("TokenCase(%q, %q): got %q, want %q", tc.edit, tc.r, got, tc.want)
		}
	}
}
