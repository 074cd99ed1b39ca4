package advisor

import (
	"testing"

	"github.com/naqala/naqala/sultan"
)

// The re-roll after an outbid is the last roll of a round with no turn of
// the player's after it: when it places Yazid's last Camel (or the player
// placed his before it) and the player then has no more Viziers than the
// Council, the final check loses the game, and the roll's threat counts
// it (finalLost). The twins: the same roll with a turn of the player's
// after it (next round's roll: the turn can still take the lead), and a
// lead no roll can take away.
func TestFinalRollLosesTheFinalCheck(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	cases := []struct {
		name             string
		yazidCamels      int
		playerCamels     int
		viziers, council int
		final            bool
		wantLoss         bool // PLoss above the roll's own losses
	}{
		{name: "his last Camel, a tie, no turn after", yazidCamels: 1, playerCamels: 5, viziers: 3, council: 3, final: true, wantLoss: true},
		{name: "twin: his last Camel, a tie, a turn after", yazidCamels: 1, playerCamels: 5, viziers: 3, council: 3},
		{name: "twin: his last Camel, a lead no roll takes", yazidCamels: 1, playerCamels: 5, viziers: 20, council: 3, final: true},
		{name: "the player's last Camel placed, a lead of one", yazidCamels: 5, playerCamels: 0, viziers: 4, council: 3, final: true, wantLoss: true},
		{name: "twin: the player's last Camel placed, a lead no roll takes", yazidCamels: 5, playerCamels: 0, viziers: 20, council: 3, final: true},
		{name: "twin: Camels left on both sides, a tie", yazidCamels: 5, playerCamels: 5, viziers: 3, council: 3, final: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := st.Clone()
			s.Yazid.Camels, s.Player.Camels = c.yazidCamels, c.playerCamels
			s.Player.Viziers, s.Yazid.Council = c.viziers, c.council
			w := DefaultWeights()
			got := (&threatFinder{rules: rules, w: w, final: c.final}).threat(s)
			base := (&threatFinder{rules: rules, w: w}).threat(s)
			if c.wantLoss {
				if got.PLoss <= base.PLoss {
					t.Fatalf("PLoss %v, want above %v (the roll's own losses)", got.PLoss, base.PLoss)
				}
			} else if got != base {
				t.Fatalf("got %+v, want %+v (no final check lost)", got, base)
			}
			// The bounded sum agrees with the full one.
			f := &threatFinder{rules: rules, w: w, final: c.final}
			f.orderRolls(s, 0, w, false)
			above, ok := f.threatAbove(s, 1e9, 0, threatWeights(s, w), false, -1e18)
			if !ok || above != got {
				t.Errorf("threatAbove %+v (ok %v), want %+v", above, ok, got)
			}
		})
	}
}

// Outbid's move is valued with the re-roll as the last roll of the game
// when it places Yazid's last Camel: the outbid move's Yazid figures
// count the final check its re-roll loses. The twin: with Camels left on
// both sides the same figures count none.
func TestOutbidReRollLosesTheFinalCheck(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	w := DefaultWeights()
	o := Options{Weights: w, Rules: rules}
	r := sultan.Roll{White: 1, Black: 1}
	for _, c := range []struct {
		name        string
		yazidCamels int
		wantLoss    bool
	}{
		{name: "his last Camel", yazidCamels: 1, wantLoss: true},
		{name: "twin: Camels left", yazidCamels: 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := st.Clone()
			s.Yazid.Camels, s.Player.Viziers, s.Yazid.Council = c.yazidCamels, 0, 3
			s.Player.Coins = 20
			adv, err := Outbid(s, r, o)
			if err != nil {
				t.Fatal(err)
			}
			if adv.OutbidMove == nil {
				t.Fatal("no outbid move")
			}
			paid := s.Clone()
			paid.Player.Coins -= r.Cost()
			after, _, err := sultan.PlayTurn(paid, adv.OutbidMove.Plan)
			if err != nil {
				t.Fatal(err)
			}
			final := (&threatFinder{rules: rules, w: w, final: true}).threat(after)
			plain := (&threatFinder{rules: rules, w: w}).threat(after)
			if got := adv.OutbidMove.Yazid; got != final {
				t.Errorf("outbid move's Yazid %+v, want %+v (the final check counted)", got, final)
			}
			if c.wantLoss != (final.PLoss > plain.PLoss) {
				t.Errorf("PLoss %v, without the final check %v: want above it %v", final.PLoss, plain.PLoss, c.wantLoss)
			}
		})
	}
}
