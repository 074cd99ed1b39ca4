package labels

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestRollTakes: what a roll does, in table words, in English and
// German; a roll that loses says only that, one that takes nothing says
// so (the twins of the listing).
func TestRollTakes(t *testing.T) {
	for _, tc := range []struct {
		lang                      Lang
		loses                     bool
		assassins, council, coins int
		want                      string
	}{
		{English, false, 2, 1, 6, "takes 2 red Assassins, 1 yellow Vizier to the Council, 6 coins"},
		{English, false, 0, 0, 1, "takes 1 coin"},
		{English, false, 0, 0, 0, "takes nothing of yours"},
		{English, true, 2, 1, 6, "loses the game"},
		{German, true, 0, 0, 0, "verliert das Spiel"},
		{German, false, 0, 0, 0, "nimmt nichts von dir"},
	} {
		if got := For(tc.lang).RollTakes(tc.loses, tc.assassins, tc.council, tc.coins); got != tc.want {
			t.Errorf("%v %v %d %d %d: %q, want %q", tc.lang, tc.loses, tc.assassins, tc.council, tc.coins, got, tc.want)
		}
	}
}

// TestStrikeTakes: the outbid advice's words name every part of the
// engine's turn of the strike: each tribe taken, the Viziers to the
// Council, the Merchants' cards, the coins and a Djinn bought, in en and
// de; a loss says only that, a turn taking nothing says so (the twins).
func TestStrikeTakes(t *testing.T) {
	djinn := "Enki"
	turn := sultan.Turn{Captures: []sultan.Capture{
		{Taken: game.Meeples{game.Assassin: 1, game.Vizier: 1, game.Elder: 1}},
		{Taken: game.Meeples{game.Merchant: 2, game.Builder: 1, game.Artisan: 1}, Merchants: 2, CoinsPaid: 3},
	}, DjinnBought: &djinn}
	for _, tc := range []struct {
		lang  Lang
		loses bool
		turn  sultan.Turn
		want  string
	}{
		{English, false, turn, "takes 1 Assassin, 1 Vizier to the Council, 1 Elder, 1 Artisan, 2 Merchants, 2 cards, 1 Builder, 3 coins, a Djinn"},
		{German, false, turn, "nimmt 1 Meuchelmörder, 1 Wesir in den Rat, 1 Ältesten, 1 Kunstschmied, 2 Händler, 2 Karten, 1 Baumeister, 3 Gold, ein Dschinn"},
		{English, true, turn, "loses the game"},
		{English, false, sultan.Turn{Captures: []sultan.Capture{{}}}, "takes nothing of yours"},
	} {
		if got := For(tc.lang).StrikeTakes(tc.loses, tc.turn); got != tc.want {
			t.Errorf("%v %v:\n got %q\nwant %q", tc.lang, tc.loses, got, tc.want)
		}
	}
}
