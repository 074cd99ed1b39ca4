package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestDocsFormats: the formats every part of naqala cites are in the
// project's own docs/formats.md, all ten sections of it, and nothing in
// the repository cites the shared formats file outside it.
func TestDocsFormats(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..", "..")
	doc, err := os.ReadFile(filepath.Join(root, "docs", "formats.md"))
	if err != nil {
		t.Fatalf("docs/formats.md: %v", err)
	}
	titles := []string{"Board notation", "Final-state file", "Score result", "Solo state", "Yazid's turn",
		"Yazid's odds", "Legal moves", "Move advice", "Self-play", "The player's turn"}
	for i, title := range titles {
		if !regexp.MustCompile(`(?m)^## ` + regexp.QuoteMeta(strconv.Itoa(i+1)) + `\. ` + regexp.QuoteMeta(title)).Match(doc) {
			t.Errorf("docs/formats.md has no section %d, %s", i+1, title)
		}
	}
	for _, want := range []string{"MOUNTAINS", "`naqala moves STATE --json`", "`naqala advise STATE [--top N] --json`", "naqala selfplay"} {
		if !strings.Contains(string(doc), want) {
			t.Errorf("docs/formats.md lacks %q", want)
		}
	}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, ".md") && !strings.HasSuffix(path, ".board") && !strings.HasSuffix(path, ".yaml") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		// Spelt in two pieces so that this file does not cite it.
		if missing := "FORMATS" + ".md"; strings.Contains(string(data), missing) {
			t.Errorf("%s cites %s, which the repository does not have: cite docs/formats.md", path, missing)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
