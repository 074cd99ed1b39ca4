package scoring

import (
	"errors"
	"fmt"

	"github.com/naqala/naqala/game"
)

// Score computes the end-game score of g (reference sections 9 and 10):
// every category for every player, the ranks (tied players share a rank,
// the next rank skips: 1, 1, 3), the winners and, for a solo game,
// survival and title. It fails, naming the player and the Djinn, when a
// Djinn's VP is unknown, and when g holds both a Board and per-player
// tiles.
func Score(g Game, r Rules) (Result, error) {
	if err := errors.Join(check(g), r.check()); err != nil {
		return Result{}, err
	}
	res := Result{Players: make([]PlayerResult, len(g.Players))}
	for i, p := range g.Players {
		tiles := p.Tiles
		if g.Board != nil {
			tiles = TilesFromBoardRules(g.Board, game.Owner(i+1), r)
		}
		res.Players[i] = PlayerResult{Name: p.Name, Categories: scorePlayer(g, i, tiles, r)}
		res.Players[i].Total = res.Players[i].Categories.Total()
	}
	rank(&res)
	if g.Solo != nil && len(res.Players) == 1 {
		res.Solo = solo(g.Players[0], *g.Solo, res.Players[0].Total)
		if !res.Solo.Survived {
			res.Winners = []string{}
		}
	}
	return res, nil
}

// Total is Score(g, r).Players[seat].Total, the seat's tiles (from the
// board) listed in buf's array: a searcher's many scores allocate
// nothing for them. It returns buf, grown, for the next call.
func Total(g Game, seat int, r Rules, buf []HeldTile) (int, []HeldTile, error) {
	if err := errors.Join(check(g), r.check()); err != nil {
		return 0, buf, err
	}
	if seat < 0 || seat >= len(g.Players) {
		return 0, buf, fmt.Errorf("scoring: no seat %d of %d players", seat, len(g.Players))
	}
	tiles := g.Players[seat].Tiles
	if g.Board != nil {
		buf = buf[:0]
		if b := g.Board; len(b.Tiles) == b.Cols*b.Rows {
			buf = appendTiles(buf, b, game.Owner(seat+1), r)
		}
		tiles = buf
	}
	return scorePlayer(g, seat, tiles, r).Total(), buf, nil
}

// check finds what Score can't score.
func check(g Game) error {
	var errs []error
	for i, p := range g.Players {
		for _, d := range p.Djinns {
			if !d.VPKnown {
				errs = append(errs, fmt.Errorf("scoring: players[%d] %s: the VP of Djinn %s is unknown", i, p.Name, d.Name))
			}
		}
		if g.Board != nil && len(p.Tiles) > 0 {
			errs = append(errs, fmt.Errorf("scoring: players[%d] %s: tiles given with a board", i, p.Name))
		}
	}
	if g.Solo != nil && len(g.Players) != 1 {
		errs = append(errs, fmt.Errorf("scoring: a solo game has one player, not %d", len(g.Players)))
	}
	if why := game.PlayersReason(len(g.Players), g.Expansions); why != "" {
		errs = append(errs, fmt.Errorf("scoring: %s", why))
	}
	return errors.Join(errs...)
}

// holds reports whether p holds the named Djinn.
func (p Player) holds(djinn string) bool {
	for _, d := range p.Djinns {
		if d.Name == djinn {
			return true
		}
	}
	return false
}

