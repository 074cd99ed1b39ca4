package advisor

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Anun-Nak in the plan (docs/advice.md, "Anun-Nak"). The cheat sheet:
// "Choose an empty Tile (with no Camel, Meeple, Palm Tree or Palace).
// Place 3 Meeples on that tile (drawn at random from the bag)." After the
// move it changes no figure before Yazid's roll (meeples on a tile
// nobody controls score nothing), but a tile his roll would leave for
// another, filled, changes which tile it takes. As the Enchanting Flute
// (flute.go), a turn is tried again with Anun-Nak on each of a few empty
// tiles, after the turn without it, and the ranking keeps the one it
// prefers; the 3 meeples are drawn face down, so the turn's Yazid
// figures are their exact expectation over every draw the bag allows
// (sultan.BagDraws on the bag the turn leaves), each draw's 36 rolls
// reckoned (reckonDrawn), and the move's actions say so.

// anunNak is Anun-Nak's power name.
const anunNak = "Anun-Nak"

// maxAnunTiles bounds the tiles a turn is tried with Anun-Nak on: the
// ones whose filling takes the most out of Yazid's next strike in the
// quick reckoning (anunNaker.set). Each costs the search a reckoning of
// up to 56 draws of his 36 rolls.
const maxAnunTiles = 4

// anunListed bounds the tiles listed on the table before the turn, of
// which each turn tries the first maxAnunTiles its move leaves empty.
const anunListed = 2 * maxAnunTiles

// anunMinGain is the least the tile filled must take out of Yazid's next
// strike in the quick reckoning (Strikes.Sum's units: hundredths of a VP
// over the 36 rolls) to be tried: 1 VP, as the Flute's fluteMinGain, an
// Elder or a Fakir being worth about that much (the `elder` and `fakir`
// weights) beside the Elder's 2 VP.
const anunMinGain = 100 * sultan.Rolls

// anunNaker lists the tiles worth filling with Anun-Nak, once a search,
// on the table before the turn.
type anunNaker struct {
	on bool // held, payable, the bag holding 3 and no tile unknown
	// pays are the ways to pay held before the turn, the Fakir first (it
	// scores nothing); standIn the draw the plans name (the likeliest):
	// the reckoning replaces it with every draw (reckonDrawn).
	pays           []sultan.Payment
	standIn        string
	standInMeeples game.Meeples
	// all is the tiles listed, the best first; out usesFor's.
	all   []game.Place
	out   []sultan.PowerUse
	board game.Board // the table the tiles are listed on (a copy)
	// before and filled are the rolls read before a tile is filled, and
	// after (made when Anun-Nak is held).
	before, filled *sultan.Strikes
	dangers        []int
	// tried counts the tiles valued (the search's work).
	tried int
}

// anunCand is a tile listed, with what filling it takes out of Yazid's
// next strike.
type anunCand struct {
	at   game.Place
	gain int
}

