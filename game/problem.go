package game

import (
	"fmt"
	"strings"
)

// ProblemCode names what is wrong with a board, a tile token or a move,
// e.g. "box_tiles"; the labels of every language say it as
// "problem.<code>".
type ProblemCode string

// String is the code itself.
func (c ProblemCode) String() string { return string(c) }

// The problems of the board notation (ParseBoard, ParseToken).
const (
	ProblemNoRows         ProblemCode = "no_rows"         // no row of tiles at all
	ProblemRowLength      ProblemCode = "row_length"      // Nums: row, its tiles, the top row, its tiles
	ProblemTileType       ProblemCode = "tile_type"       // Bad: the code
	ProblemMissingBracket ProblemCode = "missing_bracket" // '[' without ']'
	ProblemMeepleLetter   ProblemCode = "meeple_letter"   // Bad: the letter
	ProblemMissingOwner   ProblemCode = "missing_owner"   // '@' at the end
	ProblemOwner          ProblemCode = "owner"           // Bad: "@x"
	ProblemTwoTents       ProblemCode = "two_tents"       // "+tt"
	ProblemExtra          ProblemCode = "extra"           // Bad: the extra
	ProblemMissingEdges   ProblemCode = "missing_edges"   // '^' at the end
	ProblemEdge           ProblemCode = "edge"            // Bad: the edge letter
	ProblemEdgeTwice      ProblemCode = "edge_twice"      // Bad: the edge letter
	ProblemUnexpected     ProblemCode = "unexpected"      // Bad: the rest of the token
)

// The problems of Board.Check (docs/formats.md section 1, the box).
const (
	ProblemSoloSize          ProblemCode = "solo_size"          // Nums: columns, rows
	ProblemNeedsExpansion    ProblemCode = "needs_expansion"    // Type
	ProblemArtisansExpansion ProblemCode = "artisans_expansion" // Artisans on the board without the expansion
	ProblemForbiddenMeeples  ProblemCode = "forbidden_meeples"  // Type: the Chasm or the Great Lake
	ProblemForbiddenBuilt    ProblemCode = "forbidden_built"    // Type: the Chasm or the Great Lake
	ProblemYazidNotSolo      ProblemCode = "yazid_not_solo"     // @Y outside a solo game
	ProblemSoloOwner         ProblemCode = "solo_owner"         // Owner
	ProblemOwnerPlayers      ProblemCode = "owner_players"      // Owner; Nums: players
	ProblemFifthPlayer       ProblemCode = "fifth_player"       // Owner
	ProblemTentNoOwner       ProblemCode = "tent_no_owner"      // a Tent on a tile nobody owns
	ProblemYazidTent         ProblemCode = "yazid_tent"         // a Tent of Yazid's
	ProblemTentArtisans      ProblemCode = "tent_artisans"      // a Tent without the expansion
	ProblemSecondTent        ProblemCode = "second_tent"        // Owner; Other: the first Tent
	ProblemBoxTiles          ProblemCode = "box_tiles"          // Type; Nums: tiles, in the box
	ProblemBoxMeeples        ProblemCode = "box_meeples"        // Tribe; Nums: meeples, in the box
	ProblemBoxPalms          ProblemCode = "box_palms"          // Nums: Palm Trees, in the box
	ProblemBoxPalaces        ProblemCode = "box_palaces"        // Nums: Palaces, in the box
	ProblemMountainTile      ProblemCode = "mountain_tile"      // Type; Bad: the edges
	ProblemMountainCount     ProblemCode = "mountain_count"     // Bad: the edges; Nums: edges, Mountains a Workshop carries
)

// The problems of Board.CheckMove (reference section 11, step 1), each
// with its MoveRule.
const (
	ProblemMoveStartOff       ProblemCode = "move_start_off"       // the start is off the board
	ProblemMoveStartForbidden ProblemCode = "move_start_forbidden" // Type
	ProblemMoveStartEmpty     ProblemCode = "move_start_empty"     // the start holds no meeples
	ProblemMoveTribe          ProblemCode = "move_tribe"           // Nums: the unknown tribe's number
	ProblemMoveCount          ProblemCode = "move_count"           // Nums: meeples dropped, meeples held
	ProblemMoveTribeCount     ProblemCode = "move_tribe_count"     // Tribe; Nums: dropped, held
	ProblemMoveOff            ProblemCode = "move_off"             // a drop off the board
	ProblemMoveNotNext        ProblemCode = "move_not_next"        // Other: the tile before
	ProblemMoveBack           ProblemCode = "move_back"            // straight back
	ProblemMoveForbidden      ProblemCode = "move_forbidden"       // Type
	ProblemMoveMountain       ProblemCode = "move_mountain"        // Other: the tile before
	ProblemMoveLast           ProblemCode = "move_last"            // Tribe: the last meeple's
)

