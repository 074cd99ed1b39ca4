package sultan

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// The bag is the box less the board and what both sides hold; a tile
// still to be asked hides its 3 starting meeples.
func TestBag(t *testing.T) {
	b := grid(t, base, full)
	st := state(b, base, 25)
	if bag, hidden := st.Bag(); !bag.Empty() || hidden != 0 {
		t.Fatalf("setup board (90 meeples on 30 tiles): got the bag %v (%d hidden), want it empty", bag, hidden)
	}
	// r2 c4 (GGR) and r1 c1 (YWW) emptied: the player keeps the
	// Vizier, Yazid the 2 Elders and the Assassin.
	b.At(pl(4, 2)).Meeples = game.Meeples{}
	b.At(pl(1, 1)).Meeples = game.Meeples{}
	st.Player.Viziers, st.Yazid.Elders, st.Yazid.Assassins = 1, 2, 1
	if bag, hidden := st.Bag(); bag != (game.Meeples{game.Merchant: 2}) || hidden != 0 {
		t.Errorf("got the bag %v (%d hidden), want GG", bag, hidden)
	}
	// Twin: the Assassin not Yazid's (the player's Assassins went back).
	st.Yazid.Assassins = 0
	if bag, _ := st.Bag(); bag != (game.Meeples{game.Merchant: 2, game.Assassin: 1}) {
		t.Errorf("the Assassin not Yazid's: got the bag %v, want GGR", bag)
	}
	// A tile still to be asked (r2 c2, RRW): its placeholder is not the
	// box's, its 3 starting meeples are hidden among the bag's counts.
	u := State{Board: grid(t, base, full), Expansions: base}
	u.Board.At(pl(2, 2)).Meeples = game.Meeples{game.Merchant: 1}
	u.Unknown = []game.Place{pl(2, 2)}
	u.placeholder = []game.Meeples{{game.Merchant: 1}}
	if bag, hidden := u.Bag(); bag != (game.Meeples{game.Elder: 1, game.Assassin: 2}) || hidden != 3 {
		t.Errorf("an unknown tile: got the bag %v (%d hidden), want WRR (3 hidden)", bag, hidden)
	}
}

// BagDraws gives each multiset of the draw the probability the ordered
// draws without replacement give it, summing to 1, at most C(n+2, 3)
// of them.
func TestBagDrawsMatchOrderedDraws(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 20))
	bags := []game.Meeples{
		{game.Vizier: 3},
		{game.Merchant: 2, game.Builder: 1},
		{game.Vizier: 1, game.Elder: 1, game.Merchant: 1, game.Builder: 1, game.Assassin: 1, game.Artisan: 1},
	}
	for range 20 {
		var b game.Meeples
		for tr := range b {
			b[tr] = rng.IntN(5)
		}
		bags = append(bags, b)
	}
	for _, bag := range bags {
		draws := BagDraws(bag, AnunNakDraw)
		if bag.Total() < 3 {
			if draws != nil {
				t.Errorf("bag %v: got %d draws, want none", bag, len(draws))
			}
			continue
		}
		// Every ordered draw of 3 distinct meeples, each as likely.
		var items []game.Tribe
		for _, tr := range game.Tribes {
			for range bag[tr] {
				items = append(items, tr)
			}
		}
		count := map[game.Meeples]float64{}
		ordered := 0.0
		for i := range items {
			for j := range items {
				for k := range items {
					if i == j || j == k || i == k {
						continue
					}
					var m game.Meeples
					m[items[i]]++
					m[items[j]]++
					m[items[k]]++
					count[m]++
					ordered++
				}
			}
		}
		sum := 0.0
		for _, d := range draws {
			sum += d.P
			if want := count[d.Meeples] / ordered; math.Abs(d.P-want) > 1e-12 {
				t.Errorf("bag %v, draw %v: got p %v, want %v", bag, d.Meeples, d.P, want)
			}
			delete(count, d.Meeples)
		}
		if len(count) > 0 {
			t.Errorf("bag %v: draws not listed: %v", bag, count)
		}
		if math.Abs(sum-1) > 1e-12 {
			t.Errorf("bag %v: the draws' probabilities sum to %v, want 1", bag, sum)
		}
		if len(draws) > 56 {
			t.Errorf("bag %v: %d draws, more than C(8, 3) = 56", bag, len(draws))
		}
	}
}

// Anun-Nak draws 3 meeples the bag holds: not with fewer than 3 in it
// (the setup board: every meeple on it or held), nor a tribe the bag
// lacks; the twins, a bag of 3 and a draw of what it holds, are taken.
func TestAnunNakDrawsFromTheBag(t *testing.T) {
	at := pl(1, 1)
	use := func(t *testing.T, inBag bool, meeples string) (State, error) {
		b := grid(t, base, full)
		b.At(at).Meeples = game.Meeples{} // YWW: the player's
		if inBag {
			b.At(pl(4, 2)).Meeples = game.Meeples{} // GGR in the bag
		}
		st := state(b, base, 25, "Anun-Nak")
		st.Player.Viziers, st.Player.Elders = 1, 2
		var tp TurnProgress
		listed := false
		for _, o := range tp.PowerOptions(st) {
			listed = listed || o.Power == "Anun-Nak"
		}
		if listed != inBag {
			t.Errorf("Anun-Nak listed %v, want %v (3 in the bag: %v)", listed, inBag, inBag)
		}
		err := tp.usePower(&st, PowerUse{Power: "Anun-Nak", At: &at, Meeples: meeples})
		return st, err
	}
	t.Run("empty bag", func(t *testing.T) {
		_, err := use(t, false, "GGR")
		if err == nil || !strings.Contains(err.Error(), "fewer than 3 meeples") {
			t.Errorf("got %v, want a refusal: the bag holds fewer than 3", err)
		}
	})
	t.Run("a tribe the bag lacks", func(t *testing.T) {
		_, err := use(t, true, "GGY")
		if err == nil || !strings.Contains(err.Error(), "Viziers drawn: 1, the bag holds 0") {
			t.Errorf("got %v, want a refusal: no Vizier in the bag", err)
		}
		if c := RefusalCode(EventPower, err); c != "power.table" {
			t.Errorf("got the problem %q, want power.table (naqala turn)", c)
		}
	})
	t.Run("the bag's 3", func(t *testing.T) {
		st, err := use(t, true, "GRG")
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Board.Tile(at).Meeples; got != (game.Meeples{game.Merchant: 2, game.Assassin: 1}) {
			t.Errorf("got %v on %s, want GGR", got, at)
		}
		if bag, _ := st.Bag(); bag != (game.Meeples{game.Elder: 1}) {
			t.Errorf("got the bag %v after the draw, want the Elder paid", bag)
		}
	})
}