// scorePlayer fills the twelve categories of player i.
func scorePlayer(g Game, i int, tiles []HeldTile, r Rules) Categories {
	p := g.Players[i]
	var c Categories
	c[CategoryCoins] = p.Coins

	// Viziers: 1 VP each, 3 with Jafaar, + 10 per opponent with strictly
	// fewer Viziers; in solo Yazid's Council is an opponent (default).
	per := 1
	if p.holds(game.Jafaar) {
		per = 3
	}
	c[CategoryViziers] = per * p.Viziers
	for j, o := range g.Players {
		if j != i && o.Viziers < p.Viziers {
			c[CategoryViziers] += 10
		}
	}
	if g.Solo != nil && r.SoloVizierBonus && g.Solo.Council < p.Viziers {
		c[CategoryViziers] += 10
	}

	// Elders: 2 VP each, 4 with Shamhat.
	per = 2
	if p.holds(game.Shamhat) {
		per = 4
	}
	c[CategoryElders] = per * p.Elders

	c[CategoryArtisans] = artisans(g, i, r)

	// Djinns: printed VP, + the Thieves still held, + 5 per Djinn with Wilwit.
	for _, d := range p.Djinns {
		c[CategoryDjinns] += d.VP
	}
	c[CategoryDjinns] += r.ThiefVP * len(p.Thieves)
	if p.holds(game.Wilwit) {
		c[CategoryDjinns] += 5 * len(p.Djinns)
	}

	// Palm Trees 3 VP (5 with Haurvatat), Palaces 5 VP, doubled around
	// the Great Lake (a Haurvatat Palm Tree there: LakeHaurvatatPalm).
	palm, lakePalm := 3, 6
	if p.holds(game.Haurvatat) {
		palm, lakePalm = 5, r.LakeHaurvatatPalm
	}
	cities := 0
	for _, t := range tiles {
		if t.Lake {
			c[CategoryPalmTrees] += lakePalm * t.Palms
			c[CategoryPalaces] += 10 * t.Palaces
		} else {
			c[CategoryPalmTrees] += palm * t.Palms
			c[CategoryPalaces] += 5 * t.Palaces
		}
		c[CategoryTiles] += t.Type.VP()
		if t.Tent {
			c[CategoryTent] += t.TentRed
		}
		if t.Type.IsCity() {
			cities++
		}
	}
	// Whims: n Cities score 5 x n x n.
	c[CategoryCities] = 5 * cities * cities

	c[CategoryMerchandise] = Merchandise(p.Merchandise, p.Fakirs, p.holds(game.AlAmin))

	// Items: printed VP of the Precious Items, + 3 each with Geb.
	geb := p.holds(game.Geb)
	for _, it := range p.Items {
		if it.Precious() {
			c[CategoryItems] += it.VP()
			if geb {
				c[CategoryItems] += 3
			}
		}
	}
	return c
}

// artisans scores player i's Artisans: 3 VP each with the majority, else 2,
// + 2 each with Ptah. In solo Yazid's Artisans count as another player's
// (default).
func artisans(g Game, i int, r Rules) int {
	p := g.Players[i]
	if p.Artisans <= 0 {
		return 0
	}
	most := 0 // the most Artisans any other side holds
	for j, o := range g.Players {
		if j != i {
			most = max(most, o.Artisans)
		}
	}
	if g.Solo != nil && r.SoloYazidArtisans {
		most = max(most, g.Solo.Artisans)
	}
	per := 2
	switch r.ArtisanMajority {
	case StrictlyMost:
		if p.Artisans > most {
			per = 3
		}
	default:
		if p.Artisans >= most {
			per = 3
		}
	}
	if p.holds(game.Ptah) {
		per += 2
	}
	return per * p.Artisans
}

// rank gives each player the number of players with a higher total, plus
// one, and lists the players of rank 1 as winners.
func rank(res *Result) {
	res.Winners = []string{}
	for i := range res.Players {
		n := 1
		for _, o := range res.Players {
			if o.Total > res.Players[i].Total {
				n++
			}
		}
		res.Players[i].Rank = n
		if n == 1 {
			res.Winners = append(res.Winners, res.Players[i].Name)
		}
	}
}

// solo decides survival and title (reference section 10): an immediate
// loss stands; otherwise the player needs strictly more Viziers than
// Yazid's Council.
func solo(p Player, s Solo, total int) *SoloResult {
	out := &SoloResult{Survived: true}
	switch {
	case s.Lost != game.NotLost:
		out.Survived, out.Reason = false, s.Lost
	case p.Viziers <= s.Council:
		out.Survived, out.Reason = false, game.LostViziers
	}
	if out.Survived {
		out.Title = TitleFor(total)
	}
	return out
}
