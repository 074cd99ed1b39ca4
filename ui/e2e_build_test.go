package ui

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/naqala/naqala/internal/testtool"
)

// naqalaBinary is the program the end-to-end tests run: built once for
// the package, into a directory TestMain removes. Each test used to build
// its own, a link of the whole program per test.
var naqalaBinary struct {
	once sync.Once
	dir  string
	path string
	err  error
}

func TestMain(m *testing.M) {
	testtool.LessGC()
	code := m.Run()
	if naqalaBinary.dir != "" {
		_ = os.RemoveAll(naqalaBinary.dir)
	}
	os.Exit(code)
}

// buildNaqala returns the program, built at the first call; every
// end-to-end test runs the same binary and keeps its files in its own
// directory (the second argument, which the binary no longer goes into).
func buildNaqala(t *testing.T, _ string) string {
	t.Helper()
	b := &naqalaBinary
	b.once.Do(func() {
		if b.dir, b.err = os.MkdirTemp("", "naqala-e2e-bin"); b.err != nil {
			return
		}
		b.path = filepath.Join(b.dir, "naqala")
		if out, err := exec.Command("go", "build", "-o", b.path, "github.com/naqala/naqala/cmd/naqala").CombinedOutput(); err != nil {
			b.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if b.err != nil {
		t.Fatal(b.err)
	}
	return b.path
}
