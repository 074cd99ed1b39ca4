package labels

import (
	"strings"
	"testing"
)

func TestParseLang(t *testing.T) {
	tests := []struct {
		in      string
		want    Lang
		wantErr string
	}{
		{"en", English, ""},
		{"de", German, ""},
		{" DE ", German, ""},
		{"", Default, ""},
		{"fr", "", `labels: language "fr": want one of de, en`},
		{"deutsch", "", `language "deutsch"`},
	}
	for _, tc := range tests {
		got, err := ParseLang(tc.in)
		if tc.wantErr == "" && (err != nil || got != tc.want) {
			t.Errorf("ParseLang(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
		if tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
			t.Errorf("ParseLang(%q) error %v, want it to contain %q", tc.in, err, tc.wantErr)
		}
	}
	if !German.Known() || Lang("xx").Known() {
		t.Error("Known: want de known, xx not")
	}
}

func TestPrinter(t *testing.T) {
	de, en := For(German), For(English)
	tests := []struct {
		name, got, want string
	}{
		{"F fills the verbs", de.F("ui.status.assassins", 3, 7), "Meuchelmörder 3/7"},
		{"Count takes .one for 1", en.Count("ui.editor.problems", 1, 1), "1 problem:"},
		{"Count keeps the plural for 2", en.Count("ui.editor.problems", 2, 2), "2 problems:"},
		{"Count keeps the plural for 0", en.Count("ui.editor.problems", 0, 0), "0 problems:"},
		{"Count without a .one form", en.Count("ui.status.assassins", 1, 1, 7), en.F("ui.status.assassins", 1, 7)},
		{"German decimals take a comma", de.F("history.baseline.done", "x", 10, 6, 60.0, 187.4), "x: naqalas Berater, 10 Spiele, 6 überlebt (60 %), Mittel 187,4"},
		{"English decimals keep the point", en.F("history.baseline.done", "x", 10, 6, 60.0, 187.4), "x: naqala's advisor, 10 games, survived 6 (60%), mean 187.4"},
		{"a German float32 too", de.F("history.baseline.done", "x", 1, 1, float32(100), float32(-2.5)), "x: naqalas Berater, 1 Spiele, 1 überlebt (100 %), Mittel -2,5"},
		{"Decimal in German", de.Decimal(2.75, 1), "2,8"},
		{"Decimal in English", en.Decimal(2.75, 1), "2.8"},
		{"Or takes the label", de.Or("total", "x"), "Summe"},
		{"Or falls back for an unknown key", de.Or("no.such.key", "x"), "x"},
		{"an unknown language speaks English", For("fr").T("total"), "Total"},
		{"the zero Printer speaks English", Printer{}.T("total"), "Total"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("got %q, want %q", tc.got, tc.want)
			}
		})
	}
	if (Printer{}).Lang() != Default || de.Lang() != German {
		t.Errorf("Lang: got %q and %q", Printer{}.Lang(), de.Lang())
	}
}
