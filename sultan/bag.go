package sultan

import "github.com/naqala/naqala/game"

// The bag (cheat sheet: Merchants, Builders and Assassins used go "in
// the BAG"; Anun-Nak places "3 Meeples ... drawn at random from the
// bag"). The engine keeps no bag: what it holds is what the box holds
// that is neither on the board nor in front of a side. No text says
// where the meeples the Assassins kill go (REFERENCE.md is silent, the
// cheat sheet says "KILL 1 MEEPLE"): this derivation puts them in the
// bag, as it does the Elders paid for Djinns and powers, and Yazid's
// Artisans under the variant that sends them back. With fewer than 3 in
// the bag Anun-Nak cannot be used: it places 3.

// AnunNakDraw is how many meeples Anun-Nak draws from the bag.
const AnunNakDraw = 3

// Bag is what the bag holds as the table stands: every meeple in the box
// (game.BoxMeeples) neither on the board nor held (the player's Viziers,
// Elders and Artisans; Yazid's Council, Elders, Assassins and Artisans).
// A tile whose meeples are still to be asked (State.Unknown) holds its 3
// starting meeples unseen: hidden counts them, and they are among bag's
// counts, so the bag holds bag.Total() - hidden meeples, and of a tribe
// at most bag[tribe]; with no unknown tile, hidden is 0 and bag exact.
func (s State) Bag() (bag game.Meeples, hidden int) {
	for _, tr := range game.Tribes {
		bag[tr] = game.BoxMeeples(tr, s.Expansions)
	}
	if s.Board != nil {
		for i := range s.Board.Tiles {
			if t := &s.Board.Tiles[i]; !t.Type.Forbidden() {
				for tr, n := range t.Meeples {
					bag[tr] -= n
				}
			}
		}
	}
	for i := range s.Unknown {
		if i < len(s.placeholder) {
			bag = bag.Add(s.placeholder[i]) // the engine's, not the box's
		}
		hidden += 3
	}
	bag[game.Vizier] -= s.Player.Viziers + s.Yazid.Council
	bag[game.Elder] -= s.Player.Elders + s.Yazid.Elders
	bag[game.Assassin] -= s.Yazid.Assassins
	bag[game.Artisan] -= s.Player.Artisans + s.Yazid.Artisans
	for tr, n := range bag {
		bag[tr] = max(n, 0)
	}
	return bag, hidden
}

// BagDraw is a draw from the bag, its meeples by tribe, and its
// probability.
type BagDraw struct {
	Meeples game.Meeples
	P       float64
}

// BagDraws lists every draw of n meeples at random from bag (without
// replacement; the order of the draw aside), each once with its
// probability, in the order of the tribes (Y W G B R P, the most of the
// first tribe first): a draw taking k[t] of each tribe t has probability
// the product of C(bag[t], k[t]) over C(bag.Total(), n) (multivariate
// hypergeometric). At most C(6+n-1, n) draws (56 for 3); none when the bag
// holds fewer than n.
func BagDraws(bag game.Meeples, n int) []BagDraw {
	total := bag.Total()
	if n < 0 || total < n {
		return nil
	}
	all := binomial(total, n)
	var out []BagDraw
	var k game.Meeples
	var walk func(tr, left int, ways float64)
	walk = func(tr, left int, ways float64) {
		if tr == game.NumTribes {
			if left == 0 {
				out = append(out, BagDraw{Meeples: k, P: ways / all})
			}
			return
		}
		for c := min(left, bag[tr]); c >= 0; c-- {
			k[tr] = c
			walk(tr+1, left-c, ways*binomial(bag[tr], c))
		}
		k[tr] = 0
	}
	walk(0, n, 1)
	return out
}

// binomial is C(n, k) as a float64 (exact for the bag's sizes).
func binomial(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	c := 1.0
	for i := range k {
		c = c * float64(n-i) / float64(i+1)
	}
	return c
}

// bagHolds reports whether the bag holds at least n meeples.
func (s State) bagHolds(n int) bool {
	bag, hidden := s.Bag()
	return bag.Total()-hidden >= n
}

// fromBag refuses meeples ms drawn from a bag that cannot hold them,
// naming the tribe short and what the bag holds (what: the power): the
// table after the draw would break the box's count (RefuseTable; a
// PowerError).
func (s State) fromBag(ms []game.Tribe, what string) error {
	bag, hidden := s.Bag()
	if left := bag.Total() - hidden; len(ms) > left {
		return &RuleError{Reason: RefuseTable, Err: powerError(what, PowerError{Problem: PowerBagFew, Want: len(ms), Got: left},
			"%d meeples drawn, the bag holds %d (every other meeple is on the board or held)", len(ms), left)}
	}
	var drawn game.Meeples
	for _, tr := range ms {
		drawn[tr]++
	}
	for _, tr := range game.Tribes {
		if drawn[tr] > bag[tr] {
			return &RuleError{Reason: RefuseTable, Err: powerError(what, PowerError{Problem: PowerBagShort, Tribe: tr, Want: drawn[tr], Got: bag[tr]},
				"%s drawn: %d, the bag holds %d (the others are on the board or held)", tr.Plural(), drawn[tr], bag[tr])}
		}
	}
	return nil
}
