package advisor

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"sync"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// Options say what Advise ranks and how.
type Options struct {
	// Top is how many moves to rank (0: every outcome).
	Top int
	// ExactOnly ranks without the estimates: the score change, less what
	// Yazid's next roll takes exactly (coins, and the score a loss forfeits).
	ExactOnly bool
	// IgnoreYazid leaves Yazid's next roll out (no Threat is computed);
	// with ExactOnly it ranks by the immediate score change alone.
	IgnoreYazid bool
	Weights     Weights
	Rules       sultan.Rules
	// ScoringRules are the scoring variants (scoring.DefaultRules() when
	// zero).
	ScoringRules scoring.Rules
	// DjinnVP gives the VP of Djinns the catalogue lacks, by name.
	DjinnVP map[string]int
	// Budget bounds the work, in steps: a turn played or a Yazid turn
	// resolved is 10, a redirect answer tried (cached or not) 1
	// (docs/advice.md). 0: DefaultBudget.
	Budget int
	// Deeper: the first Deeper moves are valued one roll deeper (Yazid's
	// 36 rolls and the best reply to each) and ranked again by it, when
	// the fewer Camels left are at most DeeperCamels (Deepens); the
	// search then ranks at least Deeper moves. 0: never.
	Deeper, DeeperCamels int
	// DeeperAssassins: Deeper also applies when Yazid holds at least
	// this many Assassins (the danger of his seventh). 0: never.
	DeeperAssassins int
	// DeeperOutbid: the outbid's choice (Outbid, ChooseOutbid) counts
	// next round's roll on both ways while Yazid holds at least this
	// many Assassins (OutbidDeepens). 0: never.
	DeeperOutbid int
	// rollFollows: Yazid's roll follows the turn even when the turn ends
	// the game (an outbid round is played out: his re-roll comes after).
	rollFollows bool
	// reference turns off what only saves work (a turn left once it
	// cannot be shown, one path a class in an outcome's bound): the
	// tests' slow path, whose advice must be the same.
	reference bool
	// floored: only a turn whose key reaches floor is wanted (ChooseOutbid):
	// the others are left as soon as they cannot reach it.
	floored bool
	floor   float64
	// stopAbove: a floored search stops at the first turn it keeps whose
	// value for the outbid's choice (moveValue, the cost paid) is above
	// above (ChooseOutbid searches again then: it needs no better one).
	stopAbove bool
	above     float64
	// made, when set, gets the classes the search values; prior gives
	// classes made by a search of the same table and options but the
	// floor, taken for the same work (ChooseOutbid's second search).
	made, prior map[string]classMade
	// flooredWhole: ChooseOutbid's floored search finds its best move,
	// not stopping at one worth outbidding (the tests' reference).
	flooredWhole bool
	// keepAll puts every turn on the heap (belowAll): the tests' twin.
	keepAll bool
	// fresh: every search takes a new Scratch, reusing nothing (the
	// tests' reference for the reuse).
	fresh bool
	// replyWork, when set, bounds a reply's search (deepen) by the work
	// after its bounds: every outcome is bounded, then replyWork steps
	// more are searched at most.
	replyWork int
	// Scratch, when set, is reused by the searches of this goroutine
	// (one a goroutine, never shared); nil: one from a pool.
	Scratch *Scratch
	// itemBefore: a Magic Item is used before the move (the Enchanting
	// Flute's plans, searched on the table after it: fluteBefore), so
	// the search plans no other (one a turn).
	itemBefore bool
	// valueFrom, when set, is the table before the turn the values are
	// read against (the estimate's changes, the hidden draws): the
	// table before the Flute's use that the search's table follows.
	valueFrom *sultan.State
	// onlyAt, when set, keeps only the outcomes ending on these tiles
	// (the ones the Flute's use changed, whose pick-ups chose it).
	onlyAt []game.Place
}

// DefaultBudget is the work Advise does at most (about 100-200 ms on a
// 2-core machine; docs/advice.md).
const DefaultBudget = 100000

// Bounds of the drops chosen within one outcome.
const (
	PathLimit   = 8 // paths of an outcome tried
	SpreadLimit = 8 // distinct spreads of the meeples tried on each path
)

