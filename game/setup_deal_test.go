package game

import (
	"errors"
	"math/rand/v2"
	"testing"
)

var dealExpansions = []Expansions{{}, {Artisans: true}, {Whims: true}, {Artisans: true, Whims: true},
	{Thieves: true}, {Artisans: true, Thieves: true, Whims: true}}

// TestDealSetupFollowsTheLayout: every deal of many seeds follows its
// expansions' layout rule, passes the board checks and parses back from
// its notation.
func TestDealSetupFollowsTheLayout(t *testing.T) {
	seeds := 300
	if testing.Short() {
		seeds = 60
	}
	for _, x := range dealExpansions {
		t.Run(x.String(), func(t *testing.T) {
			redeals := 0
			for seed := uint64(0); seed < uint64(seeds); seed++ {
				o := DealOptions{Expansions: x}
				s, err := DealSetup(o, rand.New(rand.NewPCG(seed, 1)))
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				redeals += s.Redeals
				if err := CheckLayout(s.Board, o); err != nil {
					t.Fatalf("seed %d: the deal breaks its layout rule:\n%v\n%s", seed, err, s.Board)
				}
				if err := s.Board.Check(CheckOptions{Expansions: x, Solo: true}); err != nil {
					t.Fatalf("seed %d: the deal fails the board checks: %v\n%s", seed, err, s.Board)
				}
				back, err := ParseBoard(s.Board.String())
				if err != nil || !back.Equal(s.Board) {
					t.Fatalf("seed %d: the notation does not read back: %v\n%s", seed, err, s.Board)
				}
			}
			t.Logf("%d redeals in %d deals", redeals, seeds)
		})
	}
}

// TestDealSetupSameSeed: the same seed deals the same setup; another seed
// another one.
func TestDealSetupSameSeed(t *testing.T) {
	o := DealOptions{Expansions: Expansions{Artisans: true}}
	a, _ := DealSetup(o, rand.New(rand.NewPCG(1, 2)))
	b, _ := DealSetup(o, rand.New(rand.NewPCG(1, 2)))
	c, _ := DealSetup(o, rand.New(rand.NewPCG(3, 2)))
	if !a.Board.Equal(b.Board) {
		t.Error("the same seed dealt two boards")
	}
	if a.Board.Equal(c.Board) {
		t.Error("two seeds dealt the same board")
	}
}

// TestDealSetupMountains: the Workshops carry the edges asked for; other
// than two edges is refused.
func TestDealSetupMountains(t *testing.T) {
	sw, _ := ParseEdges("sw")
	o := DealOptions{Expansions: Expansions{Artisans: true}, Mountains: sw}
	s, err := DealSetup(o, rand.New(rand.NewPCG(5, 5)))
	if err != nil {
		t.Fatal(err)
	}
	for _, tile := range s.Board.Tiles {
		if tile.Type == Workshop && tile.Mountains != sw {
			t.Errorf("got a Workshop with ^%s, want ^sw", tile.Mountains)
		}
	}
	for _, bad := range []string{"n", "nes"} {
		e, _ := ParseEdges(bad)
		if _, err := DealSetup(DealOptions{Expansions: Expansions{Artisans: true}, Mountains: e}, rand.New(rand.NewPCG(5, 5))); err == nil {
			t.Errorf("Mountains ^%s: got no error, want one", bad)
		}
	}
}

// dealt is a deal that follows the rule, for the negative twins.
func dealt(t *testing.T, x Expansions) *Board {
	t.Helper()
	s, err := DealSetup(DealOptions{Expansions: x}, rand.New(rand.NewPCG(11, 12)))
	if err != nil {
		t.Fatal(err)
	}
	return s.Board
}

// find is the first place of a tile of type tt that match accepts.
func find(b *Board, tt TileType, match func(Place) bool) Place {
	for _, p := range b.Places() {
		if b.Tile(p).Type == tt && match(p) {
			return p
		}
	}
	return Place{}
}

func swap(b *Board, p, q Place) { *b.At(p), *b.At(q) = b.Tile(q), b.Tile(p) }

func anywhere(Place) bool { return true }

