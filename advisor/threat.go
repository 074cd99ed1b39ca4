package advisor

import (
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Threat is what Sultan Yazid's next roll does on the board a move leaves,
// exactly over the 36 equally likely rolls, the player answering each
// redirect to limit the damage (see harm): the probability that the roll
// loses the game (7 Assassins, 6 Djinns, a payment the player cannot
// make), and the expected Assassins, Council Viziers and coins he takes.
type Threat struct {
	PLoss, Assassins, Council, Coins float64
}

// rollDamage is what one roll does with one set of answers.
type rollDamage struct {
	lost                      bool
	assassins, council, coins int
}

// harm orders the player's answers to a redirect: a loss avoided first,
// then the coins paid plus the Assassins and Council Viziers valued at
// the weights (2 and 3 VP by default), then fewer Assassins, fewer
// Council Viziers, fewer coins; among equals the first answers in the
// candidates' order (row-major).
func (d rollDamage) less(o rollDamage, w Weights) bool {
	if d.lost != o.lost {
		return !d.lost
	}
	h := float64(d.coins) + w.Assassin*float64(d.assassins) + w.Council*float64(d.council)
	g := float64(o.coins) + w.Assassin*float64(o.assassins) + w.Council*float64(o.council)
	switch {
	case h != g:
		return h < g
	case d.assassins != o.assassins:
		return d.assassins < o.assassins
	case d.council != o.council:
		return d.council < o.council
	}
	return d.coins < o.coins
}

func damageOf(t sultan.Turn) rollDamage {
	d := rollDamage{lost: t.Lost != game.NotLost}
	for _, c := range t.Captures {
		d.assassins += c.Assassins
		d.council += c.Council
		d.coins += c.CoinsPaid
	}
	return d
}

// threatFinder computes threats, counting its work (one unit a Yazid
// turn resolved).
type threatFinder struct {
	rules sultan.Rules
	w     Weights
	work  int
	// cache holds the damage of a roll with its targets found, by what
	// the turn depends on: the targets' tiles and the holdings (rollKey).
	cache map[string]rollDamage
	key   []byte
	// blue is the blue tiles around each tile, by index: the tile types
	// never change within a search.
	blue       []int
	cols, rows int
}

// blueAround is b.BlueSurrounding(p), from the table of b's types.
func (f *threatFinder) blueAround(b *game.Board, p game.Place) int {
	if f.blue == nil || f.cols != b.Cols || f.rows != b.Rows {
		f.cols, f.rows = b.Cols, b.Rows
		f.blue = make([]int, len(b.Tiles))
		for i := range b.Tiles {
			f.blue[i] = b.BlueSurrounding(game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1})
		}
	}
	return f.blue[(p.Row-1)*b.Cols+p.Col-1]
}

// threat is Yazid's next roll on st (the table after the player's turn).
func (f *threatFinder) threat(st sultan.State) Threat {
	var sum rollDamage
	losses := 0
	for w := 1; w <= 6; w++ {
		for k := 1; k <= 6; k++ {
			r := sultan.Roll{White: w, Black: k}
			if w > st.Board.Cols {
				continue // no such column: the roll strikes nothing
			}
			d, ok := f.best(st, r, nil)
			if !ok {
				continue
			}
			if d.lost {
				losses++
			}
			sum.assassins += d.assassins
			sum.council += d.council
			sum.coins += d.coins
		}
	}
	return Threat{
		PLoss:     float64(losses) / sultan.Rolls,
		Assassins: float64(sum.assassins) / sultan.Rolls,
		Council:   float64(sum.council) / sultan.Rolls,
		Coins:     float64(sum.coins) / sultan.Rolls,
	}
}

// best is the least harmful result of roll r given the answers so far,
// over every answer still to give. Candidates that are the same to Yazid
// (same meeples, owner, blue tiles around and row) give the same turn,
// so one of each kind is tried at each answer (the second answer of a
// double may still be another of the first one's kind).
func (f *threatFinder) best(st sultan.State, r sultan.Roll, answers []game.Place) (rollDamage, bool) {
	f.work++ // each answer tried, its turn cached or not
	targets, err := sultan.FindTargets(st.Board, r, f.rules, answers)
	if err == nil {
		f.rollKey(st, targets)
		if d, ok := f.cache[string(f.key)]; ok {
			return d, true
		}
		k := string(f.key)
		next := st.Clone()
		f.work += turnWork
		t, err := sultan.ResolveTurn(&next, r, f.rules, answers)
		if err != nil {
			return rollDamage{}, false
		}
		if f.cache == nil {
			f.cache = map[string]rollDamage{}
		}
		f.cache[k] = damageOf(t)
		return damageOf(t), true
	}
	c, ok := sultan.PendingChoice(err)
	if !ok {
		return rollDamage{}, false
	}
	var bestD rollDamage
	found := false
	seen := make([]candKind, 0, len(c.Candidates))
	for _, p := range c.Candidates {
		k := f.kindOf(st.Board, p)
		if slices.Contains(seen, k) {
			continue
		}
		seen = append(seen, k)
		d, ok := f.best(st, r, append(append([]game.Place(nil), answers...), p))
		if ok && (!found || d.less(bestD, f.w)) {
			bestD, found = d, true
		}
	}
	return bestD, found
}

// candKind is what makes two candidates the same to Yazid's turn.
type candKind struct {
	meeples game.Meeples
	owner   game.Owner
	blue    int
	row     int
}

func (f *threatFinder) kindOf(b *game.Board, p game.Place) candKind {
	t := b.Tile(p)
	return candKind{meeples: t.Meeples, owner: t.Owner, blue: f.blueAround(b, p), row: p.Row}
}

// rollKey sets f.key to everything Yazid's turn reads once its targets are found
// (sultan.ResolveTurn, capture, buyDjinn): each target's place (its row
// orders the strikes), meeples, owner and blue tiles around; his
// holdings; the player's coins and Djinns; the rows. Two tables with the
// same key give the same turn.
func (f *threatFinder) rollKey(st sultan.State, targets []sultan.Target) {
	k := f.key[:0]
	for _, t := range targets {
		tile := st.Board.Tile(t.Place)
		k = append(k, byte(t.Col), byte(t.Row), byte(tile.Owner), byte(f.blueAround(st.Board, t.Place)))
		for _, n := range tile.Meeples {
			k = append(k, byte(n))
		}
	}
	y := st.Yazid
	k = append(k, '|', byte(y.Council), byte(y.Elders), byte(y.Fakirs), byte(y.Assassins), byte(y.Artisans), byte(y.Djinns), byte(y.Camels))
	c := st.Player.Coins
	k = append(k, byte(c), byte(c>>8), byte(c>>16), byte(c>>24))
	for _, d := range st.Player.Djinns {
		k = append(k, d...)
		k = append(k, ',')
	}
	k = append(k, '|', byte(len(st.Resources)))
	if st.Resources == nil {
		k = append(k, 'n')
	}
	for _, r := range st.Resources {
		k = append(k, r.String()...)
		k = append(k, ',')
	}
	k = append(k, '|', byte(len(st.DjinnRow)))
	if st.DjinnRow == nil {
		k = append(k, 'n')
	}
	for _, d := range st.DjinnRow {
		k = append(k, d...)
		k = append(k, ',')
	}
	f.key = k
}
