package ui

import (
	"os"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// withTiles returns a setup change that puts the tokens on the test board
// (with the Artisans row on top when x has Artisans) and gives the player
// elders Elders.
func withTiles(t testing.TB, x game.Expansions, elders int, tiles map[game.Place]string) func(*sultan.Setup) {
	return func(s *sultan.Setup) {
		t.Helper()
		text, err := os.ReadFile("testdata/solo.board")
		if err != nil {
			t.Fatal(err)
		}
		if x.Artisans {
			text = append([]byte("W W W XM XM CH\n"), text...)
		}
		b, err := game.ParseBoard(string(text))
		if err != nil {
			t.Fatal(err)
		}
		// Two Elders fewer on the board, for the Elders the tests hand out.
		tiles[game.Place{Col: 6, Row: 1}] = "S6[RY]"
		tiles[game.Place{Col: 2, Row: 2}] = "O[RR]"
		for p, tok := range tiles {
			tile, err := game.ParseToken(tok)
			if err != nil {
				t.Fatal(err)
			}
			*b.At(p) = tile
		}
		*s = sultan.NewSetup(b, x, false, sultan.DefaultRules())
		s.Player.Elders = elders
	}
}

// toPlayerTurn plays Yazid's turn (the roll 1,1 takes r1c1 LM[YWW]) and
// ticks the checklist.
func toPlayerTurn(t *testing.T, v *soloHost) {
	t.Helper()
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepPlayer {
		t.Fatalf("step %s, want the player's turn (message %q)", v.Step(), v.Message())
	}
}

func at(r, c int) game.Place { return game.Place{Col: c, Row: r} }

// assassinsSetup: r1c2 V[RR] moves to r1c4 S6[WGR], taking 2 Assassins
// whose reach is 2; the player holds 2 Elders for a Djinn.
func assassinsSetup(t testing.TB) func(*sultan.Setup) {
	return withTiles(t, game.Expansions{}, 2, map[game.Place]string{at(1, 2): "V[RR]"})
}

// TestGuidedAssassinsAndDjinn: the Assassins' prompt lists only the
// meeples in reach, nearest first; a key past the list is refused and
// changes nothing; the kill is played; the Sacred Place then asks the
// Djinn (the row not tracked: n and its name), paid with the 2 Elders.
func TestGuidedAssassinsAndDjinn(t *testing.T) {
	v, _ := newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1214")
	o, ok := v.pm.turnOptions()
	if !ok || o.Step != sultan.TurnTribe || o.Tribe != game.Assassin || o.Taken != 2 {
		t.Fatalf("after the move: %+v (%s)", o, v.Message())
	}
	for _, vc := range o.Victims {
		if sultan.Distance(vc.Place, at(1, 4)) > 2 {
			t.Errorf("a victim out of reach listed: %+v", vc)
		}
	}
	screen := drawScreen(t, v, 80, 24)
	if !strings.Contains(screen, "1 r1c4 W") || strings.Contains(screen, "r4c4") {
		t.Errorf("the victims listed:\n%s", screen)
	}
	n := len(v.g.Log())
	key := rune(optionKeys[len(o.Victims)])
	typeText(v, string(key))
	if !v.msgErr || !strings.Contains(v.Message(), "not one of the options") || len(v.g.Log()) != n {
		t.Fatalf("a key past the victims: %q", v.Message())
	}
	typeText(v, "1")
	tp, _ := v.g.Turn()
	if tp.Kill == nil || tp.Kill.Place != at(1, 4) || tp.Kill.Meeple != "W" {
		t.Fatalf("the kill: %+v (%s)", tp.Kill, v.Message())
	}
	if !strings.Contains(v.Message(), "killed W on r1 c4") {
		t.Errorf("message %q", v.Message())
	}
	// The Sacred Place: the row's entry opens by itself (solo_rows_test.go);
	// Esc, then n opens the name of the Djinn taken (the row not entered);
	// a prefix shared by several Djinns is refused, a unique one taken.
	if v.mode != modePrompt {
		t.Fatalf("the row's entry not open: mode %d", v.mode)
	}
	pressKeys(v, tcell.KeyEscape)
	typeText(v, "n")
	if v.mode != modePrompt || !v.pr.state().nameOnly {
		t.Fatalf("the Djinn's name: mode %d", v.mode)
	}
	checkGolden(t, "solo_djinn.txt", drawScreen(t, v, screenWidth, screenHeight))
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "Djinns match") {
		t.Errorf("an ambiguous name: %q", v.Message())
	}
	typeText(v, "l-amin")
	pressKeys(v, tcell.KeyEnter)
	if !v.g.Player().HasDjinn("Al-Amin") || v.g.Player().Elders != 0 {
		t.Fatalf("the Djinn: %+v (%s)", v.g.Player(), v.Message())
	}
	if v.Step() != stepCleanup {
		t.Errorf("the turn done: step %s, want clean-up", v.Step())
	}
}

// TestGuidedTent: with Artisans, a move emptying its last tile asks
// Camel or Tent; t places the Tent, the Oasis gets its Palm Tree by
// itself, and the turn goes on to clean-up.
func TestGuidedTent(t *testing.T) {
	x := game.Expansions{Artisans: true}
	v, _ := newTestSolo(t, withTiles(t, x, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1213")
	o, ok := v.pm.turnOptions()
	if !ok || o.Step != sultan.TurnControl || !o.Camel || !o.Tent {
		t.Fatalf("after the move: %+v (%s)", o, v.Message())
	}
	checkGolden(t, "solo_control.txt", drawScreen(t, v, screenWidth, screenHeight))
	typeText(v, "x") // the twin: not an option
	if _, still := v.pm.turnOptions(); !still {
		t.Fatalf("x answered the control")
	}
	typeText(v, "t")
	tile := v.g.Board().Tile(at(1, 3))
	if !tile.Tent || tile.Owner != 1 || tile.Palms != 1 {
		t.Errorf("r1c3 after the Tent: %s (%s)", tile.Token(), v.Message())
	}
	if v.Step() != stepCleanup || !strings.Contains(v.Message(), "Tent on r1 c3") {
		t.Errorf("step %s, message %q", v.Step(), v.Message())
	}
}
