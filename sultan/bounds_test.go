package sultan

import (
	"math"
	"strings"
	"testing"
)

// TestSetupHugeNumbers: a number beyond the box is refused on its own, so
// that no sum of numbers can overflow past the box and camel checks.
func TestSetupHugeNumbers(t *testing.T) {
	const big = math.MaxInt
	board := grid(t, base, `
Y   - - - - -@Y
-   - - - - -
-   - - - - -
-   - - - - -
-   - - - - -`)
	tests := []struct {
		name string
		edit func(*Setup)
		want string
	}{
		{"yazid camels", func(s *Setup) { s.Yazid.Camels = big }, "sultan: yazid.camels: 9223372036854775807, Yazid has 11"},
		{"council", func(s *Setup) { s.Yazid.Council = big }, "sultan: yazid.council: 9223372036854775807, the box holds 16"},
		{"fakirs with the row", func(s *Setup) { s.Yazid.Fakirs = big; s.Resources = []string{"fakir"} }, "sultan: yazid.fakirs: 9223372036854775807, the deck holds 18"},
		{"fakirs without the row", func(s *Setup) { s.Player.Fakirs = big }, "sultan: player.fakirs: 9223372036854775807, the deck holds 18"},
		{"coins", func(s *Setup) { s.Player.Coins = big; s.Player.Djinns = []string{"Dhenim"} }, "sultan: player.coins: 9223372036854775807, the most this tool accepts is 1000000"},
		{"player camels", func(s *Setup) { s.Player.Camels = big }, "sultan: player.camels: 9223372036854775807, the player has 11"},
		{"assassins", func(s *Setup) { s.Yazid.Assassins = big }, "sultan: yazid.assassins: 9223372036854775807, the box holds 18"},
		{"yazid djinns", func(s *Setup) { s.Yazid.Djinns = 99 }, "sultan: yazid.djinns: 99, the box holds"},
		{"elders", func(s *Setup) { s.Player.Elders = 21 }, "sultan: player.elders: 21, the box holds 20"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSetup(board, base, false, DefaultRules())
			tc.edit(&s)
			_, err := New(s)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v\nwant %q", err, tc.want)
			}
		})
	}
}

// TestSetupLargestNumbers is the twin: the bounds themselves are accepted.
func TestSetupLargestNumbers(t *testing.T) {
	board := grid(t, base, `
-   - - - - -
-   - - - - -
-   - - - - -
-   - - - - -
-   - - - - -`)
	s := NewSetup(board, base, false, DefaultRules())
	s.Player.Coins = MaxCoins
	s.Player.Djinns = []string{"Dhenim"}
	s.Yazid.Council = 16
	s.Yazid.Camels = Camels
	if _, err := New(s); err != nil {
		t.Fatal(err)
	}
}

// TestEditHugeChanges: an edit's change is bounded before it is added, so
// it cannot wrap a holding round.
func TestEditHugeChanges(t *testing.T) {
	g, err := New(NewSetup(grid(t, base, full), base, false, DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.ChangePlayer(PlayerChange{Coins: math.MaxInt}); err == nil ||
		!strings.Contains(err.Error(), "sultan: player event: coins: a change of 9223372036854775807 is out of range") {
		t.Errorf("player: got %v", err)
	}
	if err := g.ChangeYazid(YazidChange{Camels: math.MinInt}); err == nil ||
		!strings.Contains(err.Error(), "sultan: yazid event: camels: a change of -9223372036854775808 is out of range") {
		t.Errorf("yazid: got %v", err)
	}
	if len(g.Log()) != 1 {
		t.Errorf("refused edits entered the log: %d events", len(g.Log()))
	}
	if err := g.ChangePlayer(PlayerChange{Coins: MaxCoins - g.State().Player.Coins}); err != nil {
		t.Errorf("up to the bound: %v", err)
	}
	if err := g.ChangePlayer(PlayerChange{Coins: 1}); err == nil || !strings.Contains(err.Error(), "player.coins: 1000001") {
		t.Errorf("past the bound: %v", err)
	}
}

// formatsBoard is the example board of docs/formats.md section 1, with two of
// the player's camels.
const formatsBoard = `V[YWG]   S6[RRB]  O[GGW]@1+pp  SM[BWY]  LM[]      S12[YRW]
O[WWR]   SM[GBY]  V@1+P        SM[RGW]  S6[BBG]   O[YGG]
SM[RWB]  LM[YBW]  S15[GRB]     O[WBB]   SM[YRG]   V[WWG]
S10[BGY] O[RRW]   SM[YBW]      V[GGR]   LM[WRB]   SM[BRR]
LM[YWW]  V[RBG]   O[BYY]       S6[WGR]  SM[GWB]   S6[RYW]`

// TestPlayerCamelsEachOnItsOwn: docs/formats.md section 1's board with section 4's
// holdings (11 camels beside the board, 2 on it) is a good state, taken up
// mid-round (TakeUp); only Yazid's camels are held to 11 on and off the
// board together there. A game's start (New) holds both to 11 exactly.
func TestPlayerCamelsEachOnItsOwn(t *testing.T) {
	s := Setup{Board: formatsBoard, Player: Holdings{Coins: 25, Camels: 11, Djinns: []string{"Nekir", "Marid"}}, Yazid: YazidHoldings{Camels: 11}}
	if _, err := TakeUp(s); err != nil {
		t.Fatalf("got %v", err)
	}
	if _, err := New(s); err == nil || !strings.Contains(err.Error(), "player.camels: 11 beside the board and 2 on it make 13; a game starts with all 11 of yours") {
		t.Errorf("a game's start with 13 camels: got %v", err)
	}
	s.Player.Camels = 9
	if _, err := New(s); err != nil {
		t.Errorf("a game's start with 9 beside and 2 on the board: got %v", err)
	}
	// The twins: 12 beside the board, and Yazid's 11 beside it with one
	// on it.
	s.Player.Camels = 12
	if _, err := TakeUp(s); err == nil || !strings.Contains(err.Error(), "sultan: player.camels: 12, the player has 11") {
		t.Errorf("12 beside: got %v", err)
	}
	s.Player.Camels = 11
	s.Board = strings.Replace(formatsBoard, "S12[YRW]", "S12[YRW]@Y", 1)
	if _, err := TakeUp(s); err == nil || !strings.Contains(err.Error(), "sultan: yazid.camels: 11 beside the board and 1 on it make 12, Yazid has 11") {
		t.Errorf("Yazid: got %v", err)
	}
}
