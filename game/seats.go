package game

import "fmt"

// BasePlayers is the most players the base game seats.
const BasePlayers = 4

// PlayersWith is the most players the boxes of x seat. Reference section 8:
// the Whims of the Sultan box holds the 5th player's Camels, Tent and turn
// marker, so 5 players (and 5 Tents) only with Whims.
func PlayersWith(x Expansions) int {
	if x.Whims {
		return MaxPlayers
	}
	return BasePlayers
}

// PlayersReason says why n players can't play with the expansions x, or
// "" when they can. It counts seats only; how few players a use needs is
// its own rule.
func PlayersReason(n int, x Expansions) string {
	switch {
	case n > MaxPlayers:
		return fmt.Sprintf("%d players: at most %d", n, MaxPlayers)
	case n > PlayersWith(x):
		return fmt.Sprintf("%d players: %s", n, fifthPlayer)
	}
	return ""
}

// fifthPlayer is why a 5th player, and so a 5th Tent, needs Whims.
const fifthPlayer = "a 5th player needs the whims expansion, whose box holds the 5th player's Camels, Tent and turn marker (add whims to the expansions)"
