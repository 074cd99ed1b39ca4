package advisor

import (
	"testing"

	"github.com/naqala/naqala/sultan"
)

// TestSparesHandedOutCleared: the arrays a finder forgets (reset) are
// handed out again zeroed, each once; its twin: with none kept, a new one.
func TestSparesHandedOutCleared(t *testing.T) {
	var sp spares[[sultan.Rolls]heldDamage]
	a, b := sp.get(), sp.get()
	if a == b {
		t.Fatal("two arrays handed out are one")
	}
	a[3] = heldDamage{d: rollDamage{assassins: 2}, ok: true, done: true}
	b[7].done = true
	m := map[int32]*[sultan.Rolls]heldDamage{1: a, 2: b}
	forget(&sp, m)
	if len(m) != 0 || len(sp.free) != 2 {
		t.Fatalf("forget left %d in the map, kept %d, want 0 and 2", len(m), len(sp.free))
	}
	seen := map[*[sultan.Rolls]heldDamage]bool{}
	for range 2 {
		x := sp.get()
		if *x != ([sultan.Rolls]heldDamage{}) {
			t.Fatalf("a kept array handed out holding %+v", *x)
		}
		if x != a && x != b || seen[x] {
			t.Fatal("a kept array not handed out, or handed out twice")
		}
		seen[x] = true
	}
	if c := sp.get(); c == a || c == b {
		t.Fatal("with none kept, a kept array was handed out again")
	}
}
