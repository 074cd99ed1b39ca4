package game

import (
	"slices"
	"testing"
)

func TestLookupVariant(t *testing.T) {
	vs := []Variant{{Key: "a", Values: []string{"x", "y"}, Default: "x"}, {Key: "b", Max: 9, Default: "3"}}
	if v, ok := LookupVariant(vs, "b"); !ok || !v.Number() || v.Default != "3" {
		t.Errorf("LookupVariant(b) = %+v, %v", v, ok)
	}
	if v, ok := LookupVariant(vs, "a"); !ok || v.Number() {
		t.Errorf("LookupVariant(a) = %+v, %v: want a variant of values", v, ok)
	}
	// The negative twin: a key not in the table.
	if _, ok := LookupVariant(vs, "c"); ok {
		t.Error("LookupVariant found a key not in the table")
	}
	if got := VariantKeys(vs); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("VariantKeys = %v", got)
	}
}
