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
