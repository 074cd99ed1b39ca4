package advisor

import (
	"cmp"
	"slices"

	"github.com/naqala/naqala/sultan"
)

// topKeys holds the n best keys of distinct outcomes met so far, best
// first: the n-th is the key a turn must reach to be shown (the outcomes'
// keys only grow).
type topKeys struct {
	n    int
	keys []float64
	outs []int
}

// full reports whether n outcomes have a key.
func (t *topKeys) full() bool { return t.n > 0 && len(t.keys) == t.n }

// floor is the n-th best key (full only).
func (t *topKeys) floor() float64 { return t.keys[len(t.keys)-1] }

// raise records outcome's key, higher than any it had.
func (t *topKeys) raise(outcome int, key float64) {
	if t.n <= 0 {
		return
	}
	i := slices.Index(t.outs, outcome)
	switch {
	case i >= 0:
		t.keys[i] = key
	case len(t.keys) < t.n:
		t.keys, t.outs = append(t.keys, key), append(t.outs, outcome)
		i = len(t.keys) - 1
	case key > t.floor():
		i = len(t.keys) - 1
		t.keys[i], t.outs[i] = key, outcome
	default:
		return
	}
	for ; i > 0 && t.keys[i-1] < t.keys[i]; i-- {
		t.keys[i-1], t.keys[i] = t.keys[i], t.keys[i-1]
		t.outs[i-1], t.outs[i] = t.outs[i], t.outs[i-1]
	}
}

// harm is what one roll takes from a turn's value (docs/advice.md): the
// coins, the score when it loses, and, with the estimates, the weighted
// Assassins, Council Viziers, Yazid's Djinns, Elders and Fakirs, and loss. Never negative (the weights are
// not).
func harm(d rollDamage, score int, w Weights, exactOnly bool) float64 {
	h := float64(d.coins)
	lost := 0.0
	if d.loses() {
		lost = 1
		h += float64(max(score, 0))
	}
	if !exactOnly {
		h += d.gives(w) + w.Loss*lost
	}
	return h
}

// cutWeights reports whether every weight harm reads is at least 0: a
// roll then only takes away, and a turn can be left once what its rolls
// took so far puts it below the keys shown.
func cutWeights(w Weights) bool {
	return w.Assassin >= 0 && w.Council >= 0 && w.Loss >= 0 && w.YazidDjinn >= 0 && w.YazidElderFakir >= 0 && w.YazidCamel >= 0
}

// orderRolls sets f.order to the roll indices (white-1)*6 + black-1 of
// the board's columns, most harmful first on st, the table before the
// player's turn: the tables after it are alike, so the turns that cannot
// be shown are left soonest. Ties keep the rolls' order.
func (f *threatFinder) orderRolls(st sultan.State, before int, w Weights, exactOnly bool) {
	f.setTable(st)
	type rollHarm struct {
		i int
		h float64
	}
	var rs []rollHarm
	for i := range sultan.Rolls {
		r := sultan.Roll{White: i/6 + 1, Black: i%6 + 1}
		if r.White > st.Board.Cols {
			continue
		}
		h := 0.0
		if d, ok := f.best(st, r, nil); ok {
			h = harm(d, before, w, exactOnly)
		}
		rs = append(rs, rollHarm{i, h})
	}
	slices.SortStableFunc(rs, func(a, b rollHarm) int { return cmp.Compare(b.h, a.h) })
	f.order = f.order[:0]
	for _, r := range rs {
		f.order = append(f.order, int8(r.i))
	}
	f.ordered = true
}

// threatAbove is threat, but stops (ok false) as soon as the rolls summed
// so far put value, the turn's value before the roll, below floor: its
// value after the roll, whatever the other rolls do, is then below floor
// too. The rolls are summed in f.order (orderRolls); a threat summed in
// full is the same whatever the order (whole numbers, divided once).
func (f *threatFinder) threatAbove(st sultan.State, value float64, score int, w Weights, exactOnly bool, floor float64) (Threat, bool) {
	f.setTable(st)
	floor = below(floor) // the value is summed in another order than reckon's
	var sum rollSum
	taken := 0.0
	// First the rolls whose damage is known without a turn resolved nor
	// targets found (known), then the others: each only takes away, so
	// the order changes when a turn is left, never whether.
	var restBuf [sultan.Rolls]int8
	rest := restBuf[:0]
	for _, i := range f.order {
		d, found, ok := f.known(int(i))
		if !ok {
			rest = append(rest, i)
			continue
		}
		if !found {
			continue
		}
		sum.add(d)
		if taken += harm(d, score, w, exactOnly); value-taken/sultan.Rolls < floor {
			return Threat{}, false
		}
	}
	for _, i := range rest {
		r := sultan.Roll{White: int(i)/6 + 1, Black: int(i)%6 + 1}
		d, ok := f.bestOf(st, r)
		if !ok {
			continue
		}
		sum.add(d)
		if taken += harm(d, score, w, exactOnly); value-taken/sultan.Rolls < floor {
			return Threat{}, false
		}
	}
	return sum.threat(), true
}
