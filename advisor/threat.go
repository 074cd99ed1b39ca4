package advisor

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Threat is what Sultan Yazid's next roll does on the board a move leaves,
// exactly over the 36 equally likely rolls, the player answering each
// redirect to limit the damage (see harm): the probability that the roll
// loses the game (7 Assassins, 6 Djinns, a payment the player cannot
// make), and the expected Assassins, Council Viziers and coins he takes,
// Djinns he buys, Elders and Fakirs he takes (what buys his Djinns),
// and Camels he places (the game's clock).
type Threat struct {
	PLoss, Assassins, Council, Coins float64
	Djinns, EldersFakirs, Camels     float64
}

// rollDamage is what one roll does with one set of answers.
type rollDamage struct {
	lost bool
	// ends: Yazid placed his last Camel, so the game ends with this
	// round; endLost: and the final check (strictly more Viziers than his
	// Council) fails as the table stands after his turn (withEnd).
	// finalLost: the roll is the last of the game, no turn of the player's
	// after it (the re-roll after an outbid in the game's last round), and
	// the final check fails after it: a loss (withEnd).
	ends, endLost, finalLost  bool
	assassins, council, coins int
	djinns                    int // the Djinns Yazid bought (one a turn)
	eldersFakirs              int // the Elders and Fakirs he took
	camels                    int // the Camels he placed
}

// rollSum adds up the damage of Yazid's rolls, in whole numbers.
type rollSum struct {
	losses, assassins, council, coins int
	djinns, eldersFakirs, camels      int
}

func (s *rollSum) add(d rollDamage) {
	if d.loses() {
		s.losses++
	}
	s.assassins += d.assassins
	s.council += d.council
	s.coins += d.coins
	s.djinns += d.djinns
	s.eldersFakirs += d.eldersFakirs
	s.camels += d.camels
}

// threat is the sum over the 36 rolls, each as likely.
func (s rollSum) threat() Threat {
	return Threat{
		PLoss:     float64(s.losses) / sultan.Rolls,
		Assassins: float64(s.assassins) / sultan.Rolls,
		Council:   float64(s.council) / sultan.Rolls,
		Coins:     float64(s.coins) / sultan.Rolls,

		Djinns:       float64(s.djinns) / sultan.Rolls,
		EldersFakirs: float64(s.eldersFakirs) / sultan.Rolls,
		Camels:       float64(s.camels) / sultan.Rolls,
	}
}

// less orders the player's answers to a redirect: a loss avoided first
// (7 Assassins, the 6th Djinn, a payment not made, finalLost), then a game end whose
// final Vizier check fails as the table then stands (his last Camel
// placed: the round is the last, and only the player's own turn can
// still take the lead), then the coins paid plus the Assassins, Council
// Viziers, Yazid's Djinns, Elders and Fakirs valued at the weights (not
// the Camels he places: weighed; an Assassin times 7/(7 - A) when Yazid
// holds A, a Djinn times 6/(6 - D) when he holds D: threatWeights), then fewer Assassins, fewer Council
// Viziers, fewer coins; among equals the first answers in the
// candidates' order (row-major). A game end the player survives is
// neither sought nor avoided.
func (d rollDamage) less(o rollDamage, w Weights) bool {
	if d.loses() != o.loses() {
		return !d.loses()
	}
	if d.endLost != o.endLost {
		return !d.endLost
	}
	h, g := d.weighed(w), o.weighed(w)
	switch {
	case h != g:
		return h < g
	case d.assassins != o.assassins:
		return d.assassins < o.assassins
	case d.council != o.council:
		return d.council < o.council
	}
	return d.coins < o.coins
}

// weighed is the coins the roll takes plus what it gives Yazid at the
// weights (gives), but for the Camels he places: an answer limits what
// he takes, and never gives him meeples to keep a Camel off the board
// (the yazid_camel weight values the clock in the ranking alone).
func (d rollDamage) weighed(w Weights) float64 {
	return float64(d.coins) + d.gives(w) - w.YazidCamel*float64(d.camels)
}

// gives is what the roll gives Yazid at the weights: the Assassins,
// Council Viziers, Djinns, Elders and Fakirs, and the Camels he places.
func (d rollDamage) gives(w Weights) float64 {
	return w.Assassin*float64(d.assassins) + w.Council*float64(d.council) +
		w.YazidDjinn*float64(d.djinns) + w.YazidElderFakir*float64(d.eldersFakirs) +
		w.YazidCamel*float64(d.camels)
}

