package scoring

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// Category is a row of the score pad.
type Category int

// The categories in the score pad's order (reference section 9).
const (
	CategoryCoins Category = iota
	CategoryViziers
	CategoryElders
	CategoryArtisans
	CategoryDjinns
	CategoryPalmTrees
	CategoryPalaces
	CategoryTiles
	CategoryTent
	CategoryCities
	CategoryMerchandise
	CategoryItems
	NumCategories = 12
)

var categoryInfo = [NumCategories]struct{ key, label string }{
	{"coins", "Coins"},
	{"viziers", "Viziers"},
	{"elders", "Elders"},
	{"artisans", "Artisans"},
	{"djinns", "Djinns"},
	{"palm_trees", "Palm Trees"},
	{"palaces", "Palaces"},
	{"tiles", "Tiles"},
	{"tent", "Tent"},
	{"cities", "Cities"},
	{"merchandise", "Merchandise"},
	{"items", "Items"},
}

// AllCategories lists the categories in the score pad's order.
func AllCategories() []Category {
	out := make([]Category, NumCategories)
	for i := range out {
		out[i] = Category(i)
	}
	return out
}

func (c Category) valid() bool { return c >= 0 && c < NumCategories }

// String is the category's JSON key, such as "palm_trees".
func (c Category) String() string {
	if !c.valid() {
		return fmt.Sprintf("Category(%d)", int(c))
	}
	return categoryInfo[c].key
}

// Label is the category's English name on the score pad, such as
// "Palm Trees".
func (c Category) Label() string {
	if !c.valid() {
		return c.String()
	}
	return categoryInfo[c].label
}

// ParseCategory reads a category by its JSON key.
func ParseCategory(key string) (Category, error) {
	for _, c := range AllCategories() {
		if categoryInfo[c].key == key {
			return c, nil
		}
	}
	return 0, fmt.Errorf("scoring: unknown category %q", key)
}

// Categories holds one player's VP per category, indexed by Category.
type Categories [NumCategories]int

// Total is the sum of the categories.
func (cs Categories) Total() int {
	n := 0
	for _, v := range cs {
		n += v
	}
	return n
}

// MarshalJSON writes all twelve keys in the score pad's order
// (docs/formats.md section 3).
func (cs Categories) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, v := range cs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(categoryInfo[i].key))
		b.WriteString(": ")
		b.WriteString(strconv.Itoa(v))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads the object MarshalJSON writes; unknown keys are
// errors, missing keys are 0.
func (cs *Categories) UnmarshalJSON(data []byte) error {
	var m map[string]int
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("scoring: categories: %w", err)
	}
	var out Categories
	for k, v := range m {
		c, err := ParseCategory(k)
		if err != nil {
			return err
		}
		out[c] = v
	}
	*cs = out
	return nil
}
