package game

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// placed reads "r,c TOKEN" lines into the tiles set so far.
func placed(t *testing.T, board string) []PlacedTile {
	t.Helper()
	if board == "" {
		return nil
	}
	b, err := ParseBoard(board)
	if err != nil {
		t.Fatal(err)
	}
	var out []PlacedTile
	for _, p := range b.Places() {
		out = append(out, PlacedTile{Place: p, Tile: b.Tile(p)})
	}
	return out
}

func TestCheckPlacing(t *testing.T) {
	all := Expansions{Artisans: true, Thieves: true, Whims: true}
	for _, tc := range []struct {
		name   string
		tok    string
		others string // a board in notation: the tiles set elsewhere
		o      CheckOptions
		want   PlacingKind
	}{
		{"a village", "V", "", CheckOptions{}, Fits},
		{"workshop without artisans", "W", "", CheckOptions{}, PlacingNeedsExpansion},
		{"workshop with artisans", "W", "", CheckOptions{Expansions: all}, Fits},
		{"the one S15 again", "S15", "S15", CheckOptions{}, PlacingTileSupply},
		{"the one S15", "S15", "S12", CheckOptions{}, Fits},
		{"meeples on the chasm", "CH[Y]", "", CheckOptions{Expansions: all}, PlacingMeeplesOnForbidden},
		{"the chasm empty", "CH", "", CheckOptions{Expansions: all}, Fits},
		{"an owner on the lake", "GL@1", "", CheckOptions{Expansions: all}, PlacingOwnedForbidden},
		{"purple without artisans", "V[P]", "", CheckOptions{}, PlacingTribeNotInBox},
		{"purple with artisans", "V[P]", "", CheckOptions{Expansions: all}, Fits},
		{"the 17th vizier", "V[Y]", "O[YYYYYYYYYYYYYYYY]", CheckOptions{}, PlacingMeepleSupply},
		{"the 16th vizier", "V[Y]", "O[YYYYYYYYYYYYYYY]", CheckOptions{}, Fits},
		{"yazid outside solo", "O@Y", "", CheckOptions{}, PlacingYazidNotSolo},
		{"yazid in solo", "O@Y", "", CheckOptions{Solo: true}, Fits},
		{"seat 2 in solo", "O@2", "", CheckOptions{Solo: true}, PlacingSoloOwner},
		{"seat 3 of 2 players", "O@3", "", CheckOptions{Players: 2}, PlacingOwnerNotPlaying},
		{"seat 2 of 2 players", "O@2", "", CheckOptions{Players: 2}, Fits},
		{"seat 5 without whims", "O@5", "", CheckOptions{}, PlacingFifthPlayer},
		{"seat 5 with whims", "O@5", "", CheckOptions{Expansions: Expansions{Whims: true}}, Fits},
		{"a tent without owner", "O+t", "", CheckOptions{Expansions: all}, PlacingTentWithoutOwner},
		{"a palm tree without owner", "O+p", "", CheckOptions{}, Fits},
		{"the 13th palm tree", "O+p", "O+pppppppppppp", CheckOptions{}, PlacingPalmTrees},
		{"the 12th palm tree", "O+p", "O+ppppppppppp", CheckOptions{}, Fits},
		{"the 11th palace", "V+P", "V+PPPPPPPPPP", CheckOptions{}, PlacingPalaces},
		{"the 10th palace", "V+P", "V+PPPPPPPPP", CheckOptions{}, Fits},
		{"a tent without artisans", "O@1+t", "", CheckOptions{}, PlacingTentNeedsArtisans},
		{"yazid's tent", "O@Y+t", "", CheckOptions{Expansions: all, Solo: true}, PlacingYazidTent},
		{"a second tent", "O@1+t", "V S6@1+t", CheckOptions{Expansions: all}, PlacingSecondTent},
		{"another owner's tent", "O@1+t", "V S6@2+t", CheckOptions{Expansions: all}, Fits},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tile, err := ParseToken(tc.tok)
			if err != nil {
				t.Fatal(err)
			}
			got := CheckPlacing(tile, placed(t, tc.others), tc.o)
			if got.Kind != tc.want {
				t.Fatalf("got %v, want %v", got.Kind, tc.want)
			}
			switch got.Kind {
			case PlacingTileSupply:
				if len(got.Places) != 1 || got.Places[0] != (Place{1, 1}) {
					t.Errorf("got places %v, want [r1c1]", got.Places)
				}
			case PlacingMeepleSupply:
				if got.Tribe != Vizier || got.Box != 16 {
					t.Errorf("got %v %d, want Vizier 16", got.Tribe, got.Box)
				}
			case PlacingSecondTent:
				if got.At != (Place{Col: 2, Row: 1}) {
					t.Errorf("got the first Tent at %v, want r1c2", got.At)
				}
			}
		})
	}
}

// TestCheckPlacingAgreesWithCheck sets random small boards tile by tile:
// every tile fits where it goes exactly when the whole board passes Check
// (sizes and Mountains, which only Check knows, left out).
func TestCheckPlacingAgreesWithCheck(t *testing.T) {
	toks := []string{"V", "O", "S15", "W", "CH", "GL", "CB", "V[Y]", "O[YYYYYYYY]", "V[P]", "CH[W]", "GL@1",
		"O@1+t", "O@2+t", "SM@1+t", "O@Y", "O@Y+t", "O@3", "O@5", "O+t", "O+pppppp", "V+PPP", "V@1+p"}
	opts := []CheckOptions{
		{}, {Solo: true}, {Players: 2},
		{Expansions: Expansions{Artisans: true}},
		{Expansions: Expansions{Whims: true}},
		{Expansions: Expansions{Artisans: true, Thieves: true, Whims: true}, Solo: true},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 20000; n++ {
		o := opts[rng.IntN(len(opts))]
		var line []string
		for range 1 + rng.IntN(4) {
			line = append(line, toks[rng.IntN(len(toks))])
		}
		text := strings.Join(line, " ")
		b, err := ParseBoard(text)
		if err != nil {
			t.Fatal(err)
		}
		var set []PlacedTile
		fits := true
		for _, p := range b.Places() {
			if CheckPlacing(b.Tile(p), slices.Clone(set), o).Kind != Fits {
				fits = false
			}
			set = append(set, PlacedTile{Place: p, Tile: b.Tile(p)})
		}
		err = b.Check(CheckOptions{Expansions: o.Expansions, Players: o.Players, Solo: false})
		if o.Solo {
			// Check's solo board size aside, the solo owners.
			err = withoutSize(b.Check(o))
		}
		if fits != (err == nil) {
			t.Fatalf("%q with %+v: every tile fits %v, Check says %v", text, o, fits, err)
		}
	}
}

// withoutSize drops Check's board-size problem from err.
func withoutSize(err error) error {
	if err == nil {
		return nil
	}
	var keep []string
	for _, l := range strings.Split(err.Error(), "\n") {
		if !strings.Contains(l, "a solo board has 6 columns") {
			keep = append(keep, l)
		}
	}
	if len(keep) == 0 {
		return nil
	}
	return errorString(strings.Join(keep, "\n"))
}

type errorString string

func (e errorString) Error() string { return string(e) }

func TestPlacingKindString(t *testing.T) {
	if got := PlacingSecondTent.String(); got != "second tent" {
		t.Errorf("got %q, want %q", got, "second tent")
	}
	if got := PlacingKind(99).String(); got != "PlacingKind(99)" {
		t.Errorf("got %q, want PlacingKind(99)", got)
	}
}
