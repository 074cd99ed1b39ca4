package advisor

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// A hidden Item draw scores nothing exact (FORMATS section 8: score_change
// is exact): the Item the advice plays (the first the box still has) is
// counted in the estimate, at its VP, and left out of the score change.
// The negative twin: a turn that draws nothing has a score change that is
// the whole change of the score, the estimate without any Item.
func TestHiddenDrawIsEstimated(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	o := Options{Top: 300, Weights: DefaultWeights(), Rules: rules}
	adv, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	before, _, err := scoreOf(st, o)
	if err != nil {
		t.Fatal(err)
	}
	var drew, plain int
	for _, m := range adv.Moves {
		after := st.Clone()
		if _, err := sultan.PlayTurnOn(&after, m.Plan); err != nil {
			t.Fatal(err)
		}
		whole, _, err := scoreOf(after, o)
		if err != nil {
			t.Fatal(err)
		}
		vp := 0
		for _, it := range m.Turn.Items {
			vp += it.VP()
		}
		est := estimate(st, after, o.Weights)
		if len(m.Turn.Items) > 0 {
			drew++
			if vp == 0 || m.Turn.Items[0] != game.JewelsItem {
				t.Fatalf("%v: drew %v, want the Jewels (the first Item of the box)", m.Actions, m.Turn.Items)
			}
		} else {
			plain++
		}
		if got, want := m.ScoreChange, whole-vp-before; got != want {
			t.Errorf("%v: score change %d, want %d (the hidden Items' %d VP left out)", m.Actions, got, want, vp)
		}
		if got, want := m.Estimate, est+float64(vp); got != want {
			t.Errorf("%v: estimate %v, want %v (the hidden Items' %d VP in it)", m.Actions, got, want, vp)
		}
	}
	if drew == 0 || plain == 0 {
		t.Fatalf("%d moves drew an Item, %d did not: want both", drew, plain)
	}
}
