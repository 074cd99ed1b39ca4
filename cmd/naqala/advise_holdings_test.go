package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestAdviseReadsTheHoldingsTheFileGives: on the last turn of a game
// whose file gives no Viziers, every move (each places the last Camel)
// loses on the spot, as the player is counted with none, and the Viziers
// are named not known; the same file with viziers: 6 loses with none of
// them, and names the Viziers no more. A file that gives every holding
// has no "Not known" line and no unknown holdings in the JSON.
func TestAdviseReadsTheHoldingsTheFileGives(t *testing.T) {
	t.Parallel()
	late := filepath.Join("testdata", "advise", "late.yaml")
	out, errOut, code := runYazid(t, "advise", late)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if n := strings.Count(out, "is lost: no more Viziers than the Council"); n != 2 || !strings.Contains(out, "Not known: your Viziers, ") {
		t.Errorf("without viziers, %d of 2 moves lose, the text:\n%s", n, out)
	}
	held := filepath.Join("testdata", "advise", "late-held.yaml")
	out, errOut, code = runYazid(t, "advise", held)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.Contains(out, "is lost") || strings.Count(out, "Viziers 6 against a Council of 4") != 2 {
		t.Errorf("with viziers: 6, a move still loses:\n%s", out)
	}
	if want := "Not known: your Elders, Artisans, Fakirs, cards and Items before the turn (the file does not give them: counted as none).\n"; !strings.Contains(out, want) {
		t.Errorf("want %q in:\n%s", want, out)
	}
	out, _, _ = runYazid(t, "advise", held, "--json")
	var v struct {
		Advice []adviceMove `json:"advice"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	want := "unknown: your Elders, Artisans, Fakirs, cards and Items before the turn (the file does not give them: counted as none)"
	for _, m := range v.Advice {
		if !slices.Contains(m.Actions, want) {
			t.Errorf("move %d: actions %q, want %q", m.Rank, m.Actions, want)
		}
	}
	data, err := os.ReadFile(held)
	if err != nil {
		t.Fatal(err)
	}
	all := filepath.Join(t.TempDir(), "all.yaml")
	data = []byte(strings.Replace(string(data), "viziers: 6}", "viziers: 6, elders: 0, artisans: 0, fakirs: 1,\n  merchandise: {fish: 1}, items: []}", 1))
	if err := os.WriteFile(all, data, 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = runYazid(t, "advise", all)
	if code != 0 || strings.Contains(out, "Not known") || strings.Contains(out, "your ") {
		t.Errorf("exit %d %s, every holding given, yet:\n%s", code, errOut, out)
	}
	out, _, _ = runYazid(t, "advise", all, "--json")
	if strings.Contains(out, "unknown: your") {
		t.Errorf("every holding given, yet:\n%s", out)
	}
}
