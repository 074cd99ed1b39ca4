package scoring

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestTotalIsScores: Total gives each seat's total as Score does, on
// random boards, one buffer reused from call to call, its tiles listed
// afresh (a buffer holding another board's tiles reads none of them),
// and Score's error on a game it cannot score. The twin: the buffer's
// array is reused when it has room.
func TestTotalIsScores(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 13))
	all := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	var buf []HeldTile
	for n := range 100 {
		players := 2 + n%4
		g := Game{Expansions: all, Players: randomPlayers(rng, players), Board: randomBoard(rng, players)}
		r := DefaultRules()
		if n%2 == 1 {
			r.LakeAdjacency = LakeOrthogonal
		}
		res, err := Score(g, r)
		if err != nil {
			t.Fatal(err)
		}
		for seat := range g.Players {
			got, next, err := Total(g, seat, r, buf)
			if err != nil || got != res.Players[seat].Total {
				t.Fatalf("game %d seat %d: Total %d %v, Score %d", n, seat, got, err, res.Players[seat].Total)
			}
			if cap(buf) >= len(next) && len(next) > 0 && &next[0] != &buf[:1][0] {
				t.Fatalf("game %d seat %d: the buffer's array was not reused", n, seat)
			}
			buf = next
		}
	}
	bad := Game{Players: []Player{{Name: "a", Djinns: []HeldDjinn{{Name: "Ptah"}}}}, Board: game.NewBoard(1, 1)}
	if _, _, err := Total(bad, 0, DefaultRules(), nil); err == nil {
		t.Error("a Djinn of unknown VP: Total scored it")
	}
	if _, _, err := Total(bad, 1, DefaultRules(), nil); err == nil {
		t.Error("seat 1 of 1 player: Total scored it")
	}
}
