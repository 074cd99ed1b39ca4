package scoring

import "github.com/naqala/naqala/game"

// Merchandise scores a player's goods (reference section 6): the cards are
// split into suits of different goods, suit i holding every good of which
// the player has at least i cards, which scores the most because a suit's
// value grows faster with each good added (1, 2, 4, 6, 8, 9, 10, 10, 10).
//
// With Al-Amin each pair of Fakirs is one wild good of any type. Placed to
// score the most, the wilds fill the suits from the first: the first suit up
// to all nine goods, then the second, and so on. Suit sizes never grow with
// the suit number and every filling keeps that true; filling from the
// first suit gives the sizes that majorize every other filling, and a
// convex score of the sizes is largest there.
func Merchandise(goods [game.NumGoods]int, fakirs int, alAmin bool) int {
	// size[i] is the number of goods in suit i+1: the goods with more than
	// i cards. The deck holds at most 6 cards of a good, the wilds at most 9.
	var size [game.NumGoods + game.Fakirs/2 + 6]int
	suits := 0
	for _, n := range goods {
		n = min(max(n, 0), len(size))
		for i := 0; i < n; i++ {
			size[i]++
		}
		suits = max(suits, n)
	}
	if alAmin {
		wild := max(fakirs, 0) / 2
		for i := 0; wild > 0 && i < len(size); i++ {
			add := min(wild, game.NumGoods-size[i])
			size[i] += add
			wild -= add
		}
		suits = len(size)
	}
	vp := 0
	for i := 0; i < suits; i++ {
		vp += game.SuitVP(size[i])
	}
	return vp
}
