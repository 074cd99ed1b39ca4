package game

import "testing"

// TestTribeAsWrittenIsParsed: every tribe's letter, name, plural and
// colour as the program writes them is read by tribeAsWritten (no case
// folded) as the folded reading reads it.
func TestTribeAsWrittenIsParsed(t *testing.T) {
	for _, tr := range Tribes {
		in := tribeInfo[tr]
		for _, w := range []string{string(in.letter), in.name, in.plural, in.colour} {
			got, ok := tribeAsWritten(w)
			want, err := parseTribeFolded(w)
			if !ok || err != nil || got != want || got != tr {
				t.Errorf("%q: as written %v %v, folded %v %v, want %v", w, got, ok, want, err, tr)
			}
		}
	}
}

// TestTribeNotAsWrittenFolded is its twin: other spellings are not read
// as written, and ParseTribe still reads them, folded.
func TestTribeNotAsWrittenFolded(t *testing.T) {
	for _, c := range []struct {
		s  string
		tr Tribe
	}{{"vizier", Vizier}, {" Elders", Elder}, {"g", Merchant}, {"BLUE", Builder}, {"assassin ", Assassin}, {"ARTISANS", Artisan}} {
		if tr, ok := tribeAsWritten(c.s); ok {
			t.Errorf("%q read as written: %v", c.s, tr)
		}
		if tr, err := ParseTribe(c.s); err != nil || tr != c.tr {
			t.Errorf("ParseTribe(%q) = %v, %v; want %v", c.s, tr, err, c.tr)
		}
	}
	if _, err := ParseTribe("Camel"); err == nil {
		t.Error("ParseTribe read Camel as a tribe")
	}
}
