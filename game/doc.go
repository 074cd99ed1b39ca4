// Package game is the shared vocabulary of Five Tribes: tiles, tribes
// (meeples), Djinns, Thieves, goods, items, expansions with their box
// limits, and the board with its geometry and its text notation.
//
// Every number here cites its source in the rules reference; numbers the
// rules leave unknown are marked so that callers ask the user for them.
package game
