package advisor

import (
	"fmt"
	"math"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// While Yazid holds five Assassins, each one a way of the outbid's choice
// gives him costs outbid_assassin more: the strike's (white 2, black 6
// strikes one on tracked.yaml) and the re-roll's expected; at 30 the
// choice turns to the outbid, and ChooseOutbid chooses as Outbid does.
// The negative twin: holding four, the weight changes nothing.
func TestOutbidAssassinWeight(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	r := sultan.Roll{White: 2, Black: 6}
	w0 := DefaultWeights()
	w1 := w0
	w1.OutbidAssassin = 30
	for _, held := range []int{5, 4} {
		t.Run(fmt.Sprintf("Yazid holds %d", held), func(t *testing.T) {
			s := st.Clone()
			s.Yazid.Assassins, s.Player.Coins = held, 30
			a0, err := Outbid(s, r, Options{Weights: w0, Rules: rules})
			if err != nil {
				t.Fatal(err)
			}
			o1 := Options{Weights: w1, Rules: rules}
			a1, err := Outbid(s, r, o1)
			if err != nil {
				t.Fatal(err)
			}
			if held != 5 {
				if a0.Outbid != a1.Outbid || a0.StrikeValue != a1.StrikeValue || a0.OutbidValue != a1.OutbidValue {
					t.Errorf("holding %d: %v %v %v, want %v %v %v", held, a1.Outbid, a1.StrikeValue, a1.OutbidValue, a0.Outbid, a0.StrikeValue, a0.OutbidValue)
				}
				return
			}
			if a0.Strike.Assassins != 1 || a0.OutbidMove == nil || a0.OutbidMove.Yazid.Assassins == 0 {
				t.Fatalf("strike's Assassins %v, outbid move %+v: want 1 and some", a0.Strike.Assassins, a0.OutbidMove)
			}
			if a0.Outbid || !a1.Outbid {
				t.Errorf("outbid at 0 %v, at 30 %v: want false, true", a0.Outbid, a1.Outbid)
			}
			if got, want := a0.StrikeValue-a1.StrikeValue, 30.0; math.Abs(got-want) > 1e-9 {
				t.Errorf("strike value down %v, want %v", got, want)
			}
			if got, want := a0.OutbidValue-a1.OutbidValue, 30*a0.OutbidMove.Yazid.Assassins; math.Abs(got-want) > 1e-9 {
				t.Errorf("outbid value down %v, want %v", got, want)
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
