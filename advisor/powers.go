package advisor

import (
	"fmt"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The powers in the plan (docs/advice.md, "Powers in the plan"): once a
// turn's steps are played, the powers that add exact points are tried on
// the table it leaves, one at a time, each with every affordable way to
// pay; the one that raises the turn's value before Yazid's roll
// (score_change + estimate, its cost in Elders and Fakirs counted at
// their VP and weights) the most is kept, and the next tried after it,
// until none raises it. A Djinn the turn buys at a Sacred Place is held
// by then: "take Enki, place a Palm Tree with it now" is one plan.

// Djinns whose powers the advice plans with.
const (
	enki   = "Enki"
	bouraq = "Bouraq"
	leta   = "Leta"
	utug   = "Utug"
	lamia  = "Lamia"
	hagis  = "Hagis"
	// kandicha acts on each kill of the turn's Assassins, at no cost.
	kandicha = "Kandicha"
	// sibittis keeps 1 of the 3 Djinns drawn from the deck, hidden.
	sibittis = "Sibittis"
	// iblis kills a second meeple on the kill's tile (planned when it
	// empties it).
	iblis = "Iblis"
	// sloar draws the top card of the resource pile, hidden.
	sloar = "Sloar"
)

// plannedDjinns are the Djinns whose powers the advice plans with.
var plannedDjinns = []string{enki, bouraq, leta, utug, lamia, hagis}

// maxPowers bounds the powers a plan uses (Enki then Lamia, Bouraq then
// Hagis, a Camel, the Lamp: four at most are ever worth trying together).
const maxPowers = 4

// powerWork is the work, in steps, of a power tried: a table copied, the
// power used and the table scored.
const powerWork = 4

// keying says which classes name every tile their move touches
// (classKey): those of the turns that may use Leta or Utug, whose tiles
// are any empty (or meeple-only) tile, so that every move of a class has
// the same tiles.
type keying int

const (
	keyNone keying = iota
	keyAll         // every move (Leta or Utug held, or the Lamp to take one)
)

// powersInPlay reports whether a turn on st may use a power the advice
// plans with: a planned Djinn held or in the tracked Djinn row (bought
// at a Sacred Place, or with the Lamp), or the Fabulous Lamp with a
// Djinn in the row; and which classes are keyed by their moves' tiles.
func powersInPlay(st sultan.State) (inPlay bool, keyed keying) {
	p := st.Player
	lamp := p.Items[game.FabulousLamp] > 0 && len(st.DjinnRow) > 0
	for _, d := range plannedDjinns {
		held, row := p.HasDjinn(d), slices.Contains(st.DjinnRow, d)
		switch {
		case d == leta || d == utug:
			// Bought at a Sacred Place and used at once, they would key
			// the classes of every move ending there: a tall stack's
			// search then ran out of work (cut.yaml: 10 of 291 outcomes
			// searched, 274 without). Planned when held (or the Lamp's).
			if held || lamp && row {
				inPlay, keyed = true, keyAll
			}
		case held || row:
			inPlay = true
		}
	}
	sib := p.HasDjinn(sibittis) || slices.Contains(st.DjinnRow, sibittis)
	sl := p.HasDjinn(sloar) || slices.Contains(st.DjinnRow, sloar)
	ring := p.Items[game.RebirthRing] > 0
	if p.Items[game.BurningScimitar] > 0 || p.Items[game.TempestTalisman] > 0 {
		// They act on any tile nobody controls, as Leta does.
		inPlay, keyed = true, keyAll
	}
	return inPlay || lamp || sib || sl || ring || p.HasDjinn(kandicha) || p.HasDjinn(iblis), keyed
}

// keyedAt reports whether the class of a move ending on last is keyed
// by its move's tiles.
func (s *searcher) keyedAt(game.Place) bool { return s.keyed == keyAll }

// addFreeTiles adds to s.key where Leta and Utug can put a Camel after
// move m (taken meeples taken from its last tile): the 3 tiles nobody
// controls with no Palm Tree or Palace that score the most (first in
// board order among equals) among the empty ones, and among those with
// only meeples. The rest of the turn takes at most two of them (the last
// tile, a kill's), both of the class, and powerUses chooses the first
// left (bestFree): so every move of a class chooses the same tile.
func (s *searcher) addFreeTiles(m game.Move, taken int) {
	b := s.st.Board
	if s.counts == nil {
		s.counts = make([]int, len(b.Tiles))
		for i, t := range b.Tiles {
			s.counts[i] = t.Meeples.Total()
		}
	}
	index := func(p game.Place) int { return (p.Row-1)*b.Cols + p.Col - 1 }
	from, last := index(m.From), index(m.Last())
	var empty, meeples, cut, free [3]int
	ne, nm, nc, nf := 0, 0, 0, 0
	scimitar, talisman := s.st.Player.Items[game.BurningScimitar] > 0, s.st.Player.Items[game.TempestTalisman] > 0
	// put keeps the 3 best of top (n of them) by worth, then board order.
	put := func(top *[3]int, n *int, i int) {
		vp := tileWorth(b.Tiles[i])
		j := *n
		for j > 0 && tileWorth(b.Tiles[top[j-1]]) < vp {
			j--
		}
		if j >= len(top) {
			return
		}
		if *n < len(top) {
			*n++
		}
		copy(top[j+1:*n], top[j:*n-1])
		top[j] = i
	}
	for i, t := range b.Tiles {
		if t.Type.Forbidden() || t.Owner != game.NoOwner {
			continue
		}
		n := s.counts[i]
		if i == from {
			n = 0
		}
		if i == last {
			n -= taken
		}
		for _, d := range m.Drops {
			if index(d.To) == i {
				n++
			}
		}
		if scimitar && n >= 1 && n <= 2 {
			put(&cut, &nc, i)
		}
		if talisman {
			put(&free, &nf, i)
		}
		switch {
		case t.Palms > 0 || t.Palaces > 0:
		case n == 0:
			put(&empty, &ne, i)
		default:
			put(&meeples, &nm, i)
		}
	}
	k := s.key
	for _, top := range [][]int{empty[:ne], meeples[:nm], cut[:nc], free[:nf]} {
		k = append(k, '|')
		for _, i := range top {
			k = append(k, byte(i))
		}
	}
	// The Scimitar names the meeples it removes: their tribes too.
	tr := m.Drops[len(m.Drops)-1].Tribe
	for _, i := range cut[:nc] {
		var on game.Meeples
		if i != from {
			on = b.Tiles[i].Meeples
		}
		for _, d := range m.Drops {
			if index(d.To) == i {
				on[d.Tribe]++
			}
		}
		if i == last {
			on[tr] -= taken
		}
		for _, n := range on {
			k = append(k, byte(n))
		}
	}
	s.key = k
}

// tileWorth is what controlling tile t scores by default: its VP, 3 a
// Palm Tree and 5 a Palace on it (the Burning Scimitar's and the Tempest
// Talisman's tiles are chosen by it; their value is scored).
func tileWorth(t game.Tile) int { return t.Type.VP() + 3*t.Palms + 5*t.Palaces }

// classPowers is what the powers of a class's turns were chosen on: the
// turns whose steps leave the powers the same means (powersKey), of one
// class, differ only in what the powers do not read (the cards a market
// gives, say), so the first one's choice is tried on the others, against
// none, instead of every power again.
type classPowers struct {
	keys   []string
	chosen [][]sultan.PowerUse
}

// heldDjinns lists into buf the catalogue names of the Djinns p holds:
// a planned Djinn's name is among them when p.HasDjinn(name) (any
// spelling held), each held name looked up once.
func heldDjinns(p sultan.Holdings, buf []string) []string {
	for _, n := range p.Djinns {
		if d, ok := game.LookupDjinn(n); ok {
			buf = append(buf, d.Name)
		}
	}
	return buf
}

// powersKey is what powerUses reads of the turn t and the table after it
// beside the board: the Djinns and Items held, the Elders and Fakirs,
// the pieces placed, the kill and the powers used; with Iblis held, the
// kill's tile and the meeples left on it.
func powersKey(buf []byte, next sultan.State, t sultan.TurnProgress) []byte {
	p := next.Player
	k := append(buf[:0], byte(p.Elders), byte(p.Fakirs), byte(p.Camels), byte(len(t.Powers)), byte(t.KandichaDone))
	for _, d := range p.Djinns {
		k = append(k, d...)
		k = append(k, ',')
	}
	for _, n := range p.Items {
		k = append(k, byte(n))
	}
	for _, q := range append(t.PalmsAt, t.PalacesAt...) {
		k = append(k, byte(q.Col), byte(q.Row))
	}
	if t.Kill != nil {
		k = append(k, t.Kill.Meeple...)
	}
	if t.IblisKill != nil {
		k = append(k, '+')
		k = append(k, t.IblisKill.Meeple...)
	}
	var names [8]string
	held := heldDjinns(p, names[:0])
	if slices.Contains(held, sloar) {
		// Sloar's stand-in card and what it scores read the goods held
		// and the row's.
		k = append(k, '$')
		for _, n := range p.Goods {
			k = append(k, byte(n))
		}
		for _, r := range next.Resources {
			k = append(k, byte(r.Good)+1, boolByte(r.Fakir))
		}
		k = append(k, '|')
	}
	if t.Kill != nil && !t.Kill.Yazid && slices.Contains(held, iblis) {
		// Iblis reads the kill's tile: where, and what is left there.
		k = append(k, '@', byte(t.Kill.Place.Col), byte(t.Kill.Place.Row))
		for _, n := range next.Board.Tile(t.Kill.Place).Meeples {
			k = append(k, byte(n))
		}
	}
	return k
}

// withPowersOf is withPowers for a turn of the class cp is kept for: the
// choice made on a turn of the same powersKey, when it plays and is
// worth more than none, else withPowers (kept in cp).
func (s *searcher) withPowersOf(cp *classPowers, t sultan.TurnProgress, next sultan.State, pv preValue) ([]sultan.PowerUse, preValue, error) {
	s.powersBuf = powersKey(s.powersBuf, next, t)
	for i, k := range cp.keys {
		if k != string(s.powersBuf) {
			continue
		}
		chosen := cp.chosen[i]
		if len(chosen) == 0 {
			return nil, pv, nil
		}
		s.work += powerWork * len(chosen)
		trial := &s.powerTrial // not a local: the powers' play would move it to the heap
		*trial = s.powerTable.copyOf(next)
		tt := t
		ok := true
		for _, u := range chosen {
			if err := sultan.UsePlannedPowerOn(trial, &tt, u, false); err != nil {
				ok = false // refused here: every power tried again
				break
			}
		}
		if !ok {
			break
		}
		v, err := preValueOf(s.st, *trial, s.o)
		if err != nil {
			return nil, pv, err
		}
		if v.bound(s.before) > pv.bound(s.before)+1e-9 {
			return chosen, v, nil
		}
		return nil, pv, nil
	}
	key := string(s.powersBuf)
	chosen, v, err := s.withPowers(t, next, pv)
	if err == nil {
		cp.keys, cp.chosen = append(cp.keys, key), append(cp.chosen, chosen)
	}
	return chosen, v, err
}

// withPowers is the best the powers add to the turn plan, played on
// next (t what it did, pv its value before Yazid's roll; next is
// changed): the powers chosen (nil for none) and the value with them.

func (s *searcher) withPowers(t sultan.TurnProgress, st sultan.State, pv preValue) ([]sultan.PowerUse, preValue, error) {
	// The tables are the searcher's, not locals: the powers' play would
	// move them to the heap.
	next, trial := &s.powerNext, &s.powerTrial
	*next = st
	var chosen []sultan.PowerUse
	// A use that did not raise the value, or that the rules refused, is
	// not tried again after another is chosen: what one power adds does
	// not grow with another (but Lamia and Hagis after Enki and Bouraq,
	// the Djinns the Lamp takes: new uses, tried).
	var dropped []sultan.PowerUse
	for range maxPowers {
		s.powerUses = powerUses(*next, t, s.keyed == keyAll, s.victims, s.iblis, s.o.itemBefore, s.powerUses[:0])
		best, bestV := -1, pv
		for i, u := range s.powerUses {
			if slices.ContainsFunc(dropped, func(d sultan.PowerUse) bool { return sameUse(d, u) }) {
				continue
			}
			s.work += powerWork
			*trial = s.powerTable.copyOf(*next)
			tt := t
			if err := sultan.UsePlannedPowerOn(trial, &tt, u, false); err != nil {
				dropped = append(dropped, u) // the rules refuse it (no piece left, say)
				continue
			}
			v, err := s.preValueOf(*trial)
			if err != nil {
				return nil, pv, err
			}
			if v.bound(s.before) <= pv.bound(s.before)+1e-9 {
				dropped = append(dropped, u)
			}
			if v.bound(s.before) > bestV.bound(s.before)+1e-9 {
				best, bestV = i, v
			}
		}
		if best < 0 {
			break
		}
		u := s.powerUses[best]
		if err := sultan.UsePlannedPowerOn(next, &t, u, false); err != nil {
			return nil, pv, fmt.Errorf("advisor: internal: power %s refused on the table it was tried on: %w", u.Power, err)
		}
		chosen = append(chosen, u)
		pv = bestV
		if h := powerHidden(u); h != "" && s.missing != nil {
			s.missing[h] = true
		}
	}
	return chosen, pv, nil
}

// sameUse reports whether a and b are the same use of a power: its
// payment, Djinn, Item, card, meeples and tiles.
func sameUse(a, b sultan.PowerUse) bool {
	return a.Power == b.Power && a.Pay == b.Pay && a.Djinn == b.Djinn && a.Item == b.Item &&
		a.Card == b.Card && a.Meeples == b.Meeples && samePlace(a.At, b.At) && samePlace(a.To, b.To)
}

// samePlace reports whether a and b are the same tile, or both none.
func samePlace(a, b *game.Place) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

// powerUses appends to out the power uses worth trying on st after the
// turn t: for each power planned that the player holds and has not used
// this turn (one Magic Item a turn: none with itemBefore, one used
// before the move), each affordable way to pay, on the
// tile where it scores the most: Enki on the first Oasis of the
// player's, Bouraq on the first Village; Leta on the empty tile of the
// most VP, Utug on such a tile with only meeples; Lamia and Hagis moving
// the Palm Tree or Palace placed this turn onto the first tile of the
// player's next to it; the Lamp taking each Djinn of the tracked row.
// Leta and Utug only with camels (the classes keyed: powersInPlay);
// Kandicha on the kill only with victims (held before the turn: the
// classes name the meeples in reach, and a Djinn taken after the kill
// was not held when the Assassins struck), on each kill (Iblis's too);
// Iblis, with second (held before the turn, as Kandicha), killing the
// one meeple left on the kill's tile, which gives its control. The rules
// check each (sultan.UsePlannedPowerOn).
func powerUses(st sultan.State, t sultan.TurnProgress, camels, victims, second, itemBefore bool, out []sultan.PowerUse) []sultan.PowerUse {
	p := st.Player
	b := st.Board
	var buf [8]string
	held := heldDjinns(p, buf[:0])
	for _, d := range plannedDjinns {
		if !slices.Contains(held, d) || slices.Contains(t.Powers, d) || (d == leta || d == utug) && !camels {
			continue
		}
		var at game.Place
		var ok bool
		switch d {
		case enki:
			at, ok = firstOwned(b, func(tile game.Tile) bool { return tile.Type == game.Oasis })
		case bouraq:
			at, ok = firstOwned(b, func(tile game.Tile) bool { return tile.Type == game.Village })
		case leta:
			at, ok = bestFree(b, func(tile game.Tile) bool { return tile.Meeples.Empty() })
		case utug:
			at, ok = bestFree(b, func(tile game.Tile) bool { return !tile.Meeples.Empty() })
		case lamia:
			at, ok = moveOnto(b, t.PalmsAt, func(tile game.Tile) int { return tile.Palms })
		case hagis:
			at, ok = moveOnto(b, t.PalacesAt, func(tile game.Tile) int { return tile.Palaces })
		}
		if !ok {
			continue
		}
		for _, pay := range powerPayments(d, p) {
			at := at
			out = append(out, sultan.PowerUse{Power: d, Pay: pay, At: &at})
		}
	}
	if slices.Contains(held, sibittis) && !slices.Contains(t.Powers, sibittis) {
		// Cheat sheet: 1 Elder + (1 Elder or 1 Fakir), the top 3 Djinns of
		// the deck drawn, 1 kept: hidden, a stand-in played.
		if d, ok := standInDjinn(st); ok {
			for _, pay := range powerPayments(sibittis, p) {
				out = append(out, sultan.PowerUse{Power: sibittis, Pay: pay, Djinn: d})
			}
		}
	}
	if slices.Contains(held, sloar) && !slices.Contains(t.Powers, sloar) && p.Fakirs > 0 {
		// Cheat sheet: 1 Fakir, the top card of the resource pile: hidden,
		// a stand-in played.
		if g, ok := standInGood(st); ok {
			out = append(out, sultan.PowerUse{Power: sloar, Pay: sultan.PayFakir, Card: g.String()})
		}
	}
	if second && slices.Contains(held, iblis) && t.Kill != nil && !t.Kill.Yazid && t.IblisKill == nil {
		if on := b.Tile(t.Kill.Place).Meeples; on.Total() == 1 {
			for _, w := range game.Tribes {
				if on[w] == 0 {
					continue
				}
				for _, pay := range powerPayments(iblis, p) {
					out = append(out, sultan.PowerUse{Power: iblis, Pay: pay, Meeples: tribeLetters[w]})
				}
			}
		}
	}
	if victims {
		if u, ok := kandichaUse(st, t); ok {
			out = append(out, u)
		}
	}
	if p.Items[game.BurningScimitar] > 0 && !itemBefore && !usedItem(t) && t.Kill == nil {
		// Artisans: 2 meeples removed from a tile; emptied, nobody's, it
		// is controlled. Planned on a turn that kills nothing (the kills
		// of a signature leave their tiles alike only in what they
		// empty).
		if at, ok := scimitarTile(st); ok {
			out = append(out, sultan.PowerUse{Power: game.BurningScimitar.Key(), At: &at, Meeples: meepleLetters(b.Tile(at).Meeples)})
		}
	}
	if p.Items[game.TempestTalisman] > 0 && !itemBefore && !usedItem(t) {
		// Artisans: one of the player's Camels to a tile nobody controls.
		if from, to, ok := talismanMove(b); ok {
			out = append(out, sultan.PowerUse{Power: game.TempestTalisman.Key(), At: &from, To: &to})
		}
	}
	if p.Items[game.RebirthRing] > 0 && !itemBefore && !usedItem(t) {
		// Artisans: an Item of the discard pile, which the program does
		// not track: the first Item the box still has stands in (its VP
		// an estimate, exactScoreOf).
		if it, ok := firstItem(p); ok {
			out = append(out, sultan.PowerUse{Power: game.RebirthRing.Key(), Item: it.Key()})
		}
	}
	if p.Items[game.FabulousLamp] > 0 && !itemBefore && !usedItem(t) {
		for _, d := range st.DjinnRow {
			out = append(out, sultan.PowerUse{Power: game.FabulousLamp.Key(), Djinn: d})
		}
	}
	return out
}

// kandichaUse is Kandicha acting on the turn's kill it has not acted on
// (cheat sheet: a Vizier or Elder killed is kept; a Merchant gives the
// first card of the row; a Builder the coins of the blue tiles around
// it; an Artisan is kept with the first Item of the pile), false when
// none is left or what it gives is not known (a Merchant with the row
// not tracked). An Artisan's Item is hidden: the first Item the box
// still has stands in (its VP an estimate, exactScoreOf).
func kandichaUse(st sultan.State, t sultan.TurnProgress) (sultan.PowerUse, bool) {
	var k *sultan.Kill
	switch t.KandichaDone {
	case 0:
		k = t.Kill
	case 1:
		k = t.IblisKill
	}
	if k == nil || k.Yazid {
		return sultan.PowerUse{}, false
	}
	u := sultan.PowerUse{Power: kandicha}
	tr, _ := game.ParseTribe(k.Meeple)
	if !kandichaGains(st, tr) {
		return u, false
	}
	if tr == game.Artisan {
		it, ok := firstItem(st.Player)
		if !ok {
			return u, false
		}
		u.Item = it.Key()
	}
	return u, true
}

// scimitarTile is where the Burning Scimitar controls a tile: the tile
// nobody controls with 1 or 2 meeples of the most worth (tileWorth),
// first in board order; false when there is none, or when nothing is
// left to place on it. Its control is a Camel while one is left
// (sultan.PlayTurn places it at once, with the Tent only with the
// plan's Tent, which a plan sets only where its steps control a tile).
func scimitarTile(st sultan.State) (game.Place, bool) {
	if st.Player.Camels == 0 && !st.TentToPlace() {
		return game.Place{}, false
	}
	return bestWorth(st.Board, func(t game.Tile) bool { n := t.Meeples.Total(); return n >= 1 && n <= 2 })
}

// talismanMove is where the Tempest Talisman moves a Camel: from the
// player's Camel tile (not the Tent's) of the least worth to the tile
// nobody controls of the most (tileWorth, first in board order); false
// when that gains nothing by worth.
func talismanMove(b *game.Board) (from, to game.Place, ok bool) {
	to, ok = bestWorth(b, func(game.Tile) bool { return true })
	if !ok {
		return from, to, false
	}
	least := -1
	for i, t := range b.Tiles {
		if t.Owner == 1 && !t.Tent && (least < 0 || tileWorth(t) < least) {
			from, least = game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}, tileWorth(t)
		}
	}
	return from, to, least >= 0 && least < tileWorth(b.Tile(to))
}

