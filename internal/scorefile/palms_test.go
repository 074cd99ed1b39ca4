package scorefile

import (
	"testing"

	"github.com/naqala/naqala/scoring"
)

// Reference section 2 and docs/formats.md section 1: a Palm Tree or Palace may
// stand on a tile nobody owns, or Yazid owns (the Oasis and Village actions
// are compulsory); it scores only for the tile's owner.
func TestBoardPalmsAndPalacesOnAnyTile(t *testing.T) {
	tests := []struct {
		name           string
		file           string
		palms, palaces int // the first player's
	}{
		{"unowned, multiplayer", players(2) + "board: |\n" +
			"  V+P V V V V@1+P S6\n  S6 S6 S6 O+pp O O@1+p\n  O O O SM SM SM\n  SM SM SM SM SM LM\n  LM LM LM S10 S12 S15\n", 3, 5},
		{"unowned and Yazid's, solo", players(1) + "solo: {council: 1}\nboard: |\n" +
			"  V+P V@Y+PP V V V@1+P S6\n  S6 S6 S6 O+pp O@Y+p O@1+p\n  O O O SM SM SM\n  SM SM SM SM SM LM\n  LM LM LM S10 S12 S15\n", 3, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Load("t.yaml", []byte(tc.file), Options{})
			if err != nil {
				t.Fatalf("got %v, want the board accepted", err)
			}
			res, err := scoring.Score(f.Game, f.Rules)
			if err != nil {
				t.Fatal(err)
			}
			c := res.Players[0].Categories
			if c[scoring.CategoryPalmTrees] != tc.palms || c[scoring.CategoryPalaces] != tc.palaces {
				t.Errorf("palm trees %d, palaces %d; want %d and %d (the owner's only)",
					c[scoring.CategoryPalmTrees], c[scoring.CategoryPalaces], tc.palms, tc.palaces)
			}
		})
	}
}
