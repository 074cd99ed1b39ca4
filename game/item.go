package game

import (
	"fmt"
	"strings"
)

// Item is an Artisans item marker: precious (worth VP) or magic.
type Item int

// The items (reference section 7).
const (
	JewelsItem Item = iota
	Chest
	Crown
	BurningScimitar
	FabulousLamp
	EnchantingFlute
	FlyingCarpet
	RebirthRing
	TempestTalisman
	HornOfPlenty
	NumItems = 10
)

var itemInfo = [NumItems]struct {
	key, name string
	vp, count int
}{
	{"jewels", "Jewels", 5, 6},
	{"chest", "Chest", 7, 3},
	{"crown", "Crown", 9, 2},
	{"burning_scimitar", "Burning Scimitar", 0, 1},
	{"fabulous_lamp", "Fabulous Lamp", 0, 1},
	{"enchanting_flute", "Enchanting Flute", 0, 1},
	{"flying_carpet", "Flying Carpet", 0, 1},
	{"rebirth_ring", "Rebirth Ring", 0, 1},
	{"tempest_talisman", "Tempest Talisman", 0, 1},
	{"horn_of_plenty", "Horn of Plenty", 0, 1},
}

// Items lists every item.
func Items() []Item {
	out := make([]Item, NumItems)
	for i := range out {
		out[i] = Item(i)
	}
	return out
}

func (i Item) valid() bool { return i >= 0 && i < NumItems }

// String is the item's name, such as "Crown".
func (i Item) String() string {
	if !i.valid() {
		return fmt.Sprintf("Item(%d)", int(i))
	}
	return itemInfo[i].name
}

// Key is the item's name in files, such as "crown".
func (i Item) Key() string {
	if !i.valid() {
		return i.String()
	}
	return itemInfo[i].key
}

// VP is the item's printed value; magic items are worth nothing at the end.
func (i Item) VP() int {
	if !i.valid() {
		return 0
	}
	return itemInfo[i].vp
}

// Count is how many markers of the item the box holds.
func (i Item) Count() int {
	if !i.valid() {
		return 0
	}
	return itemInfo[i].count
}

// Precious reports whether the item scores VP.
func (i Item) Precious() bool { return i.valid() && i <= Crown }

// ParseItem reads an item by key or name, ignoring case, spaces, "-" and "_".
func ParseItem(s string) (Item, error) {
	k := fold(s)
	for _, it := range Items() {
		if k == fold(itemInfo[it].key) || k == fold(itemInfo[it].name) {
			return it, nil
		}
	}
	if k == "jewel" {
		return JewelsItem, nil
	}
	return 0, fmt.Errorf("unknown item %q", s)
}

// FoldName lower-cases a name and drops spaces, dashes, underscores,
// apostrophes and dots, so that "Al-Amin", "al amin" and "alamin" compare
// equal: how the catalogue looks names up.
func FoldName(s string) string { return fold(s) }

func fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case ' ', '-', '_', '\'', '\u2019', '.':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
