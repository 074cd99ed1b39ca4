package scorefile

import (
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"go.yaml.in/yaml/v3"
)

// board reads the final board, which gives every player's tiles: the
// owners @1..@N are the players in the order listed; @Y (Yazid) only in a
// solo game. Problems on the board name its row and column.
func (l *loader) board(n *yaml.Node, g scoring.Game, players []*yaml.Node) *game.Board {
	text := l.text(n, "board")
	if n.Kind != yaml.ScalarNode {
		return nil
	}
	if strings.TrimSpace(text) == "" {
		l.errf(n, "board", "empty: give the board notation, one line per row, top row first")
		return nil
	}
	for i, p := range g.Players {
		if len(p.Tiles) > 0 {
			l.errf(players[i], index("players", i)+".tiles", "given with a board: the board gives every player's tiles, leave tiles out")
		}
	}
	b, err := game.ParseBoard(text)
	if err == nil {
		err = b.Check(game.CheckOptions{Expansions: l.x, Solo: g.Solo != nil, Players: max(len(g.Players), 1)})
	}
	if err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			if line != "" {
				l.errf(n, "", "%s", line)
			}
		}
		return nil
	}
	return b
}
