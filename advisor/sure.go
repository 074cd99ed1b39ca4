package advisor

import (
	"math"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// sureHarm is what Yazid's next roll surely takes from a turn, known
// before the turn is played (docs/advice.md). A roll other than a black 6
// strikes the tile its dice name when that tile holds meeples; by the
// sheet's rule a black 6 strikes the top-most and the bottom-most tiles
// of its column that hold meeples when two do, and the second too unless
// the first loses the game. A struck tile's Viziers go to the Council and
// its Assassins to Yazid whatever the holdings, and the player pays for
// its Builders what is due or every coin he has. What a tile holds after
// the turn is known before it is played when the turn leaves it as it
// was, or only drops on it (its last tile: less the tribe taken); what
// the roll takes beside (a loss, other targets) only adds. So that part
// of each such roll, at the weights, is a part of the turn's harm, and
// the turn's bound less it is still a bound of its key.
type sureHarm struct {
	on        bool
	exactOnly bool // the coins only, no weights
	cols      int
	w         Weights
	yazid     sultan.YazidHoldings
	// blue is each tile's blue tiles around, base each tile's meeples
	// (none when it cannot be struck).
	blue []int
	base []game.Meeples
	// top and bottom are, for each column (white die), the top-most and
	// bottom-most tiles holding meeples when two do, -1 else (the sheet's
	// black 6; -1 with the literal rows, whose second target can be sent
	// to another column); column the column's tiles; upperFirst the order
	// of the strikes.
	top, bottom []int
	column      []uint64
	upperFirst  bool
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
		blue: make([]int, len(b.Tiles)), base: make([]game.Meeples, len(b.Tiles)),
		top: make([]int, b.Cols), bottom: make([]int, b.Cols), column: make([]uint64, b.Cols),
		upperFirst: o.Rules.StrikeOrder != sultan.LowerFirst}
	for i, t := range b.Tiles {
		h.column[i%b.Cols] |= 1 << i
		h.blue[i] = b.BlueSurrounding(game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1})
		if !t.Type.Forbidden() {
			h.base[i] = t.Meeples
		}
	}
	for c := range h.top {
		h.top[c], h.bottom[c] = -1, -1
		var held []int // the column's tiles with meeples, from row 1 up
		for r := range b.Rows {
			if i := r*b.Cols + c; !h.base[i].Empty() {
				held = append(held, i)
			}
		}
		if o.Rules.BlackSix != sultan.LiteralRows && len(held) >= 2 {
			h.top[c], h.bottom[c] = held[len(held)-1], held[0]
		}
	}
	return h
}

// bit is tile p's bit in a set of tiles.
func (h *sureHarm) bit(p game.Place) uint64 { return 1 << ((p.Row-1)*h.cols + p.Col - 1) }

// struck is what a roll surely takes striking tile i holding m from a
// player with coins coins, and the coins its Builders can cost at most
// (Yazid's Fakirs added, rule builders_fakirs).
func (h *sureHarm) struck(i int, m game.Meeples, coins int) (harm float64, due int) {
	harm = float64(min(m[game.Builder]*h.blue[i], max(coins, 0)))
	if !h.exactOnly {
		harm += h.w.Assassin*float64(m[game.Assassin]) + h.w.Council*float64(m[game.Vizier])
	}
	return harm, (m[game.Builder] + h.yazid.Fakirs) * h.blue[i]
}

// of is the sure harm, over Yazid's 36 rolls, of turn plan leaving the
// player coins coins.
func (h *sureHarm) of(plan sultan.TurnPlan, coins int) float64 {
	m := plan.Move
	touched := h.turnTiles(m, plan.Tribe)
	s := 0.0
	for i, base := range h.base {
		// Rolled directly: white 1-6 names the column, black 1-5 the row.
		if i%h.cols >= 6 || i/h.cols >= 5 {
			continue
		}
		held := base
		if touched&(1<<i) != 0 {
			var ok bool
			if held, ok = h.after(i, plan); !ok {
				continue
			}
		}
		if !held.Empty() {
			t, _ := h.struck(i, held, coins)
			s += t
		}
	}
	for c, top := range h.top {
		if top < 0 || c >= 6 || touched&h.column[c] != 0 {
			continue // not the column as it was: its targets may differ
		}
		first, second := top, h.bottom[c]
		if !h.upperFirst {
			first, second = second, first
		}
		t, due := h.struck(first, h.base[first], coins)
		s += t
		// The second target is struck unless the first loses: Yazid's
		// seventh Assassin, or a payment short.
		if h.yazid.Assassins+h.base[first][game.Assassin] < sultan.LosingAssassins && coins >= due {
			t, _ := h.struck(second, h.base[second], coins-due)
			s += t
		}
	}
	return s / sultan.Rolls
}

// after is what tile i holds after turn plan when the turn only drops on
// it (its last tile: less the tribe taken): not its start, not a kill's.
func (h *sureHarm) after(i int, plan sultan.TurnPlan) (game.Meeples, bool) {
	m := plan.Move
	p := game.Place{Col: i%h.cols + 1, Row: i/h.cols + 1}
	if p == m.From || plan.Tribe.Kill != nil && plan.Tribe.Kill.Place == p {
		return game.Meeples{}, false
	}
	held := h.base[i]
	for _, d := range m.Drops {
		if d.To == p {
			held[d.Tribe]++
		}
	}
	if p == m.Last() {
		held[m.Drops[len(m.Drops)-1].Tribe] = 0
	}
	return held, true
}

// turnTiles is the tiles a turn of move m with tribe choice c can change:
// its start, the tiles dropped on (the last one's control), the kill.
func (h *sureHarm) turnTiles(m game.Move, c sultan.TribeChoice) uint64 {
	t := h.bit(m.From)
	for _, d := range m.Drops {
		t |= h.bit(d.To)
	}
	if c.Kill != nil {
		t |= h.bit(c.Kill.Place)
	}
	return t
}

// sureOf is the part of pv's bound Yazid surely takes from turn plan:
// none when the turn ends the game (he rolls no more) or changes his
// holdings.
func (h *sureHarm) sureOf(pv preValue, plan sultan.TurnPlan) float64 {
	if !h.on || !pv.rolls {
		return 0
	}
	return h.of(plan, pv.coins)
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
