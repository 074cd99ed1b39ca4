package advisor

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// turnWork is the work, in steps, of a turn played or a Yazid turn
// resolved (5-15 us); a cached answer is one step (about 1 us).
const turnWork = 10

// preValue is a turn's exact figures before Yazid's roll: what its bound
// in the search is made of.
type preValue struct {
	ok       bool // the rules take the plan
	score    int  // the score after the turn
	est      float64
	losesNow bool
	// rolls: Yazid rolls after the turn, his holdings as before it (what
	// he surely takes can be told: sureHarm); coins the player's after it.
	rolls bool
	coins int
	// djinnRow: the Djinn row holds one after the turn (Yazid can buy).
	djinnRow bool
}

// bound is the turn's value before Yazid's roll, with its category: an
// upper bound of its key, his roll only taking away.
func (v preValue) bound(before int) float64 {
	b := float64(v.score-before) + v.est
	if v.losesNow {
		b -= 2 * categoryStep
	}
	return b
}

// searcher holds one Advise's search: the values of the turns by class,
// and the work done.
type searcher struct {
	st     sultan.State
	o      Options
	before int
	marid  bool
	work   int
	// anunWork is the work Anun-Nak's turns took (anunnak.go): the budget
	// grows by it, up to half (anunAllowance).
	anunWork int
	// missing names what the turns tried could not value.
	missing map[string]bool
	// classes holds, by classKey, the value of each plan signature: the
	// turns of one class differ in nothing their score or estimate reads.
	classes map[string]classValues
	// sigValues is the chunk the classes' values are listed in.
	sigValues []sigValue
	key       []byte
	// paths finds the outcomes' paths on st.Board, which the search
	// does not change (made when first needed).
	paths *game.PathFinder
	// table is the copy each class's turn is played on.
	table scratch
	// spread lists the spreads of the meeples on a path.
	spread spreader
	// nodes and turns hand out the heap's nodes and what a turn's node
	// holds; the ones popped (run) are handed out again first.
	nodes pool[node]
	turns pool[turn]
	// planner lists the plans; the plans' buffers of values and expand.
	planner                 planner
	valuePlans, expandPlans []sultan.TurnPlan
	valueSigs, expandSigs   []planSig
	// plansSet is the most plans valuePlans and expandPlans held in the
	// search: what recycle clears (the rest is clear already).
	plansSet [2]int
	// counts is the meeples on each tile of st.Board (set when first
	// needed; the search does not change the board).
	counts []int
	steps  []game.Place // setClassKey's buffer
	// sure is what Yazid surely takes from a turn (surelyBelow).
	sure sureHarm
	// The powers in the plan (powers.go): set says powersOn and keyed
	// are known (initPowers); powerTable is the copy a power is tried on
	// (powerTrial holds it, powerNext the table the powers chosen are
	// played on), powerUses the buffer of the uses tried.
	powersSet, powersOn   bool
	keyed                 keying
	powerTable            scratch
	powerTrial, powerNext sultan.State
	powerUses             []sultan.PowerUse
	powersBuf             []byte // withPowersOf's key
	// victims: Kandicha is held, so an Assassins' class lists the
	// signatures of every move met (values). thieves: the Thief each tribe's
	// turns try (thiefUses).
	victims bool
	// iblis: Iblis is held, so a kill that leaves one meeple on its tile
	// is signed by its tile and tribes (planSig.second), as with victims.
	iblis   bool
	thieves [game.NumTribes]*sultan.PowerUse
	// carpetKeyed: a Carpet turn's class is not a plain one's (another
	// Magic Item held: one a turn; or the Carpet spent is priced,
	// Weights.ItemKept).
	carpetKeyed bool

	// The search (Advise): the outcomes, what was learnt of each, the
	// heap, each outcome's best turn so far, the Top keys shown so far
	// (a turn that cannot reach the last of them is left as soon as its
	// rolls show it: threatAbove), Yazid's rolls.
	outs      []game.MoveOutcome
	infos     []outcomeInfo
	h         nodeHeap
	best      []*candidate
	shown     topKeys
	tf        *threatFinder
	vpMissing []string
	// turnTable is the copy each turn reckoned is played on; spare a
	// candidate left (cut, or not its outcome's best): the next turn
	// reckoned is put in it (nothing else points to it).
	turnTable scratch
	spare     *candidate
	// budget is the work allowed; cut says it ran out; reckoned counts
	// the turns played for Yazid's roll.
	budget   int
	cut      bool
	reckoned int
	// metEnd: a table valued ends the game (rollFollows is read).
	metEnd bool
	// leftOff counts the turns never put on the heap (belowAll).
	leftOff int
	// above: a floored search kept a turn worth more than Options.above
	// (stopAbove), and stops.
	above bool
	// scratch is what the search reuses (Options.Scratch, or one of
	// scratches when scratchPooled).
	scratch       *Scratch
	scratchPooled bool
	// sigUsed is every chunk sigValues was given (sigChunk).
	sigUsed [][]sigValue
}

