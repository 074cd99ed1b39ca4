package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// The Thieves of Naqala in the player's turn (thieves-of-naqala.en.txt):
// bought at a Sacred Place instead of a Djinn, at the same cost; used
// right after the tribe action of the Thief's colour, before the tile
// action, not in the turn it was bought, then discarded to the box. In solo Yazid is the only other
// player, and the player makes his choices (reference section 10). A
// Morgiane Yazid bought does not protect him: "Djinns have no effect for
// Yazid" (solo sheet).

// thiefTakeable reports whether a Thief can be bought at a Sacred Place:
// the face-up one of a tracked row; untracked, while a Thief in play is
// not the player's.
func thiefTakeable(st *State) bool {
	if !st.Expansions.Thieves {
		return false
	}
	if st.ThiefRow != nil {
		return len(st.ThiefRow) > 0
	}
	return len(thievesToBuy(st)) > 0
}

// thievesToBuy are the Thieves a Sacred Place can buy: the face-up one of
// a tracked row, else any of the expansions in play the player does not
// hold.
func thievesToBuy(st *State) []string {
	if st.ThiefRow != nil {
		return cloneStrings(st.ThiefRow)
	}
	return st.ThievesToEnter()
}

// buyThief takes the face-up Thief for 2 Elders or 1 Elder + 1 Fakir:
// from the tracked row, else any the player does not hold of the
// expansions in play. Ba'al does not pay: a Thief is no Djinn.
func (t *TurnProgress) buyThief(st *State, th game.Thief, c TileChoice, what string) error {
	p := &st.Player
	switch {
	case !st.Expansions.Thieves:
		return fmt.Errorf("sultan: %s: %s needs the thieves expansion", what, th.Name)
	case th.NeedsArtisans() && !st.Expansions.Artisans:
		return fmt.Errorf("sultan: %s: %s is only in play with the artisans expansion", what, th.Name)
	case p.HasThief(th.Name):
		return fmt.Errorf("sultan: %s: you already hold %s", what, th.Name)
	case st.ThiefRow != nil && !slices.Contains(st.ThiefRow, th.Name):
		return ruleError(RefuseNotFaceUp, "sultan: %s: %s is not the face-up Thief (the row shows %s)", what, th.Name, thiefRowWords(st.ThiefRow))
	}
	pay, err := choosePayment(what, c.Pay, *p, 0, PayElders, PayElderFakir)
	if err != nil {
		return err
	}
	pay.pay(p)
	p.Thieves = append(cloneStrings(p.Thieves), th.Name)
	if st.ThiefRow != nil {
		st.ThiefRow = slices.DeleteFunc(slices.Clone(st.ThiefRow), func(n string) bool { return n == th.Name })
	}
	t.Djinn = th.Name
	t.ThiefBought = th.Name
	return nil
}

// thiefPower is the power of a Thief the player holds: used after its
// tribe's action, taking from Yazid.
func thiefPower(th game.Thief) power {
	pw := power{name: th.Name, pays: []Payment{}, thief: true, play: thiefPlays[th.Name]}
	pw.usable = func(st *State, t *TurnProgress) bool { return thiefReason(st, t, th) == "" }
	switch th.Name {
	case "Quafat":
		pw.needs = needDjinn
	case "Kohdiah":
		pw.needs, pw.tent = needTile, true
		pw.tiles = func(st *State, _ *TurnProgress) []game.Place {
			return allTiles(st, func(_ game.Place, t game.Tile) bool { return t.Owner == game.Yazid })
		}
	case "Shaum":
		pw.needs = needTile | needTo
		pw.tiles = func(st *State, _ *TurnProgress) []game.Place {
			return allTiles(st, func(_ game.Place, t game.Tile) bool {
				return t.Owner == game.Yazid && t.Palms+t.Palaces > 0
			})
		}
	}
	return pw
}

// thiefTime says why this is not the moment of the Thief, "" when it
// is. Thieves rules: "you may use your Thief immediately after your Tribe
// action": after the tribe action of its colour, before the tile action
// and the sale are entered.
func thiefTime(t *TurnProgress, th game.Thief) string {
	switch {
	case t.ThiefBought == th.Name:
		return "not in the turn it was bought"
	case t.Tribe != th.Tribe || t.Step <= TurnTribe || !t.Moved():
		return fmt.Sprintf("it comes right after the %s' action", th.Tribe.Plural())
	case t.tileEntered:
		return fmt.Sprintf("it comes right after the %s' action, before the tile action", th.Tribe.Plural())
	}
	return ""
}

// thiefWaits reports whether the player holds a Thief usable now: its
// moment comes before the tile action, so an action that would play by
// itself waits for it (the zero TileChoice goes on without it).
func (t *TurnProgress) thiefWaits(st *State) bool {
	for _, n := range st.Player.Thieves {
		if th, ok := game.LookupThief(n); ok && thiefReason(st, t, th) == "" {
			return true
		}
	}
	return false
}

// thiefReason says why the Thief cannot be used now, "" when it can.
func thiefReason(st *State, t *TurnProgress, th game.Thief) string {
	y := st.Yazid
	switch {
	case thiefTime(t, th) != "":
		return thiefTime(t, th)
	case th.Name == "Ziad" && y.Council == 0:
		return "Yazid has no Vizier to discard"
	case th.Name == "Quafat" && y.Djinns == 0:
		return "Yazid has no Djinn to discard"
	case th.Name == "Houssain" && y.Fakirs == 0:
		return "Yazid holds no resource card (he keeps only Fakirs)"
	case th.Name == "Kohdiah" && st.Board.Camels(game.Yazid) == 0:
		return "Yazid controls no tile"
	case th.Name == "Kohdiah" && !camelLeft(st, t):
		return "no Camel or Tent left to place"
	case th.Name == "Shaum" && len(allTiles(st, func(_ game.Place, t game.Tile) bool {
		return t.Owner == game.Yazid && t.Palms+t.Palaces > 0
	})) == 0:
		return "Yazid has no Palm Tree or Palace on his tiles"
	case th.Name == "Madjaar":
		return "Yazid holds no Item"
	}
	return ""
}

