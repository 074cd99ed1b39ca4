package sultan

import "github.com/naqala/naqala/game"

// lossAfterCapture checks the immediate losses after a capture (solo
// sheet): 7 or more Assassins with Yazid, or a payment the player could not
// make in full. Paying down to exactly 0 survives.
func lossAfterCapture(y YazidHoldings, short bool) game.Loss {
	switch {
	case y.Assassins >= LosingAssassins:
		return game.LostAssassins
	case short:
		return game.LostPayment
	}
	return game.NotLost
}

// lossAfterPurchase checks the immediate loss after Yazid buys a Djinn:
// 6 Djinns with him.
func lossAfterPurchase(y YazidHoldings) game.Loss {
	if y.Djinns >= LosingDjinns {
		return game.LostDjinns
	}
	return game.NotLost
}

// lossOfHoldings is the loss a table already shows, for a game taken up
// mid-way: 7+ Assassins or 6+ Djinns with Yazid.
func lossOfHoldings(y YazidHoldings) game.Loss {
	if l := lossAfterCapture(y, false); l != game.NotLost {
		return l
	}
	return lossAfterPurchase(y)
}

// FinalLoss is the check at the end of the game (solo sheet): the player
// needs strictly more Viziers than Yazid's Council; a tie loses.
func FinalLoss(playerViziers, council int) game.Loss {
	if playerViziers > council {
		return game.NotLost
	}
	return game.LostViziers
}
