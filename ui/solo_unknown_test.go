package ui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestSoloStepRefitsPlaceholders: a step the box refuses only because
// the placeholders hold its last meeples of a tribe goes through, the
// engine putting the placeholders back as the box allows; the log holds
// the step's event alone, no tile edit for a placeholder, and the tiles
// stay unknown. The twin: a step past the box without the placeholders
// too is refused, its reason shown, nothing logged.
func TestSoloStepRefitsPlaceholders(t *testing.T) {
	v := newUnknownSolo(t)
	r1c1, r5c1 := game.Place{Col: 1, Row: 1}, game.Place{Col: 1, Row: 5}
	b := v.g.Board()
	var tr game.Tribe
	for _, x := range game.Tribes {
		if b.Tile(r1c1).Meeples[x] > 0 {
			tr = x
		}
	}
	onBoard, held := 0, 0
	for _, p := range b.Places() {
		onBoard += b.Tile(p).Meeples[tr]
		if v.unknownTiles()[p] {
			held += b.Tile(p).Meeples[tr]
		}
	}
	room := game.BoxMeeples(tr, game.Expansions{}) - onBoard + held // the room without placeholders
	edit := func(n int) sultan.Event {
		tile := v.g.Board().Tile(r5c1)
		tile.Meeples[tr] += n
		return sultan.TileEvent(r5c1, tile.Token())
	}
	n := v.g.Len()
	if err := v.apply(v.Step(), edit(room+1)); err == nil || !v.msgErr || v.g.Len() != n {
		t.Fatalf("%d %s past the box: got %v, %d events logged", room+1, tr, err, v.g.Len()-n)
	}
	if err := v.apply(v.Step(), edit(room)); err != nil {
		t.Fatalf("%d %s, the box full but for the placeholders: %v", room, tr, err)
	}
	if v.g.Len() != n+1 {
		t.Errorf("got %d events logged, want the edit alone", v.g.Len()-n)
	}
	for i, e := range v.g.Log()[1:] {
		if e.Kind == sultan.EventTile && e.Tile.Place.Row == 1 {
			t.Errorf("event %d: a tile edit of a tile still to be asked: %s", i+1, e)
		}
	}
	after := v.g.Board()
	for p := range v.unknownTiles() {
		if m := after.Tile(p).Meeples; m[tr] != 0 || m.Total() != 1 {
			t.Errorf("%s: got %s, want one placeholder, no %s", p, m, tr)
		}
	}
	if got := len(v.unknownTiles()); got != 6 {
		t.Errorf("got %d tiles still to be asked, want 6", got)
	}
}

// TestSoloRevealCountNote: meeples revealed other than 3 are told with
// a note in the player's language; the twin, 3 meeples, have none.
func TestSoloRevealCountNote(t *testing.T) {
	for _, tc := range []struct{ lang, letters, want string }{
		{"en", "yw", " (2 meeples: every tile starts with 3)"},
		{"de", "ywgb", " (4 Meeples: jedes Plättchen beginnt mit 3)"},
		{"en", "yww", ""},
		{"de", "yww", ""},
	} {
		t.Run(tc.lang+" "+tc.letters, func(t *testing.T) {
			v := newUnknownSolo(t, sultan.Roll{White: 1, Black: 1})
			v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
			pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
			if v.mode != modeReveal {
				t.Fatalf("not asked: step %s, %q", v.Step(), v.Message())
			}
			typeText(v, tc.letters)
			pressKeys(v, tcell.KeyEnter)
			msg := v.Message()
			if v.msgErr || !strings.HasSuffix(msg, strings.ToUpper(tc.letters)+tc.want) {
				t.Errorf("got %q, want it to end %q", msg, strings.ToUpper(tc.letters)+tc.want)
			}
		})
	}
}

