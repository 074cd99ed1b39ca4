package game

import (
	"errors"
	"fmt"
)

// CheckOptions says how a board is used, for Check.
type CheckOptions struct {
	Expansions Expansions
	Solo       bool // used for a game against Yazid: 6 columns, owners @1 and @Y
	Players    int  // seats that may own tiles; 0 allows @1..@5
}

// Check applies the board checks of docs/formats.md section 1 and the box limits
// of the expansions in play. Every problem is reported, each naming the
// board place or the piece.
func (b *Board) Check(o CheckOptions) error {
	var errs []error
	add := func(format string, a ...any) { errs = append(errs, fmt.Errorf("board: "+format, a...)) }
	if o.Solo && (b.Cols != 6 || b.Rows < 5 || b.Rows > 7) {
		add("%d columns x %d rows: a solo board has 6 columns and 5, 6 or 7 rows", b.Cols, b.Rows)
	}
	var tileCount [NumTileTypes]int
	tents := map[Owner]Place{}
	palms, palaces := 0, 0
	for _, p := range b.Places() {
		t := b.Tile(p)
		tileCount[t.Type]++
		if !o.Expansions.Has(t.Type.Expansion()) {
			add("%s: %s (%s) needs the %s expansion", p, t.Type, t.Type.Code(), t.Type.Expansion())
		}
		if t.Meeples[Artisan] > 0 && !o.Expansions.Artisans {
			add("%s: Artisans (P) need the artisans expansion", p)
		}
		if t.Type.Forbidden() {
			if !t.Meeples.Empty() {
				add("%s: meeples on the %s, which never holds any", p, t.Type)
			}
			if t.Owner != NoOwner || t.Palms > 0 || t.Palaces > 0 || t.Tent {
				add("%s: the %s can't be controlled or built on", p, t.Type)
			}
			continue
		}
		switch ownerProblem(t.Owner, o) {
		case PlacingYazidNotSolo:
			add("%s: owner @Y (Yazid) only in a solo game", p)
		case PlacingSoloOwner:
			add("%s: owner %s: a solo board has only @1 (the player) and @Y", p, t.Owner)
		case PlacingOwnerNotPlaying:
			add("%s: owner %s, but there are %d players", p, t.Owner, o.Players)
		case PlacingFifthPlayer:
			add("%s: owner %s: %s", p, t.Owner, fifthPlayer)
		}
		// Reference section 2: a Palm Tree or Palace may stand on a tile
		// nobody owns, or Yazid owns (the Oasis and Village actions are
		// compulsory); it scores only for the owner.
		if t.Tent {
			switch {
			case t.Owner == NoOwner:
				add("%s: a Tent on a tile without an owner", p)
			case t.Owner == Yazid:
				add("%s: Yazid has no Tent", p)
			case !o.Expansions.Artisans:
				add("%s: the Tent needs the artisans expansion", p)
			default:
				if q, dup := tents[t.Owner]; dup {
					add("%s: a second Tent for %s (the first is at %s)", p, t.Owner, q)
				}
				tents[t.Owner] = p
			}
		}
		palms += t.Palms
		palaces += t.Palaces
	}
	for _, tt := range TileTypes() {
		if o.Expansions.Has(tt.Expansion()) && tileCount[tt] > tt.Count() {
			add("%d tiles of type %s (%s), the box holds %d", tileCount[tt], tt.Code(), tt, tt.Count())
		}
	}
	m := b.Meeples()
	for _, tr := range Tribes {
		if box := BoxMeeples(tr, o.Expansions); box > 0 && m[tr] > box {
			add("%d %s meeples (%s), the box holds %d", m[tr], tr.Colour(), tr.Plural(), box)
		}
	}
	if palms > PalmTrees {
		add("%d Palm Trees, the box holds %d", palms, PalmTrees)
	}
	if palaces > Palaces {
		add("%d Palaces, the box holds %d", palaces, Palaces)
	}
	errs = append(errs, b.checkMountains()...)
	return errors.Join(errs...)
}
