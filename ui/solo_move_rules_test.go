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
// (with the Artisans row on top when x has Artisans), gives the player
// playerCamels camels beside the board (-1: 11 less those on it) and
// Yazid 11 less his on the board.
func withTiles(t *testing.T, x game.Expansions, playerCamels int, tiles map[game.Place]string) func(*sultan.Setup) {
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
		for p, tok := range tiles {
			tile, err := game.ParseToken(tok)
			if err != nil {
				t.Fatal(err)
			}
			*b.At(p) = tile
		}
		*s = sultan.NewSetup(b, x, false, sultan.DefaultRules())
		if playerCamels >= 0 {
			s.Player.Camels = playerCamels
		}
	}
}

// toPlayerTurn plays Yazid's turn (the roll 1,1 takes r1c1 LM[YWW]) and
// ticks the checklist.
func toPlayerTurn(t *testing.T, v *SoloView) {
	t.Helper()
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	if v.Step() != stepPlayer {
		t.Fatalf("step %s, want the player's turn (message %q)", v.Step(), v.Message())
	}
}

// Reference section 11: the Oasis and Village actions are compulsory
// whoever owns the tile, control or not.
func TestSoloMovePalmAndPalaceOnAnyTile(t *testing.T) {
	tests := []struct {
		name           string
		tiles          map[game.Place]string
		keys           func(v *SoloView)
		at             game.Place
		want           string // the tile after the move
		palms, palaces int    // added on the board
	}{
		// r1c2 V[RBG]: R on r2c2, G on r2c3, B on r1c3 O[BYY]; 2
		// Builders taken, the Oasis keeps its Viziers.
		{"an unowned Oasis not emptied", nil, func(v *SoloView) {
			pressKeys(v, tcell.KeyRight, tcell.KeyEnter, tcell.KeyUp)
			typeText(v, "r")
			pressKeys(v, tcell.KeyRight)
			typeText(v, "g")
			pressKeys(v, tcell.KeyDown)
			typeText(v, "b")
		}, game.Place{Col: 3, Row: 1}, "O[YY]+p", 1, 0},
		// r1c3 O[BYY]: Y on r2c3, Y on r2c2, B on r1c2, Yazid's Village.
		{"Yazid's Village", map[game.Place]string{{Col: 2, Row: 1}: "V[RBG]@Y"}, func(v *SoloView) {
			pressKeys(v, tcell.KeyRight, tcell.KeyRight, tcell.KeyEnter, tcell.KeyUp)
			typeText(v, "y")
			pressKeys(v, tcell.KeyLeft)
			typeText(v, "y")
			pressKeys(v, tcell.KeyDown)
			typeText(v, "b")
		}, game.Place{Col: 2, Row: 1}, "V[GR]@Y+P", 0, 1},
		// The twin: a move ending on a Small Market builds nothing.
		{"a Small Market", nil, func(v *SoloView) {
			pressKeys(v, tcell.KeyRight, tcell.KeyEnter, tcell.KeyRight)
			typeText(v, "r")
			pressKeys(v, tcell.KeyRight)
			typeText(v, "b")
			pressKeys(v, tcell.KeyRight)
			typeText(v, "g")
		}, game.Place{Col: 5, Row: 1}, "SM[WB]", 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := newTestSolo(t, withTiles(t, game.Expansions{}, -1, tc.tiles), sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			palms, palaces := boardPalms(v.g.Board())
			typeText(v, "m")
			tc.keys(v)
			if v.msgErr || v.mode != modeMenu {
				t.Fatalf("the move was not taken: mode %d, message %q", v.mode, v.Message())
			}
			if got := v.g.Board().Tile(tc.at).Token(); got != tc.want {
				t.Errorf("%s: got %q, want %q", tc.at, got, tc.want)
			}
			p2, q2 := boardPalms(v.g.Board())
			if p2-palms != tc.palms || q2-palaces != tc.palaces {
				t.Errorf("got %d Palm Trees and %d Palaces more, want %d and %d", p2-palms, q2-palaces, tc.palms, tc.palaces)
			}
		})
	}
}

// controlMove picks up r1c2 V[RBG] and drops R on r1c3, B on r2c3 and G
// on r2c4, which the tests make V[G]: the Village is emptied.
func controlMove(v *SoloView) {
	typeText(v, "m")
	pressKeys(v, tcell.KeyRight, tcell.KeyEnter, tcell.KeyRight)
	typeText(v, "r")
	pressKeys(v, tcell.KeyUp)
	typeText(v, "b")
	pressKeys(v, tcell.KeyRight)
	typeText(v, "g")
}

var villageG = game.Place{Col: 4, Row: 2}

