package scoring

import (
	"slices"
	"strconv"

	"github.com/naqala/naqala/game"
)

var boolValues = []string{"false", "true"}

// Variants lists the scoring rule variants, sorted by key: the one table
// the configuration, the score files and the settings screen read (Set
// checks the values). A fresh copy each call.
func Variants() []game.Variant {
	d := DefaultRules()
	vp := func(key string, def int) game.Variant {
		return game.Variant{Key: key, Min: 0, Max: MaxRuleVP, Default: strconv.Itoa(def), About: "rule." + key}
	}
	of := func(key string, values []string, def string) game.Variant {
		return game.Variant{Key: key, Values: slices.Clone(values), Default: def, About: "rule." + key}
	}
	return []game.Variant{
		of(KeyArtisanMajority, majorityNames[:], d.ArtisanMajority.String()),
		of(KeyLakeAdjacency, lakeNames[:], d.LakeAdjacency.String()),
		vp(KeyLakeHaurvatatPalm, d.LakeHaurvatatPalm),
		of(KeySoloVizierBonus, boolValues, strconv.FormatBool(d.SoloVizierBonus)),
		of(KeySoloYazidArtisans, boolValues, strconv.FormatBool(d.SoloYazidArtisans)),
		vp(KeyThiefVP, d.ThiefVP),
	}
}
