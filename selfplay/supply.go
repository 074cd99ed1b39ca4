package selfplay

import (
	"math/rand/v2"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// supply is what the table hides: the resource deck (its top at the
// end), the Djinn deck, the Item stack, the Thief pile (its face-up Thief
// is the game's Thief row), and the source of chance for the resource
// deck's reshuffles.
type supply struct {
	resources []game.Resource
	djinns    []string
	items     []game.Item
	thieves   []string // the Thief pile, its top at the end
	thieved   bool     // Thieves in play
	// discarded is the Items' discard pile, face up: the Items of a draw
	// not kept and the Magic Items used (the Rebirth Ring takes from it).
	discarded []game.Item
	rng       *rand.Rand
	// bag draws Anun-Nak's meeples (drawBag): the game's own stream
	// (bagRand); rng when nil.
	bag *rand.Rand
}

// newSupply shuffles the decks of the expansions in x (reference
// sections 4, 5, 6, 7): the 54 resource cards, every Djinn of the
// expansions (those of unknown VP score at the run's Guesses), the 18
// Items with Artisans, and with Thieves the Thief pile (Madjaar only with
// Artisans), whose top card the first refill turns face up
// (thieves-of-naqala.en.txt, Setting Up).
func newSupply(x game.Expansions, rng *rand.Rand) *supply {
	s := &supply{rng: rng}
	s.resources = fullDeck()
	shuffle(rng, s.resources)
	for _, d := range game.Djinns() {
		if x.Has(d.Expansion) {
			s.djinns = append(s.djinns, d.Name)
		}
	}
	shuffle(rng, s.djinns)
	if x.Artisans {
		for _, it := range game.Items() {
			for range it.Count() {
				s.items = append(s.items, it)
			}
		}
		shuffle(rng, s.items)
	}
	if x.Thieves {
		for _, th := range game.AllThieves() {
			if !th.NeedsArtisans() || x.Artisans {
				s.thieves = append(s.thieves, th.Name)
			}
		}
		shuffle(rng, s.thieves)
		s.thieved = true
	}
	return s
}

// thiefRow is the Thief row after clean-up, the row being row: the top
// card of the Thief pile turned face up when no Thief is
// (thieves-of-naqala.en.txt, Clean-Up: "If there is no Thief visible,
// draw the top card of the Thief pile"); none with the pile out, nil
// without Thieves.
func (s *supply) thiefRow(row []string) []string {
	switch {
	case !s.thieved:
		return nil
	case len(row) > 0:
		return slices.Clone(row)
	case len(s.thieves) == 0:
		return []string{}
	}
	top := s.thieves[len(s.thieves)-1]
	s.thieves = s.thieves[:len(s.thieves)-1]
	return []string{top}
}

// fullDeck is the 54 resource cards: 18 Fakirs and 36 goods.
func fullDeck() []game.Resource {
	var deck []game.Resource
	for range game.Fakirs {
		deck = append(deck, game.Resource{Fakir: true})
	}
	for _, g := range game.Goods() {
		for range g.Count() {
			deck = append(deck, game.Resource{Good: g})
		}
	}
	return deck
}

func shuffle[T any](rng *rand.Rand, s []T) {
	rng.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
}

// drawResource takes the top card of the resource deck; an empty deck is
// first made again from the discard pile, shuffled: every card that is
// neither in the row nor held by the player or Yazid. ok is false when no
// card is left anywhere.
func (s *supply) drawResource(st sultan.State) (game.Resource, bool) {
	if len(s.resources) == 0 {
		s.resources = discards(st, s.resources)
		shuffle(s.rng, s.resources)
	}
	if len(s.resources) == 0 {
		return game.Resource{}, false
	}
	r := s.resources[len(s.resources)-1]
	s.resources = s.resources[:len(s.resources)-1]
	return r, true
}

// discards is the discard pile: the 54 cards less those in the deck, the
// row and the hands (sold goods, spent Fakirs and the goods Yazid
// discards all end there).
func discards(st sultan.State, deck []game.Resource) []game.Resource {
	fakirs := game.Fakirs - st.Player.Fakirs - st.Yazid.Fakirs
	var goods [game.NumGoods]int
	for _, g := range game.Goods() {
		goods[g] = g.Count() - st.Player.Goods[g]
	}
	for _, rs := range [][]game.Resource{deck, st.Resources} {
		for _, r := range rs {
			if r.Fakir {
				fakirs--
			} else {
				goods[r.Good]--
			}
		}
	}
	var out []game.Resource
	for range max(fakirs, 0) {
		out = append(out, game.Resource{Fakir: true})
	}
	for _, g := range game.Goods() {
		for range max(goods[g], 0) {
			out = append(out, game.Resource{Good: g})
		}
	}
	return out
}

// refill is the rows at clean-up (reference section 10): the resource
// row to 9 cards, the Djinn row to 3 and the Thief row to 1, from the
// decks.
func (s *supply) refill(st sultan.State) sultan.Rows {
	row := append([]game.Resource{}, st.Resources...)
	for len(row) < sultan.ResourceRowSize {
		cur := st
		cur.Resources = row
		r, ok := s.drawResource(cur)
		if !ok {
			break
		}
		row = append(row, r)
	}
	djinns := append([]string{}, st.DjinnRow...)
	for len(djinns) < sultan.DjinnRowSize && len(s.djinns) > 0 {
		djinns = append(djinns, s.djinns[len(s.djinns)-1])
		s.djinns = s.djinns[:len(s.djinns)-1]
	}
	return sultan.Rows{Resources: resourceNames(row), DjinnRow: djinns, ThiefRow: s.thiefRow(st.ThiefRow)}
}

func resourceNames(rs []game.Resource) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.String()
	}
	return out
}