// damageOf is what Yazid's turn t did on before, the table it was
// played on.
func damageOf(before sultan.State, t sultan.Turn) rollDamage {
	return turnDamage(t).withEnd(before, false)
}

// turnDamage is what t did, but for the end's Vizier check (withEnd):
// the part a cached turn shares with every table of its key.
func turnDamage(t sultan.Turn) rollDamage {
	d := rollDamage{lost: t.Lost != game.NotLost, ends: t.GameEnd}
	for _, c := range t.Captures {
		d.assassins += c.Assassins
		d.council += c.Council
		d.coins += c.CoinsPaid
		d.eldersFakirs += c.Elders
		if c.FakirsKept != nil {
			d.eldersFakirs += *c.FakirsKept
		}
		if c.CamelPlaced {
			d.camels++
		}
	}
	if t.DjinnBought != nil {
		d.djinns = 1
	}
	return d
}

// withEnd sets endLost for a turn played on before: the game ends with
// the round and the player has no more Viziers than the Council then
// holds (the solo sheet: "you must have more Viziers than Yazid"). With
// final (no turn of the player's follows the roll: the re-roll after an
// outbid), it sets finalLost when the game ends with the round (his last
// Camel, or the player's placed before the roll) and the check fails.
func (d rollDamage) withEnd(before sultan.State, final bool) rollDamage {
	short := before.Player.Viziers <= before.Yazid.Council+d.council
	d.endLost = d.ends && !d.lost && short
	d.finalLost = final && !d.lost && short && (d.ends || endsAfter(before))
	return d
}

// loses reports whether the roll loses the game: on the spot, or at the
// final check with no turn of the player's left (finalLost).
func (d rollDamage) loses() bool { return d.lost || d.finalLost }

// threatFinder computes threats, counting its work (one unit a Yazid
// turn resolved).
type threatFinder struct {
	rules sultan.Rules
	// w are the weights the player's redirect answers limit the damage
	// at; answerW the current table's (threatWeights: an Assassin costs
	// more the nearer Yazid is to his seventh).
	w, answerW Weights
	work       int
	// final: no turn of the player's follows the roll (Options.rollFollows,
	// the re-roll after an outbid): a game that ends with the round and
	// fails the final check is lost to it (withEnd).
	final bool
	// cache holds the damage of a roll with its targets found, by what
	// the turn depends on: the targets' tiles and the holdings (rollKey).
	cache map[rollCacheKey]rollDamage
	key   []byte
	// holds numbers the holdings part of the key (holdingsKey), set once
	// a table, and the whole key of a turn of more than two targets; hold
	// is the current table's without the player's coins (rollKey reads
	// them apart), holdCoins with them.
	holds           map[string]int32
	hold, holdCoins int32
	// found holds FindTargets' answer by what it reads: the tiles Yazid
	// can strike (mask, set once a threat), the roll and the answers.
	found map[findKey]findResult
	mask  uint64
	// foundCols and foundRows are the size of the board found and rolls
	// hold the answers on (setTable).
	foundCols, foundRows int
	// rolls holds, by mask, FindTargets' answer to each roll before any
	// answer is given (rolls[mask][roll index]); cur is the table's.
	rolls map[uint64]*[sultan.Rolls]findResult
	cur   *[sultan.Rolls]findResult
	// table is the copy a Yazid turn is resolved on; captures the array
	// its captures are listed in.
	table    scratch
	captures []sultan.Capture
	// blue is the blue tiles around each tile, by index: the tile types
	// never change within a search.
	blue       []int
	cols, rows int
	// order is the rolls in the order threatAbove sums them, most
	// harmful first (orderRolls; set once ordered).
	order   []int8
	ordered bool
	// base is the first table met (setBase): its tiles' meeples and
	// owners, and the targets each roll finds there before any answer
	// (nil when it asks one). touched has bit i set when tile i of the
	// current table is not as on base.
	base        []baseTile
	baseCols    int
	baseMask    uint64   // strikeMask of base
	columns     []uint64 // the bits of each column's tiles
	baseTargets [sultan.Rolls][]sultan.Target
	touched     uint64
	// byHold holds, by the holdings' number, the damage of each roll
	// whose targets are base's, on base's tiles: the roll's whole turn
	// reads nothing else (rollKey). held is the current table's.
	byHold map[int32]*[sultan.Rolls]heldDamage
	held   *[sultan.Rolls]heldDamage
	// spareRolls and spareHeld are the arrays of rolls and byHold
	// forgotten (reset, clearFound), cleared when handed out again.
	spareRolls spares[[sultan.Rolls]findResult]
	spareHeld  spares[[sultan.Rolls]heldDamage]
	// sent holds, for the current table (setTable numbers it: tables),
	// best's answer to a roll that asks a redirect, by its candidates
	// (sent[1] a black 6's, sent[0] the others'): those the white die's
	// column gives (sent[.][white]), or any tile with meeples
	// (sent[.][0]) whatever the white die.
	sent   [2][7]sentDamage
	tables int
	// reads holds what rollKey reads of each tile of the current table,
	// by index (read once a table: a black 6 sent to any two tiles keys
	// every pair).
	reads []tileRead
	// chosen holds the targets of a roll sent to the tiles the player
	// chose (best): one, or a black 6's two (chosenPair).
	chosen [2]sultan.Target
	// calls counts best's calls (each an answer tried, a step); sentRead
	// the rolls answered from sent.
	calls, sentRead int
	// pairs has bit b of pairs[a] set when a black 6 sent to any two
	// tiles struck tiles a and b in that order (tile indices), for the
	// roll best answers while pairsOn; pairsRead counts the pairs read
	// so; pairsOff: every pair is struck (the tests' reference).
	pairs             [64]uint64
	pairsOn, pairsOff bool
	pairsRead         int
	// answerBufs holds best's answers and the one tried, a buffer for
	// each number of answers given (best calls itself with one more).
	answerBufs [4][4]game.Place
	// sentOff: every redirect is answered afresh (the tests' reference);
	// sentBlind: sent is read whatever the white die (the tests' twin).
	sentOff, sentBlind bool
}

