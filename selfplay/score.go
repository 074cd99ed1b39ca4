package selfplay

import (
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// soloGame is the solo state as a game to score: the player's holdings,
// the board's tiles, Yazid's Council and Artisans. A private copy of what
// package advisor gives as advisor.SoloGame (ui/solo_draw.go scores the
// same way); every Djinn in self-play has a known VP.
func soloGame(st sultan.State, lost game.Loss) scoring.Game {
	p := st.Player
	pl := scoring.Player{Name: "solo", Coins: p.Coins, Viziers: p.Viziers, Elders: p.Elders,
		Artisans: p.Artisans, Fakirs: p.Fakirs, Merchandise: p.Goods, Thieves: p.Thieves}
	for _, it := range game.Items() {
		for range p.Items[it] {
			pl.Items = append(pl.Items, it)
		}
	}
	for _, name := range p.Djinns {
		if d, ok := game.LookupDjinn(name); ok {
			pl.Djinns = append(pl.Djinns, scoring.HeldDjinn{Name: d.Name, VP: d.VP, VPKnown: d.VPKnown})
		}
	}
	return scoring.Game{Expansions: st.Expansions, Players: []scoring.Player{pl}, Board: st.Board,
		Solo: &scoring.Solo{Council: st.Yazid.Council, Artisans: st.Yazid.Artisans, Hard: st.Hard, Lost: lost}}
}

// scoreNow is the player's score if the game ended now.
func scoreNow(st sultan.State, r scoring.Rules) (int, error) {
	res, err := scoring.Score(soloGame(st, game.NotLost), r)
	if err != nil {
		return 0, err
	}
	return res.Players[0].Total, nil
}
