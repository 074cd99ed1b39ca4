package game

import "fmt"

// PlacedTile is a tile at its place on a board being entered.
type PlacedTile struct {
	Place Place
	Tile  Tile
}

// PlacingKind is why a tile can't be set at a place of a board being
// entered, or Fits.
type PlacingKind int

// The problems of CheckPlacing, in the order it checks them.
const (
	Fits PlacingKind = iota
	// PlacingNeedsExpansion: the tile type is in a box not in play.
	PlacingNeedsExpansion
	// PlacingTileSupply: the box's tiles of the type are all set (Places).
	PlacingTileSupply
	// PlacingMeeplesOnForbidden: meeples on the Chasm or the Great Lake.
	PlacingMeeplesOnForbidden
	// PlacingOwnedForbidden: an owner, Palm Tree, Palace or Tent on the
	// Chasm or the Great Lake.
	PlacingOwnedForbidden
	// PlacingTribeNotInBox: a meeple of a tribe the expansions lack (Tribe).
	PlacingTribeNotInBox
	// PlacingMeepleSupply: more meeples of Tribe than the box holds (Box).
	PlacingMeepleSupply
	// PlacingYazidNotSolo: owner @Y only in a solo game.
	PlacingYazidNotSolo
	// PlacingSoloOwner: a solo board has only @1 and @Y.
	PlacingSoloOwner
	// PlacingOwnerNotPlaying: an owner past the players of the game.
	PlacingOwnerNotPlaying
	// PlacingFifthPlayer: the 5th player needs Whims of the Sultan.
	PlacingFifthPlayer
	// PlacingTentWithoutOwner: a Tent is always its owner's.
	PlacingTentWithoutOwner
	// PlacingPalmTrees: more Palm Trees than the box holds.
	PlacingPalmTrees
	// PlacingPalaces: more Palaces than the box holds.
	PlacingPalaces
	// PlacingTentNeedsArtisans: the Tents are in Artisans of Naqala.
	PlacingTentNeedsArtisans
	// PlacingYazidTent: Yazid has no Tent.
	PlacingYazidTent
	// PlacingSecondTent: the owner's Tent already stands at At.
	PlacingSecondTent
)

// PlacingProblem is why a tile can't be set where it is, with the pieces
// and places the words need.
type PlacingProblem struct {
	Kind PlacingKind
	// Places are the tiles of the type already set (PlacingTileSupply).
	Places []Place
	// Tribe and Box are the meeples over the box's count.
	Tribe Tribe
	Box   int
	// At is where the owner's Tent already stands (PlacingSecondTent).
	At Place
}

// CheckPlacing checks tile t, set at a place of a board being entered,
// against the box and the board checks of Check (docs/formats.md section
// 1), counting the tiles set elsewhere, others; the first problem is
// returned, Kind Fits when there is none.
func CheckPlacing(t Tile, others []PlacedTile, o CheckOptions) PlacingProblem {
	x := o.Expansions
	if !x.Has(t.Type.Expansion()) {
		return PlacingProblem{Kind: PlacingNeedsExpansion}
	}
	var same []Place
	var meeples Meeples
	palms, palaces := t.Palms, t.Palaces
	tentAt := Place{}
	for _, pt := range others {
		ot := pt.Tile
		if ot.Type == t.Type {
			same = append(same, pt.Place)
		}
		meeples = meeples.Add(ot.Meeples)
		palms += ot.Palms
		palaces += ot.Palaces
		if ot.Tent && t.Tent && ot.Owner == t.Owner {
			tentAt = pt.Place
		}
	}
	if len(same) >= t.Type.Count() {
		return PlacingProblem{Kind: PlacingTileSupply, Places: same}
	}
	if t.Type.Forbidden() {
		if !t.Meeples.Empty() {
			return PlacingProblem{Kind: PlacingMeeplesOnForbidden}
		}
		if t.Owner != NoOwner || t.Palms > 0 || t.Palaces > 0 || t.Tent {
			return PlacingProblem{Kind: PlacingOwnedForbidden}
		}
		return PlacingProblem{}
	}
	meeples = meeples.Add(t.Meeples)
	for _, tr := range Tribes {
		if t.Meeples[tr] == 0 {
			continue
		}
		box := BoxMeeples(tr, x)
		if box == 0 {
			return PlacingProblem{Kind: PlacingTribeNotInBox, Tribe: tr}
		}
		if meeples[tr] > box {
			return PlacingProblem{Kind: PlacingMeepleSupply, Tribe: tr, Box: box}
		}
	}
	if k := ownerProblem(t.Owner, o); k != Fits {
		return PlacingProblem{Kind: k}
	}
	// A Palm Tree or Palace may stand on a tile nobody owns (the Oasis and
	// Village actions are compulsory); a Tent is always its owner's.
	if t.Tent && t.Owner == NoOwner {
		return PlacingProblem{Kind: PlacingTentWithoutOwner}
	}
	if palms > PalmTrees {
		return PlacingProblem{Kind: PlacingPalmTrees}
	}
	if palaces > Palaces {
		return PlacingProblem{Kind: PlacingPalaces}
	}
	if t.Tent {
		switch {
		case !x.Artisans:
			return PlacingProblem{Kind: PlacingTentNeedsArtisans}
		case t.Owner == Yazid:
			return PlacingProblem{Kind: PlacingYazidTent}
		case tentAt != (Place{}):
			return PlacingProblem{Kind: PlacingSecondTent, At: tentAt}
		}
	}
	return PlacingProblem{}
}

// ownerProblem is why owner can't own a tile of a board used as o says:
// @Y only in a solo game, a solo board has @1 and @Y, no seat past the
// players, the 5th seat only with Whims of the Sultan; Fits when it can.
func ownerProblem(owner Owner, o CheckOptions) PlacingKind {
	switch {
	case owner == Yazid && !o.Solo:
		return PlacingYazidNotSolo
	case owner == Yazid:
	case o.Solo && owner > 1:
		return PlacingSoloOwner
	case o.Players > 0 && int(owner) > o.Players:
		return PlacingOwnerNotPlaying
	case int(owner) > PlayersWith(o.Expansions):
		return PlacingFifthPlayer
	}
	return Fits
}

var placingNames = [...]string{
	Fits: "fits", PlacingNeedsExpansion: "needs expansion", PlacingTileSupply: "tile supply",
	PlacingMeeplesOnForbidden: "meeples on forbidden", PlacingOwnedForbidden: "owned forbidden",
	PlacingTribeNotInBox: "tribe not in box", PlacingMeepleSupply: "meeple supply",
	PlacingYazidNotSolo: "yazid not solo", PlacingSoloOwner: "solo owner",
	PlacingOwnerNotPlaying: "owner not playing", PlacingFifthPlayer: "fifth player",
	PlacingTentWithoutOwner: "tent without owner", PlacingPalmTrees: "palm trees",
	PlacingPalaces: "palaces", PlacingTentNeedsArtisans: "tent needs artisans",
	PlacingYazidTent: "yazid tent", PlacingSecondTent: "second tent",
}

// String names the problem, such as "second tent".
func (k PlacingKind) String() string {
	if k < 0 || int(k) >= len(placingNames) {
		return fmt.Sprintf("PlacingKind(%d)", int(k))
	}
	return placingNames[k]
}
