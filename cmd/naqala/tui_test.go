package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/ui"
	"go.yaml.in/yaml/v3"
)

// TestTUICommandErrors: the TUI commands refuse bad input with one line
// and exit status 2 before they take over the terminal.
func TestTUICommandErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", filepath.Join(dir, "cfg"))
	data := filepath.Join(dir, "data")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown expansion", []string{"solo", "--expansions", "dragons", "--data-dir", data}, "solo: --expansions"},
		{"no save to resume", []string{"resume", "--data-dir", data}, "resume: no saved game in " + filepath.Join(data, "saves")},
		{"missing save", []string{"resume", filepath.Join(dir, "none.json"), "--data-dir", data}, "none.json: no such file or directory"},
		{"two saves", []string{"resume", "a", "b", "--data-dir", data}, "accepts at most 1 arg"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			code := run(tc.args, sys.streams(&out, &errs))
			if code == 0 {
				t.Fatalf("exit status 0, want an error")
			}
			if tc.name != "two saves" && code != 2 {
				t.Errorf("exit status: got %d, want 2", code)
			}
			lines := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n")
			if len(lines) != 1 || !strings.HasPrefix(lines[0], "naqala: ") || !strings.Contains(lines[0], tc.want) {
				t.Errorf("stderr: got %q, want one line with %q", errs.String(), tc.want)
			}
		})
	}
}

// TestSaveUIConfig: settings changed in the TUI go to the configuration
// file, keeping its other keys.
func TestSaveUIConfig(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(path, []byte("paper: Letter\nplayers: [Aylin, Bora]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := &Config{Files: []string{path}}
	nc := ui.DefaultConfig()
	nc.Language = "de"
	nc.Colour = "never"
	nc.DjinnVP = map[string]int{"Ptah": 7}
	if err := saveUIConfig(c, nc); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := yaml.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if doc["paper"] != "Letter" || doc["language"] != "de" || doc["colour"] != "never" {
		t.Errorf("config file:\n%s", b)
	}
	if vp, ok := doc["djinn_vp"].(map[string]any); !ok || vp["Ptah"] != 7 {
		t.Errorf("djinn_vp: got %v", doc["djinn_vp"])
	}
	if c.Language != "de" {
		t.Errorf("the running config kept language %q", c.Language)
	}
	// A broken file is not overwritten.
	if err := os.WriteFile(path, []byte("paper: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	nc.Language = "en"
	if err := saveUIConfig(c, nc); err == nil {
		t.Error("a broken config file: no error")
	}
	if b, _ := os.ReadFile(path); string(b) != "paper: [\n" {
		t.Errorf("a broken config file was overwritten: %q", b)
	}
}

// TestUIConfig: the TUI gets the configuration as plain values.
func TestUIConfig(t *testing.T) {
	t.Parallel()
	c := &Config{Language: "de", Colour: "never", Expansions: []string{"artisans"}, Rules: map[string]string{}}
	u := uiConfig(c)
	if u.Language != "de" || u.Colours() || !u.Expansions.Artisans {
		t.Errorf("got %+v", u)
	}
}

// TestWriteTUISheet: the result screen's PDF goes to sheets/ in the data
// directory.
func TestWriteTUISheet(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := &Config{DataDir: dir, Language: "en", Paper: "A4"}
	g := scoring.Game{Players: []scoring.Player{{Name: "A", Coins: 10}, {Name: "B", Coins: 5}}}
	r, err := scoring.Score(g, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	path, err := writeTUISheet(c, g, r, nil, time.Date(2026, 11, 22, 7, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "sheets", "naqala-20261122-070000.pdf"); path != want {
		t.Errorf("path: got %s, want %s", path, want)
	}
	b, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(b, []byte("%PDF")) {
		t.Errorf("not a PDF (%v): %.20q", err, b)
	}
	// A second and third sheet in the same second get their own names.
	for _, n := range []string{"2", "3"} {
		path, err := writeTUISheet(c, g, r, nil, time.Date(2026, 11, 22, 7, 0, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		if want := filepath.Join(dir, "sheets", "naqala-20261122-070000-"+n+".pdf"); path != want {
			t.Errorf("path: got %s, want %s", path, want)
		}
		if b, err := os.ReadFile(path); err != nil || !bytes.HasPrefix(b, []byte("%PDF")) {
			t.Errorf("not a PDF (%v): %.20q", err, b)
		}
	}
	if left := leftovers(t, filepath.Join(dir, "sheets"), "naqala-20261122-070000.pdf",
		"naqala-20261122-070000-2.pdf", "naqala-20261122-070000-3.pdf"); len(left) > 0 {
		t.Errorf("files left behind: %v", left)
	}
}

// TestWriteTUISheetVariantsAndTemplate: the TUI's sheet lists the rule
// variants and uses the user's sheet.txt, as naqala sheet does.
func TestWriteTUISheetVariantsAndTemplate(t *testing.T) {
	t.Parallel()
	cfg := t.TempDir()
	tpl := "viziers label.en=\"Grand Viziers\"\ncoins\nelders\nartisans expansion=artisans\ndjinns\npalm_trees\npalaces\ntiles\ntent expansion=artisans\ncities expansion=whims\nmerchandise\nitems expansion=artisans\n"
	if err := os.WriteFile(filepath.Join(cfg, "sheet.txt"), []byte(tpl), 0o644); err != nil {
		t.Fatal(err)
	}
	c := &Config{DataDir: t.TempDir(), Language: "en", Paper: "A4", Files: []string{filepath.Join(cfg, "config.yaml")},
		Rules: map[string]string{"artisan_majority": "strictly_most"}}
	g := scoring.Game{Players: []scoring.Player{{Name: "A", Coins: 10}, {Name: "B", Coins: 5}}}
	r, err := scoring.Score(g, c.ScoringRules())
	if err != nil {
		t.Fatal(err)
	}
	path, err := writeTUISheet(c, g, r, nil, time.Date(2026, 11, 22, 7, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	text := pdfWords(t, path)
	for _, want := range []string{"Rule variants: artisan_majority=strictly_most", "Grand Viziers"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not in the PDF:\n%s", want, text)
		}
	}
}