// Advice is the ranked moves of a state.
type Advice struct {
	Count    game.MoveCount // the legal moves (docs/formats.md section 7)
	Outcomes int            // their distinct (start, last tile, tribe)
	Moves    []Ranked       // best first
	// Searched of Total outcomes were searched in full; fewer when the
	// budget stopped the search early. Total counts the Flying Carpet's
	// outcomes too, when it is held (carpet.go).
	Searched, Total int
	// Missing names what could not be valued (rows not tracked, unknown
	// Djinn VP, hidden draws): it is left out of the score changes.
	Missing []string
	// DeeperRolls is how many of Yazid's 36 rolls the moves valued one
	// roll deeper had their replies searched on: fewer than 36 when the
	// deeper search's budget ran out (Weights.DeeperBudget); 0 when no
	// move was.
	DeeperRolls int
	// Notes say where the search was bounded (paths and spreads tried)
	// and when Yazid does not roll again.
	Notes []string
}

// Ranked is one advised move: the whole turn, and its values kept apart.
type Ranked struct {
	Rank        int
	Plan        sultan.TurnPlan // playable by sultan.PlayTurn on the state
	From, To    game.Place
	Tribe       game.Tribe
	Taken       int
	Control     bool     // a Camel (or the Tent) placed on the last tile
	Actions     []string // the choices made, in table words
	ScoreChange int      // exact: the score if the game ended now, less before
	Estimate    float64  // what scores later, at the Weights
	Yazid       Threat   // his next roll on the board after the turn
	Equal       bool     // worth the same as the move ranked before, within the uncertainty
	// Value is what the ranking compares (docs/advice.md).
	Value float64
	// LosesNow: the turn ends the game and the final check loses it.
	LosesNow bool
	// NoNextRoll: the turn ends the game, Yazid does not roll again.
	NoNextRoll bool
	// Deeper: the move was valued one roll deeper (Options.Deeper), at
	// Deep: the score after Yazid's roll and the best reply, with the
	// estimates, averaged over his 36 rolls (docs/advice.md).
	Deeper bool
	Deep   float64
	// Exact is the rest of the exact figures after the turn.
	Exact Exact
	// Turn is what the turn did.
	Turn sultan.TurnProgress
}

// Exact are exact figures of the table after the turn.
type Exact struct {
	Coins       int // the player's coins, change
	Viziers     int // the player's Viziers
	Council     int // Yazid's Council
	Camels      int // the player's Camels still to place
	YazidCamels int // Yazid's
}

// ErrNoMove is returned when the player has no legal move with every
// means held (sultan.State.PlayerHasMove): the game ends.
var ErrNoMove = errors.New("advisor: no legal move: the game ends")

// ErrOnlyCarpet is returned when the board has no move of the base rules
// but the player's Flying Carpet has one that the advice does not plan
// (its last meeple on one dropped earlier in the move): the game goes on.
var ErrOnlyCarpet = errors.New("advisor: no move but with the Flying Carpet, whose moves here the advice does not plan: the game goes on")

// candidate is one whole turn tried.
type candidate struct {
	outcome  int
	order    int // the turn's among its outcome's (node.order)
	plan     sultan.TurnPlan
	after    sultan.State
	turn     sultan.TurnProgress
	unknown  []string // what the turn could not value
	score    int      // the score after the turn
	change   int
	est      float64
	bound    float64 // key's upper bound before Yazid is reckoned
	key      float64
	threat   Threat
	done     bool
	losesNow bool
	value    float64
}

// Categories of the order: a move that loses on the spot ranks below one
// that hands Yazid a certain loss, which ranks below every other.
const categoryStep = 1e9

// Advise ranks the player's moves on st (docs/advice.md). With
// o.Deeper 0 it searches deeper as the weights say (Weights.Deeper and
// DeeperAssassins, when both are set).
func Advise(st sultan.State, o Options) (Advice, error) {
	o = o.weightsDeeper()
	adv, _, err := adviseSearch(st, o)
	return adv, err
}

// searched is what a search met beside its advice: cut, the budget
// stopped it; metEnd, a table it valued ends the game (or st does), so
// its advice reads rollFollows.
type searched struct {
	cut, metEnd bool
	leftOff     int // turns never put on the heap (belowAll)
	work        int // the work done, in steps
}

