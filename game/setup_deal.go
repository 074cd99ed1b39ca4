package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
)

// The setup deal: a board laid out by each expansion's layout rule, as a
// table lays out the real tiles (docs/deal.md).
//
//   - Base game: the 30 tiles shuffled into 6 columns x 5 rows.
//   - Artisans of Naqala (German rulebook, "Spielaufbau"): 10 base tiles
//     drawn at random and the 6 new tiles, shuffled into the central 4x4
//     square; the other 20 base tiles shuffled around them, 6 x 6 in all.
//     Every tile lies the same way, so every Workshop carries its 2
//     Mountains on the same two edges; a layout with a tile walled in is
//     dealt again.
//   - Whims of the Sultan, alone or with Artisans: its own text is not in
//     naqala's sources; the cheat sheet says to lay every tile at random
//     (6 x 7 with both), and so does the deal (6 x 6 with Whims alone).
//   - 3 meeples a tile drawn from the bag of every meeple in play, none
//     on the Chasm and the Great Lake: the bag comes out empty.

// DefaultMountains are the edges of a Workshop that carry its Mountains
// when the deal is not told others: north and east, the notation's
// example (W^ne). The rulebook shows them on a picture only.
const DefaultMountains Edges = 1<<North | 1<<East

// MountainsPerWorkshop is how many Mountains stand on each Workshop.
const MountainsPerWorkshop = 2

// DealOptions say what to deal.
type DealOptions struct {
	Expansions Expansions
	// Mountains are the two edges of every Workshop that carry a Mountain;
	// 0 is DefaultMountains.
	Mountains Edges
}

func (o DealOptions) mountains() Edges {
	if o.Mountains == 0 {
		return DefaultMountains
	}
	return o.Mountains
}

// Check reports options that cannot be dealt: Mountains on other than
// two edges.
func (o DealOptions) Check() error {
	if n := edgeCount(o.mountains()); n != MountainsPerWorkshop {
		return fmt.Errorf("game: deal: Mountains on %d edges (%q): a Workshop carries %d", n, o.mountains().String(), MountainsPerWorkshop)
	}
	return nil
}

func edgeCount(e Edges) int {
	n := 0
	for _, d := range Directions {
		if e.Has(d) {
			n++
		}
	}
	return n
}

// Setup is a dealt setup.
type Setup struct {
	Board *Board
	// Redeals is how many layouts were dealt again because a tile was
	// walled in.
	Redeals int
}

// maxRedeals bounds the layouts dealt again; a walled-in tile is rare
// enough that it is never reached in practice.
const maxRedeals = 1000

// DealSetup deals a board by the layout rule of the expansions in o, with
// 3 meeples a tile from the bag. rng is the only source of chance: the
// same seed deals the same setup.
func DealSetup(o DealOptions, rng *rand.Rand) (Setup, error) {
	if err := o.Check(); err != nil {
		return Setup{}, err
	}
	x := o.Expansions
	var b *Board
	redeals := 0
	for {
		b = NewBoard(6, x.Rows())
		layTiles(b, x, rng)
		for i := range b.Tiles {
			if b.Tiles[i].Type == Workshop {
				b.Tiles[i].Mountains = o.mountains()
			}
		}
		if len(b.WalledIn()) == 0 {
			break
		}
		if redeals++; redeals >= maxRedeals {
			return Setup{}, fmt.Errorf("game: deal: %d layouts in a row had a tile walled in", redeals)
		}
	}
	var bag []Tribe
	for _, tr := range Tribes {
		for i := 0; i < BoxMeeples(tr, x); i++ {
			bag = append(bag, tr)
		}
	}
	rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	for _, p := range b.Places() {
		t := b.At(p)
		if t.Type.Forbidden() {
			continue
		}
		for k := 0; k < 3 && len(bag) > 0; k++ {
			t.Meeples[bag[0]]++
			bag = bag[1:]
		}
	}
	return Setup{Board: b, Redeals: redeals}, nil
}

// boxTiles lists the tiles of expansion e, each as often as the box
// holds it.
func boxTiles(e Expansion) []TileType {
	var out []TileType
	for _, t := range TileTypes() {
		if t.Expansion() == e {
			for i := 0; i < t.Count(); i++ {
				out = append(out, t)
			}
		}
	}
	return out
}

func shuffled(rng *rand.Rand, ts []TileType) []TileType {
	rng.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	return ts
}

// layTiles lays the tiles of x on b (which has the rows x gives).
func layTiles(b *Board, x Expansions, rng *rand.Rand) {
	if x.Artisans && !x.Whims {
		base := shuffled(rng, boxTiles(Base))
		// Artisans rulebook: 10 base tiles and the 6 new ones in the
		// central 4x4, the other 20 around them.
		centre := shuffled(rng, append(slices.Clone(base[:10]), boxTiles(Artisans)...))
		ring := shuffled(rng, slices.Clone(base[10:]))
		for _, p := range b.Places() {
			if CentralSquare(b, p) {
				b.At(p).Type, centre = centre[0], centre[1:]
			} else {
				b.At(p).Type, ring = ring[0], ring[1:]
			}
		}
		return
	}
	var all []TileType
	for _, t := range TileTypes() {
		if x.Has(t.Expansion()) {
			for i := 0; i < t.Count(); i++ {
				all = append(all, t)
			}
		}
	}
	all = shuffled(rng, all)
	for i := range b.Tiles {
		b.Tiles[i].Type = all[i]
	}
}

// CentralSquare reports whether p is in the central 4x4 square of a
// 6 x 6 board, where Artisans lays its new tiles: columns and rows 2 to 5.
func CentralSquare(b *Board, p Place) bool {
	return b.Cols == 6 && b.Rows == 6 && p.Col >= 2 && p.Col <= 5 && p.Row >= 2 && p.Row <= 5
}

