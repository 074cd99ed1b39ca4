package testtool

import "testing"

func TestNeedFindsAProgram(t *testing.T) {
	if got := Need(t, "go"); got == "" {
		t.Fatal("got no path for go, want its path")
	}
}

func TestNeedMissingSkipsOrFails(t *testing.T) {
	for _, require := range []string{"", "1"} {
		t.Run("require="+require, func(t *testing.T) {
			t.Setenv("NAQALA_REQUIRE_TOOLS", require)
			f := &fakeTB{TB: t}
			func() {
				defer func() { _ = recover() }()
				Need(f, "naqala-no-such-program")
			}()
			if require == "1" && !f.failed {
				t.Error("with NAQALA_REQUIRE_TOOLS=1 a missing program did not fail the test")
			}
			if require == "" && !f.skipped {
				t.Error("without NAQALA_REQUIRE_TOOLS a missing program did not skip the test")
			}
		})
	}
}

// fakeTB records Skip and Fatalf instead of ending the test.
type fakeTB struct {
	testing.TB
	failed, skipped bool
}

func (f *fakeTB) Helper()               {}
func (f *fakeTB) Fatalf(string, ...any) { f.failed = true; panic("fatal") }
func (f *fakeTB) Skip(...any)           { f.skipped = true; panic("skip") }
