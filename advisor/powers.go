package advisor

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The powers in the plan (docs/advice.md, "Powers in the plan"): once a
// turn's steps are played, the powers that add exact points are tried on
// the table it leaves, one at a time, each with every affordable way to
// pay; the one that raises the turn's value before Yazid's roll
// (score_change + estimate, its cost in Elders and Fakirs counted at
// their VP and weights) the most is kept, and the next tried after it,
// until none raises it. A Djinn the turn buys at a Sacred Place is held
// by then: "take Enki, place a Palm Tree with it now" is one plan.

// Djinns whose powers the advice plans with.
const (
	enki   = "Enki"
	bouraq = "Bouraq"
	leta   = "Leta"
	utug   = "Utug"
	lamia  = "Lamia"
	hagis  = "Hagis"
)

// plannedDjinns are the Djinns whose powers the advice plans with.
var plannedDjinns = []string{enki, bouraq, leta, utug, lamia, hagis}

// maxPowers bounds the powers a plan uses (Enki then Lamia, Bouraq then
// Hagis, a Camel, the Lamp: four at most are ever worth trying together).
const maxPowers = 4

// powerWork is the work, in steps, of a power tried: a table copied, the
// power used and the table scored.
const powerWork = 4

// powersInPlay reports whether a turn on st may use a power the advice
// plans with: a planned Djinn held or in the tracked Djinn row (bought
// at a Sacred Place, or with the Lamp), or the Fabulous Lamp with a
// Djinn in the row. keyed: Leta or Utug among them, whose tiles are any
// empty (or meeple-only) tile: then a class names every tile its move
// touches (classKey), so every move of a class has the same tiles.
func powersInPlay(st sultan.State) (inPlay, keyed bool) {
	p := st.Player
	for _, d := range plannedDjinns {
		if p.HasDjinn(d) || slices.Contains(st.DjinnRow, d) {
			inPlay = true
			keyed = keyed || d == leta || d == utug
		}
	}
	if p.Items[game.FabulousLamp] > 0 && len(st.DjinnRow) > 0 {
		inPlay = true
	}
	return inPlay, keyed
}

// withPowers is the best the powers add to the turn plan, played on
// next (t what it did, pv its value before Yazid's roll; next is
// changed): the powers chosen (nil for none) and the value with them.
func (s *searcher) withPowers(t sultan.TurnProgress, next sultan.State, pv preValue) ([]sultan.PowerUse, preValue, error) {
	var chosen []sultan.PowerUse
	for range maxPowers {
		s.powerUses = powerUses(next, t, s.powerUses[:0])
		best, bestV := -1, pv
		for i, u := range s.powerUses {
			s.work += powerWork
			trial := s.powerTable.copyOf(next)
			tt := t
			if err := sultan.UsePowerOn(&trial, &tt, u); err != nil {
				continue // the rules refuse it (no piece left, say)
			}
			v, err := preValueOf(s.st, trial, s.o)
			if err != nil {
				return nil, pv, err
			}
			if v.bound(s.before) > bestV.bound(s.before)+1e-9 {
				best, bestV = i, v
			}
		}
		if best < 0 {
			break
		}
		u := s.powerUses[best]
		if err := sultan.UsePowerOn(&next, &t, u); err != nil {
			return nil, pv, fmt.Errorf("advisor: internal: power %s refused on the table it was tried on: %w", u.Power, err)
		}
		chosen = append(chosen, u)
		pv = bestV
	}
	return chosen, pv, nil
}

// powerUses appends to out the power uses worth trying on st after the
// turn t: for each power planned that the player holds and has not used
// this turn (one Magic Item a turn), each affordable way to pay, on the
// tile where it scores the most: Enki on the first Oasis of the
// player's, Bouraq on the first Village; Leta on the empty tile of the
// most VP, Utug on such a tile with only meeples; Lamia and Hagis moving
// the Palm Tree or Palace placed this turn onto the first tile of the
// player's next to it; the Lamp taking each Djinn of the tracked row.
// The rules check each (sultan.UsePowerOn).
func powerUses(st sultan.State, t sultan.TurnProgress, out []sultan.PowerUse) []sultan.PowerUse {
	p := st.Player
	b := st.Board
	for _, d := range plannedDjinns {
		if !p.HasDjinn(d) || slices.Contains(t.Powers, d) {
			continue
		}
		var at game.Place
		var ok bool
		switch d {
		case enki:
			at, ok = firstOwned(b, func(tile game.Tile) bool { return tile.Type == game.Oasis })
		case bouraq:
			at, ok = firstOwned(b, func(tile game.Tile) bool { return tile.Type == game.Village })
		case leta:
			at, ok = bestFree(b, func(tile game.Tile) bool { return tile.Meeples.Empty() })
		case utug:
			at, ok = bestFree(b, func(tile game.Tile) bool { return !tile.Meeples.Empty() })
		case lamia:
			at, ok = moveOnto(b, t.PalmsAt, func(tile game.Tile) int { return tile.Palms })
		case hagis:
			at, ok = moveOnto(b, t.PalacesAt, func(tile game.Tile) int { return tile.Palaces })
		}
		if !ok {
			continue
		}
		for _, pay := range powerPayments(d, p) {
			at := at
			out = append(out, sultan.PowerUse{Power: d, Pay: pay, At: &at})
		}
	}
	if p.Items[game.FabulousLamp] > 0 && !usedItem(t) {
		for _, d := range st.DjinnRow {
			out = append(out, sultan.PowerUse{Power: game.FabulousLamp.Key(), Djinn: d})
		}
	}
	return out
}

