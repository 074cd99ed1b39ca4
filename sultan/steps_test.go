package sultan

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
)

// kinds lists the kinds of steps, in order.
func kinds(steps []Step) []StepKind {
	out := make([]StepKind, len(steps))
	for i, s := range steps {
		out[i] = s.Kind
	}
	return out
}

// TestStepsIncomeTiming: the Dhenim's income (the tile has a Vizier) comes
// before the Builders' payment by default, after it under after_payment,
// and not at all after a short payment there; with 4 coins the income
// first makes the 6-coin payment, after it the payment is short.
func TestStepsIncomeTiming(t *testing.T) {
	take, council, bag, pay, income, camel, loss := StepTake, StepCouncil, StepToBag, StepPay, StepIncome, StepCamel, StepLoss
	tests := []struct {
		name   string
		coins  int
		timing IncomeTiming
		want   []StepKind
	}{
		{"before the payment", 10, BeforePayment, []StepKind{take, council, income, bag, pay, camel}},
		{"before the payment, which it makes", 4, BeforePayment, []StepKind{take, council, income, bag, pay, camel}},
		{"after the payment", 10, AfterPayment, []StepKind{take, council, bag, pay, income, camel}},
		{"after a short payment: withheld", 4, AfterPayment, []StepKind{take, council, bag, pay, camel, loss}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rules := DefaultRules()
			rules.IncomeTiming = tc.timing
			st := state(oneTile(t, "BBY"), base, tc.coins, game.Dhenim)
			before := st.Clone()
			turn, err := ResolveTurn(&st, Roll{4, 2}, rules, nil)
			must(t, err)
			if got := kinds(Steps(before, turn, rules)); !equalKinds(got, tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func equalKinds(a, b []StepKind) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestPropertyStepsFollowTheTable: on random tables, rules and rolls,
// following the steps one by one brings the table where the engine
// brought it: the player's coins (income and payments), Yazid's Council,
// Elders, Assassins, Artisans, Fakirs, Djinns and camels; a step's Total
// is the running figure; the loss and the game end are the turn's.
func TestPropertyStepsFollowTheTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 1000; i++ {
		b, x := randomBoard(t, rng)
		rules := randomRules(rng)
		st := state(b, x, rng.IntN(12), game.Dhenim, game.Nekir, game.Marid, game.Baal)
		st.Yazid.Elders, st.Yazid.Fakirs, st.Yazid.Assassins = rng.IntN(3), rng.IntN(3), rng.IntN(7)
		if rng.IntN(2) == 0 {
			st.Resources = []game.Resource{{Fakir: true}, {Good: game.Fish}, {Fakir: true}}
		}
		before := st.Clone()
		r := Roll{White: 1 + rng.IntN(6), Black: 1 + rng.IntN(6)}
		turn, _ := resolveRandomly(t, rng, &st, r, rules)
		y, coins := before.Yazid, before.Player.Coins
		lost, ended := game.NotLost, false
		for _, s := range Steps(before, turn, rules) {
			var total int
			switch s.Kind {
			case StepCouncil:
				y.Council += s.Count
				total = y.Council
			case StepToYazid:
				switch s.Tribe {
				case game.Elder:
					y.Elders += s.Count
					total = y.Elders
				case game.Assassin:
					y.Assassins += s.Count
					total = y.Assassins
				case game.Artisan:
					y.Artisans += s.Count
					total = y.Artisans
				}
			case StepCards:
				y.Fakirs += s.Fakirs
				total = y.Fakirs
			case StepIncome:
				coins += s.Count
				total = coins
			case StepPay:
				y.Fakirs -= s.Fakirs
				coins -= s.Paid
				total = coins
				if s.Paid != min(s.Count, s.Total+s.Paid) || s.Count != (s.Builders+s.Fakirs)*s.BlueTiles {
					t.Fatalf("case %d: payment %+v", i, s)
				}
			case StepCamel:
				y.Camels--
				total = y.Camels
			case StepBuy:
				y.Elders -= s.Elders
				y.Fakirs -= s.Fakirs
				y.Djinns++
				total = y.Djinns
			case StepLoss:
				lost = s.Loss
			case StepGameEnd:
				ended = true
			}
			if total != s.Total {
				t.Fatalf("case %d: step %+v, running figure %d", i, s, total)
			}
		}
		if y != st.Yazid || coins != st.Player.Coins {
			t.Fatalf("case %d %v %+v: the steps leave Yazid %+v and %d coins, the engine %+v and %d\n%s",
				i, r, rules, y, coins, st.Yazid, st.Player.Coins, before.Board)
		}
		if lost != turn.Lost || ended != (turn.GameEnd && turn.Lost == game.NotLost) {
			t.Fatalf("case %d: steps say loss %v, end %v; the turn %v, %v", i, lost, ended, turn.Lost, turn.GameEnd)
		}
	}
}
