package game

import "testing"

func TestSurrounding(t *testing.T) {
	b := NewBoard(6, 5)
	tests := []struct {
		p    Place
		want int
	}{
		{Place{1, 1}, 4}, {Place{6, 5}, 4}, {Place{3, 3}, 9}, {Place{1, 3}, 6}, {Place{4, 5}, 6}, {Place{7, 1}, 2},
	}
	for _, tc := range tests {
		if got := len(b.Surrounding(tc.p)); got != tc.want {
			t.Errorf("Surrounding(%s): got %d tiles, want %d", tc.p, got, tc.want)
		}
	}
}

func TestColourCounts(t *testing.T) {
	// The Artisans rulebook's tent: an Oasis with 4 red tiles around it,
	// itself included.
	b, err := ParseBoard("V  SM V\nV  O  LM\nS6 SM V")
	if err != nil {
		t.Fatal(err)
	}
	centre := Place{2, 2}
	if got := b.RedSurrounding(centre); got != 4 {
		t.Errorf("RedSurrounding: got %d, want 4", got)
	}
	if got := b.BlueSurrounding(centre); got != 5 {
		t.Errorf("BlueSurrounding: got %d, want 5", got)
	}
	if got := b.BlueSurrounding(Place{1, 1}); got != 2 {
		t.Errorf("BlueSurrounding corner: got %d, want 2 (S6 and V; O and SM are red)", got)
	}
}

func TestNextToLake(t *testing.T) {
	b, err := ParseBoard("V O SM\nLM GL V\nO SM S6\nV V V")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		p    Place
		want bool
	}{
		{Place{1, 4}, true}, {Place{3, 2}, true}, {Place{2, 3}, false}, {Place{1, 1}, false}, {Place{3, 1}, false},
	} {
		if got := b.NextToLake(tc.p); got != tc.want {
			t.Errorf("NextToLake(%s): got %v, want %v", tc.p, got, tc.want)
		}
	}
}

func TestOwnedAndCamels(t *testing.T) {
	b, _ := ParseBoard("V@1 O@1+t SM@Y\nLM S6@Y O")
	if got := len(b.Owned(1)); got != 2 {
		t.Errorf("Owned(1): got %d, want 2", got)
	}
	if got := b.Camels(1); got != 1 {
		t.Errorf("Camels(1): got %d, want 1 (the Tent is not a Camel)", got)
	}
	if got := b.Camels(Yazid); got != 2 {
		t.Errorf("Camels(Yazid): got %d, want 2", got)
	}
}

// CountSurrounding counts the tiles Surrounding lists, on the board and
// off its edges; the twin, a match that takes none, counts none.
func TestCountSurroundingAsListed(t *testing.T) {
	b := NewBoard(6, 5)
	for r := 0; r <= 6; r++ {
		for c := 0; c <= 7; c++ {
			p := Place{c, r}
			if got, want := b.CountSurrounding(p, func(Tile) bool { return true }), len(b.Surrounding(p)); got != want {
				t.Errorf("CountSurrounding(%s): %d, Surrounding lists %d", p, got, want)
			}
			if got := b.CountSurrounding(p, func(Tile) bool { return false }); got != 0 {
				t.Errorf("CountSurrounding(%s) matching nothing: %d", p, got)
			}
		}
	}
}
