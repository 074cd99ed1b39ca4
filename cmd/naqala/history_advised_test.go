package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
)

// TestHistoryAdvised: a solo game played with the advisor's help says so
// in naqala history; a game without does not.
func TestHistoryAdvised(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	g := scoring.Game{Players: []scoring.Player{{Name: "Aylin", Coins: 200, Viziers: 5}}, Solo: &scoring.Solo{Council: 2}}
	r, err := scoring.Score(g, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	s := store.Open(dir, nil)
	rec := store.NewRecord(g, r, historyStart)
	rec.Advised = true
	if _, err := s.AddHistory(rec); err != nil {
		t.Fatal(err)
	}
	keepGame(t, dir, g, historyStart.AddDate(0, 0, 1))
	code, out, errs := runHistory(t, dir)
	if code != 0 || errs != "" {
		t.Fatalf("got %d %q", code, errs)
	}
	if n := strings.Count(out, "Junior Jafaar, with naqala's advice"); n != 1 {
		t.Errorf("%d games marked, want 1:\n%s", n, out)
	}
	_, out, _ = runHistory(t, dir, "--json")
	// The games' own mark (the solo record's rule sets say it too).
	var got struct {
		Games []struct {
			Advised bool `json:"advised"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, g := range got.Games {
		if g.Advised {
			n++
		}
	}
	if n != 1 {
		t.Errorf("JSON: %d games advised, want 1:\n%s", n, out)
	}
}
