package labels

import (
	"bufio"
	"bytes"
	"embed"
	"errors"
	"fmt"
	"maps"
	"strings"
	"sync"
)

//go:embed *.txt
var files embed.FS

var (
	loadOnce sync.Once
	sets     map[Lang]map[string]string
	loadErr  error
)

func load() { loadOnce.Do(loadFiles) }

// loadFiles parses every embedded label file once; a line that does not
// parse is reported by Error and left out.
func loadFiles() {
	sets = map[Lang]map[string]string{}
	entries, err := files.ReadDir(".")
	if err != nil {
		loadErr = fmt.Errorf("labels: %w", err)
		return
	}
	var errs []error
	for _, e := range entries {
		lang, ok := strings.CutSuffix(e.Name(), ".txt")
		if !ok {
			continue
		}
		data, err := files.ReadFile(e.Name())
		if err != nil {
			errs = append(errs, fmt.Errorf("labels: %s: %w", e.Name(), err))
			continue
		}
		m, err := Parse(e.Name(), data)
		if err != nil {
			errs = append(errs, err)
		}
		sets[Lang(lang)] = m
	}
	loadErr = errors.Join(errs...)
}

// Parse reads a label file: one "key: text" a line, blank lines and
// lines starting with # ignored. Keys are lower-case letters, digits, '_'
// and '.'. Every bad line is reported, named by file and line; the good
// lines are returned all the same.
func Parse(name string, data []byte) (map[string]string, error) {
	m := map[string]string{}
	var errs []error
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if line == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, value, ok := strings.Cut(text, ":")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("labels: %s:%d: want \"key: text\", got %q", name, line, text))
		case !validKey(key):
			errs = append(errs, fmt.Errorf("labels: %s:%d: bad key %q (want lower-case letters, digits, _ and .)", name, line, key))
		case value == "":
			errs = append(errs, fmt.Errorf("labels: %s:%d: key %q has no text", name, line, key))
		default:
			if _, dup := m[key]; dup {
				errs = append(errs, fmt.Errorf("labels: %s:%d: key %q given twice", name, line, key))
				continue
			}
			m[key] = value
		}
	}
	if err := sc.Err(); err != nil {
		errs = append(errs, fmt.Errorf("labels: %s:%d: %w", name, line+1, err))
	}
	return m, errors.Join(errs...)
}

func validKey(k string) bool {
	if k == "" {
		return false
	}
	for _, r := range k {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '.') {
			return false
		}
	}
	return true
}

// Error reports problems in the embedded label files (nil when they all
// parse); tests check it.
func Error() error {
	load()
	return loadErr
}

// All returns a copy of every label of lang, English filling the keys
// lang lacks; an unknown lang gives the English labels.
func All(lang Lang) map[string]string {
	load()
	out := maps.Clone(sets[Default])
	if out == nil {
		out = map[string]string{}
	}
	maps.Copy(out, sets[lang])
	return out
}

// lookup is the label of key in lang, else in English.
func lookup(lang Lang, key string) (string, bool) {
	load()
	if s, ok := sets[lang][key]; ok {
		return s, true
	}
	s, ok := sets[Default][key]
	return s, ok
}
