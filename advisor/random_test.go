package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// randomState changes the setup board of testdata into a mid-game table:
// meeples removed (tiles emptied), Camels of either side, holdings, and
// the rows tracked or not; with lossy true, Yazid holds 5-6 Assassins and
// the player few coins, so that losses happen.
func randomState(t testing.TB, rng *rand.Rand, lossy bool) (sultan.State, sultan.Rules) {
	st, _ := loadState(t, "setup.yaml")
	b := st.Board
	for _, p := range b.Places() {
		tile := b.At(p)
		for _, tr := range game.Tribes {
			for tile.Meeples[tr] > 0 && rng.IntN(3) == 0 {
				tile.Meeples[tr]--
			}
		}
		if tile.Meeples.Empty() {
			switch rng.IntN(3) {
			case 0:
				tile.Owner = 1
				st.Player.Camels--
			case 1:
				tile.Owner = game.Yazid
				st.Yazid.Camels--
			}
		}
	}
	st.Player.Coins = rng.IntN(30)
	st.Player.Viziers = rng.IntN(6)
	st.Player.Elders = rng.IntN(5)
	st.Player.Fakirs = rng.IntN(3)
	st.Yazid.Council = rng.IntN(6)
	st.Yazid.Assassins = rng.IntN(5)
	st.Yazid.Elders = rng.IntN(3)
	st.Yazid.Fakirs = rng.IntN(2)
	st.Yazid.Djinns = rng.IntN(4)
	if lossy {
		st.Yazid.Assassins = 5 + rng.IntN(2)
		st.Player.Coins = rng.IntN(6)
		st.Yazid.Djinns = 5
	}
	djinns := []string{"Jafaar", "Marid", "Nekir", "Echidna", "Ba'al", "Dhenim", "Hagis", "Shamhat"}
	if rng.IntN(2) == 0 {
		st.Player.Djinns = []string{djinns[rng.IntN(len(djinns))]}
	}
	if rng.IntN(2) == 0 {
		st.DjinnRow = []string{}
		for _, d := range djinns {
			if rng.IntN(3) == 0 && !st.Player.HasDjinn(d) && len(st.DjinnRow) < 3 {
				st.DjinnRow = append(st.DjinnRow, d)
			}
		}
	}
	if rng.IntN(2) == 0 {
		st.Resources = []game.Resource{}
		for range 2 + rng.IntN(6) {
			if rng.IntN(4) == 0 {
				st.Resources = append(st.Resources, game.Resource{Fakir: true})
			} else {
				st.Resources = append(st.Resources, game.Resource{Good: game.Good(rng.IntN(game.NumGoods))})
			}
		}
	}
	// A row not tracked: sometimes its front is known and cards are gone
	// (sultan.State.Unseen), which Yazid's Merchants and purchase read.
	if st.Resources == nil && rng.IntN(2) == 0 {
		st.Unseen.ResourcesGone = rng.IntN(4)
		for range rng.IntN(3) {
			r := game.Resource{Fakir: true}
			if rng.IntN(2) == 0 {
				r = game.Resource{Good: game.Good(rng.IntN(game.NumGoods))}
			}
			st.Unseen.Resources = append(st.Unseen.Resources, r)
		}
	}
	if st.DjinnRow == nil && rng.IntN(2) == 0 {
		st.Unseen.DjinnsGone = rng.IntN(2)
		for _, d := range djinns {
			if rng.IntN(4) == 0 && !st.Player.HasDjinn(d) && len(st.Unseen.Djinns) < 2 {
				st.Unseen.Djinns = append(st.Unseen.Djinns, d)
			}
		}
	}
	rules := sultan.Rules{
		BlackSix:       sultan.BlackSix(rng.IntN(2)),
		StrikeOrder:    sultan.StrikeOrder(rng.IntN(2)),
		BuildersFakirs: rng.IntN(2) == 0,
		DjinnIncome:    sultan.DjinnIncome(rng.IntN(2)),
		IncomeTiming:   sultan.IncomeTiming(rng.IntN(2)),
	}
	return st, rules
}