// adviseSearch is Advise, saying what the search met.
func adviseSearch(st sultan.State, o Options) (Advice, searched, error) {
	if st.Board == nil {
		return Advice{}, searched{}, errors.New("advisor: no board")
	}
	if o.ScoringRules == (scoring.Rules{}) {
		o.ScoringRules = scoring.DefaultRules()
	}
	top, deep := o.Top, o.deepens(st)
	if deep && o.Top > 0 && o.Top < o.Deeper {
		o.Top = o.Deeper
	}
	adv, sr, before, err := searchTable(st, o)
	if err != nil {
		return adv, sr, err
	}
	if adv, sr, err = fluteBefore(st, o, adv, sr); err != nil {
		return Advice{}, searched{}, err
	}
	if deep {
		od := o
		od.made, od.prior = nil, nil // the replies search other tables
		if err := deepen(st, &adv, before, od); err != nil {
			return Advice{}, searched{}, err
		}
		if top > 0 && len(adv.Moves) > top {
			adv.Moves = adv.Moves[:top]
		}
	}
	return adv, sr, nil
}

// searchTable is the search of adviseSearch on st, the moves of its
// table (no power used before them, or with o.itemBefore the Flute's),
// not one roll deeper; before is the player's score on st.
func searchTable(st sultan.State, o Options) (_ Advice, _ searched, before int, _ error) {
	budget := o.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		return Advice{}, searched{}, 0, fmt.Errorf("advisor: %w", err)
	}
	if o.onlyAt != nil {
		outs = slices.DeleteFunc(outs, func(x game.MoveOutcome) bool {
			return !slices.Contains(o.onlyAt, x.To)
		})
	}
	var adv Advice
	for _, x := range outs {
		adv.Count = adv.Count.Add(x.Moves)
	}
	plain := len(outs)
	if !o.itemBefore {
		outs = append(outs, carpetOutcomes(st, outs)...)
	}
	adv.Outcomes, adv.Total = plain, len(outs)
	if len(outs) == 0 {
		if st.PlayerHasMove() {
			return adv, searched{}, 0, ErrOnlyCarpet
		}
		return adv, searched{}, 0, ErrNoMove
	}
	before, unknownVP, err := scoreOf(st, o)
	if err != nil {
		return Advice{}, searched{}, 0, err
	}
	missing := map[string]bool{}
	var vpMissing []string
	for _, n := range unknownVP {
		vpMissing = append(vpMissing, "the VP of Djinn "+n+" (left out of the score)")
		missing[vpMissing[len(vpMissing)-1]] = true
	}
	sc, pooled := take(o.Scratch)
	if o.fresh {
		sc.busy = false
		sc, pooled = &Scratch{busy: true}, false
	}
	sc.tf.reset(o.Rules, o.Weights)
	sc.tf.final = o.rollFollows
	sc.nodes.recycled, sc.turns.recycled = &sc.nodeChunks, &sc.turnChunks
	s := &searcher{st: st, o: o, before: before, marid: st.Player.HasDjinn(game.Marid), missing: missing,
		vpMissing: vpMissing, sure: newSureHarm(st, o), outs: outs, budget: budget,
		tf: &sc.tf, shown: topKeys{n: o.Top}, turnTable: scratch{reuse: true},
		table: scratch{reuse: true}, powerTable: scratch{reuse: true},
		infos: make([]outcomeInfo, len(outs)), best: make([]*candidate, len(outs)), carpetKeyed: otherMagicItem(st.Player) || o.Weights.ItemKept > 0 && !o.ExactOnly,
		nodes: sc.nodes, turns: sc.turns, h: sc.heap, scratch: sc, scratchPooled: pooled,
		valuePlans: sc.valuePlans, expandPlans: sc.expandPlans, valueSigs: sc.valueSigs, expandSigs: sc.expandSigs,
		sigUsed: sc.sigUsed}
	sc.heap = nil
	defer s.recycle()
	s.planner.weights, s.planner.itemBefore = &s.o.Weights, o.itemBefore
	if o.ExactOnly {
		s.planner.weights = &Weights{} // the Horn's cards by the suits' VP alone
	}
	for i := plain; i < len(outs); i++ {
		s.infos[i].carpet = true
	}
	if o.ExactOnly {
		s.tf.w = DefaultWeights() // the redirect answers still limit the damage the usual way
	}
	if o.replyWork > 0 {
		s.budget = math.MaxInt
	}
	if err := s.boundAll(); err != nil {
		return Advice{}, searched{}, 0, err
	}
	if o.replyWork > 0 {
		s.budget = s.spent() + o.replyWork
	}
	if err := s.run(); err != nil {
		return Advice{}, searched{}, 0, err
	}
	ranked, err := s.ranked()
	if err != nil {
		return Advice{}, searched{}, 0, err
	}
	s.fill(&adv, ranked)
	return adv, searched{cut: s.cut, metEnd: s.metEnd || endsAfter(st), leftOff: s.leftOff, work: s.spent()}, before, nil
}

