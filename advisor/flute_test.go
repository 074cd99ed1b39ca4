package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// withFlute holds the Enchanting Flute, Yazid at six Assassins (any
// one more loses) on half the tables.
func withFlute(st *sultan.State) {
	st.Player.Items[game.EnchantingFlute] = 1
	if st.Board.Tiles[0].Meeples.Total()%2 == 0 {
		st.Yazid.Assassins = 6
	}
}

// TestClassValuesExactWithFlute is TestClassValuesExactWithPowers with
// the Enchanting Flute held: a plan with the Flute, after its class's
// powers, is worth what the class says, whichever use it makes.
func TestClassValuesExactWithFlute(t *testing.T) {
	t.Parallel()
	checked, _, _, seen := classValuesExact(t, rand.New(rand.NewPCG(7, 11)), 8, withFlute)
	if !seen[flute] {
		t.Fatalf("%d turns, the Flute never used (%v): the test proves little", checked, seen)
	}
	t.Logf("%d turns: %v", checked, seen)
}

// TestAdviceEqualsReferenceWithFlute is TestAdviceEqualsReferenceWithPowers
// with the Enchanting Flute held. Not in the short run (about 2 CPU
// seconds a table).
func TestAdviceEqualsReferenceWithFlute(t *testing.T) {
	if testing.Short() {
		t.Skip("about 2 CPU seconds a table")
	}
	t.Parallel()
	compared, powered := adviceEqualsReference(t, rand.New(rand.NewPCG(13, 17)), 6, withFlute)
	if compared < 3 || powered < 3 {
		t.Fatalf("%d compared, %d moves with powers", compared, powered)
	}
	t.Logf("%d compared, %d moves with powers", compared, powered)
}
