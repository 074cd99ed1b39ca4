package sultan

import (
	"reflect"
	"testing"
)

// TestLosingPaymentRolls: every roll whose Builders would demand more
// coins than the player holds is listed, checked against resolving each
// of the 36 rolls (the player answering a redirect with the smallest
// payment). With 3 coins the two Builder tiles and the double strikes of
// their columns lose; with plenty of coins no roll does (the twin).
func TestLosingPaymentRolls(t *testing.T) {
	b := grid(t, base, `
- - - - - -
- B - - - -
- - - - - -
- - - - BB -
Y - - - - -`)
	for _, coins := range []int{0, 1, 3, 8, 100} {
		st := state(b, base, coins)
		var want []Roll
		for w := 1; w <= 6; w++ {
			for k := 1; k <= 6; k++ {
				least := leastOverAnswers(t, st, Roll{w, k}, func(turn Turn) int {
					n := 0
					for _, c := range turn.Captures {
						n += c.CoinsDue
					}
					return n
				})
				if least > coins {
					want = append(want, Roll{w, k})
				}
			}
		}
		got := ComputeExposure(st, DefaultRules(), PlayerChoosesBest).LosingPayments
		if !reflect.DeepEqual(got, want) {
			t.Errorf("with %d coins: got %v, want %v", coins, got, want)
		}
		if coins == 3 && len(got) < 2 {
			t.Errorf("with 3 coins: got %v, want more than one losing roll", got)
		}
		if coins == 100 && len(got) != 0 {
			t.Errorf("with 100 coins: got %v, want none", got)
		}
	}
}
