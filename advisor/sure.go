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
// of its column that hold meeples when two do. A tile the turn leaves as
// it was is struck so, with what it held before: its Viziers go to the
// Council and its Assassins to Yazid whatever the holdings, and the
// player pays for its Builders what is due or every coin he has. What
// the roll takes beside (a second target after a first one that loses,
// a loss, other targets) only adds. So that part of each such roll, at
// the weights, is a part of the turn's harm, and the turn's bound less it
// is still a bound of its key.
type sureHarm struct {
	on        bool
	exactOnly bool // the coins only, no weights
	cols      int
	// part is each tile's Assassins and Viziers at their weights, due
	// the coins its Builders cost the player; rolled the rolls other
	// than a black 6 striking it.
	part []float64
	due  []int
	// first is, for each column (white die), the tile a black 6 strikes
	// first when the column is as on st, -1 when it is not sure; column
	// the column's tiles.
	first  []int
	column []uint64
}

// newSureHarm is the sure harm of the turns on st (a player's turn leaves
// Yazid's Assassins, and so his weights, as they are). Off when the
// search does not reckon his roll (IgnoreYazid), with weights below 0, on
// the reference path, or on a board of more than 64 tiles.
func newSureHarm(st sultan.State, o Options) sureHarm {
	b := st.Board
	if o.IgnoreYazid || o.reference || !cutWeights(o.Weights) || len(b.Tiles) > 64 {
		return sureHarm{}
	}
	w := threatWeights(st, o.Weights)
	h := sureHarm{on: true, exactOnly: o.ExactOnly, cols: b.Cols, part: make([]float64, len(b.Tiles)),
		due: make([]int, len(b.Tiles)), first: make([]int, b.Cols), column: make([]uint64, b.Cols)}
	struck := func(i int) bool { return !b.Tiles[i].Type.Forbidden() && !b.Tiles[i].Meeples.Empty() }
	for i, t := range b.Tiles {
		h.column[i%b.Cols] |= 1 << i
		if !struck(i) {
			continue
		}
		h.part[i] = w.Assassin*float64(t.Meeples[game.Assassin]) + w.Council*float64(t.Meeples[game.Vizier])
		h.due[i] = t.Meeples[game.Builder] * b.BlueSurrounding(game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1})
	}
	for c := range h.first {
		h.first[c] = -1
		var held []int // the column's tiles with meeples, from row 1 up
		for r := range b.Rows {
			if i := r*b.Cols + c; struck(i) {
				held = append(held, i)
			}
		}
		if o.Rules.BlackSix == sultan.LiteralRows || len(held) < 2 {
			continue // a target sent elsewhere could be struck first
		}
		if h.first[c] = held[len(held)-1]; o.Rules.StrikeOrder == sultan.LowerFirst {
			h.first[c] = held[0]
		}
	}
	return h
}

// bit is tile p's bit in a set of tiles.
func (h *sureHarm) bit(p game.Place) uint64 { return 1 << ((p.Row-1)*h.cols + p.Col - 1) }

// tile is what a roll striking tile i surely takes from a player with
// coins coins.
func (h *sureHarm) tile(i, coins int) float64 {
	t := float64(min(h.due[i], max(coins, 0)))
	if !h.exactOnly {
		t += h.part[i]
	}
	return t
}

// of is the sure harm, over Yazid's 36 rolls, of a turn touching no tile
// outside touched and leaving the player coins coins: what its key is at
// least below its value.
func (h *sureHarm) of(touched uint64, coins int) float64 {
	if !h.on {
		return 0
	}
	s := 0.0
	for i := range h.part {
		// Rolled directly: white 1-6 names the column, black 1-5 the row.
		if touched&(1<<i) == 0 && i%h.cols < 6 && i/h.cols < 5 {
			s += h.tile(i, coins)
		}
	}
	for c, i := range h.first {
		if i >= 0 && c < 6 && touched&h.column[c] == 0 {
			s += h.tile(i, coins) // the column as it was: the black 6's first target
		}
	}
	return s / sultan.Rolls
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

// outcomeTiles is the tiles a turn of outcome x can change, found without
// its paths: a step i of k lies within i of the start and k - i of the
// last tile; an Assassins' kill within reach of the last tile (at most
// every Assassin of both tiles taken, and every Fakir spent).
func (h *sureHarm) outcomeTiles(b *game.Board, x game.MoveOutcome, fakirs int) uint64 {
	k := b.Tile(x.From).Meeples.Total()
	reach := -1
	if x.Tribe == game.Assassin {
		reach = b.Tile(x.From).Meeples[game.Assassin] + b.Tile(x.To).Meeples[game.Assassin] + fakirs
	}
	var t uint64
	for i := range b.Tiles {
		q := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		if sultan.Distance(x.From, q)+sultan.Distance(q, x.To) <= k || sultan.Distance(x.To, q) <= reach {
			t |= 1 << i
		}
	}
	return t
}

// sureOf is the part of pv's bound Yazid surely takes, from a turn
// touching no tile outside touched: none when the turn ends the game (he
// rolls no more) or changes his Assassins.
func (h *sureHarm) sureOf(pv preValue, touched uint64) float64 {
	if !h.on || !pv.rolls {
		return 0
	}
	return h.of(touched, pv.coins)
}

// surelyBelow reports whether turn n, less what Yazid surely takes from
// it, is below floor: it cannot be shown, and is left unplayed.
func (s *searcher) surelyBelow(n *node, floor float64) bool {
	if !s.sure.on {
		return false
	}
	return n.bound-s.sure.sureOf(n.pre, s.sure.turnTiles(n.plan.Move, n.plan.Tribe)) < below(floor)
}

// below is a key a hair under floor: a value summed in another order
// than the keys is below floor when under it, a margin far above the
// rounding's error keeping the cut on the safe side.
func below(floor float64) float64 { return floor - 1e-6*(1+math.Abs(floor)) }