// sentDamage is best's answer to a redirected roll on one table, and
// the answers it tried (calls): a roll with the same candidates tries the
// same answers, each then a turn cached, so it costs that many steps.
type sentDamage struct {
	d     rollDamage
	found bool
	calls int
	table int // the table it holds the answer of (threatFinder.tables)
}

// baseTile is what Yazid's turn reads of a tile that a player's turn can
// change.
type baseTile struct {
	meeples game.Meeples
	owner   game.Owner
}

// heldDamage is best's answer for a roll, once known. Only a roll that
// asks no answer is held (base's targets are found without one): its
// endLost, which reads the player's Viziers and only less reads, may be
// another table's, and no answer is chosen on it; a redirected roll's
// answers are chosen afresh on each table (TestThreatReusedAcrossViziers).
type heldDamage struct {
	d        rollDamage
	ok, done bool
}

// blueAround is b.BlueSurrounding(p), from the table of b's types.
func (f *threatFinder) blueAround(b *game.Board, p game.Place) int {
	if f.blue == nil || f.cols != b.Cols || f.rows != b.Rows {
		f.cols, f.rows = b.Cols, b.Rows
		f.blue = make([]int, len(b.Tiles))
		for i := range b.Tiles {
			f.blue[i] = b.BlueSurrounding(game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1})
		}
	}
	return f.blue[(p.Row-1)*b.Cols+p.Col-1]
}

// threat is Yazid's next roll on st (the table after the player's turn).
func (f *threatFinder) threat(st sultan.State) Threat {
	f.setTable(st)
	return f.rollsOn(st)
}

// rollsOn sums the 36 rolls on st, the table set (setTable).
func (f *threatFinder) rollsOn(st sultan.State) Threat {
	var sum rollSum
	for w := 1; w <= 6; w++ {
		for k := 1; k <= 6; k++ {
			r := sultan.Roll{White: w, Black: k}
			if w > st.Board.Cols {
				continue // no such column: the roll strikes nothing
			}
			if d, ok := f.bestOf(st, r); ok {
				sum.add(d)
			}
		}
	}
	return sum.threat()
}

// quick is best(st, r, nil) when roll r strikes the targets it strikes
// on base, on tiles as they are there: then its turn differs from base's
// only by the holdings (the table's number, byHold). ok is false when
// that is not so, and best must be asked.
func (f *threatFinder) quick(st sultan.State, r sultan.Roll) (d rollDamage, found, ok bool) {
	if f.held == nil {
		return rollDamage{}, false, false
	}
	i := (r.White-1)*6 + r.Black - 1
	targets, err := f.findTargets(st.Board, r, nil)
	if err != nil || !f.asOnBase(i, targets) {
		return rollDamage{}, false, false
	}
	h := &f.held[i]
	if h.done {
		f.work++ // the answer tried, its turn known
		return h.d, h.ok, true
	}
	h.d, h.ok = f.best(st, r, nil)
	h.done = true
	return h.d, h.ok, true
}

