package advisor

import (
	"os"
	"testing"

	"github.com/naqala/naqala/internal/testtool"
)

// TestMain runs the tests with the garbage collector at
// testtool.GCPercent unless GOGC sets it (docs/testing.md).
func TestMain(m *testing.M) {
	testtool.LessGC()
	os.Exit(m.Run())
}