// bestWorth is the tile nobody controls that keep takes of the most
// worth (tileWorth), first in board order.
func bestWorth(b *game.Board, keep func(game.Tile) bool) (game.Place, bool) {
	best, found, most := game.Place{}, false, 0
	for i, t := range b.Tiles {
		if t.Type.Forbidden() || t.Owner != game.NoOwner || !keep(t) {
			continue
		}
		if w := tileWorth(t); !found || w > most {
			best, most, found = game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}, w, true
		}
	}
	return best, found
}

// meepleLetters names every meeple of m by its tribe's letter.
func meepleLetters(m game.Meeples) string {
	var out []byte
	for _, tr := range game.Tribes {
		for range m[tr] {
			out = append(out, tribeLetters[tr]...)
		}
	}
	return string(out)
}

// standInGood is the card Sloar's draw is played as: the good with the
// most cards neither held by the player nor in the tracked row, the
// first in the goods' order among equals (the pile's likeliest good);
// false when every good is out. Its VP is an estimate (exactScoreOf).
func standInGood(st sultan.State) (game.Good, bool) {
	var left [game.NumGoods]int
	for _, g := range game.Goods() {
		left[g] = g.Count() - st.Player.Goods[g]
	}
	for _, r := range st.Resources {
		if !r.Fakir {
			left[r.Good]--
		}
	}
	best, n := game.Good(0), 0
	for g, c := range left {
		if c > n {
			best, n = game.Good(g), c
		}
	}
	return best, n > 0
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// powerPayments are the ways the player can pay Djinn d's power (the
// cheat sheet: 1 Elder or 1 Fakir; Leta, Utug and Sibittis 2 Elders or
// an Elder and a Fakir).
func powerPayments(d string, p sultan.Holdings) []sultan.Payment {
	var out []sultan.Payment
	if d == leta || d == utug || d == sibittis {
		if p.Elders >= 2 {
			out = append(out, sultan.PayElders)
		}
		if p.Elders >= 1 && p.Fakirs >= 1 {
			out = append(out, sultan.PayElderFakir)
		}
		return out
	}
	if p.Elders >= 1 {
		out = append(out, sultan.PayElder)
	}
	if p.Fakirs >= 1 {
		out = append(out, sultan.PayFakir)
	}
	return out
}

// usedItem reports whether the turn used a Magic Item (one a turn).
func usedItem(t sultan.TurnProgress) bool {
	for _, name := range t.Powers {
		if _, err := game.ParseItem(name); err == nil {
			return true
		}
	}
	return false
}

// firstOwned is the first tile of the player's that keep takes, in board
// order.
func firstOwned(b *game.Board, keep func(game.Tile) bool) (game.Place, bool) {
	for i, tile := range b.Tiles {
		if tile.Owner == 1 && keep(tile) {
			return game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}, true
		}
	}
	return game.Place{}, false
}

