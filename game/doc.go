// Package game is the shared vocabulary of Five Tribes: tiles, tribes
// (meeples), Djinns, Thieves, goods, items, expansions with their box
// limits, the board with its geometry and its text notation, and the
// player's meeple moves: checked, counted exactly, their outcomes listed.
// What is wrong with a board, a tile token or a move is a typed Problem
// (a code, a place, the pieces and numbers), said in English by its
// Error and in every language by package labels.
//
// Every number here cites its source in the rules reference; numbers the
// rules leave unknown are marked so that callers ask the user for them.
package game
