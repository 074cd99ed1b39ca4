// Package golden compares a test's output with a golden file in testdata,
// or rewrites the file when the tests run with -update (make golden):
//
//	golden.Check(t, "testdata/screen.txt", got)
//
// The -update flag is registered here, once, for every package whose
// tests import this one. Only tests import it.
package golden
