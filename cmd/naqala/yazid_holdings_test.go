package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestYazidResolveKeepsTheHoldingsGiven: the state after Yazid's turn
// keeps each optional holding the file gave, at none too (viziers: 0 is
// known, an absent key is not), and leaves out those it did not give.
func TestYazidResolveKeepsTheHoldingsGiven(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("testdata", "yazid", "start.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	state := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(state, []byte(strings.Replace(string(data), "djinns: [Nekir, Marid]}", "djinns: [Nekir, Marid], viziers: 0, merchandise: {}}", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runYazid(t, "yazid", "resolve", state, "--dice", "4,6", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var v struct {
		State struct {
			Player map[string]any `json:"player"`
		} `json:"state"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	p := v.State.Player
	if p["viziers"] != 0.0 || p["merchandise"] == nil || p["elders"] != nil || p["items"] != nil {
		t.Errorf("player after the turn: %v\n%s", p, out)
	}
}