// houssainFakirs is how many cards Houssain takes from Yazid: 2 of his
// resource cards, and he keeps only Fakirs.
func houssainFakirs(st *State) int { return min(2, st.Yazid.Fakirs) }

// withThief is the player's holdings as they would stand after a Thief
// usable now that brings what a tile action costs: Houssain's Fakirs. The
// Thieves rules put the Thief "immediately after your Tribe action", so
// before the tile action: an action it makes affordable is not skipped by
// itself while the Thief can still be used.
func (t *TurnProgress) withThief(st *State) Holdings {
	h := st.Player
	th, _ := game.LookupThief("Houssain")
	if h.HasThief(th.Name) && thiefReason(st, t, th) == "" {
		h.Fakirs += houssainFakirs(st)
	}
	return h
}

var thiefPlays = map[string]func(st *State, t *TurnProgress, u PowerUse, what string) error{
	// Ziad: Yazid discards a Vizier of his Council; the player takes it.
	"Ziad": func(st *State, _ *TurnProgress, _ PowerUse, _ string) error {
		st.Yazid.Council--
		st.Player.Viziers++
		return nil
	},
	// Quafat: Yazid discards a Djinn; the player takes it (and says which).
	"Quafat": func(st *State, t *TurnProgress, u PowerUse, what string) error {
		d, ok := game.LookupDjinn(u.Djinn)
		switch {
		case !ok:
			return fmt.Errorf("sultan: %s: unknown Djinn %q", what, u.Djinn)
		case !st.Expansions.Has(d.Expansion):
			return fmt.Errorf("sultan: %s: %s needs the %s expansion", what, d.Name, d.Expansion)
		case st.Player.HasDjinn(d.Name):
			return fmt.Errorf("sultan: %s: you already hold %s", what, d.Name)
		case slices.Contains(st.DjinnRow, d.Name):
			return fmt.Errorf("sultan: %s: %s is face up, not Yazid's", what, d.Name)
		}
		st.Yazid.Djinns--
		if st.Player.HasDjinn(game.Baal) {
			t.Coins.Baal++
			st.Player.Coins++
		}
		st.Player.Djinns = append(cloneStrings(st.Player.Djinns), d.Name)
		return nil
	},
	// Houssain: Yazid discards 2 resource cards (he keeps only Fakirs);
	// the player takes them.
	"Houssain": func(st *State, t *TurnProgress, _ PowerUse, _ string) error {
		n := houssainFakirs(st)
		st.Yazid.Fakirs -= n
		for range n {
			t.takeCard(st, game.Resource{Fakir: true})
		}
		return nil
	},
	// Kohdiah: Yazid takes back the Camel of a tile he controls; the
	// player places a Camel (or the Tent) there.
	"Kohdiah": func(st *State, t *TurnProgress, u PowerUse, what string) error {
		st.Yazid.Camels++
		return t.controlCamel(st, *u.At, u.Tent, what)
	},
	// Shaum: Yazid discards a Palm Tree or a Palace of a tile he controls;
	// the player places it on a tile the player controls. The player
	// makes Yazid's choice: the Palace when the tile has one. The piece
	// is placed this turn, so Hagis (a Palace) and Lamia (a Palm Tree)
	// may move it on: "When placing a Palace, you may drop it on any
	// neighboring Tile instead".
	"Shaum": func(st *State, t *TurnProgress, u PowerUse, what string) error {
		from, to := st.Board.At(*u.At), st.Board.At(*u.To)
		switch {
		case to == nil:
			return fmt.Errorf("sultan: %s: %s is off the board", what, u.To.Short())
		case to.Owner != 1:
			return fmt.Errorf("sultan: %s: %s is not a tile you control", what, u.To.Short())
		}
		if from.Palaces > 0 {
			from.Palaces--
			to.Palaces++
			t.PalacesAt = append(slices.Clone(t.PalacesAt), *u.To)
		} else {
			from.Palms--
			to.Palms++
			t.PalmsAt = append(slices.Clone(t.PalmsAt), *u.To)
		}
		return nil
	},
	"Madjaar": func(_ *State, _ *TurnProgress, _ PowerUse, what string) error {
		return fmt.Errorf("sultan: %s: Yazid holds no Item", what)
	},
}

// ThievesToBuy lists the Thieves the tile action can buy now instead of a
// Djinn: at a Sacred Place, with Thieves, paid as a Djinn; the face-up
// one of a tracked row, else any the player does not hold.
func (g *Game) ThievesToBuy() []string {
	t := g.turn
	st := g.state
	if t == nil || t.Step != TurnTile || !st.Expansions.Thieves || !isSacred(st.Board.Tile(t.Last()).Type) ||
		len(payments(st.Player, 0, PayElders, PayElderFakir)) == 0 {
		return nil
	}
	return thievesToBuy(&st)
}

// thiefRowWords names the face-up Thief, "no Thief" when there is none.
func thiefRowWords(row []string) string {
	if len(row) == 0 {
		return "no Thief"
	}
	return rowWords(row)
}