// recycle gives the search's nodes, turns and heap back to its scratch
// for the next search: nothing the search returns points into them (a
// candidate copies its turn's plan).
func (s *searcher) recycle() {
	if s.o.fresh {
		return // the scratch is dropped, nothing cleared
	}
	sc := s.scratch
	s.nodes.done()
	s.turns.done()
	sc.nodes, sc.turns = s.nodes, s.turns
	if cap(s.h) > 0 {
		// pop clears the entry it frees: only those left are set.
		clear(s.h)
		sc.heap = s.h[:0]
	}
	s.h = nil
	if s.o.made == nil {
		// No class of this search is read after it: its chunks serve
		// the next (a prior's are the search before's, not given back).
		for _, c := range s.sigUsed {
			clear(c[:cap(c)])
			sc.sigChunks = append(sc.sigChunks, c[:0])
		}
	}
	clear(s.sigUsed)
	sc.sigUsed = s.sigUsed[:0]
	clear(s.valuePlans[:s.plansSet[0]])
	clear(s.expandPlans[:s.plansSet[1]])
	sc.valuePlans, sc.expandPlans = s.valuePlans[:0], s.expandPlans[:0]
	sc.valueSigs, sc.expandSigs = s.valueSigs[:0], s.expandSigs[:0]
	sc.busy = false
	if s.scratchPooled {
		scratches.Put(sc)
	}
}

// sigChunk is an empty chunk of at least n sigValues, one of the
// scratch's when it has one large enough.
func (s *searcher) sigChunk(n int) []sigValue {
	sc := s.scratch
	if sc == nil {
		return make([]sigValue, 0, n) // a searcher of the tests, no scratch
	}
	var c []sigValue
	for i := len(sc.sigChunks) - 1; i >= 0; i-- {
		if cap(sc.sigChunks[i]) >= n {
			c = sc.sigChunks[i]
			sc.sigChunks = slices.Delete(sc.sigChunks, i, i+1)
			break
		}
	}
	if c == nil {
		c = make([]sigValue, 0, n)
	}
	s.sigUsed = append(s.sigUsed, c)
	return c
}

// newNode is a node holding n, from s.nodes.
func (s *searcher) newNode(n node) *node { return s.nodes.get(n) }

// newTurn is a turn holding plan, pre and unknown, from s.turns (filled
// in place: a plan is copied once).
func (s *searcher) newTurn(plan sultan.TurnPlan, pre preValue, unknown []string) *turn {
	return s.newTurnOf(&plan, pre, unknown)
}

// newTurnOf is newTurn, the plan read where it is (copied once).
func (s *searcher) newTurnOf(plan *sultan.TurnPlan, pre preValue, unknown []string) *turn {
	t := s.turns.slot()
	t.plan, t.pre, t.unknown, t.flute, t.anun = *plan, pre, unknown, false, false
	t.anunAt, t.anunBounds = nil, nil
	return t
}

// pool hands out values of T from chunks (one allocation a chunk of 64:
// a value is never moved, a full chunk is left whole), the ones put back
// first. The chunks come from recycled and go back to it (done): one
// search's chunks serve the next.
type pool[T any] struct {
	chunk []T
	free  []*T
	// used is every chunk handed out.
	used     []*[64]T
	recycled *[]*[64]T
}

// get is a *T holding v.
func (p *pool[T]) get(v T) *T {
	x := p.slot()
	*x = v
	return x
}