// known is quick's answer when it needs no turn resolved nor targets
// found: roll i (the roll's index) strikes base's targets, untouched, and
// its damage with the table's holdings is known. ok is false otherwise.
func (f *threatFinder) known(i int) (d rollDamage, found, ok bool) {
	if f.held == nil || !f.held[i].done {
		return rollDamage{}, false, false
	}
	if v := &f.cur[i]; !v.done || v.err != nil || !f.asOnBase(i, v.targets) {
		return rollDamage{}, false, false
	}
	f.work++ // the answer tried, its turn known
	return f.held[i].d, f.held[i].ok, true
}

// asOnBase reports whether targets, roll i's on the current table, are
// the ones it strikes on base, on tiles the table leaves as base has them.
func (f *threatFinder) asOnBase(i int, targets []sultan.Target) bool {
	want := f.baseTargets[i]
	if want == nil || len(targets) != len(want) {
		return false
	}
	for j, t := range targets {
		k := (t.Row-1)*f.baseCols + t.Col - 1
		if t.Place != want[j].Place || f.touched&(1<<k) != 0 {
			return false
		}
	}
	return true
}

// bestOf is best(st, r, nil), quick when it can be.
func (f *threatFinder) bestOf(st sultan.State, r sultan.Roll) (rollDamage, bool) {
	if d, found, ok := f.quick(st, r); ok {
		return d, found
	}
	return f.best(st, r, nil)
}

// best is the least harmful result of roll r given the answers so far,
// over every answer still to give. Candidates that are the same to Yazid
// (same meeples, owner, blue tiles around and row) give the same turn,
// so one of each kind is tried at each answer (the second answer of a
// double may still be another of the first one's kind).
func (f *threatFinder) best(st sultan.State, r sultan.Roll, answers []game.Place) (rollDamage, bool) {
	calls := f.calls
	f.work++ // each answer tried, its turn cached or not
	f.calls++
	targets, err := f.findTargets(st.Board, r, answers)
	if err == nil {
		return f.struck(st, r, targets), true
	}
	c, ok := pendingChoice(err)
	if !ok {
		return rollDamage{}, false
	}
	// A roll sent to the same candidates as one before on this table (a
	// black 1-5 to its column's or any tile; a black 6 to any tile): the
	// same answers tried, each turn cached.
	var sent *sentDamage
	if len(answers) == 0 && !f.sentOff {
		sent = &f.sent[b2i(r.Double())][0]
		if c.Kind != sultan.AnyTile && !f.sentBlind {
			sent = &f.sent[b2i(r.Double())][r.White]
		}
		if f.tables > 0 && sent.table == f.tables {
			f.work += sent.calls - 1 // this call's step is counted
			f.calls += sent.calls - 1
			f.sentRead++
			return sent.d, sent.found
		}
	}
	if len(answers) == 0 && r.Double() && c.Kind == sultan.AnyTile && len(st.Board.Tiles) <= 64 && !f.pairsOff {
		// A black 6 sent to any two tiles: the pairs struck are told
		// apart (pairs) from here on, for this roll.
		clear(f.pairs[:])
		f.pairsOn = true
		defer func() { f.pairsOn = false }()
	}
	var bestD rollDamage
	found := false
	// A redirect to any tile has a candidate a tile with meeples, and
	// often as many kinds: on the stack up to 64.
	var seenBuf [64]candKind
	seen := seenBuf[:0]
	// answers and p, in the buffer of this depth (nothing keeps the
	// answers given; each depth reads its own).
	next := []game.Place(nil)
	if d := len(answers); d < len(f.answerBufs) {
		next = f.answerBufs[d][: 0 : d+1]
	}
	for _, p := range c.Candidates {
		k := f.kindOf(st.Board, p)
		if slices.Contains(seen, k) {
			continue
		}
		seen = append(seen, k)
		var d rollDamage
		if len(answers) == 0 && !r.Double() {
			// FindTargets' answer with p given: p alone (best's step).
			f.work++
			f.calls++
			f.chosen[0] = sultan.Target{Place: p, How: sultan.Chosen}
			d, ok = f.struck(st, r, f.chosen[:1]), true
		} else if len(answers) == 1 && c.Kind == sultan.AnyTile && c.Index == 1 {
			// A black 6 sent to any two tiles (the sheet's rule, its
			// column empty), the second given: both, in strike order.
			f.work++
			f.calls++
			f.chosen = chosenPair(answers[0], p, f.rules.StrikeOrder)
			if f.pairsOn && f.pairStruck(st.Board.Cols) {
				// The same two tiles in the same order as an answer
				// tried before (the other given first, on another
				// row): the same turn, cached, and an earlier answer
				// as harmful, so never the least harmful first.
				f.pairsRead++
				continue
			}
			d, ok = f.struck(st, r, f.chosen[:]), true
		} else {
			d, ok = f.best(st, r, append(append(next, answers...), p))
		}
		if ok && (!found || d.less(bestD, f.answerW)) {
			bestD, found = d, true
		}
	}
	if sent != nil {
		*sent = sentDamage{d: bestD, found: found, calls: f.calls - calls, table: f.tables}
	}
	return bestD, found
}

