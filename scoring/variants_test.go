package scoring

import (
	"maps"
	"slices"
	"strconv"
	"testing"

	"github.com/naqala/naqala/game"
)

// The table lists every variant Set knows, sorted, with the defaults of
// DefaultRules, and every value it lists is one Set takes and Settings
// gives back as it is.
func TestVariantsTable(t *testing.T) {
	vs := Variants()
	keys := game.VariantKeys(vs)
	if !slices.IsSorted(keys) || !slices.Equal(keys, DefaultRules().Keys()) {
		t.Fatalf("table keys %v, want the sorted keys of Rules %v", keys, DefaultRules().Keys())
	}
	defaults := map[string]string{}
	for _, v := range vs {
		defaults[v.Key] = v.Default
		if v.About != "rule."+v.Key {
			t.Errorf("%s: description key %q", v.Key, v.About)
		}
		values := v.Values
		if v.Number() {
			values = []string{strconv.Itoa(v.Min), strconv.Itoa(v.Max)}
		}
		for _, val := range values {
			r := DefaultRules()
			if known, err := r.Set(v.Key, val); !known || err != nil {
				t.Errorf("Set(%s, %q) = %v, %v: a value of the table refused", v.Key, val, known, err)
			}
			if got := r.Settings()[v.Key]; got != val {
				t.Errorf("%s set to %q reads back %q", v.Key, val, got)
			}
		}
	}
	if !maps.Equal(defaults, DefaultRules().Settings()) {
		t.Errorf("table defaults %v, want DefaultRules %v", defaults, DefaultRules().Settings())
	}
}

// The negative twin: values the table does not list are refused, the
// rules left as they were.
func TestVariantsTableRefuses(t *testing.T) {
	for _, v := range Variants() {
		bad := []string{"maybe", ""}
		if v.Number() {
			bad = []string{strconv.Itoa(v.Min - 1), strconv.Itoa(v.Max + 1)}
		}
		for _, val := range bad {
			r := DefaultRules()
			if known, err := r.Set(v.Key, val); !known || err == nil || r != DefaultRules() {
				t.Errorf("Set(%s, %q) = %v, %v: want refused, rules unchanged", v.Key, val, known, err)
			}
		}
	}
	// A fresh copy each call: a caller cannot change the table.
	vs := Variants()
	vs[0].Values[0] = "changed"
	if Variants()[0].Values[0] == "changed" {
		t.Error("Variants shares its values with its callers")
	}
}
