package selfplay

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// bagTable is the base setup board (3 meeples a tile), r1 c1 (YWR),
// r1 c2 (YGB) and r4 c2 (GGG) emptied, the player holding the 2 Viziers
// and the Elder: the bag holds 4 Merchants, a Builder and an Assassin.
func bagTable(t *testing.T) sultan.State {
	t.Helper()
	b, err := game.ParseBoard(`V[YGR] S6[YBR] O[WGB] SM[WWG] LM[YGR] S12[BBR]
O[YWB] SM[] V[WWB] SM[RRR] S6[WGB] O[GBR]
SM[YWR] LM[YYR] S15[GGR] O[WBB] SM[GGG] V[WWR]
S10[WWB] O[YWB] SM[GRR] V[YWR] LM[YBR] SM[YWG]
LM[] V[] O[YWB] S6[GBB] SM[YWB] S6[YWR]`)
	if err != nil {
		t.Fatal(err)
	}
	return sultan.State{Board: b, Player: sultan.Holdings{Viziers: 2, Elders: 1}}
}

// Self-play draws Anun-Nak's 3 meeples from the bag the table holds,
// each draw as likely as sultan.BagDraws says (within 4 standard errors
// over 20,000 draws), the same draws from the same seed, from the game's
// own bag stream; the Elder paid is in the bag. The twin: with fewer than 3 in the bag the power is
// not used.
func TestDrawBagFromTheTable(t *testing.T) {
	st := bagTable(t)
	bag, _ := st.Bag()
	if bag != (game.Meeples{game.Merchant: 4, game.Builder: 1, game.Assassin: 1}) {
		t.Fatalf("the table's bag %v, want GGGGBR", bag)
	}
	want := map[game.Meeples]float64{}
	for _, d := range sultan.BagDraws(bag, 3) {
		want[d.Meeples] = d.P
	}
	const n = 20000
	s := &supply{rng: rand.New(rand.NewPCG(1, 2))}
	got := map[game.Meeples]int{}
	for range n {
		u, ok := s.drawFor(st, sultan.PowerUse{Power: "Anun-Nak", Pay: sultan.PayFakir, Meeples: "YYY"})
		m, err := game.ParseMeeples(u.Meeples)
		if !ok || err != nil {
			t.Fatalf("drew %q (%v, %v)", u.Meeples, ok, err)
		}
		if _, in := want[m]; !in {
			t.Fatalf("drew %v, not a draw of the bag %v", m, bag)
		}
		got[m]++
	}
	for m, p := range want {
		se := math.Sqrt(p * (1 - p) / n)
		if f := float64(got[m]) / n; math.Abs(f-p) > 4*se {
			t.Errorf("draw %v: %.4f of the draws, want %.4f", m, f, p)
		}
	}
	again := &supply{rng: rand.New(rand.NewPCG(1, 2))}
	first, _ := (&supply{rng: rand.New(rand.NewPCG(1, 2))}).drawFor(st, sultan.PowerUse{Power: "Anun-Nak", Pay: sultan.PayFakir})
	if u, _ := again.drawFor(st, sultan.PowerUse{Power: "Anun-Nak", Pay: sultan.PayFakir}); u.Meeples != first.Meeples {
		t.Errorf("the same seed drew %q, then %q", first.Meeples, u.Meeples)
	}
	// Paid with an Elder: the Elder is in the bag when the 3 are drawn.
	elders := 0
	for range 2000 {
		u, _ := s.drawFor(st, sultan.PowerUse{Power: "Anun-Nak", Pay: sultan.PayElder})
		m, _ := game.ParseMeeples(u.Meeples)
		elders += m[game.Elder]
	}
	if elders == 0 {
		t.Errorf("paid with an Elder: no Elder drawn in 2000 draws")
	}
	// The game's bag stream (bagRand): a draw leaves the decks' stream
	// as it was, so it shifts no later reshuffle.
	own := &supply{rng: rand.New(rand.NewPCG(5, 6)), bag: bagRand(10, 0)}
	if _, ok := own.drawFor(st, sultan.PowerUse{Power: "Anun-Nak", Pay: sultan.PayFakir}); !ok || own.rng.Uint64() != rand.New(rand.NewPCG(5, 6)).Uint64() {
		t.Errorf("a draw with the bag's stream moved the decks' stream")
	}
	// Twin: 2 in the bag.
	st.Board.At(game.Place{Col: 1, Row: 1}).Meeples = game.Meeples{game.Merchant: 4}
	if b, _ := st.Bag(); b.Total() != 2 {
		t.Fatalf("the twin's bag %v, want 2", b)
	}
	if u, ok := s.drawFor(st, sultan.PowerUse{Power: "Anun-Nak", Pay: sultan.PayFakir}); ok {
		t.Errorf("drew %q from a bag of 2, want the power not used", u.Meeples)
	}
}