// bestFree is the tile of the most VP, first in board order, that nobody
// controls, with no Palm Tree or Palace, that keep takes: where Leta
// (empty) or Utug (only meeples) put a Camel.
func bestFree(b *game.Board, keep func(game.Tile) bool) (game.Place, bool) {
	best, found := game.Place{}, false
	bestVP := 0
	for i, tile := range b.Tiles {
		if tile.Type.Forbidden() || tile.Owner != game.NoOwner || tile.Palms > 0 || tile.Palaces > 0 || !keep(tile) {
			continue
		}
		if vp := tile.Type.VP(); !found || vp > bestVP {
			best, bestVP, found = game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}, vp, true
		}
	}
	return best, found
}

// moveOnto is the first tile of the player's, in board order, next to a
// piece placed this turn (at, the latest last) on a tile that is not
// his: where Lamia or Hagis moves it (sultan: the piece placed last next
// to the tile moves).
func moveOnto(b *game.Board, at []game.Place, pieces func(game.Tile) int) (game.Place, bool) {
	for i, tile := range b.Tiles {
		if tile.Owner != 1 || tile.Type.Forbidden() {
			continue
		}
		p := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		for j := len(at) - 1; j >= 0; j-- {
			q := at[j]
			if q == p || abs(p.Col-q.Col) > 1 || abs(p.Row-q.Row) > 1 || pieces(b.Tile(q)) == 0 {
				continue
			}
			if b.Tile(q).Owner != 1 {
				return p, true
			}
			break // the piece that would move is on a tile of his already
		}
	}
	return game.Place{}, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// powerWords says a power the plan uses, in table words (t the turn).
func powerWords(u sultan.PowerUse, after sultan.State, t sultan.TurnProgress) string {
	paid := ""
	if u.Pay != "" {
		paid = ", paid with " + english.Payment(u.Pay)
	}
	at := func() string {
		if u.At == nil {
			return ""
		}
		return fmt.Sprintf("%s (%s)", u.At.Short(), after.Board.Tile(*u.At).Type)
	}
	switch u.Power {
	case enki:
		return "Enki: a Palm Tree on " + at() + paid
	case bouraq:
		return "Bouraq: a Palace on " + at() + paid
	case leta, utug:
		piece := "a Camel"
		if u.Tent || u.At != nil && after.Board.Tile(*u.At).Tent {
			piece = "the Tent"
		}
		return u.Power + ": " + piece + " on " + at() + paid
	case lamia:
		return "Lamia: the Palm Tree placed to " + at() + paid
	case hagis:
		return "Hagis: the Palace placed to " + at() + paid
	case game.FabulousLamp.Key():
		return "the Fabulous Lamp: take the Djinn " + u.Djinn
	case game.RebirthRing.Key():
		return "the Rebirth Ring: take back an Item of the discard pile"
	case game.BurningScimitar.Key():
		var removed game.Meeples
		for _, c := range u.Meeples {
			if tr, err := game.ParseTribe(string(c)); err == nil {
				removed[tr]++
			}
		}
		var victims []string
		for _, tr := range game.Tribes {
			switch n := removed[tr]; {
			case n == 1:
				victims = append(victims, article(tr.String()))
			case n > 1:
				victims = append(victims, tribeWords(n, tr))
			}
		}
		piece := "a Camel"
		if after.Board.Tile(*u.At).Tent {
			piece = "the Tent"
		}
		return fmt.Sprintf("the Burning Scimitar: remove %s from %s, %s on it", strings.Join(victims, " and "), at(), piece)
	case flute:
		return fluteWords(u, after)
	case anunNak:
		return anunWords(u, after, paid)
	case game.TempestTalisman.Key():
		to := *u.To
		return fmt.Sprintf("the Tempest Talisman: the Camel on %s (%s) to %s (%s)", u.At.Short(), after.Board.Tile(*u.At).Type, to.Short(), after.Board.Tile(to).Type)
	case sibittis:
		return "Sibittis: keep 1 of the 3 Djinns drawn" + paid
	case sloar:
		return "Sloar: draw the top card of the resource pile" + paid
	case iblis:
		if tr, err := game.ParseTribe(u.Meeples); err == nil && t.Kill != nil {
			return fmt.Sprintf("Iblis: kill %s on %s too%s", article(tr.String()), t.Kill.Place.Short(), paid)
		}
	case kandicha:
		if t.Kill == nil {
			return "Kandicha"
		}
		switch tr, _ := game.ParseTribe(t.Kill.Meeple); tr {
		case game.Merchant:
			return "Kandicha: the first card of the row for the Merchant killed"
		case game.Builder:
			return fmt.Sprintf("Kandicha: %s for the Builder killed", sultan.Plural(t.Coins.Kandicha, "coin", "coins"))
		case game.Artisan:
			return "Kandicha: keep the Artisan killed, and draw an Item"
		default:
			return "Kandicha: keep the " + tr.String() + " killed"
		}
	}
	if it, err := game.ParseItem(u.Power); err == nil {
		return "the " + it.String() + paid // a Magic Item in table words, never its key
	}
	return u.Power + paid
}

// powerHidden names what a power the plan uses draws face down, "" for
// nothing: the stand-in played is valued in the estimate, not the score.
func powerHidden(u sultan.PowerUse) string {
	if u.Power == anunNak {
		return anunHidden
	}
	if u.Power == sibittis {
		return "the Djinn Sibittis keeps (1 of 3 drawn face down; valued as a 6 VP Djinn in the estimate, not the score)"
	}
	if u.Power == game.RebirthRing.Key() {
		it, _ := game.ParseItem(u.Item)
		return "the Item the Rebirth Ring takes (the discard pile is not tracked; valued as the " + it.String() + " in the estimate, not the score)"
	}
	if u.Power == sloar {
		r, _ := game.ParseResource(u.Card)
		return "the card Sloar draws (the top of the resource pile, hidden; valued as a " + cardWords(r) + " in the estimate, not the score)"
	}
	if u.Power == kandicha && u.Item != "" {
		it, _ := game.ParseItem(u.Item)
		return "the Item Kandicha draws (hidden; valued as the " + it.String() + " in the estimate, not the score)"
	}
	return ""
}

// powerPlaced reports whether Leta, Utug or the Burning Scimitar of
// powers placed a Camel (or the Tent) on p: said with the power, not as
// the move's control.
func powerPlaced(powers []sultan.PowerUse, p game.Place) bool {
	for _, u := range powers {
		if (u.Power == leta || u.Power == utug || u.Power == game.BurningScimitar.Key()) && u.At != nil && *u.At == p {
			return true
		}
	}
	return false
}
