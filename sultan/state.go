package sultan

import (
	"slices"

	"github.com/naqala/naqala/game"
)

// Camels is how many camels each side has in the solo game.
const Camels = 11

// Start coins of the solo player (reference section 10).
const (
	StartCoins     = 25
	HardStartCoins = 20
)

// Yazid's immediate-loss thresholds (solo sheet).
const (
	LosingAssassins = 7
	LosingDjinns    = 6
)

// YazidHoldings is what Yazid holds beside the board.
type YazidHoldings struct {
	Council   int `json:"council"`   // captured Viziers
	Elders    int `json:"elders"`    // captured Elders not yet spent on Djinns
	Fakirs    int `json:"fakirs"`    // Fakir cards kept from the resource row
	Assassins int `json:"assassins"` // captured Assassins
	Artisans  int `json:"artisans"`  // captured Artisans (rule solo_artisans)
	Djinns    int `json:"djinns"`    // Djinns bought
	Camels    int `json:"camels"`    // camels beside the board, still to place
}

// Holdings is what the solo player holds that matters to Yazid's turn and
// to the end of the game.
type Holdings struct {
	Coins    int      `json:"coins"`
	Camels   int      `json:"camels"` // camels still to place
	Viziers  int      `json:"viziers"`
	Elders   int      `json:"elders"`
	Fakirs   int      `json:"fakirs"`
	Artisans int      `json:"artisans"`
	Djinns   []string `json:"djinns"` // catalogue names
	// The rest is the player's turn (reference section 11); older saves
	// lack it, and leave it out when it is empty.
	Goods   GoodsHeld `json:"goods,omitzero"`    // goods cards by type
	Items   ItemsHeld `json:"items,omitzero"`    // Items (Artisans) by kind
	Thieves []string  `json:"thieves,omitempty"` // Thief cards (Thieves)
	Whims   int       `json:"whims,omitempty"`   // Whim cards taken (Whims)
}

// HasDjinn reports whether the player holds the Djinn (any spelling
// LookupDjinn accepts).
func (h Holdings) HasDjinn(name string) bool {
	if len(h.Djinns) == 0 {
		return false // the usual case, asked on every step: no lookup
	}
	// Held Djinns are kept by their catalogue names: the same spelling
	// needs no lookup.
	for _, n := range h.Djinns {
		if n == name {
			return true
		}
	}
	d, ok := game.LookupDjinn(name)
	if !ok {
		return false
	}
	for _, n := range h.Djinns {
		if n == d.Name {
			return true
		}
		if e, ok := game.LookupDjinn(n); ok && e.Name == d.Name {
			return true
		}
	}
	return false
}

// State is the table of a solo game: the board and what both sides hold.
type State struct {
	Board      *game.Board
	Expansions game.Expansions
	Hard       bool
	Yazid      YazidHoldings
	Player     Holdings
	Resources  []game.Resource // the face-up resource row, front first; nil when not tracked
	DjinnRow   []string        // the face-up Djinns, left first; nil when not tracked
	Unseen     Unseen          // what is known of a row not tracked (rows.go)
	// Unknown are the tiles whose meeples are still to be asked, in board
	// order; each holds a placeholder meanwhile (unknown.go).
	Unknown []game.Place
	// placeholder is, for each tile of Unknown, the meeples the engine
	// put there; the rest of the tile is real (a drop).
	placeholder []game.Meeples

	// ThiefRow is the face-up Thief (Thieves: one at most; empty once
	// bought until clean-up, or with the pile out); nil when not tracked.
	ThiefRow []string
}

// Clone returns a deep copy.
func (s State) Clone() State {
	c := s
	if s.Board != nil {
		c.Board = s.Board.Clone()
	}
	c.Player.Djinns = cloneStrings(s.Player.Djinns)
	c.Player.Thieves = cloneStrings(s.Player.Thieves)
	if s.Resources != nil {
		c.Resources = append([]game.Resource{}, s.Resources...)
	}
	c.DjinnRow = cloneStrings(s.DjinnRow)
	c.ThiefRow = cloneStrings(s.ThiefRow)
	c.Unseen = s.Unseen.clone()
	c.Unknown = slices.Clone(s.Unknown)
	c.placeholder = slices.Clone(s.placeholder)
	return c
}

