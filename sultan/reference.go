package sultan

import "github.com/naqala/naqala/game"

// What the rules reference (package rulesref) reads of the engine's own
// tables, so that the reference cannot say another cost than the one the
// engine charges.

// PowerPayments lists the ways to pay the activated power of the Djinn
// (any spelling) or Magic Item called name, as the engine charges them:
// played is false for a card whose power the player's turn does not
// activate (a passive Djinn, a power of the bidding); ways is empty for a
// power that costs nothing (a Magic Item, Kandicha). Echidna's cost is the
// Builders' option's.
func PowerPayments(name string) (ways []Payment, played bool) {
	if d, ok := game.LookupDjinn(name); ok && d.Name == echidna {
		return append([]Payment(nil), twoOf...), true
	}
	if _, ok := game.LookupThief(name); ok {
		return nil, false
	}
	pw, ok := lookupPower(name)
	if !ok {
		return nil, false
	}
	return append([]Payment(nil), pw.pays...), true
}

// TileActionPayments lists the ways to pay the action of a tile that
// costs meeples or Fakirs: a Sacred Place's Djinn (2 Elders, or 1 Elder
// and 1 Fakir) and a Workshop's Item (1 Artisan or 2 Fakirs); nil for
// other tiles (a market costs coins: MarketOf).
func TileActionPayments(tt game.TileType) []Payment {
	switch {
	case isSacred(tt):
		return []Payment{PayElders, PayElderFakir}
	case tt == game.Workshop:
		return []Payment{PayArtisan, PayFakirs}
	}
	return nil
}
