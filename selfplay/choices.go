package selfplay

import (
	"fmt"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// choice is one legal answer to the step a turn waits for: a Camel or
// the Tent, a tribe action or a tile action.
type choice struct {
	tent  bool
	tribe sultan.TribeChoice
	tile  sultan.TileChoice
}

// apply plays the choice on the turn, at the step it waits for, and
// records it in the plan.
func (c choice) apply(p *sultan.TurnInPlay, plan *sultan.TurnPlan) error {
	switch p.Options().Step {
	case sultan.TurnControl:
		plan.Tent = c.tent
		return p.Control(c.tent)
	case sultan.TurnTribe:
		plan.Tribe = c.tribe
		return p.Tribe(c.tribe)
	case sultan.TurnTile:
		plan.Tile = c.tile
		return p.Tile(c.tile)
	}
	return fmt.Errorf("selfplay: no choice at the %s", p.Options().Step)
}

// choices lists the answers the rules allow at the step the turn waits
// for (sultan.TurnOptions), each a candidate the step may still refuse in
// a corner (Echidna paid with a Fakir also added to the Builders). The
// Item named for an Artisan draw or a Workshop stands for the unknown
// draw: a Magic Item, worth nothing, when the box has one. At a Sacred
// Place with Thieves, buying the face-up Thief is one choice a payment:
// the game's Thief row's, or a stand-in when it is not tracked. A City's
// Whim card pays whim coins.
func choices(p *sultan.TurnInPlay, tentFixed *bool, whim int) []choice {
	o := p.Options()
	var out []choice
	switch o.Step {
	case sultan.TurnControl:
		switch {
		case tentFixed != nil:
			out = append(out, choice{tent: *tentFixed})
		case o.Camel && o.Tent:
			out = append(out, choice{tent: false}, choice{tent: true})
		default:
			out = append(out, choice{tent: o.Tent && !o.Camel})
		}
	case sultan.TurnTribe:
		switch o.Tribe {
		case game.Builder:
			for f := 0; f <= o.MaxFakirs; f++ {
				out = append(out, choice{tribe: sultan.TribeChoice{Fakirs: f}})
				for _, pay := range o.Echidna {
					out = append(out, choice{tribe: sultan.TribeChoice{Fakirs: f, Echidna: pay}})
				}
			}
		case game.Assassin:
			out = append(out, choice{tribe: sultan.TribeChoice{Skip: true}})
			for _, v := range o.Victims {
				k := v.Kill()
				out = append(out, choice{tribe: sultan.TribeChoice{Fakirs: v.Fakirs, Kill: &k}})
			}
		case game.Artisan:
			if it, ok := drawStandIn(o.Items); ok {
				out = append(out, choice{tribe: sultan.TribeChoice{Item: it.Key()}})
			} else {
				out = append(out, choice{tribe: sultan.TribeChoice{Skip: true}})
			}
		}
	case sultan.TurnTile:
		if o.ByItself {
			// Past a Thief's moment, the action plays by itself.
			out = append(out, choice{tile: sultan.TileChoice{}})
			break
		}
		if o.CanSkip {
			out = append(out, choice{tile: sultan.TileChoice{Skip: true}})
		}
		switch {
		case o.Djinns != nil:
			for _, d := range o.Djinns {
				for _, pay := range o.Payments {
					out = append(out, choice{tile: sultan.TileChoice{Djinn: d, Pay: pay}})
				}
			}
			if th, ok := thiefStandIn(p.State()); ok {
				for _, pay := range o.Payments {
					out = append(out, choice{tile: sultan.TileChoice{Djinn: th, Pay: pay}})
				}
			}
		case o.Type == game.Workshop:
			if it, ok := drawStandIn(o.Items); ok {
				for _, pay := range o.Payments {
					out = append(out, choice{tile: sultan.TileChoice{Pay: pay, Item: it.Key()}})
				}
			}
		case o.Type.IsCity():
			out = append(out, choice{tile: sultan.TileChoice{Coins: whim}})
		case o.Market != nil:
			n := min(o.Market.Cards, len(o.Offer))
			for _, picks := range combinations(len(o.Offer), n) {
				var c sultan.TileChoice
				for _, i := range picks {
					c.Picks = append(c.Picks, o.Offer[i].Pick)
				}
				out = append(out, choice{tile: c})
			}
		}
	}
	return out
}

// thiefStandIn is the Thief a plan names for the face-up Thief: the
// game's Thief row's; when the row is not tracked, a stand-in, the
// first in the box's order that the player does not hold, of the
// expansions in play.
func thiefStandIn(st sultan.State) (string, bool) {
	switch {
	case !st.Expansions.Thieves:
		return "", false
	case st.ThiefRow != nil:
		if len(st.ThiefRow) == 0 {
			return "", false
		}
		return st.ThiefRow[0], true
	}
	for _, th := range game.AllThieves() {
		if !st.Player.HasThief(th.Name) && (!th.NeedsArtisans() || st.Expansions.Artisans) {
			return th.Name, true
		}
	}
	return "", false
}

// drawStandIn is the Item a plan names for a draw it cannot see: a Magic
// Item when the box has one, else the least valuable.
func drawStandIn(items []game.Item) (game.Item, bool) {
	if len(items) == 0 {
		return 0, false
	}
	best := items[0]
	for _, it := range items[1:] {
		if it.VP() < best.VP() {
			best = it
		}
	}
	return best, true
}

// combinations lists the k-subsets of 0..n-1 in lexicographic order.
func combinations(n, k int) [][]int {
	if k <= 0 || k > n {
		return nil
	}
	var out [][]int
	cur := make([]int, 0, k)
	var rec func(start int)
	rec = func(start int) {
		if len(cur) == k {
			out = append(out, append([]int{}, cur...))
			return
		}
		for i := start; i < n; i++ {
			cur = append(cur, i)
			rec(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	rec(0)
	return out
}