// set readies a for the plans of st under w and rules: the empty tiles
// worth filling, on st's table, the best first, each taking at least
// anunMinGain out of Yazid's next strike (Strikes.Sum of the danger,
// fluter.danger, the tile filled valued at its draws' expected danger, the
// player answering each redirect to suffer least), at most anunListed.
// Off when the player does not hold Anun-Nak, cannot pay it, a tile's
// meeples are still to be asked (the bag is then not known) or the bag
// holds fewer than 3.
func (a *anunNaker) set(st sultan.State, w Weights, rules sultan.Rules) {
	a.on, a.all, a.pays, a.tried = false, a.all[:0], a.pays[:0], 0
	if !st.Player.HasDjinn(anunNak) || len(st.Unknown) > 0 {
		return
	}
	if st.Player.Fakirs > 0 {
		a.pays = append(a.pays, sultan.PayFakir)
	}
	if st.Player.Elders > 0 {
		a.pays = append(a.pays, sultan.PayElder)
	}
	var tiles []game.Place
	for _, o := range (&sultan.TurnProgress{}).PowerOptions(st) {
		if o.Power == anunNak {
			tiles = o.Tiles
		}
	}
	bag, _ := st.Bag()
	draws := sultan.BagDraws(bag, sultan.AnunNakDraw)
	if len(a.pays) == 0 || len(tiles) == 0 || len(draws) == 0 {
		return
	}
	likeliest := draws[0]
	for _, d := range draws {
		if d.P > likeliest.P {
			likeliest = d
		}
	}
	a.standIn, a.standInMeeples = likeliest.Meeples.String(), likeliest.Meeples
	fl := fluter{w: threatWeights(st, w)}
	expected := 0.0
	for _, d := range draws {
		expected += d.P * float64(fl.danger(d.Meeples, st.Yazid.Assassins))
	}
	b := &a.board
	b.Cols, b.Rows = st.Board.Cols, st.Board.Rows
	b.Tiles = append(b.Tiles[:0], st.Board.Tiles...)
	a.dangers = a.dangers[:0]
	for _, t := range b.Tiles {
		a.dangers = append(a.dangers, fl.danger(t.Meeples, st.Yazid.Assassins))
	}
	index := func(p game.Place) int { return (p.Row-1)*b.Cols + p.Col - 1 }
	dangerAt := func(p game.Place) int { return a.dangers[index(p)] }
	if a.before == nil {
		a.before, a.filled = new(sultan.Strikes), new(sultan.Strikes)
	}
	a.before.Read(b, rules)
	base := a.before.Sum(dangerAt, sultan.PlayerChoosesBest)
	var cands []anunCand
	for _, p := range tiles {
		i := index(p)
		b.Tiles[i].Meeples = likeliest.Meeples
		a.dangers[i] = int(expected + 0.5)
		a.filled.Read(b, rules)
		gain := base - a.filled.Sum(dangerAt, sultan.PlayerChoosesBest)
		b.Tiles[i].Meeples, a.dangers[i] = game.Meeples{}, 0
		a.tried++
		if gain >= anunMinGain {
			cands = append(cands, anunCand{at: p, gain: gain})
		}
	}
	slices.SortStableFunc(cands, func(x, y anunCand) int { return y.gain - x.gain })
	for _, c := range cands[:min(len(cands), anunListed)] {
		a.all = append(a.all, c.at)
	}
	a.on = len(a.all) > 0
}

// usesFor is Anun-Nak's uses on the tiles listed (set) that move m
// leaves empty (none of its drops lands there), at most maxAnunTiles, the
// best first, each paid the first way held and naming the stand-in draw
// (read only, until the next call).
func (a *anunNaker) usesFor(m game.Move) []sultan.PowerUse {
	a.out = a.out[:0]
	for i := range a.all {
		at := &a.all[i]
		if len(a.out) == maxAnunTiles {
			break
		}
		if slices.ContainsFunc(m.Drops, func(d game.Drop) bool { return d.To == *at }) {
			continue
		}
		a.out = append(a.out, sultan.PowerUse{Power: anunNak, Pay: a.pays[0], At: at, Meeples: a.standIn})
	}
	return a.out
}

// pushAnun puts on the heap the turn of node n (a turn without
// Anun-Nak, being reckoned) with Anun-Nak on the tiles listed that its
// move leaves empty (anunNaker.usesFor), one node trying them in that
// order (turnAnun), valued once before Yazid's roll (anunValue: the tile
// changes no figure before it). A tile's bound is that value, below n's
// (an Elder or a Fakir paid); with c, n's turn reckoned with his roll,
// also what c's rolls that cannot reach the tile take (anunBound); the
// node's the most of its tiles'. A turn that ends the game (no roll
// after it) has none. A tile the turn's powers fill (Leta's Camel) is
// refused when it is reckoned, and left.
func (s *searcher) pushAnun(n *node, c *candidate) error {
	defer s.countAnun(s.spent())
	if c != nil && (s.o.IgnoreYazid || !s.o.rollsAfter(c.after)) {
		return nil
	}
	uses := s.planner.anun.usesFor(n.plan.Move)
	if len(uses) == 0 {
		return nil
	}
	pv, plan, ok, err := s.anunValue(n.plan, uses[0])
	if err != nil || !ok {
		return err
	}
	var at []game.Place
	var bounds []float64
	top := math.Inf(-1)
	for _, u := range uses {
		b := pv.bound(s.before)
		if c != nil {
			b = min(b, s.anunBound(c, pv, *u.At))
		}
		if best := s.best[n.outcome]; best != nil && best.key > b || s.belowAll(b) {
			continue // never worth more than what is found
		}
		at, bounds, top = append(at, *u.At), append(bounds, b), max(top, b)
	}
	if len(at) == 0 {
		return nil
	}
	plan.Powers = slices.Clone(plan.Powers)
	t := s.newTurn(plan, pv, n.unknown)
	t.anunAt, t.anunBounds = at, bounds
	s.h.push(s.newNode(node{bound: top, outcome: n.outcome, order: n.order, turn: t}))
	return nil
}

