package advisor

import (
	"fmt"
	"math"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// While Yazid holds DeeperOutbid Assassins or more, the outbid's choice
// counts next round's roll on both ways: the strike's after its move
// (the move's value with its roll), the outbid's after each re-roll
// (nextRound). On tracked.yaml white 2, black 6 strikes one Assassin:
// holding five, the strike gives him the sixth, and next round's roll
// then loses on every Assassin it strikes; the choice turns to the
// outbid, and ChooseOutbid chooses as Outbid does. The negative twin:
// holding four, DeeperOutbid 5 changes nothing.
func TestOutbidDeeperAtFiveAssassins(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	r := sultan.Roll{White: 2, Black: 6}
	for _, held := range []int{5, 4} {
		t.Run(fmt.Sprintf("Yazid holds %d", held), func(t *testing.T) {
			s := st.Clone()
			s.Yazid.Assassins, s.Player.Coins = held, 30
			o0 := Options{Weights: DefaultWeights(), Rules: rules}
			a0, err := Outbid(s, r, o0)
			if err != nil {
				t.Fatal(err)
			}
			o1 := o0
			o1.DeeperOutbid = 5
			a1, err := Outbid(s, r, o1)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("held %d: outbid %v -> %v, strike %.2f -> %.2f, outbid %.2f -> %.2f", held, a0.Outbid, a1.Outbid, a0.StrikeValue, a1.StrikeValue, a0.OutbidValue, a1.OutbidValue)
			if held != 5 {
				if a1.Deeper || a0.Outbid != a1.Outbid || a0.StrikeValue != a1.StrikeValue || a0.OutbidValue != a1.OutbidValue {
					t.Errorf("holding %d: deeper %v, %v %v %v, want false, %v %v %v", held, a1.Deeper, a1.Outbid, a1.StrikeValue, a1.OutbidValue, a0.Outbid, a0.StrikeValue, a0.OutbidValue)
				}
				return
			}
			if a0.Deeper || !a1.Deeper {
				t.Errorf("deeper %v at DeeperOutbid 0, %v at 5: want false, true", a0.Deeper, a1.Deeper)
			}
			if a0.Strike.Assassins != 1 || a1.StrikeMove == nil || a1.OutbidMove == nil {
				t.Fatalf("strike's Assassins %v, moves %v %v: want 1 and both", a0.Strike.Assassins, a1.StrikeMove, a1.OutbidMove)
			}
			m := a1.StrikeMove
			if m.Yazid.PLoss <= 0 || m.Yazid.PLoss >= 1 {
				t.Fatalf("next round's roll after the strike's move loses in %v: want some, not all", m.Yazid.PLoss)
			}
			if got, want := a0.StrikeValue-a1.StrikeValue, float64(m.ScoreChange)+m.Estimate-m.Value; math.Abs(got-want) > 1e-9 {
				t.Errorf("strike value down %v, want its move's roll %v", got, want)
			}
			next, err := nextRound(func() sultan.State { p := s.Clone(); p.Player.Coins -= r.Cost(); return p }(), a1.OutbidMove, o1)
			if err != nil {
				t.Fatal(err)
			}
			if next <= 0 {
				t.Errorf("next round after the outbid takes %v: want some", next)
			}
			if a0.Outbid || !a1.Outbid {
				t.Errorf("outbid one roll %v, deeper %v: want false, true", a0.Outbid, a1.Outbid)
			}
			if testing.Short() {
				return // ChooseOutbid's search: a second
			}
			c, err := ChooseOutbid(s, r, o1)
			if err != nil {
				t.Fatal(err)
			}
			if c.Outbid != a1.Outbid {
				t.Errorf("ChooseOutbid %v, Outbid %v", c.Outbid, a1.Outbid)
			}
		})
	}
}

// BenchmarkOutbidFive is the outbid's advice on tracked.yaml, Yazid
// holding five Assassins, white 2 black 6 (a strike that gives him the
// sixth): one roll (/one) and counting next round's roll (/deeper,
// DeeperOutbid 5).
func BenchmarkOutbidFive(b *testing.B) {
	st, rules := loadState(b, "tracked.yaml")
	st.Yazid.Assassins, st.Player.Coins = 5, 30
	r := sultan.Roll{White: 2, Black: 6}
	for _, c := range []struct {
		name  string
		from5 int
	}{{"one", 0}, {"deeper", 5}} {
		b.Run(c.name, func(b *testing.B) {
			o := Options{Weights: DefaultWeights(), Rules: rules, DeeperOutbid: c.from5}
			for b.Loop() {
				if _, err := Outbid(st, r, o); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
