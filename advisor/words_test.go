package advisor

import (
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// The Artisans ending on a Workshop keep their meeples and one Item of
// those they draw, and the advice that also pays an Artisan at the
// Workshop for another Item says so: its score counts the Artisan paid
// (3 Artisans kept at 3 VP would be 9, two are 6). The negative twin: a
// Vizier move says nothing of a Workshop.
func TestActionsSayTheWorkshopPaidByArtisans(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	a, err := Advise(st, Options{Top: 30, Weights: DefaultWeights(), Rules: rules}) // the Artisans rank 27th at the fitted weights
	if err != nil {
		t.Fatal(err)
	}
	var artisans, viziers *Ranked
	for i, m := range a.Moves {
		switch {
		case m.Tribe == game.Artisan && m.To == (game.Place{Col: 1, Row: 6}):
			artisans = &a.Moves[i]
		case m.Tribe == game.Vizier && viziers == nil:
			viziers = &a.Moves[i]
		}
	}
	if artisans == nil || viziers == nil {
		t.Fatalf("no Artisans move to r6 c1 or no Vizier move in the top 30: %+v", a.Moves)
	}
	if artisans.Plan.Tile.Item == "" {
		t.Fatalf("the Artisans' move does not draw at the Workshop: %+v", artisans.Plan.Tile)
	}
	for _, want := range []string{"keep 3 Artisans and 1 of the 3 Items drawn", "draw an Item at the Workshop, paid with 1 Artisan"} {
		if !slices.Contains(artisans.Actions, want) {
			t.Errorf("Artisans' actions %q lack %q", artisans.Actions, want)
		}
	}
	for _, s := range viziers.Actions {
		if strings.Contains(s, "Workshop") || strings.Contains(s, "Item") {
			t.Errorf("Vizier move says %q", s)
		}
	}
}

// The note on the spreads tried reads as English: "the first 8 spreads of
// each path in N outcomes with more".
func TestNotesSaySpreadsBound(t *testing.T) {
	st, rules := loadState(t, "stack12.yaml")
	a, err := Advise(st, Options{Top: 2, Weights: DefaultWeights(), Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range a.Notes {
		if strings.Contains(n, "spreads") {
			found = true
			if !strings.HasPrefix(n, "drops chosen among the first 8 spreads of each path in ") || !strings.HasSuffix(n, " outcomes with more") {
				t.Errorf("note %q", n)
			}
		}
	}
	if !found {
		t.Errorf("no note on the spreads: %q", a.Notes)
	}
}

// The cards are named as the table says them ("Fish", "Fakir"), and a
// Camel (or the Tent) that a kill earns comes after the kill: the kill
// empties the tile. The negative twin: the Camel of a last tile the move
// emptied still comes first.
func TestActionsCardsAndKillCamelInOrder(t *testing.T) {
	st, rules := loadState(t, "tracked.yaml")
	a, err := Advise(st, Options{Weights: DefaultWeights(), Rules: rules, Budget: 1 << 30})
	if err != nil {
		t.Fatal(err)
	}
	cards, kills := 0, 0
	for _, m := range a.Moves {
		for i, s := range m.Actions {
			if rest, ok := strings.CutPrefix(s, "cards: "); ok {
				cards++
				for _, c := range strings.Split(rest, ", ") {
					if c == "" || c[:1] != strings.ToUpper(c[:1]) {
						t.Errorf("card %q in %q", c, s)
					}
				}
			}
			if !strings.HasPrefix(s, "kill ") || m.Turn.Kill == nil {
				continue
			}
			kp, last := m.Turn.Kill.Place.Short(), m.To.Short()
			for j, c := range m.Actions {
				if strings.HasPrefix(c, "Camel on "+kp+" ") || strings.HasPrefix(c, "Tent on "+kp+" ") {
					kills++
					if j < i {
						t.Errorf("the kill's Camel before the kill: %q", m.Actions)
					}
				}
				if kp != last && (strings.HasPrefix(c, "Camel on "+last+" ") || strings.HasPrefix(c, "Tent on "+last+" ")) && j > i {
					t.Errorf("the last tile's Camel after the kill: %q", m.Actions)
				}
			}
		}
	}
	if cards == 0 || kills == 0 {
		t.Fatalf("no Merchants' cards (%d) or no Camel from a kill (%d) on tracked.yaml", cards, kills)
	}
}