// turnAnun reckons node n's turn with Anun-Nak on each of its tiles in
// turn, as searcher.turn does any turn (each at its own bound): so the
// first of tiles worth the same is the one kept, whatever order the
// search meets the nodes in.
func (s *searcher) turnAnun(n *node) error {
	defer s.countAnun(s.spent())
	last := len(n.plan.Powers) - 1
	for i, at := range n.anunAt {
		t := s.newTurn(n.plan, n.pre, n.unknown)
		t.plan.Powers = slices.Clone(n.plan.Powers)
		t.plan.Powers[last].At = &at
		sub := s.newNode(node{bound: n.anunBounds[i], outcome: n.outcome, order: n.order, turn: t})
		err := s.turn(sub)
		s.turns.put(sub.turn)
		s.nodes.put(sub)
		if err != nil {
			return err
		}
	}
	return nil
}

// countAnun adds the work done since from to Anun-Nak's.
func (s *searcher) countAnun(from int) { s.anunWork += s.spent() - from }

// anunAllowance is the work the budget grows by for Anun-Nak's turns:
// theirs, up to the budget (a search with Anun-Nak does twice the work
// at most). Without it the turns Anun-Nak adds took the work the search
// had for the others: at six Assassins a table of 52 outcomes was
// searched 5 outcomes deep instead of 39 and its best move left unseen
// (self-play, seed 10, game 98; with half the budget, 20).
func (s *searcher) anunAllowance() int { return min(s.anunWork, s.budget) }

// anunBound bounds the key of turn c (reckoned with Yazid's roll) played
// with Anun-Nak on at, worth pv before his roll: the rolls that cannot
// reach at once it is filled take the same from both (a roll's shape
// reads only which tiles hold meeples, and what it takes only the tiles
// it strikes), so what c's other rolls take is c's value before the roll
// less its value after less what the rolls reaching at take from c
// (reachHarm); with Anun-Nak the turn is worth at most pv less that,
// plus the score the payment lost (a loss forfeits less). Only with
// cutWeights and no assassins_left (its term is not a roll's); else
// pv's bound.
func (s *searcher) anunBound(c *candidate, pv preValue, at game.Place) float64 {
	w := s.o.Weights
	b := pv.bound(s.before)
	if !cutWeights(w) || w.AssassinsLeft != 0 || !c.done {
		return b
	}
	reach := s.tf.reachHarm(c.after, at, s.planner.anun.standInMeeples, c.score, s.o.ExactOnly)
	others := float64(c.change) + c.est - c.value - reach
	t := float64(pv.score-s.before) + pv.est - others + float64(max(c.score-pv.score, 0))
	return min(b, t+1e-6*(1+math.Abs(t)))
}

// reachHarm is what the rolls that reach at once it is filled (with
// standIn: sultan.Strikes.Reaches) take on st, at empty, in the
// ranking's units (harm, over the 36 rolls).
func (f *threatFinder) reachHarm(st sultan.State, at game.Place, standIn game.Meeples, score int, exactOnly bool) float64 {
	tile := st.Board.At(at)
	was := tile.Meeples
	tile.Meeples = standIn
	var reach sultan.Strikes
	reach.Read(st.Board, f.rules)
	tile.Meeples = was
	f.setTable(st)
	w := threatWeights(st, f.w)
	h := 0.0
	for i := range min(6, st.Board.Cols) * 6 {
		r := sultan.Roll{White: i/6 + 1, Black: i%6 + 1}
		if !reach.Reaches(r, at) {
			continue
		}
		if d, found := f.bestOf(st, r); found {
			h += harm(d, score, w, exactOnly)
		}
	}
	return h / sultan.Rolls
}