// spent is the work done so far, in steps.
func (s *searcher) spent() int { return s.work + s.tf.work }

// boundAll puts every outcome on the heap with its bound: the best value
// before Yazid's roll of the classes of its turns (one turn played a
// class).
func (s *searcher) boundAll() error {
	for i, x := range s.outs {
		if s.spent() >= s.budget && s.h.Len() > 0 {
			s.cut = true
			return nil
		}
		if s.infos[i].carpet && s.spent() >= s.budget/2 && s.h.Len() > 0 {
			// The Carpet's outcomes come last, and leave half the
			// budget to the search.
			s.cut = true
			return nil
		}
		b, found, err := s.boundOutcome(x, &s.infos[i])
		if err != nil {
			return err
		}
		if found {
			s.h.push(s.newNode(node{bound: b, outcome: i, order: -1}))
		}
	}
	return nil
}

// run is the branch and bound: Yazid's roll only lowers a turn's value,
// so the outcomes are expanded, and their turns reckoned, in the order of
// their bounds until Top outcomes are worth at least the best bound left.
func (s *searcher) run() error {
	for s.h.Len() > 0 {
		top := s.h.top()
		if s.shown.full() && s.shown.floor() >= top.bound {
			return nil // Top outcomes are worth at least all that is left
		}
		if s.o.floored && top.bound < s.o.floor {
			return nil // nothing left reaches the floor
		}
		if s.spent()-s.anunAllowance() >= s.budget && (s.reckoned > 0 || s.o.floored) {
			// Past the budget, but never without a move to advise
			// (floored: the caller searches again).
			s.cut = true
			return nil
		}
		s.h.pop()
		if top.order < 0 {
			s.work++
			i := top.outcome
			s.nodes.put(top) // free for the turns expand pushes
			if err := s.expand(i); err != nil {
				return err
			}
			continue
		}
		err := s.turn(top) // pushes nothing: its node is freed after
		s.turns.put(top.turn)
		s.nodes.put(top)
		if err != nil {
			return err
		}
		if s.above {
			return nil // a move worth outbidding: the caller searches again
		}
	}
	return nil
}