// pairStruck reports whether the pair f.chosen, in its strike order, was
// struck before for this roll (best, pairsOn), and marks it struck; cols
// is the board's columns.
func (f *threatFinder) pairStruck(cols int) bool {
	a := (f.chosen[0].Row-1)*cols + f.chosen[0].Col - 1
	b := (f.chosen[1].Row-1)*cols + f.chosen[1].Col - 1
	bit := uint64(1) << b
	if f.pairs[a]&bit != 0 {
		return true
	}
	f.pairs[a] |= bit
	return false
}

// chosenPair is sultan.FindTargets' answer to a black 6 sent to any two
// tiles, first and second given: both chosen, the lower first when the
// lower tile is struck first, else the upper (a stable order: the first
// given first on one row).
func chosenPair(first, second game.Place, o sultan.StrikeOrder) [2]sultan.Target {
	a, b := sultan.Target{Place: first, How: sultan.Chosen}, sultan.Target{Place: second, How: sultan.Chosen}
	if o == sultan.LowerFirst && b.Row < a.Row || o != sultan.LowerFirst && b.Row > a.Row {
		a, b = b, a
	}
	return [2]sultan.Target{a, b}
}

// struck is the damage of roll r striking targets on st, its turn
// cached by what it reads (rollKey).
func (f *threatFinder) struck(st sultan.State, r sultan.Roll, targets []sultan.Target) rollDamage {
	k := f.rollKey(st, targets)
	if d, ok := f.cache[k]; ok {
		return d.withEnd(st, f.final)
	}
	next := f.table.copyOf(st)
	f.work += turnWork
	// The targets found (or cached) for st: ResolveTurn's own.
	t := sultan.ResolveTargets(&next, r, f.rules, targets, f.captures)
	f.captures = t.Captures[:0] // read by turnDamage alone
	if f.cache == nil {
		f.cache = make(map[rollCacheKey]rollDamage, 256)
	}
	d := turnDamage(t)
	f.cache[k] = d
	return d.withEnd(st, f.final)
}

// candKind is what makes two candidates the same to Yazid's turn.
type candKind struct {
	meeples game.Meeples
	owner   game.Owner
	blue    int
	row     int
}

func (f *threatFinder) kindOf(b *game.Board, p game.Place) candKind {
	t := b.Tile(p)
	return candKind{meeples: t.Meeples, owner: t.Owner, blue: f.blueAround(b, p), row: p.Row}
}

// rollKey is everything Yazid's turn reads once its targets are found
// (sultan.ResolveTurn, capture, buyDjinn): each target's place (its row
// orders the strikes), meeples, owner and blue tiles around; his
// holdings, the player's coins and Djinns and the rows (holdingsKey, one
// number a table). Two tables with the same key give the same turn.
func (f *threatFinder) rollKey(st sultan.State, targets []sultan.Target) rollCacheKey {
	k := rollCacheKey{hold: f.hold, n: uint8(len(targets))}
	if len(targets) > len(k.t) {
		// Never on a legal roll (at most two targets): the whole key.
		f.holdingsKey(st, targets)
		k.long = f.intern(f.key) + 1
		return k
	}
	var reads [len(k.t)]tileRead
	for i, t := range targets {
		reads[i] = f.tileRead(st.Board, t.Place)
	}
	// The most Yazid's Fakirs can add to the Builders (builders_fakirs):
	// his own and a Fakir card for each Merchant struck.
	fakirs := 0
	if f.rules.BuildersFakirs {
		fakirs = st.Yazid.Fakirs
		for i := range targets {
			fakirs += reads[i].merchants
		}
	}
	due := 0 // the most the targets' Builders can cost
	for i := range targets {
		r := &reads[i]
		k.t[i] = r.key
		due += (r.builders + fakirs) * int(r.key.blue)
	}
	// A player with coins enough for every payment of the roll pays
	// each in full whatever more he has (capture): the coins beyond read
	// nothing.
	k.coins = int32(min(st.Player.Coins, due))
	return k
}

