package sultan

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// BlackSix is how a black 6 finds Yazid's two targets.
type BlackSix int

// The readings of the black 6 (reference section 10).
const (
	// TopmostWithMeeples strikes the top-most and bottom-most tiles of the
	// column that hold meeples (default).
	TopmostWithMeeples BlackSix = iota
	// LiteralRows strikes the literal top and bottom rows of the column.
	LiteralRows
)

// StrikeOrder is the order in which the targets of a double strike are
// resolved.
type StrikeOrder int

// The resolution orders.
const (
	UpperFirst StrikeOrder = iota // the upper tile first (default)
	LowerFirst                    // the lower tile first
)

// DjinnIncome is how often the player's Djinns pay when Yazid captures.
type DjinnIncome int

// The income granularities.
const (
	PerTile DjinnIncome = iota // once per captured tile (default)
	PerTurn                    // at most once per Yazid turn
)

// IncomeTiming is when the player's Djinn income is paid relative to the
// Builders' coins Yazid collects.
type IncomeTiming int

// The income timings.
const (
	BeforePayment IncomeTiming = iota // income first, then the payment (default)
	AfterPayment                      // the payment first, then the income
)

// SoloArtisans is what Yazid does with captured Artisans.
type SoloArtisans int

// The Artisan readings.
const (
	YazidKeeps    SoloArtisans = iota // Yazid keeps them (default)
	ArtisansToBag                     // back to the bag
)

// Rules holds the rule variants of the solo game against Yazid;
// DefaultRules gives the defaults of the rules reference (section 10).
type Rules struct {
	BlackSix       BlackSix
	StrikeOrder    StrikeOrder
	DjinnIncome    DjinnIncome
	IncomeTiming   IncomeTiming
	Artisans       SoloArtisans
	BuildersFakirs bool // Yazid adds all his Fakirs to captured Builders (default false)
	// KillInFrontOfYazid: the player's Assassins may kill a meeple "in
	// front of an opponent" beside the board: a Vizier of Yazid's Council,
	// one of his Elders or Artisans (default false: meeples on the board).
	KillInFrontOfYazid bool
}

// DefaultRules returns the variants the rules reference names as defaults.
func DefaultRules() Rules { return Rules{} }

// variant describes one configuration key and its values, in the order of
// the enum they set.
type variant struct {
	key    string
	values []string
	get    func(r *Rules) int
	set    func(r *Rules, v int)
}

var variants = []variant{
	{"black_six", []string{"topmost_with_meeples", "literal_rows"},
		func(r *Rules) int { return int(r.BlackSix) }, func(r *Rules, v int) { r.BlackSix = BlackSix(v) }},
	{"strike_order", []string{"upper_first", "lower_first"},
		func(r *Rules) int { return int(r.StrikeOrder) }, func(r *Rules, v int) { r.StrikeOrder = StrikeOrder(v) }},
	{"djinn_income", []string{"per_tile", "per_turn"},
		func(r *Rules) int { return int(r.DjinnIncome) }, func(r *Rules, v int) { r.DjinnIncome = DjinnIncome(v) }},
	{"djinn_income_timing", []string{"before_payment", "after_payment"},
		func(r *Rules) int { return int(r.IncomeTiming) }, func(r *Rules, v int) { r.IncomeTiming = IncomeTiming(v) }},
	{"solo_artisans", []string{"yazid_keeps", "to_bag"},
		func(r *Rules) int { return int(r.Artisans) }, func(r *Rules, v int) { r.Artisans = SoloArtisans(v) }},
	{"builders_fakirs", []string{"false", "true"},
		func(r *Rules) int {
			if r.BuildersFakirs {
				return 1
			}
			return 0
		}, func(r *Rules, v int) { r.BuildersFakirs = v == 1 }},
	{"kill_in_front_of_yazid", []string{"false", "true"},
		func(r *Rules) int {
			if r.KillInFrontOfYazid {
				return 1
			}
			return 0
		}, func(r *Rules, v int) { r.KillInFrontOfYazid = v == 1 }},
}

// Settings lists every variant as its configuration key (without the
// "rules." prefix) and value.
func (r Rules) Settings() map[string]string {
	m := make(map[string]string, len(variants))
	for _, v := range variants {
		i := v.get(&r)
		if i < 0 || i >= len(v.values) {
			m[v.key] = fmt.Sprintf("invalid(%d)", i)
			continue
		}
		m[v.key] = v.values[i]
	}
	return m
}

// Set changes one variant by its configuration key; known is false for a
// key that is not a solo variant.
func (r *Rules) Set(key, value string) (known bool, err error) {
	for _, v := range variants {
		if v.key != key {
			continue
		}
		val := strings.ToLower(strings.TrimSpace(value))
		for i, name := range v.values {
			if name == val {
				v.set(r, i)
				return true, nil
			}
		}
		return true, fmt.Errorf("sultan: rule %s: unknown value %q (want %s)", key, value, strings.Join(v.values, " or "))
	}
	return false, nil
}

// Keys lists the variant keys, sorted.
func (r Rules) Keys() []string { return sortedKeys(r.Settings()) }

// ApplySettings sets every key of m that is a solo variant, ignoring the
// others (such as scoring's), and reports every bad value at once.
func (r *Rules) ApplySettings(m map[string]string) error {
	var errs []error
	for _, k := range sortedKeys(m) {
		if _, err := r.Set(k, m[k]); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