// drawItems draws up to n Items from the stack; the ones not kept are
// discarded face up (discardBut), for the Rebirth Ring.
func (s *supply) drawItems(n int) []game.Item {
	n = min(n, len(s.items))
	out := append([]game.Item{}, s.items[len(s.items)-n:]...)
	s.items = s.items[:len(s.items)-n]
	return out
}

// discardBut discards the Items drawn but the one kept.
func (s *supply) discardBut(drawn []game.Item, kept game.Item) {
	if i := slices.Index(drawn, kept); i >= 0 {
		s.discarded = append(s.discarded, drawn[:i]...)
		s.discarded = append(s.discarded, drawn[i+1:]...)
	}
}

// HornOrderer is a policy that orders the row the Horn of Plenty refilled
// (its plans use the Horn before the move: sultan.TurnPlan.Before). A
// policy that is not keeps the row's cards first, the cards drawn after
// them.
type HornOrderer interface {
	// HornRow is the row ordered, every card of row seen, for the n
	// Merchants the move takes, the table as it stands before the Horn.
	HornRow(st sultan.State, row []game.Resource, n int) []string
}

// hornFor is the Horn of Plenty's use u with the refill drawn from the
// resource deck, where the plan saw stand-ins, and the row ordered by
// pol for the n Merchants the move takes; false when the deck cannot
// refill the row to 9 (the Horn is not used).
func (s *supply) hornFor(st sultan.State, u sultan.PowerUse, pol Policy, n int) (sultan.PowerUse, bool) {
	if st.Resources == nil {
		return u, true // the row not tracked: the Horn takes no row
	}
	row := append([]game.Resource{}, st.Resources...)
	for len(row) < sultan.ResourceRowSize {
		cur := st
		cur.Resources = row
		r, ok := s.drawResource(cur)
		if !ok {
			return u, false
		}
		row = append(row, r)
	}
	if o, ok := pol.(HornOrderer); ok {
		u.Row = o.HornRow(st, row, n)
	} else {
		u.Row = resourceNames(row)
	}
	return u, true
}

// ItemKeeper is a policy that chooses which Item of an Artisan draw to
// keep (reference 11 step 3: draw n Items, keep 1, the rest discarded).
// A policy that is not keeps as the advisor does (advisorKeeps).
type ItemKeeper interface {
	// KeepItem is the Item kept of drawn (one or more), the table as it
	// stands before it is kept.
	KeepItem(st sultan.State, drawn []game.Item, rng *rand.Rand) game.Item
}

