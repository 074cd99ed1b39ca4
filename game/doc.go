// Package game is the shared vocabulary of Five Tribes: tiles, tribes
// (meeples), Djinns, Thieves, goods, items, expansions with their box
// limits, the board with its geometry and its text notation, and the
// player's meeple moves: checked, counted exactly, their outcomes listed.
//
// Every number here cites its source in the rules reference; numbers the
// rules leave unknown are marked so that callers ask the user for them.
package game
