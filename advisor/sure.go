package advisor

import (
	"math"
	"math/bits"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// sureHarm is what Yazid's next roll surely takes from a turn, known
// before the turn is played (docs/advice.md). What every tile holds after
// the turn is known then, but for a kill's tile: the start is emptied,
// the drops added, the tribe taken from the last tile. A roll other than
// a black 6 strikes the tile its dice name when it holds meeples, else a
// tile of that column the player chooses (one that holds meeples); by
// the sheet's rule a black 6 strikes the top-most and the bottom-most
// tiles of its column that hold meeples when two do, the second unless
// the first loses the game. A struck tile's Viziers go to the Council and
// its Assassins to Yazid whatever the holdings, and the player pays for
// its Builders what is due or every coin he has; what the roll takes
// beside (a loss, other targets) only adds. A struck tile nobody
// controls takes one of Yazid's Camels while he has one (capture: placed
// before the loss is checked). So that part of each roll
// whose targets are known, the least of a choice's, at the weights, is
// a part of the turn's harm, and the turn's bound less it is still a
// bound of its key.
type sureHarm struct {
	on        bool
	exactOnly bool // the coins only, no weights
	cols      int
	w         Weights
	yazid     sultan.YazidHoldings
	// blue is each tile's blue tiles around, base each tile's meeples
	// (none when it cannot be struck), column each column's tiles.
	blue   []int
	base   []game.Meeples
	column []uint64
	// occupied has the bits of base's tiles with meeples, direct those
	// of the tiles a roll names (white 1-6, black 1-5), free those
	// nobody controls (a Camel of Yazid's when struck).
	occupied, direct, free uint64
	// tiles is afterTurn's buffer (shared by the copies of h).
	tiles *afterTiles
	// upperFirst: the black 6 strikes the upper tile first; literal: it
	// strikes the literal top and bottom rows (rule black_six), whose
	// second target can be sent to another column (none is counted).
	upperFirst, literal bool
	buildersFakirs      bool // rule builders_fakirs
	// last is the last turn told and its harm: the turns of a move
	// differ mostly in what no roll reads (the tile's action, the cards),
	// and come one after another.
	last sureTurn
}

// sureTurn is what the sure harm of a turn reads (of): the move (what
// every tile holds after it), the tiles it knows (all but a kill's, the
// Flute's, the Scimitar's), those nobody surely controls, the coins and
// the row; and the harm.
type sureTurn struct {
	ok          bool
	from        game.Place
	drops       []game.Drop
	known, free uint64
	coins       int
	row         bool
	harm        float64
}

// is reports whether t is the turn of move m, known, free, coins and
// row.
func (t *sureTurn) is(m game.Move, known, free uint64, coins int, row bool) bool {
	return t.ok && t.coins == coins && t.row == row && t.known == known && t.free == free &&
		t.from == m.From && slices.Equal(t.drops, m.Drops)
}

// set makes t the turn of move m, known, free, coins and row, of harm
// harm.
func (t *sureTurn) set(m game.Move, known, free uint64, coins int, row bool, harm float64) {
	*t = sureTurn{ok: true, from: m.From, drops: append(t.drops[:0], m.Drops...),
		known: known, free: free, coins: coins, row: row, harm: harm}
}

// newSureHarm is the sure harm of the turns on st (a player's turn that
// leaves Yazid's holdings as they are, and so his weights; sureOf). Off
// when the search does not reckon his roll (IgnoreYazid), with weights
// below 0, on the reference path, or on a board of more than 64 tiles.
func newSureHarm(st sultan.State, o Options) sureHarm {
	b := st.Board
	if o.IgnoreYazid || o.reference || !cutWeights(o.Weights) || len(b.Tiles) > 64 {
		return sureHarm{}
	}
	h := sureHarm{on: true, exactOnly: o.ExactOnly, cols: b.Cols, w: threatWeights(st, o.Weights), yazid: st.Yazid,
		blue: make([]int, len(b.Tiles)), base: make([]game.Meeples, len(b.Tiles)), column: make([]uint64, b.Cols),
		upperFirst: o.Rules.StrikeOrder != sultan.LowerFirst, literal: o.Rules.BlackSix == sultan.LiteralRows,
		buildersFakirs: o.Rules.BuildersFakirs}
	for i, t := range b.Tiles {
		h.column[i%b.Cols] |= 1 << i
		h.blue[i] = b.BlueSurrounding(game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1})
		if !t.Type.Forbidden() {
			h.base[i] = t.Meeples
		}
		if !h.base[i].Empty() {
			h.occupied |= 1 << i
		}
		if t.Owner == game.NoOwner {
			h.free |= 1 << i
		}
		if i%b.Cols < 6 && i/b.Cols < 5 {
			h.direct |= 1 << i
		}
	}
	h.tiles = &afterTiles{held: slices.Clone(h.base)}
	return h
}