// keepItem is the Item pol keeps of drawn.
func keepItem(pol Policy, st sultan.State, drawn []game.Item, rng *rand.Rand) game.Item {
	if k, ok := pol.(ItemKeeper); ok {
		return k.KeepItem(st, drawn, rng)
	}
	return advisorKeeps(drawn)
}

// advisorKeeps is the Item the advisor keeps: the Precious Item with the
// most VP; of Magic Items alone, the first its plan uses (docs/advice.md)
// in the order the Fabulous Lamp, the Burning Scimitar, the Tempest
// Talisman, else the first drawn.
func advisorKeeps(drawn []game.Item) game.Item {
	best := drawn[0]
	for _, it := range drawn[1:] {
		if it.VP() > best.VP() || it.VP() == best.VP() && planned(it) < planned(best) {
			best = it
		}
	}
	return best
}

// planned is the advisor's preference among Magic Items: the ones its
// plan uses first, lower first.
func planned(it game.Item) int {
	switch it {
	case game.FabulousLamp:
		return 0
	case game.BurningScimitar:
		return 1
	case game.TempestTalisman:
		return 2
	}
	return 3
}

// drawFor is the power use u with the hidden draw the advice played a
// stand-in for replaced by the supply's, the table being st: Sibittis
// draws the top 3 Djinns and keeps the one of the most VP (the others
// are discarded), Kandicha on an Artisan draws the top Item, Sloar the
// top card of the resource deck, the Rebirth Ring the Precious Item of
// the most VP of the discard pile, Anun-Nak 3 meeples of the bag
// (drawBag). ok is false when the deck or stack has nothing left (the
// Ring: no Precious Item discarded; Anun-Nak: fewer than 3 in the bag).
func (s *supply) drawFor(st sultan.State, u sultan.PowerUse) (sultan.PowerUse, bool) {
	switch {
	case u.Power == "Anun-Nak":
		drawn, ok := s.drawBag(st, u.Pay)
		if !ok {
			return u, false
		}
		u.Meeples = drawn.String()
	case u.Power == game.RebirthRing.Key():
		best := -1
		for i, it := range s.discarded {
			if it.Precious() && (best < 0 || it.VP() > s.discarded[best].VP()) {
				best = i
			}
		}
		if best < 0 {
			return u, false
		}
		u.Item = s.discarded[best].Key()
		s.discarded = slices.Delete(s.discarded, best, best+1)
	case u.Power == "Sloar":
		r, ok := s.drawResource(st)
		if !ok {
			return u, false
		}
		u.Card = r.String()
	case u.Power == "Sibittis":
		n := min(3, len(s.djinns))
		if n == 0 {
			return u, false
		}
		drawn := s.djinns[len(s.djinns)-n:]
		s.djinns = s.djinns[:len(s.djinns)-n]
		best, bestVP := "", -1
		for _, name := range drawn {
			if d, ok := game.LookupDjinn(name); ok && d.VP > bestVP {
				best, bestVP = d.Name, d.VP
			}
		}
		u.Djinn = best
	case u.Power == "Kandicha" && u.Item != "":
		drawn := s.drawItems(1)
		if len(drawn) == 0 {
			return u, false
		}
		u.Item = drawn[0].Key()
	}
	return u, true
}

// drawBag draws Anun-Nak's 3 meeples at random from the bag as the table
// st holds it (sultan.State.Bag: the box less the board and what both
// sides hold), the Elder paid in it when pay is an Elder's, with the
// bag's stream; ok is false when it holds fewer than 3.
func (s *supply) drawBag(st sultan.State, pay sultan.Payment) (drawn game.Meeples, ok bool) {
	bag, _ := st.Bag()
	if pay == sultan.PayElder {
		bag[game.Elder]++
	}
	if bag.Total() < sultan.AnunNakDraw {
		return drawn, false
	}
	rng := s.bag
	if rng == nil {
		rng = s.rng
	}
	for range sultan.AnunNakDraw {
		k := rng.IntN(bag.Total())
		for _, tr := range game.Tribes {
			if k < bag[tr] {
				bag[tr]--
				drawn[tr]++
				break
			}
			k -= bag[tr]
		}
	}
	return drawn, true
}
