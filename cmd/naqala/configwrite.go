package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/naqala/naqala/internal/filetext"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/yamledit"
	"github.com/naqala/naqala/ui"
)

// saveUIConfig keeps the settings changed in the TUI in the configuration
// file (the one of highest priority read, or the default one) as a
// careful editor would: only the keys whose values changed are written,
// into the file's node tree, so its comments, blank lines, order and other
// keys stay; a symlink is written through and the file keeps its mode;
// the write is atomic. A value the running configuration has from a flag
// or the environment is not written unless changed on the screen.
func saveUIConfig(c *Config, nc ui.Config) error {
	path := c.File()
	if path == "" {
		dir := c.Dir
		if dir == "" {
			return errors.New("config: no configuration directory")
		}
		path = filepath.Join(dir, "config.yaml")
	}
	if changes := settingsChanges(c, nc); len(changes) > 0 {
		if err := editConfigFile(path, changes); err != nil {
			return err
		}
	}
	c.Language, c.Colour, c.Mouse = nc.Language, nc.Colour, nc.Mouse
	c.Rules, c.DjinnVP = nc.Rules, nc.DjinnVP
	return nil
}

// settingsChanges lists the configuration keys whose values differ
// between the configuration in force and the one the settings screen
// saves, in the order of the configuration's keys.
func settingsChanges(c *Config, nc ui.Config) []yamledit.Change {
	var out []yamledit.Change
	set := func(v any, path ...string) { out = append(out, yamledit.Change{Path: path, Value: v}) }
	if nc.Language != c.Language {
		set(nc.Language, "language")
	}
	if nc.Colour != c.Colour {
		set(nc.Colour, "colour")
	}
	if nc.Mouse != c.Mouse {
		set(nc.Mouse, "mouse")
	}
	for _, k := range slices.Sorted(maps.Keys(nc.Rules)) {
		if old, ok := c.Rules[k]; !ok || old != nc.Rules[k] {
			set(ruleYAML(nc.Rules[k]), "rules", k)
		}
	}
	was, is := djinnVPs(c.DjinnVP), djinnVPs(nc.DjinnVP)
	for _, name := range slices.Sorted(maps.Keys(is)) {
		if old, ok := was[name]; !ok || old != is[name] {
			set(is[name], "djinn_vp", name)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(was)) {
		if _, ok := is[name]; !ok {
			out = append(out, yamledit.Change{Path: []string{"djinn_vp", name}, Remove: true})
		}
	}
	return out
}

// djinnVPs keys the Djinn VPs by the catalogue's name of each Djinn.
func djinnVPs(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, vp := range m {
		if d, ok := game.LookupDjinn(k); ok {
			k = d.Name
		}
		out[k] = vp
	}
	return out
}

// ruleYAML is a rule value as the YAML value a person writes: true,
// false and whole numbers bare, anything else a string.
func ruleYAML(v string) any {
	switch v {
	case "true":
		return true
	case "false":
		return false
	}
	if n, err := strconv.Atoi(v); err == nil && strconv.Itoa(n) == v {
		return n
	}
	return v
}

// sameConfigKey tells the keys of a configuration file apart as viper
// does (in any case) and a Djinn's name under djinn_vp as the catalogue
// does (Al-Amin, al amin, AlAmin).
func sameConfigKey(path []string, key string) bool {
	want := path[len(path)-1]
	if len(path) == 2 && strings.EqualFold(path[0], "djinn_vp") {
		a, okA := game.LookupDjinn(key)
		b, okB := game.LookupDjinn(want)
		if okA && okB {
			return a.Name == b.Name
		}
	}
	return strings.EqualFold(key, want)
}

// editConfigFile makes the changes in the configuration file at path,
// creating it (and its directory) when missing. A file that does not read
// as YAML is left as it is and reported.
func editConfigFile(path string, changes []yamledit.Change) error {
	target, mode, exists, err := fileTarget(path)
	if err != nil {
		return fmt.Errorf("config: %w", err)
	}
	var src []byte
	if exists {
		if src, err = readBounded(target, yamledit.MaxSize); err != nil {
			return fmt.Errorf("config: %s: %w", path, err)
		}
	}
	out, err := yamledit.Edit(src, changes, sameConfigKey)
	if err != nil {
		return fmt.Errorf("config: %s: %s", path, strings.TrimPrefix(err.Error(), "yamledit: "))
	}
	if exists && string(out) == string(src) {
		return nil
	}
	// The reader takes at most filetext.MaxSize bytes: a larger file
	// written here would make every command refuse the configuration.
	if len(out) > filetext.MaxSize {
		return fmt.Errorf("config: %s: the changed file would be %d bytes, over the %d a configuration may have: nothing written", path, len(out), filetext.MaxSize)
	}
	if !exists {
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return fmt.Errorf("config: %w", err)
		}
	}
	if err := replaceFile(target, out, mode, exists); err != nil {
		return fmt.Errorf("config: cannot write %s: %w", path, err)
	}
	return nil
}

// fileTarget follows the symlinks at path to the regular file a write
// replaces (or makes, for a link to a file not yet there), and says its
// mode and whether it exists.
func fileTarget(path string) (target string, mode fs.FileMode, exists bool, err error) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return danglingTarget(path), 0o644, false, nil
	case err != nil:
		return "", 0, false, err
	case !st.Mode().IsRegular():
		return "", 0, false, fmt.Errorf("%s: not a regular file", path)
	}
	// A file without write permission is not replaced through its
	// directory: the rename would allow what the file forbids.
	if err := checkWritable(path, st.Mode()); err != nil {
		return "", 0, false, fmt.Errorf("%s: %w", path, err)
	}
	if target, err = filepath.EvalSymlinks(path); err != nil {
		return "", 0, false, err
	}
	return target, st.Mode().Perm(), true, nil
}

// readBounded reads the file at path, refusing one larger than limit.
func readBounded(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("larger than %d bytes: not a configuration file", limit)
	}
	return b, nil
}

// renameFile is os.Rename; tests make it fail.
var renameFile = os.Rename

// replaceFile writes data to target atomically: a temporary file in the
// same directory is written, fsynced, given the mode and renamed over
// target, and the directory is fsynced. An existing file keeps its mode
// exactly; a new one gets mode under the umask. On failure target is as
// it was and no temporary file is left.
func replaceFile(target string, data []byte, mode fs.FileMode, exists bool) (err error) {
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	var f *os.File
	for range 100 {
		name := filepath.Join(dir, fmt.Sprintf(".%s.%08x.tmp", base, rand.Uint32()))
		f, err = os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if exists {
		if err = f.Chmod(mode); err != nil {
			return err
		}
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = renameFile(tmp, target); err != nil {
		return err
	}
	return syncDirectory(dir)
}

// syncDirectory makes the rename durable; Windows keeps renames in its
// file-system journal and cannot open a directory to sync it.
func syncDirectory(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
