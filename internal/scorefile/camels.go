package scorefile

import (
	"fmt"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/scoring"
	"go.yaml.in/yaml/v3"
)

// SoloCamels is how many Camels the solo player and Sultan Yazid each
// have (reference section 10).
const SoloCamels = 11

// CamelsEach is how many Camels each player has (reference section 9):
// 11 with 2 players (and in solo), 8 with 3 to 5 players. The Tent, with
// Artisans, stands instead of a Camel and comes on top.
func CamelsEach(players int, solo bool) int {
	if solo || players <= 2 {
		return SoloCamels
	}
	return 8
}

// heldCamels is how many of a player's listed tiles are under Camels.
type heldCamels struct {
	node *yaml.Node
	path string
	n    int
}

// camels checks that no player controls more tiles than they have Camels
// (and a Tent), from the players' tiles or from the board; on a solo
// board Yazid's Camels too.
func (l *loader) camels(g scoring.Game, boardNode *yaml.Node) {
	each := CamelsEach(len(g.Players), g.Solo != nil)
	for _, h := range l.held {
		if h.n > each {
			l.errf(h.node, h.path, "%d tiles under Camels (the Tent aside): %s", h.n, camelsWords(len(g.Players), g.Solo != nil))
		}
	}
	if g.Board == nil {
		return
	}
	for i, p := range g.Players {
		if n := g.Board.Camels(game.Owner(i + 1)); n > each {
			l.errf(boardNode, "board", "%s (%s) has %d Camels on the board: %s", game.Owner(i+1), filetext.Text(p.Name), n, camelsWords(len(g.Players), g.Solo != nil))
		}
	}
	if g.Solo != nil {
		if n := g.Board.Camels(game.Yazid); n > SoloCamels {
			l.errf(boardNode, "board", "%s (Yazid) has %d Camels on the board: he has %d", game.Yazid, n, SoloCamels)
		}
	}
}

// camelsWords says how many Camels a player has in such a game.
func camelsWords(players int, solo bool) string {
	if solo {
		return fmt.Sprintf("the solo player has %d Camels", SoloCamels)
	}
	return fmt.Sprintf("with %d players there are %d Camels each", players, CamelsEach(players, false))
}