// slot is a *T to fill: one put back, or a new one of a chunk.
func (p *pool[T]) slot() *T {
	if k := len(p.free); k > 0 {
		x := p.free[k-1]
		p.free = p.free[:k-1]
		return x
	}
	if len(p.chunk) == cap(p.chunk) {
		p.chunk = p.newChunk()
	}
	p.chunk = p.chunk[:len(p.chunk)+1]
	return &p.chunk[len(p.chunk)-1]
}

// newChunk is an empty chunk of 64, from recycled when it holds one.
func (p *pool[T]) newChunk() []T {
	var c *[64]T
	if k := len(*p.recycled); k > 0 {
		c = (*p.recycled)[k-1]
		*p.recycled = (*p.recycled)[:k-1]
	} else {
		c = new([64]T)
	}
	p.used = append(p.used, c)
	return c[:0]
}

// done gives the chunks back to recycled, cleared: nothing may read a
// value p handed out after it. p keeps its buffers for the next search.
func (p *pool[T]) done() {
	for _, c := range p.used {
		clear(c[:])
		*p.recycled = append(*p.recycled, c)
	}
	clear(p.free)
	p.chunk, p.free, p.used = nil, p.free[:0], p.used[:0]
}

// put gives x back: it is handed out again.
func (p *pool[T]) put(x *T) { p.free = append(p.free, x) }

// classKey is what the value before Yazid's roll of a turn of move m
// depends on beside the plan's signature (docs/advice.md): the last tile,
// the tribe and how many are taken, what stays on the last tile, the
// meeples dropped on the player's tiles when Marid pays for them; for the
// Assassins also the start tile and the number of meeples on every tile
// after the move (which tiles a kill empties).
func (s *searcher) classKey(m game.Move) string {
	s.setClassKey(m)
	return string(s.key)
}

// setClassKey sets s.key to classKey(m), without a string.
func (s *searcher) setClassKey(m game.Move) {
	s.initPowers()
	b := s.st.Board
	last := m.Last()
	tr := m.Drops[len(m.Drops)-1].Tribe
	var on game.Meeples
	if m.From != last {
		on = b.Tile(last).Meeples
	}
	marid := 0
	for _, d := range m.Drops {
		if d.To == last {
			on[d.Tribe]++
		}
		if s.marid && b.Tile(d.To).Owner == 1 {
			marid++
		}
	}
	taken := on[tr]
	on[tr] = 0
	s.setKey(last, tr, taken, marid, on)
	if tr == game.Assassin {
		s.steps = s.steps[:0]
		for _, d := range m.Drops {
			s.steps = append(s.steps, d.To)
		}
		s.addKills(m.From, s.steps, last, taken)
	}
	if s.keyedAt(last) {
		s.addFreeTiles(m, taken)
	}
}

// initPowers sets whether the turns may use a power the plan tries
// (powersInPlay), once.
func (s *searcher) initPowers() {
	if !s.powersSet {
		s.powersOn, s.keyed = powersInPlay(s.st)
		s.planner.flute.set(s.st, s.o.Weights, s.o.Rules, s.o.itemBefore)
		s.work += s.planner.flute.tried
		s.planner.anun.set(s.st, s.o.Weights, s.o.Rules)
		s.work += s.planner.anun.tried
		s.victims = s.st.Player.HasDjinn(kandicha)
		s.iblis = s.st.Player.HasDjinn(iblis)
		s.thieves = thiefUses(s.st)
		s.powersSet = true
	}
}

// setPathClassKey sets s.key to the class of every move of outcome x
// along path when the path ends on a tile it had not visited
// (spreadFree) and no drop is paid for (no Marid): what stays on the
// last tile is what was there, and each step drops one meeple whatever
// its tribe, so even the Assassins' kills in reach are the path's.
func (s *searcher) setPathClassKey(x game.MoveOutcome, path []game.Place) {
	s.setFreeClassKey(x)
	if x.Tribe == game.Assassin {
		s.addKills(x.From, path, x.To, s.st.Board.Tile(x.To).Meeples[x.Tribe]+1)
	}
}

