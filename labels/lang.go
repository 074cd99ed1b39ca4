package labels

import (
	"fmt"
	"slices"
	"strings"
)

// Lang is a language naqala speaks, named by its ISO 639-1 code.
type Lang string

// The languages with a label file.
const (
	English Lang = "en"
	German  Lang = "de"
)

// Default is the language used when none is given and the one whose
// labels stand in for a key another language lacks.
const Default = English

// DefaultLang is Default as a plain string, for options that keep the
// language as text (the config file, the sheet options).
const DefaultLang = string(Default)

// Languages lists the languages with a label file, sorted by code.
func Languages() []Lang {
	load()
	out := make([]Lang, 0, len(sets))
	for l := range sets {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

// Known reports whether l has a label file.
func (l Lang) Known() bool {
	load()
	_, ok := sets[l]
	return ok
}

// ParseLang reads a user's language, "en" or "de" (any case, spaces
// around ignored); an empty value is Default.
func ParseLang(s string) (Lang, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return Default, nil
	}
	if l := Lang(s); l.Known() {
		return l, nil
	}
	names := make([]string, 0, 2)
	for _, l := range Languages() {
		names = append(names, string(l))
	}
	return "", fmt.Errorf("labels: language %q: want one of %s", s, strings.Join(names, ", "))
}
