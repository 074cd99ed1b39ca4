// Package scoring computes the end-game score of Five Tribes for 1 (solo)
// to 5 players: every category, the Djinn powers that change it, ranks and
// shared victory, solo survival and titles.
package scoring
