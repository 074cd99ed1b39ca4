package main

import (
	"path/filepath"
	"testing"

	"github.com/naqala/naqala/internal/golden"
)

// commandGolden is a command line and the golden file of its output.
type commandGolden struct {
	name string
	args []string
}

// checkCommandGoldens runs each command in-process and checks its output
// against testdata/dir/NAME (golden.Check: -update refreshes it).
func checkCommandGoldens(t *testing.T, dir string, cases []commandGolden) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runIn(t, c.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			golden.Check(t, filepath.Join("testdata", dir, c.name), out)
		})
	}
}