// A refused step shows the engine's reason and leaves the board as it
// was before the last meeple, however often it is tried.
func TestSoloMoveRefusedShowsTheReason(t *testing.T) {
	// 11 camels on the board and one beside it: the 12th is refused.
	tiles := map[game.Place]string{villageG: "V[G]"}
	for _, p := range []game.Place{{Col: 1, Row: 5}, {Col: 2, Row: 5}, {Col: 4, Row: 5}, {Col: 5, Row: 5}, {Col: 6, Row: 5},
		{Col: 1, Row: 4}, {Col: 2, Row: 4}, {Col: 4, Row: 4}, {Col: 5, Row: 4}} {
		tiles[p] = soloBoard(t).Tile(p).Token() + "@1"
	}
	v, _ := newTestSolo(t, withTiles(t, game.Expansions{}, 1, tiles), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	before := v.g.Board().String()
	controlMove(v)
	for try := 1; try <= 3; try++ {
		if !v.msgErr || !strings.Contains(v.Message(), "12 of the player's camels") || strings.Contains(v.Message(), "took back") {
			t.Fatalf("try %d: message %q (error %v), want the engine's reason", try, v.Message(), v.msgErr)
		}
		if got := v.g.Board().String(); got != before {
			t.Fatalf("try %d: the game's board changed:\n%s", try, got)
		}
		if v.mode != modeMove || v.mv.hand.String() != "G" || len(v.mv.path) != 3 {
			t.Fatalf("try %d: mode %d, hand %q, path %v; want the move before its last meeple", try, v.mode, v.mv.hand, v.mv.path)
		}
		if got := v.mv.board.Tile(villageG).Token(); got != "V[G]" {
			t.Errorf("try %d: the Village in the move: got %q, want V[G] as before", try, got)
		}
		for _, p := range v.mv.board.Places() {
			for _, tr := range game.Tribes {
				if n := v.mv.board.Tile(p).Meeples[tr]; n < 0 {
					t.Fatalf("try %d: %s holds %d %s", try, p, n, tr.Plural())
				}
			}
		}
		pressKeys(v, tcell.KeyRight)
		typeText(v, "g")
	}
}

// Reference section 11, step 2: with Artisans the player places the Tent
// instead of a camel, once a game; the move asks which while both remain.
func TestSoloMoveCamelOrTent(t *testing.T) {
	art := game.Expansions{Artisans: true}
	tests := []struct {
		name    string
		x       game.Expansions
		camels  int
		key     string // the answer, "" when nothing is asked
		tent    bool
		camelsA int // beside the board after the move
	}{
		{"artisans: the Tent chosen", art, 9, "t", true, 9},
		{"artisans: a camel chosen", art, 9, "c", false, 8},
		{"artisans, no camel left: the Tent", art, 0, "", true, 0},
		{"base game: a camel, nothing asked", game.Expansions{}, 9, "", false, 8},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := newTestSolo(t, withTiles(t, tc.x, tc.camels, map[game.Place]string{villageG: "V[G]"}), sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			before := v.g.Board().String()
			controlMove(v)
			if tc.key != "" {
				if v.mode != modeMove || !strings.Contains(v.Message(), "Camel or Tent?") {
					t.Fatalf("mode %d, message %q; want the question Camel or Tent?", v.mode, v.Message())
				}
				if v.g.Board().String() != before {
					t.Fatal("the board changed before the answer")
				}
				typeText(v, "x")
				if !v.msgErr || v.mode != modeMove {
					t.Errorf("x as the answer: mode %d, message %q; want the question again", v.mode, v.Message())
				}
				typeText(v, tc.key)
			}
			if v.msgErr || v.mode != modeMenu {
				t.Fatalf("the move was not taken: mode %d, message %q", v.mode, v.Message())
			}
			tile := v.g.Board().Tile(villageG)
			if tile.Owner != 1 || tile.Tent != tc.tent || tile.Palaces != 1 {
				t.Errorf("the Village: got %q, want it the player's, Tent %v, a Palace", tile.Token(), tc.tent)
			}
			if got := v.g.Player().Camels; got != tc.camelsA {
				t.Errorf("camels beside the board: got %d, want %d", got, tc.camelsA)
			}
		})
	}
}

