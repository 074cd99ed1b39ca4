package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/naqala/naqala/internal/testtool"
)

// runSheet runs naqala in-process with the configuration directory cfg
// (empty: none) and returns the exit status and streams.
func runSheet(t *testing.T, cfg string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runSheetOn(testSystem(t, "XDG_CONFIG_HOME", cfg), args...)
}

// runSheetOn runs naqala in-process on sys and returns the exit status
// and streams.
func runSheetOn(sys *system, args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = run(args, sys.streams(&out, &errs))
	return code, out.String(), errs.String()
}

// pdfWords returns the text of the PDF file at path, or skips without
// pdftotext.
func pdfWords(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("%s is not a PDF", path)
	}
	bin := testtool.Need(t, "pdftotext")
	out, err := exec.Command(bin, "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// leftovers lists the files in dir other than want.
func leftovers(t *testing.T, dir string, want ...string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		keep := false
		for _, w := range want {
			keep = keep || e.Name() == w
		}
		if !keep {
			out = append(out, e.Name())
		}
	}
	return out
}

func TestSheetCommand(t *testing.T) {
	t.Parallel()
	example := filepath.Join("..", "..", "examples", "full-5p.yaml")
	tests := []struct {
		name      string
		args      []string // OUT stands for the output path
		wantCode  int
		wantText  []string // in the PDF
		wantError string   // on stderr
	}{
		{"blank pad", []string{"sheet", "--blank", "-o", "OUT"}, 0,
			[]string{"Five Tribes – Score Pad", "Coins", "Merchandise", "Total", "Rank"}, ""},
		{"blank pad in German on Letter", []string{"sheet", "--blank", "--players", "3", "--expansions", "artisans,whims",
			"--paper", "Letter", "--lang", "de", "-o", "OUT"}, 0,
			[]string{"Wertungsblock", "Kunstschmiede", "Städte", "Gegenstände", "Die Launen des Sultans"}, ""},
		{"blank solo pad", []string{"sheet", "--blank", "--players", "1", "-o", "OUT"}, 0,
			[]string{"Solo against Sultan Yazid", "Splendid", "Saladin", "251 and more", "Your Viziers"}, ""},
		{"filled sheet of a file", []string{"sheet", example, "-o", "OUT", "--lang", "de"}, 0,
			[]string{"Wertungsblatt", "Aylin", "Emre", "Sieger: Aylin", "Punkte nach Kategorie"}, ""},
		{"score --pdf", []string{"score", example, "--pdf", "OUT"}, 0,
			[]string{"Five Tribes – Score Sheet", "Winner: Aylin", "Points by category", "Djinns & Thieves"}, ""},
		{"six players", []string{"sheet", "--blank", "--players", "6", "-o", "OUT"}, 2, nil, "sheet: --players 6: want 1 to 5"},
		{"unknown expansion", []string{"sheet", "--blank", "--expansions", "moon", "-o", "OUT"}, 2, nil, `unknown expansion "moon"`},
		{"bad paper", []string{"sheet", "--blank", "--paper", "A3", "-o", "OUT"}, 2, nil, `sheet: --paper "A3": want A4 or Letter`},
		{"bad language", []string{"sheet", "--blank", "--lang", "fr", "-o", "OUT"}, 2, nil, `config: --lang: language "fr"`},
		{"neither blank nor file", []string{"sheet", "-o", "OUT"}, 2, nil, "sheet: want --blank or one final-state FILE"},
		{"blank and file", []string{"sheet", "--blank", example, "-o", "OUT"}, 2, nil, "sheet: --blank takes no FILE"},
		{"score --pdf with a bad file", []string{"score", "nosuch.yaml", "--pdf", "OUT"}, 2, nil, "nosuch.yaml"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "sheet.pdf")
			args := make([]string, len(tt.args))
			for i, a := range tt.args {
				args[i] = strings.ReplaceAll(a, "OUT", out)
			}
			code, _, stderr := runSheet(t, "", args...)
			if code != tt.wantCode {
				t.Fatalf("got exit status %d, want %d (stderr %q)", code, tt.wantCode, stderr)
			}
			if tt.wantError != "" {
				if !strings.Contains(stderr, tt.wantError) {
					t.Errorf("got stderr %q, want %q", stderr, tt.wantError)
				}
				if left := leftovers(t, dir); len(left) > 0 {
					t.Errorf("files left behind: %v", left)
				}
				return
			}
			if stderr != "" {
				t.Errorf("got stderr %q, want none", stderr)
			}
			if left := leftovers(t, dir, "sheet.pdf"); len(left) > 0 {
				t.Errorf("files left behind: %v", left)
			}
			text := pdfWords(t, out)
			for _, w := range tt.wantText {
				if !strings.Contains(text, w) {
					t.Errorf("%q not in the PDF:\n%s", w, text)
				}
			}
		})
	}
}

