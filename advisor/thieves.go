package advisor

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The Thieves in the plan (docs/advice.md, "Powers in the plan"): a
// Thief the player holds is tried right after the tribe action of its
// colour (sultan.TurnPlan.Thief), each turn of the class played with it
// and without, and kept when it raises the value before Yazid's roll. A
// Thief used goes back to the box: its 6 VP at the end are lost
// (scoring), so Ziad is worth it when the Vizier counts (the lead over
// the Council), Quafat when Yazid's Djinn does.

// standInDjinns stand in for a Djinn the program cannot name (one of
// Yazid's for Quafat, the deck's for Sibittis): 6 VP, near the mean of
// the base Djinns (141 / 22 = 6.4), no power the plan uses and none
// that scores. Its VP is an estimate (exactScoreOf).
var standInDjinns = []string{"Kumarbi", "Boaz"}

// standInDjinn is the first stand-in the player does not hold and the
// row does not show, false for none.
func standInDjinn(st sultan.State) (string, bool) {
	for _, d := range standInDjinns {
		if !st.Player.HasDjinn(d) && !slices.Contains(st.DjinnRow, d) {
			return d, true
		}
	}
	return "", false
}

// thiefOnOffer is the Thief the plan buys at a Sacred Place instead of
// a Djinn, false for none: the face-up one of a tracked Thief row
// (State.ThiefRow); untracked, a stand-in, the first Thief that may be
// face up (State.ThievesToEnter). Every Thief held scores thief_vp at the
// end, so its VP is exact whichever is face up; its power, for later
// turns (a Thief is not used in the turn it is bought), is in the
// estimate (djinn_power).
func thiefOnOffer(st sultan.State) (string, bool) {
	if !st.Expansions.Thieves {
		return "", false
	}
	if st.ThiefRow != nil {
		if len(st.ThiefRow) == 0 {
			return "", false
		}
		return st.ThiefRow[0], true
	}
	if up := st.ThievesToEnter(); len(up) > 0 {
		return up[0], true
	}
	return "", false
}

// thievesGained counts the Thieves after holds that before does not.
func thievesGained(before, after sultan.Holdings) int {
	n := 0
	for _, th := range after.Thieves {
		if !before.HasThief(th) {
			n++
		}
	}
	return n
}

// thiefUses is, for each tribe, the use of the Thief of its colour the
// player holds, as the plan tries it on st (nil for none): Ziad takes a
// Vizier of the Council, Houssain 2 of Yazid's Fakirs, Quafat one of
// his Djinns (a stand-in: his are not named), Kohdiah his tile of the
// most VP (its Palm Trees and Palaces counted), Shaum his Palace (else
// Palm Tree) of the tile of the most VP onto the player's first tile.
// Each with what it takes from Yazid; the tiles are the table's before
// the move, which the steps before a Thief do not change but for the
// control of the last tile (Shaum's tile is one the player held before).
func thiefUses(st sultan.State) (uses [game.NumTribes]*sultan.PowerUse) {
	p, y := st.Player, st.Yazid
	if !st.Expansions.Thieves || len(p.Thieves) == 0 {
		return uses
	}
	b := st.Board
	for _, th := range game.AllThieves() {
		if !p.HasThief(th.Name) {
			continue
		}
		u := sultan.PowerUse{Power: th.Name}
		ok := false
		switch th.Name {
		case "Ziad":
			ok = y.Council > 0
		case "Houssain":
			ok = y.Fakirs > 0
		case "Quafat":
			// One of the Djinns he bought, of the most VP, when the
			// table names them; else a stand-in.
			u.Djinn, ok = yazidDjinn(st)
			if !ok {
				u.Djinn, ok = standInDjinn(st)
			}
			ok = ok && y.Djinns > 0
		case "Kohdiah":
			var at game.Place
			at, ok = bestTile(b, func(t game.Tile) bool { return t.Owner == game.Yazid })
			u.At = &at
		case "Shaum":
			var from, to game.Place
			from, ok = bestTile(b, func(t game.Tile) bool { return t.Owner == game.Yazid && t.Palaces > 0 })
			if !ok {
				from, ok = bestTile(b, func(t game.Tile) bool { return t.Owner == game.Yazid && t.Palms > 0 })
			}
			to, mine := firstOwned(b, func(game.Tile) bool { return true })
			ok = ok && mine
			u.At, u.To = &from, &to
		}
		if ok {
			uses[th.Tribe] = &u
		}
	}
	return uses
}

