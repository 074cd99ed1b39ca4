package game

import (
	"strings"
	"testing"
)

func TestPlayersReason(t *testing.T) {
	// Every set of expansions and count of players: 5 players only with
	// Whims (reference section 8), never more than 5.
	for mask := 0; mask < 8; mask++ {
		x := Expansions{Artisans: mask&1 != 0, Thieves: mask&2 != 0, Whims: mask&4 != 0}
		for n := 1; n <= 6; n++ {
			reason := PlayersReason(n, x)
			ok := n <= 4 || n == 5 && x.Whims
			switch {
			case ok && reason != "":
				t.Errorf("%d players with %s: got %q, want no reason", n, x, reason)
			case !ok && reason == "":
				t.Errorf("%d players with %s: got no reason", n, x)
			case n == 5 && reason != "" && !strings.Contains(reason, "needs the whims expansion"):
				t.Errorf("5 players with %s: got %q, want the reason: Whims", x, reason)
			}
		}
	}
}
