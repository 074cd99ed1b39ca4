package main

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/ui"
)

// loadTestConfig loads the configuration on sys as naqala does for the
// given command-line flags.
func loadTestConfig(t *testing.T, sys *system, args ...string) *Config {
	t.Helper()
	root := newRootCmd(sys, io.Discard)
	if err := root.ParseFlags(args); err != nil {
		t.Fatal(err)
	}
	c, err := loadConfig(sys, root)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// settingsOf is the configuration the TUI hands back from its settings
// screen: c's values in copies, for the test to change.
func settingsOf(c *Config) ui.Config {
	nc := uiConfig(c)
	nc.Rules, nc.DjinnVP = maps.Clone(c.Rules), maps.Clone(c.DjinnVP)
	return nc
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// TestSaveUIConfigCarefulEditor: a symlinked, commented, 0600
// configuration keeps its link, comments, blank lines, order, quotes and
// mode after the settings screen changes some keys; only those keys are
// rewritten, and no temporary file is left.
func TestSaveUIConfigCarefulEditor(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", filepath.Join(dir, "xdg"), "NO_COLOR", "")
	dotfiles := filepath.Join(dir, "dotfiles")
	real := filepath.Join(dotfiles, "naqala.yaml")
	text := "# naqala, set up by hand\n\nlanguage: \"en\"   # or de\n\n# house rules\nrules:\n    thief_vp: 5\n    black_six: literal_rows\n\ndjinn_vp: {Ptah: 5, Geb: 2}\npaper: Letter\n# the end\n"
	writeFile(t, real, text)
	if err := os.Chmod(real, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "xdg", "naqala", "config.yaml")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	const to = "../../dotfiles/naqala.yaml"
	if err := os.Symlink(to, link); err != nil {
		t.Fatal(err)
	}

	c := loadTestConfig(t, sys)
	nc := settingsOf(c)
	nc.Language = "de"
	nc.Rules["thief_vp"] = "4"
	nc.DjinnVP = map[string]int{"Ptah": 5, "Kali": 3} // Geb back to asking
	if err := saveUIConfig(c, nc); err != nil {
		t.Fatal(err)
	}

	if got, err := os.Readlink(link); err != nil || got != to {
		t.Errorf("the link: got %q (%v), want it kept pointing to %q", got, err, to)
	}
	st, err := os.Stat(real)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode: got %v, want 0600", st.Mode().Perm())
	}
	b, err := os.ReadFile(real)
	if err != nil {
		t.Fatal(err)
	}
	want := "# naqala, set up by hand\n\nlanguage: \"de\"   # or de\n\n# house rules\nrules:\n    thief_vp: 4\n    black_six: literal_rows\n\ndjinn_vp: {Ptah: 5, Kali: 3}\npaper: Letter\n# the end\n"
	if string(b) != want {
		t.Errorf("the file:\n%s\nwant:\n%s", b, want)
	}
	if got := dirNames(t, dotfiles); !slices.Equal(got, []string{"naqala.yaml"}) {
		t.Errorf("files beside the configuration: %v", got)
	}
	if got := dirNames(t, filepath.Dir(link)); !slices.Equal(got, []string{"config.yaml"}) {
		t.Errorf("files beside the link: %v", got)
	}
	again := loadTestConfig(t, sys)
	if again.Language != "de" || again.Rules["thief_vp"] != "4" || again.DjinnVP["kali"] != 3 || again.DjinnVP["geb"] != 0 || again.Paper != "Letter" {
		t.Errorf("read back: %+v", again)
	}
	if c.Language != "de" || c.Rules["thief_vp"] != "4" {
		t.Errorf("the running configuration kept language %q, thief_vp %q", c.Language, c.Rules["thief_vp"])
	}
}

// TestSaveUIConfigOnlyChangedKeys: what the settings screen did not
// change is not written, though the running configuration has it from
// the environment (NAQALA_LANGUAGE, NO_COLOR) or the defaults; before,
// every key went in, every rule default included.
func TestSaveUIConfigOnlyChangedKeys(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", dir, "NAQALA_LANGUAGE", "de", "NO_COLOR", "1")
	path := filepath.Join(dir, "naqala", "config.yaml")
	writeFile(t, path, "# mine\npaper: Letter\n")
	c := loadTestConfig(t, sys)
	nc := settingsOf(c)
	nc.Mouse = false
	if err := saveUIConfig(c, nc); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := "# mine\npaper: Letter\nmouse: false\n"; string(b) != want {
		t.Errorf("the file:\n%s\nwant:\n%s", b, want)
	}
	// Nothing changed: the file is not touched.
	before, _ := os.Stat(path)
	if err := saveUIConfig(c, settingsOf(c)); err != nil {
		t.Fatal(err)
	}
	after, _ := os.Stat(path)
	if !os.SameFile(before, after) {
		t.Error("saving without a change replaced the file")
	}
}

// TestSaveUIConfigNewFile: without a configuration file, the default one
// is made holding the changed keys only, readable by its owner.
func TestSaveUIConfigNewFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", dir, "NO_COLOR", "")
	c := loadTestConfig(t, sys)
	nc := settingsOf(c)
	nc.Colour = "never"
	nc.Rules["black_six"] = "literal_rows"
	if err := saveUIConfig(c, nc); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "naqala", "config.yaml")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := "colour: never\nrules:\n  black_six: literal_rows\n"; string(b) != want {
		t.Errorf("the file:\n%s\nwant:\n%s", b, want)
	}
	st, _ := os.Stat(path)
	if p := st.Mode().Perm(); p&^0o644 != 0 || p&0o600 != 0o600 {
		t.Errorf("mode: got %v, want at most 0644 and the owner's read and write", p)
	}
}

