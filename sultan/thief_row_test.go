package sultan

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// The setup's Thief row: the face-up Thief of the expansions in play,
// one at most, not one the player holds; absent, not tracked (older
// logs).
func TestSetupThiefRow(t *testing.T) {
	x := game.Expansions{Thieves: true}
	b := grid(t, x, full)
	cases := []struct {
		name    string
		x       game.Expansions
		row     []string
		held    []string
		want    []string
		wantErr string
	}{
		{"not tracked", x, nil, nil, nil, ""},
		{"Ziad face up", x, []string{"ziad"}, nil, []string{"Ziad"}, ""},
		{"none face up", x, []string{}, nil, []string{}, ""},
		{"two face up", x, []string{"Ziad", "Shaum"}, nil, nil, "thief_row: 2 Thieves face up, the row shows 1"},
		{"a misspelt Thief", x, []string{"Zaid"}, nil, nil, `thief_row[0]: unknown Thief "Zaid"`},
		{"Madjaar without Artisans", x, []string{"Madjaar"}, nil, nil, "only in play with the artisans expansion"},
		{"the player's Thief", x, []string{"Ziad"}, []string{"Ziad"}, nil, "thief_row[0]: Ziad is yours"},
		{"without Thieves", game.Expansions{}, []string{"Ziad"}, nil, nil, "the Thief row needs the thieves expansion"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSetup(b, tc.x, false, DefaultRules())
			s.ThiefRow, s.Player.Thieves = tc.row, tc.held
			st, _, err := s.State()
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if (st.ThiefRow == nil) != (tc.want == nil) || strings.Join(st.ThiefRow, ",") != strings.Join(tc.want, ",") {
				t.Errorf("got %#v, want %#v", st.ThiefRow, tc.want)
			}
		})
	}
}

// The Thief row through a game: bought at a Sacred Place it is empty
// until clean-up; a clean-up that names the Thief turned up tracks it,
// one that does not leaves the row not tracked (nobody entered the
// card); a rows event without the Thief row leaves it as it was; the
// log replays through JSON, and an old setup without the key opens
// untracked.
func TestThiefRowInTheGame(t *testing.T) {
	x := game.Expansions{Thieves: true}
	b := grid(t, x, full)
	start := func(row []string) *Game {
		s := NewSetup(b, x, false, DefaultRules())
		s.ThiefRow = row
		g, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	roll := Roll{White: 1, Black: 1}

	g := start([]string{})
	if !g.State().ThiefRefillAsked() {
		t.Fatal("an empty tracked row: the refill is not asked")
	}
	round(t, g, roll)
	if g.State().ThiefRow != nil {
		t.Errorf("a clean-up with nothing entered: got %#v, want the row not tracked", g.State().ThiefRow)
	}

	g = start([]string{})
	if err := g.RecordRoll(roll); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(answers(t, g)...); err != nil {
		t.Fatal(err)
	}
	if err := g.SetRows(Rows{DjinnRow: []string{"Enki"}}); err != nil {
		t.Fatal(err)
	}
	if got := g.State().ThiefRow; got == nil || len(got) != 0 {
		t.Errorf("a rows event without the Thief row: got %#v, want it as it was", got)
	}
	if err := g.CleanUp(Rows{ThiefRow: []string{"shaum"}}); err != nil {
		t.Fatal(err)
	}
	if got := g.State().ThiefRow; len(got) != 1 || got[0] != "Shaum" || g.State().ThiefRefillAsked() {
		t.Errorf("a clean-up naming Shaum: got %#v", got)
	}
	if err := g.SetRows(Rows{ThiefRow: []string{"Madjaar"}}); err == nil || !strings.Contains(err.Error(), "rows.thief_row[0]: Madjaar") {
		t.Errorf("Madjaar without Artisans: got %v", err)
	}
	checkReplay(t, g)

	var old Setup
	if err := json.Unmarshal([]byte(`{"board": "`+strings.ReplaceAll(b.String(), "\n", `\n`)+`", "expansions": ["thieves"], "player": {"coins": 25, "camels": 11}, "yazid": {"camels": 11}}`), &old); err != nil {
		t.Fatal(err)
	}
	if st, _, err := old.State(); err != nil || st.ThiefRow != nil {
		t.Errorf("an old setup: got %#v, %v", st.ThiefRow, err)
	}
}

// A Thief used goes back to the box (thieves-of-naqala.en.txt: "The
// Thief is then discarded (to the box)"): never face up again, so an
// untracked row no longer offers it and a rows event cannot show it; a
// Thief not used still may be there.
func TestThiefUsedIsBoxed(t *testing.T) {
	x := game.Expansions{Thieves: true}
	st := state(grid(t, x, thiefOasis), x, 10)
	st.Player.Thieves, st.Yazid.Council = []string{"Ziad"}, 1
	var tp TurnProgress
	if err := tp.playMove(&st, mustMove(t, "r1c2: r1c3 Y")); err != nil {
		t.Fatal(err)
	}
	if err := tp.usePower(&st, PowerUse{Power: "Ziad"}); err != nil {
		t.Fatal(err)
	}
	got := st.ThievesToEnter()
	if slices.Contains(got, "Ziad") || !slices.Contains(got, "Shaum") {
		t.Errorf("after Ziad used: %v, want Shaum and not Ziad", got)
	}
	g, err := New(SetupOf(st, DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	g.state.Unseen.ThievesBoxed = []string{"Ziad"}
	if err := g.setRows(Rows{ThiefRow: []string{"Ziad"}}); err == nil || !strings.Contains(err.Error(), "Ziad was used") {
		t.Errorf("Ziad face up after use: got %v", err)
	}
	if err := g.setRows(Rows{ThiefRow: []string{"Shaum"}}); err != nil {
		t.Errorf("Shaum face up: %v", err)
	}
}