// turn reckons the turn of node n with Yazid's roll, unless it cannot be
// shown, and keeps it when it is its outcome's best so far.
func (s *searcher) turn(n *node) error {
	if len(n.anunAt) > 0 {
		return s.turnAnun(n)
	}
	best := s.best[n.outcome]
	if settled(best, n, s.before) {
		return nil // its outcome has a turn worth at least all it could be
	}
	// A turn below floor is not shown: below the Top keys, or below its
	// outcome's best (it would not be that outcome's move).
	floor, cutting := math.Inf(-1), false
	if s.o.floored {
		floor, cutting = s.o.floor, true
	}
	if s.shown.full() && s.shown.floor() > floor {
		floor, cutting = s.shown.floor(), true
	}
	if best != nil && best.key > floor {
		floor, cutting = best.key, true
	}
	if n.flute {
		// Before the cut: the Flute changes what is sure.
		if err := s.pushFlute(n); err != nil {
			return err
		}
	}
	if cutting && s.surelyBelow(n, floor) {
		if n.anun {
			return s.pushAnun(n, nil) // Anun-Nak changes what is sure
		}
		return nil // below floor, whatever Yazid's roll
	}
	s.work += turnWork
	// Played for the table Yazid rolls on; valued as its class (the
	// moves shown are valued again: ranked).
	c, ok := playAs(s.spare, s.turnTable.copyOf(s.st), n.plan, n.pre, s.before)
	s.spare = c // until kept as its outcome's best
	if _, anun := anunTile(n.plan); !ok && anun {
		return nil // a tile the turn's powers filled (pushAnun)
	}
	if !ok {
		return fmt.Errorf("advisor: internal: the rules refuse the turn %v of its class", n.plan.Move)
	}
	c.outcome, c.order, c.unknown = n.outcome, n.order, n.unknown
	s.metEnd = s.metEnd || endsAfter(c.after)
	s.reckoned++
	o, tf := s.o, s.tf
	at, anun := anunTile(n.plan)
	if anun && cutting && cutWeights(o.Weights) && !o.reference && !o.IgnoreYazid && o.rollsAfter(c.after) {
		// Anun-Nak: the rolls that cannot reach its tile first (the same
		// on every draw), then every draw.
		if !tf.ordered {
			tf.orderRolls(s.st, s.before, o.Weights, o.ExactOnly)
		}
		d, ok := tf.readDrawnAbove(c.after, at, tf.order, c.value, c.score, o.ExactOnly, floor)
		if !ok || !reckonDrawnWith(c, tf, o, d, floor) {
			return nil // below floor, whatever its draw and other rolls
		}
	} else if cutting && cutWeights(o.Weights) && !o.reference && !o.IgnoreYazid && o.rollsAfter(c.after) && !anun {
		if !tf.ordered {
			tf.orderRolls(s.st, s.before, o.Weights, o.ExactOnly)
		}
		y, ok := tf.threatAbove(c.after, c.bound, c.score, threatWeights(c.after, o.Weights), o.ExactOnly, floor)
		if !ok {
			if n.anun {
				return s.pushAnun(n, nil)
			}
			return nil // below floor, whatever its other rolls
		}
		reckonWith(c, y, o)
	} else {
		reckon(c, tf, o)
	}
	if n.anun {
		// After its roll: what the rolls Anun-Nak's tile cannot change
		// take bounds the turns with it (pushAnun).
		if err := s.pushAnun(n, c); err != nil {
			return err
		}
	}
	if best == nil || c.key > best.key || c.key == best.key && ahead(c.bound, c.order, best) {
		c.after = c.after.Clone() // off the scratch table, kept
		s.best[c.outcome] = c
		s.spare = nil
		s.shown.raise(c.outcome, c.key)
		// moveValue of the move, in its category 0: no better one can
		// make it less.
		s.above = o.stopAbove && o.floored && !c.losesNow && c.threat.PLoss < 1 && float64(s.before)+c.value > o.above
	}
	return nil
}

// ranked is the outcomes' best turns, best first, Top of them, each
// valued again (Advise stops if one is not worth what its class said).
func (s *searcher) ranked() ([]*candidate, error) {
	var ranked []*candidate
	for _, b := range s.best {
		if b != nil {
			ranked = append(ranked, b)
		}
	}
	sort.SliceStable(ranked, func(a, b int) bool { return ranked[a].key > ranked[b].key })
	if s.o.Top > 0 && len(ranked) > s.o.Top {
		ranked = ranked[:s.o.Top]
	}
	for _, c := range ranked {
		v, err := s.preValueOf(c.after)
		if err != nil {
			return nil, err
		}
		if v.score != c.score || v.losesNow != c.losesNow || v.est != c.est {
			return nil, fmt.Errorf("advisor: internal: the turn %v is not worth what its class is", c.plan.Move)
		}
	}
	return ranked, nil
}

// fill sets the advice's moves, how much was searched, what is missing
// and the notes.
func (s *searcher) fill(adv *Advice, ranked []*candidate) {
	o := s.o
	// Searched: outcomes whose bound is known and whose every turn was
	// reckoned or is bounded below the last move listed.
	cutoff := math.Inf(-1)
	if o.Top > 0 && len(ranked) == o.Top {
		cutoff = ranked[len(ranked)-1].key
	}
	open := make([]bool, len(s.outs))
	for _, e := range s.h {
		n := e.n
		if n.order >= 0 && settled(s.best[n.outcome], n, s.before) {
			continue
		}
		if n.bound > cutoff || (s.cut && n.bound == cutoff) {
			open[n.outcome] = true
		}
	}
	boundedPaths, boundedSpreads := 0, 0
	for i, info := range s.infos {
		if info.bounded && !open[i] {
			adv.Searched++
		}
		if info.morePaths {
			boundedPaths++
		}
		if info.spreadsCut {
			boundedSpreads++
		}
	}
	tol := o.Weights.Uncertainty
	if o.ExactOnly {
		tol = 1e-9
	}
	for i, c := range ranked {
		r := rankedOf(c, s.outs[c.outcome], s.st)
		r.Rank, r.NoNextRoll = i+1, !o.rollsAfter(c.after)
		if i > 0 {
			p := ranked[i-1]
			r.Equal = category(p.key) == category(c.key) && p.value-c.value < tol
		}
		adv.Moves = append(adv.Moves, r)
	}
	for m := range s.missing {
		adv.Missing = append(adv.Missing, m)
	}
	slices.Sort(adv.Missing)
	if boundedPaths > 0 {
		adv.Notes = append(adv.Notes, fmt.Sprintf("drops chosen among the first %d paths of %d outcomes with more", PathLimit, boundedPaths))
	}
	if boundedSpreads > 0 {
		adv.Notes = append(adv.Notes, fmt.Sprintf("drops chosen among the first %d spreads of each path in %d outcomes with more", SpreadLimit, boundedSpreads))
	}
	if !o.rollsAfter(s.st) {
		adv.Notes = append(adv.Notes, "the game ends after this turn: Yazid does not roll again")
	}
}

