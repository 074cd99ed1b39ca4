package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

func TestReadBuildVersion(t *testing.T) {
	t.Parallel()
	platform := runtime.GOOS + "/" + runtime.GOARCH
	vcs := func(rev, when, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.time", Value: when}, {Key: "vcs.modified", Value: modified}}
	}
	tests := []struct {
		name                 string
		info                 *debug.BuildInfo
		ldVer, ldCom, ldDate string
		want                 buildVersion
	}{
		{"no build information", nil, "", "", "",
			buildVersion{Version: "devel", Go: runtime.Version(), Platform: platform}},
		{"go build in a work tree", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"},
			Settings: vcs("3f2a1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a", "2026-11-23T20:35:00Z", "true")}, "", "", "",
			buildVersion{Version: "devel", Commit: "3f2a1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a", Date: "2026-11-23T20:35:00Z", Modified: true, Go: "go1.26.8", Platform: platform}},
		{"go install @v1.2.0", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"}}, "", "", "",
			buildVersion{Version: "v1.2.0", Go: "go1.26.8", Platform: platform}},
		{"go install @commit: a pseudo-version", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20261123203500-3f2a1b9c8d7e"}}, "", "", "",
			buildVersion{Version: "v0.0.0-20261123203500-3f2a1b9c8d7e", Commit: "3f2a1b9c8d7e", Date: "2026-11-23T20:35:00Z", Go: "go1.26.8", Platform: platform}},
		{"pseudo-version after a tag", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.1-0.20261123203500-3f2a1b9c8d7e"}}, "", "", "",
			buildVersion{Version: "v1.2.1-0.20261123203500-3f2a1b9c8d7e", Commit: "3f2a1b9c8d7e", Date: "2026-11-23T20:35:00Z", Go: runtime.Version(), Platform: platform}},
		{"negative twin: a prerelease is no pseudo-version", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0-rc.1"}}, "", "", "",
			buildVersion{Version: "v1.2.0-rc.1", Go: runtime.Version(), Platform: platform}},
		{"release build: the ldflags win", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"},
			Settings: vcs("aaaa", "2020-01-01T00:00:00Z", "false")}, "1.2.0", "3f2a1b9c8d7e6f5a", "2026-11-23T20:35:00Z",
			buildVersion{Version: "v1.2.0", Commit: "3f2a1b9c8d7e6f5a", Date: "2026-11-23T20:35:00Z", Go: "go1.26.8", Platform: platform}},
		{"goreleaser without a repository: none and the zero time", &debug.BuildInfo{GoVersion: "go1.26.8"}, "0.0.1-next", "none", "0001-01-01T00:00:00Z",
			buildVersion{Version: "v0.0.1-next", Go: "go1.26.8", Platform: platform}},
		{"release build with a v", nil, "v1.2.0-next", "", "",
			buildVersion{Version: "v1.2.0-next", Go: runtime.Version(), Platform: platform}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := readBuildVersion(tt.info, tt.ldVer, tt.ldCom, tt.ldDate); got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestVersionLine(t *testing.T) {
	t.Parallel()
	v := buildVersion{Version: "v1.2.0", Commit: "3f2a1b9c8d7e6f5a4b3c", Date: "2026-11-23T20:35:00Z", Go: "go1.26.8", Platform: "linux/arm64"}
	if got, want := v.Line(), "v1.2.0 (3f2a1b9c8d7e, 2026-11-23, go1.26.8 linux/arm64)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	v.Modified = true
	if got, want := v.Line(), "v1.2.0 (3f2a1b9c8d7e, modified, 2026-11-23, go1.26.8 linux/arm64)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := (buildVersion{Version: "devel", Go: "go1.26.8", Platform: "linux/amd64"}).Line(), "devel (go1.26.8 linux/amd64)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestVersionCommands(t *testing.T) {
	t.Parallel()
	want := currentVersion()
	code, out, errs := runScore(t, "--version")
	if code != 0 || errs != "" || out != "naqala "+want.Line()+"\n" {
		t.Errorf("--version: got exit %d, %q, stderr %q; want %q", code, out, errs, "naqala "+want.Line())
	}
	code, out, errs = runScore(t, "version")
	if code != 0 || errs != "" || !strings.HasPrefix(out, "naqala   "+want.Version+"\n") || !strings.Contains(out, "go       "+want.Go) {
		t.Errorf("version: got exit %d, %q, stderr %q", code, out, errs)
	}
	code, out, _ = runScore(t, "version", "--json")
	var got buildVersion
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil || got != want {
		t.Errorf("version --json: got exit %d, %+v (%v), want %+v", code, got, err, want)
	}
	code, _, errs = runScore(t, "version", "extra")
	if code != 2 || !strings.Contains(errs, `version: takes no arguments, got "extra"`) {
		t.Errorf("version extra: got exit %d, stderr %q, want 2", code, errs)
	}
	code, _, errs = runScore(t, "version", "--json", "--licences")
	if code != 2 || !strings.Contains(errs, "choose one") {
		t.Errorf("version --json --licences: got exit %d, stderr %q, want 2", code, errs)
	}
}

// TestVersionLicences: naqala version --licences prints naqala's licence,
// the DejaVu fonts' and the notices of the modules linked in.
func TestVersionLicences(t *testing.T) {
	t.Parallel()
	for _, flag := range []string{"--licences", "--licenses"} {
		code, out, errs := runScore(t, "version", flag)
		if code != 0 || errs != "" {
			t.Fatalf("%s: exit %d, stderr %q", flag, code, errs)
		}
		for _, want := range []string{
			"MIT License", "Copyright (c) 2026 The naqala authors", // LICENSE
			"DejaVu fonts", "Bitstream Vera", // the fonts' licence
			"The Go standard library and runtime", "github.com/spf13/cobra", "github.com/jung-kurt/gofpdf", "Apache License",
		} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: no %q in %d bytes", flag, want, len(out))
			}
		}
	}
}

