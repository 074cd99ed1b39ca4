package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata instead of comparing with them")

// Updating reports whether the tests run with -update, for a test that
// writes its golden files in a way of its own.
func Updating() bool { return *update }

// Check compares got with the golden file at path. With -update it writes
// got there first (making the folder), so that the comparison passes and
// the file shows in the change. It returns the golden file's bytes, for a
// test that goes on to read them back.
func Check[T string | []byte](t testing.TB, path string, got T) []byte {
	t.Helper()
	data := []byte(got)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatalf("golden: %v", err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatalf("golden: %v", err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden: %v (run go test -update to create it)", err)
	}
	if bytes.Equal(data, want) {
		return want
	}
	if !utf8.Valid(data) || !utf8.Valid(want) || bytes.IndexByte(data, 0) >= 0 {
		t.Errorf("golden: %s: got %d bytes that differ from the file's %d (run go test -update and look at the change)", path, len(data), len(want))
		return want
	}
	t.Errorf("golden: %s differs (run go test -update to accept):\ngot:\n%s\nwant:\n%s", path, data, want)
	return want
}