// TestSoloUnknownOldSaveUndone: in a save of before the engine kept the
// tiles still to be asked, a step undone whose placeholders' edit came
// first (the old refit) is taken up without that edit: redo plays the
// step's own event and stands where the step stood. The twin: the step
// done and kept is taken up the same, its mark moved.
func TestSoloUnknownOldSaveUndone(t *testing.T) {
	r1c2 := game.Place{Col: 2, Row: 1}
	b := soloBoard(t)
	unknown := map[game.Place]bool{}
	var row1 []game.Place
	for c := 1; c <= 6; c++ {
		p := game.Place{Col: c, Row: 1}
		b.At(p).Meeples = game.Meeples{}
		unknown[p], row1 = true, append(row1, p)
	}
	b = sultan.PlaceholderBoard(b, unknown, game.Expansions{}, sultan.Holdings{}, sultan.YazidHoldings{})
	for _, undone := range []bool{true, false} {
		t.Run(fmt.Sprintf("undone %v", undone), func(t *testing.T) {
			g, err := sultan.New(sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules()))
			if err != nil {
				t.Fatal(err)
			}
			// The old refit: a placeholder's edit, then the step's event.
			tile := g.Board().Tile(r1c2)
			tile.Meeples = game.Meeples{}
			if _, err := g.Apply(sultan.TileEvent(r1c2, tile.Token())); err != nil {
				t.Fatal(err)
			}
			if err := g.RecordRoll(sultan.Roll{White: 3, Black: 4}); err != nil {
				t.Fatal(err)
			}
			ui := soloUI{Version: 1, Unknown: row1, Placeholders: []int{1},
				Marks: []soloMark{{Len: 1, Step: stepRoll}, {Len: 3, Step: stepDice}}}
			if undone {
				for range 2 {
					if _, err := g.Undo(); err != nil {
						t.Fatal(err)
					}
				}
				ui.Marks, ui.Redo = ui.Marks[:1], ui.Marks[1:]
			}
			raw, _ := json.Marshal(ui)
			cfg := DefaultConfig()
			cfg.NoColor = true
			v := newSoloHost(g, sultan.NewScriptedDice(), cfg, raw, soloHooks{})
			if v.msgErr {
				t.Fatalf("the screen's state was not taken: %q", v.Message())
			}
			if undone {
				v.Redo()
			}
			if v.g.Len() != 2 || v.g.Log()[1].Kind != sultan.EventRoll || v.Step() != stepDice || len(v.g.RedoLog()) != 0 {
				t.Errorf("got %d events (the last %s), step %s, %d to redo; want the roll alone, step %s",
					v.g.Len(), v.g.Log()[v.g.Len()-1].Kind, v.Step(), len(v.g.RedoLog()), stepDice)
			}
			if got := v.unknownTiles(); len(got) != 6 || v.g.Board().Tile(r1c2).Meeples.Total() != 1 {
				t.Errorf("got the unknown tiles %v, r1 c2 %s; want row 1, a placeholder", got, v.g.Board().Tile(r1c2).Meeples)
			}
		})
	}
}

// TestSoloKillAsksUnknownTile: the Assassins' prompt lists a tile in
// reach still to be asked as ??? with its own key, in the player's
// language, and offers none of its placeholder as a victim; the key asks
// its meeples, then the prompt lists them and the kill plays on one. The
// twin, the tile known: no ??? and its meeples listed at once.
func TestSoloKillAsksUnknownTile(t *testing.T) {
	u := at(1, 5) // SM[GWB], 1 step from r1c4
	for _, tc := range []struct {
		lang, hint string
		unknown    bool
	}{
		{"en", "meeples not entered yet", true},
		{"de", "Meeples noch nicht eingegeben", true},
		{"en", "", false},
	} {
		t.Run(fmt.Sprintf("%s %v", tc.lang, tc.unknown), func(t *testing.T) {
			setup := assassinsSetup(t)
			v, _ := newTestSolo(t, func(s *sultan.Setup) {
				setup(s)
				if tc.unknown {
					s.Unknown = []game.Place{u}
				}
			}, sultan.Roll{White: 1, Black: 1})
			v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
			toPlayerTurn(t, v)
			typeText(v, "1214")
			o, ok := v.pm.turnOptions()
			if !ok || o.Tribe != game.Assassin {
				t.Fatalf("after the move: %+v (%s)", o, v.Message())
			}
			screen := drawScreen(t, v, 80, 24)
			listed := 0
			for _, vc := range o.Victims {
				if vc.Place == u {
					listed++
				}
			}
			key := rune(optionKeys[len(o.Victims)])
			if !tc.unknown {
				if listed != 3 || strings.Contains(screen, "???") {
					t.Errorf("the tile known: %d of its meeples listed, want 3:\n%s", listed, screen)
				}
				return
			}
			at := map[string]string{"en": "r1c5", "de": "r1s5"}[tc.lang] // Reihe, Spalte
			if listed != 0 || !strings.Contains(screen, string(key)+" "+at+" ???") || !strings.Contains(screen, tc.hint) {
				t.Fatalf("the tile to ask: %d victims on it, want none, and %c %s ??? with %q:\n%s", listed, key, at, tc.hint, screen)
			}
			n := v.g.Len()
			typeText(v, string(key))
			if v.mode != modeReveal || v.g.Len() != n {
				t.Fatalf("the key of r1c5: mode %d, %d events, %q", v.mode, v.g.Len()-n, v.Message())
			}
			typeText(v, "gwb")
			pressKeys(v, tcell.KeyEnter)
			o, _ = v.pm.turnOptions()
			i := slices.IndexFunc(victimsByReach(o), func(vc sultan.Victim) bool { return vc.Place == u && vc.Tribe == game.Builder })
			if v.g.Unknown()[u] || len(o.Reveal) != 0 || i < 0 {
				t.Fatalf("revealed: unknown %v, reveal %v, victims %v (%q)", v.g.Unknown()[u], o.Reveal, o.Victims, v.Message())
			}
			typeText(v, string(optionKeys[i]))
			if tp, _ := v.g.Turn(); tp.Kill == nil || tp.Kill.Place != u || tp.Kill.Meeple != "B" {
				t.Errorf("the kill: %+v (%s)", tp.Kill, v.Message())
			}
		})
	}
}

