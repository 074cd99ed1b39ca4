package labels

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

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
