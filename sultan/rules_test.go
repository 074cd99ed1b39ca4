package sultan

import (
	"slices"
	"testing"
)

func TestRulesSettings(t *testing.T) {
	want := map[string]string{
		"black_six":              "topmost_with_meeples",
		"strike_order":           "upper_first",
		"djinn_income":           "per_tile",
		"djinn_income_timing":    "before_payment",
		"solo_artisans":          "yazid_keeps",
		"builders_fakirs":        "false",
		"kill_in_front_of_yazid": "false",
	}
	got := DefaultRules().Settings()
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: got %q, want %q", k, got[k], v)
		}
	}
	// Keys apart from scoring's.
	for _, k := range []string{"artisan_majority", "thief_vp", "lake_haurvatat_palm", "solo_vizier_bonus", "solo_yazid_artisans"} {
		if _, clash := got[k]; clash {
			t.Errorf("key %s is scoring's", k)
		}
	}
	if !slices.IsSorted(DefaultRules().Keys()) {
		t.Errorf("keys not sorted")
	}
}

func TestRulesSet(t *testing.T) {
	tests := []struct {
		key, value string
		known, ok  bool
		check      func(Rules) bool
	}{
		{"black_six", "literal_rows", true, true, func(r Rules) bool { return r.BlackSix == LiteralRows }},
		{"strike_order", "LOWER_FIRST", true, true, func(r Rules) bool { return r.StrikeOrder == LowerFirst }},
		{"djinn_income", "per_turn", true, true, func(r Rules) bool { return r.DjinnIncome == PerTurn }},
		{"djinn_income_timing", "after_payment", true, true, func(r Rules) bool { return r.IncomeTiming == AfterPayment }},
		{"solo_artisans", "to_bag", true, true, func(r Rules) bool { return r.Artisans == ArtisansToBag }},
		{"builders_fakirs", "true", true, true, func(r Rules) bool { return r.BuildersFakirs }},
		{"builders_fakirs", "yes", true, false, nil},
		{"black_six", "middle", true, false, nil},
		{"thief_vp", "3", false, true, nil},
	}
	for _, tc := range tests {
		t.Run(tc.key+"="+tc.value, func(t *testing.T) {
			r := DefaultRules()
			known, err := r.Set(tc.key, tc.value)
			if known != tc.known || (err == nil) != tc.ok {
				t.Fatalf("got known %v, err %v; want %v, ok %v", known, err, tc.known, tc.ok)
			}
			if tc.check != nil && !tc.check(r) {
				t.Errorf("got %+v", r)
			}
			if !tc.ok && r != DefaultRules() {
				t.Errorf("a bad value changed the rules: %+v", r)
			}
		})
	}
}

func TestRulesSettingsRoundTrip(t *testing.T) {
	r := Rules{BlackSix: LiteralRows, StrikeOrder: LowerFirst, DjinnIncome: PerTurn, IncomeTiming: AfterPayment, Artisans: ArtisansToBag, BuildersFakirs: true}
	var back Rules
	if err := back.ApplySettings(r.Settings()); err != nil || back != r {
		t.Errorf("got %+v, %v; want %+v", back, err, r)
	}
	if err := back.ApplySettings(map[string]string{"black_six": "x", "strike_order": "y", "other": "z"}); err == nil {
		t.Errorf("bad values: got no error")
	}
}
