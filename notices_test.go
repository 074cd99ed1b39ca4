package naqala

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/golden"
)

// releasePlatforms are the systems and architectures of the release
// archives (.goreleaser.yaml): a module linked into any of them is listed.
var releasePlatforms = []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64", "windows/arm64"}

// linkedModule is a module with packages in the naqala binary.
type linkedModule struct {
	Path, Version, Dir string
}

// linkedModules lists the modules whose packages go into the naqala
// binary of any of the platforms, the main module left out, by path.
func linkedModules(t *testing.T, platforms []string) []linkedModule {
	t.Helper()
	byPath := map[string]linkedModule{}
	for _, p := range platforms {
		goos, goarch, _ := strings.Cut(p, "/")
		cmd := exec.Command("go", "list", "-deps", "-f", "{{with .Module}}{{.Path}}\t{{.Version}}\t{{.Dir}}{{end}}", "./cmd/naqala")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list for %s: %v\n%s", p, err, stderr.String())
		}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			f := strings.Split(line, "\t")
			if len(f) != 3 || f[0] == "github.com/naqala/naqala" {
				continue
			}
			byPath[f[0]] = linkedModule{Path: f[0], Version: f[1], Dir: f[2]}
		}
	}
	var mods []linkedModule
	for _, m := range byPath {
		mods = append(mods, m)
	}
	sort.Slice(mods, func(i, j int) bool { return mods[i].Path < mods[j].Path })
	return mods
}

// licenceFile matches the files at a module's root that hold its licence
// or the notices its licence asks to pass on.
var licenceFile = regexp.MustCompile(`(?i)^(licen[cs]e|copying|notice)([.-].*)?$`)

// licenceFiles reads the licence and notice files at the root of dir.
func licenceFiles(t *testing.T, dir string) (names []string, texts []string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() || !licenceFile.MatchString(e.Name()) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, e.Name())
		texts = append(texts, string(data))
	}
	return names, texts
}

// allowedLicences are the licences naqala, under MIT, can ship in its
// binaries with their notices: permissive ones only.
var allowedLicences = []string{"Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "ISC", "MIT"}

// identifyLicences names the licences a text grants, by their SPDX
// identifiers, from the phrases each licence's text holds.
func identifyLicences(text string) []string {
	flat := strings.Join(strings.Fields(text), " ")
	var ids []string
	has := func(s string) bool { return strings.Contains(flat, s) }
	switch {
	case has("GNU GENERAL PUBLIC LICENSE"), has("GNU General Public License"):
		ids = append(ids, "GPL")
	case has("GNU LESSER GENERAL PUBLIC LICENSE"), has("GNU Lesser General Public License"):
		ids = append(ids, "LGPL")
	case has("Mozilla Public License"):
		ids = append(ids, "MPL")
	}
	if has("Apache License") && has("Version 2.0") {
		ids = append(ids, "Apache-2.0")
	}
	if has("Permission is hereby granted, free of charge") {
		ids = append(ids, "MIT")
	}
	if has("Permission to use, copy, modify, and/or distribute this software for any purpose") {
		ids = append(ids, "ISC")
	}
	if has("Redistribution and use in source and binary forms") {
		if has("Neither the name") || has("names of its contributors") || has("name of the copyright holder") {
			ids = append(ids, "BSD-3-Clause")
		} else {
			ids = append(ids, "BSD-2-Clause")
		}
	}
	return ids
}

func TestIdentifyLicences(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{Licence, []string{"MIT"}},
		{"Apache License\n Version 2.0, January 2004", []string{"Apache-2.0"}},
		{"Redistribution and use in source and binary forms ... Neither the name of Google Inc.", []string{"BSD-3-Clause"}},
		{"Redistribution and use in source and binary forms, with or without modification", []string{"BSD-2-Clause"}},
		{"GNU GENERAL PUBLIC LICENSE Version 3", []string{"GPL"}},
		{"All rights reserved.", nil},
	}
	for _, tt := range tests {
		if got := identifyLicences(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("%.40q: got %v, want %v", tt.text, got, tt.want)
		}
	}
}