// TestCheckLayoutCatchesABrokenRule is the negative twin of the deal
// tests: boards that break one rule each are caught, with the rule named;
// the deals they are made from pass.
func TestCheckLayoutCatchesABrokenRule(t *testing.T) {
	artisans := Expansions{Artisans: true}
	cases := []struct {
		name   string
		x      Expansions
		break_ func(b *Board)
		want   LayoutRule // "" passes
	}{
		{"base follows the rule", Expansions{}, func(*Board) {}, ""},
		{"artisans follows the rule", artisans, func(*Board) {}, ""},
		{"whims follows the rule", Expansions{Whims: true}, func(*Board) {}, ""},
		{"a tile missing", Expansions{}, func(b *Board) { b.At(find(b, Sacred12, anywhere)).Type = Sacred6 }, LayoutTiles},
		{"two meeples on a tile", Expansions{}, func(b *Board) {
			t := b.At(Place{1, 1})
			for _, tr := range Tribes {
				if t.Meeples[tr] > 0 {
					t.Meeples[tr]--
					return
				}
			}
		}, LayoutMeeples},
		{"a meeple on the Chasm", artisans, func(b *Board) { b.At(find(b, Chasm, anywhere)).Meeples[Vizier] = 1 }, LayoutMeeples},
		{"a Camel on a dealt board", Expansions{}, func(b *Board) { b.At(Place{2, 2}).Owner = 1 }, LayoutPieces},
		{"the Chasm outside the centre", artisans, func(b *Board) {
			swap(b, find(b, Chasm, anywhere), Place{1, 1})
		}, LayoutCentre},
		{"a Workshop's Mountains elsewhere", artisans, func(b *Board) {
			sw, _ := ParseEdges("sw")
			b.At(find(b, Workshop, anywhere)).Mountains = sw
		}, LayoutMountains},
		{"Mountains on a Village", artisans, func(b *Board) { b.At(find(b, Village, anywhere)).Mountains = DefaultMountains }, LayoutMountains},
		// Three Workshops in an L, Mountains n and e: the one at column 3,
		// row 3 has a Workshop to its west and one below it.
		{"a Workshop walled in", artisans, func(b *Board) {
			for i, at := range []Place{{3, 3}, {2, 3}, {3, 2}} {
				from := find(b, Workshop, func(p Place) bool {
					for _, done := range []Place{{3, 3}, {2, 3}, {3, 2}}[:i] {
						if p == done {
							return false
						}
					}
					return true
				})
				swap(b, from, at)
			}
		}, LayoutWalledIn},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := dealt(t, c.x)
			c.break_(b)
			err := CheckLayout(b, DealOptions{Expansions: c.x})
			if c.want == "" {
				if err != nil {
					t.Fatalf("got %v, want no error", err)
				}
				return
			}
			if !breaks(err, c.want) {
				t.Fatalf("got %v, want the rule %s broken\n%s", err, c.want, b)
			}
		})
	}
	// A board of the wrong size for the expansions.
	if err := CheckLayout(dealt(t, Expansions{}), DealOptions{Expansions: artisans}); !breaks(err, LayoutSize) {
		t.Errorf("a base board checked for artisans: got %v, want the rule size broken", err)
	}
}

// TestWalledIn: a tile whose every side is closed is found; open one side
// and it is not (the negative twin).
func TestWalledIn(t *testing.T) {
	// The Workshop at row 2, column 2 has Mountains n and e; the Chasm to
	// its west and a Workshop below with a Mountain on its north edge.
	b, err := ParseBoard(`
SM     SM       SM
CH     W^ne     SM
SM     W^ne     SM
`)
	if err != nil {
		t.Fatal(err)
	}
	got := b.WalledIn()
	if len(got) != 1 || got[0] != (Place{Col: 2, Row: 2}) {
		t.Fatalf("got %v, want [row 2, column 2]", got)
	}
	b.At(Place{Col: 1, Row: 2}).Type = SmallMarket
	if got := b.WalledIn(); len(got) != 0 {
		t.Errorf("with the Chasm gone: got %v walled in, want none", got)
	}
}

func breaks(err error, rule LayoutRule) bool {
	var found bool
	for _, e := range unjoin(err) {
		var le *LayoutError
		if errors.As(e, &le) && le.Rule == rule {
			found = true
		}
	}
	return found
}

func unjoin(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	if err == nil {
		return nil
	}
	return []error{err}
}