// ahead reports whether a turn of bound before Yazid's roll bound and
// order order goes before b, its outcome's best so far, among turns
// worth the same: the higher bound, then the first in board order (the
// order the search meets them in without the sure harm).
func ahead(bound float64, order int, b *candidate) bool {
	return bound > b.bound || bound == b.bound && order < b.order
}

// settled reports whether turn n can be skipped: b, its outcome's best so
// far, is worth more than n can be, or as much and goes first.
func settled(b *candidate, n *node, before int) bool {
	return b != nil && (b.key > n.bound || b.key == n.bound && !ahead(n.pre.bound(before), n.order, b))
}

// category is a key's class: 0 every other move, 1 a certain loss to
// Yazid's roll, 2 a loss on the spot.
func category(key float64) int {
	return int(-math.Floor(key/categoryStep + 0.5))
}

// scoreOf is the player's score on st if the game ended now, and the
// Djinns whose VP is unknown (left out).
func scoreOf(st sultan.State, o Options) (int, []string, error) {
	var b *soloBuf
	if o.Scratch != nil {
		b = &o.Scratch.solo
	} else {
		b, _ = soloBufs.Get().(*soloBuf)
		if b == nil {
			b = &soloBuf{}
		}
		defer soloBufs.Put(b)
	}
	g, unknown := soloGameIn(b, st, "player", o.DjinnVP)
	total, tiles, err := scoring.Total(g, 0, o.ScoringRules, b.tiles)
	b.tiles = tiles
	if err != nil {
		return 0, nil, fmt.Errorf("advisor: %w", err)
	}
	return total, unknown, nil
}

// soloBufs holds scoreOf's buffers when Options.Scratch is not set
// (each call takes one alone).
var soloBufs sync.Pool

// exactScoreOf is the player's score on after (the table after a turn on
// st) if the game ended now, without the Items the turn drew, the
// Djinns it took that nobody can name (drawnDjinns) nor the cards it
// drew from the pile (drawnCards): a draw is hidden (the advice plays a
// stand-in: the first Item the box still has, a 6 VP Djinn, the pile's
// likeliest good), so what it scores is an estimate, hidden
// (docs/advice.md).
func exactScoreOf(st, after sultan.State, o Options) (score, hidden int, err error) {
	score, _, err = scoreOf(after, o)
	drawn := drawnDjinns(st, after)
	cards, pile := drawnCards(st, after)
	if err != nil || after.Player.Items == st.Player.Items && !drawn && !pile {
		return score, 0, err
	}
	known := after
	for i := range known.Player.Items {
		known.Player.Items[i] = min(after.Player.Items[i], st.Player.Items[i])
	}
	for g, n := range cards {
		known.Player.Goods[g] -= n
	}
	if drawn {
		known.Player.Djinns = slices.DeleteFunc(slices.Clone(after.Player.Djinns), func(d string) bool {
			return hiddenDjinn(st, d)
		})
	}
	exact, _, err := scoreOf(known, o)
	if err != nil {
		return 0, 0, err
	}
	return exact, score - exact, nil
}

