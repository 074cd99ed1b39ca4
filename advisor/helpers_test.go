package advisor

import (
	"os"
	"testing"

	"github.com/naqala/naqala/internal/solofile"
	"github.com/naqala/naqala/sultan"
)

// loadState reads a solo state file of testdata.
func loadState(t testing.TB, name string) (sultan.State, sultan.Rules) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	_, st, rules, err := solofile.Load(data, name, sultan.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	return st, rules
}

// sample is how many random tables a brute-force check reads: full in the
// whole run (make test), short under go test -short, the fast loop
// (docs/testing.md). The short run reads the first tables of the same
// seeds, so what it checks is a prefix of what the whole run checks.
func sample(full, short int) int {
	if testing.Short() {
		return short
	}
	return full
}

// oneRollWeights are the default weights without the deeper search
// (Weights.Deeper 0): for the tests of the one-roll search against its
// reference, which a deeper search's replies, bounded by their budget,
// cannot equal (TestDeepRepliesShared compares the deeper search's).
func oneRollWeights() Weights {
	w := DefaultWeights()
	w.Deeper = 0
	return w
}
