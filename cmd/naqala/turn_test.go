package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/golden"
	"github.com/naqala/naqala/internal/solofile"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// turnLayout is a legal 6x5 base layout, row 1 (the bottom line) first;
// turnArtisansRow is the Workshops' row the Artisans put on top.
var turnLayout = [][]string{
	{"LM", "V", "O", "S6", "SM", "S6"},
	{"S10", "O", "SM", "V", "LM", "SM"},
	{"SM", "LM", "S15", "O", "SM", "V"},
	{"O", "SM", "V", "SM", "S6", "O"},
	{"V", "S6", "O", "SM", "LM", "S12"},
}

var turnArtisansRow = []string{"W", "W", "W", "XM", "XM", "CH"}

// turnBoard writes a board of the layout with the pieces at: "r2c3" ->
// "[YW]@1+p" (the token after the tile type).
func turnBoard(artisans bool, at map[string]string) string {
	rows := turnLayout
	if artisans {
		rows = append(append([][]string{}, turnLayout...), turnArtisansRow)
	}
	var lines []string
	for r := len(rows); r >= 1; r-- {
		var toks []string
		for c := 1; c <= 6; c++ {
			toks = append(toks, rows[r-1][c-1]+at[fmt.Sprintf("r%dc%d", r, c)])
		}
		lines = append(lines, strings.Join(toks, " "))
	}
	return strings.Join(lines, "\n") + "\n"
}

// turnCase is a turn played through naqala turn and through the Go API.
type turnCase struct {
	name      string
	artisans  bool
	at        map[string]string
	player    string   // the player mapping's keys beside coins and camels
	rows      string   // resources and djinn_row lines, if any
	events    []string // each an --event
	step      string   // the pending step wanted, "" for none
	refused   string   // the problem code wanted
	index     int      // the refused event's index
	scoreWant *int
}

func intp(n int) *int { return &n }

// turnStateFile writes the case's state to a temporary file.
func turnStateFile(t *testing.T, tc turnCase) string {
	t.Helper()
	x := "[]"
	if tc.artisans {
		x = "[artisans]"
	}
	board := turnBoard(tc.artisans, tc.at)
	var sb strings.Builder
	fmt.Fprintf(&sb, "expansions: %s\nboard: |\n", x)
	for _, l := range strings.Split(strings.TrimSuffix(board, "\n"), "\n") {
		fmt.Fprintf(&sb, "  %s\n", l)
	}
	fmt.Fprintf(&sb, "yazid: {council: 0, elders: 0, fakirs: 0, assassins: 0, artisans: 0, djinns: 0, camels: 11}\n")
	player := "coins: 20, djinns: []"
	for _, k := range []string{"viziers", "elders", "fakirs", "artisans"} {
		if !strings.Contains(tc.player, k+":") {
			player += ", " + k + ": 0"
		}
	}
	fmt.Fprintf(&sb, "player: {%s%s}\n", player, tc.player)
	sb.WriteString(tc.rows)
	path := filepath.Join(t.TempDir(), "state.yaml")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// turnOut is the JSON of docs/formats.md section 10 as a test reads it.
type turnOut struct {
	Applied []struct {
		Index int      `json:"index"`
		Kind  string   `json:"kind"`
		Did   []string `json:"did"`
	} `json:"applied"`
	Turn    map[string]any `json:"turn"`
	Pending *struct {
		Step    string            `json:"step"`
		Count   *json.Number      `json:"count"`
		Options []json.RawMessage `json:"options"`
	} `json:"pending"`
	ScoreChange int             `json:"score_change"`
	GameEnd     bool            `json:"game_end"`
	State       json.RawMessage `json:"state"`
	Refused     *turnRefusal    `json:"refused"`
}

func runTurn(t *testing.T, state string, events ...string) (turnOut, int, string) {
	t.Helper()
	args := []string{"turn", state, "--json"}
	for _, e := range events {
		args = append(args, "--event", e)
	}
	out, errOut, code := runYazid(t, args...)
	var o turnOut
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("exit %d, stderr %s: the output is no JSON: %v\n%s", code, errOut, err, out)
	}
	return o, code, errOut
}