// ProblemCodes lists every problem code, in the order above.
func ProblemCodes() []ProblemCode {
	return []ProblemCode{
		ProblemNoRows, ProblemRowLength, ProblemTileType, ProblemMissingBracket, ProblemMeepleLetter,
		ProblemMissingOwner, ProblemOwner, ProblemTwoTents, ProblemExtra, ProblemMissingEdges,
		ProblemEdge, ProblemEdgeTwice, ProblemUnexpected,
		ProblemSoloSize, ProblemNeedsExpansion, ProblemArtisansExpansion, ProblemForbiddenMeeples,
		ProblemForbiddenBuilt, ProblemYazidNotSolo, ProblemSoloOwner, ProblemOwnerPlayers,
		ProblemFifthPlayer, ProblemTentNoOwner, ProblemYazidTent, ProblemTentArtisans,
		ProblemSecondTent, ProblemBoxTiles, ProblemBoxMeeples, ProblemBoxPalms, ProblemBoxPalaces,
		ProblemMountainTile, ProblemMountainCount,
		ProblemMoveStartOff, ProblemMoveStartForbidden, ProblemMoveStartEmpty, ProblemMoveTribe,
		ProblemMoveCount, ProblemMoveTribeCount, ProblemMoveOff, ProblemMoveNotNext, ProblemMoveBack,
		ProblemMoveForbidden, ProblemMoveMountain, ProblemMoveLast,
	}
}

// Problem is one thing wrong with a board, a tile token or a move, in the
// style of go/scanner's Error: a code, the place and the pieces and
// numbers it names. Its Error text is English (the CLI's); package labels
// says it in every language.
type Problem struct {
	Code  ProblemCode
	Place Place // the tile it is about; zero when it is not one tile's
	Other Place // a second tile it names
	Type  TileType
	Tribe Tribe
	Owner Owner
	Nums  []int  // the numbers it names, in the order of its English text
	Bad   string // the text at fault (a letter, a code), as typed
	Token string // the whole tile token it is in, as typed
}

// TokenProblem reports a problem of a tile token read alone (ParseToken):
// its text then has neither "board:" nor a place.
func (p *Problem) TokenProblem() bool {
	switch p.Code {
	case ProblemTileType, ProblemMissingBracket, ProblemMeepleLetter, ProblemMissingOwner, ProblemOwner,
		ProblemTwoTents, ProblemExtra, ProblemMissingEdges, ProblemEdge, ProblemEdgeTwice, ProblemUnexpected:
		return true
	}
	return false
}

// MoveProblem reports a problem of a move (Board.CheckMove); a
// MoveError carries it.
func (p *Problem) MoveProblem() bool { return strings.HasPrefix(string(p.Code), "move_") }

// Error says the problem in English: "board: row 2, column 3: ..." for a
// board, the bare reason for a token read alone or a move.
func (p *Problem) Error() string {
	switch {
	case p.MoveProblem(), p.TokenProblem() && p.Place == (Place{}):
		return p.Message()
	case p.Place == (Place{}):
		return "board: " + p.Message()
	}
	return "board: " + p.Place.String() + ": " + p.Message()
}

// num is the i-th number, 0 when the problem names fewer.
func (p *Problem) num(i int) int {
	if i < len(p.Nums) {
		return p.Nums[i]
	}
	return 0
}

