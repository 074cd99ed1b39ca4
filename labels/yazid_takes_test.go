package labels

import "testing"

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
