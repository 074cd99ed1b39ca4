package sultan

import (
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
)

// Variants lists the solo rule variants, sorted by key: the one table the
// configuration, the solo files and the settings screen read (Set checks
// the values). A fresh copy each call.
func Variants() []game.Variant {
	d := DefaultRules().Settings()
	out := make([]game.Variant, 0, len(variants))
	for _, v := range variants {
		out = append(out, game.Variant{Key: v.key, Values: slices.Clone(v.values), Default: d[v.key], About: "rule." + v.key})
	}
	slices.SortFunc(out, func(a, b game.Variant) int { return strings.Compare(a.Key, b.Key) })
	return out
}