// CloneInto sets *dst to Clone(), reusing the arrays of dst's slices
// and board where they have room (a search's scratch table): dst shares
// nothing with s after it, and nothing may read dst's slices from before.
func (s State) CloneInto(dst *State) {
	c := s
	c.Board = nil
	if s.Board != nil {
		b := dst.Board
		if b == nil || b == s.Board {
			b = &game.Board{}
		}
		tiles := b.Tiles
		*b = *s.Board
		b.Tiles = append(tiles[:0], s.Board.Tiles...)
		c.Board = b
	}
	c.Player.Djinns = cloneInto(dst.Player.Djinns, s.Player.Djinns)
	c.Player.Thieves = cloneInto(dst.Player.Thieves, s.Player.Thieves)
	c.Resources = cloneInto(dst.Resources, s.Resources)
	c.DjinnRow = cloneInto(dst.DjinnRow, s.DjinnRow)
	c.ThiefRow = cloneInto(dst.ThiefRow, s.ThiefRow)
	c.Unseen.Resources = cloneInto(dst.Unseen.Resources, s.Unseen.Resources)
	c.Unseen.Djinns = cloneInto(dst.Unseen.Djinns, s.Unseen.Djinns)
	c.Unseen.Bought = cloneInto(dst.Unseen.Bought, s.Unseen.Bought)
	c.Unseen.ThievesBoxed = cloneInto(dst.Unseen.ThievesBoxed, s.Unseen.ThievesBoxed)
	c.Unknown = cloneInto(dst.Unknown, s.Unknown)
	c.placeholder = cloneInto(dst.placeholder, s.placeholder)
	*dst = c
}

// cloneInto is a copy of src in dst's array when it has room: nil for
// nil, never nil for an empty src (as Clone copies).
func cloneInto[T any](dst, src []T) []T {
	if src == nil {
		return nil
	}
	if dst == nil || cap(dst) < len(src) {
		return slices.Clone(src[:len(src):len(src)])
	}
	return append(dst[:0], src...)
}

// Equal reports whether two states are the same table.
func (s State) Equal(o State) bool {
	return s.Board.Equal(o.Board) && s.Expansions == o.Expansions && s.Hard == o.Hard &&
		s.Yazid == o.Yazid && holdingsEqual(s.Player, o.Player) &&
		(s.Resources == nil) == (o.Resources == nil) && slices.Equal(s.Resources, o.Resources) &&
		(s.DjinnRow == nil) == (o.DjinnRow == nil) && slices.Equal(s.DjinnRow, o.DjinnRow) &&
		(s.ThiefRow == nil) == (o.ThiefRow == nil) && slices.Equal(s.ThiefRow, o.ThiefRow) &&
		s.Unseen.equal(o.Unseen) && slices.Equal(s.Unknown, o.Unknown) &&
		slices.Equal(s.placeholder, o.placeholder)
}

func holdingsEqual(a, b Holdings) bool {
	return a.Coins == b.Coins && a.Camels == b.Camels && a.Viziers == b.Viziers &&
		a.Elders == b.Elders && a.Fakirs == b.Fakirs && a.Artisans == b.Artisans &&
		slices.Equal(a.Djinns, b.Djinns) &&
		a.Goods == b.Goods && a.Items == b.Items && slices.Equal(a.Thieves, b.Thieves) && a.Whims == b.Whims
}

func cloneStrings(s []string) []string {
	if s == nil {
		return nil
	}
	return append([]string{}, s...)
}

// hasMeeples reports whether Yazid can strike the tile: it holds meeples
// and is not forbidden (reference section 10: forbidden tiles count as
// empty).
func hasMeeples(t game.Tile) bool { return !t.Type.Forbidden() && !t.Meeples.Empty() }
