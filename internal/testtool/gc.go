package testtool

import (
	"flag"
	"os"
	"runtime/debug"
)

// GCPercent is the garbage collector's target percentage in a test run:
// the heavy tests allocate much and keep little, as self-play does, which
// runs at the same (docs/testing.md has the CPU time it saves).
const GCPercent = 400

// LessGC sets the garbage collector's target percentage to GCPercent for
// a test binary, unless GOGC sets one or benchmarks run: their figures are
// the program's, at Go's default. Call it from TestMain before m.Run; it
// parses the test flags.
func LessGC() {
	if !flag.Parsed() {
		flag.Parse()
	}
	bench := ""
	if f := flag.Lookup("test.bench"); f != nil {
		bench = f.Value.String()
	}
	if p, ok := gcPercent(os.Getenv("GOGC"), bench); ok {
		debug.SetGCPercent(p)
	}
}

// gcPercent is the target percentage LessGC sets for the GOGC variable's
// value and the -test.bench pattern, and whether it sets one.
func gcPercent(gogc, bench string) (int, bool) {
	if gogc != "" || bench != "" {
		return 0, false
	}
	return GCPercent, true
}
