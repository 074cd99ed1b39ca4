package advisor

import (
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The end's Vizier check (endLost) steers the answer to a redirect when
// the roll can place Yazid's last Camel, and reads the player's Viziers,
// which the holdings' number keys only for the re-roll (final). A finder
// that met the same tiles with other Viziers first gives a fresh
// finder's threat: the damages it keeps by holdings (held) are those of
// rolls that ask no answer, so no answer is chosen on a flag kept from
// another table. The twin: with Camels left no roll ends the game, and
// the Viziers change nothing.
func TestThreatReusedAcrossViziers(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	// Column 1 emptied: its white rolls are redirected.
	for row := 1; row <= st.Board.Rows; row++ {
		st.Board.At(game.Place{Col: 1, Row: row}).Meeples = game.Meeples{}
	}
	w := DefaultWeights()
	for _, c := range []struct {
		name        string
		yazidCamels int
		final       bool
		steers      bool // the Viziers change the answers chosen
	}{
		{name: "his last Camel", yazidCamels: 1, steers: true},
		{name: "his last Camel, the re-roll", yazidCamels: 1, final: true, steers: true},
		{name: "his last two Camels", yazidCamels: 2, steers: true},
		{name: "twin: Camels left", yazidCamels: 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			tie, lead := st.Clone(), st.Clone()
			for _, s := range []*sultan.State{&tie, &lead} {
				s.Yazid.Camels, s.Yazid.Council = c.yazidCamels, 3
			}
			tie.Player.Viziers, lead.Player.Viziers = 3, 30
			freshTie := (&threatFinder{rules: rules, w: w, final: c.final}).threat(tie)
			freshLead := (&threatFinder{rules: rules, w: w, final: c.final}).threat(lead)
			// Apart from a loss the final check counts (final), the
			// answers chosen differ.
			a, b := freshTie, freshLead
			a.PLoss, b.PLoss = 0, 0
			steers := a != b
			if steers != c.steers {
				t.Fatalf("the Viziers steer the answers: got %v, want %v (tie %+v, lead %+v)", steers, c.steers, freshTie, freshLead)
			}
			f := &threatFinder{rules: rules, w: w, final: c.final}
			f.threat(lead)
			if got := f.threat(tie); got != freshTie {
				t.Errorf("tie after lead: got %+v, want %+v", got, freshTie)
			}
			g := &threatFinder{rules: rules, w: w, final: c.final}
			g.threat(tie)
			if got := g.threat(lead); got != freshLead {
				t.Errorf("lead after tie: got %+v, want %+v", got, freshLead)
			}
		})
	}
}
