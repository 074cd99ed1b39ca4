package advisor

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// The Horn of Plenty before the Merchants (docs/advice.md, "The Horn of
// Plenty"). The Artisans' text: "Fülle die Reihe der Rohstoffkarten
// wieder auf 9 Karten auf. Danach darfst du die Reihe beliebig
// umsortieren." Used before the move (sultan.TurnPlan.Before) of a turn
// whose tribe action is the Merchants, the tracked row refilled and
// ordered: first the cards the Merchants take, the best of the row for
// the player (the refill's hidden cards only for the Merchants the row
// does not cover), then the other goods, the Fakirs last (Yazid takes
// from the front, keeps the Fakirs and discards the goods).

// hornStandIns are the cards a Horn of Plenty's refill of st's tracked
// row is played with: one at a time, the good with the most cards
// neither held by the player, nor in the row, nor drawn before it (the
// pile's likeliest good, the first in the goods' order among equals, as
// Sloar's card), then Fakirs once every good is out; false when the
// deck has too few cards left.
func hornStandIns(st sultan.State) ([]game.Resource, bool) {
	k := sultan.ResourceRowSize - len(st.Resources)
	if k <= 0 {
		return nil, true
	}
	var left [game.NumGoods]int
	for _, g := range game.Goods() {
		left[g] = g.Count() - st.Player.Goods[g]
	}
	fakirs := game.Fakirs - st.Player.Fakirs - st.Yazid.Fakirs
	for _, r := range st.Resources {
		if r.Fakir {
			fakirs--
		} else {
			left[r.Good]--
		}
	}
	out := make([]game.Resource, 0, k)
	for len(out) < k {
		best, n := game.Good(0), 0
		for g, c := range left {
			if c > n {
				best, n = game.Good(g), c
			}
		}
		switch {
		case n > 0:
			out = append(out, game.Resource{Good: best})
			left[best]--
		case fakirs > 0:
			out = append(out, game.Resource{Fakir: true})
			fakirs--
		default:
			return nil, false
		}
	}
	return out, true
}

// hornWorth values cards taken by the player on st as the value before
// Yazid's roll does: the suits' VP (scoring.Merchandise, Al-Amin's wild
// Fakirs too) and the card and Fakir weights of the estimate, scaled by
// the game's clock.
type hornWorth struct {
	goods         [game.NumGoods]int
	fakirs        int
	alAmin        bool
	base          int
	card, fakir   float64
	scratch       [game.NumGoods]int
	scratchFakirs int
}

func newHornWorth(st sultan.State, w Weights) hornWorth {
	p := st.Player
	h := hornWorth{goods: p.Goods, fakirs: p.Fakirs, alAmin: p.HasDjinn(game.AlAmin)}
	h.base = scoring.Merchandise(h.goods, h.fakirs, h.alAmin)
	c := clock(st, w.Clock)
	h.card, h.fakir = w.Card*c, w.Fakir*c
	return h
}

// of is what the cards of cs picked by mask (bit i: cs[i]) add, beside
// those of with.
func (h *hornWorth) of(cs []game.Resource, mask uint, with []game.Resource) float64 {
	h.scratch, h.scratchFakirs = h.goods, h.fakirs
	v := 0.0
	add := func(r game.Resource) {
		if r.Fakir {
			h.scratchFakirs++
			v += h.fakir
		} else {
			h.scratch[r.Good]++
			v += h.card
		}
	}
	for _, r := range with {
		add(r)
	}
	for i, r := range cs {
		if mask&(1<<i) != 0 {
			add(r)
		}
	}
	return v + float64(scoring.Merchandise(h.scratch, h.scratchFakirs, h.alAmin)-h.base)
}

// best is the mask of the n cards of cs (at most 9) worth the most beside
// with, the first in the order of the masks among equals.
func (h *hornWorth) best(cs []game.Resource, n int, with []game.Resource) (uint, float64) {
	if n >= len(cs) {
		all := uint(1)<<len(cs) - 1
		return all, h.of(cs, all, with)
	}
	best, most := uint(0), 0.0
	found := false
	for mask := uint(0); mask < 1<<len(cs); mask++ {
		if bits.OnesCount(mask) != n {
			continue
		}
		if v := h.of(cs, mask, with); !found || v > most+1e-9 {
			best, most, found = mask, v, true
		}
	}
	return best, most
}

// hornUse is the Horn of Plenty used before move a on st, its row
// ordered for the Merchants a takes: false when the Horn is not held,
// the row not tracked, a not a Merchants' move, or the Horn adds nothing
// to the value before Yazid's roll (the Merchants' best cards are the
// row's front already, against what the estimate prices an Item kept
// at). The Merchants take the best of the row's cards for the player;
// the refill's cards are hidden draws (hornStandIns), taken only by the
// Merchants the row does not cover.
func hornUse(st sultan.State, a afterMove, w Weights) (sultan.PowerUse, bool) {
	if st.Player.Items[game.HornOfPlenty] == 0 || st.Resources == nil || a.tribe != game.Merchant || a.taken == 0 ||
		len(st.Resources) > sultan.ResourceRowSize {
		return sultan.PowerUse{}, false
	}
	drawn, ok := hornStandIns(st)
	if !ok {
		return sultan.PowerUse{}, false
	}
	row := st.Resources
	h := newHornWorth(st, w)
	n := min(a.taken, len(row))
	plain := h.of(row[:n], 1<<n-1, nil)
	known, worth := h.best(row, n, nil)
	var taken []game.Resource
	for i, r := range row {
		if known&(1<<i) != 0 {
			taken = append(taken, r)
		}
	}
	hidden := uint(0)
	if more := min(a.taken, sultan.ResourceRowSize) - n; more > 0 {
		hidden, worth = h.best(drawn, more, taken)
	}
	spent := st
	spent.Player.Items[game.HornOfPlenty]--
	if worth+estimate(st, spent, w) <= plain+1e-9 {
		return sultan.PowerUse{}, false
	}
	return sultan.PowerUse{Power: game.HornOfPlenty.Key(), Row: hornRow(h, row, known, drawn, hidden)}, true
}