// Message says the problem in English without "board:" and its place.
func (p *Problem) Message() string {
	n := p.num
	switch p.Code {
	case ProblemNoRows:
		return "no rows"
	case ProblemRowLength:
		return fmt.Sprintf("row %d has %d tiles, row %d has %d: all rows must have the same length", n(0), n(1), n(2), n(3))
	case ProblemTileType:
		return fmt.Sprintf("unknown tile type %q", p.Bad)
	case ProblemMissingBracket:
		return fmt.Sprintf("%q: missing ']'", p.Token)
	case ProblemMeepleLetter:
		return fmt.Sprintf("unknown meeple letter %q in %q (want Y W G B R P)", p.Bad, p.Token)
	case ProblemMissingOwner:
		return fmt.Sprintf("%q: missing owner after '@'", p.Token)
	case ProblemOwner:
		return fmt.Sprintf("unknown owner %q in %q (want @1..@5 or @Y)", p.Bad, p.Token)
	case ProblemTwoTents:
		return fmt.Sprintf("two tents in %q", p.Token)
	case ProblemExtra:
		return fmt.Sprintf("unknown extra %q in %q (want p, P or t)", p.Bad, p.Token)
	case ProblemMissingEdges:
		return fmt.Sprintf("%q: missing Mountain edges after '^' (want n, e, s, w)", p.Token)
	case ProblemEdge:
		return fmt.Sprintf("unknown edge %q (want n, e, s or w) in %q", p.Bad, p.Token)
	case ProblemEdgeTwice:
		return fmt.Sprintf("edge %q given twice in %q", p.Bad, p.Token)
	case ProblemUnexpected:
		return fmt.Sprintf("unexpected %q in %q (want TYPE[MEEPLES]@OWNER+EXTRAS^EDGES)", p.Bad, p.Token)

	case ProblemSoloSize:
		return fmt.Sprintf("%d columns x %d rows: a solo board has 6 columns and 5, 6 or 7 rows", n(0), n(1))
	case ProblemNeedsExpansion:
		return fmt.Sprintf("%s (%s) needs the %s expansion", p.Type, p.Type.Code(), p.Type.Expansion())
	case ProblemArtisansExpansion:
		return "Artisans (P) need the artisans expansion"
	case ProblemForbiddenMeeples:
		return fmt.Sprintf("meeples on the %s, which never holds any", p.Type)
	case ProblemForbiddenBuilt:
		return fmt.Sprintf("the %s can't be controlled or built on", p.Type)
	case ProblemYazidNotSolo:
		return "owner @Y (Yazid) only in a solo game"
	case ProblemSoloOwner:
		return fmt.Sprintf("owner %s: a solo board has only @1 (the player) and @Y", p.Owner)
	case ProblemOwnerPlayers:
		return fmt.Sprintf("owner %s, but there are %d players", p.Owner, n(0))
	case ProblemFifthPlayer:
		return fmt.Sprintf("owner %s: %s", p.Owner, fifthPlayer)
	case ProblemTentNoOwner:
		return "a Tent on a tile without an owner"
	case ProblemYazidTent:
		return "Yazid has no Tent"
	case ProblemTentArtisans:
		return "the Tent needs the artisans expansion"
	case ProblemSecondTent:
		return fmt.Sprintf("a second Tent for %s (the first is at %s)", p.Owner, p.Other)
	case ProblemBoxTiles:
		return fmt.Sprintf("%d tiles of type %s (%s), the box holds %d", n(0), p.Type.Code(), p.Type, n(1))
	case ProblemBoxMeeples:
		return fmt.Sprintf("%d %s meeples (%s), the box holds %d", n(0), p.Tribe.Colour(), p.Tribe.Plural(), n(1))
	case ProblemBoxPalms:
		return fmt.Sprintf("%d Palm Trees, the box holds %d", n(0), n(1))
	case ProblemBoxPalaces:
		return fmt.Sprintf("%d Palaces, the box holds %d", n(0), n(1))
	case ProblemMountainTile:
		return fmt.Sprintf("Mountains (^%s) on the %s: only Workshops carry them", p.Bad, p.Type)
	case ProblemMountainCount:
		return fmt.Sprintf("Mountains on %d edges (^%s): a Workshop carries %d", n(0), p.Bad, n(1))

	case ProblemMoveStartOff:
		return fmt.Sprintf("the start %s is not on the board", p.Place.Short())
	case ProblemMoveStartForbidden:
		return fmt.Sprintf("the start %s is the %s, which never holds meeples", p.Place.Short(), p.Type)
	case ProblemMoveStartEmpty:
		return fmt.Sprintf("the start %s holds no meeples", p.Place.Short())
	case ProblemMoveTribe:
		return fmt.Sprintf("a drop of an unknown tribe (%d)", n(0))
	case ProblemMoveCount:
		return fmt.Sprintf("the move drops %s, %s holds %s: every one is dropped, one a step",
			plural(n(0), "meeple", "meeples"), p.Place.Short(), plural(n(1), "meeple", "meeples"))
	case ProblemMoveTribeCount:
		return fmt.Sprintf("the move drops %s, %s holds %s", tribeCount(n(0), p.Tribe), p.Place.Short(), tribeCount(n(1), p.Tribe))
	case ProblemMoveOff:
		return fmt.Sprintf("%s is off the board", p.Place.Short())
	case ProblemMoveNotNext:
		return fmt.Sprintf("%s is not next to %s (one orthogonal step at a time)", p.Place.Short(), p.Other.Short())
	case ProblemMoveBack:
		return fmt.Sprintf("straight back to %s", p.Place.Short())
	case ProblemMoveForbidden:
		return fmt.Sprintf("onto the %s at %s", p.Type, p.Place.Short())
	case ProblemMoveMountain:
		return fmt.Sprintf("across the Mountain between %s and %s", p.Other.Short(), p.Place.Short())
	case ProblemMoveLast:
		return fmt.Sprintf("the last meeple, %s %s, lands on %s with no %s", article(p.Tribe.String()), p.Tribe, p.Place.Short(), p.Tribe)
	}
	return fmt.Sprintf("problem %q", string(p.Code))
}

// Problems is a list of problems, in the style of go/scanner's
// ErrorList: its Error text is one problem a line.
type Problems []*Problem

// Error says every problem, one a line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap gives the problems to errors.As and errors.Is.
func (ps Problems) Unwrap() []error {
	out := make([]error, len(ps))
	for i, p := range ps {
		out[i] = p
	}
	return out
}

// Err is nil for no problems, else ps.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	return ps
}
