package main

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/golden"
)

// TestConfigJSONGolden: naqala config --json with every default, the
// data directory given, as docs/schema/config.schema.json describes it.
func TestConfigJSONGolden(t *testing.T) {
	t.Parallel()
	code, out, errs := runScore(t, "config", "--json", "--data-dir", "/home/aylin/.local/share/naqala")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	golden.Check(t, filepath.Join("testdata", "config", "golden", "default.json"), out)
}

// TestVersionJSONGolden: naqala version --json of a release build (the
// values goreleaser sets); the Go version and platform, which are the
// toolchain's and the machine's, are written as a go1.26.0 linux/amd64
// build's.
func TestVersionJSONGolden(t *testing.T) {
	// It sets the version the linker would, so it does not run in parallel.
	v, c, d := version, commit, date
	version, commit, date = "1.2.0", "3f2a1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a", "2026-11-23T10:00:00Z"
	defer func() { version, commit, date = v, c, d }()
	code, out, errs := runScore(t, "version", "--json")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	want := currentVersion()
	if want.Go == "" || !strings.Contains(out, `"go": "`+want.Go+`"`) || !strings.Contains(out, runtime.GOOS+"/"+runtime.GOARCH) {
		t.Fatalf("version --json %s lacks the Go version %q or the platform", out, want.Go)
	}
	out = strings.Replace(out, `"go": "`+want.Go+`"`, `"go": "go1.26.0"`, 1)
	out = strings.Replace(out, `"platform": "`+want.Platform+`"`, `"platform": "linux/amd64"`, 1)
	golden.Check(t, filepath.Join("testdata", "version", "golden", "release.json"), out)
}

// TestDealJSONGolden: naqala deal --json of seed 1, the base game and
// Artisans solo and Artisans with Whims for 4, as
// docs/schema/deal.schema.json describes it.
func TestDealJSONGolden(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		args []string
	}{
		{"base-1.json", []string{"deal", "--expansions", "", "--seed", "1", "--json"}},
		{"artisans-1.json", []string{"deal", "--expansions", "artisans", "--seed", "1", "--json"}},
		{"artisans-whims-4p.json", []string{"deal", "--expansions", "artisans,whims", "--seed", "1", "--players", "4", "--json"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runIn(t, c.args...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			golden.Check(t, filepath.Join("testdata", "deal", "golden", c.name), out)
		})
	}
}

// TestRulesJSONGolden: naqala rules --json of one entry (an object) and
// of every entry (a list), as docs/schema/rules.schema.json describes it.
func TestRulesJSONGolden(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		args []string
	}{
		{"enki.json", []string{"rules", "Enki", "--json"}},
		{"all.json", []string{"rules", "--json"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runIn(t, c.args...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			golden.Check(t, filepath.Join("testdata", "rules", "golden", c.name), out)
		})
	}
}
