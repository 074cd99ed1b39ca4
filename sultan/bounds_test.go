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
