package scoring

import "github.com/naqala/naqala/game"

// Game is the final state of a finished game, everything the score needs.
// Players are in seat order: Players[0] is seat @1 on the Board.
type Game struct {
	Expansions game.Expansions
	Players    []Player
	// Solo is set only for a game against Sultan Yazid (one player).
	Solo *Solo
	// Board, when set, gives every player's tiles (the owners @1..@N in the
	// order of Players); each Player's Tiles must then be empty.
	Board *game.Board
}

// Player is what one player holds at the end of the game.
type Player struct {
	Name     string
	Coins    int
	Viziers  int
	Elders   int
	Artisans int
	// Djinns held, by catalogue name (game.LookupDjinn's Name).
	Djinns []HeldDjinn
	// Thieves still held, by catalogue name (Thieves of Naqala).
	Thieves []string
	// Merchandise counts the goods cards by game.Good.
	Merchandise [game.NumGoods]int
	Fakirs      int
	// Items are the Artisans item markers held; magic items score nothing.
	Items []game.Item
	// Tiles are the tiles under the player's Camels and Tent; empty when
	// the Game has a Board.
	Tiles []HeldTile
}

// HeldDjinn is a Djinn card a player holds, with the VP it scores.
type HeldDjinn struct {
	Name string
	VP   int
	// VPKnown is false for a Djinn whose VP neither the catalogue nor the
	// user gave; Score refuses such a game.
	VPKnown bool
}

// HeldTile is a tile a player controls, with what stands on it.
type HeldTile struct {
	Type    game.TileType
	Palms   int
	Palaces int
	// Lake is true when the tile surrounds the Great Lake (Whims).
	Lake bool
	// Tent is true when the player's Tent stands on the tile (Artisans).
	Tent bool
	// TentRed counts the red-valued tiles surrounding the Tent, the tile
	// itself included; meaningful only with Tent.
	TentRed int
}

// Solo is Sultan Yazid's side of a solo game at its end.
type Solo struct {
	// Council is the number of Viziers Yazid holds.
	Council int
	// Artisans is the number of Artisans Yazid holds.
	Artisans int
	// Hard is the 20-coin start; titles are the same.
	Hard bool
	// Lost is an immediate loss during play (assassins, djinns, payment),
	// or game.NotLost.
	Lost game.Loss
}
