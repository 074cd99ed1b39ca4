package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// exampleState is the example solo state a new user starts from (README,
// docs/formats.md section 4).
var exampleState = filepath.Join("..", "..", "examples", "solo-state.yaml")

// TestSoloStateExample: examples/solo-state.yaml is taken by every command
// that reads a solo state, and the state yazid resolve and turn write back
// is taken again. The file gives every holding and both rows, so the
// advice names nothing as unknown but the hidden Item.
func TestSoloStateExample(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		args  []string
		check func(t *testing.T, out map[string]any)
	}{
		{"yazid odds", []string{"yazid", "odds", exampleState, "--json"}, func(t *testing.T, out map[string]any) {
			if tiles, _ := out["tiles"].([]any); len(tiles) != 35 {
				t.Errorf("got %d tiles, want 35 (36 less the Chasm)", len(tiles))
			}
		}},
		{"yazid resolve", []string{"yazid", "resolve", exampleState, "--dice", "3,1", "--json"}, func(t *testing.T, out map[string]any) {
			reAccepted(t, out["state"])
		}},
		{"moves", []string{"moves", exampleState, "--json"}, func(t *testing.T, out map[string]any) {
			if out["count"] != 1049.0 {
				t.Errorf("got count %v, want 1049", out["count"])
			}
		}},
		{"advise", []string{"advise", exampleState, "--top", "1", "--json"}, func(t *testing.T, out map[string]any) {
			advice, _ := out["advice"].([]any)
			if len(advice) != 1 {
				t.Fatalf("got %d moves, want 1", len(advice))
			}
			actions, _ := json.Marshal(advice[0].(map[string]any)["actions"])
			if strings.Contains(string(actions), "before the turn") || strings.Contains(string(actions), "not tracked") {
				t.Errorf("actions %s: the example's holdings or rows taken as unknown", actions)
			}
		}},
		{"turn", []string{"turn", exampleState, "--event", `{"move": "r5c3: r6c3 G, r6c2 B, r5c2 Y"}`, "--json"}, func(t *testing.T, out map[string]any) {
			if out["pending"] != nil || out["score_change"] != 13.0 {
				t.Errorf("got pending %v, score change %v, want null and 13", out["pending"], out["score_change"])
			}
			reAccepted(t, out["state"])
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			stdout, stderr, code := runYazid(t, tc.args...)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q, want 0 and none", code, stderr)
			}
			var out map[string]any
			if err := json.Unmarshal([]byte(stdout), &out); err != nil {
				t.Fatalf("output is not JSON: %v", err)
			}
			tc.check(t, out)
		})
	}
}

// reAccepted checks that a state written by a command is a solo state
// naqala moves takes again.
func reAccepted(t *testing.T, state any) {
	t.Helper()
	data, err := json.Marshal(state)
	if err != nil || state == nil {
		t.Fatalf("no state written (%v)", err)
	}
	file := filepath.Join(t.TempDir(), "after.json")
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := runYazid(t, "moves", file, "--json"); code != 0 {
		t.Errorf("the state written back: exit %d, stderr %q, want 0", code, stderr)
	}
}

// TestSoloStateExampleBroken is the negative twin: the example with a
// Djinn of no name in its row is refused by every command, exit 2, the
// problem named with the file, line and field.
func TestSoloStateExampleBroken(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(exampleState)
	if err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(data), "djinn_row: [Enki, Utug, Leta]", "djinn_row: [Enki, Utug, Nobody]", 1)
	if broken == string(data) {
		t.Fatal("the example has no djinn_row [Enki, Utug, Leta] to break")
	}
	file := filepath.Join(t.TempDir(), "solo-state.yaml")
	if err := os.WriteFile(file, []byte(broken), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"yazid", "odds", file}, {"yazid", "resolve", file, "--dice", "3,1"},
		{"moves", file}, {"advise", file}, {"turn", file},
	} {
		name := args[0]
		if args[0] == "yazid" {
			name += " " + args[1]
		}
		t.Run(name, func(t *testing.T) {
			_, stderr, code := runYazid(t, args...)
			if want := `solo-state.yaml:`; code != 2 || !strings.Contains(stderr, want) || !strings.Contains(stderr, `djinn_row[2]: unknown Djinn "Nobody"`) {
				t.Errorf("exit %d, stderr %q, want 2 and the file, line and djinn_row[2] named", code, stderr)
			}
		})
	}
}