// setFreeClassKey sets s.key to the class of every turn of outcome x
// when each of its spreads is of one class (freeClass): the meeples of
// the tribe taken are the last tile's and the one dropped last, the
// others stay.
func (s *searcher) setFreeClassKey(x game.MoveOutcome) {
	on := s.st.Board.Tile(x.To).Meeples
	taken := on[x.Tribe] + 1
	on[x.Tribe] = 0
	s.setKey(x.To, x.Tribe, taken, 0, on)
}

// freeClass reports whether every turn of outcome x is of the class
// setFreeClassKey names, with no path looked at: no drop changes the
// class (not the Assassins, not with Marid: oneClass), and no path of a
// stack of at most 3 comes back to a tile (a loop on the grid takes 4
// steps), so every path ends on a tile it had not visited (spreadFree).
// Such an outcome has at most 3 paths, fewer than PathLimit.
func (s *searcher) freeClass(x game.MoveOutcome, oneClass bool) bool {
	return oneClass && x.From != x.To && s.st.Board.Tile(x.From).Meeples.Total() <= 3
}

// addCarpet adds to s.key that a Carpet turn's class is not a plain
// one's, when it is not (carpetKeyed).
func (s *searcher) addCarpet(carpet bool) {
	if carpet && s.carpetKeyed {
		s.key = append(s.key, 'C')
	}
}

// setKey sets s.key to the part of a class's key every tribe has.
func (s *searcher) setKey(last game.Place, tr game.Tribe, taken, marid int, on game.Meeples) {
	k := s.key[:0]
	k = append(k, byte(last.Col), byte(last.Row), byte(tr), byte(taken), byte(marid))
	for _, n := range on {
		k = append(k, byte(n))
	}
	s.key = k
}

// addKills adds to s.key the Assassins' part of the class of a move from
// from dropping on steps: the kills in reach, the tiles a kill empties
// (one meeple left) and the Fakirs each other kill spends.
func (s *searcher) addKills(from game.Place, steps []game.Place, last game.Place, taken int) {
	b := s.st.Board
	k := s.key
	if s.counts == nil {
		s.counts = make([]int, len(b.Tiles))
		for i, t := range b.Tiles {
			s.counts[i] = t.Meeples.Total()
		}
	}
	var countsBuf [64]int
	counts := countsBuf[:0]
	if len(b.Tiles) > len(countsBuf) {
		counts = make([]int, len(b.Tiles))
	}
	counts = counts[:len(b.Tiles)]
	copy(counts, s.counts)
	counts[(from.Row-1)*b.Cols+from.Col-1] = 0
	for _, q := range steps {
		counts[(q.Row-1)*b.Cols+q.Col-1]++
	}
	counts[(last.Row-1)*b.Cols+last.Col-1] -= taken
	k = append(k, '|')
	var spend [64]bool
	for i, n := range counts {
		q := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		d := sultan.Distance(last, q)
		if n == 0 || b.Tiles[i].Type.Forbidden() || d > taken+s.st.Player.Fakirs {
			continue
		}
		if n == 1 {
			k = append(k, byte(q.Col), byte(q.Row))
		} else {
			spend[min(max(d-taken, 0), len(spend)-1)] = true
		}
	}
	k = append(k, '|')
	for f, ok := range spend {
		if ok {
			k = append(k, byte(f))
		}
	}
	s.key = k
}

// classValues is the value before Yazid's roll of each plan signature
// of a class, in the order the plans list them.
type classValues []sigValue

type sigValue struct {
	sig planSig
	v   preValue
	// powers are the powers the turns of the signature use (read only);
	// thieves the Thief they use after the tribe action (one or none).
	powers  []sultan.PowerUse
	thieves []sultan.PowerUse
}

// of is the value of signature sig; a signature the class does not list
// is worth the zero preValue (not ok).
func (c classValues) of(sig planSig) preValue {
	for _, x := range c {
		if x.sig == sig {
			return x.v
		}
	}
	return preValue{}
}

// values is the value before Yazid's roll of every plan signature of
// move m's class, playing one turn of each signature the first time the
// class is met.
func (s *searcher) values(m game.Move) (classValues, error) { return s.valuesOf(m, false) }