// bit is tile p's bit in a set of tiles.
func (h *sureHarm) bit(p game.Place) uint64 { return 1 << ((p.Row-1)*h.cols + p.Col - 1) }

// struck is what a roll surely takes striking tile i holding m from a
// player with coins coins (its Elders go to Yazid, as its Assassins and
// Viziers), and the coins its Builders can cost at most:
// with rule builders_fakirs, Yazid's Fakirs added, and a Fakir card for
// each Merchant struck (capture takes the cards first).
func (h *sureHarm) struck(i int, m game.Meeples, coins int) (harm float64, due int) {
	harm = float64(min(m[game.Builder]*h.blue[i], max(coins, 0)))
	if !h.exactOnly {
		harm += h.w.Assassin*float64(m[game.Assassin]) + h.w.Council*float64(m[game.Vizier]) +
			h.w.YazidElderFakir*float64(m[game.Elder])
	}
	n := m[game.Builder]
	if h.buildersFakirs {
		n += h.yazid.Fakirs + m[game.Merchant]
	}
	return harm, n * h.blue[i]
}

// buys is what the Djinn Yazid surely buys after striking tiles that
// hold taken (added up) takes, at the weights (purchase: after his
// strikes, for 2 Elders or an Elder and a Fakir): none unless the row
// holds a Djinn after the turn (row), no strike loses (fewer than seven
// Assassins with him, coins for the most the Builders can cost, due) and
// he then surely holds the price. With rule builders_fakirs a Builder
// struck spends his Fakirs; the Fakirs the Merchants bring are not
// counted.
func (h *sureHarm) buys(taken game.Meeples, coins, due int, row bool) float64 {
	if h.exactOnly || !row || coins < due || h.yazid.Assassins+taken[game.Assassin] >= sultan.LosingAssassins {
		return 0
	}
	elders, fakirs := h.yazid.Elders+taken[game.Elder], h.yazid.Fakirs
	if h.buildersFakirs && taken[game.Builder] > 0 {
		fakirs = 0
	}
	if elders >= 2 || elders >= 1 && fakirs >= 1 {
		return h.w.YazidDjinn
	}
	return 0
}

// camel is what the Camel Yazid places on struck tile i surely weighs:
// the tile in free (nobody controls it) and he has more than placed
// Camels left.
func (h *sureHarm) camel(i int, free uint64, placed int) float64 {
	if h.exactOnly || free&(1<<i) == 0 || h.yazid.Camels <= placed {
		return 0
	}
	return h.w.YazidCamel
}

// freeAfter is free less the tiles turn plan's powers and Thieves act on
// (a Camel put there, moved, swapped): those nobody surely controls.
func (h *sureHarm) freeAfter(plan sultan.TurnPlan) uint64 {
	free := h.free
	for _, uses := range [2][]sultan.PowerUse{plan.Thieves, plan.Powers} {
		for _, u := range uses {
			if u.At != nil {
				free &^= h.bit(*u.At)
			}
			if u.To != nil {
				free &^= h.bit(*u.To)
			}
			if u.Move != nil {
				return 0 // a Carpet's move: a tile controlled anywhere
			}
		}
	}
	return free
}

// of is the sure harm, over Yazid's 36 rolls, of turn plan leaving the
// player coins coins; row: the Djinn row holds one after the turn.
func (h *sureHarm) of(plan sultan.TurnPlan, coins int, row bool) float64 {
	free := h.freeAfter(plan)
	held, known, occupied := h.afterTurn(plan)
	if h.last.is(plan.Move, known, free, coins, row) {
		return h.last.harm
	}
	s := h.sumOn(held, known, occupied, free, coins, row)
	h.last.set(plan.Move, known, free, coins, row, s)
	return s
}

// sum is of summed afresh, free the tiles nobody surely controls after
// turn plan.
func (h *sureHarm) sum(plan sultan.TurnPlan, free uint64, coins int, row bool) float64 {
	held, known, occupied := h.afterTurn(plan)
	return h.sumOn(held, known, occupied, free, coins, row)
}