func TestSheetUnwritableOutput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tests := []struct {
		name, out, want string
	}{
		{"missing directory", filepath.Join(dir, "nosuch", "pad.pdf"), "cannot write " + filepath.Join(dir, "nosuch", "pad.pdf") + ": no such file or directory"},
		{"a directory", dir, "cannot write " + dir + ": is a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runSheet(t, "", "sheet", "--blank", "-o", tt.out)
			if code != 1 {
				t.Errorf("got exit status %d, want 1", code)
			}
			if !strings.Contains(stderr, "naqala: sheet: "+tt.want) {
				t.Errorf("got stderr %q, want %q", stderr, tt.want)
			}
			if left := leftovers(t, dir); len(left) > 0 {
				t.Errorf("files left behind: %v", left)
			}
		})
	}
}

// A failed run leaves an existing output file as it was.
func TestSheetKeepsOldFileOnFailure(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "pad.pdf")
	if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := runSheet(t, "", "sheet", "--blank", "--paper", "A5", "-o", out); code != 2 {
		t.Errorf("got exit status %d, want 2", code)
	}
	if data, _ := os.ReadFile(out); string(data) != "old" {
		t.Errorf("got %q, want the old file kept", data)
	}
	if code, _, stderr := runSheet(t, "", "sheet", "--blank", "-o", out); code != 0 {
		t.Fatalf("got exit status %d (%s), want 0", code, stderr)
	}
	if data, _ := os.ReadFile(out); !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("got %q..., want the new PDF", data[:min(len(data), 8)])
	}
}

func TestSheetUserTemplate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		template string
		wantWarn string
		wantText string
	}{
		{"own labels", "viziers label.en=\"Grand Viziers\"\ncoins\nelders\nartisans expansion=artisans\ndjinns\npalm_trees\npalaces\ntiles\ntent expansion=artisans\ncities expansion=whims\nmerchandise\nitems expansion=artisans\n",
			"", "Grand Viziers"},
		{"bad template", "coins\nviziers\nfoo\n", "sheet.txt:3: unknown row \"foo\"", "Viziers"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := t.TempDir()
			if err := os.MkdirAll(filepath.Join(cfg, "naqala"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(cfg, "naqala", "sheet.txt"), []byte(tt.template), 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "pad.pdf")
			code, _, stderr := runSheet(t, cfg, "sheet", "--blank", "-o", out)
			if code != 0 {
				t.Fatalf("got exit status %d (%s), want 0", code, stderr)
			}
			if tt.wantWarn == "" && stderr != "" {
				t.Errorf("got stderr %q, want none", stderr)
			}
			if tt.wantWarn != "" && (!strings.Contains(stderr, "naqala: warning: templates: ") || !strings.Contains(stderr, tt.wantWarn) ||
				!strings.Contains(stderr, "using the built-in template")) {
				t.Errorf("got stderr %q, want a warning with %q", stderr, tt.wantWarn)
			}
			if text := pdfWords(t, out); !strings.Contains(text, tt.wantText) {
				t.Errorf("%q not in the PDF:\n%s", tt.wantText, text)
			}
		})
	}
}

func TestSheetVariants(t *testing.T) {
	t.Parallel()
	example := filepath.Join("..", "..", "examples", "full-5p.yaml")
	sys := testSystem(t, "NAQALA_RULES_ARTISAN_MAJORITY", "strictly_most")
	out := filepath.Join(t.TempDir(), "v.pdf")
	if code, _, stderr := runSheetOn(sys, "score", example, "--pdf", out); code != 0 {
		t.Fatalf("got exit status %d (%s), want 0", code, stderr)
	}
	if text := pdfWords(t, out); !strings.Contains(text, "Rule variants: artisan_majority=strictly_most") {
		t.Errorf("variant not in the PDF:\n%s", text)
	}
}

