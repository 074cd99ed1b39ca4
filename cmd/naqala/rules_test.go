package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/naqala/naqala/rulesref"
)

// TestRulesGolden: an entry in both languages, a list, and the JSON.
func TestRulesGolden(t *testing.T) {
	t.Parallel()
	checkCommandGoldens(t, "rules", []commandGolden{
		{"enki.txt", []string{"rules", "Enki"}},
		{"enki-de.txt", []string{"rules", "enki", "--lang", "de"}},
		{"dhenim.txt", []string{"rules", "DHENIM"}},
		{"madjaar.json", []string{"rules", "Madjaar", "--json"}},
		{"sacred.txt", []string{"rules", "sacred place"}},
		{"all.txt", []string{"rules"}},
		{"all-de.txt", []string{"rules", "--lang", "de"}},
	})
}

// TestRulesJSON: the list is every entry, in English whatever the
// language, with the engine's numbers.
func TestRulesJSON(t *testing.T) {
	t.Parallel()
	code, out, errs := runIn(t, "rules", "--json", "--lang", "de")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var list []ruleJSON
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	if got, want := len(list), len(rulesref.Entries()); got != want {
		t.Fatalf("got %d entries, want %d", got, want)
	}
	for _, r := range list {
		if r.Key == "djinn.enki" && (r.Effect != "Place a Palm Tree on any Oasis." || r.VP == nil || *r.VP != 8 ||
			strings.Join(r.Cost.Ways, ",") != "elder,fakir" || r.Solo != "as_usual") {
			t.Errorf("Enki: got %+v", r)
		}
	}
}

// TestRulesUnknownName: a typo exits 2 with a suggestion; nothing near,
// without one.
func TestRulesUnknownName(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ typed, want string }{
		{"Enkii", `no entry is called "Enkii" (did you mean Enki?)`},
		{"xyzzyxyzzy", `no entry is called "xyzzyxyzzy"`},
	} {
		code, _, errs := runIn(t, "rules", c.typed)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: got exit %d, %q; want exit 2 and %q", c.typed, code, errs, c.want)
		}
	}
}