// anunValue is the value before Yazid's roll of turn plain with
// Anun-Nak's use u after its powers, and the plan: paid each way held
// (the first the rules take), with plain's powers, then without them
// when the rules refuse them all (the Elder or Fakir they spend). Not ok
// when the rules refuse Anun-Nak every way.
func (s *searcher) anunValue(plain sultan.TurnPlan, u sultan.PowerUse) (pv preValue, plan sultan.TurnPlan, ok bool, err error) {
	for try := range 2 {
		powers := plain.Powers
		if try == 1 {
			if len(powers) == 0 {
				break
			}
			powers = nil // refused with those powers: Anun-Nak alone
		}
		for _, pay := range s.planner.anun.pays {
			u.Pay = pay
			plan = plain
			plan.Powers = append(slices.Clip(powers), u)
			s.work += turnWork
			next := s.table.copyOf(s.st)
			if _, err := sultan.PlayTurnOn(&next, plan); err != nil {
				continue
			}
			pv, err = s.preValueOf(next)
			return pv, plan, err == nil, err
		}
	}
	return preValue{}, plan, false, nil
}

// anunTile is the tile the plan's Anun-Nak fills, if it uses it.
func anunTile(plan sultan.TurnPlan) (game.Place, bool) {
	for _, u := range plan.Powers {
		if u.Power == anunNak && u.At != nil {
			return *u.At, true
		}
	}
	return game.Place{}, false
}

// reckonDrawn adds Yazid's next roll to c, whose plan fills at with
// Anun-Nak: its exact expectation over the draws of the bag the turn
// left (readDrawn), reckonDrawnWith.
func reckonDrawn(c *candidate, tf *threatFinder, o Options, at game.Place) {
	reckonDrawnWith(c, tf, o, tf.readDrawn(c.after, at), math.Inf(-1))
}

// reckonDrawnWith adds Yazid's next roll to c over the draws d read:
// each draw's 36 rolls reckoned (drawnThreat) and valued as reckonWith
// does; the value the expected one, and c.threat the expected figures. A
// certain loss is one on every draw. Not ok, c left unreckoned, once the
// draws reckoned and what the others can be worth at most (their rolls
// that cannot reach the tile taken: drawnRolls.most) are below floor: the
// likeliest draws first.
func reckonDrawnWith(c *candidate, tf *threatFinder, o Options, d drawnRolls, floor float64) (ok bool) {
	tile := c.after.Board.At(d.at)
	standIn := tile.Meeples
	defer func() { tile.Meeples = standIn }()
	value, most := c.value, d.most(c, o)
	var v, left float64
	for _, dr := range d.draws {
		left += dr.P
	}
	var y Threat
	for _, dr := range d.draws {
		tile.Meeples = dr.Meeples
		t := tf.drawnThreat(c.after, d)
		c.value = value
		reckonWith(c, t, o)
		v += dr.P * c.value
		left -= dr.P
		if v+max(left, 0)*most < below(floor) {
			return false
		}
		y.PLoss += dr.P * t.PLoss
		y.Assassins += dr.P * t.Assassins
		y.Council += dr.P * t.Council
		y.Coins += dr.P * t.Coins
		y.Djinns += dr.P * t.Djinns
		y.EldersFakirs += dr.P * t.EldersFakirs
		y.Camels += dr.P * t.Camels
	}
	c.value, c.threat = v, y
	cat := 0
	if c.losesNow {
		cat = 2
	}
	if y.PLoss >= 1-1e-9 && cat == 0 {
		cat = 1
	}
	c.key = c.value - float64(cat)*categoryStep
	return true
}