// -o OUT writes through a symlink (the link stays, its file gets the PDF),
// keeps the mode of an existing file and writes into a named pipe rather
// than replacing it.
func TestSheetOutputSpecialFiles(t *testing.T) {
	t.Parallel()
	isPDF := func(t *testing.T, path string) {
		t.Helper()
		if data, err := os.ReadFile(path); err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%s: not a PDF (%v)", path, err)
		}
	}
	t.Run("symlink", func(t *testing.T) {
		dir := t.TempDir()
		real, link := filepath.Join(dir, "real.pdf"), filepath.Join(dir, "link.pdf")
		if err := os.WriteFile(real, []byte("old"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("real.pdf", link); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := runSheet(t, "", "sheet", "--blank", "-o", link); code != 0 {
			t.Fatalf("got exit status %d (%s), want 0", code, stderr)
		}
		if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Errorf("the symlink was replaced (%v)", err)
		}
		isPDF(t, real)
		if st, err := os.Stat(real); err != nil || st.Mode().Perm() != 0o600 {
			t.Errorf("mode of the file: got %v (%v), want -rw-------", st.Mode(), err)
		}
		if left := leftovers(t, dir, "real.pdf", "link.pdf"); len(left) > 0 {
			t.Errorf("files left behind: %v", left)
		}
	})
	t.Run("dangling symlink", func(t *testing.T) {
		dir := t.TempDir()
		link := filepath.Join(dir, "link.pdf")
		if err := os.Symlink("new.pdf", link); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := runSheet(t, "", "sheet", "--blank", "-o", link); code != 0 {
			t.Fatalf("got exit status %d (%s), want 0", code, stderr)
		}
		if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Errorf("the symlink was replaced (%v)", err)
		}
		isPDF(t, filepath.Join(dir, "new.pdf"))
	})
	t.Run("named pipe", func(t *testing.T) {
		dir := t.TempDir()
		fifo := filepath.Join(dir, "pipe")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		got := make(chan []byte)
		go func() {
			data, _ := os.ReadFile(fifo)
			got <- data
		}()
		if code, _, stderr := runSheet(t, "", "sheet", "--blank", "-o", fifo); code != 0 {
			t.Fatalf("got exit status %d (%s), want 0", code, stderr)
		}
		select {
		case data := <-got:
			if !bytes.HasPrefix(data, []byte("%PDF-")) || !bytes.Contains(data, []byte("%%EOF")) {
				t.Errorf("the pipe got %d bytes, not a whole PDF", len(data))
			}
		case <-time.After(10 * time.Second):
			t.Error("nothing written to the pipe")
		}
		if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
			t.Errorf("the pipe was replaced (%v)", err)
		}
		if left := leftovers(t, dir, "pipe"); len(left) > 0 {
			t.Errorf("files left behind: %v", left)
		}
	})
}

// The solo keys of a file's rules: block are on a solo sheet; the solo-only
// variants of the configuration are on solo sheets only.
func TestSheetSoloVariants(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "..", "examples", "solo.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	solo := filepath.Join(dir, "solo.yaml")
	data = append(data, "rules: {strike_order: lower_first, artisan_majority: strictly_most}\n"...)
	if err := os.WriteFile(solo, data, 0o644); err != nil {
		t.Fatal(err)
	}
	sys := testSystem(t, "NAQALA_RULES_SOLO_VIZIER_BONUS", "false")
	tests := []struct {
		name, file string
		want, not  []string
	}{
		{"solo", solo, []string{"artisan_majority=strictly_most", "solo_vizier_bonus=false", "strike_order=lower_first"}, nil},
		{"multiplayer", filepath.Join("..", "..", "examples", "base-4p.yaml"), nil, []string{"solo_vizier_bonus", "Rule variants: solo"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, tt.name+".pdf")
			if code, _, stderr := runSheetOn(sys, "sheet", tt.file, "-o", out); code != 0 {
				t.Fatalf("got exit status %d (%s), want 0", code, stderr)
			}
			text := strings.Join(strings.Fields(pdfWords(t, out)), " ")
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("%q not in the PDF:\n%s", w, text)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(text, w) {
					t.Errorf("%q in the PDF:\n%s", w, text)
				}
			}
		})
	}
}

// A name the PDF font cannot print is printed as '?' with a warning naming
// the player.
func TestSheetUnprintableName(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("..", "..", "examples", "base-4p.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "game.yaml")
	data = bytes.Replace(data, []byte("name: Bora"), []byte("name: Борис"), 1)
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "game.pdf")
	code, _, stderr := runSheet(t, "", "sheet", in, "-o", out)
	if code != 0 {
		t.Fatalf("got exit status %d (%s), want 0", code, stderr)
	}
	if want := "naqala: sheet: player 2 name \"Борис\": characters the PDF font lacks are printed as ?\n"; stderr != want {
		t.Errorf("got stderr %q, want %q", stderr, want)
	}
	if text := pdfWords(t, out); !strings.Contains(text, "?????") {
		t.Errorf("the name is not in the PDF as ?????:\n%s", text)
	}
}