// WalledIn lists the tiles that can hold meeples but have no way in or
// out: every side is the board's edge, a Mountain, the Chasm or the Great
// Lake. The Artisans rulebook deals again when a tile is surrounded by
// Mountains; naqala counts the edge and the forbidden tiles too, since
// meeples can't cross them either.
func (b *Board) WalledIn() []Place {
	var out []Place
	for _, p := range b.Places() {
		if b.Tile(p).Type.Forbidden() {
			continue
		}
		open := false
		for _, d := range Directions {
			q := d.From(p)
			if b.Contains(q) && !b.Tile(q).Type.Forbidden() && !b.MountainBetween(p, d) {
				open = true
				break
			}
		}
		if !open {
			out = append(out, p)
		}
	}
	return out
}

// LayoutRule names a rule of the setup deal a board breaks.
type LayoutRule string

// The layout rules CheckLayout checks.
const (
	LayoutSize      LayoutRule = "size"      // 6 columns and the rows of the expansions
	LayoutTiles     LayoutRule = "tiles"     // every tile of the boxes, once each
	LayoutCentre    LayoutRule = "centre"    // Artisans: the new tiles in the central 4x4
	LayoutMountains LayoutRule = "mountains" // each Workshop's Mountains on the dealt edges, none elsewhere
	LayoutWalledIn  LayoutRule = "walled_in" // no tile walled in
	LayoutMeeples   LayoutRule = "meeples"   // 3 meeples a tile, none on forbidden tiles, the bag emptied
	LayoutPieces    LayoutRule = "pieces"    // no Camel, Tent, Palm Tree or Palace yet
	LayoutOptions   LayoutRule = "options"   // the options cannot be dealt
)

// LayoutError is a rule of the setup deal a board breaks, at Place when
// it is about one tile.
type LayoutError struct {
	Rule   LayoutRule
	Place  Place // zero for the whole board
	Detail string
}

func (e *LayoutError) Error() string {
	if e.Place != (Place{}) {
		return fmt.Sprintf("game: layout: %s: %s (%s)", e.Place, e.Detail, e.Rule)
	}
	return fmt.Sprintf("game: layout: %s (%s)", e.Detail, e.Rule)
}

// CheckLayout reports every rule of the setup deal that b breaks for the
// options o (errors.Join of *LayoutError): the checker of the deal's
// tests, and of a board a table dealt by hand.
func CheckLayout(b *Board, o DealOptions) error {
	var errs []error
	add := func(r LayoutRule, p Place, format string, args ...any) {
		errs = append(errs, &LayoutError{Rule: r, Place: p, Detail: fmt.Sprintf(format, args...)})
	}
	if err := o.Check(); err != nil {
		add(LayoutOptions, Place{}, "%v", err)
		return errors.Join(errs...)
	}
	x := o.Expansions
	if b.Cols != 6 || b.Rows != x.Rows() || len(b.Tiles) != b.Cols*b.Rows {
		add(LayoutSize, Place{}, "%d columns x %d rows, want 6 x %d", b.Cols, b.Rows, x.Rows())
		return errors.Join(errs...)
	}
	counts := map[TileType]int{}
	for _, t := range b.Tiles {
		counts[t.Type]++
	}
	for _, tt := range TileTypes() {
		want := 0
		if x.Has(tt.Expansion()) {
			want = tt.Count()
		}
		if counts[tt] != want {
			add(LayoutTiles, Place{}, "%d tiles %s (%s), the boxes hold %d", counts[tt], tt.Code(), tt, want)
		}
	}
	var meeples Meeples
	for _, p := range b.Places() {
		t := b.Tile(p)
		if x.Artisans && !x.Whims && t.Type.Expansion() == Artisans && !CentralSquare(b, p) {
			add(LayoutCentre, p, "the %s is outside the central 4x4 square", t.Type)
		}
		switch {
		case t.Type == Workshop && t.Mountains != o.mountains():
			add(LayoutMountains, p, "a Workshop with Mountains ^%s, want ^%s", t.Mountains, o.mountains())
		case t.Type != Workshop && t.Mountains != 0:
			add(LayoutMountains, p, "Mountains on the %s", t.Type)
		}
		want := 3
		if t.Type.Forbidden() {
			want = 0
		}
		if n := t.Meeples.Total(); n != want {
			add(LayoutMeeples, p, "%d meeples on the %s, want %d", n, t.Type, want)
		}
		meeples = meeples.Add(t.Meeples)
		if t.Owner != NoOwner || t.Tent || t.Palms > 0 || t.Palaces > 0 {
			add(LayoutPieces, p, "a Camel, Tent, Palm Tree or Palace on a dealt board")
		}
	}
	for _, tr := range Tribes {
		if n, box := meeples[tr], BoxMeeples(tr, x); n != box {
			add(LayoutMeeples, Place{}, "%d %s, the bag holds %d", n, tr.Plural(), box)
		}
	}
	for _, p := range b.WalledIn() {
		add(LayoutWalledIn, p, "the %s is walled in: no side lets a meeple in or out", b.Tile(p).Type)
	}
	return errors.Join(errs...)
}

// MultiplayerStartCoins is what each player starts with in the
// multiplayer game (reference section 9).
const MultiplayerStartCoins = 50

// StartCamels is how many Camels each player takes with n players: 11
// in a game of 1 (solo) or 2 players, 8 with 3 to 5.
func StartCamels(players int) int {
	if players <= 2 {
		return 11
	}
	return 8
}

// DealRand is the random source of the deal of seed: the same as the solo
// setup's for its --seed, so that `naqala deal --seed S` deals what the
// setup's first d deals with `naqala solo --seed S`.
func DealRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}