// HornRow is the row as the Horn of Plenty orders it when every card of
// row is seen (the row refilled, as at the table): the best n for the
// player first, the Merchants' (n taken), then the other goods, the
// Fakirs last, as the advice orders the tracked row and its stand-ins
// (docs/advice.md). Self-play orders the cards it draws with it.
func HornRow(st sultan.State, row []game.Resource, n int, w Weights) []string {
	h := newHornWorth(st, w)
	mask, _ := h.best(row, min(n, len(row)), nil)
	return hornRow(h, row, mask, nil, 0)
}

// hornRow orders the cards of the row and of the refill (drawn): those
// of the masks first, known first, then the other goods by what each
// adds alone to the player's (the market's window first), known first,
// then the Fakirs.
func hornRow(h hornWorth, row []game.Resource, known uint, drawn []game.Resource, hidden uint) []string {
	out := make([]string, 0, len(row)+len(drawn))
	var taken []game.Resource
	for i, r := range row {
		if known&(1<<i) != 0 {
			out, taken = append(out, r.String()), append(taken, r)
		}
	}
	for i, r := range drawn {
		if hidden&(1<<i) != 0 {
			out, taken = append(out, r.String()), append(taken, r)
		}
	}
	var fakirs []string
	for _, part := range []struct {
		cs   []game.Resource
		mask uint
	}{{row, known}, {drawn, hidden}} {
		type rest struct {
			r game.Resource
			v float64
		}
		var goods []rest
		for i, r := range part.cs {
			switch {
			case part.mask&(1<<i) != 0:
			case r.Fakir:
				fakirs = append(fakirs, r.String())
			default:
				goods = append(goods, rest{r, h.of(part.cs, 1<<i, taken)})
			}
		}
		slices.SortStableFunc(goods, func(a, b rest) int {
			switch {
			case a.v > b.v+1e-9:
				return -1
			case b.v > a.v+1e-9:
				return 1
			}
			return 0
		})
		for _, g := range goods {
			out = append(out, g.r.String())
		}
	}
	return append(out, fakirs...)
}

// HornFront is what the n Merchants take of the row the Horn of Plenty
// use u orders on st (the table before the turn): the cards the row
// showed (known) and the refill's, drawn face down (stand-ins: the
// table's cards will differ).
func HornFront(u sultan.PowerUse, st sultan.State, n int) (known, drawn []game.Resource) {
	left := slices.Clone(st.Resources)
	for _, s := range u.Row[:min(n, len(u.Row))] {
		r, err := game.ParseResource(s)
		if err != nil {
			continue
		}
		if i := slices.Index(left, r); i >= 0 {
			left = slices.Delete(left, i, i+1)
			known = append(known, r)
		} else {
			drawn = append(drawn, r)
		}
	}
	return known, drawn
}

// hornWords says the Horn of Plenty's use before the move, st the table
// before the turn and n the Merchants taken: "the Horn of Plenty before
// the move: refill the row to 9 cards and order it: Gold, Silk first for
// the 2 Merchants, the other goods next, the Fakirs last".
func hornWords(u sultan.PowerUse, st sultan.State, n int) string {
	known, drawn := HornFront(u, st, n)
	var names []string
	for _, r := range known {
		names = append(names, cardWords(r))
	}
	if len(drawn) > 0 {
		names = append(names, fmt.Sprintf("the best %s drawn", sultan.Plural(len(drawn), "card", "cards")))
	}
	return fmt.Sprintf("the Horn of Plenty before the move: refill the row to %d cards and order it: %s first for the %s, the other goods next, the Fakirs last",
		sultan.ResourceRowSize, strings.Join(names, ", "), tribeWords(n, game.Merchant))
}

// hornHidden names the Horn of Plenty's refill, hidden, and what its
// stand-ins the Merchants take are valued as; "" when the row was full.
func hornHidden(u sultan.PowerUse, st sultan.State, n int) string {
	k := sultan.ResourceRowSize - len(st.Resources)
	if k <= 0 {
		return ""
	}
	_, drawn := HornFront(u, st, n)
	s := fmt.Sprintf("the %s the Horn of Plenty draws (hidden", sultan.Plural(k, "card", "cards"))
	if len(drawn) == 0 {
		return s + "; the Merchants take the row's cards)"
	}
	valued := make([]string, len(drawn))
	for i, r := range drawn {
		valued[i] = cardWords(r)
	}
	return s + fmt.Sprintf("; the Merchants' %s valued as %s in the estimate, not the score)", sultan.Plural(len(drawn), "card", "cards"), strings.Join(valued, ", "))
}

// hornAdded is what the Horn of Plenty's refill added to the tracked row
// of st, goods only, when the turn that left after used it (its
// stand-ins, hornStandIns): what drawnCards counts as hidden draws.
func hornAdded(st, after sultan.State) (added [game.NumGoods]int) {
	if after.Player.Items[game.HornOfPlenty] >= st.Player.Items[game.HornOfPlenty] || st.Resources == nil {
		return added
	}
	drawn, _ := hornStandIns(st)
	for _, r := range drawn {
		if !r.Fakir {
			added[r.Good]++
		}
	}
	return added
}