// TestVersionFromReleaseBuild builds naqala with the ldflags of the
// release configuration (.goreleaser.yaml) and asks its version.
func TestVersionFromReleaseBuild(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "naqala")
	cfg, err := os.ReadFile(filepath.Join("..", "..", ".goreleaser.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	// The ldflags line of the release configuration, its templates filled.
	m := regexp.MustCompile(`(?m)^\s*- (-s -w -X main\.version=.*)$`).FindSubmatch(cfg)
	if m == nil {
		t.Fatal(".goreleaser.yaml: no ldflags line setting main.version")
	}
	ldflags := strings.NewReplacer("{{ .Version }}", "1.2.0", "{{ .FullCommit }}", "3f2a1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a",
		"{{ .CommitDate }}", "2026-11-23T20:35:00Z").Replace(string(m[1]))
	if strings.Contains(ldflags, "{{") {
		t.Fatalf("ldflags %q: a template this test does not fill", ldflags)
	}
	if out, err := exec.Command("go", "build", "-ldflags", ldflags, "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	want := "naqala v1.2.0 (3f2a1b9c8d7e, 2026-11-23, " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + ")\n"
	if string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

func TestManDate(t *testing.T) {
	t.Parallel()
	now := time.Date(2027, 1, 2, 3, 4, 5, 0, time.UTC)
	withDate := buildVersion{Date: "2026-11-23T20:35:00Z"}
	tests := []struct {
		name  string
		epoch string
		v     buildVersion
		want  time.Time
		err   bool
	}{
		{"SOURCE_DATE_EPOCH wins", "1700000000", withDate, time.Unix(1700000000, 0).UTC(), false},
		{"the commit's date", "", withDate, time.Date(2026, 11, 23, 20, 35, 0, 0, time.UTC), false},
		{"else now", "", buildVersion{}, now, false},
		{"a bad SOURCE_DATE_EPOCH", "yesterday", withDate, time.Time{}, true},
		{"goreleaser's zero time is no date", "-62135596800", withDate, time.Date(2026, 11, 23, 20, 35, 0, 0, time.UTC), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := manDate(tt.epoch, tt.v, now)
			if (err != nil) != tt.err || !got.Equal(tt.want) {
				t.Errorf("got %v, %v; want %v, error %v", got, err, tt.want, tt.err)
			}
		})
	}
}

// TestManPages: naqala man DIR writes a page for every command, dated by
// SOURCE_DATE_EPOCH, with its examples.
func TestManPages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "man1")
	code, out, errs := runOn(testSystem(t, "SOURCE_DATE_EPOCH", "1795000000"), "man", dir) // 2026-11-18
	if code != 0 || out != "" || errs != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, c := range everyCommand(t) {
		if !c.IsAvailableCommand() {
			continue
		}
		name := strings.ReplaceAll(c.CommandPath(), " ", "-") + ".1"
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", c.CommandPath(), err)
			continue
		}
		page := string(data)
		if !strings.Contains(page, `.TH "NAQALA" "1" "Nov 2026" "naqala `) {
			t.Errorf("%s: no dated header:\n%.200s", name, page)
		}
		if !strings.Contains(page, ".SH EXAMPLE") {
			t.Errorf("%s: no examples", name)
		}
		if strings.Contains(page, "Auto generated") {
			t.Errorf("%s: carries cobra's generation tag", name)
		}
	}
	code, _, errs = runScore(t, "man")
	if code != 2 || !strings.Contains(errs, "man: want one DIR, got 0 arguments") {
		t.Errorf("man without DIR: got exit %d, stderr %q, want 2", code, errs)
	}
}