// valuesOf is values, of a move made with the Flying Carpet when carpet.
func (s *searcher) valuesOf(m game.Move, carpet bool) (classValues, error) {
	s.setClassKey(m)
	s.addCarpet(carpet)
	tribe := m.Drops[len(m.Drops)-1].Tribe
	old, met := s.classes[string(s.key)]
	// With Kandicha held (victims) the Assassins' kills are signed by
	// their tribe, and the moves of a class may have other tribes in
	// reach: the class lists the signatures of every move met.
	completing := met && (s.victims || s.iblis) && tribe == game.Assassin
	if met && !completing {
		return old, nil
	}
	key := string(s.key)
	// A class made once, whole, is the same in another search of the
	// table (not with Kandicha held: a class lists the moves met).
	shared := !s.victims
	if c, ok := s.o.prior[key]; ok && shared {
		// Made on this table with these options: the same values, for
		// the same work, with the same findings.
		s.work += c.work
		s.metEnd = s.metEnd || c.metEnd
		for _, u := range c.unknown {
			s.missing[u] = true
		}
		s.keepClass(key, c.v)
		return c.v, nil
	}
	work, metEnd := s.work, s.metEnd
	s.metEnd = false
	ps, sigs, unknown := s.planner.plansSig(s.st, m, s.valuePlans, s.valueSigs, true)
	s.valuePlans, s.valueSigs = ps, sigs // only read below
	s.plansSet[0] = max(s.plansSet[0], len(ps))
	for i := range ps {
		ps[i].Carpet = carpet
	}
	for _, u := range unknown {
		s.missing[u] = true
	}
	if shared && s.o.made != nil && len(unknown) > 0 {
		unknown = slices.Clone(unknown)
	}
	start := len(s.sigValues)
	if start+len(old)+len(ps) > cap(s.sigValues) {
		s.sigValues, start = s.sigChunk(max(64, len(old)+len(ps))), 0
	}
	s.sigValues = append(s.sigValues, old...)
	added := false
	var cp classPowers
	thief := s.thieves[tribe]
	// The first turn of the class the Thief is tried with and without
	// decides for the others (thiefUse: 1 with it, -1 without), but for
	// Houssain, whose Fakirs may pay for the tile action.
	thiefUse := 0
	for i, plan := range ps {
		if classValues(s.sigValues[start:]).has(sigs[i]) {
			continue
		}
		added = true
		if thiefUse == 1 {
			sv := sigValue{sig: sigs[i]}
			if err := s.withThief(&cp, plan, thief, &sv); err != nil {
				return nil, err
			}
			if sv.v.ok {
				s.sigValues = append(s.sigValues, sv)
				continue
			} // refused with the Thief: played without
		}
		s.work += turnWork
		next := s.table.copyOf(s.st)
		t, err := sultan.PlayTurnOn(&next, plan)
		if err != nil {
			sv := sigValue{sig: sigs[i]} // the rules refuse it
			if thief != nil && thiefUse == 0 {
				// A Thief's gain may pay for the tile action.
				if err := s.withThief(&cp, plan, thief, &sv); err != nil {
					return nil, err
				}
			}
			s.sigValues = append(s.sigValues, sv)
			continue
		}
		pv, err := s.preValueOf(next)
		if err != nil {
			return nil, err
		}
		var powers []sultan.PowerUse
		if s.powersOn {
			if powers, pv, err = s.withPowersOf(&cp, t, next, pv); err != nil {
				return nil, err
			}
		}
		sv := sigValue{sig: sigs[i], v: pv, powers: powers}
		if thief != nil && thiefUse == 0 {
			if err := s.withThief(&cp, plan, thief, &sv); err != nil {
				return nil, err
			}
			if thief.Power != "Houssain" {
				thiefUse = -1
				if sv.thieves != nil {
					thiefUse = 1
				}
			}
		}
		s.sigValues = append(s.sigValues, sv)
	}
	if completing && !added {
		s.sigValues = s.sigValues[:start]
		s.metEnd = s.metEnd || metEnd
		return old, nil
	}
	v := classValues(s.sigValues[start:len(s.sigValues):len(s.sigValues)])
	if shared && s.o.made != nil {
		s.o.made[key] = classMade{v: v, work: s.work - work, metEnd: s.metEnd, unknown: unknown}
	}
	s.metEnd = s.metEnd || metEnd
	s.keepClass(key, v)
	return v, nil
}

