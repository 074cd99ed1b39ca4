package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConfigLinkLoopIsReported: a configuration file that is a link loop
// is refused with its path, not read as no configuration file; the twin:
// no file at all is no configuration, and the defaults hold.
func TestConfigLinkLoopIsReported(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "naqala"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, _, code := runConfig(t, dir, nil); code != 0 {
		t.Fatalf("no file: exit %d", code)
	}
	path := filepath.Join(dir, "naqala", "config.yaml")
	if err := os.Symlink(path, path); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runConfig(t, dir, nil)
	if code == 0 || !strings.Contains(stderr, "config: "+path) {
		t.Errorf("a link loop: exit %d, %q", code, stderr)
	}
}