// TestSaveUIConfigFailedWrite: a write that fails at the rename leaves
// the file as it was and no temporary file; a file that is not YAML is
// not overwritten.
func TestSaveUIConfigFailedWrite(t *testing.T) {
	// It swaps renameFile, so it does not run in parallel.
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", dir, "NO_COLOR", "")
	path := filepath.Join(dir, "naqala", "config.yaml")
	const text = "language: en # keep\n"
	writeFile(t, path, text)
	c := loadTestConfig(t, sys)
	nc := settingsOf(c)
	nc.Language = "de"

	renameFile = func(string, string) error { return errors.New("injected: no space left on device") }
	err := saveUIConfig(c, nc)
	renameFile = os.Rename
	if err == nil || !strings.Contains(err.Error(), "config: cannot write "+path) {
		t.Errorf("got %v, want config: cannot write %s", err, path)
	}
	if b, _ := os.ReadFile(path); string(b) != text {
		t.Errorf("the file changed: %q", b)
	}
	if got := dirNames(t, filepath.Dir(path)); !slices.Equal(got, []string{"config.yaml"}) {
		t.Errorf("files left: %v", got)
	}
	if c.Language != "en" {
		t.Errorf("the running configuration took %q though the file was not written", c.Language)
	}

	writeFile(t, path, "rules: [thief_vp\n")
	err = saveUIConfig(c, nc)
	if err == nil || !strings.HasPrefix(err.Error(), "config: "+path+": ") {
		t.Errorf("a broken file: got %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "rules: [thief_vp\n" {
		t.Errorf("a broken file was overwritten: %q", b)
	}
	// A directory where the file should be is refused too.
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := saveUIConfig(c, nc); err == nil || !errors.Is(err, fs.ErrExist) && !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a directory: got %v", err)
	}
}

// TestSaveUIConfigDanglingLink: a link to a file not yet made is written
// through: the file appears where the link points.
func TestSaveUIConfigDanglingLink(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", filepath.Join(dir, "xdg"), "NO_COLOR", "")
	target := filepath.Join(dir, "real.yaml")
	link := filepath.Join(dir, "xdg", "naqala", "config.yaml")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	c := loadTestConfig(t, sys)
	nc := settingsOf(c)
	nc.Language = "de"
	if err := saveUIConfig(c, nc); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(target); err != nil || string(b) != "language: de\n" {
		t.Errorf("the target: %q (%v)", b, err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("the link is gone: %v", err)
	}
}

// TestSettingsChanges: the keys written are those that differ, Djinns
// compared by the catalogue's name.
func TestSettingsChanges(t *testing.T) {
	t.Parallel()
	c := &Config{Language: "en", Colour: "auto", Mouse: true, Rules: ruleDefaults(), DjinnVP: map[string]int{"ptah": 5, "al-amin": 1}}
	nc := settingsOf(c)
	nc.DjinnVP = map[string]int{"Ptah": 5, "Geb": 2}
	var got []string
	for _, ch := range settingsChanges(c, nc) {
		s := strings.Join(ch.Path, ".")
		if ch.Remove {
			s = "-" + s
		}
		got = append(got, s)
	}
	want := []string{"djinn_vp.Geb", "-djinn_vp.Al-Amin"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestConfigMouse: the mouse is on by default, mouse: false turns it off,
// and naqala config says what the key is for (the Shift-drag way round).
func TestConfigMouse(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", dir)
	if c, errs, code := runConfig(t, dir, nil); code != 0 || !c.Mouse {
		t.Errorf("default: mouse %v (exit %d, %s), want true", c.Mouse, code, errs)
	}
	writeFile(t, filepath.Join(dir, "naqala", "config.yaml"), "mouse: false\n")
	if c, errs, code := runConfig(t, dir, nil); code != 0 || c.Mouse || errs != "" {
		t.Errorf("mouse: false: got %v (exit %d, %q)", c.Mouse, code, errs)
	}
	if c := uiConfig(loadTestConfig(t, sys)); c.Mouse {
		t.Error("the TUI gets the mouse on")
	}
	var out bytes.Buffer
	if code := run([]string{"config"}, sys.streams(&out, io.Discard)); code != 0 || !strings.Contains(out.String(), "mouse: false # false leaves the mouse to the terminal for selecting text; while true, Shift-drag selects\n") {
		t.Errorf("naqala config (exit %d):\n%s", code, out.String())
	}
}

// TestSaveUIConfigKeepsAReadOnlyFile: the settings screen does not replace
// a configuration file without write permission; the twin: writable, it
// is edited.
func TestSaveUIConfigKeepsAReadOnlyFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", dir)
	path := filepath.Join(dir, "naqala", "config.yaml")
	writeFile(t, path, "paper: Letter\n")
	c := loadTestConfig(t, sys)
	nc := settingsOf(c)
	nc.Mouse = false
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := saveUIConfig(c, nc); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("read-only: got %v, want a refusal saying read-only", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "paper: Letter\n" {
		t.Errorf("read-only file changed: %q", b)
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := saveUIConfig(c, nc); err != nil {
		t.Errorf("writable: %v", err)
	}
}

// TestSaveUIConfigWithinTheReadersBound: a change that would take the
// file over the bytes the reader accepts is refused, the file kept; the
// twin: the same change on a small file is written.
func TestSaveUIConfigWithinTheReadersBound(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sys := testSystem(t, "XDG_CONFIG_HOME", dir)
	path := filepath.Join(dir, "naqala", "config.yaml")
	big := "paper: Letter\n# " + strings.Repeat("x", filetext.MaxSize-len("paper: Letter\n# \n")-1) + "\n"
	writeFile(t, path, big)
	c := loadTestConfig(t, sys)
	nc := settingsOf(c)
	nc.Mouse = false
	if err := saveUIConfig(c, nc); err == nil || !strings.Contains(err.Error(), "nothing written") {
		t.Errorf("over the bound: got %v, want a refusal", err)
	}
	if b, _ := os.ReadFile(path); string(b) != big {
		t.Error("the file changed although the change was refused")
	}
	writeFile(t, path, "paper: Letter\n")
	if err := saveUIConfig(c, nc); err != nil {
		t.Errorf("small file: %v", err)
	}
}