// classMade is a class's values as a search made them, with the work
// they cost and what the search met making them (Options.made).
type classMade struct {
	v       classValues
	work    int
	metEnd  bool     // a table valued ends the game
	unknown []string // what the class's plans cannot value
}

// keepClass keeps v as the values of the class of key, met.
func (s *searcher) keepClass(key string, v classValues) {
	if s.classes == nil {
		s.classes = map[string]classValues{}
	}
	s.classes[key] = v
}

// findFrom is signature sig's entry, nil when the class does not list
// it, looked for from index hint on first (then from the start): a class
// lists each signature once, so any order finds the same entry, and a
// move's plans come in the order its class lists them. The next hint is
// the one after the entry found.
func (c classValues) findFrom(sig planSig, hint int) (*sigValue, int) {
	for i := min(hint, len(c)); i < len(c); i++ {
		if c[i].sig == sig {
			return &c[i], i + 1
		}
	}
	for i := range min(hint, len(c)) {
		if c[i].sig == sig {
			return &c[i], i + 1
		}
	}
	return nil, hint
}

// powersOf is the powers the turns of signature sig use, and the Thief.
func (c classValues) powersOf(sig planSig) (powers, thieves []sultan.PowerUse) {
	for _, x := range c {
		if x.sig == sig {
			return x.powers, x.thieves
		}
	}
	return nil, nil
}

// has reports whether the class lists signature sig.
func (c classValues) has(sig planSig) bool {
	for _, x := range c {
		if x.sig == sig {
			return true
		}
	}
	return false
}

// planPowers is a plan's powers: those the plan lists (Iblis on a kill
// that leaves more than one meeple, iblisPlans), then those its class
// chose; the Enchanting Flute a plan lists (flutePlans) after them.
func planPowers(planned, chosen []sultan.PowerUse) []sultan.PowerUse {
	switch {
	case len(planned) == 0:
		return chosen
	case isFlute(planned):
		return slices.Concat(chosen, planned)
	}
	return slices.Concat(planned, chosen)
}

// spreadFree reports whether every spread of the meeples along path
// leaves the same class (classKey): the last tile is neither the start
// tile nor dropped on before the last step.
func spreadFree(from game.Place, path []game.Place) bool {
	last := path[len(path)-1]
	if from == last {
		return false
	}
	for _, p := range path[:len(path)-1] {
		if p == last {
			return false
		}
	}
	return true
}

// node is an outcome not yet expanded into its turns, or one turn not yet
// reckoned with Yazid's roll; bound is an upper bound of the keys below
// it. Nodes are taken highest bound first, then in board order (outcome,
// then the order its turns are listed in; an outcome before its turns).
type node struct {
	bound   float64
	outcome int
	order   int // -1 for the outcome itself
	*turn       // nil for the outcome itself
}

// turn is what a node of one turn holds beside its place in the order.
type turn struct {
	plan    sultan.TurnPlan
	pre     preValue
	unknown []string
	// flute: the plan is tried with the Enchanting Flute's uses too, when
	// it is reckoned (pushFlute).
	flute bool
	// anun: the plan is tried with Anun-Nak too, when it is reckoned
	// (pushAnun).
	anun bool
	// anunAt are the tiles the plan's Anun-Nak is tried on, one after
	// another, each with its bound (anunBounds): pushAnun's node.
	anunAt     []game.Place
	anunBounds []float64
}

// nodeHeap is the search's heap: its nodes, highest bound first, then in
// board order (node's order), each entry holding the keys it is ordered
// by beside its node (no node is read to order it). It moves its entries
// as container/heap does, so nodes alike (a turn's Flute turns share its
// order: pushFlute) leave it in the order they did there.
type nodeHeap []heapEntry

type heapEntry struct {
	bound          float64
	outcome, order int32
	n              *node
}

// before reports whether entry a leaves the heap before b.
func (a *heapEntry) before(b *heapEntry) bool {
	if a.bound != b.bound {
		return a.bound > b.bound
	}
	if a.outcome != b.outcome {
		return a.outcome < b.outcome
	}
	return a.order < b.order
}

// Len is the nodes on the heap.
func (h nodeHeap) Len() int { return len(h) }