// tileRead is what rollKey reads of a tile: its key, its Builders and
// Merchants; table is the threatFinder.tables it was read on (0: none).
type tileRead struct {
	key                 tileKey
	builders, merchants int
	table               int
}

// tileRead is what rollKey reads of the tile at p on b, the current
// table's, read once a table.
func (f *threatFinder) tileRead(b *game.Board, p game.Place) tileRead {
	tile, i := b.At(p), (p.Row-1)*b.Cols+p.Col-1
	if tile == nil {
		tile, i = &game.Tile{}, -1
	} else if i < len(f.reads) && f.reads[i].table == f.tables && f.reads[i].key.col == uint8(p.Col) && f.reads[i].key.row == uint8(p.Row) {
		return f.reads[i]
	}
	blue := f.blueAround(b, p)
	r := tileRead{
		key:       tileKey{col: uint8(p.Col), row: uint8(p.Row), owner: uint8(tile.Owner), blue: uint8(blue)},
		builders:  tile.Meeples[game.Builder],
		merchants: tile.Meeples[game.Merchant],
		table:     f.tables,
	}
	for j, n := range tile.Meeples {
		r.key.meeples[j] = uint8(n)
	}
	if i >= 0 && f.tables > 0 {
		if len(f.reads) < len(b.Tiles) {
			f.reads = make([]tileRead, len(b.Tiles))
		}
		f.reads[i] = r
	}
	return r
}

// rollCacheKey is rollKey's answer, plain memory (quick to hash); long
// numbers the whole key of a turn with more than two targets (1 on).
type rollCacheKey struct {
	hold, long, coins int32
	n                 uint8
	t                 [2]tileKey
}

// tileKey is what Yazid's turn reads of a target.
type tileKey struct {
	col, row, owner, blue uint8
	meeples               [game.NumTribes]uint8
}

// setTable sets what is the same for every roll on st: the holdings'
// number and the tiles Yazid can strike.
func (f *threatFinder) setTable(st sultan.State) {
	f.tables++ // the redirects' answers (sent) are the table's
	f.answerW = threatWeights(st, f.w)
	f.holdingsKey(st, nil)
	f.hold = f.intern(f.key[:len(f.key)-4]) // the player's coins aside
	f.holdCoins = f.intern(f.key)
	if b := st.Board; b.Cols != f.foundCols || b.Rows != f.foundRows {
		f.clearFound(b.Cols, b.Rows)
	}
	f.setTiles(st.Board)
	if f.cur = f.rolls[f.mask]; f.cur == nil {
		if f.rolls == nil {
			f.rolls = map[uint64]*[sultan.Rolls]findResult{}
		}
		f.cur = f.spareRolls.get()
		f.rolls[f.mask] = f.cur
	}
}

// setBase makes b the base table when none is set (the first table the
// finder meets): its tiles and the targets of each roll before answers.
func (f *threatFinder) setBase(b *game.Board) {
	if f.base != nil || len(b.Tiles) > 64 {
		return
	}
	f.base, f.baseCols, f.baseMask = make([]baseTile, len(b.Tiles)), b.Cols, strikeMask(b)
	f.columns = make([]uint64, b.Cols)
	for i, t := range b.Tiles {
		f.base[i] = baseTile{t.Meeples, t.Owner}
		f.columns[i%b.Cols] |= 1 << i
	}
	for i := range sultan.Rolls {
		r := sultan.Roll{White: i/6 + 1, Black: i%6 + 1}
		if r.White > b.Cols {
			continue
		}
		if t, err := sultan.FindTargets(b, r, f.rules, nil); err == nil {
			f.baseTargets[i] = t
		}
	}
}

