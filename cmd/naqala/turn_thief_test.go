package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// naqala turn: with Ziad usable after the Viziers' action, the Oasis's
// Palm Tree waits for the Thief's moment: the pending tile action's one
// option is {"tile_action": {}}, which places the Palm Tree and keeps
// Ziad; the twin: without a Vizier in Yazid's Council (Ziad not usable)
// the Palm Tree is placed by itself and nothing is pending.
func TestTurnThiefMomentBeforeOasis(t *testing.T) {
	for _, council := range []int{1, 0} {
		board := turnBoard(false, map[string]string{"r1c2": "[Y]", "r1c3": "[YG]"})
		var sb strings.Builder
		sb.WriteString("expansions: [thieves]\nboard: |\n")
		for _, l := range strings.Split(strings.TrimSuffix(board, "\n"), "\n") {
			sb.WriteString("  " + l + "\n")
		}
		sb.WriteString("yazid: {council: " + strconv.Itoa(council) + ", elders: 0, fakirs: 0, assassins: 0, artisans: 0, djinns: 0, camels: 11}\n")
		sb.WriteString("player: {coins: 20, djinns: [], thieves: [Ziad]}\nthief_row: [Shaum]\n")
		path := filepath.Join(t.TempDir(), "state.yaml")
		if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		o, code, errOut := runTurn(t, path, `{"move": "r1c2: r1c3 Y"}`)
		if code != 0 {
			t.Fatalf("council %d: exit %d: %s", council, code, errOut)
		}
		if council == 0 {
			if o.Pending != nil {
				t.Errorf("Ziad not usable: pending %+v, want the Palm Tree placed by itself", o.Pending)
			}
			continue
		}
		if o.Pending == nil || o.Pending.Step != "tile_action" || len(o.Pending.Options) != 1 || compactJSON(t, o.Pending.Options[0]) != `{"tile_action":{}}` {
			t.Fatalf("Ziad usable: pending %+v", o.Pending)
		}
		o, code, errOut = runTurn(t, path, `{"move": "r1c2: r1c3 Y"}`, `{"tile_action": {}}`)
		if code != 0 || o.Pending != nil || !strings.Contains(string(o.State), "Ziad") || !strings.Contains(string(o.State), "thief_row") {
			t.Errorf("going on: exit %d, %s, pending %+v, state %s", code, errOut, o.Pending, o.State)
		}
	}
}
