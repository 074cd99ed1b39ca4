package scoring

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

func TestCategoryExpansion(t *testing.T) {
	want := map[Category]game.Expansion{
		CategoryArtisans: game.Artisans, CategoryTent: game.Artisans, CategoryItems: game.Artisans,
		CategoryCities: game.Whims,
	}
	for _, c := range AllCategories() {
		w, ok := want[c]
		if !ok {
			w = game.Base
		}
		if got := c.Expansion(); got != w {
			t.Errorf("%s: got %s, want %s", c, got, w)
		}
	}
}

// TestRowsInPlay: the pad shows the base rows, the rows of the expansions
// in play, and any other row where someone scored.
func TestRowsInPlay(t *testing.T) {
	keys := func(cs []Category) string {
		var s []string
		for _, c := range cs {
			s = append(s, c.String())
		}
		return strings.Join(s, " ")
	}
	scored := func(c Category) []PlayerResult {
		ps := make([]PlayerResult, 2)
		ps[1].Categories[c] = 4
		return ps
	}
	const base = "coins viziers elders djinns palm_trees palaces tiles merchandise"
	tests := []struct {
		name    string
		x       game.Expansions
		players []PlayerResult
		want    string
	}{
		{"base game", game.Expansions{}, make([]PlayerResult, 2), base},
		{"base game, nothing scored", game.Expansions{}, nil, base},
		{"thieves add no row", game.Expansions{Thieves: true}, nil, base},
		{"artisans", game.Expansions{Artisans: true}, nil, "coins viziers elders artisans djinns palm_trees palaces tiles tent merchandise items"},
		{"whims", game.Expansions{Whims: true}, nil, "coins viziers elders djinns palm_trees palaces tiles cities merchandise"},
		{"all", game.Expansions{Artisans: true, Thieves: true, Whims: true}, nil, "coins viziers elders artisans djinns palm_trees palaces tiles tent cities merchandise items"},
		{"a row scored outside the expansions shows", game.Expansions{}, scored(CategoryCities), "coins viziers elders djinns palm_trees palaces tiles cities merchandise"},
		{"the twin: a zero row outside the expansions stays hidden", game.Expansions{}, scored(CategoryCoins), base},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := keys(RowsInPlay(tc.x, tc.players)); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
