package golden

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps the failures instead of failing.
type recorder struct {
	testing.TB
	errors, fatals []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.errors = append(r.errors, format)
}
func (r *recorder) Fatalf(format string, a ...any) {
	r.fatals = append(r.fatals, format)
	runtime.Goexit()
}

// check runs Check on r in a goroutine of its own, which Fatalf ends.
func (r *recorder) check(path string, got any) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		switch g := got.(type) {
		case string:
			Check(r, path, g)
		case []byte:
			Check(r, path, g)
		}
	}()
	<-done
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(path, []byte("same\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		path       string
		got        string
		wantErrors int
		wantFatals int
	}{
		{"equal", path, "same\n", 0, 0},
		{"differs", path, "other\n", 1, 0},
		{"differs by a newline", path, "same", 1, 0},
		{"missing", filepath.Join(dir, "none.txt"), "x", 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &recorder{TB: t}
			r.check(tt.path, tt.got)
			if len(r.errors) != tt.wantErrors || len(r.fatals) != tt.wantFatals {
				t.Errorf("got %d errors, %d fatals, want %d, %d", len(r.errors), len(r.fatals), tt.wantErrors, tt.wantFatals)
			}
		})
	}
}

// Bytes that are not text are compared too, and not printed.
func TestCheckBinary(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.pdf")
	if err := os.WriteFile(path, []byte{0, 1, 2}, 0o644); err != nil {
		t.Fatal(err)
	}
	r := &recorder{TB: t}
	r.check(path, []byte{0, 1, 2})
	if len(r.errors) != 0 {
		t.Errorf("equal bytes: got %v", r.errors)
	}
	r.check(path, []byte{0, 1, 3})
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], "bytes that differ") {
		t.Errorf("other bytes: got %v, want one failure without the bytes", r.errors)
	}
}

// With -update the file is written, its folder made, and the check passes.
func TestCheckUpdate(t *testing.T) {
	defer func(was bool) { *update = was }(*update)
	*update = true
	path := filepath.Join(t.TempDir(), "new", "b.txt")
	r := &recorder{TB: t}
	r.check(path, "written\n")
	if len(r.errors)+len(r.fatals) != 0 {
		t.Fatalf("got %v %v", r.errors, r.fatals)
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != "written\n" {
		t.Errorf("got %q, %v, want the file written", data, err)
	}
	if !Updating() {
		t.Error("Updating: got false with -update")
	}
}
