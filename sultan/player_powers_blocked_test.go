package sultan

import (
	"slices"
	"testing"
)

// PowerBlocks says why each power held is not usable now, and lists none
// that is: Sloar without a Fakir cannot be paid (with one it is an
// option, not a block), Leta wants 2 Elders, Hagis a Palace placed this
// turn, Enki used already; before the move Hagis has nothing to act on
// and the others are options.
func TestPowerBlocks(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	st.Player.Djinns = []string{"Sloar", "Enki", "Hagis", "Marid"}
	st.Player.Elders = 1
	tp := TurnProgress{Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y"), Powers: []string{"Enki"}}
	got := tp.PowerBlocks(st)
	want := map[string]BlockReason{"Sloar": BlockPay, "Enki": BlockUsed, "Hagis": BlockNothing}
	if len(got) != len(want) {
		t.Fatalf("got %+v, want %v", got, want)
	}
	for _, b := range got {
		if want[b.Power] != b.Why {
			t.Errorf("%s: %s, want %s", b.Power, b.Why, want[b.Power])
		}
		if b.Power == "Sloar" && !slices.Equal(b.Pays, []Payment{PayFakir}) {
			t.Errorf("Sloar's cost: %v", b.Pays)
		}
	}
	// The twin: with a Fakir, Sloar is an option and no block.
	st.Player.Fakirs = 1
	for _, b := range tp.PowerBlocks(st) {
		if b.Power == "Sloar" {
			t.Errorf("Sloar paid for, still blocked: %+v", b)
		}
	}
	if !slices.ContainsFunc(tp.PowerOptions(st), func(o PowerOption) bool { return o.Power == "Sloar" }) {
		t.Errorf("Sloar not an option with a Fakir")
	}
	// Before the move: Hagis has no Palace to move; Enki and Sloar are
	// options (a power at any point of the turn).
	if got := (&TurnProgress{}).PowerBlocks(st); len(got) != 1 || got[0].Power != "Hagis" || got[0].Why != BlockNothing {
		t.Errorf("before the move: %+v", got)
	}
	if got := (&TurnProgress{}).PowerOptions(st); len(got) != 2 {
		t.Errorf("before the move: the options %+v", got)
	}
	// No power held, no block.
	st.Player.Djinns, st.Player.Items = nil, ItemsHeld{}
	if got := tp.PowerBlocks(st); len(got) != 0 {
		t.Errorf("nothing held: %+v", got)
	}
}
