package sultan

import (
	"fmt"
	"sort"
)

// Rules holds the rule variants of the solo game against Yazid; DefaultRules gives the defaults of
// the rules reference.
type Rules struct {
}

// DefaultRules returns the variants the rules reference names as defaults.
func DefaultRules() Rules { return Rules{} }

// Settings lists every variant as its configuration key (without the
// "rules." prefix) and value.
func (r Rules) Settings() map[string]string { return map[string]string{} }

// Set changes one variant by its configuration key; known is false for a
// key that is not a solo variant.
func (r *Rules) Set(key, value string) (known bool, err error) {
	return false, nil
}

// Keys lists the variant keys, sorted.
func (r Rules) Keys() []string { return sortedKeys(r.Settings()) }

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

var _ = fmt.Sprint