// apiTurn plays the case through the Go API: the game taken up at the
// player's turn, each event applied; it returns the game, the refused
// event's index (-1 for none), the score change and the refusal.
func apiTurn(t *testing.T, state string, events []string) (g *sultan.Game, refusedAt, change int, refusal error) {
	t.Helper()
	data, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	_, st, rules, err := solofile.Load(data, state, sultan.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	s := sultan.SetupOf(st, rules)
	s.PlayerTurn = true
	g, err = sultan.TakeUp(s)
	if err != nil {
		t.Fatal(err)
	}
	before, err := scoreNow(g.State(), scoring.DefaultRules(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, raw := range events {
		e, err := decodeTurnEvent([]byte(raw))
		if err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
		if _, err := e.apply(g); err != nil {
			return g, i, 0, err
		}
	}
	after, err := scoreNow(g.State(), scoring.DefaultRules(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return g, -1, after - before, nil
}

var turnCases = []turnCase{
	{name: "Viziers kept, a Camel and a Palm Tree by themselves",
		at:     map[string]string{"r1c1": "[WY]", "r2c2": "[Y]", "r3c3": "[G]"},
		events: []string{`{"move": "r1c1: r2c1 W, r2c2 Y"}`}, scoreWant: intp(2 + 10 + 8 + 3)}, // 2 Viziers, their bonus against a Council of 0, the Oasis, its Palm Tree,
	{name: "before the move: the count",
		at: map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"}, step: "move"},
	{name: "the log's form of the event",
		at:     map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"},
		events: []string{`{"kind": "move", "move": "r1c1: r2c1 W, r2c2 Y"}`}},
	{name: "Camel or Tent asked (Artisans)", artisans: true,
		at:     map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"},
		events: []string{`{"move": "r1c1: r2c1 W, r2c2 Y"}`}, step: "control"},
	{name: "the Tent chosen", artisans: true,
		at:     map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"},
		events: []string{`{"move": "r1c1: r2c1 W, r2c2 Y"}`, `{"control": {"tent": true}}`}},
	{name: "Builders with a Fakir to add", player: ", fakirs: 2",
		at:     map[string]string{"r1c4": "[WB]", "r1c6": "[B]", "r2c6": "[Y]"},
		events: []string{`{"move": "r1c4: r1c5 W, r1c6 B"}`}, step: "tribe"},
	{name: "Builders: 2 Fakirs added", player: ", fakirs: 2",
		at:     map[string]string{"r1c4": "[WB]", "r1c6": "[B]", "r2c6": "[Y]"},
		events: []string{`{"move": "r1c4: r1c5 W, r1c6 B"}`, `{"tribe_action": {"fakirs": 2}}`}},
	{name: "Assassins: the victims",
		at:     map[string]string{"r1c1": "[WR]", "r2c2": "[RG]", "r3c2": "[Y]", "r2c3": "[W]"},
		events: []string{`{"move": "r1c1: r2c1 W, r2c2 R"}`}, step: "tribe"},
	{name: "Assassins: a kill that empties a tile gives control",
		at:     map[string]string{"r1c1": "[WR]", "r2c2": "[RG]", "r3c2": "[Y]", "r2c3": "[W]"},
		events: []string{`{"move": "r1c1: r2c1 W, r2c2 R"}`, `{"tribe_action": {"kill": {"col": 2, "row": 3, "meeple": "Y"}}}`}},
	{name: "Assassins: no kill",
		at:     map[string]string{"r1c1": "[WR]", "r2c2": "[RG]", "r3c2": "[Y]", "r2c3": "[W]"},
		events: []string{`{"move": "r1c1: r2c1 W, r2c2 R"}`, `{"tribe_action": "skip"}`}},
	{name: "Merchants from the tracked row, then the market's picks",
		at:     map[string]string{"r1c3": "[WG]", "r1c5": "[G]", "r2c5": "[Y]"},
		rows:   "resources: [fakir, fish, silk, wheat, gold, fish, spice, ivory, pottery]\n",
		events: []string{`{"move": "r1c3: r1c4 W, r1c5 G"}`}, step: "tile_action"},
	{name: "the market bought, then the optional sale",
		at:     map[string]string{"r1c3": "[WG]", "r1c5": "[G]", "r2c5": "[Y]"},
		rows:   "resources: [fakir, fish, silk, wheat, gold, fish, spice, ivory, pottery]\n",
		events: []string{`{"move": "r1c3: r1c4 W, r1c5 G"}`, `{"tile_action": {"picks": [1]}}`, `{"sale": {"fish": 1, "silk": 1}}`}},
	{name: "Merchants with the row not tracked: the hands to type",
		at:     map[string]string{"r1c3": "[WG]", "r1c5": "[G]", "r2c5": "[Y]"},
		events: []string{`{"move": "r1c3: r1c4 W, r1c5 G"}`}, step: "tribe"},
	{name: "Merchants typed, the market's cards typed",
		at:     map[string]string{"r1c3": "[WG]", "r1c5": "[G]", "r2c5": "[Y]"},
		events: []string{`{"move": "r1c3: r1c4 W, r1c5 G"}`, `{"tribe_action": {"cards": ["fish", "fish"]}}`, `{"tile_action": {"cards": ["silk"]}}`}},
	{name: "Elders at a Sacred Place: the Djinns",
		at:     map[string]string{"r1c2": "[YW]", "r1c4": "[W]", "r2c4": "[G]"},
		player: ", fakirs: 1", rows: "djinn_row: [Enki, Utug, Leta]\n",
		events: []string{`{"move": "r1c2: r1c3 Y, r1c4 W"}`}, step: "tile_action"},
	{name: "Enki taken, then its power",
		at:     map[string]string{"r1c2": "[YW]", "r1c4": "[W]", "r2c4": "[G]"},
		player: ", fakirs: 1", rows: "djinn_row: [Enki, Utug, Leta]\n",
		events: []string{`{"move": "r1c2: r1c3 Y, r1c4 W"}`, `{"tile_action": {"djinn": "Enki", "pay": "elders"}}`,
			`{"power": {"power": "Enki", "pay": "fakir", "at": {"col": 6, "row": 4}}}`}},
	{name: "Artisans: the Items", artisans: true,
		at:     map[string]string{"r1c1": "[WP]", "r2c2": "[P]", "r3c3": "[Y]"},
		events: []string{`{"move": "r1c1: r2c1 W, r2c2 P"}`, `{"control": {}}`}, step: "tribe"},
	{name: "Artisans: an Item kept, a Workshop's Item", artisans: true, player: ", artisans: 1",
		at:     map[string]string{"r5c1": "[YP]", "r6c2": "[P]", "r3c3": "[Y]"},
		events: []string{`{"move": "r5c1: r6c1 Y, r6c2 P"}`, `{"control": {}}`, `{"tribe_action": {"item": "crown"}}`}, step: "tile_action"},
	{name: "refused: the last meeple where its tribe is not",
		at:      map[string]string{"r1c1": "[WY]", "r2c2": "[G]"},
		events:  []string{`{"move": "r1c1: r2c1 W, r2c2 Y"}`},
		refused: "move.last-colour", index: 0},
	{name: "refused: a Djinn not face up, nothing after it",
		at:     map[string]string{"r1c2": "[YW]", "r1c4": "[W]", "r2c4": "[G]"},
		player: ", fakirs: 1", rows: "djinn_row: [Enki, Utug, Leta]\n",
		events:  []string{`{"move": "r1c2: r1c3 Y, r1c4 W"}`, `{"tile_action": {"djinn": "Marid", "pay": "elders"}}`, `{"sale": {"fish": 1}}`},
		refused: "tile_action.not-face-up", index: 1},
	{name: "refused: out of the Assassins' reach",
		at:      map[string]string{"r1c1": "[WR]", "r2c2": "[RG]", "r5c6": "[Y]"},
		events:  []string{`{"move": "r1c1: r2c1 W, r2c2 R"}`, `{"tribe_action": {"kill": {"col": 6, "row": 5, "meeple": "Y"}}}`},
		refused: "tribe.out-of-reach", index: 1},
	{name: "refused: not now",
		at:      map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"},
		events:  []string{`{"tribe_action": "skip"}`},
		refused: "tribe.not-now", index: 0},
	// A move is typed: a text that does not read is refused in its turn,
	// as when the rules read it, not as JSON that does not read.
	{name: "refused: a move that does not read",
		at:      map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"},
		events:  []string{`{"move": "r1c1 r2c1 W, r2c2 Y"}`},
		refused: "move.notation", index: 0},
	{name: "refused: a move that does not read, after a move",
		at:      map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"},
		events:  []string{`{"move": "r1c1: r2c1 W, r2c2 Y"}`, `{"move": "r1c1:"}`},
		refused: "move.notation", index: 1},
	{name: "refused: an event before a move that does not read",
		at:      map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"},
		events:  []string{`{"tribe_action": "skip"}`, `{"move": "r1c1"}`},
		refused: "tribe.not-now", index: 0},
	{name: "the Flying Carpet's move", artisans: true, player: ", items: [flying_carpet]",
		at:     map[string]string{"r1c1": "[WY]", "r3c3": "[Y]"},
		events: []string{`{"power": {"power": "flying_carpet", "move": "r1c1: r2c1 W, r3c3 Y"}}`}, step: "control"},
	{name: "refused: the Flying Carpet's move that does not read", artisans: true, player: ", items: [flying_carpet]",
		at:      map[string]string{"r1c1": "[WY]", "r3c3": "[Y]"},
		events:  []string{`{"power": {"power": "flying_carpet", "move": "r1c1: r2c1 W r3c3 Y"}}`},
		refused: "power.rule", index: 0},
}

// TestTurnAgainstTheAPI plays every case through naqala turn and through
// the Go API, and compares: the refusal, the turn, the decision and its
// options, the score change, the end and the state.
func TestTurnAgainstTheAPI(t *testing.T) {
	t.Parallel()
	for _, tc := range turnCases {
		t.Run(tc.name, func(t *testing.T) {
			state := turnStateFile(t, tc)
			o, code, errOut := runTurn(t, state, tc.events...)
			g, refusedAt, change, refusal := apiTurn(t, state, tc.events)
			if tc.refused != "" {
				if code != 2 || o.Refused == nil {
					t.Fatalf("exit %d, refused %v, want exit 2 and a refusal; stderr %s", code, o.Refused, errOut)
				}
				want := turnRefusal{Index: refusedAt, Problem: sultan.RefusalCode(decodeKind(t, tc.events[refusedAt]), refusal), Message: refusal.Error()}
				if *o.Refused != want {
					t.Errorf("got %+v, want the API's %+v", *o.Refused, want)
				}
				if o.Refused.Index != tc.index || o.Refused.Problem != tc.refused {
					t.Errorf("got event %d %s, want event %d %s", o.Refused.Index, o.Refused.Problem, tc.index, tc.refused)
				}
				if o.Applied != nil || o.State != nil {
					t.Errorf("a refusal printed more than the refusal")
				}
				return
			}
			if code != 0 || refusal != nil {
				t.Fatalf("exit %d, API error %v; stderr %s", code, refusal, errOut)
			}
			if len(o.Applied) != len(tc.events) {
				t.Errorf("got %d events applied, want %d", len(o.Applied), len(tc.events))
			}
			for i, a := range o.Applied {
				if a.Index != i || len(a.Did) == 0 {
					t.Errorf("applied %d: got %+v", i, a)
				}
			}
			d, pending, err := g.TurnDecision()
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tc.step == "" && (o.Pending != nil || pending):
				t.Errorf("got pending %+v (API %v), want none", o.Pending, pending)
			case tc.step != "" && (o.Pending == nil || o.Pending.Step != tc.step || !pending || stepKey(d.Step) != tc.step):
				t.Errorf("got pending %+v (API %v %s), want the step %s", o.Pending, pending, d.Step, tc.step)
			case o.Pending != nil && o.Pending.Step == "move":
				if o.Pending.Count == nil || o.Pending.Count.String() != d.Moves.String() {
					t.Errorf("got the count %v, want %s", o.Pending.Count, d.Moves.String())
				}
			case o.Pending != nil:
				var want []string
				for _, e := range d.Options {
					want = append(want, compactJSON(t, optionJSON(e)))
				}
				var got []string
				for _, r := range o.Pending.Options {
					got = append(got, compactJSON(t, r))
				}
				if !reflect.DeepEqual(got, want) || len(got) == 0 {
					t.Errorf("got the options\n%v\nwant\n%v", got, want)
				}
			}
			if o.ScoreChange != change {
				t.Errorf("got the score change %d, want the API's %d", o.ScoreChange, change)
			}
			if tc.scoreWant != nil && o.ScoreChange != *tc.scoreWant {
				t.Errorf("got the score change %d, want %d", o.ScoreChange, *tc.scoreWant)
			}
			if o.GameEnd != g.EndTriggered() {
				t.Errorf("got game_end %v, want %v", o.GameEnd, g.EndTriggered())
			}
			// The state printed is the API's table, and reads back to it.
			back, st, _, err := solofile.Load(o.State, "state", sultan.DefaultRules())
			if err != nil {
				t.Fatalf("the state printed does not read: %v", err)
			}
			_ = back
			if !st.Board.Equal(g.State().Board) || !reflect.DeepEqual(st.Player, g.State().Player) {
				t.Errorf("got the state\n%s%+v\nwant\n%s%+v", st.Board, st.Player, g.State().Board, g.State().Player)
			}
			tp, moved := g.Turn()
			rec := turnRecordOf(tp, moved)
			wantRec := map[string]any{}
			b, _ := json.Marshal(rec)
			_ = json.Unmarshal(b, &wantRec)
			if !reflect.DeepEqual(o.Turn, wantRec) {
				t.Errorf("got the turn %v, want %v", o.Turn, wantRec)
			}
		})
	}
}

// TestTurnOptionsApply feeds every option of every pending decision back
// to naqala turn: each is taken.
func TestTurnOptionsApply(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("every option of every case: a second or two")
	}
	for _, tc := range turnCases {
		if tc.step == "" || tc.step == "move" {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			state := turnStateFile(t, tc)
			o, _, _ := runTurn(t, state, tc.events...)
			for i, opt := range o.Pending.Options {
				if i >= 12 {
					break
				}
				events := append(append([]string{}, tc.events...), string(opt))
				next, code, errOut := runTurn(t, state, events...)
				if code != 0 {
					t.Errorf("option %s: exit %d: %s %+v", opt, code, errOut, next.Refused)
				}
			}
		})
	}
}

func decodeKind(t *testing.T, s string) sultan.EventKind {
	t.Helper()
	e, err := decodeTurnEvent([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return e.Kind
}

func compactJSON(t *testing.T, r json.RawMessage) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(r, &v); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// TestTurnScript plays whole turns as a script does: call, read the
// pending decision, answer with its first option, call again with one
// more event, until nothing is pending; the state printed at each call
// reads back.
func TestTurnScript(t *testing.T) {
	t.Parallel()
	for _, tc := range []turnCase{
		{name: "Assassins, control, Palm Tree", at: map[string]string{"r1c1": "[WR]", "r2c2": "[RG]", "r3c2": "[Y]", "r2c3": "[W]"},
			events: []string{`{"move": "r1c1: r2c1 W, r2c2 R"}`}},
		{name: "Artisans, Tent or Camel, Item", artisans: true, at: map[string]string{"r1c1": "[WP]", "r2c2": "[P]", "r3c3": "[Y]"},
			events: []string{`{"move": "r1c1: r2c1 W, r2c2 P"}`}},
		{name: "Merchants typed, a market", at: map[string]string{"r1c3": "[WG]", "r1c5": "[G]", "r2c5": "[Y]"},
			events: []string{`{"move": "r1c3: r1c4 W, r1c5 G"}`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			state := turnStateFile(t, tc)
			o, code, errOut := runTurn(t, state)
			if code != 0 || o.Pending == nil || o.Pending.Step != "move" {
				t.Fatalf("exit %d %s: got %+v, want the move pending", code, errOut, o.Pending)
			}
			events := append([]string{}, tc.events...)
			for calls := 0; ; calls++ {
				if calls > 10 {
					t.Fatalf("still pending after %d calls: %v", calls, events)
				}
				o, code, errOut = runTurn(t, state, events...)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				if _, _, _, err := solofile.Load(o.State, "state", sultan.DefaultRules()); err != nil {
					t.Fatalf("the state after %v does not read: %v", events, err)
				}
				if o.Pending == nil {
					break
				}
				events = append(events, string(o.Pending.Options[0]))
			}
			if len(o.Applied) != len(events) {
				t.Errorf("got %d applied, want %d", len(o.Applied), len(events))
			}
		})
	}
}

// TestTurnEventsFile: --events reads an array, before the --event flags;
// its problems name the line and the event.
func TestTurnEventsFile(t *testing.T) {
	t.Parallel()
	tc := turnCases[7] // Assassins: the victims
	state := turnStateFile(t, tc)
	file := filepath.Join(t.TempDir(), "events.json")
	if err := os.WriteFile(file, []byte("[\n  "+tc.events[0]+"\n]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runYazid(t, "turn", state, "--events", file, "--event", `{"tribe_action": "skip"}`, "--json")
	if code != 0 || !strings.Contains(out, `"index": 1`) || !strings.Contains(out, `"kind": "tribe"`) {
		t.Fatalf("exit %d %s\n%s", code, errOut, out)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte("[\n  {\"move\": \"r1c1: r2c1 W\"},\n  {\"tribe_action\": {\"fakir\": 1}}\n]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code = runYazid(t, "turn", state, "--events", bad)
	if code != 2 || !strings.Contains(errOut, "bad.json: line 3: event 1: tribe_action: unknown key \"fakir\"") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	_, errOut, code = runYazid(t, "turn", state, "--event", `{"roll": {"white": 1, "black": 2}}`)
	if code != 2 || !strings.Contains(errOut, "--event 1 (event 0): unknown key \"roll\"") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// TestTurnText: the text form says what each event did, the decision
// and its options, and the score change.
func TestTurnText(t *testing.T) {
	t.Parallel()
	tc := turnCases[14] // Elders at a Sacred Place
	state := turnStateFile(t, tc)
	out, errOut, code := runYazid(t, "turn", state, "--event", tc.events[0])
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"Event 0 (move): moved from r1 c2 to r1 c4; took 2 Elders; Camel on r1 c4.",
		"The turn waits for the tile action; the legal answers:", `{"tile_action":{"djinn":"Enki","pay":"elders"}}`,
		`{"tile_action":"skip"}`, "Score change: +10"} {
		if !strings.Contains(out, want) {
			t.Errorf("the text lacks %q:\n%s", want, out)
		}
	}
}

// TestTurnTextSaysCompleteOnce: the text form says once that the turn
// is complete, after the events (the event that completed it said it
// too); the twin: the JSON keeps it in that event's "did", once, as
// docs/formats.md 10's "applied" says what each event did.
func TestTurnTextSaysCompleteOnce(t *testing.T) {
	t.Parallel()
	tc := turnCases[15] // a Djinn taken, then Enki used
	args := []string{"turn", turnStateFile(t, tc)}
	for _, e := range tc.events {
		args = append(args, "--event", e)
	}
	out, errOut, code := runYazid(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if n := strings.Count(strings.ToLower(out), "turn is complete"); n != 1 || !strings.Contains(out, "\nThe turn is complete.\n") {
		t.Errorf("the turn said complete %d times, want once, on its own line:\n%s", n, out)
	}
	if !strings.Contains(out, "Event 1 (tile_action): took the Djinn Enki.\n") {
		t.Errorf("the event that completed the turn:\n%s", out)
	}
	out, errOut, code = runYazid(t, append(args, "--json")...)
	if code != 0 {
		t.Fatalf("--json: exit %d: %s", code, errOut)
	}
	var res struct {
		Applied []struct{ Did []string }
		Pending *json.RawMessage
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, a := range res.Applied {
		for _, d := range a.Did {
			if d == "the turn is complete" {
				n++
			}
		}
	}
	if n != 1 || res.Pending != nil || strings.Count(out, "turn is complete") != 1 {
		t.Errorf("--json: %d events did \"the turn is complete\", pending %v; want 1 and null:\n%s", n, res.Pending, out)
	}
}

// FuzzTurnEvent: decoding an --event never panics, and what decodes
// writes in the short form and reads back the same.
func FuzzTurnEvent(f *testing.F) {
	for _, tc := range turnCases {
		for _, e := range tc.events {
			f.Add(e)
		}
	}
	seeds, _ := filepath.Glob(filepath.Join("testdata", "turn", "*.json"))
	for _, s := range seeds {
		if data, err := os.ReadFile(s); err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := decodeTurnEvent([]byte(s))
		if err != nil || e.unread != nil {
			return
		}
		back, err := decodeTurnEvent(optionJSON(e.Event))
		if err != nil {
			t.Fatalf("%s: the short form %s does not read: %v", s, optionJSON(e.Event), err)
		}
		a, _ := json.Marshal(e.Event)
		b, _ := json.Marshal(back.Event)
		if string(a) != string(b) {
			t.Fatalf("%s: got %s back, want %s", s, b, a)
		}
	})
}

// TestTurnGolden: the JSON and text forms of a few turns, kept in
// testdata/turn/golden (the schema's test reads the JSON ones).
func TestTurnGolden(t *testing.T) {
	t.Parallel()
	for _, g := range []struct {
		file string
		tc   turnCase
		code int
	}{
		{"move.json", turnCases[1], 0},
		{"tile.json", turnCases[14], 0},
		{"tribe.json", turnCases[7], 0},
		{"complete.json", turnCases[15], 0},
		{"refused.json", turnCases[19], 2},
		{"tile.txt", turnCases[14], 0},
		{"complete.txt", turnCases[15], 0},
		{"refused.txt", turnCases[19], 2},
		{"refused_move.txt", turnCases[18], 2},     // one prefix: not "sultan: illegal move: game: ..."
		{"refused_notation.txt", turnCases[22], 2}, // not "sultan: move: game: move ..."
	} {
		t.Run(g.file, func(t *testing.T) {
			args := []string{"turn", turnStateFile(t, g.tc)}
			for _, e := range g.tc.events {
				args = append(args, "--event", e)
			}
			if strings.HasSuffix(g.file, ".json") {
				args = append(args, "--json")
			}
			out, errOut, code := runYazid(t, args...)
			if code != g.code {
				t.Fatalf("exit %d, want %d: %s", code, g.code, errOut)
			}
			golden.Check(t, filepath.Join("testdata", "turn", "golden", g.file), out)
		})
	}
}

// TestTurnMidGameState: a state file is the table mid-game, taken up as
// it stands: the player's last Camel already placed is no setup error,
// and game_end says the game ends with this round. The twin: a Camel
// left, no end.
func TestTurnMidGameState(t *testing.T) {
	t.Parallel()
	for _, placed := range []int{11, 10} {
		at := map[string]string{"r1c1": "[YWG]", "r1c2": "[BRG]", "r1c3": "[YYW]"}
		for i := 0; i < placed; i++ {
			r, c := 5-i/6, 1+i%6
			at[fmt.Sprintf("r%dc%d", r, c)] = "@1"
		}
		o, code, errOut := runTurn(t, turnStateFile(t, turnCase{at: at}))
		if code != 0 {
			t.Fatalf("%d Camels placed: exit %d: %s", placed, code, errOut)
		}
		if o.Pending == nil || o.Pending.Step != "move" {
			t.Errorf("%d Camels placed: got pending %+v, want the move", placed, o.Pending)
		}
		if want := placed == 11; o.GameEnd != want {
			t.Errorf("%d Camels placed: got game_end %v, want %v", placed, o.GameEnd, want)
		}
	}
}

// TestTurnNoMove: with no legal move the turn is passed, as Pending says:
// the move step counts 0 moves (FORMATS 10), and the text says so; its
// twin, a move left, waits for it with its count.
func TestTurnNoMove(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		at   map[string]string
		move bool
	}{
		{"one meeple on the board", map[string]string{"r1c1": "[Y]"}, false},
		{"a move left", map[string]string{"r1c1": "[Y]", "r1c2": "[Y]"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			state := turnStateFile(t, turnCase{at: tc.at})
			o, code, errOut := runTurn(t, state)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			// The move step says its count: 0 when no move is left.
			if o.Pending == nil || o.Pending.Step != "move" || o.Pending.Count == nil || (o.Pending.Count.String() == "0") == tc.move {
				t.Errorf("got pending %+v, want the move with a count of 0: %v", o.Pending, !tc.move)
			}
			out, _, _ := runYazid(t, "turn", state)
			if got := strings.Contains(out, "no legal move: the turn is passed"); got == tc.move {
				t.Errorf("the text says the turn is passed: %v, want %v:\n%s", got, !tc.move, out)
			}
		})
	}
}

// TestTurnUnreadMoveWords: a move that does not read is refused with the
// words the rules gave its text before the move was typed: the
// notation's error under one prefix, "sultan: " (the Carpet's after its
// power's name); the twin, the same text read well, is applied.
func TestTurnUnreadMoveWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, event, prefix, text string
		artisans                  bool
	}{
		{"the move", `{"move": %q}`, "sultan: ", "r1c1: r2c1 W r2c2 Y", false},
		{"the Flying Carpet's", `{"power": {"power": "flying_carpet", "move": %q}}`, "sultan: power Flying Carpet: ", "r1c1: r2c1 W r2c2 Y", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := turnCase{artisans: tc.artisans, at: map[string]string{"r1c1": "[WY]", "r2c2": "[Y]"}}
			if tc.artisans {
				c.player = ", items: [flying_carpet]"
			}
			state := turnStateFile(t, c)
			_, bad := game.ParseMove(tc.text)
			o, code, _ := runTurn(t, state, fmt.Sprintf(tc.event, tc.text))
			if code != 2 || o.Refused == nil || o.Refused.Message != tc.prefix+strings.TrimPrefix(bad.Error(), "game: ") {
				t.Errorf("exit %d, got %+v, want %q", code, o.Refused, tc.prefix+strings.TrimPrefix(bad.Error(), "game: "))
			}
			good := strings.Replace(tc.text, " r2c2", ", r2c2", 1)
			if o, code, errOut := runTurn(t, state, fmt.Sprintf(tc.event, good)); code != 0 || o.Refused != nil || len(o.Applied) != 1 {
				t.Errorf("%s: exit %d, refused %+v: %s", good, code, o.Refused, errOut)
			}
		})
	}
}

// TestTurnTextSaysTheItem: the text form names a Magic Item used as the
// table does, "used the Horn of Plenty" (it said "used horn_of_plenty"),
// in the JSON's "did" too (table words, FORMATS 10), while the event
// keeps its key; the twin: a Djinn is said by its name, "used Enki".
func TestTurnTextSaysTheItem(t *testing.T) {
	t.Parallel()
	horn := `{"power": {"power": "horn_of_plenty", "row": ["fakir", "gold", "fakir", "fakir", "fish", "wheat", "papyrus", "ivory", "jewels"]}}`
	state := filepath.Join("testdata", "advise", "horn.yaml")
	out, errOut, code := runYazid(t, "turn", state, "--event", horn)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "Event 0 (power): used the Horn of Plenty") || strings.Contains(out, "used horn_of_plenty") {
		t.Errorf("the Horn's event:\n%s", out)
	}
	js, errOut, code := runYazid(t, "turn", state, "--event", horn, "--json")
	if code != 0 || !strings.Contains(js, `"used the Horn of Plenty"`) || !strings.Contains(js, `"kind": "power"`) {
		t.Errorf("--json: exit %d, stderr %q:\n%s", code, errOut, js)
	}
	tc := turnCases[15] // a Djinn taken, then Enki used
	args := []string{"turn", turnStateFile(t, tc)}
	for _, e := range tc.events {
		args = append(args, "--event", e)
	}
	out, errOut, code = runYazid(t, args...)
	if code != 0 || !strings.Contains(out, "used Enki") || strings.Contains(out, "used the Enki") {
		t.Errorf("Enki: exit %d, stderr %q:\n%s", code, errOut, out)
	}
}
