package selfplay

import (
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// powerUses lists the uses of the powers the turn p can use now (the
// engine's sultan.TurnProgress.PowerOptions), each with its choices, every
// one the engine accepts (tried on a copy); with thieves, only the
// Thieves'. A power is listed when the table shows every choice it takes:
// its payment, its tile, the Camel or the Tent, the tile a Palm Tree,
// Palace or Camel goes to (Shaum, the Tempest Talisman), the meeples the
// Burning Scimitar removes, a Djinn of Yazid's (Quafat) or of the face-up
// row (the Fabulous Lamp). Not listed: powers that draw what the table
// hides (Anun-Nak, Sibittis, Sloar, the Lamp's deck Djinn, the Rebirth
// Ring), Iblis, the Enchanting Flute, the Horn of Plenty and the Flying
// Carpet, and an Item drawn this turn (the plan saw only a stand-in for
// the draw: choices).
func powerUses(p *sultan.TurnInPlay, thieves bool) []sultan.PowerUse {
	st, t := p.State(), p.Progress()
	var out []sultan.PowerUse
	for _, o := range t.PowerOptions(st) {
		_, thief := game.LookupThief(o.Power)
		if thieves && !thief || o.ItemName || o.Card || o.From || o.Move || o.Row {
			continue
		}
		if o.Item {
			it, err := game.ParseItem(o.Power)
			if err != nil || st.Player.Items[it]-drawnThisTurn(t, it) <= 0 {
				continue
			}
		}
		for _, u := range powerCandidates(st, o) {
			q := p.Copy()
			if q.UsePower(u) == nil {
				out = append(out, u)
			}
		}
	}
	return out
}

func drawnThisTurn(t sultan.TurnProgress, it game.Item) int {
	n := 0
	for _, d := range t.Items {
		if d == it {
			n++
		}
	}
	return n
}

// powerCandidates lists the uses of o to try: each payment, tile, Camel
// or Tent, and the further choice the power takes.
func powerCandidates(st sultan.State, o sultan.PowerOption) []sultan.PowerUse {
	uses := []sultan.PowerUse{{Power: o.Power}}
	spread := func(f func(u sultan.PowerUse) []sultan.PowerUse) {
		var next []sultan.PowerUse
		for _, u := range uses {
			next = append(next, f(u)...)
		}
		uses = next
	}
	if len(o.Payments) > 0 {
		spread(func(u sultan.PowerUse) []sultan.PowerUse {
			var out []sultan.PowerUse
			for _, pay := range o.Payments {
				v := u
				v.Pay = pay
				out = append(out, v)
			}
			return out
		})
	}
	if o.Tiles != nil {
		spread(func(u sultan.PowerUse) []sultan.PowerUse {
			var out []sultan.PowerUse
			for _, at := range o.Tiles {
				v := u
				v.At = &at
				out = append(out, v)
			}
			return out
		})
	}
	if o.Tent {
		spread(func(u sultan.PowerUse) []sultan.PowerUse {
			v := u
			v.Tent = true
			return []sultan.PowerUse{u, v}
		})
	}
	if o.To {
		spread(func(u sultan.PowerUse) []sultan.PowerUse {
			var out []sultan.PowerUse
			for _, to := range st.Board.Places() {
				tile := st.Board.Tile(to)
				if tile.Type.Forbidden() || u.At == nil || to == *u.At {
					continue
				}
				// Shaum: a tile the player controls; the Talisman: a tile
				// nobody owns.
				if _, thief := game.LookupThief(o.Power); thief == (tile.Owner == 1) {
					v := u
					v.To = &to
					out = append(out, v)
				}
			}
			return out
		})
	}
	if o.Meeples {
		if o.Power != game.BurningScimitar.Key() {
			return nil
		}
		spread(func(u sultan.PowerUse) []sultan.PowerUse { return scimitarChoices(st, u) })
	}
	if o.Djinn {
		var names []string
		switch o.Power {
		case "Quafat":
			for _, d := range st.Unseen.Bought {
				if !st.Player.HasDjinn(d) && !slices.Contains(st.DjinnRow, d) && !slices.Contains(names, d) {
					names = append(names, d)
				}
			}
		case game.FabulousLamp.Key():
			names = st.DjinnRow
		}
		spread(func(u sultan.PowerUse) []sultan.PowerUse {
			var out []sultan.PowerUse
			for _, d := range names {
				v := u
				v.Djinn = d
				out = append(out, v)
			}
			return out
		})
	}
	return uses
}

// scimitarChoices are the meeples the Burning Scimitar may remove from
// u's tile: 2 when it holds 2 or more, each pair of tribes once.
func scimitarChoices(st sultan.State, u sultan.PowerUse) []sultan.PowerUse {
	if u.At == nil {
		return nil
	}
	m := st.Board.Tile(*u.At).Meeples
	n := min(2, m.Total())
	var out []sultan.PowerUse
	for i, a := range game.Tribes {
		if m[a] == 0 {
			continue
		}
		if n == 1 {
			v := u
			v.Meeples = string(a.Letter())
			out = append(out, v)
			continue
		}
		for _, b := range game.Tribes[i:] {
			if m[b] == 0 || a == b && m[a] < 2 {
				continue
			}
			v := u
			v.Meeples = string(a.Letter()) + string(b.Letter())
			out = append(out, v)
		}
	}
	return out
}
