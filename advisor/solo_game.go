package advisor

import (
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// SoloGame is the solo state as the scoring package sees it if the game
// ended now: the player's holdings (goods, Items, Thieves, Djinns of known
// VP), Yazid's Council and Artisans, and the board's tiles. A Djinn whose
// VP the catalogue does not know is left out; SoloGameVP takes the
// configured VP and names what stays unknown.
func SoloGame(st sultan.State, name string) scoring.Game {
	g, _ := SoloGameVP(st, name, nil)
	return g
}

// SoloGameVP is SoloGame with the VP of Djinns the catalogue lacks (by
// name, any case), and the names of the Djinns whose VP stays unknown:
// they are left out of the score.
func SoloGameVP(st sultan.State, name string, djinnVP map[string]int) (scoring.Game, []string) {
	return soloGameIn(&soloBuf{}, st, name, djinnVP)
}

// soloBuf holds the arrays a solo game to score is built in (scoreOf's,
// reused from call to call).
type soloBuf struct {
	players [1]scoring.Player
	solo    scoring.Solo
	items   []game.Item
	thieves []string
	djinns  []scoring.HeldDjinn
	tiles   []scoring.HeldTile // scoring.Total's
}

// soloGameIn is SoloGameVP, the game built in b's arrays: valid until
// b's next use.
func soloGameIn(b *soloBuf, st sultan.State, name string, djinnVP map[string]int) (scoring.Game, []string) {
	p := st.Player
	pl := scoring.Player{Name: name, Coins: p.Coins, Viziers: p.Viziers, Elders: p.Elders,
		Artisans: p.Artisans, Fakirs: p.Fakirs, Merchandise: p.Goods,
		Items: b.items[:0], Thieves: b.thieves[:0], Djinns: b.djinns[:0]}
	for _, it := range game.Items() {
		for i := 0; i < p.Items[it]; i++ {
			pl.Items = append(pl.Items, it)
		}
	}
	for _, n := range p.Thieves {
		if th, ok := game.LookupThief(n); ok {
			pl.Thieves = append(pl.Thieves, th.Name)
		}
	}
	var unknown []string
	for _, n := range p.Djinns {
		d, ok := game.LookupDjinn(n)
		if !ok {
			unknown = append(unknown, n)
			continue
		}
		vp, known := d.VP, d.VPKnown
		if !known {
			for _, k := range []string{d.Name, strings.ToLower(d.Name)} {
				if x, ok := djinnVP[k]; ok {
					vp, known = x, true
					break
				}
			}
		}
		if !known {
			unknown = append(unknown, d.Name)
			continue
		}
		pl.Djinns = append(pl.Djinns, scoring.HeldDjinn{Name: d.Name, VP: vp, VPKnown: true})
	}
	b.items, b.thieves, b.djinns = pl.Items, pl.Thieves, pl.Djinns
	b.players[0] = pl
	b.solo = scoring.Solo{Council: st.Yazid.Council, Artisans: st.Yazid.Artisans, Hard: st.Hard}
	g := scoring.Game{Expansions: st.Expansions, Players: b.players[:], Solo: &b.solo, Board: st.Board}
	return g, unknown
}
