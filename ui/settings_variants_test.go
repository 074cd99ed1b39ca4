package ui

import (
	"slices"
	"testing"

	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// The settings screen lists the rule variants of the tables of scoring
// and sultan, in their order, with their defaults, and Space cycles
// through the values the table lists (none for a number, which is typed).
func TestSettingsRulesFromVariantTables(t *testing.T) {
	s := NewSettingsView(SettingsValues{}, SettingsViewOptions{})
	var items []settingItem
	for _, it := range s.items {
		if it.kind == settingRule {
			items = append(items, it)
		}
	}
	vs := append(scoring.Variants(), sultan.Variants()...)
	if len(items) != len(vs) {
		t.Fatalf("%d rule settings, want the %d variants of the tables", len(items), len(vs))
	}
	for i, v := range vs {
		it := items[i]
		if it.key != v.Key || it.def != v.Default || s.value(it) != v.Default {
			t.Errorf("setting %d: %s default %q showing %q, want %s default %q", i, it.key, it.def, s.value(it), v.Key, v.Default)
		}
		if got := s.choices(it); !slices.Equal(got, v.Values) {
			t.Errorf("%s: Space cycles through %q, want the table's %q", v.Key, got, v.Values)
		}
		for _, lang := range labels.Languages() {
			if _, ok := labels.All(lang)[v.About]; !ok {
				t.Errorf("%s: no %s description (%s)", v.Key, lang, v.About)
			}
		}
	}
	// The negative twin: a setting no table has offers nothing to cycle.
	if got := s.choices(settingItem{kind: settingRule, key: "no_such_variant"}); got != nil {
		t.Errorf("a variant no table has cycles through %q", got)
	}
}