// drawnCards is the goods the turn that left after took from the
// resource pile, hidden (Sloar's card, the Horn of Plenty's refill):
// those gained that the tracked row did not give (the Merchants, the
// markets and Kandicha take from it; with the row not tracked the plans
// take no card); pile reports any. The Horn's refill (hornAdded) is
// taken after the row's cards of its good (hornRow puts those first), so
// only what the row lost beyond the refill came from the row.
func drawnCards(st, after sultan.State) (drawn sultan.GoodsHeld, pile bool) {
	if after.Player.Goods == st.Player.Goods {
		return drawn, false
	}
	var left [game.NumGoods]int
	for _, r := range after.Resources {
		if !r.Fakir {
			left[r.Good]++
		}
	}
	added := hornAdded(st, after)
	for g := range drawn {
		drawn[g] = after.Player.Goods[g] - st.Player.Goods[g] + max(left[g]-added[g], 0)
	}
	for _, r := range st.Resources {
		if !r.Fakir {
			drawn[r.Good]--
		}
	}
	for g, n := range drawn {
		drawn[g] = max(n, 0)
		pile = pile || n > 0
	}
	return drawn, pile
}

// drawnDjinns reports whether the turn that left after took a Djinn the
// program cannot name (a stand-in: not in the row before it; Quafat's,
// Sibittis's): its VP is an estimate, not the exact score.
func drawnDjinns(st, after sultan.State) bool {
	if len(after.Player.Djinns) == len(st.Player.Djinns) {
		return false
	}
	for _, d := range after.Player.Djinns {
		if hiddenDjinn(st, d) {
			return true
		}
	}
	return false
}

// hiddenDjinn reports whether Djinn d, taken by a turn on st, is a draw
// the program cannot name: not held, not face up, not one Yazid bought
// that st names (Quafat's).
func hiddenDjinn(st sultan.State, d string) bool {
	return !st.Player.HasDjinn(d) && !slices.Contains(st.DjinnRow, d) && !slices.Contains(st.Unseen.Bought, d)
}

// rollsAfter reports whether Yazid rolls after the player's turn that
// leaves st: unless the turn ends the game, or when his roll follows it
// whatever (rollFollows).
func (o Options) rollsAfter(st sultan.State) bool { return o.rollFollows || !endsAfter(st) }

// endsAfter reports whether the game ends once the player's turn on st is
// over: either side has placed its last camel (Yazid then rolls no more).
func endsAfter(st sultan.State) bool { return st.Yazid.Camels == 0 || st.PlayerPlacedAll() }

// try plays plan on st and values what is exact and estimated; ok is
// false for a plan the rules refuse.
func try(st sultan.State, plan sultan.TurnPlan, before int, o Options) (*candidate, bool, error) {
	return tryOn(st, st.Clone(), plan, before, o)
}

// tryOn is try playing the turn on after, a copy of st that shares nothing
// with it.
func tryOn(st, after sultan.State, plan sultan.TurnPlan, before int, o Options) (*candidate, bool, error) {
	turn, err := sultan.PlayTurnOn(&after, plan)
	if err != nil {
		return nil, false, nil
	}
	v, err := preValueOf(st, after, o)
	if err != nil {
		return nil, false, err
	}
	c := &candidate{plan: plan, after: after, turn: turn, score: v.score, change: v.score - before, est: v.est, losesNow: v.losesNow}
	c.value = float64(c.change) + c.est
	c.bound = c.value
	if c.losesNow {
		c.bound -= 2 * categoryStep
	}
	return c, true, nil
}

// playAs plays plan on after, a copy of st that shares nothing with it,
// the turn worth pre (its class's value) before Yazid's roll; ok is false
// when the rules refuse it. The candidate is into when not nil (a
// candidate no longer read), else a new one.
func playAs(into *candidate, after sultan.State, plan sultan.TurnPlan, pre preValue, before int) (*candidate, bool) {
	turn, err := sultan.PlayTurnOn(&after, plan)
	if err != nil {
		return nil, false
	}
	c := into
	if c == nil {
		c = new(candidate)
	}
	*c = candidate{plan: plan, after: after, turn: turn, score: pre.score, change: pre.score - before, est: pre.est, losesNow: pre.losesNow}
	c.value = float64(c.change) + c.est
	c.bound = c.value
	if c.losesNow {
		c.bound -= 2 * categoryStep
	}
	return c, true
}

// preValueOf is preValueOf on s.st, noting whether after ends the game
// (metEnd).
func (s *searcher) preValueOf(after sultan.State) (preValue, error) {
	s.metEnd = s.metEnd || endsAfter(after)
	return preValueOf(s.st, after, s.o)
}

