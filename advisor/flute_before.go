package advisor

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The Enchanting Flute before the move (docs/advice.md, "The Enchanting
// Flute before the move"). The Artisans' text: "Versetze bis zu 5
// Meeples beliebiger Farbe(n) von einem oder mehreren benachbarten
// Plättchen (nicht diagonal) auf ein Plättchen deiner Wahl. Dabei darfst
// du Felder nicht in Besitz nehmen." A power comes at any point of the
// turn: before the move it changes the stacks the move picks up and the
// meeples of its last tile. A few uses, chosen by a quick reckoning of
// the pick-ups they open (fluteBeforeUses), are each searched on the
// table after them (searchTable, Options.itemBefore) and their turns
// ranked with the rest by the same value (fluteBefore).

// fluteBeforeListed bounds the uses whose moves are listed (the quick
// reckoning's best, on the table before them) to choose those searched.
const fluteBeforeListed = 8

// fluteBeforeMinGain is the least, in VP, the best pick-up a use opens
// must add to the best the table offers without it (pickUp) to be
// searched: about what the Flute kept is worth (item_kept 3 at the
// game's start).
const fluteBeforeMinGain = 3

// pickUp is what a move ending on q with a meeple of tribe tr takes on
// board b (the table before the move, m the meeples on q): a quick
// reckoning in VP, for choosing the Flute's uses only: each Vizier 3 (1
// VP, the lead over the Council and a Vizier kept from it), each Elder
// 2, each Builder the blue tiles around q, each Merchant 1 (a card), 2
// for the Assassins' kill; and q's worth (tileWorth) when the move
// empties it and nobody controls it.
func pickUp(b *game.Board, q game.Place, m game.Meeples, tr game.Tribe) float64 {
	if m[tr] == 0 {
		return 0
	}
	n := float64(m[tr] + 1)
	var v float64
	switch tr {
	case game.Vizier:
		v = 3 * n
	case game.Elder:
		v = 2 * n
	case game.Builder:
		v = n * float64(b.BlueSurrounding(q))
	case game.Merchant:
		v = n
	case game.Assassin:
		v = 2
	}
	if t := b.Tile(q); m.Total() == m[tr] && t.Owner == game.NoOwner {
		v += float64(tileWorth(t))
	}
	return v
}

// bestPickUp is the best pickUp of the outcomes outs on b, those ending
// on a tile at keeps (every one with keep nil).
func bestPickUp(b *game.Board, outs []game.MoveOutcome, keep func(game.Place) bool) float64 {
	best := 0.0
	for _, x := range outs {
		if keep == nil || keep(x.To) {
			best = max(best, pickUp(b, x.To, b.Tile(x.To).Meeples, x.Tribe))
		}
	}
	return best
}

// fluteBeforeCand is a use of the Flute before the move, the tiles it
// changes and what its quick reckoning gives.
type fluteBeforeCand struct {
	use     sultan.PowerUse
	touched []game.Place
	gain    float64
}

// fluteBeforeUses lists the Flute's uses before the move worth a search
// on st (outs its outcomes), at most n, the best first. The
// uses tried, as a strong player sees them: onto each tile, the meeples
// of one tribe of the tiles next to it (up to 5: more of them for a move
// ending there, or one to end on); and from each tile nobody controls,
// its meeples but one tribe's (5 at most) onto a tile next to it, so a
// move ending there on that tribe empties and controls it. Each is
// reckoned by the best pick-up (pickUp) of a move ending on a tile it
// changes, against the best on the table without it: first on the
// meeples alone, then, for the fluteBeforeListed best, over the moves
// the table after it has (game.Board.MoveOutcomes); those adding
// fluteBeforeMinGain or more are kept.
func fluteBeforeUses(st sultan.State, outs []game.MoveOutcome, n int) []fluteBeforeCand {
	b := st.Board
	base := bestPickUp(b, outs, nil)
	var cands []fluteBeforeCand
	// reckon adds the use moving from onto at when a tile it changes
	// offers more than base, its meeples read as after it.
	reckon := func(at game.Place, from []sultan.Kill) {
		if len(from) == 0 {
			return
		}
		after := map[game.Place]game.Meeples{at: b.Tile(at).Meeples}
		touched := []game.Place{at}
		for _, k := range from {
			tr := letterTribe(k.Meeple)
			m, ok := after[k.Place]
			if !ok {
				m = b.Tile(k.Place).Meeples
				touched = append(touched, k.Place)
			}
			m[tr]--
			after[k.Place] = m
			on := after[at]
			on[tr]++
			after[at] = on
		}
		meeples := func(q game.Place) game.Meeples {
			if m, ok := after[q]; ok {
				return m
			}
			return b.Tile(q).Meeples
		}
		best := 0.0
		for q, m := range after {
			for _, tr := range game.Tribes {
				if v := pickUp(b, q, m, tr); v > best && mayEnd(b, meeples, q, tr) {
					best = v
				}
			}
		}
		u := sultan.PowerUse{Power: flute, At: &at, From: from}
		if best-base >= fluteBeforeMinGain && !slices.ContainsFunc(cands, func(c fluteBeforeCand) bool { return sameFluteUse(c.use, u) }) {
			cands = append(cands, fluteBeforeCand{use: u, touched: touched, gain: best - base})
		}
	}
	for i, t := range b.Tiles {
		at := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		if t.Type.Forbidden() {
			continue
		}
		next := fluteNeighbours(b, at)
		for _, tr := range game.Tribes {
			// Gathered: the tribe's meeples of the tiles next to at.
			var from []sultan.Kill
			for _, n := range next {
				for range b.Tile(n).Meeples[tr] {
					if len(from) < fluteMeeples {
						from = append(from, sultan.Kill{Place: n, Meeple: tribeLetters[tr]})
					}
				}
			}
			reckon(at, from)
			// Cleared: at's other meeples onto a tile next to it.
			others := t.Meeples.Total() - t.Meeples[tr]
			if t.Meeples[tr] == 0 || others == 0 || others > fluteMeeples || t.Owner != game.NoOwner {
				continue
			}
			var off []sultan.Kill
			for _, o := range game.Tribes {
				for range t.Meeples[o] * boolInt(o != tr) {
					off = append(off, sultan.Kill{Place: at, Meeple: tribeLetters[o]})
				}
			}
			for _, n := range next {
				reckon(n, off)
			}
		}
	}
	slices.SortStableFunc(cands, func(x, y fluteBeforeCand) int { return cmp.Compare(y.gain, x.gain) })
	cands = cands[:min(len(cands), fluteBeforeListed)]
	// The moves the table after each use has: a pick-up counts where a
	// move ends.
	for i := range cands {
		c := &cands[i]
		after := st.Clone()
		var t sultan.TurnProgress
		c.gain = 0
		if sultan.UsePlannedPowerOn(&after, &t, c.use, false) != nil {
			continue
		}
		outs, err := after.Board.MoveOutcomes()
		if err != nil {
			continue
		}
		c.gain = bestPickUp(after.Board, outs, func(q game.Place) bool { return slices.Contains(c.touched, q) }) - base
	}
	slices.SortStableFunc(cands, func(x, y fluteBeforeCand) int { return cmp.Compare(y.gain, x.gain) })
	var uses []fluteBeforeCand
	for _, c := range cands {
		if len(uses) == n || c.gain < fluteBeforeMinGain {
			break
		}
		uses = append(uses, c)
	}
	return uses
}

// mayEnd reports whether a move may end on q with a meeple of tribe tr,
// meeples the tiles' meeples: a quick reckoning (the moves listed
// after it tell): a stack of k meeples holding tr, on a tile other than
// q, d steps from q, k >= d and k-d even (a path back to a tile is an
// even number of steps).
func mayEnd(b *game.Board, meeples func(game.Place) game.Meeples, q game.Place, tr game.Tribe) bool {
	for i, t := range b.Tiles {
		s := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		if s == q || t.Type.Forbidden() {
			continue
		}
		m := meeples(s)
		k, d := m.Total(), sultan.Distance(s, q)
		if m[tr] > 0 && k >= d && (k-d)%2 == 0 {
			return true
		}
	}
	return false
}

// sameFluteUse reports whether two uses of the Flute move the same
// meeples, listed in the same order, onto the same tile (the uses
// fluteBeforeUses lists: a tribe gathered from one tile is the same as
// that tile cleared of it).
func sameFluteUse(a, b sultan.PowerUse) bool {
	return *a.At == *b.At && slices.Equal(a.From, b.From)
}

// boolInt is 1 for true, 0 for false.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// keyOf is what the ranking compares of a move advised (candidate.key):
// its value, below every other a certain loss to Yazid's roll, below
// that a loss on the spot.
func keyOf(r Ranked) float64 {
	cat := 0.0
	switch {
	case r.LosesNow:
		cat = 2
	case r.Yazid.PLoss >= 1:
		cat = 1
	}
	return r.Value - cat*categoryStep
}

// fluteBefore adds to adv, the advice of st's moves (sr what its search
// met), the turns that use the Enchanting Flute before the move, when
// the player holds it and Yazid fewer Assassins than the weights'
// FluteBeforeAssassins: for each use fluteBeforeUses lists (at most the
// weights' FluteBefore), the moves of the table after it searched
// (searchTable with the use's table, its values read against st: the
// Flute's cost in the estimate, no other Magic Item planned), only those
// that would be listed (above the Top-th key already listed); each
// outcome keeps its best turn, ranked by the same key. The turns are played again on st (sultan.PlayTurn, the use
// in TurnPlan.Before) for what they did.
func fluteBefore(st sultan.State, o Options, adv Advice, sr searched) (Advice, searched, error) {
	n := int(o.Weights.FluteBefore)
	if a := o.Weights.FluteBeforeAssassins; a > 0 && float64(st.Yazid.Assassins) >= a {
		n = 0 // kept for his strike
	}
	if n <= 0 || o.itemBefore || st.Player.Items[game.EnchantingFlute] == 0 || len(adv.Moves) == 0 {
		return adv, sr, nil
	}
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		return adv, sr, fmt.Errorf("advisor: %w", err)
	}
	uses := fluteBeforeUses(st, outs, n)
	if len(uses) == 0 {
		return adv, sr, nil
	}
	floor, floored := math.Inf(-1), o.floored
	if floored {
		floor = o.floor
	}
	if o.Top > 0 && len(adv.Moves) >= o.Top {
		floor, floored = max(floor, keyOf(adv.Moves[len(adv.Moves)-1])), true
	}
	moves := slices.Clone(adv.Moves)
	for _, c := range uses {
		u := c.use
		after := st.Clone()
		var t sultan.TurnProgress
		if err := sultan.UsePlannedPowerOn(&after, &t, u, false); err != nil {
			return adv, sr, fmt.Errorf("advisor: internal: the Enchanting Flute's use listed is refused: %w", err)
		}
		ou := o
		ou.itemBefore, ou.valueFrom = true, &st
		ou.made, ou.prior = nil, nil // classes of another table
		ou.floored, ou.floor = floored, floor
		ou.onlyAt = c.touched
		sub, ssr, _, err := searchTable(after, ou)
		if errors.Is(err, ErrNoMove) || errors.Is(err, ErrOnlyCarpet) {
			continue
		}
		if err != nil {
			return adv, sr, err
		}
		sr.cut, sr.metEnd = sr.cut || ssr.cut, sr.metEnd || ssr.metEnd
		sr.leftOff, sr.work = sr.leftOff+ssr.leftOff, sr.work+ssr.work
		for _, m := range sub.Moves {
			if floored && keyOf(m) < floor {
				continue
			}
			m.Plan.Before = []sultan.PowerUse{u}
			_, turn, err := sultan.PlayTurn(st, m.Plan)
			if err != nil {
				return adv, sr, fmt.Errorf("advisor: internal: the rules refuse the turn %v with the Enchanting Flute before its move: %w", m.Plan.Move, err)
			}
			m.Turn = turn
			m.Actions = append([]string{fluteBeforeWords(u, st)}, m.Actions...)
			moves = append(moves, m)
		}
		for _, n := range sub.Missing {
			if !slices.Contains(adv.Missing, n) {
				adv.Missing = append(adv.Missing, n)
			}
		}
	}
	slices.Sort(adv.Missing)
	// Ranked as the search ranks, the turns without the Flute first
	// among equals; an outcome keeps its best.
	sort.SliceStable(moves, func(i, j int) bool { return keyOf(moves[i]) > keyOf(moves[j]) })
	type outcome struct {
		from, to game.Place
		tribe    game.Tribe
	}
	seen := map[outcome]bool{}
	adv.Moves = moves[:0]
	tol := o.Weights.Uncertainty
	if o.ExactOnly {
		tol = 1e-9
	}
	for _, m := range moves {
		k := outcome{m.From, m.To, m.Tribe}
		if seen[k] || o.Top > 0 && len(adv.Moves) == o.Top {
			continue
		}
		seen[k] = true
		m.Rank, m.Equal = len(adv.Moves)+1, false
		if n := len(adv.Moves); n > 0 {
			p := adv.Moves[n-1]
			m.Equal = category(keyOf(p)) == category(keyOf(m)) && p.Value-m.Value < tol
		}
		adv.Moves = append(adv.Moves, m)
	}
	return adv, sr, nil
}

// fluteBeforeWords says the Flute's use before the move in table words:
// "the Enchanting Flute before the move: move 2 Viziers from r2 c3
// (Oasis) onto r3 c3 (Village)".
func fluteBeforeWords(u sultan.PowerUse, st sultan.State) string {
	return "the Enchanting Flute before the move: " + fluteMoveWords(u, st)
}
