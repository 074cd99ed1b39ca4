package advisor

import (
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// afterMove is what the table looks like once the move's meeples are
// dropped and its tribe taken, before the actions: what the choices of
// the turn depend on. The board is not copied: meeples reads a tile.
type afterMove struct {
	board *game.Board // before the move
	move  game.Move
	last  game.Place
	tribe game.Tribe
	taken int
}

func dropMove(b *game.Board, m game.Move) afterMove {
	last := m.Last()
	tr := m.Drops[len(m.Drops)-1].Tribe
	a := afterMove{board: b, move: m, last: last, tribe: tr}
	a.taken = a.dropped(last)[tr]
	return a
}

// dropped is the meeples on q once the move's meeples are dropped, before
// its tribe is taken.
func (a afterMove) dropped(q game.Place) game.Meeples {
	var m game.Meeples
	if q != a.move.From {
		m = a.board.Tile(q).Meeples
	}
	for _, d := range a.move.Drops {
		if d.To == q {
			m[d.Tribe]++
		}
	}
	return m
}

// meeples is the meeples on q after the move, its tribe taken.
func (a afterMove) meeples(q game.Place) game.Meeples {
	m := a.dropped(q)
	if q == a.last {
		m[a.tribe] = 0
	}
	return m
}

// plans lists the turns to try for move m on st: every choice the turn
// leaves open (reference section 11, steps 2-4), the ones the rules
// refuse being dropped later by sultan.PlayTurn. Hidden draws (an Item)
// and cards of a row not tracked cannot be chosen: unknown lists them.
func plans(st sultan.State, m game.Move) (out []sultan.TurnPlan, unknown []string) {
	out, _, unknown = plansSig(st, m)
	return out, unknown
}

// planSig is what a plan chooses that its value before Yazid's roll
// depends on, given the table after the move: of the Assassins' victim
// only the tile it empties (which meeple dies changes no holding), or
// for a kill that empties none the Fakirs it spends.
//
// Its fields are small (a signature is compared with those of its
// class, and a class lists many).
type planSig struct {
	kill   killSig // the tile a kill empties; zero for none
	fakirs int16   // the Fakirs a kill that empties no tile spends
	tribe  int32   // the tribe choice's index, -1 for a kill
	tile   int32   // the tile choice's index
	tent   bool
	// second is the tribe Iblis kills, plus one, with Iblis held and the
	// kill's tile left with one meeple (zero otherwise): Iblis empties
	// the tile, and Kandicha acts on it. With iblis, the tribe Iblis
	// kills, plus one, when Kandicha gives something for it.
	second int8
	// iblis is the payment of Iblis planned on a kill that leaves more
	// than one meeple on its tile, plus one (zero for none; iblisPays).
	iblis int8
	// victim is the tribe killed, plus one, with Kandicha held and
	// giving something for it (kandichaGains; zero otherwise): what
	// Kandicha gives depends on it, and on a Builder's tile.
	victim int8
	// flute: the plan uses the Enchanting Flute after the class's powers
	// (flutePlans, for the tests: the search tries the uses when it
	// reckons the turn without it, pushFlute).
	flute bool
	// horn: the Horn of Plenty before the move (hornPlans).
	horn bool
}

// killSig is a kill's tile in a planSig: its column and row (zero for
// none).
type killSig struct{ col, row int8 }

// killAt is the killSig of tile p.
func killAt(p game.Place) killSig { return killSig{int8(p.Col), int8(p.Row)} }

// plansSig is plans with each plan's planSig.
func plansSig(st sultan.State, m game.Move) (out []sultan.TurnPlan, sigs []planSig, unknown []string) {
	var pl planner
	pl.flute.set(st, DefaultWeights(), sultan.DefaultRules(), false)
	pl.flute.list = true
	return pl.plansSig(st, m, nil, nil, false)
}

// tribeLetters is each tribe's letter, as a kill names its victim.
var tribeLetters = func() (l [game.NumTribes]string) {
	for _, tr := range game.Tribes {
		l[tr] = string(tr.Letter())
	}
	return l
}()

// planner lists plans, its buffers of choices reused from one call to
// the next.
type planner struct {
	tribes []sultan.TribeChoice
	tiles  []sultan.TileChoice
	// kills is the chunk the kill choices point into: a kill is never
	// changed once listed (the plans only read it).
	kills []sultan.Kill
	// unknown is the buffer of what a move's plans cannot value; lists
	// the lists met, shared by the moves that give them.
	unknown []string
	lists   [][]string
	spends  []int // the Fakirs spent by the kills listed (firsts)
	// flute lists the Enchanting Flute's uses (flute.go), when held.
	flute fluter
	// anun lists the tiles Anun-Nak fills (anunnak.go), when held.
	anun anunNaker
	// weights value the Horn of Plenty's cards (hornUse); nil: the
	// defaults.
	weights *Weights
	// itemBefore: a Magic Item is used before the move (Options): the
	// plans use no other.
	itemBefore bool
}

// shared is the list equal to unknown that pl met before, else a copy of
// it kept: read only, and full (an append copies it). nil for none.
func (pl *planner) shared(unknown []string) []string {
	if len(unknown) == 0 {
		return nil
	}
	for _, l := range pl.lists {
		if slices.Equal(l, unknown) {
			return l
		}
	}
	l := slices.Clip(slices.Clone(unknown))
	pl.lists = append(pl.lists, l)
	return l
}

// kill is &k, from a chunk of kills.
func (pl *planner) kill(k sultan.Kill) *sultan.Kill {
	if len(pl.kills) == cap(pl.kills) {
		pl.kills = make([]sultan.Kill, 0, 64)
	}
	pl.kills = append(pl.kills, k)
	return &pl.kills[len(pl.kills)-1]
}

// plansSig is plansSig, its plans and signatures in outBuf and sigBuf
// when they are large enough (the caller's buffers, read before they are
// given again).
//
// With firsts, only the first plan of each signature is listed (what a
// class's values read), in the same order.
func (pl *planner) plansSig(st sultan.State, m game.Move, outBuf []sultan.TurnPlan, sigBuf []planSig, firsts bool) (out []sultan.TurnPlan, sigs []planSig, unknown []string) {
	a := dropMove(st.Board, m)
	p := st.Player
	victims, second := p.HasDjinn(kandicha), p.HasDjinn(iblis)
	unknown = pl.unknown[:0]
	defer func() { pl.unknown = unknown[:0]; unknown = pl.shared(unknown) }()
	tribes := pl.tribes[:0]
	defer func() { pl.tribes = tribes[:0] }()
	tribes, unknown = pl.tribeChoices(st, a, tribes, unknown, firsts, victims, second)
	if len(tribes) == 0 {
		tribes = append(tribes, sultan.TribeChoice{})
	}
	tiles := append(pl.tiles[:0], sultan.TileChoice{Skip: true})
	defer func() { pl.tiles = tiles[:0] }()
	tiles, unknown = tileChoices(st, a, tiles, unknown)
	tents := []bool{false}
	if st.TentToPlace() && p.Camels > 0 {
		tents = append(tents, true)
	}
	n := len(tents) * len(tribes) * len(tiles)
	out, sigs = outBuf[:0], sigBuf[:0]
	if cap(out) < n {
		out = make([]sultan.TurnPlan, 0, max(n, 2*cap(out)))
	}
	if cap(sigs) < n {
		sigs = make([]planSig, 0, max(n, 2*cap(sigs)))
	}
	// The Tent is a choice only where the turn controls a tile: the last
	// tile emptied, or a kill's (a plan's Tent is not read otherwise,
	// and its turn is the one without it).
	moveControls := a.meeples(a.last).Total() == 0 && a.board.Tile(a.last).Owner == game.NoOwner
	for _, tent := range tents {
		for i, tr := range tribes {
			if tent && !moveControls && (tr.Kill == nil || a.meeples(tr.Kill.Place).Total() != 1 ||
				a.board.Tile(tr.Kill.Place).Owner != game.NoOwner) {
				continue
			}
			// What the tribe choice signs, the same for every tile
			// choice.
			trSig := planSig{tribe: int32(i), tent: tent}
			var killOn game.Meeples // the meeples on the kill's tile
			if tr.Kill != nil {
				killOn = a.meeples(tr.Kill.Place)
				trSig.tribe = -1
				empties := killOn.Total() == 1
				if victims {
					// Kandicha's gain reads the tribe, and a
					// Builder's tile.
					v, _ := game.ParseTribe(tr.Kill.Meeple)
					trSig.fakirs = int16(tr.Fakirs)
					if kandichaGains(st, v) {
						trSig.victim = int8(v) + 1
					}
					if empties || v == game.Builder {
						trSig.kill = killAt(tr.Kill.Place)
					}
				} else if empties {
					trSig.kill = killAt(tr.Kill.Place)
				} else {
					trSig.fakirs = int16(tr.Fakirs)
				}
				if on := killOn; second && on.Total() == 2 {
					// Iblis may empty the tile: its place, the
					// victim and the meeple left sign the kill.
					v, _ := game.ParseTribe(tr.Kill.Meeple)
					on[v]--
					trSig.kill, trSig.fakirs, trSig.victim = killAt(tr.Kill.Place), 0, int8(v)+1
					for _, w := range game.Tribes {
						if on[w] > 0 {
							trSig.second = int8(w) + 1
						}
					}
				}
			}
			for j, ti := range tiles {
				out = append(out, sultan.TurnPlan{Move: m, Tent: tent, Tribe: tr, Tile: ti})
				sg := trSig
				sg.tile = int32(j)
				sigs = append(sigs, sg)
				plain := len(out) - 1
				if tr.Kill != nil && second && victims && killOn.Total() > 2 {
					// Iblis on a kill that leaves more than one meeple: a
					// plan for each tribe left, after the one without.
					out, sigs = iblisPlans(st, out, sigs, sg, tr, killOn, victims)
				}
				if pl.flute.list && len(pl.flute.all) > 0 {
					// The Flute after the class's powers, for the tests:
					// a plan for each use worth trying, after the one
					// without.
					out, sigs = pl.flutePlans(out, sigs, out[plain], sg, tr)
				}
			}
		}
	}
	out, sigs = pl.hornPlans(st, a, out, sigs, tents, moveControls)
	return out, sigs, unknown
}

// hornPlans appends to out the plans of a Merchants' move a that use the
// Horn of Plenty before it (hornUse), after those without: one for each
// Tent choice and tile choice, the market's picks read on the row the
// Horn orders.
func (pl *planner) hornPlans(st sultan.State, a afterMove, out []sultan.TurnPlan, sigs []planSig, tents []bool, moveControls bool) ([]sultan.TurnPlan, []planSig) {
	if a.tribe != game.Merchant || st.Player.Items[game.HornOfPlenty] == 0 || pl.itemBefore {
		return out, sigs
	}
	w := pl.weights
	if w == nil {
		d := DefaultWeights()
		w = &d
	}
	u, ok := hornUse(st, a, *w)
	if !ok {
		return out, sigs
	}
	// The market reads the row the Merchants leave.
	on := st
	on.Resources = make([]game.Resource, 0, len(u.Row))
	for _, s := range u.Row[min(a.taken, len(u.Row)):] {
		r, _ := game.ParseResource(s)
		on.Resources = append(on.Resources, r)
	}
	tiles, _ := tileChoices(on, a, []sultan.TileChoice{{Skip: true}}, nil)
	before := []sultan.PowerUse{u}
	for _, tent := range tents {
		if tent && !moveControls {
			continue
		}
		for j, ti := range tiles {
			out = append(out, sultan.TurnPlan{Move: a.move, Tent: tent, Tile: ti, Before: before})
			sigs = append(sigs, planSig{tile: int32(j), tent: tent, horn: true})
		}
	}
	return out, sigs
}

// iblisPays is how Iblis is paid on a kill that leaves more than one
// meeple: a Fakir, else an Elder (iblisPlans).
var iblisPays = [...]sultan.Payment{sultan.PayFakir, sultan.PayElder}

// iblisUses is Iblis killing each tribe, paid each way of iblisPays: a
// plan's powers, read only.
var iblisUses = func() (u [len(iblisPays)][game.NumTribes][]sultan.PowerUse) {
	for i, pay := range iblisPays {
		for _, tr := range game.Tribes {
			u[i][tr] = []sultan.PowerUse{{Power: iblis, Pay: pay, Meeples: tribeLetters[tr]}}
		}
	}
	return u
}()

// iblisWorth reports whether Iblis is planned on a meeple of tribe w
// a kill leaves: with victims, when Kandicha gives something for it (a
// Vizier or Elder kept, say: exact points). What Iblis alone takes out of
// Yazid's next strike (a Vizier, an Elder, an Assassin toward his
// seventh) rarely pays its Fakir, one roll in 36 or so striking a given
// tile, and each plan costs the search its work: planned on the
// Assassins that would give him his seventh, 100 self-play games never
// used it and lost points and a survival to the budget it took
// (docs/advice.md).
func iblisWorth(st sultan.State, w game.Tribe, victims bool) bool {
	return victims && kandichaGains(st, w)
}

// iblisPlans appends to out and sigs the plans of Iblis on the kill of
// the tribe choice tr, on its tile holding on before the kill (more than
// two meeples): one for each tribe left it is worth trying on
// (iblisWorth), Iblis paid with a Fakir when the kill leaves one, else
// with an Elder, and sg, the plan's without Iblis, marked. What Iblis is
// worth there is what Kandicha (victims) gives for the second victim,
// less its cost, and what it takes out of Yazid's next strike, which the
// value before his roll does not see: the ranking compares the plans
// (withPowers never chooses it). The tribe Kandicha acts on, and a
// Builder's tile, sign the plan.
func iblisPlans(st sultan.State, out []sultan.TurnPlan, sigs []planSig, sg planSig, tr sultan.TribeChoice, on game.Meeples, victims bool) ([]sultan.TurnPlan, []planSig) {
	p := st.Player
	pay := -1
	switch {
	case p.Fakirs > tr.Fakirs:
		pay = 0
	case p.Elders > 0:
		pay = 1
	default:
		return out, sigs
	}
	v, _ := game.ParseTribe(tr.Kill.Meeple)
	on[v]--
	plain := out[len(out)-1]
	for _, w := range game.Tribes {
		if on[w] == 0 || !iblisWorth(st, w, victims) {
			continue
		}
		gains := victims && kandichaGains(st, w)
		plan := plain
		plan.Powers = iblisUses[pay][w]
		s := sg
		s.iblis = int8(pay) + 1
		if gains {
			s.second = int8(w) + 1
			if w == game.Builder {
				s.kill = killAt(tr.Kill.Place)
			}
		}
		out, sigs = append(out, plan), append(sigs, s)
	}
	return out, sigs
}

// iblisLeft is, with Iblis and Kandicha held (second, victims), what
// signs the plans of Iblis on a kill of tribe tr on a tile holding on
// (iblisPlans): a bit for each tribe left that Kandicha gives something
// for; false when the tile signs them (a Builder left: Kandicha's coins
// are its tile's).
func iblisLeft(st sultan.State, on game.Meeples, tr game.Tribe, second, victims bool) (int, bool) {
	if !second || !victims || on.Total() <= 2 {
		return 0, true
	}
	on[tr]--
	left := 0
	for _, w := range game.Tribes {
		switch {
		case on[w] == 0 || !iblisWorth(st, w, victims):
		case w == game.Builder:
			return 0, false
		default:
			left |= 1 << w
		}
	}
	return left, true
}

// tribeChoices appends to tribes the choices of the tribe action of the
// move a (reference section 11): the Fakirs and Echidna of the Builders,
// every kill in reach (with firsts, of the kills that empty no tile only
// the first spending each number of Fakirs; with victims, Kandicha held,
// of each tribe it gives something for (kandichaGains) but the Builders,
// whose tile gives Kandicha's coins); with second, Iblis held, every
// kill that leaves one meeple on its tile (Iblis may empty it); the
// Item the Artisans draw; unknown what cannot be chosen.
func (pl *planner) tribeChoices(st sultan.State, a afterMove, tribes []sultan.TribeChoice, unknown []string, firsts, victims, second bool) ([]sultan.TribeChoice, []string) {
	p := st.Player
	spends := pl.spends[:0]
	defer func() { pl.spends = spends[:0] }()
	switch a.tribe {
	case game.Builder:
		ways := []sultan.Payment{""}
		if p.HasDjinn("Echidna") {
			ways = append(ways, sultan.PayElders, sultan.PayElderFakir)
		}
		for f := 0; f <= p.Fakirs; f++ {
			for _, e := range ways {
				tribes = append(tribes, sultan.TribeChoice{Fakirs: f, Echidna: e})
			}
		}
	case game.Assassin:
		tribes = append(tribes, sultan.TribeChoice{Skip: true})
		// With victims, a kill that empties no tile and spends more
		// Fakirs than another of its tribe (not a Builder: its tile
		// gives Kandicha's coins) is worth less before Yazid's roll: not
		// tried.
		var cheapest [game.NumTribes]int
		if victims {
			cheapest = pl.cheapestKills(a, p.Fakirs)
		}
		for i := range a.board.Tiles {
			q := game.Place{Col: i%a.board.Cols + 1, Row: i/a.board.Cols + 1} // row-major, as Places
			d := sultan.Distance(a.last, q)
			if a.board.Tile(q).Type.Forbidden() || d > a.taken+p.Fakirs {
				continue
			}
			on := a.meeples(q)
			f := max(d-a.taken, 0)
			iblisOn := second && on.Total() == 2
			for _, tr := range game.Tribes {
				if on[tr] == 0 || !iblisOn && victims && on.Total() > 1 && tr != game.Builder && f > cheapest[tr] {
					continue
				}
				left, leftOK := iblisLeft(st, on, tr, second, victims)
				if firsts && on.Total() > 1 && !(victims && tr == game.Builder) && !iblisOn && leftOK {
					// Of the kills that empty no tile, only the first
					// spending f Fakirs (of tribe tr with victims): the
					// others are of its signature (with Iblis held too,
					// the same tribes left for it: iblisLeft).
					k := f
					if victims && kandichaGains(st, tr) {
						k = f*(game.NumTribes+1) + 1 + int(tr)
					} else if victims {
						k = f * (game.NumTribes + 1)
					}
					k = k<<(game.NumTribes+2) | left
					if slices.Contains(spends, k) {
						continue
					}
					spends = append(spends, k)
				}
				tribes = append(tribes, sultan.TribeChoice{Fakirs: f,
					Kill: pl.kill(sultan.Kill{Place: q, Meeple: tribeLetters[tr]})})
			}
		}
	case game.Merchant:
		if st.Resources == nil {
			unknown = append(unknown, "the cards the Merchants take (resource row not tracked)")
		}
	case game.Artisan:
		if it, ok := firstItem(p); ok {
			tribes = append(tribes, sultan.TribeChoice{Item: it.String()})
			unknown = append(unknown, "the Item the Artisans draw (hidden; valued as the "+it.String()+" in the estimate, not the score)")
		} else {
			tribes = append(tribes, sultan.TribeChoice{Skip: true})
		}
	}
	return tribes, unknown
}

// kandichaGains reports whether Kandicha gives something for a meeple
// of tribe tr killed on st (kandichaUse): not for an Assassin, nor a
// Merchant with the row not tracked.
func kandichaGains(st sultan.State, tr game.Tribe) bool {
	return tr != game.Assassin && (tr != game.Merchant || st.Resources != nil)
}

// cheapestKills is, for each tribe, the fewest Fakirs a kill of it that
// empties no tile spends after the move a (the player holding fakirs).
func (pl *planner) cheapestKills(a afterMove, fakirs int) (out [game.NumTribes]int) {
	for tr := range out {
		out[tr] = fakirs + 1
	}
	for i := range a.board.Tiles {
		q := game.Place{Col: i%a.board.Cols + 1, Row: i/a.board.Cols + 1}
		d := sultan.Distance(a.last, q)
		if a.board.Tile(q).Type.Forbidden() || d > a.taken+fakirs {
			continue
		}
		on := a.meeples(q)
		if on.Total() <= 1 {
			continue
		}
		for _, tr := range game.Tribes {
			if on[tr] > 0 {
				out[tr] = min(out[tr], max(d-a.taken, 0))
			}
		}
	}
	return out
}

// tileChoices appends to tiles the choices of the tile action of the
// move a's last tile: the Djinns on offer and how to pay, the Item of a
// Workshop, a City's Whim, the market's cards; unknown what cannot be
// chosen.
func tileChoices(st sultan.State, a afterMove, tiles []sultan.TileChoice, unknown []string) ([]sultan.TileChoice, []string) {
	p := st.Player
	tt := a.board.Tile(a.last).Type
	switch {
	case tt == game.Sacred6 || tt == game.Sacred10 || tt == game.Sacred12 || tt == game.Sacred15:
		if st.DjinnRow == nil {
			unknown = append(unknown, "the Djinns on offer (Djinn row not tracked)")
		}
		for _, d := range st.DjinnRow {
			for _, pay := range []sultan.Payment{sultan.PayElders, sultan.PayElderFakir} {
				tiles = append(tiles, sultan.TileChoice{Djinn: d, Pay: pay})
			}
		}
		if th, ok := thiefOnOffer(st); ok {
			for _, pay := range []sultan.Payment{sultan.PayElders, sultan.PayElderFakir} {
				tiles = append(tiles, sultan.TileChoice{Djinn: th, Pay: pay})
			}
		}
	case tt == game.Workshop:
		if it, ok := firstItem(p); ok {
			for _, pay := range []sultan.Payment{sultan.PayArtisan, sultan.PayFakirs} {
				tiles = append(tiles, sultan.TileChoice{Item: it.String(), Pay: pay})
			}
			unknown = append(unknown, "the Item the Workshop draws (hidden; valued as the "+it.String()+" in the estimate, not the score)")
		}
	case tt.IsCity():
		tiles = append(tiles, sultan.TileChoice{})
		unknown = append(unknown, "the Whim card's reward (not known to the program)")
	default:
		mk, ok := sultan.MarketOf(tt)
		if !ok {
			break
		}
		if st.Resources == nil {
			unknown = append(unknown, "the market's cards (resource row not tracked)")
			break
		}
		window := len(st.Resources)
		if mk.Window > 0 {
			window = min(window, mk.Window)
		}
		for _, picks := range combinations(window, mk.Cards) {
			tiles = append(tiles, sultan.TileChoice{Picks: picks})
		}
	}
	return tiles, unknown
}

// firstItem is the first Item the box still has beside the player's.
func firstItem(p sultan.Holdings) (game.Item, bool) {
	for _, it := range game.Items() {
		if p.Items[it] < it.Count() {
			return it, true
		}
	}
	return 0, false
}

// combinations lists the ways to pick r of the places 1..n, in order:
// shared lists for the markets' rows (picks, read only, each clipped: an
// append copies it).
func combinations(n, r int) [][]int {
	if n < len(picks) && r < len(picks[n]) {
		return picks[n][r]
	}
	return combinationsOf(n, r)
}

// picks holds combinations(n, r) for rows of up to 12 cards, up to 3
// taken.
var picks = func() (p [13][4][][]int) {
	for n := range p {
		for r := range p[n] {
			p[n][r] = combinationsOf(n, r)
		}
	}
	return p
}()

// combinationsOf is combinations, listed afresh.
func combinationsOf(n, r int) [][]int {
	var out [][]int
	cur := make([]int, 0, r)
	var rec func(start int)
	rec = func(start int) {
		if len(cur) == r {
			out = append(out, slices.Clip(append([]int(nil), cur...)))
			return
		}
		for i := start; i <= n; i++ {
			cur = append(cur, i)
			rec(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	if r > 0 {
		rec(1)
	}
	return out
}