// drawnRolls is Yazid's next roll read on a table whose tile at Anun-Nak
// fills, over draws (the bag the turn left, the stand-in given back):
// what the rolls that cannot strike at take (same: at holds meeples
// whatever is drawn, so every draw leaves the same rolls reaching it,
// sultan.Strikes.Reaches, and the others take the same), and those that
// can (reaching), reckoned for each draw.
type drawnRolls struct {
	at       game.Place
	draws    []sultan.BagDraw
	same     rollSum
	reaching []sultan.Roll
}

// readDrawn reads the rolls on st, whose tile at holds Anun-Nak's
// stand-in draw (left as it is), and the draws of the bag.
func (f *threatFinder) readDrawn(st sultan.State, at game.Place) drawnRolls {
	d, _ := f.readDrawnAbove(st, at, nil, 0, 0, false, math.Inf(-1))
	return d
}

// readDrawnAbove is readDrawn, but stops (ok false) as soon as the rolls
// that cannot reach at, summed so far in order (row-major when nil; f.order
// for the cut: threatAbove), put value, the turn's value before the roll,
// below floor: whatever is drawn it is then below floor too. The draws are
// listed the likeliest first.
func (f *threatFinder) readDrawnAbove(st sultan.State, at game.Place, order []int8, value float64, score int, exactOnly bool, floor float64) (d drawnRolls, ok bool) {
	d.at = at
	var reach sultan.Strikes
	reach.Read(st.Board, f.rules)
	f.setTable(st)
	w := threatWeights(st, f.w)
	floor = below(floor)
	taken := 0.0
	roll := func(i int) {
		r := sultan.Roll{White: i/6 + 1, Black: i%6 + 1}
		if reach.Reaches(r, at) {
			d.reaching = append(d.reaching, r)
			return
		}
		if dm, found := f.bestOf(st, r); found {
			d.same.add(dm)
			taken += harm(dm, score, w, exactOnly)
		}
	}
	if order == nil {
		for i := range min(6, st.Board.Cols) * 6 {
			roll(i)
		}
	} else {
		for _, i := range order {
			if roll(int(i)); value-taken/sultan.Rolls < floor {
				return d, false
			}
		}
	}
	bag, _ := st.Bag()
	d.draws = sultan.BagDraws(bag.Add(st.Board.Tile(at).Meeples), sultan.AnunNakDraw)
	slices.SortStableFunc(d.draws, func(x, y sultan.BagDraw) int { return cmp.Compare(y.P, x.P) })
	return d, true
}

// drawnThreat is Yazid's next roll on st, its tile d.at holding a draw
// (f.threat of the table): d's same rolls and its reaching rolls.
func (f *threatFinder) drawnThreat(st sultan.State, d drawnRolls) Threat {
	f.setTable(st)
	sum := d.same
	for _, r := range d.reaching {
		if dm, ok := f.bestOf(st, r); ok {
			sum.add(dm)
		}
	}
	return sum.threat()
}

// most is what c can be worth at most, whatever is drawn: its value
// before the roll less what the rolls that cannot reach the tile take
// (the same on every draw; the others take more, the weights at least
// 0: cutWeights).
func (d drawnRolls) most(c *candidate, o Options) float64 {
	y := d.same.threat()
	harm := y.Coins + y.PLoss*float64(max(c.score, 0))
	if !o.ExactOnly {
		w := threatWeights(c.after, o.Weights)
		harm += w.Assassin*y.Assassins + w.Council*y.Council + w.Loss*y.PLoss +
			w.YazidDjinn*y.Djinns + w.YazidElderFakir*y.EldersFakirs + w.YazidCamel*y.Camels
	}
	return c.value - harm
}

// anunWords says Anun-Nak's use in table words: "Anun-Nak: 3 meeples
// drawn from the bag onto r2 c3 (Oasis), paid with 1 Fakir" (the draw
// is the table's: never the stand-in).
func anunWords(u sultan.PowerUse, after sultan.State, paid string) string {
	return fmt.Sprintf("Anun-Nak: 3 meeples drawn from the bag onto %s (%s)%s", u.At.Short(), after.Board.Tile(*u.At).Type, paid)
}

// anunHidden names Anun-Nak's draw for the actions' "unknown:" line.
const anunHidden = "the 3 meeples Anun-Nak draws (face down from the bag; Yazid's next roll is their exact expectation over every draw the bag allows)"