// TestTurnMoveHint: a turn waiting for its move says where to find one
// written out (naqala advise's paths; naqala moves only counts them);
// the twin: once the move is made, no such hint.
func TestTurnMoveHint(t *testing.T) {
	t.Parallel()
	out, stderr, code := runYazid(t, "turn", exampleState)
	if code != 0 || !strings.Contains(out, "naqala advise gives the best ones with their paths") || strings.Contains(out, "naqala moves and naqala advise list them") {
		t.Errorf("exit %d, stderr %q, output:\n%s\nwant the hint to naqala advise's paths", code, stderr, out)
	}
	out, _, code = runYazid(t, "turn", exampleState, "--event", `{"move": "r5c3: r6c3 G, r6c2 B, r5c2 Y"}`)
	if code != 0 || strings.Contains(out, "naqala advise") {
		t.Errorf("after the move: exit %d, output:\n%s\nwant no hint", code, out)
	}
}

// TestOddsFitEightyColumns: naqala yazid odds prints its grid and
// sentences within 80 columns, without trailing blanks (the example's
// 6 x 6 board and testdata's 6 x 5), the table still a cell a tile.
func TestOddsFitEightyColumns(t *testing.T) {
	t.Parallel()
	for _, file := range []string{exampleState, filepath.Join("testdata", "yazid", "start.yaml")} {
		out, stderr, code := runYazid(t, "yazid", "odds", file)
		if code != 0 {
			t.Fatalf("%s: exit %d, stderr %q", file, code, stderr)
		}
		for i, line := range strings.Split(out, "\n") {
			if n := textWidth(line); n > 80 || strings.HasSuffix(line, " ") {
				t.Errorf("%s: line %d is %d columns (want at most 80, no trailing blank): %q", file, i+1, n, line)
			}
		}
		if !strings.Contains(out, "row 1    6% + 0%    6% + 0%") && file == exampleState {
			t.Errorf("%s: row 1 not a cell a tile:\n%s", file, out)
		}
	}
}

// TestAdviseFeedsTurn: each move naqala advise prints has a "for naqala
// turn" line, an event naqala turn takes (the move made, exit 0); the
// twin: with no legal move, no such line.
func TestAdviseFeedsTurn(t *testing.T) {
	t.Parallel()
	out, stderr, code := runYazid(t, "advise", exampleState, "--top", "3")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	var events []string
	for _, line := range strings.Split(out, "\n") {
		if ev, ok := strings.CutPrefix(line, "   for naqala turn: --event '"); ok {
			events = append(events, strings.TrimSuffix(ev, "'"))
		}
	}
	if len(events) != 3 {
		t.Fatalf("got %d events for naqala turn, want 3:\n%s", len(events), out)
	}
	for _, ev := range events {
		turn, stderr, code := runYazid(t, "turn", exampleState, "--event", ev, "--json")
		var got struct{ Applied []any }
		if code != 0 || json.Unmarshal([]byte(turn), &got) != nil || len(got.Applied) != 1 {
			t.Errorf("naqala turn --event %s: exit %d, stderr %q, output %s", ev, code, stderr, turn)
		}
	}
	out, _, code = runYazid(t, "advise", filepath.Join("testdata", "advise", "none.yaml"))
	if code != 0 || strings.Contains(out, "for naqala turn") {
		t.Errorf("no legal move: exit %d, output:\n%s\nwant no event line", code, out)
	}
}
