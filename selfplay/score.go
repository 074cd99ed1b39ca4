package selfplay

import (
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// soloGame is the solo state as a game to score (advisor.SoloGame), with
// the game's loss; every Djinn in self-play has a known VP.
func soloGame(st sultan.State, lost game.Loss) scoring.Game {
	g := advisor.SoloGame(st, "solo")
	g.Solo.Lost = lost
	return g
}

// scoreNow is the player's score if the game ended now.
func scoreNow(st sultan.State, r scoring.Rules) (int, error) {
	res, err := scoring.Score(soloGame(st, game.NotLost), r)
	if err != nil {
		return 0, err
	}
	return res.Players[0].Total, nil
}