// top is the node that leaves the heap next.
func (h nodeHeap) top() *node { return h[0].n }

// push puts n on the heap.
func (h *nodeHeap) push(n *node) {
	e := heapEntry{bound: n.bound, outcome: int32(n.outcome), order: int32(n.order), n: n}
	*h = append(*h, e)
	q := *h
	i := len(q) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !e.before(&q[p]) {
			break
		}
		q[i] = q[p]
		i = p
	}
	q[i] = e
}

// pop takes the top node off the heap.
func (h *nodeHeap) pop() *node {
	q := *h
	top := q[0].n
	last := len(q) - 1
	e := q[last]
	q[last] = heapEntry{}
	q = q[:last]
	*h = q
	if last == 0 {
		return top
	}
	i := 0
	for {
		c := 2*i + 1
		if c >= last {
			break
		}
		if r := c + 1; r < last && q[r].before(&q[c]) {
			c = r
		}
		if !q[c].before(&e) {
			break
		}
		q[i] = q[c]
		i = c
	}
	q[i] = e
	return top
}

// outcomeInfo is what the search learnt of one outcome's paths.
type outcomeInfo struct {
	paths      []game.OutcomePath
	pathsFound bool // paths and morePaths are set (findPaths)
	morePaths  bool
	spreadsCut bool
	bounded    bool // its bound is known
	carpet     bool // a Flying Carpet's outcome (carpet.go)
}

