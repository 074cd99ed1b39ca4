package advisor

import (
	"reflect"
	"testing"
)

// TestCombinationsShared: the markets' picks come from a shared list that
// is what listing them afresh gives (rows of 0 to 14 cards, 0 to 4
// taken), each pick clipped.
func TestCombinationsShared(t *testing.T) {
	for n := range 15 {
		for r := range 5 {
			got, want := combinations(n, r), combinationsOf(n, r)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("combinations(%d, %d) = %v, afresh %v", n, r, got, want)
			}
			for _, p := range got {
				if cap(p) != len(p) {
					t.Fatalf("combinations(%d, %d): pick %v has room to grow in place", n, r, p)
				}
			}
		}
	}
}

// TestCombinationsNotChangedByAppend is its twin: a caller appending to a
// plan's picks leaves the shared list as it was.
func TestCombinationsNotChangedByAppend(t *testing.T) {
	p := combinations(6, 2)[0]
	_ = append(p, 6)
	if q := combinations(6, 2); !reflect.DeepEqual(q, combinationsOf(6, 2)) {
		t.Fatalf("the shared picks changed: %v", q)
	}
}
