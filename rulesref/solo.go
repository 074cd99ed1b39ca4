package rulesref

import "fmt"

// Solo is what an entry does in the solo game against Sultan Yazid.
type Solo int

// The solo tags.
const (
	// SoloAsUsual: as in the game with opponents, played by the player.
	SoloAsUsual Solo = iota
	// SoloYazidTriggers: Yazid's turn makes it pay the player (solo
	// sheet: Dhenim, Nekir, Marid, Ba'al).
	SoloYazidTriggers
	// SoloOwnOnly: it pays for the player's own actions only; Yazid never
	// does what would make it pay (reference section 10).
	SoloOwnOnly
	// SoloNothing: it does nothing in solo (no bidding tracks, Yazid never
	// attacks the player's meeples, takes no Thief, ...).
	SoloNothing
	// SoloRefused: naqala refuses to play it in solo (Madjaar: Yazid holds
	// no Item to discard).
	SoloRefused
	numSolo = 5
)

var soloNames = [numSolo]string{"as_usual", "yazid_triggers", "own_only", "nothing", "refused"}

// String is the tag's name in JSON: "yazid_triggers".
func (s Solo) String() string {
	if s < 0 || s >= numSolo {
		return fmt.Sprintf("Solo(%d)", int(s))
	}
	return soloNames[s]
}

// soloTags is the solo tag of every entry, by key: one row a card, so that
// a card added to the catalogue without its row fails the tests. The
// Yazid-triggers rows are checked against the engine (a Yazid turn pays
// the player who holds them); the others come from the solo sheet and
// the reference (section 10).
var soloTags = map[string]Solo{
	// Tiles: the player's as usual; Yazid never does a tile's action.
	"tile.v": SoloAsUsual, "tile.s6": SoloAsUsual, "tile.s10": SoloAsUsual, "tile.s12": SoloAsUsual,
	"tile.s15": SoloAsUsual, "tile.o": SoloAsUsual, "tile.sm": SoloAsUsual, "tile.lm": SoloAsUsual,
	"tile.w": SoloAsUsual, "tile.xm": SoloAsUsual, "tile.ch": SoloAsUsual, "tile.cb": SoloAsUsual,
	"tile.cr": SoloAsUsual, "tile.gl": SoloAsUsual,
	// Tribes: the player's as usual; what Yazid does with each he
	// captures is in its solo words.
	"tribe.vizier": SoloAsUsual, "tribe.elder": SoloAsUsual, "tribe.merchant": SoloAsUsual,
	"tribe.builder": SoloAsUsual, "tribe.assassin": SoloAsUsual, "tribe.artisan": SoloAsUsual,

	"djinn.alamin": SoloAsUsual, "djinn.anunnak": SoloAsUsual, "djinn.baal": SoloYazidTriggers,
	"djinn.boaz": SoloNothing, "djinn.bouraq": SoloAsUsual, "djinn.echidna": SoloAsUsual,
	"djinn.enki": SoloAsUsual, "djinn.hagis": SoloAsUsual, "djinn.haurvatat": SoloAsUsual,
	"djinn.iblis": SoloAsUsual, "djinn.jafaar": SoloAsUsual, "djinn.kandicha": SoloAsUsual,
	"djinn.kumarbi": SoloNothing, "djinn.lamia": SoloAsUsual, "djinn.leta": SoloAsUsual,
	"djinn.marid": SoloYazidTriggers, "djinn.monkir": SoloOwnOnly, "djinn.nekir": SoloYazidTriggers,
	"djinn.shamhat": SoloAsUsual, "djinn.sibittis": SoloAsUsual, "djinn.sloar": SoloAsUsual,
	"djinn.utug": SoloAsUsual, "djinn.dhenim": SoloYazidTriggers, "djinn.ptah": SoloAsUsual,
	"djinn.geb": SoloAsUsual, "djinn.ganapati": SoloOwnOnly, "djinn.kali": SoloNothing,
	"djinn.morgiane": SoloNothing, "djinn.wilwit": SoloAsUsual, "djinn.galbells": SoloNothing,

	"item.jewels": SoloAsUsual, "item.chest": SoloAsUsual, "item.crown": SoloAsUsual,
	"item.burning_scimitar": SoloAsUsual, "item.fabulous_lamp": SoloAsUsual,
	"item.enchanting_flute": SoloAsUsual, "item.flying_carpet": SoloAsUsual,
	"item.rebirth_ring": SoloAsUsual, "item.tempest_talisman": SoloAsUsual,
	"item.horn_of_plenty": SoloAsUsual,

	// Thieves: Yazid is the only other player; the player makes his
	// choices (reference section 10, default).
	"thief.houssain": SoloAsUsual, "thief.ziad": SoloAsUsual, "thief.quafat": SoloAsUsual,
	"thief.kohdiah": SoloAsUsual, "thief.shaum": SoloAsUsual, "thief.madjaar": SoloRefused,

	"whim.card": SoloAsUsual,
}

// variantsOf names, by entry key, the rule variants (config rules.KEY,
// sultan's and scoring's) that switch a reading of it.
var variantsOf = map[string][]string{
	"tile.gl":         {"lake_adjacency", "lake_haurvatat_palm"},
	"tribe.vizier":    {"solo_vizier_bonus"},
	"tribe.builder":   {"builders_fakirs"},
	"tribe.assassin":  {"kill_in_front_of_yazid"},
	"tribe.artisan":   {"artisan_majority", "solo_yazid_artisans", "solo_artisans"},
	"djinn.dhenim":    {"djinn_income", "djinn_income_timing"},
	"djinn.nekir":     {"djinn_income", "djinn_income_timing"},
	"djinn.marid":     {"djinn_income", "djinn_income_timing"},
	"djinn.haurvatat": {"lake_haurvatat_palm"},
	"thief.houssain":  {"thief_vp"},
	"thief.ziad":      {"thief_vp"},
	"thief.quafat":    {"thief_vp"},
	"thief.kohdiah":   {"thief_vp"},
	"thief.shaum":     {"thief_vp"},
	"thief.madjaar":   {"thief_vp"},
}
