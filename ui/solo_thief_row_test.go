package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// thiefSetup is assassinsSetup with the Thieves: r1c2 V[RR] moves to the
// Sacred Place r1c4, the player holding 2 Elders for a Djinn or a Thief;
// row, when not nil, is the face-up Thief tracked from the start.
func thiefSetup(t *testing.T, row []string) func(*sultan.Setup) {
	tiles := withTiles(t, game.Expansions{Thieves: true}, 2, map[game.Place]string{at(1, 2): "V[RR]"})
	return func(s *sultan.Setup) {
		tiles(s)
		s.ThiefRow = row
	}
}

// TestThiefRowAsked: with the Thieves and the Thief row not tracked, the
// Sacred Place asks the face-up Thief first, as the Djinn row is asked:
// the entry opens by itself (en, de at 80x24) and a Thief's first letter
// names it (z: Ziad), recorded as the row; p then offers that Thief
// alone, bought for the 2 Elders; at clean-up the row is refilled with a
// card nobody has entered, so it is asked again at the next Sacred
// Place, without Ziad. A letter no Thief that can lie there begins with
// is refused and records nothing.
func TestThiefRowAsked(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		v, _ := newTestSolo(t, thiefSetup(t, nil), sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = lang, lang
		toPlayerTurn(t, v)
		typeText(v, "1214s") // no kill: the Sacred Place
		if v.mode != modePrompt || !v.pr.state().thiefOpen {
			t.Fatalf("%s: the face-up Thief not asked: mode %d (%s)", lang, v.mode, v.Message())
		}
		checkGolden(t, "solo_thief_row."+lang+".txt", drawScreen(t, v, screenWidth, screenHeight))
	}
	v, _ := newTestSolo(t, thiefSetup(t, nil), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s")
	n := v.g.Len()
	typeText(v, "x")
	if !v.msgErr || !strings.Contains(v.Message(), `begins with "x"`) || v.g.Len() != n || !v.pr.state().thiefOpen {
		t.Fatalf("x: %q, %d events, want %d", v.Message(), v.g.Len(), n)
	}
	typeText(v, "z")
	if row := v.g.State().ThiefRow; !slices.Equal(row, []string{"Ziad"}) || v.mode != modeMenu || v.Message() != "Ziad lies face up: the Thief row is tracked from now on" {
		t.Fatalf("z: the row %v, mode %d (%s)", row, v.mode, v.Message())
	}
	if e := v.g.Log()[v.g.Len()-1]; e.Kind != sultan.EventRows || !slices.Equal(e.Rows.ThiefRow, []string{"Ziad"}) {
		t.Errorf("the event: %+v", e)
	}
	var thieves []string
	for _, c := range v.pw.list() {
		if c.Buy {
			thieves = append(thieves, c.Name)
		}
	}
	if !slices.Equal(thieves, []string{"Ziad"}) {
		t.Fatalf("p offers the Thieves %v, want the face-up Ziad", thieves)
	}
	typeText(v, "p")
	typeText(v, optionKey(slices.IndexFunc(v.pw.list(), func(c powerChoice) bool { return c.Buy })))
	if !v.g.Player().HasThief("Ziad") {
		t.Fatalf("Ziad not bought: %+v (%s)", v.g.Player(), v.Message())
	}
	if v.Step() != stepCleanup {
		pressKeys(v, tcell.KeyEnter)
	}
	pressKeys(v, tcell.KeyEnter) // clean-up
	st := v.g.State()
	if st.ThiefRow != nil || slices.Contains(st.ThievesToEnter(), "Ziad") || len(st.ThievesToEnter()) != 4 {
		t.Errorf("after clean-up: row %v, may lie face up %v", st.ThiefRow, st.ThievesToEnter())
	}
	again, err := sultan.Replay(v.g.Log())
	if err != nil || !again.State().Equal(st) {
		t.Fatalf("replay: %v", err)
	}
}

// TestThiefRowNotAsked: the twins. Esc leaves the Thief row untracked
// and p offers every Thief that can lie face up (Madjaar only with the
// Artisans); a row tracked from the start is not asked; without the
// Thieves the Djinn row's entry opens as before.
func TestThiefRowNotAsked(t *testing.T) {
	v, _ := newTestSolo(t, thiefSetup(t, nil), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s")
	n := v.g.Len()
	pressKeys(v, tcell.KeyEscape)
	if v.mode != modeMenu || v.g.State().ThiefRow != nil || v.g.Len() != n {
		t.Fatalf("Esc: mode %d, row %v", v.mode, v.g.State().ThiefRow)
	}
	buy := 0
	for _, c := range v.pw.list() {
		if c.Buy {
			buy++
		}
	}
	if buy != 5 {
		t.Errorf("untracked: p offers %d Thieves, want the 5 of the base game", buy)
	}

	v, _ = newTestSolo(t, thiefSetup(t, []string{"Quafat"}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s")
	if v.pr.state().thiefOpen || v.mode == modePrompt {
		t.Errorf("a tracked row asked again: mode %d", v.mode)
	}

	v, _ = newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214s")
	if v.pr.state().thiefOpen || v.mode != modePrompt || v.pr.nameOnly {
		t.Errorf("no Thieves: the Djinn row's entry, mode %d, thief %v", v.mode, v.pr.state().thiefOpen)
	}
}

// TestUniquePrefix: each Thief is named by the fewest letters no other
// that can lie there begins with.
func TestUniquePrefix(t *testing.T) {
	names := []string{"Shamhat", "Shaum", "Sloar", "Ziad"}
	for _, c := range []struct{ name, want string }{{"Shaum", "shau"}, {"Sloar", "sl"}, {"Ziad", "z"}, {"Shamhat", "sham"}} {
		if got := uniquePrefix(c.name, names); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestAdvisedThiefStandIn: the advice, the Thief row not tracked, buys a
// stand-in for the face-up Thief (Houssain). The row asked, Ziad is face
// up: Enter buys no Thief (the table does not show Houssain). The twin:
// Houssain face up, Enter buys him as advised.
func TestAdvisedThiefStandIn(t *testing.T) {
	for _, c := range []struct {
		up, letter string
		bought     bool
	}{{"Ziad", "z", false}, {"Houssain", "h", true}} {
		v, _ := newTestSolo(t, thiefSetup(t, nil), sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		v.pf.start(sultan.TurnPlan{Move: planMove(t, v, at(1, 2), at(1, 4), game.Assassin),
			Tribe: sultan.TribeChoice{Skip: true}, Tile: sultan.TileChoice{Djinn: "Houssain", Pay: sultan.PayElders}})
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter) // the start and last tiles
		typeText(v, "s")                             // no kill, as advised
		if !v.pr.state().thiefOpen {
			t.Fatalf("%s: the face-up Thief not asked (%s)", c.up, v.Message())
		}
		typeText(v, c.letter)
		if row := v.g.State().ThiefRow; !slices.Equal(row, []string{c.up}) {
			t.Fatalf("%s: the row %v", c.up, row)
		}
		step := joined(stepRegion(drawScreen(t, v, screenWidth, screenHeight)))
		if got := strings.Contains(step, "Advised: Thief Houssain"); got != c.bought {
			t.Errorf("%s face up: the advised Houssain said %v, want %v:\n%s", c.up, got, c.bought, step)
		}
		pressKeys(v, tcell.KeyEnter)
		if got := v.g.Player().HasThief("Houssain"); got != c.bought {
			t.Errorf("%s face up: Enter bought Houssain %v, want %v (%s)", c.up, got, c.bought, v.Message())
		}
	}
}
