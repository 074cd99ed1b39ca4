package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestManPagesReplaceLinks: a page whose name is a link is replaced by the
// page, and the file the link named is left as it was; the twin: a
// fresh directory gets every page as a regular file.
func TestManPagesReplaceLinks(t *testing.T) {
	t.Parallel()
	dir, outside := t.TempDir(), filepath.Join(t.TempDir(), "precious")
	if err := os.WriteFile(outside, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "naqala.1")); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"man", dir}, testSystem(t).streams(&stdout, &stderr)); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if b, _ := os.ReadFile(outside); string(b) != "keep me\n" {
		t.Errorf("written through the link: %q", b)
	}
	fresh := t.TempDir()
	if code := run([]string{"man", fresh}, testSystem(t).streams(&stdout, &stderr)); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, d := range []string{dir, fresh} {
		for _, name := range []string{"naqala.1", "naqala-score.1", "naqala-yazid-odds.1"} {
			st, err := os.Lstat(filepath.Join(d, name))
			if err != nil || !st.Mode().IsRegular() || st.Size() == 0 {
				t.Errorf("%s in %s: %v, %v", name, d, st, err)
			}
		}
	}
}

// TestManPageFailsWhole: a page that cannot be written fails the command
// and leaves no temporary or empty file; man - is refused, and no
// directory "-" is made.
func TestManPageFailsWhole(t *testing.T) {
	// It changes the working directory, so it does not run in parallel.
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "naqala-score.1", "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"man", dir}, testSystem(t).streams(&stdout, &stderr)); code == 0 || !strings.Contains(stderr.String(), "man: cannot write "+filepath.Join(dir, "naqala-score.1")) {
		t.Errorf("exit %d: %s", code, stderr.String())
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
	wd := t.TempDir()
	t.Chdir(wd)
	stderr.Reset()
	if code := run([]string{"man", "-"}, testSystem(t).streams(&stdout, &stderr)); code != 2 || !strings.Contains(stderr.String(), "want a directory") {
		t.Errorf("man -: exit %d, %s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(wd, "-")); err == nil {
		t.Error(`man - made a directory "-"`)
	}
}

// TestManPagesOfHelpTopics: naqala help environment and help exit-codes
// have their manual pages beside the commands'; the twin: cobra's own
// help command gets none.
func TestManPagesOfHelpTopics(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"man", dir}, testSystem(t).streams(&stdout, &stderr)); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for name, want := range map[string]string{"naqala-environment.1": "NAQALA_CONFIG_DIR", "naqala-exit-codes.1": "invalid input"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !strings.Contains(string(b), want) {
			t.Errorf("%s: %v; want a page naming %s", name, err, want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "naqala-help.1")); err == nil {
		t.Error("a page for the help command itself")
	}
}