// setTiles sets the tiles of b Yazid can strike (f.mask), those not as
// on base (setBase), and the holdings' damages of the current table
// (f.hold).
func (f *threatFinder) setTiles(b *game.Board) {
	f.setBase(b)
	f.held = nil
	if f.base == nil || len(b.Tiles) != len(f.base) {
		f.mask = strikeMask(b)
		return
	}
	f.touched = 0
	m := f.baseMask
	for i := range b.Tiles {
		t := &b.Tiles[i]
		if t.Meeples == f.base[i].meeples && t.Owner == f.base[i].owner {
			continue
		}
		f.touched |= 1 << i
		if t.Type.Forbidden() || t.Meeples.Empty() {
			m &^= 1 << i
		} else {
			m |= 1 << i
		}
	}
	f.mask = m
	if f.held = f.byHold[f.holdCoins]; f.held == nil {
		if f.byHold == nil {
			f.byHold = map[int32]*[sultan.Rolls]heldDamage{}
		}
		f.held = f.spareHeld.get()
		f.byHold[f.holdCoins] = f.held
	}
}

// spares keeps arrays of T no longer read, to hand out again.
type spares[T any] struct{ free []*T }

// forget keeps the values of m, which is then cleared.
func forget[K comparable, T any](sp *spares[T], m map[K]*T) {
	for _, x := range m {
		sp.free = append(sp.free, x)
	}
	clear(m)
}

// get is a zero T: one kept, cleared, or a new one.
func (sp *spares[T]) get() *T {
	k := len(sp.free)
	if k == 0 {
		return new(T)
	}
	x := sp.free[k-1]
	sp.free[k-1] = nil
	sp.free = sp.free[:k-1]
	var zero T
	*x = zero
	return x
}

// intern numbers the keys f.holds has met.
func (f *threatFinder) intern(key []byte) int32 {
	id, ok := f.holds[string(key)] // no copy to look up
	if !ok {
		if f.holds == nil {
			f.holds = map[string]int32{}
		}
		id = int32(len(f.holds))
		f.holds[string(key)] = id
	}
	return id
}

// strikeMask has bit i set when tile i (row-major) can be struck: it holds
// meeples and is not forbidden. 0 on a board of more than 64 tiles.
func strikeMask(b *game.Board) uint64 {
	if len(b.Tiles) > 64 {
		return 0
	}
	var m uint64
	for i, t := range b.Tiles {
		if !t.Type.Forbidden() && !t.Meeples.Empty() {
			m |= 1 << i
		}
	}
	return m
}

// readMask is the part of f.mask sultan.FindTargets reads for roll r:
// the tiles of the white die's column when one of them can be struck,
// and so the roll is not sent to any tile (for a black 6 by the sheet's
// rule, two of them: one more is sent to another column); else all.
func (f *threatFinder) readMask(r sultan.Roll) uint64 {
	if r.White < 1 || r.White > len(f.columns) {
		return f.mask
	}
	col := f.mask & f.columns[r.White-1]
	switch {
	case col == 0:
		return f.mask
	case !r.Double():
		return col
	case f.rules.BlackSix != sultan.LiteralRows && bits.OnesCount64(col) >= 2:
		return col
	}
	return f.mask
}

// findKey is what sultan.FindTargets reads beside the board's size and
// the rules (the same for every key held: setTable, reset): the tiles
// that can be struck (readMask), the roll and the answers.
type findKey struct {
	mask             uint64
	white, black, n  uint8
	answer0, answer1 uint8 // each answer's tile index + 1
}

type findResult struct {
	targets []sultan.Target
	err     error
	done    bool
}

// findTargets is sultan.FindTargets, from the cache when it has read the
// same tiles for the same roll and answers before. The targets and the
// choice are shared: they are only read.
func (f *threatFinder) findTargets(b *game.Board, r sultan.Roll, answers []game.Place) ([]sultan.Target, error) {
	if len(b.Tiles) > 64 || len(answers) > 2 {
		return sultan.FindTargets(b, r, f.rules, answers)
	}
	if len(answers) == 0 && r.Check() == nil {
		v := &f.cur[(r.White-1)*6+r.Black-1]
		if !v.done {
			v.targets, v.err = f.findRead(b, r, nil)
			v.done = true
		}
		return v.targets, v.err
	}
	return f.findRead(b, r, answers)
}

// findRead is sultan.FindTargets, from the cache when it has read the
// same tiles for the same roll and answers before (readMask).
func (f *threatFinder) findRead(b *game.Board, r sultan.Roll, answers []game.Place) ([]sultan.Target, error) {
	k := findKey{mask: f.readMask(r), white: uint8(r.White), black: uint8(r.Black), n: uint8(len(answers))}
	for i, a := range answers {
		if !b.Contains(a) {
			return sultan.FindTargets(b, r, f.rules, answers)
		}
		x := uint8((a.Row-1)*b.Cols + a.Col)
		if i == 0 {
			k.answer0 = x
		} else {
			k.answer1 = x
		}
	}
	if v, ok := f.found[k]; ok {
		return v.targets, v.err
	}
	t, err := sultan.FindTargets(b, r, f.rules, answers)
	if f.found == nil {
		f.found = make(map[findKey]findResult, 256)
	}
	f.found[k] = findResult{t, err, true}
	return t, err
}