// writeNotices builds THIRD_PARTY_NOTICES.txt: the table of modules, then
// the Go runtime's licence and each module's licence and notice files.
func writeNotices(t *testing.T, goLicence string, mods []linkedModule) string {
	t.Helper()
	type entry struct {
		title, ids string
		names      []string
		texts      []string
	}
	var entries []entry
	var problems []string
	for _, m := range mods {
		names, texts := licenceFiles(t, m.Dir)
		if len(names) == 0 {
			problems = append(problems, fmt.Sprintf("%s %s: no licence file", m.Path, m.Version))
			continue
		}
		var ids []string
		for _, text := range texts {
			for _, id := range identifyLicences(text) {
				if !slices.Contains(ids, id) {
					ids = append(ids, id)
				}
			}
		}
		if len(ids) == 0 {
			problems = append(problems, fmt.Sprintf("%s %s: licence not recognised", m.Path, m.Version))
		}
		for _, id := range ids {
			if !slices.Contains(allowedLicences, id) {
				problems = append(problems, fmt.Sprintf("%s %s: licence %s is not one naqala can ship (%s)", m.Path, m.Version, id, strings.Join(allowedLicences, ", ")))
			}
		}
		entries = append(entries, entry{m.Path + " " + m.Version, strings.Join(ids, " AND "), names, texts})
	}
	if len(problems) > 0 {
		t.Fatalf("modules linked into naqala:\n%s", strings.Join(problems, "\n"))
	}

	var b strings.Builder
	b.WriteString(`Third-party notices

The naqala binaries of every release platform (linux, macOS and Windows,
amd64 and arm64) link in the Go standard library and runtime and the
modules below. Their licences follow, each as its authors wrote it.
(Written by go test . -update from the module graph; do not edit.)

`)
	width := len("Module")
	for _, e := range entries {
		width = max(width, len(e.title))
	}
	fmt.Fprintf(&b, "%-*s  %s\n", width, "Module", "Licence")
	fmt.Fprintf(&b, "%-*s  %s\n", width, "The Go standard library and runtime", "BSD-3-Clause")
	for _, e := range entries {
		fmt.Fprintf(&b, "%-*s  %s\n", width, e.title, e.ids)
	}
	rule := strings.Repeat("=", 72)
	section := func(title, text string) {
		fmt.Fprintf(&b, "\n%s\n%s\n%s\n\n%s\n", rule, title, rule, strings.TrimRight(text, "\n"))
	}
	section("The Go standard library and runtime: BSD-3-Clause (LICENSE of Go)", goLicence)
	for _, e := range entries {
		for i := range e.names {
			section(fmt.Sprintf("%s: %s (%s)", e.title, e.ids, e.names[i]), e.texts[i])
		}
	}
	return b.String()
}

// TestThirdPartyNotices keeps THIRD_PARTY_NOTICES.txt, which the binary
// embeds and the release archives hold, in step with the modules linked
// in: a dependency added, removed or updated without go test . -update
// fails here, and so does a module without a licence naqala can ship.
func TestThirdPartyNotices(t *testing.T) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	goLicence, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "LICENSE"))
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		// -short: one platform's modules (one go list of six), each
		// named in the notices; the whole run checks every platform and
		// the file itself.
		host := runtime.GOOS + "/" + runtime.GOARCH
		if !slices.Contains(releasePlatforms, host) {
			host = releasePlatforms[0]
		}
		if missing := notListed(ThirdPartyNotices, linkedModules(t, []string{host})); len(missing) > 0 {
			t.Errorf("THIRD_PARTY_NOTICES.txt does not name %q, linked in on %s: run go test . -update", missing, host)
		}
		return
	}
	mods := linkedModules(t, releasePlatforms)
	for _, want := range []string{"github.com/jung-kurt/gofpdf", "github.com/spf13/cobra", "github.com/inconshreveable/mousetrap"} {
		if !slices.ContainsFunc(mods, func(m linkedModule) bool { return m.Path == want }) {
			t.Errorf("%s: not among the modules linked in", want)
		}
	}
	got := writeNotices(t, string(goLicence), mods)
	// The file is embedded as ThirdPartyNotices: -update rewrites it
	// from the module graph (the binary embeds it at the next build).
	golden.Check(t, "THIRD_PARTY_NOTICES.txt", got)
	if !golden.Updating() && got != ThirdPartyNotices {
		t.Errorf("THIRD_PARTY_NOTICES.txt is out of date with the modules linked in: run go test . -update")
	}
}

// notListed is the paths of the modules the notices do not name.
func notListed(notices string, mods []linkedModule) []string {
	var missing []string
	for _, m := range mods {
		if !strings.Contains(notices, m.Path+" ") && !strings.Contains(notices, m.Path+"\n") {
			missing = append(missing, m.Path)
		}
	}
	return missing
}

// TestNotListedNamesTheMissing: a module the notices do not name is
// reported, one they name is not, nor a path that only begins another's.
func TestNotListedNamesTheMissing(t *testing.T) {
	notices := "github.com/a/b v1.0.0\n...\ngithub.com/c/d-more v2\n"
	mods := []linkedModule{{Path: "github.com/a/b"}, {Path: "github.com/c/d"}, {Path: "github.com/e/f"}}
	if got := notListed(notices, mods); !slices.Equal(got, []string{"github.com/c/d", "github.com/e/f"}) {
		t.Errorf("missing %q, want github.com/c/d and github.com/e/f", got)
	}
	if got := notListed(ThirdPartyNotices, []linkedModule{{Path: "github.com/rivo/tview"}}); got != nil {
		t.Errorf("tview is in the notices: got %q missing", got)
	}
}