// sumOn is sum on what the tiles hold after the turn (afterTurn).
func (h *sureHarm) sumOn(held []game.Meeples, known, occupied, free uint64, coins int, row bool) float64 {
	s := 0.0
	// Rolled directly: white 1-6 names the column, black 1-5 the row.
	for d := h.direct & known; d != 0; d &= d - 1 {
		i := bits.TrailingZeros64(d)
		if occupied&(1<<i) != 0 {
			t, due := h.struck(i, held[i], coins)
			s += t + h.buys(held[i], coins, due, row) + h.camel(i, free, 0)
			continue
		}
		// Sent to a tile of the column the player chooses: the least.
		c := h.column[i%h.cols]
		if known&c != c {
			continue
		}
		least, any := 0.0, false
		for m := occupied & c; m != 0; m &= m - 1 {
			j := bits.TrailingZeros64(m)
			t, due := h.struck(j, held[j], coins)
			if t += h.buys(held[j], coins, due, row) + h.camel(j, free, 0); !any || t < least {
				least, any = t, true
			}
		}
		s += least
	}
	for c := range min(h.cols, 6) {
		col := h.column[c]
		if h.literal || known&col != col || bits.OnesCount64(occupied&col) < 2 {
			continue // fewer than two with meeples: a target sent elsewhere
		}
		// The column's tiles with meeples, lowest and highest row.
		bottom, top := bits.TrailingZeros64(occupied&col), 63-bits.LeadingZeros64(occupied&col)
		first, second := top, bottom
		if !h.upperFirst {
			first, second = bottom, top
		}
		t, due := h.struck(first, held[first], coins)
		s += t + h.camel(first, free, 0)
		// The second is struck unless the first loses: Yazid's seventh
		// Assassin, or a payment short.
		if h.yazid.Assassins+held[first][game.Assassin] < sultan.LosingAssassins && coins >= due {
			t, due2 := h.struck(second, held[second], coins-due)
			placed := 0
			if free&(1<<first) != 0 {
				placed = 1
			}
			s += t + h.camel(second, free, placed)
			// The Djinn, after both: the second's Builders can also
			// spend the Fakirs the first's Merchants brought.
			if h.buildersFakirs {
				due2 += held[first][game.Merchant] * h.blue[second]
			}
			taken := held[first]
			for tr, n := range held[second] {
				taken[tr] += n
			}
			s += h.buys(taken, coins, due+due2, row)
		}
	}
	return s / sultan.Rolls
}

// after sets held to what each tile holds after turn plan, and returns
// the tiles it knows: every one but a kill's.
func (h *sureHarm) after(held []game.Meeples, plan sultan.TurnPlan) (known uint64) {
	after, known, _ := h.afterTurn(plan)
	copy(held, after)
	return known
}

// afterTiles is what each tile holds after the turn last told
// (afterTurn): the base but for the tiles touched.
type afterTiles struct {
	held    []game.Meeples
	touched []int
}

// afterTurn is what each tile holds after turn plan (valid until the
// next call), the tiles it knows (every one but a kill's), and those
// that hold meeples: base but for the tiles the move touched (the start
// emptied, the drops added, the tribe taken from the last tile); the
// Enchanting Flute's and the Burning Scimitar's tiles, as a kill's, are
// not known.
func (h *sureHarm) afterTurn(plan sultan.TurnPlan) (held []game.Meeples, known, occupied uint64) {
	a := h.tiles
	held = a.held
	for _, i := range a.touched {
		held[i] = h.base[i]
	}
	m := plan.Move
	from := h.index(m.From)
	held[from] = game.Meeples{}
	a.touched = append(a.touched[:0], from)
	for _, d := range m.Drops {
		i := h.index(d.To)
		held[i][d.Tribe]++
		a.touched = append(a.touched, i)
	}
	held[h.index(m.Last())][m.Drops[len(m.Drops)-1].Tribe] = 0
	occupied = h.occupied
	for _, i := range a.touched {
		if held[i].Empty() {
			occupied &^= 1 << i
		} else {
			occupied |= 1 << i
		}
	}
	known = 1<<len(held) - 1
	if len(held) == 64 {
		known = ^uint64(0)
	}
	if plan.Tribe.Kill != nil {
		known &^= h.bit(plan.Tribe.Kill.Place)
	}
	for _, u := range plan.Powers {
		switch u.Power {
		case flute:
			// The Enchanting Flute's tiles: not told here.
			known &^= h.bit(*u.At)
			for _, k := range u.From {
				known &^= h.bit(k.Place)
			}
		case scimitar:
			// The Burning Scimitar's tile, its meeples removed: not told here.
			known &^= h.bit(*u.At)
		case anunNak:
			// Anun-Nak's tile, filled with a draw: not told here.
			known &^= h.bit(*u.At)
		}
	}
	return held, known, occupied
}

// index is tile p's index.
func (h *sureHarm) index(p game.Place) int { return (p.Row-1)*h.cols + p.Col - 1 }

// sureOf is the part of pv's bound Yazid surely takes from turn plan:
// none when the turn ends the game (he rolls no more) or changes his
// holdings (and so his weights).
func (h *sureHarm) sureOf(pv preValue, plan sultan.TurnPlan) float64 {
	if !h.on || !pv.rolls {
		return 0
	}
	return h.of(plan, pv.coins, pv.djinnRow)
}

// surelyBelow reports whether turn n, less what Yazid surely takes from
// it, is below floor: it cannot be shown, and is left unplayed.
func (s *searcher) surelyBelow(n *node, floor float64) bool {
	return s.sure.on && n.bound-s.sure.sureOf(n.pre, n.plan) < below(floor)
}

// below is a key a hair under floor: a value summed in another order
// than the keys is below floor when under it, a margin far above the
// rounding's error keeping the cut on the safe side.
func below(floor float64) float64 { return floor - 1e-6*(1+math.Abs(floor)) }
