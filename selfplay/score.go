package selfplay

import (
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// soloGame is the solo state as a game to score (advisor.SoloGameVP),
// with the game's loss; vps gives the VP of the Djinns whose VP is
// unknown (Guesses.djinnVPs: every one in the deck).
func soloGame(st sultan.State, lost game.Loss, vps map[string]int) scoring.Game {
	g, _ := advisor.SoloGameVP(st, "solo", vps)
	g.Solo.Lost = lost
	return g
}

// scoreNow is the player's score if the game ended now.
func scoreNow(st sultan.State, r scoring.Rules, vps map[string]int) (int, error) {
	res, err := scoring.Score(soloGame(st, game.NotLost, vps), r)
	if err != nil {
		return 0, err
	}
	return res.Players[0].Total, nil
}
