package sultan

import "github.com/naqala/naqala/game"

// StrikeSum is f summed over what each of the next roll's 36 rolls
// strikes on b, as the odds read the dice (ComputeOdds): the tiles the
// roll names, and of a redirect's candidates its picks, the smallest
// values of f when the player chooses best (the largest else). Divided
// by Rolls it is what the roll is expected to strike, tile by tile: a
// quick reckoning of a board, not Yazid's turn played (what a strike
// takes does not change the roll's other targets here).
func StrikeSum(b *game.Board, rules Rules, f func(game.Place) int, how Reckoning) int {
	s := newShaper(b, rules)
	sum := 0
	for w := 1; w <= 6; w++ {
		for k := 1; k <= 6; k++ {
			sum += s.shape(Roll{White: w, Black: k}).value(f, how)
		}
	}
	return sum
}