// TestSoloRefusedAnswerAsksUnknownTile: an answer the engine refuses
// until a tile's meeples are in (sultan.UnknownTileError: here a kill
// there, as a power's prompt can send one) asks that tile's meeples in the
// player's language, nothing logged, then plays the answer again. The
// twin: an answer refused for another reason asks nothing.
func TestSoloRefusedAnswerAsksUnknownTile(t *testing.T) {
	u := at(1, 5) // SM[GWB], 1 step from r1c4
	for _, tc := range []struct {
		lang, asked string
		kill        sultan.Kill
	}{
		{"en", "its meeples are not entered yet", sultan.Kill{Place: u, Meeple: "B"}},
		{"de", "seine Meeples sind noch nicht eingegeben", sultan.Kill{Place: u, Meeple: "B"}},
		{"en", "", sultan.Kill{Place: at(1, 4), Meeple: "Y"}}, // r1c4 holds no Vizier
	} {
		t.Run(fmt.Sprintf("%s %s", tc.lang, tc.kill.Place), func(t *testing.T) {
			setup := assassinsSetup(t)
			v, _ := newTestSolo(t, func(s *sultan.Setup) {
				setup(s)
				s.Unknown = []game.Place{u}
			}, sultan.Roll{White: 1, Black: 1})
			v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
			toPlayerTurn(t, v)
			typeText(v, "1214")
			n, mode := v.g.Len(), v.mode
			k := tc.kill
			v.do(play(stepTurn, v.pm.afterTurnEvent, sultan.TribeEvent(sultan.TribeChoice{Kill: &k})))
			if v.g.Len() != n {
				t.Fatalf("%d events logged on the refusal", v.g.Len()-n)
			}
			if tc.asked == "" {
				if v.mode != mode || !v.msgErr {
					t.Errorf("refused elsewhere: mode %d (was %d), %q", v.mode, mode, v.Message())
				}
				return
			}
			if v.mode != modeReveal || v.rv.at != u || !strings.Contains(v.Message(), tc.asked) {
				t.Fatalf("not asked: mode %d, %q", v.mode, v.Message())
			}
			typeText(v, "gwb")
			pressKeys(v, tcell.KeyEnter)
			if tp, _ := v.g.Turn(); v.g.Unknown()[u] || tp.Kill == nil || tp.Kill.Place != u || tp.Kill.Meeple != "B" {
				t.Errorf("after the reveal: unknown %v, the kill %+v (%q)", v.g.Unknown()[u], tp.Kill, v.Message())
			}
		})
	}
}

