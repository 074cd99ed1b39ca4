package game

// Variant is one rule variant of a rules package (scoring, sultan), as
// the configuration, the files and the settings screen know it: its key
// (without "rules."), the values it takes, its default, and the label key
// of a line that describes it. The package's Rules.Set checks a value.
type Variant struct {
	Key string
	// Values are the values it takes, in order; nil for a whole number
	// from Min to Max.
	Values   []string
	Min, Max int
	Default  string
	// About is the label key of its description ("rule.KEY").
	About string
}

// Number reports whether the variant takes a whole number (Min to Max)
// rather than one of Values.
func (v Variant) Number() bool { return v.Values == nil }

// LookupVariant finds the variant of key in vs.
func LookupVariant(vs []Variant, key string) (Variant, bool) {
	for _, v := range vs {
		if v.Key == key {
			return v, true
		}
	}
	return Variant{}, false
}

// VariantKeys lists the keys of vs, in their order.
func VariantKeys(vs []Variant) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.Key
	}
	return out
}