// yazidDjinn is the Djinn of the most VP of those Yazid bought that the
// table names (State.Unseen.Bought), not the player's nor face up.
func yazidDjinn(st sultan.State) (string, bool) {
	best, bestVP := "", -1
	for _, n := range st.Unseen.Bought {
		d, ok := game.LookupDjinn(n)
		if ok && d.VPKnown && d.VP > bestVP && !st.Player.HasDjinn(d.Name) && !slices.Contains(st.DjinnRow, d.Name) {
			best, bestVP = d.Name, d.VP
		}
	}
	return best, best != ""
}

// bestTile is the tile keep takes of the most VP, its Palm Trees and
// Palaces counted, first in board order.
func bestTile(b *game.Board, keep func(game.Tile) bool) (game.Place, bool) {
	best, found, bestVP := game.Place{}, false, 0
	for i, t := range b.Tiles {
		if t.Type.Forbidden() || !keep(t) {
			continue
		}
		if vp := t.Type.VP() + 3*t.Palms + 5*t.Palaces; !found || vp > bestVP {
			best, bestVP, found = game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}, vp, true
		}
	}
	return best, found
}

// thiefWords says a Thief the plan uses, in table words (after the table
// the turn leaves, t the turn).
func thiefWords(u sultan.PowerUse, after sultan.State, t sultan.TurnProgress) string {
	switch u.Power {
	case "Ziad":
		return "Ziad: a Vizier of Yazid's Council"
	case "Houssain":
		return "Houssain: Yazid's Fakirs (2 at most)"
	case "Quafat":
		return "Quafat: a Djinn of Yazid's"
	case "Kohdiah":
		return fmt.Sprintf("Kohdiah: your Camel for Yazid's on %s (%s)", u.At.Short(), after.Board.Tile(*u.At).Type)
	case "Shaum":
		piece := "Palm Tree"
		if slices.Contains(t.PalacesAt, *u.To) {
			piece = "Palace"
		}
		return fmt.Sprintf("Shaum: Yazid's %s from %s to %s", piece, u.At.Short(), u.To.Short())
	}
	return u.Power
}

// thiefHidden names what a Thief the plan uses takes face down, "" for
// nothing: Quafat's Djinn when st does not name those Yazid bought.
func thiefHidden(u sultan.PowerUse, st sultan.State) string {
	if u.Power == "Quafat" && !slices.Contains(st.Unseen.Bought, u.Djinn) {
		return "the Djinn Quafat takes (Yazid's Djinns are not named; valued as a 6 VP Djinn in the estimate, not the score)"
	}
	return ""
}

// withThief plays plan with the Thief u after its tribe action, the
// powers after it as withPowers chooses, and keeps it in sv when it
// raises the value before Yazid's roll.
func (s *searcher) withThief(cp *classPowers, plan sultan.TurnPlan, u *sultan.PowerUse, sv *sigValue) error {
	s.work += turnWork
	plan.Thieves = []sultan.PowerUse{*u}
	next := s.table.copyOf(s.st)
	t, err := sultan.PlayTurnOn(&next, plan)
	if err != nil {
		return nil // the rules refuse it
	}
	pv, err := preValueOf(s.st, next, s.o)
	if err != nil {
		return err
	}
	var powers []sultan.PowerUse
	if s.powersOn {
		if powers, pv, err = s.withPowersOf(cp, t, next, pv); err != nil {
			return err
		}
	}
	if !sv.v.ok || pv.bound(s.before) > sv.v.bound(s.before)+1e-9 {
		sv.v, sv.powers, sv.thieves = pv, powers, plan.Thieves
		if h := thiefHidden(*u, s.st); h != "" && s.missing != nil {
			s.missing[h] = true
		}
	}
	return nil
}