// preValueOf values the table after a turn on st before Yazid's roll:
// the score, the estimate, whether the turn loses on the spot.
func preValueOf(st, after sultan.State, o Options) (preValue, error) {
	if o.valueFrom != nil {
		st = *o.valueFrom
	}
	score, hidden, err := exactScoreOf(st, after, o)
	if err != nil {
		return preValue{}, err
	}
	v := preValue{ok: true, score: score}
	// The estimate values what scores later: on the last turn (a side
	// has placed its last Camel, before or by this turn, and the game
	// ends with the round) nothing does, so there is none. A hidden
	// draw's value is an estimate too, never the exact score; it is
	// points at the end, so the last turn counts it.
	if !o.ExactOnly {
		v.est = float64(hidden)
		if !endsAfter(after) {
			v.est += estimate(st, after, o.Weights)
		}
	}
	v.losesNow = endsAfter(after) && sultan.FinalLoss(after.Player.Viziers, after.Yazid.Council) != game.NotLost
	v.rolls = o.rollsAfter(after) && after.Yazid == st.Yazid
	v.coins = after.Player.Coins
	v.djinnRow = after.DjinnCount() > 0
	return v, nil
}

// reckon adds Yazid's next roll to c.
func reckon(c *candidate, tf *threatFinder, o Options) {
	if !o.IgnoreYazid && o.rollsAfter(c.after) {
		if at, ok := anunTile(c.plan); ok {
			reckonDrawn(c, tf, o, at) // the draw face down: its expectation
			return
		}
		reckonWith(c, tf.threat(c.after), o)
		return
	}
	c.done = true
	c.key = c.value
	if c.losesNow {
		c.key -= 2 * categoryStep
	}
}

// reckonWith adds Yazid's next roll to c, y its threat (the game goes on
// after c).
func reckonWith(c *candidate, y Threat, o Options) {
	c.done = true
	cat := 0
	if c.losesNow {
		cat = 2
	}
	c.threat = y
	// Exact: the coins he takes, and the score a loss forfeits.
	c.value -= y.Coins + y.PLoss*float64(max(c.score, 0))
	if !o.ExactOnly {
		w := threatWeights(c.after, o.Weights)
		c.value -= w.Assassin*y.Assassins + w.Council*y.Council + w.Loss*y.PLoss +
			w.YazidDjinn*y.Djinns + w.YazidElderFakir*y.EldersFakirs + w.YazidCamel*y.Camels
		if w.AssassinsLeft > 0 {
			c.value -= w.AssassinsLeft * (urgency(c.after.Yazid.Assassins, sultan.LosingAssassins) - 1) *
				max(float64(assassinsOn(c.after.Board))-y.Assassins, 0)
		}
	}
	if y.PLoss >= 1 && cat == 0 {
		cat = 1
	}
	c.key = c.value - float64(cat)*categoryStep
}

// assassinsOn counts the Assassins on the board's tiles.
func assassinsOn(b *game.Board) int {
	n := 0
	for i := range b.Tiles {
		n += b.Tiles[i].Meeples[game.Assassin]
	}
	return n
}

// urgency scales what a thing Yazid takes costs by how near his holdings
// are to the count that loses: 1 with none, limit/(limit-have) nearer.
// threatWeights are the weights Yazid's next roll is valued at on the
// table after a turn: an Assassin he takes costs more the nearer he is to
// his seventh, a Djinn he buys the nearer he is to his sixth (urgency);
// a loss costs LossCamel more for each Camel he has left, an Assassin
// SixthAssassin more while he holds five, a Djinn FifthDjinn more while
// he holds four, an Elder or Fakir SixthDjinnPair more while he holds
// five Djinns.
func threatWeights(after sultan.State, w Weights) Weights {
	w.Loss += w.LossCamel * float64(max(after.Yazid.Camels, 0))
	w.Assassin *= urgency(after.Yazid.Assassins, sultan.LosingAssassins)
	if after.Yazid.Assassins == sultan.LosingAssassins-2 {
		w.Assassin += w.SixthAssassin
	}
	w.YazidDjinn *= urgency(after.Yazid.Djinns, sultan.LosingDjinns)
	if after.Yazid.Djinns == sultan.LosingDjinns-2 {
		w.YazidDjinn += w.FifthDjinn
	}
	if after.Yazid.Djinns == sultan.LosingDjinns-1 {
		w.YazidElderFakir += w.SixthDjinnPair
	}
	return w
}

func urgency(have, limit int) float64 {
	left := limit - have
	if left <= 1 {
		return float64(limit)
	}
	return float64(limit) / float64(left)
}