// powerPayments are the ways the player can pay Djinn d's power (the
// cheat sheet: 1 Elder or 1 Fakir; Leta and Utug 2 Elders or an Elder
// and a Fakir).
func powerPayments(d string, p sultan.Holdings) []sultan.Payment {
	var out []sultan.Payment
	if d == leta || d == utug {
		if p.Elders >= 2 {
			out = append(out, sultan.PayElders)
		}
		if p.Elders >= 1 && p.Fakirs >= 1 {
			out = append(out, sultan.PayElderFakir)
		}
		return out
	}
	if p.Elders >= 1 {
		out = append(out, sultan.PayElder)
	}
	if p.Fakirs >= 1 {
		out = append(out, sultan.PayFakir)
	}
	return out
}

// usedItem reports whether the turn used a Magic Item (one a turn).
func usedItem(t sultan.TurnProgress) bool {
	for _, name := range t.Powers {
		if _, err := game.ParseItem(name); err == nil {
			return true
		}
	}
	return false
}

// firstOwned is the first tile of the player's that keep takes, in board
// order.
func firstOwned(b *game.Board, keep func(game.Tile) bool) (game.Place, bool) {
	for i, tile := range b.Tiles {
		if tile.Owner == 1 && keep(tile) {
			return game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}, true
		}
	}
	return game.Place{}, false
}

// bestFree is the tile of the most VP, first in board order, that nobody
// controls, with no Palm Tree or Palace, that keep takes: where Leta
// (empty) or Utug (only meeples) put a Camel.
func bestFree(b *game.Board, keep func(game.Tile) bool) (game.Place, bool) {
	best, found := game.Place{}, false
	bestVP := 0
	for i, tile := range b.Tiles {
		if tile.Type.Forbidden() || tile.Owner != game.NoOwner || tile.Palms > 0 || tile.Palaces > 0 || !keep(tile) {
			continue
		}
		if vp := tile.Type.VP(); !found || vp > bestVP {
			best, bestVP, found = game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}, vp, true
		}
	}
	return best, found
}

// moveOnto is the first tile of the player's, in board order, next to a
// piece placed this turn (at, the latest last) on a tile that is not
// his: where Lamia or Hagis moves it (sultan: the piece placed last next
// to the tile moves).
func moveOnto(b *game.Board, at []game.Place, pieces func(game.Tile) int) (game.Place, bool) {
	for i, tile := range b.Tiles {
		if tile.Owner != 1 || tile.Type.Forbidden() {
			continue
		}
		p := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		for j := len(at) - 1; j >= 0; j-- {
			q := at[j]
			if q == p || abs(p.Col-q.Col) > 1 || abs(p.Row-q.Row) > 1 || pieces(b.Tile(q)) == 0 {
				continue
			}
			if b.Tile(q).Owner != 1 {
				return p, true
			}
			break // the piece that would move is on a tile of his already
		}
	}
	return game.Place{}, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// powerWords says a power the plan uses, in table words.
func powerWords(u sultan.PowerUse, after sultan.State) string {
	paid := ""
	if u.Pay != "" {
		paid = ", paid with " + english.Payment(u.Pay)
	}
	at := func() string {
		if u.At == nil {
			return ""
		}
		return fmt.Sprintf("%s (%s)", u.At.Short(), after.Board.Tile(*u.At).Type)
	}
	switch u.Power {
	case enki:
		return "Enki: a Palm Tree on " + at() + paid
	case bouraq:
		return "Bouraq: a Palace on " + at() + paid
	case leta, utug:
		piece := "a Camel"
		if u.Tent || u.At != nil && after.Board.Tile(*u.At).Tent {
			piece = "the Tent"
		}
		return u.Power + ": " + piece + " on " + at() + paid
	case lamia:
		return "Lamia: the Palm Tree placed to " + at() + paid
	case hagis:
		return "Hagis: the Palace placed to " + at() + paid
	case game.FabulousLamp.Key():
		return "the Fabulous Lamp: take the Djinn " + u.Djinn
	}
	return u.Power + paid
}

// powerPlaced reports whether Leta or Utug of powers placed a Camel (or
// the Tent) on p: said with the power, not as the move's control.
func powerPlaced(powers []sultan.PowerUse, p game.Place) bool {
	for _, u := range powers {
		if (u.Power == leta || u.Power == utug) && u.At != nil && *u.At == p {
			return true
		}
	}
	return false
}