// holdingsKey sets f.key to the targets' places (when given) and to
// everything Yazid's turn reads beside the targets' tiles: his
// holdings; the player's coins and Djinns; the rows.
func (f *threatFinder) holdingsKey(st sultan.State, targets []sultan.Target) {
	k := f.key[:0]
	for _, t := range targets {
		tile := st.Board.Tile(t.Place)
		k = append(k, byte(t.Col), byte(t.Row), byte(tile.Owner), byte(f.blueAround(st.Board, t.Place)))
		for _, n := range tile.Meeples {
			k = append(k, byte(n))
		}
	}
	y := st.Yazid
	k = append(k, '|', byte(y.Council), byte(y.Elders), byte(y.Fakirs), byte(y.Assassins), byte(y.Artisans), byte(y.Djinns), byte(y.Camels))
	for _, d := range st.Player.Djinns {
		k = append(k, d...)
		k = append(k, ',')
	}
	k = append(k, '|', byte(len(st.Resources)))
	if st.Resources == nil {
		k = append(k, 'n')
	}
	for _, r := range st.Resources {
		k = append(k, r.String()...)
		k = append(k, ',')
	}
	k = append(k, '|', byte(len(st.DjinnRow)))
	if st.DjinnRow == nil {
		k = append(k, 'n')
	}
	for _, d := range st.DjinnRow {
		k = append(k, d...)
		k = append(k, ',')
	}
	// A row not tracked: what is known of it (its front, how many cards
	// are gone), which Yazid's Merchants and purchase read.
	u := st.Unseen
	k = append(k, '|', byte(u.ResourcesGone), byte(len(u.Resources)))
	for _, r := range u.Resources {
		k = append(k, r.String()...)
		k = append(k, ',')
	}
	k = append(k, '|', byte(u.DjinnsGone), byte(len(u.Djinns)))
	for _, d := range u.Djinns {
		k = append(k, d...)
		k = append(k, ',')
	}
	if f.final && (st.Yazid.Camels <= 2 || endsAfter(st)) {
		// The final check reads them (withEnd) when the roll can end the
		// game (a double places two Camels); the held damage is kept by
		// this key.
		k = append(k, '|', byte(st.Player.Viziers), byte(b2i(endsAfter(st))))
	}
	c := st.Player.Coins // last: setTable numbers the key without them too
	k = append(k, byte(c), byte(c>>8), byte(c>>16), byte(c>>24))
	f.key = k
}

// pendingChoice is sultan.PendingChoice, without its look through the
// error's chain when the error is the choice itself (as FindTargets
// returns it).
func pendingChoice(err error) (sultan.Choice, bool) {
	if ce, ok := err.(*sultan.ChoiceError); ok && ce != nil {
		return ce.Choice, true
	}
	return sultan.PendingChoice(err)
}

// Redirect is the answer to a redirect of Yazid's roll r on st, the
// answers given so far answered, that limits the damage as the advice
// reckons his roll (harm: a loss avoided first, then the coins and the
// Assassins and Council Viziers at the weights w, an Assassin by
// 7/(7 - A)); among equals the first candidate. An error when the roll
// asks no answer there.
func Redirect(st sultan.State, r sultan.Roll, rules sultan.Rules, w Weights, answered []game.Place) (game.Place, error) {
	f := &threatFinder{rules: rules, w: w}
	f.setTable(st)
	return f.redirect(st, r, answered)
}

// redirect is Redirect on f's table.
func (f *threatFinder) redirect(st sultan.State, r sultan.Roll, answered []game.Place) (game.Place, error) {
	_, err := sultan.FindTargets(st.Board, r, f.rules, answered)
	c, ok := sultan.PendingChoice(err)
	if !ok {
		return game.Place{}, fmt.Errorf("advisor: %v asks no answer here (%v)", r, err)
	}
	best, found := c.Candidates[0], false
	var least rollDamage
	for _, p := range c.Candidates {
		d, ok := f.best(st, r, append(slices.Clip(answered), p))
		if ok && (!found || d.less(least, f.answerW)) {
			best, least, found = p, d, true
		}
	}
	return best, nil
}