// TestSoloRevealAfterDrop: a tile still to be asked that a move passed
// over shows the meeple dropped there on the board (R+?), and is asked
// with it named, in the player's language, as kept: the meeples typed
// (those it started with) join it. The twin, a tile no move passed over:
// ??? on the board, no such line, the tile holds what was typed.
func TestSoloRevealAfterDrop(t *testing.T) {
	for _, tc := range []struct {
		lang    string
		u       game.Place
		letters string
		line    string
		want    string
	}{
		{"en", at(1, 3), "byy", "It holds R dropped there in play too", "YYBR"},
		{"de", at(1, 3), "byy", "Dazu liegen dort R, im Spiel abgelegt", "YYBR"},
		{"en", at(1, 5), "gwb", "", "WGB"},
	} {
		t.Run(fmt.Sprintf("%s %s", tc.lang, tc.u), func(t *testing.T) {
			setup := assassinsSetup(t)
			v, _ := newTestSolo(t, func(s *sultan.Setup) {
				setup(s)
				s.Unknown = []game.Place{tc.u}
			}, sultan.Roll{White: 1, Black: 1})
			v.cfg.Language, v.bv.Lang = tc.lang, tc.lang
			toPlayerTurn(t, v)
			typeText(v, "1214") // r1c2 over r1c3 to r1c4, an R dropped on each
			o, _ := v.pm.turnOptions()
			if !slices.Equal(o.Reveal, []game.Place{tc.u}) {
				t.Fatalf("after the move: reveal %v (%s)", o.Reveal, v.Message())
			}
			// The board shows the meeple dropped before the ?.
			board := strings.Split(drawScreen(t, v, 80, 24), "\n")
			i := slices.IndexFunc(board, func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "r1 ") })
			if i < 0 || i+1 >= len(board) {
				t.Fatalf("no row 1 on the board:\n%s", strings.Join(board, "\n"))
			}
			if row, dropped := board[i+1], tc.line != ""; dropped != strings.Contains(row, "R+?") || dropped == strings.Contains(row, "???") {
				t.Errorf("row 1's meeples, a meeple dropped %v: %q", dropped, row)
			}
			typeText(v, string(optionKeys[len(o.Victims)]))
			if v.mode != modeReveal {
				t.Fatalf("not asked: mode %d, %q", v.mode, v.Message())
			}
			screen := drawScreen(t, v, 80, 24)
			words := strings.Join(strings.Fields(screen), " ")
			if tc.line != "" && !strings.Contains(words, tc.line) || tc.line == "" && strings.Contains(words, "dropped there") {
				t.Errorf("the prompt, want %q:\n%s", tc.line, screen)
			}
			typeText(v, tc.letters)
			pressKeys(v, tcell.KeyEnter)
			if got := v.g.Board().Tile(tc.u).Meeples; v.g.Unknown()[tc.u] || got.String() != tc.want {
				t.Errorf("revealed: got %s (unknown %v), want %s (%q)", got, v.g.Unknown()[tc.u], tc.want, v.Message())
			}
		})
	}
}

// TestStartedWith: meeples typed in an edit of a tile still to be asked
// are its reveal without those a move dropped there; the twins: typed
// without a meeple dropped there, or no more than them, are no reveal.
func TestStartedWith(t *testing.T) {
	m := func(s string) game.Meeples {
		t.Helper()
		x, err := game.ParseMeeples(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	for _, tc := range []struct {
		typed, dropped, want string
		ok                   bool
	}{
		{"BYYR", "R", "YYB", true},
		{"BYY", "", "YYB", true},
		{"BYY", "R", "", false},
		{"R", "R", "", false},
	} {
		got, ok := startedWith(m(tc.typed), m(tc.dropped))
		if ok != tc.ok || ok && got != m(tc.want) {
			t.Errorf("%s without %s: got %s %v, want %s %v", tc.typed, tc.dropped, got, ok, tc.want, tc.ok)
		}
	}
}

// TestUnknownCell: a tile still to be asked shows ???; with meeples
// dropped there, them and +?, their count past two.
func TestUnknownCell(t *testing.T) {
	for _, tc := range []struct {
		dropped game.Meeples
		want    string
	}{
		{game.Meeples{}, "???"},
		{game.Meeples{game.Assassin: 1}, "R+?"},
		{game.Meeples{game.Vizier: 1, game.Assassin: 1}, "YR+?"},
		{game.Meeples{game.Vizier: 2, game.Assassin: 1}, "3+?"},
	} {
		if got := unknownCell(tc.dropped); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.dropped, got, tc.want)
		}
	}
}
