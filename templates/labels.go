package templates

import (
	"bufio"
	"bytes"
	"embed"
	"errors"
	"fmt"
	"maps"
	"sort"
	"strings"
	"sync"

	"github.com/naqala/naqala/scoring"
)

//go:embed labels/*.txt
var labelFiles embed.FS

// DefaultLang is the language used when none is given and the one whose
// labels stand in for a key another language lacks.
const DefaultLang = "en"

var (
	labelsOnce sync.Once
	labelSets  map[string]map[string]string
	labelsErr  error
)

// loadLabels parses every embedded label file once; a line that does not
// parse is reported by LabelsError and left out.
func loadLabels() {
	labelSets = map[string]map[string]string{}
	entries, err := labelFiles.ReadDir("labels")
	if err != nil {
		labelsErr = fmt.Errorf("templates: labels: %w", err)
		return
	}
	var errs []error
	for _, e := range entries {
		lang, ok := strings.CutSuffix(e.Name(), ".txt")
		if !ok {
			continue
		}
		data, err := labelFiles.ReadFile("labels/" + e.Name())
		if err != nil {
			errs = append(errs, fmt.Errorf("templates: labels/%s: %w", e.Name(), err))
			continue
		}
		m, err := ParseLabels("labels/"+e.Name(), data)
		if err != nil {
			errs = append(errs, err)
		}
		labelSets[lang] = m
	}
	labelsErr = errors.Join(errs...)
}

// ParseLabels reads a label file: one "key: text" a line, blank lines and
// lines starting with # ignored. Keys are lower-case letters, digits, '_'
// and '.'. Every bad line is reported, named by file and line; the good
// lines are returned all the same.
func ParseLabels(name string, data []byte) (map[string]string, error) {
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
			errs = append(errs, fmt.Errorf("templates: %s:%d: want \"key: text\", got %q", name, line, text))
		case !validKey(key):
			errs = append(errs, fmt.Errorf("templates: %s:%d: bad key %q (want lower-case letters, digits, _ and .)", name, line, key))
		case value == "":
			errs = append(errs, fmt.Errorf("templates: %s:%d: key %q has no text", name, line, key))
		default:
			if _, dup := m[key]; dup {
				errs = append(errs, fmt.Errorf("templates: %s:%d: key %q given twice", name, line, key))
				continue
			}
			m[key] = value
		}
	}
	if err := sc.Err(); err != nil {
		errs = append(errs, fmt.Errorf("templates: %s:%d: %w", name, line+1, err))
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

// Languages lists the languages with a label file, sorted.
func Languages() []string {
	labelsOnce.Do(loadLabels)
	out := make([]string, 0, len(labelSets))
	for l := range labelSets {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// HasLanguage reports whether lang has a label file.
func HasLanguage(lang string) bool {
	labelsOnce.Do(loadLabels)
	_, ok := labelSets[lang]
	return ok
}

// Labels returns a copy of every label of lang, English filling the keys
// lang lacks; an unknown lang gives the English labels.
func Labels(lang string) map[string]string {
	labelsOnce.Do(loadLabels)
	out := maps.Clone(labelSets[DefaultLang])
	if out == nil {
		out = map[string]string{}
	}
	maps.Copy(out, labelSets[lang])
	return out
}

// T returns the label of key in lang, else in English, else key itself.
func T(lang, key string) string {
	labelsOnce.Do(loadLabels)
	if s, ok := labelSets[lang][key]; ok {
		return s
	}
	if s, ok := labelSets[DefaultLang][key]; ok {
		return s
	}
	return key
}

// LabelsError reports problems in the embedded label files (nil when they
// all parse); tests check it.
func LabelsError() error {
	labelsOnce.Do(loadLabels)
	return labelsErr
}

// CategoryLabel returns the name of a score pad row in lang, e.g.
// "Wesire" for the viziers in German.
func CategoryLabel(lang string, c scoring.Category) string {
	return T(lang, c.String())
}
