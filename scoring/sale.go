package scoring

import "github.com/naqala/naqala/game"

// SaleCoins is what selling goods pays during a turn (reference section
// 11, step 5): the sold cards are suits of different goods, each paying
// its suit value in coins, split to pay the most as Merchandise splits the
// goods at the end. Fakirs are not goods, and Al-Amin's wild goods count
// only at the end.
func SaleCoins(sold [game.NumGoods]int) int { return Merchandise(sold, 0, false) }