// Reference section 9: with Artisans the game ends when every camel and
// the Tent are placed, not on the last camel alone.
func TestSoloGameEndsWithTheTent(t *testing.T) {
	art := game.Expansions{Artisans: true}
	cleanUp := func(v *SoloView) {
		pressKeys(v, tcell.KeyEnter) // the turn is done
		if v.Step() != stepCleanup {
			t.Fatalf("step %s, want clean-up", v.Step())
		}
		pressKeys(v, tcell.KeyEnter)
		if v.Step() == stepCleanup && strings.Contains(v.Message(), "ending now loses") {
			pressKeys(v, tcell.KeyEnter)
		}
	}
	t.Run("the last camel placed, the Tent not", func(t *testing.T) {
		v, _ := newTestSolo(t, withTiles(t, art, 1, map[game.Place]string{villageG: "V[G]"}), sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		controlMove(v)
		typeText(v, "c")
		if v.g.Player().Camels != 0 || v.g.EndTriggered() {
			t.Fatalf("camels %d, end %v; want 0 and no end", v.g.Player().Camels, v.g.EndTriggered())
		}
		cleanUp(v)
		if v.Step() != stepRoll || v.g.Over() {
			t.Errorf("step %s, over %v; want the next round", v.Step(), v.g.Over())
		}
	})
	t.Run("the Tent placed after the last camel", func(t *testing.T) {
		v, _ := newTestSolo(t, withTiles(t, art, 0, map[game.Place]string{villageG: "V[G]"}), sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		controlMove(v)
		if !v.g.EndTriggered() {
			t.Fatalf("the Tent placed with no camel left: got no end (message %q)", v.Message())
		}
		cleanUp(v)
		if v.Step() != stepOver || !v.g.Ended() {
			t.Errorf("step %s, ended %v; want the game over", v.Step(), v.g.Ended())
		}
	})
}

// Editing a tile to @1 takes one of the player's camels, and taking the
// owner off gives it back; with none left the edit is refused.
func TestSoloTileEditTakesACamel(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	camels := v.g.Player().Camels
	typeText(v, "e")
	pressKeys(v, tcell.KeyUp, tcell.KeyEscape) // the cursor on r2c1 S10[YGB]
	edit := func(tok string) {
		typeText(v, "e")
		pressKeys(v, tcell.KeyEnter, tcell.KeyCtrlU)
		typeText(v, tok)
		pressKeys(v, tcell.KeyEnter)
	}
	edit("S10[YGB]@1")
	if got := v.g.Player().Camels; v.msgErr || got != camels-1 {
		t.Fatalf("@1: got %d camels, want %d (message %q)", got, camels-1, v.Message())
	}
	if !strings.Contains(v.Message(), "camels beside the board: 8") {
		t.Errorf("@1: message %q, want the camels left", v.Message())
	}
	pressKeys(v, tcell.KeyEscape)
	edit("S10[YGB]")
	if got := v.g.Player().Camels; v.msgErr || got != camels {
		t.Fatalf("owner taken off: got %d camels, want %d (message %q)", got, camels, v.Message())
	}
	pressKeys(v, tcell.KeyEscape)
	// With no camel left the edit is refused with the reason.
	typeText(v, "h")
	for range 5 {
		pressKeys(v, tcell.KeyDown)
	}
	typeText(v, "-9")
	pressKeys(v, tcell.KeyEnter)
	if v.g.Player().Camels != 0 {
		t.Fatalf("camels -9: got %d (message %q)", v.g.Player().Camels, v.Message())
	}
	before := v.g.Board().String()
	edit("S10[YGB]@1")
	if !v.msgErr || !strings.Contains(v.Message(), "no camel left") || v.g.Board().String() != before {
		t.Errorf("@1 with no camel: message %q, board changed %v", v.Message(), v.g.Board().String() != before)
	}
}

// Reference section 11, step 5: goods sold in the holdings form pay their
// suits' value in coins by themselves; goods gained pay nothing.
func TestSoloSalePaysTheSuits(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	holdings := func(line int, text string) {
		typeText(v, "h")
		for range line {
			pressKeys(v, tcell.KeyDown)
		}
		typeText(v, text)
		pressKeys(v, tcell.KeyEnter)
	}
	coins := v.g.Player().Coins
	holdings(8, "2 silk, fish, wheat")
	if got := v.g.Player().Coins; v.msgErr || got != coins {
		t.Fatalf("goods gained: got %d coins, want %d (message %q)", got, coins, v.Message())
	}
	// {silk, fish} pays 3, {silk} 1.
	holdings(9, "2 silk, fish")
	if got := v.g.Player().Coins; v.msgErr || got != coins+4 {
		t.Fatalf("2 silk and a fish sold: got %d coins, want %d (message %q)", got, coins+4, v.Message())
	}
	if !strings.Contains(v.Message(), "pay 4 coins") {
		t.Errorf("message %q, want the sale's coins", v.Message())
	}
	if v.ui.Cards.Goods[game.Silk] != 0 || v.ui.Cards.Goods[game.Wheat] != 1 {
		t.Errorf("after the sale: goods %v, want the wheat only", v.ui.Cards.Goods)
	}
	// Coins typed on top are added to the sale's.
	holdings(0, "+2")
	typeText(v, "h")
	for range 9 {
		pressKeys(v, tcell.KeyDown)
	}
	typeText(v, "wheat")
	pressKeys(v, tcell.KeyEnter)
	if got := v.g.Player().Coins; got != coins+4+2+1 {
		t.Errorf("a wheat sold: got %d coins, want %d", got, coins+7)
	}
	// Undo gives the goods back and takes the coins.
	typeText(v, "u")
	if got := v.g.Player().Coins; got != coins+6 || v.ui.Cards.Goods[game.Wheat] != 1 {
		t.Errorf("after undo: %d coins, goods %v", got, v.ui.Cards.Goods)
	}
}
