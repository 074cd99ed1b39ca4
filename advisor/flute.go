package advisor

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The Enchanting Flute in the plan (docs/advice.md, "The Enchanting
// Flute"). The Artisans' text: "Versetze bis zu 5 Meeples beliebiger
// Farbe(n) von einem oder mehreren benachbarten Plättchen (nicht
// diagonal) auf ein Plättchen deiner Wahl. Dabei darfst du Felder nicht
// in Besitz nehmen." It controls no tile, so it adds no exact point: its
// worth is what it moves out of Yazid's next strike, which the value
// before his roll does not see. As Iblis on a kill that leaves meeples
// (iblisPlans), a turn is tried again with each of a few Flute uses,
// after the turn without it, and the ranking (the value before his roll
// plus his next roll's exact figures) keeps the one it prefers.

// flute is the Enchanting Flute's power name.
var flute = game.EnchantingFlute.Key()

// scimitar is the Burning Scimitar's power name.
var scimitar = game.BurningScimitar.Key()

// maxFluteUses bounds the Flute's uses a turn is tried with: the ones
// that take the most out of Yazid's next strike (fluter.uses).
const maxFluteUses = 8

// fluteMinGain is the least a use must take out of Yazid's next strike
// in the quick reckoning (fluter.uses) to be tried: 1 VP at the weights
// (in Strikes.Sum's units: hundredths over the 36 rolls), one roll of 36
// less that loses being 1.4 VP at the default loss. Each use tried costs
// the search a reckoning of his roll, and with item_kept 0 a Magic Item
// held is worth nothing: with no bound the Flute is spent on any turn
// (TestFluteInThePlan's table at four Assassins: 74 moves used it, for
// 0.7 VP).
const fluteMinGain = 100 * sultan.Rolls

// fluteSources bounds the tiles the uses move meeples from, on their
// own (not gathered): those struck for the most (fluter.uses).
const fluteSources = 8

// fluteListed bounds the uses listed on the table before the turn, of
// which each turn tries the first maxFluteUses it leaves legal.
const fluteListed = 2 * maxFluteUses

// fluteMeeples is the most meeples the Flute moves.
const fluteMeeples = 5

// fluter lists the Flute's uses worth trying, once a search, on the
// table before the turn: its buffers and what the danger of a tile reads.
type fluter struct {
	on    bool // the Flute is held
	w     Weights
	rules sultan.Rules
	board game.Board // the table the uses are listed on (a copy)
	// all is the uses listed (uses), the best first; out usesFor's.
	all, out []sultan.PowerUse
	cands    []fluteCand
	froms    []sultan.Kill // the chunk the uses' From point into
	// dangers is each tile's danger on board (row-major), dangerAt reads
	// it, assassins are Yazid's.
	dangers   []int
	dangerAt  func(game.Place) int
	assassins int
	hits      []int // each tile's rolls that can strike it (uses)
	sources   []int // the tiles meeples are moved from (uses)
	// before and moved are the rolls read on board before a use, and
	// after one that empties or fills a tile (uses).
	before, moved sultan.Strikes
	// tried counts the uses valued (the search's work).
	tried int
	// list: the plans list every use (flutePlans; the tests' plansSig),
	// not only the one that values the class (the search lists the
	// others when it reckons the plan without the Flute: pushFlute).
	list bool
}

// fluteCand is a use of the Flute listed, with what it takes out of
// Yazid's next strike (Strikes.Sum's units).
type fluteCand struct {
	use  sultan.PowerUse
	gain int
}

// set readies f for the plans of st under o's weights and rules: the
// uses worth trying listed on st's table; none when itemBefore (a Magic
// Item used before the move: one a turn).
func (f *fluter) set(st sultan.State, w Weights, rules sultan.Rules, itemBefore bool) {
	f.on = st.Player.Items[game.EnchantingFlute] > 0 && !itemBefore
	f.w, f.rules, f.assassins = threatWeights(st, w), rules, st.Yazid.Assassins
	f.dangerAt = func(p game.Place) int { return f.dangers[(p.Row-1)*f.board.Cols+p.Col-1] }
	f.all, f.tried = f.all[:0], 0
	if f.on {
		f.board.Cols, f.board.Rows = st.Board.Cols, st.Board.Rows
		f.board.Tiles = append(f.board.Tiles[:0], st.Board.Tiles...)
		f.all = f.uses(f.all)
	}
}

// danger is what Yazid striking meeples m takes, in hundredths of a VP
// at the weights (threatWeights): each Assassin, his seventh the price
// of a loss; each Vizier of his Council; each Elder, half the price of a
// Djinn of his beside the Elder's own weight.
func (f *fluter) danger(m game.Meeples, assassins int) int {
	v := f.w.Assassin*float64(m[game.Assassin]) + f.w.Council*float64(m[game.Vizier]) +
		(f.w.YazidElderFakir+f.w.YazidDjinn/2)*float64(m[game.Elder])
	if m[game.Assassin] > 0 && assassins+m[game.Assassin] >= sultan.LosingAssassins {
		v += f.w.Loss
	}
	return int(math.Round(100 * v))
}

// strikes is what the next roll strikes on f.board (st, read on it),
// valued at the dangers, the player answering each redirect to suffer
// least (Strikes.Sum).
func (f *fluter) strikes(st *sultan.Strikes) int {
	return st.Sum(f.dangerAt, sultan.PlayerChoosesBest)
}

// usesFor is the uses listed (set) that a turn of move m killing on
// kill leaves legal: those whose tiles the move and the kill leave alone
// (so their meeples are there), at most maxFluteUses, the best first
// (read only, until the next call).
func (f *fluter) usesFor(m game.Move, kill *sultan.Kill) []sultan.PowerUse {
	touched := func(p game.Place) bool {
		if p == m.From || kill != nil && !kill.Yazid && kill.Place == p {
			return true
		}
		for _, d := range m.Drops {
			if d.To == p {
				return true
			}
		}
		return false
	}
	f.out = f.out[:0]
	for _, u := range f.all {
		if len(f.out) == maxFluteUses {
			break
		}
		if touched(*u.At) || slices.ContainsFunc(u.From, func(k sultan.Kill) bool { return touched(k.Place) }) {
			continue
		}
		f.out = append(f.out, u)
	}
	return f.out
}

// uses appends to out the Flute's uses worth trying on f.board (the
// table before the turn, Yazid's as it is), at most fluteListed, those
// taking the most out of his next strike first (Strikes.Sum of the
// danger, the player answering each redirect to suffer least), each
// taking at least fluteMinGain out: from each of the fluteSources tiles
// struck for the most holding Assassins, Viziers or Elders, those (up to
// 5: the Assassins first), or every meeple of the tile when they are 5
// at most (the tile emptied), moved onto each tile next to it; and onto
// each tile, the Assassins of the tiles next to it when two or more hold
// some (up to 5). The exact figures of his roll then rank them.
func (f *fluter) uses(out []sultan.PowerUse) []sultan.PowerUse {
	b := &f.board
	f.dangers = f.dangers[:0]
	for _, t := range b.Tiles {
		f.dangers = append(f.dangers, f.danger(t.Meeples, f.assassins))
	}
	index := func(p game.Place) int { return (p.Row-1)*b.Cols + p.Col - 1 }
	// What a use can take out is about what its sources' meeples are
	// struck for: their danger times the rolls that can strike them
	// (named, or a redirect's candidate). Uses whose sources are struck
	// for less than fluteMinGain are not valued.
	f.before.Read(b, f.rules)
	f.hits = f.before.Hits(f.hits)
	f.cands = f.cands[:0]
	base := f.strikes(&f.before)
	// move moves the meeples of from onto at (back with -1), their
	// tiles' dangers with them.
	move := func(at game.Place, from []sultan.Kill, sign int) {
		for _, k := range from {
			tr := letterTribe(k.Meeple)
			b.At(k.Place).Meeples[tr] -= sign
			b.At(at).Meeples[tr] += sign
			f.dangers[index(k.Place)] = f.danger(b.Tile(k.Place).Meeples, f.assassins)
		}
		f.dangers[index(at)] = f.danger(b.Tile(at).Meeples, f.assassins)
	}
	try := func(at game.Place, from []sultan.Kill) {
		if len(from) == 0 {
			return
		}
		struck := 0
		for j, k := range from {
			if j == 0 || k.Place != from[j-1].Place {
				struck += f.dangers[index(k.Place)] * f.hits[index(k.Place)]
			}
		}
		if struck < fluteMinGain {
			return
		}
		// The rolls read the same tiles unless a tile is emptied or one
		// empty filled.
		same := !b.Tile(at).Meeples.Empty()
		move(at, from, 1)
		for _, k := range from {
			same = same && !b.Tile(k.Place).Meeples.Empty()
		}
		s := &f.before
		if !same {
			s = &f.moved
			s.Read(b, f.rules)
		}
		gain := base - f.strikes(s)
		f.tried++
		move(at, from, -1)
		if gain >= fluteMinGain {
			f.cands = append(f.cands, fluteCand{use: sultan.PowerUse{Power: flute, At: &at, From: from}, gain: gain})
		}
	}
	// The sources: the fluteSources tiles struck for the most (first in
	// board order among equals).
	f.sources = f.sources[:0]
	for i, t := range b.Tiles {
		if t.Type.Forbidden() || f.dangers[i]*f.hits[i] < fluteMinGain {
			continue
		}
		f.sources = append(f.sources, i)
	}
	slices.SortStableFunc(f.sources, func(x, y int) int { return f.dangers[y]*f.hits[y] - f.dangers[x]*f.hits[x] })
	for _, i := range f.sources[:min(len(f.sources), fluteSources)] {
		t := b.Tiles[i]
		q := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		var risky, all []sultan.Kill
		risky = f.take(risky, q, t.Meeples, []game.Tribe{game.Assassin, game.Vizier, game.Elder})
		if t.Meeples.Total() <= fluteMeeples && t.Meeples.Total() > len(risky) {
			all = f.take(all, q, t.Meeples, game.Tribes[:])
		}
		for _, n := range fluteNeighbours(b, q) {
			try(n, risky)
			try(n, all)
		}
	}
	for i, t := range b.Tiles {
		at := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		if t.Type.Forbidden() {
			continue
		}
		var from []sultan.Kill
		sources := 0
		for _, n := range fluteNeighbours(b, at) {
			if m := b.Tile(n).Meeples; m[game.Assassin] > 0 && len(from) < fluteMeeples {
				sources++
				from = f.take(from, n, game.Meeples{game.Assassin: m[game.Assassin]}, []game.Tribe{game.Assassin})
			}
		}
		if sources >= 2 {
			try(at, from)
		}
	}
	slices.SortStableFunc(f.cands, func(x, y fluteCand) int { return y.gain - x.gain })
	for _, c := range f.cands[:min(len(f.cands), fluteListed)] {
		out = append(out, c.use)
	}
	return out
}

// letterTribe is the tribe of a kill's letter (tribeLetters).
func letterTribe(l string) game.Tribe {
	for tr, s := range tribeLetters {
		if s == l {
			return game.Tribe(tr)
		}
	}
	return 0
}

// take appends to from the meeples of m on q of the tribes trs, in
// that order, while fewer than the Flute's 5 are taken (a chunk's
// slice: the uses only read it).
func (f *fluter) take(from []sultan.Kill, q game.Place, m game.Meeples, trs []game.Tribe) []sultan.Kill {
	if from == nil {
		if len(f.froms)+fluteMeeples > cap(f.froms) {
			f.froms = make([]sultan.Kill, 0, 64*fluteMeeples)
		}
		from = f.froms[len(f.froms) : len(f.froms) : len(f.froms)+fluteMeeples]
		f.froms = f.froms[:len(f.froms)+fluteMeeples]
	}
	for _, tr := range trs {
		for range m[tr] {
			if len(from) == fluteMeeples {
				return from
			}
			from = append(from, sultan.Kill{Place: q, Meeple: tribeLetters[tr]})
		}
	}
	return from
}

// fluteNeighbours is the tiles next to q (not diagonally) that can hold
// meeples, in the order up, left, right, down.
func fluteNeighbours(b *game.Board, q game.Place) []game.Place {
	out := make([]game.Place, 0, 4)
	for _, n := range [4]game.Place{{Col: q.Col, Row: q.Row - 1}, {Col: q.Col - 1, Row: q.Row}, {Col: q.Col + 1, Row: q.Row}, {Col: q.Col, Row: q.Row + 1}} {
		if b.Contains(n) && !b.Tile(n).Type.Forbidden() {
			out = append(out, n)
		}
	}
	return out
}

// flutePlans appends to out and sigs (with list: the tests' plansSig)
// the plans of plain (signed sg, the tribe choice tr) with each Flute use
// worth trying (fluter.usesFor), after the class's powers (planPowers),
// signed by sg with flute set. The search lists none: it tries the uses
// when it reckons the turn without the Flute (pushFlute).
func (pl *planner) flutePlans(out []sultan.TurnPlan, sigs []planSig, plain sultan.TurnPlan, sg planSig, tr sultan.TribeChoice) ([]sultan.TurnPlan, []planSig) {
	sg.flute = true
	for _, u := range pl.flute.usesFor(plain.Move, tr.Kill) {
		plan := plain
		plan.Powers = []sultan.PowerUse{u}
		out, sigs = append(out, plan), append(sigs, sg)
	}
	return out, sigs
}

// pushFlute puts on the heap the turns of node n (a turn without the
// Flute, being reckoned: its plan has its class's powers and Thief) with
// each Flute use worth trying that its move and kill leave legal
// (fluter.usesFor), valued once (fluteValue: any use is worth what every
// other is before Yazid's roll, the Flute adding no point): their bound
// is no more than n's, so a turn left unreckoned leaves them too.
func (s *searcher) pushFlute(n *node) error {
	uses := s.planner.flute.usesFor(n.plan.Move, n.plan.Tribe.Kill)
	if len(uses) == 0 {
		return nil
	}
	pv, powers, ok, err := s.fluteValue(n.plan, uses[0])
	if err != nil || !ok {
		return err
	}
	for _, u := range uses {
		plan := n.plan
		plan.Powers = planPowers([]sultan.PowerUse{u}, powers)
		s.h.push(s.newNode(node{bound: pv.bound(s.before), outcome: n.outcome, order: n.order,
			turn: s.newTurn(plan, pv, n.unknown)}))
	}
	return nil
}

// isFlute reports whether the powers a plan lists are the Flute's.
func isFlute(planned []sultan.PowerUse) bool { return len(planned) == 1 && planned[0].Power == flute }

// fluteWords says a use of the Flute in table words: "the Enchanting
// Flute: move 2 Assassins from r3 c3 (Sacred Place 15) and an Assassin
// from r2 c4 (Oasis) onto r3 c4 (Oasis)".
func fluteWords(u sultan.PowerUse, after sultan.State) string {
	return "the Enchanting Flute: " + fluteMoveWords(u, after)
}

// fluteMoveWords says what a use of the Flute moves, the tiles' types
// read on st: "move 2 Assassins from r3 c3 (Sacred Place 15) onto r3 c4
// (Oasis)".
func fluteMoveWords(u sultan.PowerUse, st sultan.State) string {
	var parts []string
	order, moved := u.FromTiles()
	for _, q := range order {
		var ms []string
		for _, tr := range game.Tribes {
			switch n := moved[q][tr]; {
			case n == 1:
				ms = append(ms, article(tr.String()))
			case n > 1:
				ms = append(ms, tribeWords(n, tr))
			}
		}
		parts = append(parts, fmt.Sprintf("%s from %s (%s)", strings.Join(ms, " and "), q.Short(), st.Board.Tile(q).Type))
	}
	return fmt.Sprintf("move %s onto %s (%s)", strings.Join(parts, " and "), u.At.Short(), st.Board.Tile(*u.At).Type)
}

// fluteValue is the value before Yazid's roll of turn plain with the
// Flute's use u: plain's powers but a Magic Item (one a turn: the Flute
// instead; none when the rules then refuse them: a Djinn the Lamp took
// used) and its Thief, then the Flute; the powers played before it. Not
// ok when the rules refuse the Flute.
func (s *searcher) fluteValue(plain sultan.TurnPlan, u sultan.PowerUse) (pv preValue, powers []sultan.PowerUse, ok bool, err error) {
	powers = plain.Powers
	if slices.ContainsFunc(powers, isItem) {
		powers = slices.DeleteFunc(slices.Clone(powers), isItem)
	}
	plan := plain
	for try := range 2 {
		if try == 1 {
			if len(powers) == 0 {
				break
			}
			powers = nil // refused with those powers: the Flute alone
		}
		plan.Powers = planPowers([]sultan.PowerUse{u}, powers)
		s.work += turnWork
		next := s.table.copyOf(s.st)
		if _, err := sultan.PlayTurnOn(&next, plan); err != nil {
			continue
		}
		pv, err = s.preValueOf(next)
		return pv, powers, err == nil, err
	}
	return preValue{}, nil, false, nil
}

// isItem reports whether u is a Magic Item's.
func isItem(u sultan.PowerUse) bool {
	_, err := game.ParseItem(u.Power)
	return err == nil
}