// boundOutcome finds the paths of outcome x and an upper bound of its
// turns' values before Yazid's roll: the best of the classes its moves
// fall in (one move a path when every spread is of one class, else every
// spread tried). found is false when no turn of it is legal.
func (s *searcher) boundOutcome(x game.MoveOutcome, info *outcomeInfo) (bound float64, found bool, err error) {
	carpet := info.carpet
	// Every spread of every path whose spreads are of one class is of the
	// same class when no drop changes it (classKey: not the Assassins,
	// whose kills in reach depend on the drops, nor Marid, who pays for
	// the drops on the player's tiles): one such path is enough.
	s.initPowers()
	oneClass := x.Tribe != game.Assassin && !s.marid && !s.keyedAt(x.To) && !s.o.reference
	if s.freeClass(x, oneClass) || carpet && oneClass {
		// Its one class, when another outcome met it: no path is
		// looked for until the outcome is expanded (a Carpet's path
		// never steps on its last tile before the last drop).
		s.setFreeClassKey(x)
		s.addCarpet(carpet)
		if v, ok := s.classes[string(s.key)]; ok {
			s.work++
			info.bounded = true
			bound, found = s.boundOf(v)
			return bound, found, nil
		}
	}
	if err := s.findPaths(x, info); err != nil {
		return 0, false, err
	}
	m := s.st.Board.Tile(x.From).Meeples
	s.spread.carpet = carpet
	freeDone := false
	for _, p := range info.paths {
		s.work += turnWork // the path found and its spreads listed
		if x.Tribe == game.Assassin && !s.marid && !s.victims && !s.iblis && !s.keyedAt(x.To) && !s.o.reference && spreadFree(x.From, p.Path) {
			// Its moves' class, from the path alone, when met before.
			s.setPathClassKey(x, p.Path)
			s.addCarpet(carpet)
			if v, ok := s.classes[string(s.key)]; ok {
				if b, ok := s.boundOf(v); ok && (!found || b > bound) {
					bound, found = b, true
				}
				continue
			}
		}
		limit := SpreadLimit
		if spreadFree(x.From, p.Path) && !(x.Tribe == game.Assassin && (s.victims || s.iblis)) {
			// (With Kandicha an Assassins' spreads differ in the
			// tribes in reach: values.)
			if oneClass && freeDone {
				continue
			}
			limit = 1
		}
		moves, _ := s.spread.placements(s.st.Board, x.From, p.Path, m, x.Tribe, limit)
		s.work += s.spread.work()
		if len(moves) == 0 && limit < SpreadLimit {
			moves, _ = s.spread.placements(s.st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
			s.work += s.spread.work()
		}
		freeDone = freeDone || (limit == 1 && len(moves) > 0)
		for _, mv := range moves {
			v, err := s.valuesOf(mv, carpet)
			if err != nil {
				return 0, false, err
			}
			if b, ok := s.boundOf(v); ok && (!found || b > bound) {
				bound, found = b, true
			}
		}
	}
	info.bounded = true
	return bound, found, nil
}

// boundOf is the best value before Yazid's roll of a class's turns the
// rules take; found is false when they take none. It reads nothing of
// what Yazid surely takes (sureHarm): a tall stack's turns can touch
// every tile, and bounds less that would put such outcomes first.
func (s *searcher) boundOf(v classValues) (bound float64, found bool) {
	for _, x := range v {
		pv := x.v
		if pv.ok {
			if b := pv.bound(s.before); !found || b > bound {
				bound, found = b, true
			}
		}
	}
	return bound, found
}

// findPaths sets the paths of outcome x (at most PathLimit) in info, once.
func (s *searcher) findPaths(x game.MoveOutcome, info *outcomeInfo) error {
	if info.pathsFound {
		return nil
	}
	if info.carpet {
		info.paths, info.pathsFound = carpetPaths(s.st.Board, x), true
		return nil
	}
	if s.paths == nil {
		s.paths = s.st.Board.PathFinder()
	}
	paths, more, err := s.paths.OutcomePaths(x.From, x.To, x.Tribe, PathLimit)
	if err != nil {
		return fmt.Errorf("advisor: %w", err)
	}
	info.paths, info.morePaths, info.pathsFound = paths, more, true
	return nil
}

// belowAll reports whether a turn of bound b, put on the heap now, would
// never be taken from it: below the floor of a floored search, or below
// the Top keys shown (they only rise, and the search ends when the best
// bound left is no higher), so its outcome is searched all the same
// (fill). The reference search puts every turn on the heap.
func (s *searcher) belowAll(b float64) bool {
	if s.o.reference || s.o.keepAll {
		return false
	}
	if s.o.floored && b < s.o.floor || s.shown.full() && b < s.shown.floor() {
		s.leftOff++
		return true
	}
	return false
}

// expand lists the turns of outcome i, each with its exact value before
// Yazid's roll (from its class), onto the heap.
func (s *searcher) expand(i int) error {
	x, info := s.outs[i], &s.infos[i]
	carpet := info.carpet
	if !info.pathsFound {
		if err := s.findPaths(x, info); err != nil {
			return err
		}
		s.work += turnWork * len(info.paths) // the paths found
	}
	m := s.st.Board.Tile(x.From).Meeples
	s.spread.carpet = carpet
	order := 0
	for _, p := range info.paths {
		moves, more := s.spread.placements(s.st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
		s.work += s.spread.work()
		info.spreadsCut = info.spreadsCut || more
		for _, mv := range moves {
			v, err := s.valuesOf(mv, carpet)
			if err != nil {
				return err
			}
			ps, sigs, unknown := s.planner.plansSig(s.st, mv, s.expandPlans, s.expandSigs, false)
			s.expandPlans, s.expandSigs = ps, sigs // the nodes copy the plans
			s.plansSet[1] = max(s.plansSet[1], len(ps))
			s.work += turnWork + len(ps) // the move's table and its plans
			for _, u := range unknown {
				s.missing[u] = true
			}
			unknown = append(unknown, s.vpMissing...)
			hint := 0
			for j := range ps { // a plan is copied once, into its turn
				var sv *sigValue
				sv, hint = v.findFrom(sigs[j], hint)
				if sv == nil || !sv.v.ok {
					continue
				}
				pv := sv.v
				if b := pv.bound(s.before); s.belowAll(b) {
					order++ // never taken: the order of the others kept
					continue
				}
				t := s.newTurnOf(&ps[j], pv, unknown)
				t.plan.Powers, t.plan.Thieves, t.plan.Carpet = planPowers(ps[j].Powers, sv.powers), sv.thieves, carpet
				t.flute = s.planner.flute.on && len(s.planner.flute.all) > 0 && !sigs[j].flute && !sigs[j].horn && len(ps[j].Powers) == 0
				t.anun = s.planner.anun.on && !sigs[j].flute && len(ps[j].Powers) == 0
				s.h.push(s.newNode(node{bound: pv.bound(s.before), outcome: i, order: order, turn: t}))
				order++
			}
		}
	}
	return nil
}
