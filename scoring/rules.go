package scoring

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
)

// ArtisanMajority is how the Artisan majority is read.
type ArtisanMajority int

// The readings of the Artisan majority (reference section 9).
const (
	// NoOneMore: 3 VP per Artisan if no other player has more Artisans
	// (the official German text; tied players all get 3).
	NoOneMore ArtisanMajority = iota
	// StrictlyMost: 3 VP per Artisan only with strictly the most Artisans
	// (the cheat sheet's reading).
	StrictlyMost
)

var majorityNames = [...]string{"no_one_more", "strictly_most"}

// String is the configuration value: "no_one_more" or "strictly_most".
func (m ArtisanMajority) String() string {
	if m < 0 || int(m) >= len(majorityNames) {
		return fmt.Sprintf("ArtisanMajority(%d)", int(m))
	}
	return majorityNames[m]
}

// LakeAdjacency is which tiles surround the Great Lake, whose Palm Trees
// and Palaces score double.
type LakeAdjacency int

// The readings of "around the Great Lake" (reference section 1).
const (
	// LakeSurrounding: the Lake's 8 neighbours, diagonals included, as
	// "surrounding" means for Builders and the Tent (the default).
	LakeSurrounding LakeAdjacency = iota
	// LakeOrthogonal: only the 4 tiles beside the Lake (the cheat sheet's
	// "adjacent").
	LakeOrthogonal
)

var lakeNames = [...]string{"surrounding", "orthogonal"}

// String is the configuration value: "surrounding" or "orthogonal".
func (a LakeAdjacency) String() string {
	if a < 0 || int(a) >= len(lakeNames) {
		return fmt.Sprintf("LakeAdjacency(%d)", int(a))
	}
	return lakeNames[a]
}

// Rules holds the scoring rule variants; DefaultRules gives the defaults of
// the rules reference.
type Rules struct {
	// ArtisanMajority: who gets 3 VP per Artisan instead of 2.
	ArtisanMajority ArtisanMajority
	// ThiefVP is what a Thief still held adds to the Djinn VP (reference
	// section 5: 6, one source).
	ThiefVP int
	// LakeHaurvatatPalm is what a Palm Tree surrounding the Great Lake
	// scores with Haurvatat (reference section 8: 10, the default reading
	// of "doubled").
	LakeHaurvatatPalm int
	// LakeAdjacency: which tiles of a board surround the Great Lake (a
	// file's per-player tiles say it themselves with lake: true).
	LakeAdjacency LakeAdjacency
	// SoloVizierBonus: Yazid's Council counts as an opponent for the
	// +10 Vizier bonus in a solo game.
	SoloVizierBonus bool
	// SoloYazidArtisans: Yazid's Artisans count against the player's
	// Artisan majority in a solo game.
	SoloYazidArtisans bool
}

// DefaultRules returns the variants the rules reference names as defaults.
func DefaultRules() Rules {
	return Rules{
		ArtisanMajority:   NoOneMore,
		ThiefVP:           6,
		LakeHaurvatatPalm: 10,
		LakeAdjacency:     LakeSurrounding,
		SoloVizierBonus:   true,
		SoloYazidArtisans: true,
	}
}

// The configuration keys of the scoring variants (without "rules.").
const (
	KeyArtisanMajority   = "artisan_majority"
	KeyThiefVP           = "thief_vp"
	KeyLakeHaurvatatPalm = "lake_haurvatat_palm"
	KeyLakeAdjacency     = "lake_adjacency"
	KeySoloVizierBonus   = "solo_vizier_bonus"
	KeySoloYazidArtisans = "solo_yazid_artisans"
)

// Settings lists every variant as its configuration key (without the
// "rules." prefix) and value.
func (r Rules) Settings() map[string]string {
	return map[string]string{
		KeyArtisanMajority:   r.ArtisanMajority.String(),
		KeyThiefVP:           strconv.Itoa(r.ThiefVP),
		KeyLakeHaurvatatPalm: strconv.Itoa(r.LakeHaurvatatPalm),
		KeyLakeAdjacency:     r.LakeAdjacency.String(),
		KeySoloVizierBonus:   strconv.FormatBool(r.SoloVizierBonus),
		KeySoloYazidArtisans: strconv.FormatBool(r.SoloYazidArtisans),
	}
}

// Set changes one variant by its configuration key; known is false for a
// key that is not a scoring variant. A bad value leaves r unchanged.
func (r *Rules) Set(key, value string) (known bool, err error) {
	switch key {
	case KeyArtisanMajority:
		for i, n := range majorityNames {
			if value == n {
				r.ArtisanMajority = ArtisanMajority(i)
				return true, nil
			}
		}
		return true, fmt.Errorf("scoring: %s %q: want no_one_more or strictly_most", key, value)
	case KeyLakeAdjacency:
		for i, n := range lakeNames {
			if value == n {
				r.LakeAdjacency = LakeAdjacency(i)
				return true, nil
			}
		}
		return true, fmt.Errorf("scoring: %s %q: want surrounding or orthogonal", key, value)
	case KeyThiefVP:
		return true, setVP(&r.ThiefVP, key, value)
	case KeyLakeHaurvatatPalm:
		return true, setVP(&r.LakeHaurvatatPalm, key, value)
	case KeySoloVizierBonus:
		return true, setBool(&r.SoloVizierBonus, key, value)
	case KeySoloYazidArtisans:
		return true, setBool(&r.SoloYazidArtisans, key, value)
	}
	return false, nil
}

// MaxRuleVP bounds the VP a rule variant gives one piece (thief_vp,
// lake_haurvatat_palm), far above any reading of the rules, so that no
// score overflows.
const MaxRuleVP = 100

func setVP(dst *int, key, value string) error {
	n, err := strconv.Atoi(value)
	if err != nil || n < 0 || n > MaxRuleVP {
		return fmt.Errorf("scoring: %s %q: want a whole number of VP, 0 to %d", key, value, MaxRuleVP)
	}
	*dst = n
	return nil
}

func setBool(dst *bool, key, value string) error {
	b, err := strconv.ParseBool(value)
	if err != nil {
		return fmt.Errorf("scoring: %s %q: want true or false", key, value)
	}
	*dst = b
	return nil
}

// check reports a numeric variant out of its range (Rules built without
// Set).
func (r Rules) check() error {
	var errs []error
	for _, v := range []struct {
		key string
		n   int
	}{{KeyThiefVP, r.ThiefVP}, {KeyLakeHaurvatatPalm, r.LakeHaurvatatPalm}} {
		if v.n < 0 || v.n > MaxRuleVP {
			errs = append(errs, fmt.Errorf("scoring: rules.%s %d: want a whole number of VP, 0 to %d", v.key, v.n, MaxRuleVP))
		}
	}
	return errors.Join(errs...)
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
